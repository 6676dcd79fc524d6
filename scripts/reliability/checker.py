"""The history checker: reads histories (and optionally a store dump) and says whether anything
acknowledged was lost, anything applied twice, any room served by two servers at once, or any
seat not given back in time. See scripts/history-check.py for the command."""

import json
from collections import defaultdict
from dataclasses import dataclass, field

from . import history as hist
from . import kinds, order, seats


@dataclass
class Final:
    """The final reads (`final: true` requests answered ok), by room and night."""
    snapshots: dict = field(default_factory=dict)   # room -> snapshot
    wheels: dict = field(default_factory=dict)      # room -> [wheel]
    wyr: dict = field(default_factory=dict)         # room -> {question_id: tallies}
    nights: dict = field(default_factory=dict)      # night -> [rsvp]
    bans: dict = field(default_factory=dict)        # room -> [ban]

    @classmethod
    def read(cls, h):
        final = cls()
        reads = [o for o in h.ops if o.final and o.ok]
        # Only the last read of each room counts (pages of one read come one after the other).
        for op in reads:
            room = _room(h, op)
            if op.f == "room.snapshot":
                final.snapshots[room] = op.reply.get("snapshot") or {}
            elif op.f == "wheel.list":
                if op.params.get("offset", 0) == 0:
                    final.wheels[room] = []
                final.wheels.setdefault(room, []).extend(op.reply.get("wheels") or [])
            elif op.f == "wyr.history":
                if op.params.get("offset", 0) == 0:
                    final.wyr[room] = {}
                for q in op.reply.get("questions") or []:
                    final.wyr.setdefault(room, {})[q.get("question_id")] = q
            elif op.f == "night.get":
                final.nights[op.params.get("night")] = op.reply.get("rsvps") or []
            elif op.f == "room.bans":
                final.bans[room] = op.reply.get("bans") or []
        return final


def _room(h, op):
    s = h.sessions.get((op.p, op.c))
    return (s.room if s and s.room else None) or h.rooms_of.get(op.p)


@dataclass
class Context:
    history: hist.History
    final: Final
    store: dict | None
    loss_window: float
    windows: list

    def room_of(self, op):
        return _room(self.history, op)

    def in_window(self, room, t):
        """Whether a write acknowledged at `t` could have been lost with its room's server: it
        was acknowledged during a fault the harness recorded, or `loss_window` seconds before it."""
        return t is not None and any(lo <= t <= hi for lo, hi in self.windows)


def run(paths, store_path=None, loss_window=2.0, seat_bound=15.0, slack=1.0):
    """Checks the histories; returns the report (a dict, `ok` False on any violation)."""
    h = hist.load(paths)
    store = None
    if store_path:
        with open(store_path, encoding="utf-8") as f:
            store = json.load(f)
    final = Final.read(h)
    ctx = Context(history=h, final=final, store=store, loss_window=loss_window, windows=seats.fault_windows(h, loss_window))
    report = {"operations": len(h.ops), "events": len(h.events), "players": len({o.p for o in h.ops}),
              "rooms_read": sorted(r for r in final.snapshots if r), "kinds": {}, "violations": [], "costs": []}
    rooms_played = {r for r in h.rooms_of.values() if r}
    for room in sorted(rooms_played - set(final.snapshots)):
        report["violations"].append(f"no final read of room {room}: its writes cannot be checked")
    for kind in kinds.KINDS:
        checked, findings = kind.check(ctx)
        verdicts = defaultdict(int)
        for f in findings:
            verdicts[f.verdict] += 1
        report["kinds"][kind.name] = {"durability": kind.durability, "checked": checked, **verdicts}
        report["violations"] += [f"{f.kind} {f.verdict}: {f.detail}" for f in findings if f.violation]
        report["costs"] += [f"{f.kind}: {f.detail}" for f in findings if not f.violation]
    rooms, events, problems, terms = order.check(h, slack=slack)
    report["order"] = {"rooms": rooms, "events": events, "terms": terms}
    report["violations"] += problems
    run_end = max([o.t_done or o.t_invoke for o in h.ops] or [0])
    problems, samples = seats.check(h, seat_bound, run_end)
    report["violations"] += problems
    report["seats"] = {"losses": len(samples) + sum(1 for p in problems if "never" in p),
                       "back_median_s": round(sorted(samples)[len(samples) // 2], 2) if samples else None,
                       "back_max_s": round(max(samples), 2) if samples else None, "bound_s": seat_bound}
    report["faults"] = seats.fault_costs(h, seat_bound)
    report["ok"] = not report["violations"]
    return report


def describe(report):
    """The report for people."""
    lines = [f"history: {report['operations']} operations, {report['events']} events, {report['players']} players, "
             f"{len(report['rooms_read'])} rooms read at the end"]
    for name, k in report["kinds"].items():
        extra = " ".join(f"{v}={n}" for v, n in k.items() if v not in ("durability", "checked"))
        lines.append(f"  {name:<12} {k['durability']:<8} {k['checked']:>6} checked  {extra or 'all present, none doubled'}")
    o = report["order"]
    lines.append(f"  order        {o['events']} events in {o['rooms']} rooms, one order each; "
                 f"server terms per room: {sorted(set(o['terms'].values())) or '-'}")
    s = report["seats"]
    lines.append(f"  seats        {s['losses']} lost connections, back in median {s['back_median_s']} s, "
                 f"max {s['back_max_s']} s (bound {s['bound_s']} s)")
    for f in report["faults"]:
        lines.append(f"  fault {f['fault']}: {f['seconds']} s, {f['players_interrupted']}/{f['players']} players interrupted "
                     f"longer than anyone before it ({f['baseline_gap_s']} s) (median {f['interruption_median_s']} s, "
                     f"max {f['interruption_max_s']} s), {f['seats_lost']} seats "
                     f"lost and back in median {f['seat_back_median_s']} s, max {f['seat_back_max_s']} s")
    for c in report["costs"][:20]:
        lines.append(f"  cost: {c}")
    if len(report["costs"]) > 20:
        lines.append(f"  cost: ... and {len(report['costs']) - 20} more")
    for v in report["violations"][:50]:
        lines.append(f"VIOLATION: {v}")
    if len(report["violations"]) > 50:
        lines.append(f"VIOLATION: ... and {len(report['violations']) - 50} more")
    lines.append("history check: OK" if report["ok"] else f"history check: FAILED ({len(report['violations'])} violations)")
    return "\n".join(lines)
