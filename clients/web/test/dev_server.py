#!/usr/bin/env python3
"""Test-only stand-in for partyd's HTTP/WebSocket port, for looking at the web client before
the real one exists: serves clients/web (``/``, ``/ABCD``, ``/tv/ABCD``, ``/n/ABCD`` and ``/n/ABCD/recap``
get index.html; a night's ``.ics``, ``recap.json`` and ``recap.svg`` come from partyd with ``--upstream-ws``),
a placeholder ``/qr/ABCD.svg`` (partyd's own with ``--upstream-ws``), and bridges ``/ws`` (subprotocol partyline.v1, one message =
one frame) to a running partyd's plain TCP port in JSON mode, so the real server plays.

    python3 clients/web/test/dev_server.py --http-port 8080 --partyd-port 7777
    python3 clients/web/test/dev_server.py --http-port 8080 --upstream-ws ws://127.0.0.1:8081/ws

Needs the PyPI package ``websockets`` (13 or later).
"""

import argparse
import urllib.error
import urllib.request
import asyncio
import mimetypes
import re
from http import HTTPStatus
from pathlib import Path

from websockets.asyncio.server import serve
from websockets.datastructures import Headers
from websockets.http11 import Response

ROOT = Path(__file__).resolve().parent.parent
APP_PATH = re.compile(r"^/(?:tv/|n/)?[A-Za-z]{4}/?$|^/n/[A-Za-z]{4}/recap/?$")
# A game night's calendar file, recap and share card: partyd's own (with --upstream-ws), else 404.
NIGHT_FILE = re.compile(r"^/n/[A-Za-z]{4}(?:\.ics|/recap\.json|/recap\.svg)$")
QR_PATH = re.compile(r"^/qr/([A-Z]{4})\.svg$")
# The policy partyd sends (scripts, styles and images from the page's own origin only).
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; "
       "manifest-src 'self'; connect-src 'self' ws:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
TYPES = {".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".html": "text/html; charset=utf-8",
         ".svg": "image/svg+xml", ".json": "application/json"}


def respond(status: int, body: bytes, content_type: str) -> Response:
    headers = Headers([("Content-Type", content_type), ("Content-Length", str(len(body))), ("Cache-Control", "no-store"),
                       ("X-Content-Type-Options", "nosniff"),
                       ("Content-Security-Policy", CSP)])
    return Response(status, HTTPStatus(status).phrase, headers, body)


def placeholder_qr(code: str) -> bytes:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#fff"/>'
            f'<rect x="8" y="8" width="24" height="24" fill="#000"/><rect x="68" y="8" width="24" height="24" fill="#000"/>'
            f'<rect x="8" y="68" width="24" height="24" fill="#000"/><text x="50" y="56" font-size="12" text-anchor="middle">'
            f'{code} (mock)</text></svg>').encode()


def upstream_qr(upstream_ws: str, code: str) -> bytes:
    """The QR code partyd's own HTTP port draws (the same host and port as its /ws)."""
    base = upstream_ws.replace("ws://", "http://", 1).replace("wss://", "https://", 1).rsplit("/ws", 1)[0]
    with urllib.request.urlopen(f"{base}/qr/{code}.svg", timeout=5) as reply:
        return reply.read()


def upstream_file(upstream_ws: str, path: str) -> Response:
    """Fetches `path` from partyd's own HTTP port (the host and port of its /ws)."""
    base = upstream_ws.replace("ws://", "http://", 1).replace("wss://", "https://", 1).rsplit("/ws", 1)[0]
    try:
        with urllib.request.urlopen(f"{base}{path}", timeout=5) as reply:
            return respond(reply.status, reply.read(), reply.headers.get("Content-Type", "application/octet-stream"))
    except urllib.error.HTTPError as error:
        return respond(error.code, error.read(), error.headers.get("Content-Type", "text/plain"))


def process_request(connection, request, upstream_ws=None):
    path = request.path.split("?", 1)[0]
    if path == "/ws":
        return None
    if path == "/" or APP_PATH.match(path):
        return respond(200, (ROOT / "index.html").read_bytes(), TYPES[".html"])
    if NIGHT_FILE.match(path):
        return upstream_file(upstream_ws, path) if upstream_ws else respond(404, b"not found", "text/plain")
    qr = QR_PATH.match(path)
    if qr:
        body = upstream_qr(upstream_ws, qr.group(1)) if upstream_ws else placeholder_qr(qr.group(1))
        return respond(200, body, TYPES[".svg"])
    file = (ROOT / path.lstrip("/")).resolve()
    if ROOT not in file.parents or not file.is_file() or "/test/" in path:
        return respond(404, b"not found", "text/plain")
    kind = TYPES.get(file.suffix) or mimetypes.guess_type(file.name)[0] or "application/octet-stream"
    return respond(200, file.read_bytes(), kind)


def make_handler(partyd_host: str, partyd_port: int):
    async def handler(ws):
        reader, writer = await asyncio.open_connection(partyd_host, partyd_port, limit=1 << 20)

        async def down():
            while True:
                line = await reader.readline()
                if not line:
                    break
                await ws.send(line.decode("utf-8").rstrip("\n"))
            await ws.close(1001)

        async def up():
            async for message in ws:
                if isinstance(message, bytes):
                    await ws.close(1003)
                    return
                writer.write(message.encode("utf-8") + b"\n")
                await writer.drain()

        tasks = [asyncio.create_task(down()), asyncio.create_task(up())]
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        for task in tasks:
            task.cancel()
        writer.close()

    return handler


def make_ws_handler(upstream: str):
    """Relays a browser's WebSocket to partyd's own /ws, message for message."""
    from websockets.asyncio.client import connect

    async def handler(ws):
        origin = "http://" + upstream.split("://", 1)[1].split("/", 1)[0]
        async with connect(upstream, subprotocols=["partyline.v1"], origin=origin, max_size=None) as up:
            async def pump(source, sink):
                async for message in source:
                    await sink.send(message)

            tasks = [asyncio.create_task(pump(up, ws)), asyncio.create_task(pump(ws, up))]
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            for task in tasks:
                task.cancel()
        await ws.close(1001)

    return handler


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--http-port", type=int, default=8080)
    parser.add_argument("--partyd-host", default="127.0.0.1")
    parser.add_argument("--partyd-port", type=int, default=7777)
    parser.add_argument("--upstream-ws", help="relay /ws to this WebSocket URL (a partyd's own /ws) instead of TCP")
    parser.add_argument("--root", help="serve this folder instead of clients/web (e.g. clients/web-dist, the built client)")
    args = parser.parse_args()
    if args.root:
        global ROOT
        ROOT = Path(args.root).resolve()
    handler = make_ws_handler(args.upstream_ws) if args.upstream_ws else make_handler(args.partyd_host, args.partyd_port)
    async with serve(handler, "127.0.0.1", args.http_port,
                     process_request=lambda c, r: process_request(c, r, args.upstream_ws), subprotocols=["partyline.v1"]) as server:
        target = args.upstream_ws or f"{args.partyd_host}:{args.partyd_port}"
        print(f"serving http://127.0.0.1:{args.http_port}/ -> partyd {target}", flush=True)
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main())
