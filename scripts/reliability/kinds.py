"""The writes a checker finds again at the end of a run: one row per kind in `KINDS`.

Each kind knows the requests that write it, how durable an `ok` is, and how to look for each
write in the final reads (and, when given, in a dump of the store):

- `ack` durability: an `ok` means committed (wheels, custom words, RSVPs, finished rounds,
  settings, bans and their lifting).
  Every acknowledged write must be there at the end, whatever happened.
- `snapshot` durability: an `ok` means applied to the room, which saves its snapshot within a
  second, at every durable write and on a graceful stop (votes, a card guessed). Such
  a write may be lost only when the room's server was lost within the loss window after it
  (`--loss-window`: about a second for a kill; `--node-timeout` for a server cut from its
  database, which cannot save while it still serves); those are reported as the fault's cost,
  not as violations.

For every kind: *lost* = acknowledged, not there at the end; *doubled* = applied more than
once; *unexpected* = there though it was refused. Each is a violation. An indeterminate write
(no answer, `storage_failed`) may be there or not, but once at most.

A new kind of write is one more row at the bottom.
"""

import hashlib
from collections import Counter, defaultdict
from dataclasses import dataclass


@dataclass
class Finding:
    kind: str
    verdict: str          # lost | doubled | unexpected | lost_in_window (a cost, not a violation) | no_final_read
    detail: str
    t: float | None = None

    @property
    def violation(self):
        return self.verdict != "lost_in_window"


class WriteKind:
    """A kind of write: `check(ctx)` returns (writes checked, findings)."""
    name = ""
    requests = ()
    durability = "ack"

    def check(self, ctx):
        raise NotImplementedError

    def finding(self, verdict, detail, t=None):
        return Finding(self.name, verdict, detail, t)

    def missing(self, ctx, room, op, detail):
        """A write not found: lost, or for `snapshot` durability possibly lost within a window."""
        if self.durability == "snapshot" and ctx.in_window(room, op.t_done or op.t_invoke):
            return self.finding("lost_in_window", detail, op.t_done)
        return self.finding("lost", detail, op.t_done)


class Wheels(WriteKind):
    """`wheel.create` {name} → ok {wheel_id}; `wheel.delete` {wheel_id}. Final: `wheel.list`."""
    name, requests, durability = "wheel", ("wheel.create", "wheel.delete"), "ack"

    def check(self, ctx):
        findings, checked = [], 0
        deleted = {o.params.get("wheel_id") for o in ctx.history.ops_of("wheel.delete") if o.status in ("ok", "info")}
        for op in ctx.history.ops_of("wheel.create"):
            room = ctx.room_of(op)
            wheels = ctx.final.wheels.get(room)
            if wheels is None:
                continue
            checked += 1
            name = op.params.get("name")
            present = sum(1 for w in wheels if w.get("name") == name)
            if present > 1:
                findings.append(self.finding("doubled", f"wheel '{name}' is listed {present} times in {room}", op.t_done))
            if op.ok and op.reply.get("wheel_id") not in deleted and present == 0:
                findings.append(self.missing(ctx, room, op, f"wheel '{name}' ({op.reply.get('wheel_id')}) of {op.p} is not in {room}"))
            if op.status == "fail" and present:
                findings.append(self.finding("unexpected", f"wheel '{name}' was refused ({op.code}) but is in {room}", op.t_done))
        for op in ctx.history.ops_of("wheel.delete"):
            room = ctx.room_of(op)
            wheels = ctx.final.wheels.get(room)
            if wheels is None or not op.ok:
                continue
            checked += 1
            if any(w.get("wheel_id") == op.params.get("wheel_id") for w in wheels):
                findings.append(self.missing(ctx, room, op, f"deleted wheel {op.params.get('wheel_id')} is back in {room}"))
        return checked, findings


