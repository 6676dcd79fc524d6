"""The kill loop's check at each kill (acked.py): every durable write acknowledged before the kill
is in the file, unless a request sent before the kill could have undone it. Small histories and
SQLite files written by hand; swift test runs these (ReliabilityToolsTests), and
`python3 -m unittest scripts/reliability/test_acked.py` alone."""

import json
import os
import sqlite3
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from reliability import acked  # noqa: E402


class Kill(unittest.TestCase):
    """A history file the test appends to, a tracker reading it, and a file shaped like partyline.sqlite."""

    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.history = os.path.join(self.dir.name, "history.jsonl")
        open(self.history, "w").close()
        self.tracker = acked.Acked(self.history)
        self.t, self.ids = 1000.0, 0

    def tearDown(self):
        self.dir.cleanup()

    def write(self, *lines):
        with open(self.history, "a") as f:
            for x in lines:
                self.t += 0.1
                f.write(json.dumps(dict(x, t=self.t, p="r0.p1", c=1, n="n1")) + "\n")

    def invoke(self, f, **params):
        self.ids += 1
        self.write({"k": "invoke", "id": self.ids, "f": f, "v": dict(params, type=f, id=self.ids)})
        return self.ids

    def answer(self, i, f, k="ok", code="", **reply):
        self.write({"k": k, "id": i, "f": f, "code": code, "v": dict(reply, type="ok" if k == "ok" else k, re=i)})

    def op(self, f, reply=None, **params):
        i = self.invoke(f, **params)
        self.answer(i, f, **(reply or {}))

    def file(self, wheels=(), rsvps=(), settings=None, bans=()):
        path = os.path.join(self.dir.name, f"kill-{self.t}.sqlite")
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE wheel (owner TEXT, id TEXT, name TEXT, options TEXT, updated_at INTEGER)")
        db.execute("CREATE TABLE night_rsvp (code TEXT, name_key TEXT, name TEXT, answer TEXT, at INTEGER)")
        db.execute("CREATE TABLE room_snapshot (code TEXT, data BLOB, saved_at INTEGER)")
        db.execute("CREATE TABLE finished_round (id INTEGER PRIMARY KEY, profile_key TEXT, category TEXT, score INTEGER, at INTEGER)")
        db.executemany("INSERT INTO wheel VALUES ('p2', ?, 'w', '[]', 0)", [(w,) for w in wheels])
        db.executemany("INSERT INTO night_rsvp VALUES (?, ?, ?, ?, 0)", [(c, n.lower(), n, a) for (c, n), a in rsvps])
        snapshot = {"settings": settings or {}, "moderation": {"bans": {"bans": [{"id": b} for b in bans], "counter": 9}}}
        db.execute("INSERT INTO room_snapshot VALUES ('ROOM', ?, 0)", (json.dumps(snapshot),))
        db.commit()
        db.close()
        return path

    def kill(self, **file):
        """The kill: the tracker reads what is in the history now, then checks the file."""
        self.t += 0.1
        killed = self.t
        self.tracker.read_more()
        return self.tracker.missing(self.file(**file), before=killed)


class WheelAtAKill(Kill):
    def test_an_acknowledged_wheel_must_be_there(self):
        self.op("wheel.create", reply={"wheel_id": "a1"}, name="w")
        self.assertEqual(self.kill(wheels=["a1"]), [])
        self.assertEqual(len(self.kill(wheels=[])), 1)

    def test_a_delete_sent_before_the_kill_may_have_removed_it(self):
        # The delete's answer was still in party-bot's buffer at the kill; its invoke was not.
        self.op("wheel.create", reply={"wheel_id": "a1"}, name="w")
        self.invoke("wheel.delete", wheel_id="a1")
        self.assertEqual(self.kill(wheels=[]), [])

    def test_an_acknowledged_delete_must_hold(self):
        self.op("wheel.create", reply={"wheel_id": "a1"}, name="w")
        self.op("wheel.delete", reply={"wheel_id": "a1"}, wheel_id="a1")
        self.assertEqual(len(self.kill(wheels=["a1"])), 1)


class RSVPAtAKill(Kill):
    key = ("N1", "Ann")

    def rsvp(self, answer, reply=True):
        i = self.invoke("night.rsvp", night="N1", name="Ann", answer=answer)
        if reply:
            self.answer(i, "night.rsvp")
        return i

    def test_the_acknowledged_answer_must_be_there(self):
        self.rsvp("yes")
        self.assertEqual(self.kill(rsvps=[(self.key, "yes")]), [])
        self.assertEqual(len(self.kill(rsvps=[(self.key, "no")])), 1)

    def test_an_answer_sent_since_may_have_replaced_it(self):
        self.rsvp("yes")
        self.rsvp("no", reply=False)
        self.assertEqual(self.kill(rsvps=[(self.key, "no")]), [])

    def test_a_kill_settles_what_was_sent_before_it(self):
        self.rsvp("yes")
        i = self.rsvp("no", reply=False)
        self.assertEqual(self.kill(rsvps=[(self.key, "no")]), [], "the unanswered change took effect")
        self.answer(i, "night.rsvp", k="info")
        self.assertEqual(self.kill(rsvps=[(self.key, "no")]), [])
        self.assertEqual(len(self.kill(rsvps=[(self.key, "yes")])), 1, "the kill made 'no' the answer to keep")

    def test_a_refused_change_is_no_excuse(self):
        self.rsvp("yes")
        i = self.rsvp("no", reply=False)
        self.answer(i, "night.rsvp", k="error", code="bad_request")
        self.assertEqual(len(self.kill(rsvps=[(self.key, "no")])), 1)


class RoomAtAKill(Kill):
    """Settings and bans: saved with the room's snapshot before their ok."""

    def setUp(self):
        super().setUp()
        self.op("room.create", reply={"room": "ROOM", "player_id": "p1"}, name="Ann")

    def test_the_acknowledged_setting_must_be_there(self):
        self.op("room.settings", timer_scale=2)
        self.assertEqual(self.kill(settings={"timer_scale": 2.0}), [], "2 and 2.0 are one value")
        self.assertEqual(len(self.kill(settings={"timer_scale": 1})), 1)

    def test_a_setting_sent_since_may_have_replaced_it(self):
        self.op("room.settings", timer_scale=2)
        self.invoke("room.settings", timer_scale=3)
        self.assertEqual(self.kill(settings={"timer_scale": 3}), [])

    def test_a_ban_must_stand_and_its_lifting_hold(self):
        self.op("room.ban", reply={"ban_id": "b1"}, player_id="p2")
        self.assertEqual(self.kill(bans=["b1"]), [])
        self.assertEqual(len(self.kill(bans=[])), 1, "an acknowledged ban is gone")
        i = self.invoke("room.unban", ban_id="b1")
        self.assertEqual(self.kill(bans=[]), [], "the lifting was sent: it may have happened")
        self.answer(i, "room.unban")
        self.assertEqual(len(self.kill(bans=["b1"])), 1, "an acknowledged lifting is undone")


if __name__ == "__main__":
    unittest.main()
