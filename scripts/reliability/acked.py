"""Acknowledged durable writes, followed as a history grows, and looked for in a SQLite file.

The kill loop calls `Acked.read_more()` after each kill to take in what the workload recorded
since, then `missing(db)` on the data file as the kill left it: every write whose `ok` came
before the kill — a wheel made (and not deleted since), a wheel deleted, an RSVP, a custom word,
a setting, a ban and its lifting (these three live in the room's snapshot), a saved Guess or
Pass round — must be there. Only complete lines are read; a line still being written waits for
the next call.

A request is in the history before it is sent (`invoke` lines are flushed at once), while its
answer may still sit in the writer's buffer at a kill: so a write is only required when no
request that could have undone it was sent — a wheel with a delete sent for it may be gone; an
RSVP, a setting or a ban may hold the value of a request for it sent since (register.py).
"""

import hashlib
import json
import os
import sqlite3
from collections import defaultdict

from .register import Register


class Acked:
    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.pending = {}                  # (p, c, id) -> (f, params)
        self.rooms = {}                    # (p, c) -> room
        self.wheels = {}                   # wheel id -> t acknowledged
        self.deleted = {}                  # wheel id -> t acknowledged
        self.maybe_deleted = set()
        self.rsvps = Register()            # (night, name) -> answer
        self.settings = Register()         # (room, setting) -> value
        self.bans = Register()             # (room, ban id) -> whether it stands
        self.words = defaultdict(dict)     # room -> {word: t}
        self.tokens = {}                   # p -> token
        self.players = {}                  # (room, player id) -> p
        self.rounds = {}                   # (room, seq) -> (guesser p, t): saved round ends seen

    def read_more(self):
        with open(self.path, "rb") as f:
            f.seek(self.offset)
            data = f.read()
        end = data.rfind(b"\n") + 1
        self.offset += end
        for raw in data[:end].splitlines():
            if raw.strip():
                self.take(json.loads(raw))

    def take(self, x):
        k, p, c = x.get("k"), x.get("p"), x.get("c")
        if k == "invoke":
            self.pending[(p, c, x["id"])] = (x["f"], x.get("v") or {})
            if x["f"] == "wheel.delete":
                # Sent: it may have happened before the kill even though its answer is not read yet.
                self.maybe_deleted.add((x.get("v") or {}).get("wheel_id"))
            else:
                for register, key, value in self.overwrites(x["f"], x.get("v") or {}, self.rooms.get((p, c)), {}):
                    register.sent(key, (p, c, x["id"]), value, x["t"])
        elif k in ("ok", "error", "info"):
            f, params = self.pending.pop((p, c, x["id"]), (None, {}))
            v, t = x.get("v") or {}, x["t"]
            if k == "ok" and f in ("room.create", "room.join", "room.resume"):
                self.rooms[(p, c)] = v.get("room")
                if params.get("token"):
                    self.tokens[p] = params["token"]
                if v.get("player_id"):
                    self.players[(v.get("room"), v["player_id"])] = p
            elif f == "wheel.create" and k == "ok":
                self.wheels[v.get("wheel_id")] = t
            elif f == "wheel.delete":
                if k == "ok":
                    self.deleted[params.get("wheel_id")] = t
                else:
                    self.maybe_deleted.add(params.get("wheel_id"))
            elif f in ("night.rsvp", "room.settings", "room.ban", "room.unban"):
                definite = k == "error" and x.get("code") != "storage_failed"
                for register, key, value in self.overwrites(f, params, self.rooms.get((p, c)), v):
                    register.answered(key, (p, c, x["id"]), value, t, ok=k == "ok", definite=definite)
            elif f == "gop.add" and k == "ok":
                self.words[self.rooms.get((p, c))][(params.get("word") or "")] = t
        elif k == "event" and x.get("f") == "gop.round_ended":
            v = x.get("v") or {}
            if v.get("saved") is not False:
                self.rounds.setdefault((x.get("room"), x.get("seq")), (self.players.get((x.get("room"), v.get("guesser"))), x["t"]))

    def overwrites(self, f, params, room, reply):
        """What a request of type `f` sets: (register, key, value) for each thing it overwrites."""
        if f == "night.rsvp":
            return [(self.rsvps, (params.get("night"), params.get("name")), params.get("answer"))]
        if f == "room.settings":
            return [(self.settings, (room, name), value) for name, value in params.items() if name not in ("type", "id", "final")]
        if f == "room.unban":
            return [(self.bans, (room, params.get("ban_id")), False)]
        if f == "room.ban" and reply.get("ban_id"):
            return [(self.bans, (room, reply["ban_id"]), True)]
        return []

    def missing(self, db_path, before):
        """What was acknowledged before `before` and is not in the file: a list of strings."""
        out = []
        db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
        try:
            wheels = {row[0] for row in db.execute("SELECT id FROM wheel")}
            for wid, t in self.wheels.items():
                if t < before and wid not in self.deleted and wid not in self.maybe_deleted and wid not in wheels:
                    out.append(f"wheel {wid} (ok at {t:.3f})")
            for wid, t in self.deleted.items():
                if t < before and wid in wheels:
                    out.append(f"deleted wheel {wid} is back (delete ok at {t:.3f})")
            rsvps = {(code, name): answer for code, name, answer in db.execute("SELECT code, name, answer FROM night_rsvp")}
            out += self.rsvps.check(rsvps.get, before, lambda key: f"RSVP {key}")
            snapshots = {code: json.loads(data) for code, data in db.execute("SELECT code, data FROM room_snapshot")}
            out += self.settings.check(lambda key: ((snapshots.get(key[0]) or {}).get("settings") or {}).get(key[1]), before,
                                       lambda key: f"setting {key[1]} of {key[0]}")
            out += self.bans.check(lambda key: key[1] in _ban_ids(snapshots.get(key[0])), before, lambda key: f"ban {key[1]} of {key[0]} stands")
            for room, words in self.words.items():
                kept = {w.lower() for w in ((snapshots.get(room) or {}).get("content") or {}).get("customWords", [])}
                for word, t in words.items():
                    if t < before and word.lower() not in kept:
                        out.append(f"custom word {word} of {room} (ok at {t:.3f})")
            rows = defaultdict(int)
            for (key,) in db.execute("SELECT profile_key FROM finished_round"):
                rows[key] += 1
            expected = defaultdict(int)
            for guesser, t in self.rounds.values():
                if t < before and guesser in self.tokens:
                    expected[hashlib.sha256(self.tokens[guesser].encode()).hexdigest()] += 1
            for profile, n in expected.items():
                if rows[profile] < n:
                    out.append(f"profile {profile[:12]}: {rows[profile]} finished rounds stored, {n} ended saved")
        finally:
            db.close()
        return out

    def counts(self):
        return {"wheels": len(self.wheels), "wheel_deletes": len(self.deleted), "rsvps": len(self.rsvps),
                "settings": len(self.settings), "bans": len(self.bans),
                "custom_words": sum(len(w) for w in self.words.values()), "rounds": len(self.rounds)}


