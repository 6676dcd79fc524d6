#!/usr/bin/env python3
"""Partitions for real: PostgreSQL and three `partyd --cluster` nodes, each in a network
namespace of its own on one bridge, players in the root namespace on every node (plain TCP and
TLS), and faults cut with nft while they play (as root; see scripts/partition.sh):

    db       the owner cut from PostgreSQL but not from its clients
    relay    the owner and another node cut from each other (relay links), not from PostgreSQL
    flap     the owner's link to PostgreSQL cut and healed every second
    isolate  the owner cut from everything, clients included, then healed

"The owner" is the node holding most of the workload's rooms when the fault starts. Each fault
gets a workload of its own (party-bot --workload, new rooms, a history), a settling time after
the heal, the final reads, a store dump and the history checker (scripts/history-check.py);
then the next fault, on the same cluster. Prints each fault's cost to the players and exits 1
on any lost or doubled write, a room served twice or a seat not given back.

    scripts/partition.py --bin .build/debug [--short] [--faults db,relay,flap,isolate] [--out DIR]
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reliability import checker, netns  # noqa: E402
from reliability.cluster import Cluster  # noqa: E402
from reliability.faults import FAULTS  # noqa: E402

# (node timeout, rooms, warm-up, fault seconds by fault, settle) for the short (CI) and full runs.
PROFILES = {
    "short": {"node_timeout": 3, "rooms": 4, "warmup": 6, "settle": 10,
              "seconds": {"db": 9, "relay": 8, "flap": 12, "isolate": 9}},
    "full": {"node_timeout": 10, "rooms": 6, "warmup": 15, "settle": 25,
             "seconds": {"db": 25, "relay": 20, "flap": 30, "isolate": 25}},
}


def log(*what):
    print(time.strftime("%H:%M:%S"), *what, flush=True)


def rooms_in(history_path):
    """The rooms the workload opened so far (from its history)."""
    rooms = []
    try:
        with open(history_path, encoding="utf-8") as f:
            for line in f:
                if '"k":"ok"' in line and '"f":"room.create"' in line:
                    try:
                        rooms.append(json.loads(line)["v"]["room"])
                    except (ValueError, KeyError):
                        pass
    except OSError:
        pass
    return rooms


def run_fault(name, cluster, net, args, profile, out):
    """One fault with a workload of its own; returns the checker's report."""
    history = os.path.join(out, f"{name}.jsonl")
    nemesis = os.path.join(out, f"{name}.nemesis.jsonl")
    stop = os.path.join(out, f"{name}.stop")
    nt = profile["node_timeout"]
    before = cluster.tallies()
    with open(os.path.join(out, f"{name}.workload.log"), "w") as wlog:
        workload = subprocess.Popen([os.path.join(args.bin, "party-bot"), "--workload", "--nodes", cluster.endpoints(tls_every=2),
                                     "--rooms", str(profile["rooms"]), "--players", "3", "--seconds", "3600",
                                     "--stop-file", stop, "--history", history, "--node-timeout", str(nt),
                                     "--seed", str(args.seed), "--move-seconds", "20"], stdout=wlog, stderr=subprocess.STDOUT)
    time.sleep(profile["warmup"])
    owners = cluster.owners(rooms_in(history))
    owner = next(iter(owners), cluster.nodes[0])
    others = [n for n in cluster.nodes if n != owner]
    log(f"{name}: rooms {rooms_in(history)}, owners {owners}: cutting {owner}")

    def note(f, value):
        with open(nemesis, "a", encoding="utf-8") as n:
            n.write(json.dumps({"t": time.time(), "k": "nemesis", "f": f, "v": value}) + "\n")

    FAULTS[name](net, owner, others, profile["seconds"][name], note)
    log(f"{name}: healed; nodes alive {cluster.alive()}, owners now {cluster.owners(rooms_in(history))}")
    time.sleep(profile["settle"])
    open(stop, "w").close()
    try:
        workload.wait(timeout=180)
    except subprocess.TimeoutExpired:
        workload.kill()
        workload.wait()
    dump = os.path.join(out, f"{name}.store.json")
    cluster.save_dump(dump, before)
    report = checker.run([history, nemesis], store_path=dump, loss_window=nt + 3, seat_bound=nt + 5 + 5, slack=1.0)
    report["workload_exit"] = workload.returncode
    print(checker.describe(report))
    with open(os.path.join(out, f"{name}.workload.log")) as w:
        tail = w.read().splitlines()[-12:]
    print("\n".join("  workload: " + line for line in tail))
    with open(os.path.join(out, f"{name}.report.json"), "w") as f:
        json.dump(report, f, indent=1)
    return report


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", required=True, help="folder with partyd and party-bot")
    ap.add_argument("--short", action="store_true", help="the CI form: --node-timeout 3, shorter faults")
    ap.add_argument("--faults", default="db,relay,flap,isolate")
    ap.add_argument("--out", default=None, help="histories, logs and reports (default: a new folder under /tmp)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", action="store_true", help="leave the network and the cluster up at the end (debugging)")
    args = ap.parse_args()
    if os.geteuid() != 0:
        print("partition.py: needs root (network namespaces, nft); skipped")
        return 0
    for tool in ("ip", "nft", "psql"):
        if not shutil.which(tool):
            print(f"partition.py: {tool} is not installed")
            return 2
    probe = subprocess.run(["ip", "netns", "add", "plr-probe"], capture_output=True, text=True)
    if probe.returncode != 0:
        print(f"partition.py: cannot make network namespaces here ({probe.stderr.strip()}); skipped")
        return 0
    subprocess.run(["ip", "netns", "del", "plr-probe"], capture_output=True)
    profile = PROFILES["short" if args.short else "full"]
    names = args.faults.split(",")
    for n in names:
        if n not in FAULTS:
            print(f"partition.py: unknown fault {n} (known: {', '.join(FAULTS)})")
            return 2
    out = args.out or f"/tmp/partition-{time.strftime('%Y%m%d-%H%M%S')}"
    os.makedirs(out, exist_ok=True)
    log(f"partition: faults {names}, node timeout {profile['node_timeout']} s, output in {out}, load {os.getloadavg()[0]:.1f}")
    net = netns.Network(["pg"] + ["n1", "n2", "n3"])
    cluster = Cluster(net, os.path.join(args.bin, "partyd"), out, profile["node_timeout"])
    reports = {}
    try:
        net.up()
        cluster.start_pg()
        for n in cluster.nodes:
            cluster.start_node(n)
        log("partition: cluster up")
        for name in names:
            reports[name] = run_fault(name, cluster, net, args, profile, out)
    finally:
        if not args.keep:
            cluster.stop()
            cluster.stop_pg()
            net.down()
    print()
    print("fault      players  interrupted (past the calm's longest gap)  interruption median/max s  seats lost  "
          "seat back median/max s  lost in window  violations")
    failed = False
    for name, r in reports.items():
        f = r["faults"][0] if r["faults"] else {}
        window = len(r["costs"])
        print(f"{name:<10} {f.get('players', 0):>7}  {f.get('players_interrupted', 0):>11} (> {f.get('baseline_gap_s', 0)} s)"
              f"{'':>22}"
              f"{f.get('interruption_median_s', 0):>10} / {f.get('interruption_max_s', 0):<14} {f.get('seats_lost', 0):>10}  "
              f"{str(f.get('seat_back_median_s')):>10} / {str(f.get('seat_back_max_s')):<12} {window:>14}  {len(r['violations'])}")
        failed |= not r["ok"] or r["workload_exit"] != 0
    print(f"load average {os.getloadavg()[0]:.1f}; reports in {out}")
    print("partition: FAILED" if failed else "partition: OK")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