class CustomWords(WriteKind):
    """`gop.add` {word} (host) → ok {count}. Final: the snapshot's `custom_words` count."""
    name, requests, durability = "custom_word", ("gop.add",), "ack"

    def check(self, ctx):
        findings, checked = [], 0
        by_room = defaultdict(lambda: {"ok": set(), "maybe": set()})
        for op in ctx.history.ops_of("gop.add"):
            word = (op.params.get("word") or "").lower()
            if op.ok:
                by_room[ctx.room_of(op)]["ok"].add(word)
            elif op.status == "info":
                by_room[ctx.room_of(op)]["maybe"].add(word)
        for room, words in by_room.items():
            snapshot = ctx.final.snapshots.get(room)
            if snapshot is None:
                continue
            checked += len(words["ok"])
            count = snapshot.get("custom_words", 0)
            low, high = len(words["ok"]), len(words["ok"] | words["maybe"])
            if count < low:
                findings.append(self.finding("lost", f"{room} has {count} custom words, {low} were acknowledged"))
            if count > high:
                findings.append(self.finding("doubled", f"{room} has {count} custom words, at most {high} were sent"))
        return checked, findings


class Rsvps(WriteKind):
    """`night.rsvp` {night, name, answer} → ok. Final: `night.get`'s `rsvps`."""
    name, requests, durability = "rsvp", ("night.rsvp",), "ack"

    def check(self, ctx):
        findings, checked = [], 0
        for op in ctx.history.ops_of("night.rsvp"):
            night = op.params.get("night")
            rsvps = ctx.final.nights.get(night)
            if rsvps is None:
                continue
            name = op.params.get("name")
            found = [r for r in rsvps if r.get("name") == name]
            if len(found) > 1:
                findings.append(self.finding("doubled", f"RSVP '{name}' is listed {len(found)} times for night {night}", op.t_done))
            if op.ok:
                checked += 1
                if not found:
                    findings.append(self.missing(ctx, None, op, f"RSVP '{name}' to night {night} is missing"))
                elif found[0].get("answer") != op.params.get("answer"):
                    findings.append(self.missing(ctx, None, op, f"RSVP '{name}' says {found[0].get('answer')}, "
                                                                f"{op.params.get('answer')} was acknowledged"))
            if op.status == "fail" and found:
                findings.append(self.finding("unexpected", f"RSVP '{name}' was refused ({op.code}) but is listed", op.t_done))
        return checked, findings


class Settings(WriteKind):
    """`room.settings` {setting: value, ...} (host) → ok, once the room with its new settings is
    saved (a change is committed before its `ok`). Final: the snapshot's `settings`."""
    name, requests, durability = "setting", ("room.settings",), "ack"

    def check(self, ctx):
        findings, checked = [], 0
        by_room = defaultdict(list)
        for op in ctx.history.ops_of("room.settings"):
            if not op.final:
                by_room[ctx.room_of(op)].append(op)
        for room, ops in by_room.items():
            snapshot = ctx.final.snapshots.get(room)
            if snapshot is None:
                continue
            final = snapshot.get("settings") or {}
            keys = {k for op in ops for k in op.params if k not in ("type", "id", "final")}
            for key in sorted(keys):
                writes = [op for op in ops if key in op.params and op.status != "fail"]
                acked = [op for op in writes if op.ok]
                if not acked:
                    continue
                checked += 1
                last = max(acked, key=lambda o: o.t_done)
                allowed = {_norm(last.params[key])} | {_norm(o.params[key]) for o in writes if o.t_invoke > last.t_invoke}
                if _norm(final.get(key)) not in allowed:
                    findings.append(self.missing(ctx, room, last, f"{room} setting {key} is {final.get(key)}, "
                                                                  f"{last.params[key]} was acknowledged last"))
        return checked, findings


