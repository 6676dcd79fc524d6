#!/usr/bin/env python3
"""Drives a running partyd whose data folder sits on a small, full filesystem (scripts/disk-full-probe.sh
sets that up) and checks that nothing it was told is saved is lost.

Usage: disk-full-probe.py PORT FILLER_PATH DATA_DIR RESTART_COMMAND...

1. Fills the filesystem (FILLER_PATH), then saves wheels until the store refuses (`storage_failed`):
   SQLite has used up its slack too.
2. Plays a Would You Rather round, a Guess or Pass round and adds custom words, recording every
   claim: results without `saved: false`, `new_best`, `ok` replies.
3. Checks the claims made while the disk was full: on a result marked `saved: false`, no
   `new_best`, and an `all_time` without this round's votes (the data folder is new: zero).
4. Frees the space, waits for the server's retries, then has the caller kill -9 it and checks the
   file: every claim is in it, and so are the results first reported as not saved.
Exit 0 when every check holds; 1 with the reasons otherwise.
"""
import json
import os
import sqlite3
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "clients", "python"))
from partyline import Client, PartyError  # noqa: E402

port, filler, data_dir = int(sys.argv[1]), sys.argv[2], sys.argv[3]
kill_command = sys.argv[4:]
problems = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        problems.append(what)


def fill_disk():
    with open(filler, "wb") as f:
        try:
            while True:
                f.write(b"\0" * 65536)
                f.flush()
        except OSError:
            pass


host = Client("127.0.0.1", port)
host.create_room("Host")
guest = Client("127.0.0.1", port)
guest.join_room(host.room, "Guest")

fill_disk()
refused = False
options = [{"label": f"option {i} " + "x" * 28, "weight": 1} for i in range(20)]
for attempt in range(2000):
    try:
        wheel = host.request("wheel.create", name=f"Filler {attempt}", options=options)
        host.request("wheel.delete", wheel_id=wheel["wheel_id"])
    except PartyError as error:
        if error.code == "storage_failed":
            refused = True
            break
        if error.code != "rate_limited":
            raise
        time.sleep(0.2)
check(refused, "the full disk refuses writes (a wheel gets storage_failed)")

# Would You Rather: both vote, the round ends at once.
host.request("game.start", game="would_you_rather", vote_seconds=5, results_seconds=1)
question = host.next_event("wyr.question", timeout=10)
host.request("wyr.vote", choice="a")
guest.request("wyr.vote", choice="b")
results = host.next_event("wyr.results", timeout=10)
print("wyr.results:", json.dumps({k: results.get(k) for k in ("question_id", "saved", "all_time")}))
if results.get("saved") is False:
    check(results.get("all_time") in (None, {"a_votes": 0, "b_votes": 0}),
          "results not saved claim only the committed all_time (none of this round's votes)")
host.request("game.stop")

# Guess or Pass: the guest gives clues, the host guesses; two corrects, then the round ends.
host.request("game.start", game="guess_or_pass", category="animals", round_seconds=10, countdown_seconds=0,
             break_seconds=30)
started = host.next_event("gop.round_started", timeout=10)
guesser = started["guesser"]
giver = guest if guesser == host.player_id else host
for index in range(2):
    giver.next_event("gop.card", timeout=10)
    giver.request("gop.correct", index=index)
ended = host.next_event("gop.round_ended", timeout=20)
print("gop.round_ended:", json.dumps({k: ended.get(k) for k in ("score", "saved", "new_best", "best_score")}))
if ended.get("saved") is False:
    check(ended.get("new_best") is False, "a round not saved claims no new best")
host.request("game.stop")

# Custom words: an ok means the room (and the word) is saved.
words = {}
for word in ("Zebra crossing", "Ice cream"):
    try:
        host.request("gop.add", word=word)
        words[word] = "ok"
    except PartyError as error:
        words[word] = error.code
print("gop.add:", json.dumps(words))
check(all(outcome in ("ok", "storage_failed") for outcome in words.values()), "gop.add answers ok or storage_failed")

os.remove(filler)
time.sleep(4)  # snapshots are saved again within a second, results retried on the next heartbeat
subprocess.run(kill_command, check=True)
host.close()
guest.close()

db = sqlite3.connect(os.path.join(data_dir, "partyline.sqlite"))
counters = dict(db.execute("SELECT counter, value FROM game_record WHERE game = 'would_you_rather' AND record_key = ?",
                          (question["question_id"],)).fetchall())
tally = (counters["a_votes"], counters["b_votes"]) if counters else None
check(tally is not None and tally[0] >= 1 and tally[1] >= 1,
      f"the Would You Rather votes are stored after space came back (saved={results.get('saved', True)}): {tally}")
rounds = db.execute("SELECT COUNT(*) FROM finished_round WHERE score = ?", (ended["score"],)).fetchone()[0]
check(rounds >= 1, f"the Guess or Pass round is stored after space came back (saved={ended.get('saved', True)})")
snapshot = db.execute("SELECT data FROM room_snapshot WHERE code = ?", (host.room,)).fetchone()
text = bytes(snapshot[0]).decode("utf-8", "replace") if snapshot else ""
for word, outcome in words.items():
    check(word in text, f"custom word {word!r} ({outcome}) is in the room's snapshot after kill -9")

print("disk-full probe:", "PASS" if not problems else f"FAIL ({len(problems)})")
sys.exit(1 if problems else 0)
