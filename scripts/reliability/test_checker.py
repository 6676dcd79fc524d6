"""The history checker finds what it is for: lost, doubled and unexpected writes of every kind,
a room served by two servers at once, a seat not given back. Each case is a small history
written by hand (the format of docs/RELIABILITY.md); swift test runs these
(ReliabilityToolsTests), and `python3 -m unittest scripts/reliability/test_checker.py` alone."""

import json
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from reliability import checker  # noqa: E402


class H:
    """Writes a history: players seated in rooms, their requests, events and final reads."""

    def __init__(self):
        self.lines = []
        self.t = 1000.0
        self.ids = {}
        self.conn = {}

    def tick(self, dt=0.1):
        self.t += dt
        return self.t

    def line(self, p, k, **more):
        c = self.conn.get(p, 1)
        self.lines.append({"t": self.tick(), "p": p, "c": c, "n": "n1", "k": k, **more})

    def op(self, p, f, params=None, status="ok", reply=None, code=""):
        i = self.ids[p] = self.ids.get(p, 0) + 1
        self.line(p, "invoke", id=i, f=f, v=dict(params or {}, type=f, id=i))
        if status == "info":
            self.line(p, "info", id=i, f=f, why="timed out")
        else:
            self.line(p, "ok" if status == "ok" else "error", id=i, f=f, code=code if status != "ok" else "",
                      v=dict(reply or {}, type="ok" if status == "ok" else "error", re=i))

    def seat(self, p, room, pid, token=None, how="room.join"):
        self.op(p, how, {"room": room, "name": p, "token": token or f"tok-{p}-0123456789"}, reply={"room": room, "player_id": pid})

    def event(self, p, room, seq, f="chat.message", h=None, **v):
        self.line(p, "event", f=f, room=room, seq=seq, h=h or f"{f}-{seq}", v=dict(v, type=f, room=room, seq=seq))

    def nemesis(self, f, fault="kill"):
        self.lines.append({"t": self.tick(), "k": "nemesis", "f": f, "v": {"fault": fault}})

    def lose(self, p):
        self.line(p, "note", f="lost", why="timed out")
        self.conn[p] = self.conn.get(p, 1) + 1

    def final(self, p, room, wheels=(), settings=None, custom_words=0, wyr=None, nights=None, bans=None):
        self.op(p, "room.snapshot", {"final": True}, reply={"snapshot": {"room": room, "settings": settings or {}, "custom_words": custom_words}})
        self.op(p, "wheel.list", {"final": True, "offset": 0}, reply={"wheels": list(wheels), "total": len(wheels)})
        self.op(p, "wyr.history", {"final": True, "offset": 0}, reply={"questions": wyr or []})
        for night, rsvps in (nights or {}).items():
            self.op(p, "night.get", {"final": True, "night": night}, reply={"rsvps": rsvps})
        if bans is not None:
            self.op(p, "room.bans", {"final": True}, reply={"bans": list(bans)})

    def check(self, store=None, **options):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "history.jsonl")
            with open(path, "w") as f:
                for x in self.lines:
                    f.write(json.dumps(x) + "\n")
            store_path = None
            if store is not None:
                store_path = os.path.join(d, "store.json")
                with open(store_path, "w") as f:
                    json.dump(store, f)
            return checker.run([path], store_path=store_path, **options)


def room_with_two():
    h = H()
    h.seat("r0.h", "ROOM", "p1", how="room.create")
    h.seat("r0.p1", "ROOM", "p2")
    return h


def violations(report, word):
    return [v for v in report["violations"] if word in v]


