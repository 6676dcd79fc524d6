#!/usr/bin/env python3
"""A canary pair in a room of its own, in a process of its own: one member chats every 100 ms,
the other times each line's arrival. Run it beside scripts/attack-probe.py (whose own canary
shares the attack's Python process, so a busy attack thread can delay its samples too).

Usage: scripts/canary.py PORT SECONDS     prints samples, misses (no arrival within 1 s),
                                          p50/p99/max in ms and the times of samples over 50 ms
"""
import json
import socket
import statistics
import sys
import time


def connect(port):
    sock = socket.create_connection(("127.0.0.1", port))
    reader = sock.makefile("rb")
    reader.readline()  # welcome
    return sock, reader


def request(sock, reader, **frame):
    sock.sendall((json.dumps(frame) + "\n").encode())
    while True:
        reply = json.loads(reader.readline())
        if reply.get("type") in ("ok", "error") and reply.get("re") == frame.get("id"):
            return reply


def main():
    port, seconds = int(sys.argv[1]), float(sys.argv[2])
    a, a_reader = connect(port)
    b, b_reader = connect(port)
    room = request(a, a_reader, type="room.create", id=1, name="CanaryA")["room"]
    request(b, b_reader, type="room.join", id=1, room=room, name="CanaryB")
    b.settimeout(1.0)
    samples, slow, misses, n = [], [], 0, 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        n += 1
        sent = time.perf_counter()
        a.sendall((json.dumps({"type": "chat.send", "text": f"c{n}"}) + "\n").encode())
        try:
            while True:
                frame = json.loads(b_reader.readline())
                if frame.get("type") == "chat.message" and frame.get("text") == f"c{n}":
                    break
            ms = (time.perf_counter() - sent) * 1000
            samples.append(ms)
            if ms > 50:
                slow.append((round(sent - start, 2), round(ms)))
        except (socket.timeout, OSError, ValueError):
            misses += 1
            break  # the line reader is unusable after a timeout: count the rest as missed
        time.sleep(max(0.0, 0.1 - (time.perf_counter() - sent)))
    misses += max(0, int(seconds * 10) - n)
    samples.sort()
    if not samples:
        print(f"separate canary: 0 samples, {misses} misses")
        return
    p99 = samples[max(0, int(len(samples) * 0.99) - 1)]
    print(f"separate canary: {len(samples)} samples, {misses} misses, p50 {statistics.median(samples):.1f} ms, "
          f"p99 {p99:.1f} ms, max {samples[-1]:.1f} ms; over 50 ms at (s, ms): {slow}")


if __name__ == "__main__":
    main()
