#!/usr/bin/env python3
"""Checks recorded histories (party-bot --workload / --chaos --history) after a run.

    scripts/history-check.py HISTORY.jsonl [MORE.jsonl ...] [--store DUMP.json]
        [--loss-window SECONDS] [--seat-bound SECONDS] [--slack SECONDS] [--json OUT.json]

Says whether any write answered ok (wheel, vote, custom word, RSVP, score, setting, ban) is
missing at the end or was applied twice, whether any room was served by two servers at once
(its events in one order for every member), and whether every player who lost its connection
got its seat back within --seat-bound seconds. --store adds a dump of the store (finished
rounds, all-time tallies; scripts/reliability/store_dump.py). Exit status 0 when nothing is
wrong, 1 on any violation, 2 on bad input. How to read it: docs/RELIABILITY.md.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reliability import checker  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("histories", nargs="+")
    ap.add_argument("--store", help="a store dump (JSON) to check finished rounds and all-time tallies against")
    ap.add_argument("--loss-window", type=float, default=2.0,
                    help="seconds before a lost server in which a change only its snapshot keeps may be lost (default 2)")
    ap.add_argument("--seat-bound", type=float, default=20.0,
                    help="most seconds from the first resume to the seat being back (default 20: --node-timeout 10 + 5, and a margin)")
    ap.add_argument("--slack", type=float, default=1.0, help="seconds two servers' events may seem to overlap (default 1)")
    ap.add_argument("--json", help="also write the report here")
    a = ap.parse_args()
    try:
        report = checker.run(a.histories, store_path=a.store, loss_window=a.loss_window, seat_bound=a.seat_bound, slack=a.slack)
    except (OSError, ValueError) as e:
        print(f"history-check: {e}", file=sys.stderr)
        return 2
    print(checker.describe(report))
    if a.json:
        with open(a.json, "w", encoding="utf-8") as f:
            json.dump(report, f, indent=1)
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