class Votes(WriteKind):
    """`wyr.vote` {choice} → ok (the question and round it was for ride along, ignored by the
    server). Final: `wyr.history`'s tallies per question, players and audience together. A vote
    counts once its round's results came (`wyr.results`); each member votes once per round, so a
    tally is bounded below by the acknowledged votes of completed rounds and above by every vote
    that may have counted (a vote that does not say its question may have counted for any)."""
    name, requests, durability = "vote", ("wyr.vote",), "snapshot"

    def check(self, ctx):
        findings, checked = [], 0
        completed = {(e.room, e.v.get("question_id"), e.v.get("round")) for e in ctx.history.events if e.f == "wyr.results"}
        low, high, window, loose = Counter(), Counter(), Counter(), Counter()
        for op in ctx.history.ops_of("wyr.vote"):
            room, q, rnd = ctx.room_of(op), op.params.get("question_id"), op.params.get("round")
            key = (room, q, op.params.get("choice"))
            if op.status in ("ok", "info"):
                if q is None:
                    loose[(room, op.params.get("choice"))] += 1
                else:
                    high[key] += 1
            if op.ok and q is not None and (room, q, rnd) in completed:
                if ctx.in_window(room, op.t_done):
                    window[key] += 1
                else:
                    low[key] += 1
        for key in sorted(set(high) | set(low), key=str):
            room, q, choice = key
            tallies = ctx.final.wyr.get(room)
            if tallies is None:
                continue
            checked += low[key]
            t = tallies.get(q) or {}
            got = t.get(f"{choice}_votes", 0) + (t.get("audience") or {}).get(f"{choice}_votes", 0)
            if got < low[key]:
                findings.append(self.finding("lost", f"{room} question {q}: {got} '{choice}' votes, {low[key]} acknowledged"))
            elif got < low[key] + window[key]:
                findings.append(self.finding("lost_in_window", f"{room} question {q}: {low[key] + window[key] - got} "
                                                               f"'{choice}' vote(s) acknowledged just before a server was lost"))
            if got > high[key] + loose[(room, choice)]:
                findings.append(self.finding("doubled", f"{room} question {q}: {got} '{choice}' votes, at most "
                                                        f"{high[key] + loose[(room, choice)]} cast"))
        if ctx.store is not None and "wyr_all_time" in ctx.store:
            findings += self.all_time(ctx)
        return checked, findings

    def all_time(self, ctx):
        """The store's all-time tallies add up every room's results: more is a tally applied twice."""
        findings = []
        rooms = Counter()
        for tallies in ctx.final.wyr.values():
            for q, t in tallies.items():
                audience = t.get("audience") or {}
                rooms[(q, "a")] += t.get("a_votes", 0) + audience.get("a_votes", 0)
                rooms[(q, "b")] += t.get("b_votes", 0) + audience.get("b_votes", 0)
        for q, (a, b) in ctx.store["wyr_all_time"].items():
            for choice, stored in (("a", a), ("b", b)):
                if stored > rooms[(q, choice)]:
                    findings.append(self.finding("doubled", f"question {q}: the store's all-time tally has {stored} '{choice}' "
                                                            f"votes, the rooms' results {rooms[(q, choice)]}"))
                elif stored < rooms[(q, choice)]:
                    findings.append(self.finding("lost", f"question {q}: the store's all-time tally has {stored} '{choice}' "
                                                         f"votes, the rooms' results {rooms[(q, choice)]}"))
        return findings