class WheelTests(unittest.TestCase):
    def test_present_wheel_passes(self):
        h = room_with_two()
        h.op("r0.p1", "wheel.create", {"name": "w1"}, reply={"wheel_id": "a1"})
        h.final("r0.h", "ROOM", wheels=[{"wheel_id": "a1", "name": "w1"}])
        report = h.check()
        self.assertTrue(report["ok"], report["violations"])
        self.assertEqual(report["kinds"]["wheel"]["checked"], 1)

    def test_acknowledged_wheel_missing_is_lost(self):
        h = room_with_two()
        h.op("r0.p1", "wheel.create", {"name": "w1"}, reply={"wheel_id": "a1"})
        h.final("r0.h", "ROOM", wheels=[])
        self.assertTrue(violations(h.check(), "wheel lost"))

    def test_wheel_listed_twice_is_doubled(self):
        h = room_with_two()
        h.op("r0.p1", "wheel.create", {"name": "w1"}, status="info")
        h.final("r0.h", "ROOM", wheels=[{"wheel_id": "a1", "name": "w1"}, {"wheel_id": "a2", "name": "w1"}])
        self.assertTrue(violations(h.check(), "wheel doubled"))

    def test_refused_wheel_present_is_unexpected(self):
        h = room_with_two()
        h.op("r0.p1", "wheel.create", {"name": "w1"}, status="fail", code="limit_reached")
        h.final("r0.h", "ROOM", wheels=[{"wheel_id": "a1", "name": "w1"}])
        self.assertTrue(violations(h.check(), "wheel unexpected"))

    def test_unanswered_wheel_may_be_there_or_not(self):
        for wheels in ([], [{"wheel_id": "a1", "name": "w1"}]):
            h = room_with_two()
            h.op("r0.p1", "wheel.create", {"name": "w1"}, status="info")
            h.final("r0.h", "ROOM", wheels=wheels)
            self.assertTrue(h.check()["ok"])

    def test_deleted_wheel_back_is_lost_delete(self):
        h = room_with_two()
        h.op("r0.p1", "wheel.create", {"name": "w1"}, reply={"wheel_id": "a1"})
        h.op("r0.p1", "wheel.delete", {"wheel_id": "a1"}, reply={"wheel_id": "a1"})
        h.final("r0.h", "ROOM", wheels=[{"wheel_id": "a1", "name": "w1"}])
        self.assertTrue(violations(h.check(), "deleted wheel a1 is back"))


class SettingTests(unittest.TestCase):
    def test_last_acknowledged_setting_wins(self):
        h = room_with_two()
        h.op("r0.h", "room.settings", {"timer_scale": 2})
        h.op("r0.h", "room.settings", {"timer_scale": 1.5})
        h.final("r0.h", "ROOM", settings={"timer_scale": 1.5})
        self.assertTrue(h.check()["ok"])
        h.lines = [x for x in h.lines if x.get("f") not in ("room.snapshot", "wheel.list", "wyr.history")]
        h.final("r0.h", "ROOM", settings={"timer_scale": 2})
        self.assertTrue(violations(h.check(), "setting lost"))

    def test_an_acknowledged_setting_is_kept_even_through_a_kill(self):
        # room.settings answers once the room with its settings is committed: no loss window.
        h = room_with_two()
        h.op("r0.h", "room.settings", {"timer_scale": 2})
        h.tick(5)
        h.op("r0.h", "room.settings", {"timer_scale": 3})
        h.nemesis("kill")
        h.lose("r0.h")
        h.op("r0.h", "room.resume", {"room": "ROOM", "token": "tok-r0.h-0123456789"}, reply={"room": "ROOM", "player_id": "p1"})
        h.final("r0.h", "ROOM", settings={"timer_scale": 2})
        self.assertTrue(violations(h.check(loss_window=2.0), "setting lost"))


class VoteTests(unittest.TestCase):
    def history(self, final_a, kill=False):
        h = room_with_two()
        h.event("r0.h", "ROOM", 1, f="wyr.question", question_id="q1", round=1)
        h.op("r0.h", "wyr.vote", {"choice": "a", "question_id": "q1", "round": 1})
        h.op("r0.p1", "wyr.vote", {"choice": "a", "question_id": "q1", "round": 1})
        h.event("r0.h", "ROOM", 2, f="wyr.results", question_id="q1", round=1)
        if kill:
            h.nemesis("kill")
            h.lose("r0.h")
            h.op("r0.h", "room.resume", {"room": "ROOM", "token": "tok-r0.h-0123456789"}, reply={"room": "ROOM", "player_id": "p1"})
        h.final("r0.h", "ROOM", wyr=[{"question_id": "q1", "a_votes": final_a, "b_votes": 0}])
        return h.check(loss_window=2.0)

    def test_a_vote_lost_with_its_server_is_a_cost_not_a_violation(self):
        # A vote's ok means applied to the room; its snapshot follows within a second.
        report = self.history(1, kill=True)
        self.assertTrue(report["ok"], report["violations"])
        self.assertTrue(any("vote" in c for c in report["costs"]), report["costs"])
        self.assertTrue(violations(self.history(1), "vote lost"), "without a fault there is no excuse")

    def test_counted_votes_pass(self):
        self.assertTrue(self.history(2)["ok"])

    def test_missing_vote_is_lost(self):
        self.assertTrue(violations(self.history(1), "vote lost"))

    def test_vote_counted_twice_is_doubled(self):
        self.assertTrue(violations(self.history(3), "vote doubled"))

    def test_store_tally_above_the_rooms_is_a_vote_applied_twice(self):
        h = room_with_two()
        h.final("r0.h", "ROOM", wyr=[{"question_id": "q1", "a_votes": 2, "b_votes": 0}])
        self.assertTrue(h.check(store={"wyr_all_time": {"q1": [2, 0]}})["ok"])
        self.assertTrue(violations(h.check(store={"wyr_all_time": {"q1": [4, 0]}}), "vote doubled"))


