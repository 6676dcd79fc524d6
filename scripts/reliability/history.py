"""Reading histories: what clients asked, what they got back and what they saw, with times.

A history is one or more files of JSON lines written by `party-bot` (`ClientHistory` in
Sources/PartyClient) and by the fault harnesses. Every line has `t` (seconds since 1970), `k`
(its kind) and, for a client, `p` (the logical client, the same over its reconnections), `c`
(its connection number) and `n` (the server it was connected to):

- `invoke` {id, f, v}: a request is sent (`v`: the request as sent, `f` its type);
- `ok` / `error` {id, f, code, v}: its answer (`v`: the answer as received);
- `info` {id, f, why}: no answer came (timeout, lost connection): it may or may not have taken effect;
- `event` {f, room, seq, h, v}: a frame that answers no request (`h`: a hash of the exact line);
- `note` {f, why}: the client gave a connection up (`lost`) or left on purpose (`move`), ...;
- `closed` {why}: the connection closed;
- `nemesis` {f: start|stop, v}: the harness started or ended a fault (no `p`).

As in Jepsen, an operation is an invoke with its completion; `error` with `storage_failed` and
`info` are indeterminate (the change may or may not be kept), every other error is a definite
refusal (nothing changed).
"""

import json
import os
from dataclasses import dataclass, field

# Error codes after which a change may still have been made (and kept).
INDETERMINATE_CODES = {"storage_failed"}


@dataclass
class Op:
    """A request and how it ended."""
    p: str
    c: int
    node: str
    f: str
    params: dict
    t_invoke: float
    t_done: float | None = None
    status: str = "info"        # ok | fail | info
    code: str = ""
    reply: dict = field(default_factory=dict)

    @property
    def ok(self):
        return self.status == "ok"

    @property
    def final(self):
        """A read made for the checker at the end of a run."""
        return self.params.get("final") is True


@dataclass
class Event:
    p: str
    c: int
    room: str
    seq: int
    h: str
    f: str
    t: float
    v: dict


@dataclass
class Session:
    """One connection of one client."""
    p: str
    c: int
    node: str
    t_start: float
    t_end: float | None = None
    end: str = ""              # lost | move | closed:<why> | "" (open at the end)
    room: str | None = None
    player_id: str | None = None


@dataclass
class History:
    ops: list
    events: list
    sessions: dict             # (p, c) -> Session
    notes: list                # (t, p, c, f, why)
    nemesis: list              # (t, f, v)
    rooms_of: dict             # p -> room (last seated)
    tokens: dict               # p -> token (its join/create/resume token)
    players: dict              # (room, player_id) -> p

    def ops_of(self, *types):
        return [o for o in self.ops if o.f in types]


def load(paths):
    """Reads history files into a `History`, lines in time order."""
    lines = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            raws = [r.strip() for r in f]
        # Each file's clients are its own: two runs both have an `honest-0`.
        tag = os.path.splitext(os.path.basename(path))[0] + "/" if len(paths) > 1 else ""
        for n, raw in enumerate(raws, 1):
            if not raw:
                continue
            try:
                x = json.loads(raw)
            except json.JSONDecodeError as e:
                # Only the last line may be cut short (a writer killed mid-line); anything else is a bug.
                if n < len(raws):
                    raise ValueError(f"{path}:{n}: not JSON: {e}") from e
                continue
            if "p" in x:
                x["p"] = tag + x["p"]
            lines.append(x)
    lines.sort(key=lambda x: x.get("t", 0))
    return build(lines)


def build(lines):
    """A `History` from parsed lines (already in time order)."""
    ops, events, notes, nemesis = [], [], [], []
    pending = {}
    sessions = {}
    rooms_of, tokens, players = {}, {}, {}
    for x in lines:
        k = x.get("k")
        if k == "nemesis":
            nemesis.append((x["t"], x.get("f", ""), x.get("v")))
            continue
        p, c = x.get("p"), x.get("c", 0)
        key = (p, c)
        s = sessions.get(key)
        if s is None:
            s = sessions[key] = Session(p=p, c=c, node=x.get("n", ""), t_start=x["t"])
        if k == "invoke":
            op = Op(p=p, c=c, node=x.get("n", ""), f=x["f"], params=x.get("v") or {}, t_invoke=x["t"])
            pending[(p, c, x["id"])] = op
            ops.append(op)
        elif k in ("ok", "error", "info"):
            op = pending.pop((p, c, x["id"]), None)
            if op is None:
                continue
            op.t_done = x["t"]
            op.code = x.get("code", "")
            op.reply = x.get("v") or {}
            if k == "ok":
                op.status = "ok"
            elif k == "error" and op.code not in INDETERMINATE_CODES:
                op.status = "fail"
            else:
                op.status = "info"
            if op.ok and op.f == "room.leave":
                s.room = None  # left on purpose: the end of this connection is no lost seat
            if op.ok and op.f in ("room.create", "room.join", "room.resume"):
                room = op.reply.get("room")
                s.room = room
                rooms_of[p] = room
                token = op.params.get("token") or op.reply.get("token")
                if token:
                    tokens[p] = token
                if op.reply.get("player_id"):
                    players[(room, op.reply["player_id"])] = p
                    s.player_id = op.reply["player_id"]
        elif k == "event":
            seq = x.get("seq")
            v = x.get("v") or {}
            if x.get("f") == "room.kicked" and v.get("player_id") == s.player_id:
                s.room = None  # removed by the host or a moderator (a ban): no seat to get back
            if seq is not None:
                events.append(Event(p=p, c=c, room=x.get("room") or v.get("room", ""), seq=seq, h=x.get("h", ""),
                                    f=x.get("f", ""), t=x["t"], v=v))
        elif k == "note":
            notes.append((x["t"], p, c, x.get("f", ""), x.get("why", "")))
            if x.get("f") in ("lost", "move") and not s.end:
                s.end, s.t_end = x["f"], x["t"]
        elif k == "closed":
            if not s.end:
                s.end, s.t_end = "closed:" + x.get("why", ""), x["t"]
    # Requests still waiting when the history ends: no answer.
    return History(ops=ops, events=events, sessions=sessions, notes=notes, nemesis=nemesis,
                   rooms_of=rooms_of, tokens=tokens, players=players)
