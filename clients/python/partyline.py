"""A small PartyLine client library: one JSON object per line over TCP or TLS.

Python 3 standard library only. See README.md next to this file and
Protocol/PROTOCOL.md (or shared/design/PROTOCOL-CONTRACT.md) for the wire contract.

    from partyline import Client, PartyError

    with Client("localhost", 7777) as c:
        reply = c.request("room.create", name="Ada")      # -> {"type": "ok", "re": 1, "room": ...}
        c.request("chat.send", text="hello")
        msg = c.next_event("chat.message", timeout=5)      # -> {"type": "chat.message", ...}

Over TLS (verification and hostname checks are on by default):

    Client("localhost", 7778, tls=True, cafile="certs/ca.pem")

A reader thread receives every frame. Replies (`ok`/`error` frames carrying `re`, and
`pong`) go to the waiting `request()`; everything else is an event: it is appended to
`Client.events` (the full history) and queued for `next_event()`.
"""

import collections
import itertools
import json
import socket
import ssl
import sys
import threading
import time

__all__ = ["Client", "PartyError", "ConnectionClosed", "DEFAULT_PORT", "DEFAULT_TLS_PORT", "night_recap", "web_base"]

DEFAULT_PORT = 7777
DEFAULT_TLS_PORT = 7778


def web_base(welcome, host, http_port=8080):
    """The server's web address from its `welcome` (`web`), else http://HOST:HTTP_PORT."""
    web = (welcome or {}).get("web")
    return web.rstrip("/") if isinstance(web, str) and web.startswith(("http://", "https://")) else f"http://{host}:{http_port}"


def night_recap(base_url, night, timeout=10):
    """A night's recap from `BASE/n/CODE/recap.json` (the server's HTTP port), or None while
    the night has not ended (404)."""
    import urllib.error
    import urllib.request
    try:
        with urllib.request.urlopen(f"{base_url.rstrip('/')}/n/{night}/recap.json", timeout=timeout) as reply:
            return json.loads(reply.read().decode("utf-8"))
    except urllib.error.HTTPError as e:
        if e.code == 404:
            return None
        raise


class PartyError(Exception):
    """An `error` frame from the server: `code` is the stable machine code
    (`bad_request`, `not_host`, `unknown_type`, `filtered`, `banned`, ...), `message` the human
    text, `field` the request field a `filtered` error names (else None)."""

    def __init__(self, code, message, frame=None):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.frame = frame or {}
        self.field = self.frame.get("field")


class ConnectionClosed(PartyError):
    """The connection ended (server closed it, network error, or `close()`)."""

    def __init__(self, message="connection closed"):
        super().__init__("connection_closed", message)


