"""The soak's own players and its sampler (scripts/soak.sh runs this beside party-bot's workload
and chaos rounds).

- WebSocket players (`/ws`, as browsers play) and text-mode players (as `nc` does), in rooms of
  two, chatting and rolling dice, each leaving and joining a fresh room every ~30 s (churn);
- a canary pair (plain TCP) chatting every 100 ms in a room of its own: the chat latency whose
  p99 is sampled;
- an idle connection that pings every 200 ms: the round trip, at most a network hop plus the
  time a ready socket waits for its event loop, is the event-loop lag;
- every SAMPLE seconds one line of samples.csv: seconds, RSS (kB), open descriptors, threads of
  partyd, the canary's p99 and the pings' worst round trip in that window (ms), and the load average.
"""

import asyncio
import json
import os
import random
import time

import websockets


def proc_sample(pid):
    rss = threads = 0
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1])
            elif line.startswith("Threads:"):
                threads = int(line.split()[1])
    return rss, len(os.listdir(f"/proc/{pid}/fd")), threads


class Window:
    """Latencies of the current sampling window."""

    def __init__(self):
        self.values = []

    def take(self):
        values, self.values = sorted(self.values), []
        return values

    @staticmethod
    def p99(values):
        return values[min(len(values) - 1, int(len(values) * 0.99))] if values else None


async def line_client(port):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    await reader.readline()  # welcome
    return reader, writer


async def request(reader, writer, frame, events=None):
    writer.write((json.dumps(frame) + "\n").encode())
    await writer.drain()
    while True:
        reply = json.loads(await asyncio.wait_for(reader.readline(), 30))
        if reply.get("re") == frame.get("id") and reply.get("type") in ("ok", "error"):
            return reply
        if events is not None:
            events.append(reply)


async def canary(port, window, stop):
    a_r, a_w = await line_client(port)
    b_r, b_w = await line_client(port)
    room = (await request(a_r, a_w, {"type": "room.create", "id": 1, "name": "CanaryA"}))["room"]
    await request(b_r, b_w, {"type": "room.join", "id": 1, "room": room, "name": "CanaryB"})
    sent = {}

    async def receive():
        while not stop.is_set():
            frame = json.loads(await b_r.readline())
            if frame.get("type") == "chat.message" and frame.get("text") in sent:
                window.values.append((time.perf_counter() - sent.pop(frame["text"])) * 1000)

    task = asyncio.create_task(receive())
    n = 0
    while not stop.is_set():
        n += 1
        text = f"canary {n}"
        sent[text] = time.perf_counter()
        a_w.write((json.dumps({"type": "chat.send", "text": text}) + "\n").encode())
        await a_w.drain()
        await asyncio.sleep(0.1)
    task.cancel()


async def pinger(port, window, stop):
    reader, writer = await line_client(port)
    n = 0
    while not stop.is_set():
        n += 1
        started = time.perf_counter()
        writer.write((json.dumps({"type": "ping", "id": n}) + "\n").encode())
        await writer.drain()
        while json.loads(await reader.readline()).get("re") != n:
            pass
        window.values.append((time.perf_counter() - started) * 1000)
        await asyncio.sleep(0.2)


async def ws_pair(http_port, index, stop, counts):
    """Two WebSocket players in a room: chat, dice; a fresh room every ~30 s."""
    url = f"ws://127.0.0.1:{http_port}/ws"
    origin = f"http://127.0.0.1:{http_port}"
    while not stop.is_set():
        try:
            async with websockets.connect(url, subprotocols=["partyline.v1"], origin=origin) as a, \
                    websockets.connect(url, subprotocols=["partyline.v1"], origin=origin) as b:
                await a.recv()
                await b.recv()
                await a.send(json.dumps({"type": "room.create", "id": 1, "name": f"Web{index}a"}))
                room = await _ws_reply(a, 1)
                await b.send(json.dumps({"type": "room.join", "id": 1, "room": room["room"], "name": f"Web{index}b"}))
                await _ws_reply(b, 1)
                until = time.time() + random.uniform(20, 40)
                n = 1
                while time.time() < until and not stop.is_set():
                    n += 1
                    await a.send(json.dumps({"type": "chat.send", "id": n, "text": f"web {index} {n}"}))
                    await _ws_reply(a, n)
                    if n % 5 == 0:
                        await b.send(json.dumps({"type": "dice.roll", "id": n, "count": 2}))
                        await _ws_reply(b, n)
                    counts["ws"] += 1
                    await asyncio.sleep(0.5)
                await a.send(json.dumps({"type": "room.leave", "id": n + 1}))
                await b.send(json.dumps({"type": "room.leave", "id": n + 1}))
        except (OSError, asyncio.TimeoutError, websockets.WebSocketException, KeyError) as e:
            counts["errors"] += 1
            counts["last_error"] = f"websocket: {e!r}"
            await asyncio.sleep(1)