class Scores(WriteKind):
    """Guess or Pass: `gop.correct` {index} (the round rides along) → ok; the round's
    `gop.round_ended` {guesser, round, score, cards, saved?} stores its score for the guesser
    (`finished_round` in the store dump). A card guessed is kept like any change the snapshot
    holds (lost only with its server); a round that ended saved is committed: it must be in the
    store. A round ends once: two different `gop.round_ended` for the same room, guesser and round
    (within `SAME_ROUND_SECONDS`) that both say saved are one score stored twice. (Rounds may also
    end while nobody is connected to see it, so the store may hold more rounds than anyone saw.)"""
    name, requests, durability = "score", ("gop.correct",), "snapshot"
    SAME_ROUND_SECONDS = 120

    def logical_rounds(self, ctx):
        ended = {}
        for e in ctx.history.events:
            if e.f == "gop.round_ended":
                ended.setdefault((e.room, e.seq, e.h), e)
        groups = defaultdict(list)
        for e in sorted(ended.values(), key=lambda e: e.t):
            key = (e.room, e.v.get("guesser"), e.v.get("round"), e.v.get("category"), e.v.get("mode"))
            runs = groups[key]
            if runs and e.t - runs[-1][-1].t <= self.SAME_ROUND_SECONDS:
                runs[-1].append(e)
            else:
                runs.append([e])
        return [(key, run) for key, runs in groups.items() for run in runs]

    def check(self, ctx):
        findings, checked = [], 0
        rounds = self.logical_rounds(ctx)
        saved_by_profile = Counter()
        for (room, guesser, rnd, category, mode), run in rounds:
            saved = [e for e in run if e.v.get("saved") is not False]
            if len(saved) > 1:
                findings.append(self.finding("doubled", f"{room} round {rnd} of {guesser} ended and was stored {len(saved)} "
                                                        f"times (scores {[e.v.get('score') for e in saved]})", saved[-1].t))
            p = ctx.history.players.get((room, guesser))
            token = ctx.history.tokens.get(p)
            if saved and token:
                saved_by_profile[hashlib.sha256(token.encode()).hexdigest()] += 1
        for op in ctx.history.ops_of("gop.correct"):
            if not op.ok:
                continue
            room, rnd, index = ctx.room_of(op), op.params.get("round"), op.params.get("index")
            # The round the card belonged to ends within its length (and a restart's downtime) after the guess.
            later = [run for (r, _, n, _, _), run in rounds
                     if r == room and n == rnd and 0 <= run[-1].t - op.t_done <= self.SAME_ROUND_SECONDS]
            if not later:
                continue  # the round has not ended (the game was stopped before it could)
            checked += 1
            last = min(later, key=lambda run: run[-1].t)[-1]
            outcome = next((c.get("outcome") for c in last.v.get("cards", []) if c.get("index") == index), None)
            if outcome != "correct":
                findings.append(self.missing(ctx, room, op, f"{room} round {rnd}: card {index} guessed by {op.p} "
                                                            f"ended '{outcome}'"))
        if ctx.store is not None and "finished_round" in ctx.store:
            # Only this history's players: the store may hold other runs' rounds.
            mine = {hashlib.sha256(t.encode()).hexdigest() for t in ctx.history.tokens.values()}
            rows = Counter(r["profile_key"] for r in ctx.store["finished_round"] if r["profile_key"] in mine)
            for profile, ended in saved_by_profile.items():
                if rows[profile] < ended:
                    findings.append(self.finding("lost", f"profile {profile[:12]}: {rows[profile]} stored rounds, "
                                                         f"{ended} rounds ended saved"))
            checked += sum(saved_by_profile.values())
        return checked, findings


class Bans(WriteKind):
    """`room.ban` {player_id} → ok {ban_id}; `room.unban` {ban_id} → ok; both once the room is
    saved (contract §9). Final: `room.bans`. A ban acknowledged and never lifted must be listed
    once; a lifting acknowledged must hold (the ban not listed). Ban ids are a room's own."""
    name, requests, durability = "ban", ("room.ban", "room.unban"), "ack"

    def check(self, ctx):
        findings, checked = [], 0
        unbans = [o for o in ctx.history.ops_of("room.unban") if not o.final]
        unbanned = {(ctx.room_of(o), o.params.get("ban_id")) for o in unbans if o.status in ("ok", "info")}
        for op in unbans:
            room, ban = ctx.room_of(op), op.params.get("ban_id")
            bans = ctx.final.bans.get(room)
            if bans is None or not op.ok:
                continue
            checked += 1
            if any(b.get("ban_id") == ban for b in bans):
                findings.append(self.missing(ctx, room, op, f"ban {ban} lifted by {op.p} is back in {room}"))
        for op in ctx.history.ops_of("room.ban"):
            room = ctx.room_of(op)
            bans = ctx.final.bans.get(room)
            if bans is None or not op.ok:
                continue
            checked += 1
            ban = op.reply.get("ban_id")
            present = sum(1 for b in bans if b.get("ban_id") == ban)
            if present > 1:
                findings.append(self.finding("doubled", f"ban {ban} is listed {present} times in {room}", op.t_done))
            if present == 0 and (room, ban) not in unbanned:
                findings.append(self.missing(ctx, room, op, f"ban {ban} of {op.params.get('player_id')} is not in {room}"))
        return checked, findings


def _norm(value):
    """Settings compare as values: 1 and 1.0 are the same timer scale."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, (int, float)):
        return float(value)
    return value


# The table: one row per kind of write.
KINDS = [Wheels(), CustomWords(), Rsvps(), Settings(), Votes(), Scores(), Bans()]
