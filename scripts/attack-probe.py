#!/usr/bin/env python3
"""Cheap attacks against a running partyd on this machine, with a canary room measuring them.

A canary pair chats in a room of its own every 100 ms over TCP (the time from a chat line's
send to its arrival at the other member is one sample; a line not there within 1 s is a miss)
while one attack runs for --seconds against the same server. Prints the canary's p50/p99/max
and misses, partyd's CPU seconds during the attack and its RSS before, at its peak and after.

Attacks (issue 26; loopback only, bounded in time and in count):
  pipeline    --connections (200) HTTP connections each write 64 KiB of pipelined
              `GET` of the page's style sheet (about 21 KiB; --path for another) and never
              read, held for the whole run
  qr          --connections (8) keep-alive clients fetch /qr/ABCD.svg with a 254-byte Host
              as fast as they can
  ping-flood  --connections (8) WebSocket clients send 1-byte pings as fast as they can,
              reconnecting when closed (at most 100 reconnects each)
  churn       --connections (100) audience members of another room leave and rejoin
              20 times a second each (40 requests/s, under the default rate limit)
  join-burst  --connections (1500) audience members join one room at once (start partyd
              with --max-audience 2000 --max-connections-per-ip 4000 --write-buffer-bytes 4194304)

Usage: scripts/attack-probe.py ATTACK --pid PID [--port 7777] [--http-port 8080] [--seconds 10]
"""
import argparse
import json
import os
import selectors
import socket
import statistics
import sys
import threading
import time

HOST = "127.0.0.1"


