#!/usr/bin/env python3
"""Half-open TLS handshake flood against a running partyd, with its memory sampled.

Opens CONNECTIONS TLS connections, sends each one's ClientHello and never answers the server's
reply, waits until partyd has closed them all (its --tls-handshake-timeout-seconds), lets it
settle, and prints partyd's RSS. Repeats for ROUNDS. Exit 1 when the last round's RSS is more
than --tolerance (default 10 %) above the first round's.

Usage: scripts/tls-flood.py --pid PID --port TLS_PORT [--connections 3000] [--rounds 5]
"""
import argparse
import selectors
import socket
import ssl
import sys
import time


def rss_kb(pid, field="VmRSS"):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return -1


def client_hello(ctx):
    """A fresh ClientHello, made by a TLS client over memory buffers."""
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    obj = ctx.wrap_bio(incoming, outgoing, server_hostname="localhost")
    try:
        obj.do_handshake()
    except ssl.SSLWantReadError:
        pass
    return outgoing.read()


def flood(host, port, count, wait):
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    sel = selectors.DefaultSelector()
    open_ = []
    for _ in range(count):
        raw = socket.create_connection((host, port))
        raw.sendall(client_hello(ctx))  # then never answer the server's reply
        raw.setblocking(False)
        sel.register(raw, selectors.EVENT_READ)
        open_.append(raw)
    # Drain what the server sends (ServerHello...) without answering, until it closes each one.
    deadline = time.time() + wait
    alive = len(open_)
    while alive and time.time() < deadline:
        for key, _ in sel.select(timeout=0.5):
            try:
                data = key.fileobj.recv(65536)
            except (BlockingIOError, InterruptedError):
                continue
            except OSError:
                data = b""
            if not data:
                sel.unregister(key.fileobj)
                alive -= 1
    for raw in open_:
        try:
            raw.close()
        except OSError:
            pass
    sel.close()
    return alive


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--pid", type=int, required=True)
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--connections", type=int, default=3000)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--wait", type=float, default=30.0, help="seconds to wait for the server to close them")
    p.add_argument("--settle", type=float, default=2.0)
    p.add_argument("--tolerance", type=float, default=0.10)
    args = p.parse_args()
    base = rss_kb(args.pid)
    print(f"baseline RSS {base} kB (anonymous {rss_kb(args.pid, 'RssAnon')} kB)")
    after = []
    for r in range(1, args.rounds + 1):
        t0 = time.time()
        left = flood(args.host, args.port, args.connections, args.wait)
        time.sleep(args.settle)
        after.append(rss_kb(args.pid))
        print(f"round {r}: {args.connections} half-open handshakes, closed by the server in {time.time() - t0 - args.settle:.1f} s"
              f"{f' ({left} still open)' if left else ''}; RSS after {after[-1]} kB ({after[-1] - base:+d} kB vs baseline), "
              f"anonymous {rss_kb(args.pid, 'RssAnon')} kB, {rss_kb(args.pid, 'Threads')} threads", flush=True)
    growth = (after[-1] - after[0]) / after[0]
    print(f"growth from round 1 to round {args.rounds}: {growth * 100:+.1f} %")
    sys.exit(1 if growth > args.tolerance else 0)


if __name__ == "__main__":
    main()