class CountAndRsvpTests(unittest.TestCase):
    def test_custom_word_count(self):
        for count, word in ((2, None), (1, "custom_word lost"), (4, "custom_word doubled")):
            h = room_with_two()
            h.op("r0.h", "gop.add", {"word": "one"})
            h.op("r0.h", "gop.add", {"word": "two"})
            h.op("r0.h", "gop.add", {"word": "three"}, status="info")
            h.final("r0.h", "ROOM", custom_words=count)
            report = h.check()
            self.assertEqual(report["ok"], word is None, report["violations"])
            if word:
                self.assertTrue(violations(report, word))

    def test_rsvps(self):
        cases = (([{"name": "G1", "answer": "yes"}], None), ([], "rsvp lost"), ([{"name": "G1", "answer": "no"}], "rsvp lost"),
                 ([{"name": "G1", "answer": "yes"}, {"name": "G1", "answer": "yes"}], "rsvp doubled"))
        for rsvps, word in cases:
            h = room_with_two()
            h.op("r0.p1", "night.rsvp", {"night": "NITE", "name": "G1", "answer": "yes"})
            h.final("r0.h", "ROOM", nights={"NITE": rsvps})
            report = h.check()
            self.assertEqual(report["ok"], word is None, (rsvps, report["violations"]))


class ScoreTests(unittest.TestCase):
    def ended(self, h, seq, score, hsh):
        for p in ("r0.h", "r0.p1"):
            h.event(p, "ROOM", seq, f="gop.round_ended", h=hsh, guesser="p1", round=1, category="food", mode="secret",
                    score=score, cards=[{"index": 0, "outcome": "correct"}])

    def test_one_round_stored_once_passes(self):
        h = room_with_two()
        h.op("r0.p1", "gop.correct", {"index": 0, "round": 1})
        self.ended(h, 5, 1, "e1")
        h.final("r0.h", "ROOM")
        profile = __import__("hashlib").sha256(b"tok-r0.h-0123456789").hexdigest()
        self.assertTrue(h.check(store={"finished_round": [{"profile_key": profile}]})["ok"])
        self.assertTrue(violations(h.check(store={"finished_round": []}), "score lost"))

    def test_a_round_ended_twice_is_a_score_applied_twice(self):
        h = room_with_two()
        self.ended(h, 5, 1, "e1")
        h.tick(10)
        self.ended(h, 5, 2, "e2")
        h.final("r0.h", "ROOM")
        self.assertTrue(violations(h.check(), "score doubled"))


