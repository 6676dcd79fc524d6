"""Acknowledged durable writes, followed as a history grows, and looked for in a SQLite file.

The kill loop calls `Acked.read_more()` after each kill to take in what the workload recorded
since, then `missing(db)` on the data file as the kill left it: every write whose `ok` came
before the kill — a wheel made (and not deleted since), a wheel deleted, an RSVP, a custom word
(it lives in its room's snapshot), a saved Guess or Pass round — must be there. Only complete
lines are read; a line still being written waits for the next call.

A request is in the history before it is sent (`invoke` lines are flushed at once), while its
answer may still sit in the writer's buffer at a kill: so a write is only required when no
request that could have undone it was sent — a wheel with a delete sent for it may be gone; an
RSVP may hold the answer of any RSVP for it still unanswered (or never answered). A kill settles
those: whatever was sent before it took effect or died with the server, so the answer the file
holds, when it is one of them, is from then on the one to keep.
"""

import hashlib
import json
import os
import sqlite3
from collections import defaultdict


class Acked:
    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.pending = {}                  # (p, c, id) -> (f, params)
        self.rooms = {}                    # (p, c) -> room
        self.wheels = {}                   # wheel id -> t acknowledged
        self.deleted = {}                  # wheel id -> t acknowledged
        self.maybe_deleted = set()
        self.rsvps = {}                    # (night, name) -> (answer, t)
        self.rsvps_open = defaultdict(dict)  # (night, name) -> {(p, c, id): (answer, t sent)}: no ok or refusal yet
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
            elif x["f"] == "night.rsvp":
                v = x.get("v") or {}
                self.rsvps_open[(v.get("night"), v.get("name"))][(p, c, x["id"])] = (v.get("answer"), x["t"])
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
            elif f == "night.rsvp":
                key = (params.get("night"), params.get("name"))
                if k == "ok":
                    self.rsvps[key] = (params.get("answer"), t)
                if k == "ok" or (k == "error" and x.get("code") != "storage_failed"):
                    self.rsvps_open[key].pop((p, c, x["id"]), None)
            elif f == "gop.add" and k == "ok":
                self.words[self.rooms.get((p, c))][(params.get("word") or "")] = t
        elif k == "event" and x.get("f") == "gop.round_ended":
            v = x.get("v") or {}
            if v.get("saved") is not False:
                self.rounds.setdefault((x.get("room"), x.get("seq")), (self.players.get((x.get("room"), v.get("guesser"))), x["t"]))

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
            for key, (answer, t) in self.rsvps.items():
                sent = {a for a, at in self.rsvps_open[key].values() if at < before}
                if t < before and rsvps.get(key) != answer and rsvps.get(key) not in sent:
                    out.append(f"RSVP {key} = {answer} (ok at {t:.3f}), the file has {rsvps.get(key)}")
                elif t < before:  # settled by the kill: what was sent before it took effect or died
                    if rsvps.get(key) != answer:
                        self.rsvps[key] = (rsvps[key], before)
                    self.rsvps_open[key] = {r: v for r, v in self.rsvps_open[key].items() if v[1] >= before}
            snapshots = {code: json.loads(data) for code, data in db.execute("SELECT code, data FROM room_snapshot")}
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
                "custom_words": sum(len(w) for w in self.words.values()), "rounds": len(self.rounds)}


def wal_at_risk(db_path):
    """Bytes of the WAL not yet checkpointed into the database file (the WAL index's `mxFrame`
    minus `nBackfill`, in the `-shm` file, times the page size). With `synchronous = NORMAL`
    they are not on stable storage: what a power loss (or a crash of the machine, not of the
    process) may take back."""
    import struct
    try:
        with open(db_path + "-wal", "rb") as f:
            header = f.read(32)
        with open(db_path + "-shm", "rb") as f:
            index = f.read(104)
    except OSError:
        return 0
    if len(header) < 32 or len(index) < 104:
        return 0
    page = struct.unpack(">I", header[8:12])[0]
    frames, backfilled = struct.unpack("<I", index[16:20])[0], struct.unpack("<I", index[96:100])[0]
    return max(0, frames - backfilled) * page


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