def _ban_ids(snapshot):
    """The ids of the bans a room's saved snapshot holds."""
    bans = (((snapshot or {}).get("moderation") or {}).get("bans") or {}).get("bans") or []
    return {b.get("id") for b in bans}


def copy_files(db_path, folder):
    """Copies the database with its WAL and index into `folder` (emptied first); returns the copy's path."""
    import shutil
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(db_path + suffix):
            shutil.copyfile(db_path + suffix, os.path.join(folder, os.path.basename(db_path) + suffix))
    return os.path.join(folder, os.path.basename(db_path))


def integrity(db_path):
    """`PRAGMA integrity_check` of the file (its WAL recovered first, as partyd would)."""
    db = sqlite3.connect(db_path)
    try:
        return [row[0] for row in db.execute("PRAGMA integrity_check")]
    finally:
        db.close()


def dump(db_path, tallies_before=None):
    """A store dump for the checker from a SQLite file."""
    db = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    try:
        rounds = [{"profile_key": k, "category": c, "mode": m, "score": s, "at": a}
                  for k, c, m, s, a in db.execute("SELECT profile_key, category, mode, score, at FROM finished_round")]
        tallies = defaultdict(lambda: [0, 0])
        for q, counter, value in db.execute("SELECT record_key, counter, value FROM game_record WHERE game = 'would_you_rather'"):
            tallies[q][0 if counter == "a_votes" else 1] = value
    finally:
        db.close()
    return {"finished_round": rounds, "wyr_all_time": dict(tallies)}
