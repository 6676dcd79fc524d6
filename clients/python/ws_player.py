"""A PartyLine player over WebSocket, as a browser plays: used by the end-to-end test.

It joins PARTYLINE_ROOM as PARTYLINE_NAME on PARTYLINE_WS_URL (subprotocol partyline.v1),
rolls the dice, says hello, and waits until every name in PARTYLINE_EXPECT (comma-separated)
has said "<name> says hi". Every WebSocket message must be exactly one JSON object, and the
first one the welcome. With PARTYLINE_WSS_URL (and PARTYLINE_CAFILE) it also checks /ws over
HTTPS. Prints OK and exits 0 when all went well.
"""
import asyncio
import json
import os
import ssl
import sys

import websockets


async def reply(ws, request_id):
    """Reads messages until the reply to request_id; each message is one JSON object."""
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), 20))
        if message.get("re") == request_id:
            if message["type"] != "ok":
                sys.exit(f"request {request_id} failed: {message}")
            return message


async def play(url, origin, room, name, expect):
    async with websockets.connect(url, subprotocols=["partyline.v1"], origin=origin) as ws:
        assert ws.subprotocol == "partyline.v1", ws.subprotocol
        welcome = json.loads(await asyncio.wait_for(ws.recv(), 20))
        assert welcome["type"] == "welcome" and welcome["protocol"] == 1, welcome
        await ws.send(json.dumps({"type": "room.join", "id": 1, "room": room, "name": name}))
        joined = await reply(ws, 1)
        assert joined["room"] == room and joined.get("token"), joined
        await ws.send(json.dumps({"type": "dice.roll", "id": 2}))
        await reply(ws, 2)
        await ws.send(json.dumps({"type": "chat.send", "id": 3, "text": "hello from the browser"}))
        heard = set()
        while not expect <= heard:
            message = json.loads(await asyncio.wait_for(ws.recv(), 30))
            if message["type"] == "chat.message" and message["text"] == f"{message['name']} says hi":
                heard.add(message["name"])
        await ws.close(1000, "good game")


async def secure(url, cafile):
    context = ssl.create_default_context(cafile=cafile)
    async with websockets.connect(url, subprotocols=["partyline.v1"], ssl=context) as ws:
        assert json.loads(await ws.recv())["type"] == "welcome"
        await ws.send(json.dumps({"type": "ping", "id": "p"}))
        pong = json.loads(await asyncio.wait_for(ws.recv(), 20))
        assert pong == {"type": "pong", "re": "p"}, pong


async def main():
    env = os.environ
    url = env["PARTYLINE_WS_URL"]
    origin = url.replace("ws://", "http://").rsplit("/ws", 1)[0]
    expect = set(filter(None, env.get("PARTYLINE_EXPECT", "").split(",")))
    await play(url, origin, env["PARTYLINE_ROOM"], env["PARTYLINE_NAME"], expect)
    if env.get("PARTYLINE_WSS_URL"):
        await secure(env["PARTYLINE_WSS_URL"], env.get("PARTYLINE_CAFILE"))
    print("OK")


asyncio.run(main())
