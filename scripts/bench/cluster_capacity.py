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
1.0 is a lively room of 8), and a node takes at most `players-per-node` connections (its
--max-connections): players = min(CPU bound, connection bound). PostgreSQL is not modelled: a node has at most one group commit in flight (each carries
every write that queued meanwhile), so the database sees at most N / (commit time) commits a
second whatever the load.
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
    ap.add_argument("--players-per-node", type=int, default=10000,
                    help="connections one node is configured for (--max-connections); the other limit")
    a = ap.parse_args()
    budget = 1_000_000 * a.core_share * a.cores_per_node  # µs of CPU per node per second
    print("| nodes | CPU µs per delivery (cluster) | deliveries/s (CPU bound) | players (at %.1f deliveries/s each, ≤ %d per node) | vs 1 node |"
          % (a.deliveries_per_player, a.players_per_node))
    print("|---|---|---|---|---|")
    single = None
    for n in range(1, a.max_nodes + 1):
        cost = a.local_us / n + (a.owner_relayed_us + a.relay_us) * (n - 1) / n
        deliveries = n * budget / cost
        players = min(deliveries / a.deliveries_per_player, n * a.players_per_node)
        single = single or players
        print(f"| {n} | {cost:.1f} | {deliveries:,.0f} | {players:,.0f} | {players / single:.2f}x |")


if __name__ == "__main__":
    main()
