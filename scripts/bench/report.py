#!/usr/bin/env python3
"""report.py — scripts/bench.sh's results.jsonl as markdown tables.

  report.py results.jsonl          the summary table, the full table, the ramps, validity checks
  report.py --one results.jsonl    one progress line for the last run

With several rounds per (transport, scenario) the tables show medians (with the range across
rounds) and the worst lost/errors counts.
"""
import json
import statistics
import sys


def load(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def label(rec):
    """The row a run belongs to: its transport, prefixed by the server when it is not partyd."""
    server = rec.get("server", "partyd")
    return rec["transport"] if server == "partyd" else f"{server}/{rec['transport']}"


def metrics(rec):
    """The numbers one run contributes (None where the scenario does not measure it)."""
    lg, sc = rec.get("loadgen", {}), rec["scenario"]
    m = {
        "deliv": lg.get("max_sustained_deliveries_per_s") if sc == "B" else lg.get("deliveries_per_s"),
        "cpu_us": lg.get("server_cpu_us_per_delivery"),
        "cpu_pct": lg.get("server_cpu_pct"),
        "p50": lg.get("p50_us"), "p99": lg.get("p99_us"), "p999": lg.get("p999_us"),
        "lost": lg.get("lost"),
        "errors": (lg.get("errors_total") or 0) + (lg.get("disconnects") or 0),
        "busy": lg.get("loadgen_busy_pct"),
        "rss_conn": lg.get("rss_per_idle_conn_bytes"),
        "rss_kb": lg.get("server_rss_kb"),
        "threads": rec.get("server_threads_after", lg.get("server_threads")),
        "players": lg.get("max_players") if sc == "E" else None,
    }
    if sc == "C":
        for k in ("deliv", "cpu_us", "p50", "p99", "p999", "lost"):
            m[k] = None
    elif sc == "D":  # the audience: its own latency, RSS per member, votes' fan-out counted as lost too
        m["p50"], m["p99"], m["p999"] = lg.get("audience_p50_us"), lg.get("audience_p99_us"), lg.get("audience_p999_us")
        m["rss_conn"] = lg.get("rss_per_member_bytes")
        m["lost"] = (lg.get("lost") or 0) + (lg.get("vote_casts_lost") or 0)
    elif sc == "E":  # players per core: the stats of the last window that passed
        m["rss_conn"] = lg.get("rss_per_player_bytes")
    else:
        m["rss_conn"] = None
    if sc == "B" and not lg.get("max_sustained_deliveries_per_s"):
        for k in ("deliv", "cpu_us", "cpu_pct", "p50", "p99", "p999"):
            m[k] = None
    return m


def problems(rec):
    """Why a run should not be trusted (an empty list: valid)."""
    if rec.get("error"):
        return [rec["error"]]
    out, lg, sc = [], rec.get("loadgen", {}), rec["scenario"]
    if lg.get("fail_reason"):
        out.append(f"{lg['fail_reason']} (first error: {lg.get('first_error')!r})")
        return out
    if sc == "E":  # the search ends with a failing window by design: what matters is that one passed
        if not lg.get("max_players"):
            out.append(f"no window passed (stopped by {lg.get('stopped_by')!r}; first error: {lg.get('first_error')!r})")
        if lg.get("loadgen_bound") or lg.get("stopped_by") == "sends behind":
            out.append(f"the search stopped on the load generator ({lg.get('stopped_by')}): it could not keep its "
                       "schedule, so the server holds more (a busy machine?)")
        if not rec.get("server_alive_after", True):
            out.append("the server died during the run")
        return out
    if lg.get("lost") or lg.get("dup_total") or lg.get("reordered_total"):
        out.append(f"lost {lg.get('lost')}, duplicated {lg.get('dup_total')}, reordered {lg.get('reordered_total')}")
    if lg.get("errors_total") or lg.get("misrouted") or lg.get("disconnects"):
        out.append(f"errors {lg.get('errors_total')}, misrouted {lg.get('misrouted')}, disconnects {lg.get('disconnects')} "
                   f"(first: {lg.get('first_error')!r})")
    busy = lg.get("loadgen_busy_pct") or 0
    if busy >= 85:
        out.append(f"the load generator was {busy:.0f}% busy: it may have been the bottleneck")
    if sc == "A" and lg.get("target_sends_per_s") and lg.get("sends_per_s", 0) < 0.99 * lg["target_sends_per_s"]:
        out.append(f"sends behind schedule ({lg.get('sends_per_s')} of {lg.get('target_sends_per_s')}/s)")
    if sc == "B" and lg.get("confirmed") is False:
        out.append("the best ramp rate did not hold for 2 s (the figure is the best short step)")
    if sc == "B" and lg.get("steps") and not any(x["pass"] for x in lg["steps"] if x["rate"] >= lg.get("rate_per_client", 0)):
        out.append(f"the ramp failed at its start rate ({lg.get('rate_per_client')} msgs/s per member): "
                   "the figure is from below the start (a busy machine?)")
    if sc == "D" and lg.get("vote_casts_lost"):
        out.append(f"{lg['vote_casts_lost']} wyr.vote_cast deliveries of accepted votes did not arrive")
    if sc == "C" and lg.get("idle_ok") != lg.get("idle"):
        out.append(f"only {lg.get('idle_ok')} of {lg.get('idle')} idle connections got a welcome")
    if not rec.get("server_alive_after", True):
        out.append("partyd died during the run")
    return out


def fmt(v, kind):
    if v is None or (isinstance(v, (int, float)) and v < 0):
        return "–"
    if kind == "int":
        return f"{v:,.0f}"
    if kind == "ms":  # v in µs
        ms = v / 1000
        return f"{ms:.2f} ms" if ms < 10 else f"{ms:,.0f} ms"
    if kind == "f1":
        return f"{v:.1f}"
    if kind == "pct":
        return f"{v:.0f}"
    if kind == "kib":  # v in bytes
        return f"{v / 1024:.1f} KiB"
    if kind == "mib":  # v in KiB
        return f"{v / 1024:.0f} MiB"
    return str(v)


def med(vals):
    vals = [v for v in vals if v is not None]
    return statistics.median(vals) if vals else None


COLS = [("deliveries/s", "deliv", "int"), ("server CPU µs/delivery", "cpu_us", "f1"), ("server CPU %", "cpu_pct", "pct"),
        ("p50", "p50", "ms"), ("p99", "p99", "ms"), ("p99.9", "p999", "ms"), ("lost", "lost", "int"),
        ("errors", "errors", "int"), ("generator busy %", "busy", "pct"), ("RSS/idle conn", "rss_conn", "kib"),
        ("server RSS", "rss_kb", "mib"), ("threads", "threads", "int"), ("players held", "players", "int")]
RANGED = ("deliv", "cpu_us", "p99", "rss_conn", "players")


def aggregate(recs):
    groups = {}
    for r in recs:
        groups.setdefault((label(r), r["scenario"]), []).append(r)
    agg = {}
    for key, rs in groups.items():
        ms = [metrics(r) for r in rs if not r.get("error")]
        a = {}
        for _, k, _ in COLS:
            vals = [m[k] for m in ms if m[k] is not None]
            a[k] = (max(vals) if vals else None) if k in ("lost", "errors") else med(vals)
            a[k + "_all"] = vals
        a["valid"] = not any(problems(r) for r in rs)
        a["bound"] = any(r.get("loadgen", {}).get("loadgen_bound") for r in rs)
        a["rounds"] = len(rs)
        agg[key] = a
    return agg


def cell(a, k, kind):
    c = fmt(a.get(k), kind)
    vals = a.get(k + "_all") or []
    if k in RANGED and len(vals) > 1 and a.get(k) is not None:
        c += f" ({fmt(min(vals), kind)}–{fmt(max(vals), kind)})"
    return c


def summary(agg, transports):
    """One row per transport, the way BENCHMARKS.md and issue 12 compare servers."""
    out = ["| transport | A: CPU µs per delivery | A: p50 | A: p99 | A: deliveries/s | B: most deliveries/s held "
           "(p99 ≤ 50 ms, no loss) | C: RSS per idle connection | threads |",
           "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for t in transports:
        a, b, c = agg.get((t, "A"), {}), agg.get((t, "B"), {}), agg.get((t, "C"), {})
        thr = [x for x in (a.get("threads"), b.get("threads"), c.get("threads")) if x is not None]
        flag = lambda g: "" if not g or g.get("valid") else " ⚠"
        out.append(f"| {t} | {fmt(a.get('cpu_us'), 'f1')}{flag(a)} | {fmt(a.get('p50'), 'ms')} | {fmt(a.get('p99'), 'ms')} "
                   f"| {fmt(a.get('deliv'), 'int')} | {'≥ ' if b.get('bound') else ''}{fmt(b.get('deliv'), 'int')}{flag(b)} "
                   f"| {fmt(c.get('rss_conn'), 'kib')}{flag(c)} | {fmt(max(thr) if thr else None, 'int')} |")
    return out


def full_table(agg, transports):
    out = ["| transport | scen | " + " | ".join(c[0] for c in COLS) + " | valid |",
           "|---|---|" + "---:|" * len(COLS) + "---|"]
    for t in transports:
        for sc in "ABCDE":
            a = agg.get((t, sc))
            if a:
                out.append(f"| {t} | {sc} | " + " | ".join(cell(a, k, kind) for _, k, kind in COLS)
                           + f" | {'yes' if a['valid'] else 'NO'} |")
    return out


def ramps(recs):
    out = []
    for r in recs:
        steps = r.get("loadgen", {}).get("steps")
        if r["scenario"] not in ("B", "E") or not steps:
            continue
        s = ", ".join(
            f"{x['kind'] + ' ' if x['kind'] in ('hold', 'retry') else ''}"
            f"{str(x.get('players')) + ' players' if r['scenario'] == 'E' else format(x['rate'], '.1f')}→{x['deliveries_per_s']:,.0f}/"
            f"{fmt(x['p99_us'], 'ms')}{'' if x['pass'] else ' ✗ ' + x.get('why', '')}" for x in steps)
        out.append(f"- {label(r)} round {r['round']}: {s}")
    return out


def one_line(r):
    m, bad = metrics(r), problems(r)
    return (f"   {label(r)}/{r['scenario']}: " + (f"players held {fmt(m['players'], 'int')} (stopped by "
            f"{r.get('loadgen', {}).get('stopped_by')!r}), RSS/player {fmt(m['rss_conn'], 'kib')}, " if r["scenario"] == "E" else "")
            + f"deliveries/s {fmt(m['deliv'], 'int')}, CPU µs/delivery {fmt(m['cpu_us'], 'f1')}, "
            f"p50 {fmt(m['p50'], 'ms')}, p99 {fmt(m['p99'], 'ms')}, lost {fmt(m['lost'], 'int')}, "
            f"generator busy {fmt(m['busy'], 'pct')}%, RSS/idle conn {fmt(m['rss_conn'], 'kib')}, threads {fmt(m['threads'], 'int')}"
            + (f"  !! {'; '.join(bad)}" if bad else ""))


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--one":
        print(one_line(load(sys.argv[2])[-1]))
        return
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    recs = load(sys.argv[1])
    transports = list(dict.fromkeys(label(r) for r in recs))
    rounds = max((r["round"] for r in recs), default=0)
    agg = aggregate(recs)
    print(f"Medians over {rounds} round(s); ⚠ = some round failed a validity check (listed below).\n")
    print("\n".join(summary(agg, transports)))
    if any(a.get("bound") for a in agg.values()):
        print("\n≥: the ramp stopped because the load generator passed 85 % busy, not because partyd failed: "
              "partyd's real maximum is higher.")
    aud = [(t, agg[(t, "D")]) for t in transports if (t, "D") in agg]
    if aud:
        print("\nScenario D, the audience (8 players + 10,000 audience members in one room; p50/p99 are the "
              "audience's, from the intended send time; RSS per member after set-up):\n")
        print("| transport | deliveries/s | server CPU µs/delivery | audience p50 | audience p99 | lost | errors "
              "| RSS per member | server RSS |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for t, a in aud:
            print(f"| {t} | {cell(a, 'deliv', 'int')} | {cell(a, 'cpu_us', 'f1')} | {fmt(a.get('p50'), 'ms')} "
                  f"| {cell(a, 'p99', 'ms')} | {fmt(a.get('lost'), 'int')} | {fmt(a.get('errors'), 'int')} "
                  f"| {cell(a, 'rss_conn', 'kib')} | {fmt(a.get('rss_kb'), 'mib')} |{'' if a['valid'] else ' ⚠'}")
    pl = [(t, agg[(t, "E")]) for t in transports if (t, "E") in agg]
    if pl:
        print("\nScenario E, players per core (rooms of 10, each player 2 chat lines/s, 20 deliveries/s per player; "
              "the last 5 s window with p99 ≤ 100 ms and nothing lost; RSS per player from before set-up):\n")
        print("| server/transport | players held | deliveries/s | server CPU µs/delivery | server CPU % | p50 | p99 "
              "| RSS per player | server RSS |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for t, a in pl:
            print(f"| {t} | {cell(a, 'players', 'int')} | {cell(a, 'deliv', 'int')} | {cell(a, 'cpu_us', 'f1')} "
                  f"| {fmt(a.get('cpu_pct'), 'pct')} | {fmt(a.get('p50'), 'ms')} | {cell(a, 'p99', 'ms')} "
                  f"| {cell(a, 'rss_conn', 'kib')} | {fmt(a.get('rss_kb'), 'mib')} |{'' if a['valid'] else ' ⚠'}")
    print("\nAll figures (ranges across rounds in parentheses):\n")
    print("\n".join(full_table(agg, transports)))
    rl = ramps(recs)
    if rl:
        print("\nScenario B ramps and E searches (msgs/s per member → deliveries/s / p99; ✗ = the step failed, and why):\n")
        print("\n".join(rl))
    bad = [(r, p) for r in recs for p in problems(r)]
    print("\nValidity checks: " + ("every run valid (no loss, no errors, generator < 85 % busy, on schedule)."
                                   if not bad else ""))
    for r, p in bad:
        print(f"- {label(r)}/{r['scenario']} round {r['round']}: {p}")


if __name__ == "__main__":
    main()
