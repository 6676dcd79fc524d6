"""The faults of the partition harness, each a function of (network, owner, the other nodes,
seconds, note) that cuts, waits and heals; `note(f, value)` records the fault's start and stop
in the history (`nemesis` lines) so the checker can say what each cost.

- `db`: the owner (the node holding most of the workload's rooms) cut from PostgreSQL, not from
  its clients nor the other nodes.
- `relay`: the owner and another node cut from each other (their relay links), both still
  reaching PostgreSQL and their clients.
- `flap`: the owner's link to PostgreSQL cut and healed every second.
- `isolate`: the owner cut from everything (PostgreSQL, the other nodes, its clients), then healed.
"""

import time


def owner_cut_from_db(net, owner, others, seconds, note):
    note("start", {"fault": "db", "owner": owner, "cut": [owner, "pg"]})
    net.cut(owner, "pg")
    time.sleep(seconds)
    net.heal()
    note("stop", {"fault": "db"})


def nodes_cut_from_each_other(net, owner, others, seconds, note):
    note("start", {"fault": "relay", "owner": owner, "cut": [owner, others[0]]})
    net.cut(owner, others[0])
    time.sleep(seconds)
    net.heal()
    note("stop", {"fault": "relay"})


def flapping_db_link(net, owner, others, seconds, note):
    note("start", {"fault": "flap", "owner": owner, "cut": [owner, "pg"], "period_s": 1})
    end = time.time() + seconds
    cut = False
    while time.time() < end:
        cut = not cut
        if cut:
            net.cut(owner, "pg")
        else:
            net.heal()
        time.sleep(max(0.0, min(1.0, end - time.time())))
    net.heal()
    note("stop", {"fault": "flap"})


def owner_isolated(net, owner, others, seconds, note):
    note("start", {"fault": "isolate", "owner": owner, "cut": [owner, "everyone"]})
    net.isolate(owner)
    time.sleep(seconds)
    net.heal()
    note("stop", {"fault": "isolate"})


FAULTS = {
    "db": owner_cut_from_db,
    "relay": nodes_cut_from_each_other,
    "flap": flapping_db_link,
    "isolate": owner_isolated,
}
