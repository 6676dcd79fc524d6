#!/usr/bin/env python3
"""Replays Protocol/examples/*.ndjson transcripts against a live server.

    python3 Protocol/tools/replay.py --port 7777 Protocol/examples/*.ndjson

The transcript format is described in Protocol/examples/README.md. Prints one line per
transcript (PASS/FAIL with the first mismatch) and exits non-zero when any failed.
"""
import argparse, json, re, socket, sys, time


RECORD = None  # --record: every JSON line received, for scripts/validate_frames.py


class Mismatch(Exception):
    pass


class Client:
    def __init__(self, host, port, timeout):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        self.sock.settimeout(timeout)
        self.buf = b""

    def send(self, line):
        self.sock.sendall(line.encode("utf-8") + b"\n")

    def next_line(self):
        while b"\n" not in self.buf:
            try:
                data = self.sock.recv(65536)
            except socket.timeout:
                raise Mismatch("timed out waiting for a line")
            if not data:
                raise Mismatch("connection closed by the server")
            self.buf += data
        line, self.buf = self.buf.split(b"\n", 1)
        line = line.decode("utf-8")
        if RECORD is not None and line.startswith("{"):
            RECORD.write(line + "\n")
        return line

    def leftover(self, wait):
        self.sock.settimeout(wait)
        try:
            data = self.sock.recv(65536)
            self.buf += data
        except (socket.timeout, OSError):
            pass
        return self.buf


class Replay:
    def __init__(self, host, port, timeout):
        self.host, self.port, self.timeout = host, port, timeout
        self.clients, self.vars = {}, {}

    def substitute(self, text):
        def repl(m):
            key = m.group(1)
            if key not in self.vars:
                raise Mismatch(f"<{key}> used in a send line before it was bound")
            return self.vars[key]
        return re.sub(r"<(room|token:[A-Za-z0-9_]+)>", repl, text)

    def match(self, expected, actual, path):
        if isinstance(expected, str) and expected == "<any>":
            return
        if isinstance(expected, str) and re.fullmatch(r"<(room|token:[A-Za-z0-9_]+)>", expected):
            key = expected[1:-1]
            if not isinstance(actual, str):
                raise Mismatch(f"{path}: expected a string for {expected}, got {actual!r}")
            if key in self.vars and self.vars[key] != actual:
                raise Mismatch(f"{path}: {expected} is {self.vars[key]!r}, got {actual!r}")
            self.vars[key] = actual
            return
        if isinstance(expected, dict):
            if not isinstance(actual, dict):
                raise Mismatch(f"{path}: expected an object, got {actual!r}")
            for k, v in expected.items():
                if k not in actual:
                    raise Mismatch(f"{path}.{k}: missing")
                self.match(v, actual[k], f"{path}.{k}")
            return
        if isinstance(expected, list):
            if not isinstance(actual, list) or len(actual) != len(expected):
                raise Mismatch(f"{path}: expected {len(expected)} items, got {actual!r}")
            for i, (e, a) in enumerate(zip(expected, actual)):
                self.match(e, a, f"{path}[{i}]")
            return
        if type(expected) is not type(actual) or expected != actual:
            raise Mismatch(f"{path}: expected {expected!r}, got {actual!r}")

    def step(self, entry):
        d, name = entry["dir"], entry["client"]
        if d == "connect":
            self.clients[name] = Client(self.host, self.port, self.timeout)
        elif d == "disconnect":
            self.clients.pop(name).sock.close()
            time.sleep(0.1)  # let the server notice the drop before the next step
        elif d == "send":
            self.clients[name].send(self.substitute(entry["line"]))
        elif d == "recv":
            client = self.clients[name]
            client.sock.settimeout(entry.get("within", self.timeout))
            line = client.next_line()
            client.sock.settimeout(self.timeout)
            if "text" in entry:
                if not re.fullmatch(self.substitute_regex(entry["text"]), line):
                    raise Mismatch(f"text line {line!r} does not match /{entry['text']}/")
            else:
                try:
                    frame = json.loads(line)
                except json.JSONDecodeError:
                    raise Mismatch(f"not JSON: {line!r}")
                try:
                    self.match(entry["frame"], frame, "frame")
                except Mismatch as m:
                    raise Mismatch(f"{m} in {line}")
        elif d == "closed":
            c = self.clients[name]
            try:
                line = c.next_line()
                raise Mismatch(f"expected the connection to close, got {line!r}")
            except Mismatch as m:
                if "closed by the server" not in str(m):
                    raise
        else:
            raise Mismatch(f"unknown dir {d!r}")

    def substitute_regex(self, text):
        return re.sub(r"<(room|token:[A-Za-z0-9_]+)>", lambda m: re.escape(self.vars.get(m.group(1), m.group(0))), text)

    def run(self, path):
        with open(path, encoding="utf-8") as f:
            entries = [(n, json.loads(l)) for n, l in enumerate(f, 1) if l.strip()]
        for n, entry in entries:
            try:
                self.step(entry)
            except Mismatch as m:
                raise Mismatch(f"{path}:{n} ({entry['dir']} {entry['client']}): {m}")
        for name, c in self.clients.items():
            rest = c.leftover(0.3)
            if rest.strip():
                raise Mismatch(f"{path}: {name} received unexpected lines: {rest[:300]!r}")
        for c in self.clients.values():
            c.sock.close()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=7777)
    p.add_argument("--timeout", type=float, default=3.0)
    p.add_argument("--record", help="append every JSON frame received to this file")
    p.add_argument("files", nargs="+")
    a = p.parse_args()
    global RECORD
    if a.record:
        RECORD = open(a.record, "a", encoding="utf-8")
    failed = 0
    for path in a.files:
        try:
            Replay(a.host, a.port, a.timeout).run(path)
            print(f"PASS {path}")
        except Mismatch as m:
            failed += 1
            print(f"FAIL {m}")
    print(f"{len(a.files) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
