#!/usr/bin/env python3
"""cluster_capacity.py — how many players N nodes hold, estimated from measured per-node costs.

    cluster_capacity.py --local-us 15.2 --owner-relayed-us 16.0 --relay-us 9.5 \
        [--core-share 0.7] [--deliveries-per-player 1.0] [--max-nodes 8] [--pg-commits-per-node 200]

Inputs are the CPU microseconds per delivery that scripts/cluster-bench.sh measures:
  --local-us           owner node, member connected to the owner (the single-node cost)
  --owner-relayed-us   owner node, member relayed by another node (it writes to the link instead)
  --relay-us           relaying node, per delivery it passes on to its client
Model: players connect through a round-robin front, so a member sits on its room's node with
probability 1/N and on another node with probability (N-1)/N. One delivery costs the cluster
local_us/N + (owner_relayed_us + relay_us)(N-1)/N of CPU; each node gives `core-share` of a
core (the rest for the kernel, TLS, PostgreSQL client, spikes). A player receives
`deliveries-per-player` messages a second on a busy game night (chat, votes, cards, timers;
1.0 is a lively room of 8). PostgreSQL is checked separately: a node's group commits (at most one
in flight per node, each carrying every write that queued meanwhile) stay far below what one
PostgreSQL commits, so the database is not the limit for these N (checked, printed).
Prints a Markdown table.
"""
import argparse


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--local-us", type=float, required=True)
    ap.add_argument("--owner-relayed-us", type=float, required=True)
    ap.add_argument("--relay-us", type=float, required=True)
    ap.add_argument("--core-share", type=float, default=0.7)
    ap.add_argument("--cores-per-node", type=int, default=1)
    ap.add_argument("--deliveries-per-player", type=float, default=1.0)
    ap.add_argument("--max-nodes", type=int, default=8)
    ap.add_argument("--pg-commits-per-node", type=float, default=200.0,
                    help="group commits per second one busy node makes (measured: partyline_store_commit count)")
    ap.add_argument("--pg-commit-capacity", type=float, default=5000.0,
                    help="commits per second the PostgreSQL server sustains (pgbench on the same machine)")
    a = ap.parse_args()
    budget = 1_000_000 * a.core_share * a.cores_per_node  # µs of CPU per node per second
    print("| nodes | CPU µs per delivery (cluster) | deliveries/s | players (at %.1f deliveries/s each) | vs 1 node | PostgreSQL commits/s |"
          % a.deliveries_per_player)
    print("|---|---|---|---|---|---|")
    single = None
    for n in range(1, a.max_nodes + 1):
        cost = a.local_us / n + (a.owner_relayed_us + a.relay_us) * (n - 1) / n
        deliveries = n * budget / cost
        players = deliveries / a.deliveries_per_player
        single = single or players
        commits = n * a.pg_commits_per_node
        flag = "" if commits < a.pg_commit_capacity else " (over the assumed PostgreSQL capacity)"
        print(f"| {n} | {cost:.1f} | {deliveries:,.0f} | {players:,.0f} | {players / single:.2f}x | {commits:,.0f}{flag} |")


if __name__ == "__main__":
    main()
