"""One order per room: no room was served by two servers at once.

A room numbers its events (`seq`, one more per event) and sends each to its members in that
order. So, for every room:

1. each connection (session) sees `seq` only grow: nothing delivered twice or out of order;
2. the same `seq` is the same event (the same line) for everyone who got it — unless the room
   was taken over from a snapshot that was behind, and the numbers after the snapshot were used
   again by the new server; then the two versions must not overlap in time: everything seen of
   the older one was seen before anything of the newer one;
3. two servers serving the room at once would each send their own events to their own members:
   sessions are put together when they saw a common event (one server's "term"), and two terms
   whose members were receiving events at the same time (overlapping by more than `slack`
   seconds) are the room served twice.
"""

from collections import defaultdict


class _Union:
    def __init__(self):
        self.parent = {}

    def find(self, x):
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def join(self, a, b):
        self.parent[self.find(a)] = self.find(b)


def check(history, slack=1.0):
    """Returns (rooms checked, events checked, problems: list of strings, terms: {room: count})."""
    problems = []
    by_room = defaultdict(list)
    for e in history.events:
        if e.room:
            by_room[e.room].append(e)
    terms_per_room = {}
    for room, events in sorted(by_room.items()):
        sessions = defaultdict(list)
        for e in events:
            sessions[(e.p, e.c)].append(e)
        # 1. Each session sees seq grow.
        for key, seen in sessions.items():
            for before, after in zip(seen, seen[1:]):
                if after.seq <= before.seq:
                    problems.append(f"{room}: {key[0]} (connection {key[1]}) got seq {after.seq} ({after.f}) after "
                                    f"{before.seq} ({before.f})")
        # Terms: connections alive at the same time that saw a common event. (A room restored from
        # its snapshot may send a line identical to one sent before the restart — the same player
        # back, say — under a number it used before: that must not tie the two servers' terms.)
        life = {key: (seen[0].t, _end(history, key, seen[-1].t)) for key, seen in sessions.items()}
        union = _Union()
        first_seen = defaultdict(list)
        for e in events:
            key = (e.p, e.c)
            union.find(key)
            for other in first_seen[(e.seq, e.h)]:
                if life[other][0] <= life[key][1] and life[key][0] <= life[other][1]:
                    union.join(key, other)
                    break
            else:
                first_seen[(e.seq, e.h)].append(key)
        terms = defaultdict(list)
        for e in events:
            terms[union.find((e.p, e.c))].append(e)
        spans = {t: (min(e.t for e in es), max(e.t for e in es)) for t, es in terms.items()}
        terms_per_room[room] = len(terms)
        # 2. A seq that means two events: the two versions came one after the other.
        versions = defaultdict(dict)
        for e in events:
            versions[e.seq].setdefault(e.h, union.find((e.p, e.c)))
        for seq, by_hash in sorted(versions.items()):
            owners = sorted(set(by_hash.values()), key=lambda t: spans[t][0])
            for older, newer in zip(owners, owners[1:]):
                if spans[older][1] > spans[newer][0] + slack:
                    problems.append(f"{room}: seq {seq} is two different events, sent at the same time by two servers "
                                    f"(one seen until {spans[older][1]:.3f}, the other from {spans[newer][0]:.3f})")
            if len(owners) == 1 and len(by_hash) > 1:
                problems.append(f"{room}: seq {seq} is {len(by_hash)} different events to members of one server")
        # 3. Terms that overlap in time.
        ordered = sorted(terms, key=lambda t: spans[t][0])
        for i, a in enumerate(ordered):
            for b in ordered[i + 1:]:
                end = min(spans[a][1], spans[b][1])
                overlap = end - spans[b][0]
                if overlap > slack and _active(terms[a], spans[b][0], end) and _active(terms[b], spans[b][0], end):
                    problems.append(f"{room}: served by two servers at once for {overlap:.1f} s "
                                    f"({_who(terms[a])} and {_who(terms[b])} got different events from "
                                    f"{spans[b][0]:.3f} to {min(spans[a][1], spans[b][1]):.3f})")
    return len(by_room), sum(len(v) for v in by_room.values()), problems, terms_per_room


def _end(history, key, last_event):
    """When a connection ended: its recorded end, else its last event."""
    s = history.sessions.get(key)
    return s.t_end if s is not None and s.t_end is not None else last_event


def _active(events, lo, hi):
    """Whether a term's members received at least two events inside [lo, hi]."""
    return sum(1 for e in events if lo <= e.t <= hi) >= 2


def _who(events):
    return ",".join(sorted({e.p for e in events})[:4])