class Client:
    """One connection to a PartyLine server in JSON mode.

    Attributes:
        welcome: the server's `welcome` frame (dict), received before the constructor returns.
        events: every event frame received so far, in order (never consumed; only the last
            `history_limit` when that is set, for long-running programs).
        room, player_id, token: set by `create_room()`, `join_room()` and `resume_room()`.
        paused: while the room's game is paused, {remaining_ms, reason, waiting_for?} (from
            `game.paused` or a snapshot's game); None while it runs or no game runs.
        closed_reason: None while open, else a short text saying why the connection ended.

    `tls=True` verifies the server's certificate against the system trust store or `cafile`
    and checks that it names `server_hostname` (default: `host`), which is also sent as SNI.
    `ssl_context` replaces the context built from `cafile`/`insecure` entirely.
    """

    def __init__(self, host="localhost", port=DEFAULT_PORT, tls=False, cafile=None,
                 insecure=False, server_hostname=None, timeout=10, history_limit=None,
                 ssl_context=None):
        self.host = host
        self.history_limit = history_limit  # keep at most this many frames in `events`
        self.port = port
        self.timeout = timeout
        self.events = []
        self.welcome = None
        self.room = None
        self.player_id = None
        self.night = None  # the last night planned with create_night()
        self.night_token = None  # its host token (a secret, as `token`)
        self.rsvp_tokens = {}  # (night, name lower case) -> the rsvp_token that may change that answer
        self.token = None
        self.paused = None
        self.closed_reason = None
        self.on_event = None  # optional callable(frame), called on the reader thread
        self._ids = itertools.count(1)
        self._cond = threading.Condition()
        self._pending = collections.deque()  # events not yet returned by next_event()
        self._replies = {}  # request id -> reply frame
        self._waiting = set()  # request ids awaiting a reply
        self._send_lock = threading.Lock()

        raw = socket.create_connection((host, port), timeout=timeout)
        try:
            raw.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            if tls:
                context = ssl_context or self.tls_context(cafile=cafile, insecure=insecure)
                name = server_hostname or host
                raw = context.wrap_socket(raw, server_hostname=name)
            raw.settimeout(None)
        except BaseException:
            raw.close()
            raise
        self._sock = raw
        self._reader = threading.Thread(target=self._read_loop, name=f"partyline-reader-{host}:{port}",
                                        daemon=True)
        self._reader.start()
        with self._cond:
            if not self._cond.wait_for(lambda: self.welcome is not None or self.closed_reason, timeout):
                self.close()
                raise TimeoutError(f"no welcome frame from {host}:{port} within {timeout} s")
        if self.welcome is None:
            raise ConnectionClosed(self.closed_reason or "closed before the welcome frame")

    # ------------------------------------------------------------------ TLS

    @staticmethod
    def tls_context(cafile=None, insecure=False):
        """An `ssl.SSLContext` for clients: the system trust store (or `cafile`), hostname
        checks and TLS 1.2 minimum. `insecure=True` turns verification off, with a warning."""
        context = ssl.create_default_context(cafile=cafile)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        if insecure:
            print("warning: insecure TLS: the server's certificate is NOT verified", file=sys.stderr)
            context.check_hostname = False
            context.verify_mode = ssl.CERT_NONE
        return context

    # ------------------------------------------------------------------ sending

    def _write(self, frame):
        self.send_line(json.dumps(frame, ensure_ascii=False, separators=(",", ":")))

    def send_line(self, text):
        """Sends one raw line (a newline is added). For tests of the server's framing and
        error handling; normal code uses `request()` and `send()`."""
        data = (text.rstrip("\n") + "\n").encode("utf-8")
        with self._send_lock:
            if self.closed_reason:
                raise ConnectionClosed(self.closed_reason)
            try:
                self._sock.sendall(data)
            except OSError as e:
                self._mark_closed(f"send failed: {e}")
                raise ConnectionClosed(self.closed_reason) from e

    def send(self, type, **params):
        """Sends a request without an id: no `ok` comes back (a failure still arrives as an
        `error` event without `re`)."""
        frame = {"type": type}
        frame.update(params)
        self._write(frame)

    def request(self, type, _timeout=None, **params):
        """Sends a request with a fresh integer id and waits for its reply.

        Returns the reply frame (a dict: `{"type": "ok", "re": id, ...result fields}`, or the
        `pong` for `ping`). Raises `PartyError(code, message)` for an `error` reply,
        `ConnectionClosed` if the connection ends first, `TimeoutError` after `_timeout`
        seconds (default: the client's timeout)."""
        rid = next(self._ids)
        frame = {"type": type, "id": rid}
        frame.update(params)
        with self._cond:
            self._waiting.add(rid)
        try:
            self._write(frame)
            wait = self.timeout if _timeout is None else _timeout
            with self._cond:
                done = self._cond.wait_for(lambda: rid in self._replies or self.closed_reason, wait)
                if rid in self._replies:
                    reply = self._replies.pop(rid)
                elif not done:
                    raise TimeoutError(f"no reply to {type} (id {rid}) within {wait} s")
                else:
                    raise ConnectionClosed(self.closed_reason)
        finally:
            with self._cond:
                self._waiting.discard(rid)
                self._replies.pop(rid, None)
        if reply.get("type") == "error":
            raise PartyError(reply.get("code", "unknown"), reply.get("message", ""), reply)
        return reply

    def ping(self):
        """Round-trip time of a `ping` in seconds."""
        started = time.monotonic()
        self.request("ping")
        return time.monotonic() - started

    # ------------------------------------------------------------------ rooms

    def _seat(self, reply):
        self.room = reply.get("room", self.room)
        self.player_id = reply.get("player_id", self.player_id)
        self.token = reply.get("token", self.token)
        game = (reply.get("snapshot") or {}).get("game")
        with self._cond:
            self.paused = self.pause_of(game)
        return reply

    @staticmethod
    def pause_of(game):
        """The pause of a snapshot's `game` as {remaining_ms, reason, waiting_for?}, or None."""
        if not isinstance(game, dict) or not game.get("paused"):
            return None
        pause = {"remaining_ms": game.get("remaining_ms"), "reason": game.get("pause_reason")}
        if "waiting_for" in game:
            pause["waiting_for"] = game["waiting_for"]
        return pause

    def _track_pause(self, frame):
        """Keeps `paused` up to date from the room's events (called with the lock held)."""
        kind = frame.get("type")
        if kind == "game.paused":
            self.paused = {k: frame[k] for k in ("remaining_ms", "reason", "waiting_for") if k in frame}
        elif kind in ("game.resumed", "game.started", "game.stopped"):
            self.paused = None

    # ------------------------------------------------------------------ games

    def pause_game(self):
        """`game.pause` (host): the game's timers stop; its moves get `wrong_phase` until `resume_game()`."""
        return self.request("game.pause")

    def resume_game(self):
        """`game.resume` (host): the game goes on with the time it had left."""
        return self.request("game.resume")

    def create_room(self, name, **params):
        """`room.create`; remembers `room`, `player_id` and `token`. Returns the reply."""
        return self._seat(self.request("room.create", name=name, **params))

    def join_room(self, room, name, role="player", **params):
        """`room.join` as `role` ("player" or "audience"); remembers the seat. Returns the reply."""
        return self._seat(self.request("room.join", room=room, name=name, role=role, **params))

    def resume_room(self, room, token):
        """`room.resume` after a dropped connection (same player_id, score, host status)."""
        reply = self._seat(self.request("room.resume", room=room, token=token))
        self.token = token
        return reply

    # ------------------------------------------------------------------ running a public room

    def moderate_room(self, room, name, mod_token, **params):
        """`room.join` as a moderator with the host's invitation (`mod_invite()`); remembers the
        seat (a moderator resumes with `resume_room` like a member). Returns the reply, whose
        snapshot carries `moderators` and `pending`."""
        return self._seat(self.request("room.join", room=room, name=name, role="moderator", mod_token=mod_token, **params))

    def mod_invite(self):
        """`room.mod_invite` (host): a new moderator invitation; the previous one stops working."""
        return self.request("room.mod_invite")["mod_token"]

    def change_settings(self, **settings):
        """`room.settings` (host; moderators: filter, review, hide_code, audience_chat): returns the whole settings object."""
        return self.request("room.settings", **settings)["settings"]

    def ban(self, player_id, address=False):
        """`room.ban` (host or moderator): removes the member for good; returns the ban's id."""
        params = {"address": True} if address else {}
        return self.request("room.ban", player_id=player_id, **params)["ban_id"]

    def bans(self):
        """`room.bans` (host or moderator): [{ban_id, name, at_ms, address}], oldest first."""
        return self.request("room.bans").get("bans", [])

    def unban(self, ban_id):
        """`room.unban` (host or moderator)."""
        return self.request("room.unban", ban_id=ban_id)

    def approve(self, item_id):
        """`mod.approve` (host or moderator): the held item takes effect now."""
        return self.request("mod.approve", item_id=item_id)

    def reject(self, item_id):
        """`mod.reject` (host or moderator): the held item is dropped; only its sender hears."""
        return self.request("mod.reject", item_id=item_id)

    # ------------------------------------------------------------------ game nights

    def create_night(self, title, starts_at_ms, place=None, playlist=None, length_minutes=None, **params):
        """`night.create`: plans a night. `playlist` is a list of {"game": ..., **options};
        `length_minutes` its length (15-1440, default 180: the calendar event's end).
        Returns the reply ({night, token}); remembers `night` and the host's `night_token`."""
        if place:
            params["place"] = place
        if length_minutes is not None:
            params["length_minutes"] = int(length_minutes)
        if playlist:
            params["playlist"] = playlist
        reply = self.request("night.create", title=title, starts_at_ms=int(starts_at_ms), **params)
        self.night = reply.get("night")
        self.night_token = reply.get("token")
        return reply

    def get_night(self, night=None):
        """`night.get`: title, starts_at_ms, place, host_name, rsvps, playlist, state."""
        return self.request("night.get", night=night or self.night)

    def rsvp(self, night, name, answer, rsvp_token=None, host_token=None):
        """`night.rsvp` with `answer` "yes", "maybe" or "no". A new name's reply carries an
        `rsvp_token`, which this client keeps (`rsvp_tokens[(night, name)]`) and sends when the
        same name answers again; without it another guest's name gets `name_taken`. The host
        changes any answer with `host_token` (the night's token)."""
        key = (str(night).upper(), name.strip().lower())
        params = {}
        token = rsvp_token or self.rsvp_tokens.get(key)
        if token:
            params["rsvp_token"] = token
        if host_token:
            params["token"] = host_token
        reply = self.request("night.rsvp", night=night, name=name, answer=answer, **params)
        if reply.get("rsvp_token"):
            self.rsvp_tokens[key] = reply["rsvp_token"]
        return reply

    def open_night(self, night=None, token=None):
        """`night.open` (the host's token): opens the night's room, whose code is the night's.
        The host then takes a seat as host with `join_room(code, name, token=night_token)`."""
        return self.request("night.open", night=night or self.night, token=token or self.night_token)

    def end_night(self):
        """`night.end` (the host, in the night's room): ends the night; the recap is computed."""
        return self.request("night.end")

    def playlist_add(self, game, **options):
        """`playlist.add` (host): queues `game` with its options; returns the reply ({item_id})."""
        return self.request("playlist.add", game=game, **options)

    def playlist_remove(self, item_id):
        """`playlist.remove` (host)."""
        return self.request("playlist.remove", item_id=item_id)

    def playlist_move(self, item_id, index):
        """`playlist.move` (host): moves the item to position `index` (from 0)."""
        return self.request("playlist.move", item_id=item_id, index=index)

    def playlist_next(self):
        """`playlist.next` (host): starts the next game on the playlist."""
        return self.request("playlist.next")

    def playlist_auto(self, enabled):
        """`playlist.auto` (host): with auto-advance on, the next game starts by itself after the break."""
        return self.request("playlist.auto", enabled=bool(enabled))

    def night_scoreboard(self):
        """`night.scoreboard`: the night's standings [{player_id, name, points}], highest first."""
        return self.request("night.scoreboard").get("standings", [])

    # ------------------------------------------------------------------ events

    def next_event(self, type=None, timeout=None, predicate=None):
        """Returns the oldest event not yet returned that matches, waiting up to `timeout`
        seconds (default: the client's timeout) for one to arrive.

        `type` is an event name (`"chat.message"`), a tuple/set of names, or None for any;
        `predicate(frame) -> bool` filters further. Events that do not match stay queued
        for later calls, so successive calls walk through the events in order.
        Raises `TimeoutError`, or `ConnectionClosed` once the connection is gone and no
        queued event matches."""
        if isinstance(type, str):
            types = (type,)
        else:
            types = tuple(type) if type is not None else None

        def matches(frame):
            if types is not None and frame.get("type") not in types:
                return False
            return predicate is None or bool(predicate(frame))

        wait = self.timeout if timeout is None else timeout
        deadline = time.monotonic() + wait
        with self._cond:
            while True:
                for i, frame in enumerate(self._pending):
                    if matches(frame):
                        del self._pending[i]
                        return frame
                if self.closed_reason:
                    raise ConnectionClosed(self.closed_reason)
                left = deadline - time.monotonic()
                if left <= 0:
                    wanted = ", ".join(types) if types else "any event"
                    raise TimeoutError(f"no {wanted} within {wait} s")
                self._cond.wait(left)

    def pending_events(self):
        """A copy of the events not yet returned by `next_event()`."""
        with self._cond:
            return list(self._pending)

    def discard_events(self, keep_history=False):
        """Forgets every queued event (and the `events` history unless `keep_history`)."""
        with self._cond:
            self._pending.clear()
            if not keep_history:
                self.events.clear()

    # ------------------------------------------------------------------ reader

    def _read_loop(self):
        buffer = b""
        reason = "closed by the server"
        try:
            while True:
                chunk = self._sock.recv(65536)
                if not chunk:
                    break
                buffer += chunk
                while b"\n" in buffer:
                    line, buffer = buffer.split(b"\n", 1)
                    line = line.rstrip(b"\r")
                    if line.strip():
                        self._dispatch(line)
        except (OSError, ValueError) as e:
            reason = "closed" if self.closed_reason else f"connection error: {e}"
        self._mark_closed(reason)

    def _dispatch(self, line):
        try:
            frame = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            frame = {"type": "_text", "text": line.decode("utf-8", "replace")}
        if not isinstance(frame, dict):
            frame = {"type": "_text", "text": line.decode("utf-8", "replace")}
        callback = None
        with self._cond:
            kind = frame.get("type")
            rid = frame.get("re")
            if kind == "welcome" and self.welcome is None:
                self.welcome = frame
            elif rid is not None and rid in self._waiting and kind in ("ok", "error", "pong"):
                self._replies[rid] = frame
            else:
                self._track_pause(frame)
                self.events.append(frame)
                if self.history_limit is not None and len(self.events) > self.history_limit:
                    del self.events[:len(self.events) - self.history_limit]
                self._pending.append(frame)
                callback = self.on_event
            self._cond.notify_all()
        if callback is not None:
            try:
                callback(frame)
            except Exception as e:  # a broken callback must not kill the reader
                print(f"partyline: on_event callback failed: {e!r}", file=sys.stderr)

    def _mark_closed(self, reason):
        with self._cond:
            if not self.closed_reason:
                self.closed_reason = reason
            self._cond.notify_all()

    # ------------------------------------------------------------------ closing

    @property
    def is_open(self):
        return self.closed_reason is None

    def close(self):
        """Closes the connection (idempotent) and stops the reader thread."""
        self._mark_closed("closed by the client")
        try:
            # The plain socket's shutdown also wakes a reader blocked inside an SSL read.
            socket.socket.shutdown(self._sock, socket.SHUT_RDWR)
        except (OSError, AttributeError):
            pass
        if self._reader is not threading.current_thread():
            self._reader.join(timeout=5)
        try:
            self._sock.close()
        except OSError:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def __repr__(self):
        state = "open" if self.is_open else f"closed ({self.closed_reason})"
        return f"<partyline.Client {self.host}:{self.port} room={self.room} player={self.player_id} {state}>"