class OrderTests(unittest.TestCase):
    def test_one_order_passes(self):
        h = room_with_two()
        for seq in range(1, 6):
            h.event("r0.h", "ROOM", seq)
            h.event("r0.p1", "ROOM", seq)
        h.final("r0.h", "ROOM")
        self.assertTrue(h.check()["ok"])

    def test_seq_going_back_in_one_connection(self):
        h = room_with_two()
        h.event("r0.h", "ROOM", 2)
        h.event("r0.h", "ROOM", 1)
        h.final("r0.h", "ROOM")
        self.assertTrue(violations(h.check(), "got seq 1"))

    def test_two_servers_at_once(self):
        h = room_with_two()
        for seq in range(1, 40):
            h.event("r0.h", "ROOM", seq, h=f"old-{seq}")
            h.event("r0.p1", "ROOM", seq, h=f"new-{seq}")
        h.final("r0.h", "ROOM")
        report = h.check(slack=1.0)
        self.assertTrue(violations(report, "two servers"), report["violations"])

    def test_a_takeover_that_reuses_numbers_after_the_old_server_stopped_passes(self):
        h = room_with_two()
        for seq in range(1, 10):
            h.event("r0.h", "ROOM", seq, h=f"old-{seq}")
            h.event("r0.p1", "ROOM", seq, h=f"old-{seq}")
        h.lose("r0.h")
        h.lose("r0.p1")
        h.tick(5)
        h.op("r0.h", "room.resume", {"room": "ROOM", "token": "tok-r0.h-0123456789"}, reply={"room": "ROOM", "player_id": "p1"})
        h.op("r0.p1", "room.resume", {"room": "ROOM", "token": "tok-r0.p1-0123456789"}, reply={"room": "ROOM", "player_id": "p2"})
        for seq in range(7, 15):
            h.event("r0.h", "ROOM", seq, h=f"new-{seq}")
            h.event("r0.p1", "ROOM", seq, h=f"new-{seq}")
        h.final("r0.h", "ROOM")
        report = h.check()
        self.assertTrue(report["ok"], report["violations"])


class BanTests(unittest.TestCase):
    def banned(self):
        """The host lets a guest in and bans it; the guest's connection ends with room.kicked."""
        h = room_with_two()
        h.seat("r0.g1", "ROOM", "p3")
        h.event("r0.g1", "ROOM", 9, f="room.kicked", player_id="p3", banned=True)
        h.line("r0.g1", "closed", why="peer closed")
        h.op("r0.h", "room.ban", {"player_id": "p3"}, reply={"ban_id": "b1"})
        h.tick(30)  # longer than the seat bound: a lost seat would be reported
        return h

    def test_a_ban_listed_at_the_end_passes_and_the_banned_guest_lost_no_seat(self):
        h = self.banned()
        h.final("r0.h", "ROOM", bans=[{"ban_id": "b1", "name": "r0.g1"}])
        report = h.check()
        self.assertTrue(report["ok"], report["violations"])

    def test_an_acknowledged_ban_missing_is_lost(self):
        h = self.banned()
        h.final("r0.h", "ROOM", bans=[])
        self.assertTrue(violations(h.check(), "ban b1"))

    def test_a_ban_listed_twice_is_doubled(self):
        h = self.banned()
        h.final("r0.h", "ROOM", bans=[{"ban_id": "b1"}, {"ban_id": "b1"}])
        self.assertTrue(violations(h.check(), "listed 2 times"))

    def test_a_lifted_ban_must_stay_lifted(self):
        h = self.banned()
        h.op("r0.h", "room.unban", {"ban_id": "b1"})
        h.final("r0.h", "ROOM", bans=[])
        self.assertTrue(h.check()["ok"])
        h.lines = [x for x in h.lines if not (x.get("v") or {}).get("final")]
        h.final("r0.h", "ROOM", bans=[{"ban_id": "b1"}])
        self.assertTrue(violations(h.check(), "lifted by r0.h is back"))


class SeatTests(unittest.TestCase):
    def test_a_seat_never_back_is_a_violation(self):
        h = room_with_two()
        h.lose("r0.p1")
        h.op("r0.p1", "room.resume", {"room": "ROOM", "token": "t"}, status="fail", code="room_not_found")
        h.tick(30)
        h.final("r0.h", "ROOM")
        self.assertTrue(violations(h.check(seat_bound=15), "never got its seat back"))

    def test_a_seat_back_late_is_a_violation(self):
        h = room_with_two()
        h.lose("r0.p1")
        h.op("r0.p1", "room.resume", {"room": "ROOM", "token": "t"}, status="fail", code="server_busy")
        h.tick(20)
        h.op("r0.p1", "room.resume", {"room": "ROOM", "token": "t"}, reply={"room": "ROOM", "player_id": "p2"})
        h.final("r0.h", "ROOM")
        self.assertTrue(violations(h.check(seat_bound=15), "back 20"))
        self.assertTrue(h.check(seat_bound=25)["ok"])


class FinalReadTests(unittest.TestCase):
    def test_a_room_never_read_at_the_end_is_a_violation(self):
        h = room_with_two()
        h.op("r0.p1", "wheel.create", {"name": "w1"}, reply={"wheel_id": "a1"})
        self.assertTrue(violations(h.check(), "no final read"))


if __name__ == "__main__":
    unittest.main()