def proc_stats(pid):
    """partyd's CPU seconds (user + system) and RSS in MB."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    with open(f"/proc/{pid}/status") as f:
        rss = next(int(line.split()[1]) for line in f if line.startswith("VmRSS:")) / 1024
    return cpu, rss


class Line:
    """A JSON-mode TCP client: one object per line."""

    def __init__(self, port):
        self.sock = socket.create_connection((HOST, port))
        self.buf = b""
        self.readline()  # welcome

    def send(self, **frame):
        self.sock.sendall((json.dumps(frame) + "\n").encode())

    def readline(self, timeout=10):
        self.sock.settimeout(timeout)
        while b"\n" not in self.buf:
            data = self.sock.recv(65536)
            if not data:
                raise ConnectionError("closed")
            self.buf += data
        line, self.buf = self.buf.split(b"\n", 1)
        return json.loads(line)

    def request(self, type_, **params):
        self.send(type=type_, id=type_, **params)
        while True:
            frame = self.readline()
            if frame.get("re") == type_:
                return frame

    def close(self):
        self.sock.close()


class Canary(threading.Thread):
    """Two members of a room of their own; one chats every 100 ms, the other times arrivals."""

    def __init__(self, port, stop):
        super().__init__(daemon=True)
        self.stop, self.samples, self.misses = stop, [], 0
        self.a, self.b = Line(port), Line(port)
        room = self.a.request("room.create", name="CanaryA")["room"]
        self.b.request("room.join", room=room, name="CanaryB")

    def run(self):
        n = 0
        while not self.stop.is_set():
            n += 1
            text = f"canary {n}"
            sent = time.monotonic()
            self.a.send(type="chat.send", text=text)
            try:
                while True:
                    frame = self.b.readline(timeout=max(0.01, sent + 1 - time.monotonic()))
                    if frame.get("type") == "chat.message" and frame.get("text") == text:
                        self.samples.append((time.monotonic() - sent) * 1000)
                        break
            except (socket.timeout, TimeoutError):
                self.misses += 1
                self.b.buf = b""
            time.sleep(max(0, sent + 0.1 - time.monotonic()))

    def report(self):
        s = sorted(self.samples) or [float("nan")]
        p99 = s[min(len(s) - 1, int(len(s) * 0.99))]
        return f"canary: {len(self.samples)} samples, p50 {statistics.median(s):.1f} ms, p99 {p99:.1f} ms, max {s[-1]:.1f} ms, misses {self.misses}"


def run_all(body, count, indexed=False):
    """Runs `body` (given its index when `indexed`) on `count` threads and waits for them."""
    threads = [threading.Thread(target=body, args=(i,) if indexed else (), daemon=True) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def ws_connect(port):
    sock = socket.create_connection((HOST, port))
    sock.sendall(b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 b"Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: cGFydHlsaW5lLXByb2JlIQ==\r\n\r\n")
    head = b""
    while b"\r\n\r\n" not in head:
        data = sock.recv(4096)
        if not data:
            raise ConnectionError("no handshake")
        head += data
    return sock


def page_style_sheet(http_port):
    """The first style sheet `/` links to (its name carries a hash since the web client is bundled)."""
    import re
    import urllib.request
    page = urllib.request.urlopen(f"http://{HOST}:{http_port}/", timeout=10).read().decode()
    found = re.search(r'href="(/[^"]+\.css)"', page)
    return found.group(1) if found else "/index.html"


def attack_pipeline(args, stop, counts):
    path = args.path or page_style_sheet(args.http_port)
    counts["path"] = path
    request = f"GET {path} HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode()
    burst = request * (65536 // len(request))
    held = []
    for _ in range(args.connections):
        s = socket.create_connection((HOST, args.http_port))
        s.setblocking(False)
        try:
            s.send(burst)
        except BlockingIOError:
            pass
        held.append(s)
        counts["bytes"] = counts.get("bytes", 0) + len(burst)
    stop.wait()
    for s in held:
        s.close()


def kernel_send_queue(http_port):
    """Bytes partyd's HTTP-port sockets hold in the kernel's send queues, untaken by their peers
    (`ss`, Send-Q); None without `ss`."""
    import subprocess
    try:
        out = subprocess.run(["ss", "-tnH", "state", "established", f"( sport = :{http_port} )"],
                             capture_output=True, text=True, timeout=5).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    return sum(int(line.split()[1]) for line in out.splitlines() if len(line.split()) > 1)


def attack_qr(args, stop, counts):
    host = "a" * 250 + ".io"
    request = f"GET /qr/ABCD.svg HTTP/1.1\r\nHost: {host}\r\n\r\n".encode()

    def client():
        s = socket.create_connection((HOST, args.http_port))
        buf = b""
        while not stop.is_set():
            s.sendall(request)
            while b"\r\n\r\n" not in buf:
                buf += s.recv(65536)
            head, buf = buf.split(b"\r\n\r\n", 1)
            length = int(next((l.split(b":")[1] for l in head.split(b"\r\n") if l.lower().startswith(b"content-length")), b"0"))
            while len(buf) < length:
                buf += s.recv(65536)
            buf = buf[length:]
            counts["requests"] = counts.get("requests", 0) + 1
        s.close()

    run_all(client, args.connections)


def attack_ping_flood(args, stop, counts):
    ping = bytes([0x89, 0x81, 1, 2, 3, 4, ord("p") ^ 1]) * 1000

    def client():
        for _ in range(100):
            if stop.is_set():
                return
            try:
                s = ws_connect(args.http_port)
                s.setblocking(False)
                while not stop.is_set():
                    try:
                        counts["pings"] = counts.get("pings", 0) + s.send(ping) // 7
                    except BlockingIOError:
                        try:
                            if s.recv(65536) == b"":
                                break
                        except BlockingIOError:
                            time.sleep(0.001)
                s.close()
            except OSError:
                pass
            counts["connections"] = counts.get("connections", 0) + 1

    run_all(client, args.connections)


def attack_churn(args, stop, counts):
    host = Line(args.port)
    room = host.request("room.create", name="Stage")["room"]

    def member(i):
        c = Line(args.port)
        n = 0
        while not stop.is_set():
            n += 1
            sent = time.monotonic()
            c.send(type="room.join", id=1, room=room, name=f"C{i}x{n}", role="audience")
            c.send(type="room.leave", id=2)
            got = 0
            while got < 2 and not stop.is_set():
                try:
                    frame = c.readline(timeout=1)
                except (socket.timeout, TimeoutError):
                    break
                if frame.get("re") in (1, 2):
                    got += 1
                    key = frame.get("code", frame["type"])  # ok, or the error's code
                    counts[key] = counts.get(key, 0) + 1
            time.sleep(max(0, sent + 0.05 - time.monotonic()))
        c.close()

    run_all(member, args.connections, indexed=True)
    host.close()


def attack_join_burst(args, stop, counts):
    host = Line(args.port)
    room = host.request("room.create", name="Stage")["room"]
    members = [Line(args.port) for _ in range(args.connections)]
    started = time.monotonic()
    for i, c in enumerate(members):
        c.send(type="room.join", id=1, room=room, name=f"J{i}", role="audience")
    sel = selectors.DefaultSelector()
    for c in members:
        c.sock.setblocking(False)
        sel.register(c.sock, selectors.EVENT_READ, c)
    waiting = len(members)
    while waiting and not stop.is_set():
        for key, _ in sel.select(timeout=0.2):
            c = key.data
            try:
                data = c.sock.recv(1 << 20)
            except BlockingIOError:
                continue
            except OSError:
                data = b""
            c.buf += data
            if not data or b'"re":1' in c.buf:
                sel.unregister(c.sock)
                waiting -= 1
                counts["joined" if data else "closed"] = counts.get("joined" if data else "closed", 0) + 1
            c.buf = c.buf[-64:]  # only the end matters for the reply's marker
    counts["unanswered"] = waiting
    counts["burst_seconds"] = round(time.monotonic() - started, 2)
    stop.wait()
    for c in members:
        c.close()
    host.close()


ATTACKS = {"pipeline": (attack_pipeline, 200), "qr": (attack_qr, 8), "ping-flood": (attack_ping_flood, 8),
           "churn": (attack_churn, 100), "join-burst": (attack_join_burst, 1500)}


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("attack", choices=sorted(ATTACKS))
    p.add_argument("--pid", type=int, required=True, help="partyd's process id (for CPU and RSS)")
    p.add_argument("--port", type=int, default=7777)
    p.add_argument("--http-port", type=int, default=8080)
    p.add_argument("--seconds", type=float, default=10)
    p.add_argument("--connections", type=int, help="attacking connections (default per attack, see above)")
    p.add_argument("--path", help="pipeline: the file to ask for (default: the page's style sheet)")
    args = p.parse_args()
    attack, default_connections = ATTACKS[args.attack]
    args.connections = min(args.connections or default_connections, 5000)
    args.seconds = min(args.seconds, 120)

    stop = threading.Event()
    cpu0, rss0 = proc_stats(args.pid)
    canary = Canary(args.port, stop)
    canary.start()
    counts = {}
    runner = threading.Thread(target=attack, args=(args, stop, counts), daemon=True)
    runner.start()
    peak, deadline, queued = rss0, time.monotonic() + args.seconds, None
    while time.monotonic() < deadline:
        time.sleep(0.25)
        peak = max(peak, proc_stats(args.pid)[1])
        now = kernel_send_queue(args.http_port)
        if now is not None:
            queued = max(queued or 0, now)
    stop.set()
    cpu1, _ = proc_stats(args.pid)
    runner.join(timeout=10)
    canary.join(timeout=5)
    time.sleep(3)  # connections closed; memory returned (or not)
    _, rss2 = proc_stats(args.pid)
    print(f"attack {args.attack}: {args.connections} connections, {args.seconds:g} s, {counts}")
    print(canary.report())
    print(f"partyd: cpu {cpu1 - cpu0:.1f} s, rss {rss0:.0f} MB before, {peak:.0f} MB peak, {rss2:.0f} MB 3 s after"
          + (f"; kernel send queues on the HTTP port at most {queued / 1e6:.1f} MB" if queued is not None else ""))


if __name__ == "__main__":
    sys.exit(main())