async def _ws_reply(ws, request_id):
    while True:
        message = json.loads(await asyncio.wait_for(ws.recv(), 30))
        if message.get("re") == request_id:
            if message.get("type") != "ok":
                raise KeyError(f"request {request_id}: {message}")
            return message


async def text_pair(port, index, stop, counts):
    """Two text-mode players (`nc`): create, join, chat, roll; a fresh room every ~30 s."""
    while not stop.is_set():
        try:
            a_r, a_w = await line_client(port)
            b_r, b_w = await line_client(port)
            a_w.write(f"create Text{index}a\n".encode())
            await a_w.drain()
            room = None
            while room is None:
                line = (await asyncio.wait_for(a_r.readline(), 30)).decode()
                if "room " in line:
                    room = line.split("room ")[1][:4]
            b_w.write(f"join {room} Text{index}b\n".encode())
            await b_w.drain()
            until = time.time() + random.uniform(20, 40)
            n = 0
            while time.time() < until and not stop.is_set():
                n += 1
                a_w.write(f"hello from text {index} {n}\n".encode())
                if n % 4 == 0:
                    b_w.write(b"roll\n")
                await a_w.drain()
                await b_w.drain()
                for r in (a_r, b_r):
                    while True:
                        try:
                            await asyncio.wait_for(r.readline(), 0.01)
                        except asyncio.TimeoutError:
                            break
                counts["text"] += 1
                await asyncio.sleep(1)
            for w in (a_w, b_w):
                w.write(b"quit\n")
                await w.drain()
                w.close()
        except (OSError, asyncio.TimeoutError, IndexError) as e:
            counts["errors"] += 1
            counts["last_error"] = f"text mode: {e!r}"
            await asyncio.sleep(1)


async def run(pid, port, http_port, seconds, sample_every, csv_path, ws_pairs=4, text_pairs=4):
    stop = asyncio.Event()
    chat, pings = Window(), Window()
    counts = {"ws": 0, "text": 0, "errors": 0, "last_error": ""}
    tasks = [asyncio.create_task(canary(port, chat, stop)), asyncio.create_task(pinger(port, pings, stop))]
    tasks += [asyncio.create_task(ws_pair(http_port, i, stop, counts)) for i in range(ws_pairs)]
    tasks += [asyncio.create_task(text_pair(port, i, stop, counts)) for i in range(text_pairs)]
    start = time.time()
    with open(csv_path, "w") as out:
        out.write("seconds,rss_kb,fds,threads,p99_ms,lag_ms,load\n")
        while time.time() - start < seconds:
            await asyncio.sleep(sample_every - (time.time() - start) % sample_every)
            rss, fds, threads = proc_sample(pid)
            p99 = Window.p99(chat.take())
            lag = max(pings.take() or [0.0])
            out.write(f"{int(time.time() - start)},{rss},{fds},{threads},{p99 if p99 is not None else ''},"
                      f"{lag:.2f},{os.getloadavg()[0]:.2f}\n")
            out.flush()
    stop.set()
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return counts


if __name__ == "__main__":
    import sys
    pid, port, http_port, seconds, every, csv_path = sys.argv[1:7]
    result = asyncio.run(run(int(pid), int(port), int(http_port), float(seconds), float(every), csv_path))
    print(f"soak players: websocket actions {result['ws']}, text-mode actions {result['text']}, "
          f"errors {result['errors']} {result['last_error']}")
    sys.exit(1 if result["ws"] == 0 or result["text"] == 0 else 0)
