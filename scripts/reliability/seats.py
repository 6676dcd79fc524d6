"""Seats kept, and what faults cost players.

A seated connection that ended without the player leaving on purpose (`note move`) is a
*loss*: the client gave it up (no answer in time), the server closed it or told it to go
(`server_shutting_down`). After a loss the player resumes (`room.resume`, each server in
turn); the documented bound is on one resume: it is answered within `--node-timeout` + 5 s
(then `server_busy`: try again). A player who tried got its seat back when a resume was
answered `ok`; a seat that never came back, or came back later than the bound after the
player started trying, is a violation.
"""

from collections import defaultdict
from statistics import median


# How a connection the client closed itself ends in its history (PartyTransport's name for a local close).
CLIENT_CLOSED = "closed:closed by server"


def involuntary(session):
    """Whether a connection ended without its player wanting it: the client gave it up as dead
    (`note lost`), or the server closed it."""
    return session.end == "lost" or (session.end.startswith("closed:") and session.end != CLIENT_CLOSED)


def losses(history):
    """Every loss: (player, room, time), from seated connections that ended involuntarily."""
    out = []
    for s in history.sessions.values():
        if s.room and s.t_end is not None and involuntary(s):
            out.append((s.p, s.room, s.t_end))
    return sorted(out, key=lambda x: x[2])


# An answer the server sent just before a fault may be recorded by a busy client a moment after it.
RECORDING_LAG = 1.0


def fault_windows(history, before):
    """The spans in which a room's server may have been lost with changes its snapshot did not
    hold yet: each fault the harness recorded (`nemesis` start to stop, or a `kill` instant),
    from `before` seconds ahead of it to `RECORDING_LAG` after it."""
    out, started = [], {}
    for t, f, v in history.nemesis:
        name = v.get("fault", "fault") if isinstance(v, dict) else str(v)
        if f == "start":
            started[name] = t
        elif f == "stop" and name in started:
            out.append((started.pop(name) - before, t + RECORDING_LAG))
        elif f == "kill":
            out.append((t - before, t + RECORDING_LAG))
    out += [(t - before, float("inf")) for t in started.values()]
    return out


def seat_backs(history):
    """For each loss: (player, room, lost at, first resume sent at, back at or None)."""
    resumes = defaultdict(list)
    for op in history.ops_of("room.resume"):
        resumes[op.p].append(op)
    out = []
    for p, room, t0 in losses(history):
        tries = [o for o in resumes[p] if o.t_invoke >= t0 - 0.001]
        first = tries[0].t_invoke if tries else None
        back = next((o.t_done for o in tries if o.ok), None)
        out.append((p, room, t0, first, back))
    return out


def check(history, bound, run_end):
    """Problems with seats (each a string) and the seat-back samples (seconds from loss to seat)."""
    problems, samples = [], []
    for p, room, t0, first, back in seat_backs(history):
        if back is None:
            if run_end - t0 > bound:
                problems.append(f"{p} lost its connection to {room} at {t0:.3f} and never got its seat back")
            continue
        samples.append(back - t0)
        # The bound is on one resume: from the first resume after the loss, allowing one retry's pause.
        if back - first > bound:
            problems.append(f"{p} got its seat in {room} back {back - first:.1f} s after it started trying (bound {bound:.0f} s)")
    return problems, samples


def outages(history, threshold=2.0):
    """Per player, the spans longer than `threshold` seconds between two answered requests
    (any answer: a refusal is service too), while the player was trying: (player, start, end)."""
    answered = defaultdict(list)
    for op in history.ops:
        if op.t_done is not None and op.status != "info":
            answered[op.p].append(op.t_done)
    out = []
    for p, times in answered.items():
        times.sort()
        for a, b in zip(times, times[1:]):
            if b - a > threshold:
                out.append((p, a, b))
    return out


def fault_costs(history, bound):
    """For each fault the harness recorded (`nemesis` start/stop): who noticed and for how long."""
    faults, open_faults = [], {}
    for t, f, v in history.nemesis:
        name = (v or {}).get("fault", "fault") if isinstance(v, dict) else str(v)
        if f == "start":
            open_faults[name] = (t, v)
        elif f == "stop" and name in open_faults:
            start, value = open_faults.pop(name)
            faults.append((name, start, t, value))
    gaps = outages(history)
    backs = seat_backs(history)
    first = min((op.t_invoke for op in history.ops), default=0)
    out = []
    for name, start, stop, value in faults:
        # What the load itself costs (a loaded machine has its pauses too): the longest gap
        # any player had in as long a span before the fault; only longer gaps count as the fault's.
        calm = max(first, start - (stop - start))
        baseline = max((min(b, start) - max(a, calm) for _, a, b in gaps if a < start and b > calm), default=0.0)
        # A gap is the fault's when it began while the fault was on (or within a second of its end).
        hit = [(p, a, b) for p, a, b in gaps if a < stop + 1.0 and b > start and b - a > baseline]
        longest = defaultdict(float)
        for p, a, b in hit:
            longest[p] = max(longest[p], b - a)
        seated = [back - t0 for _, _, t0, _, back in backs if back is not None and start <= t0 <= stop + bound]
        players = {op.p for op in history.ops if op.t_invoke >= start and op.t_invoke <= stop}
        out.append({
            "fault": name, "detail": value, "seconds": round(stop - start, 1),
            "players": len(players), "players_interrupted": len(longest), "baseline_gap_s": round(baseline, 2),
            "interruption_median_s": round(median(longest.values()), 2) if longest else 0.0,
            "interruption_max_s": round(max(longest.values()), 2) if longest else 0.0,
            "seats_lost": sum(1 for _, _, t0, _, _ in backs if start <= t0 <= stop + bound),
            "seat_back_median_s": round(median(seated), 2) if seated else None,
            "seat_back_max_s": round(max(seated), 2) if seated else None,
        })
    return out
