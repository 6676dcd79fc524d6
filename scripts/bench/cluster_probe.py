#!/usr/bin/env python3
"""cluster_probe.py — latency of joins through the room directory, and takeover time.

    cluster_probe.py joins  --owner 127.0.0.1:7781 --other 127.0.0.1:7782 [--count 200]
    cluster_probe.py takeover --owner 127.0.0.1:7781 --owner-pid PID --other 127.0.0.1:7782 [--players 3] [--graceful]

`joins`: opens one room on --owner, then joins it `count` times on --owner (local) and `count`
times on --other (relayed: a directory lookup, a link to the owner, the join there), each on a
new connection, alternating. Reports the time from sending room.join to its ok, in ms.

`takeover`: opens a room on --owner with players joined through --other, starts a Guess or Pass
round, kills the owner with SIGKILL (SIGTERM with --graceful: the hand-over), then has every player reconnect to --other and room.resume
(retrying while the server says server_busy). Reports the time from the kill to the last resume.

Prints one JSON object. Standard library only.
"""
import argparse, json, os, signal, socket, statistics, sys, time, uuid


class Client:
    def __init__(self, addr, timeout=30):
        host, port = addr.rsplit(":", 1)
        self.sock = socket.create_connection((host, int(port)), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buf = b""
        self.next_id = 0
        self.read()  # welcome

    def read(self):
        while b"\n" not in self.buf:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return json.loads(line)

    def request(self, type_, **params):
        self.next_id += 1
        rid = self.next_id
        self.sock.sendall((json.dumps({"type": type_, "id": rid, **params}) + "\n").encode())
        while True:
            frame = self.read()
            if frame.get("re") == rid:
                return frame

    def close(self):
        self.sock.close()


def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def joins(args):
    host = Client(args.owner)
    code = host.request("room.create", name="Host")["room"]
    local, relayed = [], []
    for n in range(args.count):
        for addr, out in ((args.owner, local), (args.other, relayed)):
            c = Client(addr)
            t0 = time.perf_counter()
            ok = c.request("room.join", room=code, name=f"P{n}", role="audience")
            out.append((time.perf_counter() - t0) * 1000)
            assert ok["type"] == "ok", ok
            c.request("room.leave")  # frees the seat: the room never fills up
            c.close()
    host.close()
    summary = lambda v: {"p50_ms": round(statistics.median(v), 3), "p99_ms": round(pct(v, 99), 3), "count": len(v)}
    return {"probe": "joins", "local": summary(local), "relayed": summary(relayed)}


def takeover(args):
    tokens = [str(uuid.uuid4()) for _ in range(args.players)]
    host = Client(args.owner)
    code = host.request("room.create", name="P0", token=tokens[0])["room"]
    others = []
    for i in range(1, args.players):
        c = Client(args.other)
        assert c.request("room.join", room=code, name=f"P{i}", token=tokens[i])["type"] == "ok"
        others.append(c)
    assert host.request("game.start", game="guess_or_pass", round_seconds=120, countdown_seconds=0)["type"] == "ok"
    time.sleep(1.5)  # the running game is in the snapshot (saved within a second of a change)
    killed = time.perf_counter()
    os.kill(args.owner_pid, signal.SIGTERM if args.graceful else signal.SIGKILL)
    for c in [host] + others:
        c.close()
    back = []
    for token in tokens:
        while True:
            try:
                c = Client(args.other)
                reply = c.request("room.resume", room=code, token=token)
            except (ConnectionError, OSError):
                time.sleep(0.05)
                continue
            if reply["type"] == "ok":
                back.append(time.perf_counter() - killed)
                c.close()
                break
            c.close()
            if reply.get("code") != "server_busy":
                raise SystemExit(f"resume failed: {reply}")
    return {"probe": "takeover", "signal": "TERM" if args.graceful else "KILL", "players": args.players, "first_resume_s": round(min(back), 3),
            "last_resume_s": round(max(back), 3)}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("probe", choices=["joins", "takeover"])
    ap.add_argument("--owner", required=True)
    ap.add_argument("--other", required=True)
    ap.add_argument("--owner-pid", type=int)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--graceful", action="store_true", help="takeover: SIGTERM (hand-over) instead of SIGKILL")
    args = ap.parse_args()
    if args.probe == "takeover" and not args.owner_pid:
        ap.error("takeover needs --owner-pid")
    print(json.dumps(joins(args) if args.probe == "joins" else takeover(args)))


if __name__ == "__main__":
    sys.exit(main())
