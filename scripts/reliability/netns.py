"""A small network of network namespaces, and cuts in it (as root).

One Linux bridge in the root namespace (where the clients run, at `.1`), and one namespace per
host — `pg` (PostgreSQL) and `n1`..`nN` (the nodes) — each joined to the bridge by a veth pair,
with its own loopback and address. Faults are Jepsen's "grudges": a host drops every packet it
*receives* from the hosts it holds a grudge against (nft, `input` hook, in its own namespace),
so a cut is silent — packets leave and are never answered, exactly as on a broken network —
and never touches the machine's own rules. The root namespace gets one table of its own
(`inet plr_nemesis`), scoped to the namespaces' addresses, only while a client-side cut is on.
"""

import subprocess

PREFIX = "plr"
SUBNET = "10.213.0"


def sh(*args, check=True, quiet=False):
    r = subprocess.run(list(args), capture_output=True, text=True)
    if check and r.returncode != 0:
        raise RuntimeError(f"{' '.join(args)}: {r.stderr.strip() or r.stdout.strip()}")
    return r.stdout if not quiet else None


class Network:
    """The bridge and the hosts' namespaces; `cut`/`heal` change who hears whom."""

    def __init__(self, hosts):
        self.hosts = list(hosts)             # names, e.g. ["pg", "n1", "n2", "n3"]
        self.bridge = f"{PREFIX}-br"
        self.address = {h: f"{SUBNET}.{10 + i}" for i, h in enumerate(self.hosts)}
        self.client_address = f"{SUBNET}.1"
        self.grudges = {h: set() for h in self.hosts + ["clients"]}

    def ns(self, host):
        return f"{PREFIX}-{host}"

    def exec(self, host):
        """The command prefix that runs a program in `host`'s namespace."""
        return ["ip", "netns", "exec", self.ns(host)]

    def up(self):
        self.down()
        sh("ip", "link", "add", self.bridge, "type", "bridge")
        sh("ip", "addr", "add", f"{self.client_address}/24", "dev", self.bridge)
        sh("ip", "link", "set", self.bridge, "up")
        for h in self.hosts:
            ns, veth = self.ns(h), f"{PREFIX}-{h}-v"
            sh("ip", "netns", "add", ns)
            sh("ip", "link", "add", veth, "type", "veth", "peer", "name", "eth0", "netns", ns)
            sh("ip", "link", "set", veth, "master", self.bridge, "up")
            sh("ip", "-n", ns, "addr", "add", f"{self.address[h]}/24", "dev", "eth0")
            sh("ip", "-n", ns, "link", "set", "eth0", "up")
            sh("ip", "-n", ns, "link", "set", "lo", "up")
            sh(*self.exec(h), "nft", "add table inet plr_nemesis")
            sh(*self.exec(h), "nft", "add chain inet plr_nemesis input { type filter hook input priority 0 ; policy accept ; }")

    def down(self):
        """Removes everything `up` made (and what a killed earlier run left)."""
        sh("nft", "delete", "table", "inet", "plr_nemesis", check=False)
        for h in self.hosts:
            sh("ip", "link", "del", f"{PREFIX}-{h}-v", check=False)
            sh("ip", "netns", "del", self.ns(h), check=False)
        sh("ip", "link", "del", self.bridge, check=False)

    # -- faults ---------------------------------------------------------------------------------

    def cut(self, a, b):
        """`a` and `b` stop hearing each other ("clients" is the root namespace)."""
        self.grudges[a].add(b)
        self.grudges[b].add(a)
        self.apply()

    def isolate(self, a):
        """`a` hears nobody and nobody hears `a`, clients included."""
        for other in self.hosts + ["clients"]:
            if other != a:
                self.grudges[a].add(other)
                self.grudges[other].add(a)
        self.apply()

    def heal(self):
        for g in self.grudges.values():
            g.clear()
        self.apply()

    def addr(self, host):
        return self.client_address if host == "clients" else self.address[host]

    def apply(self):
        for h in self.hosts:
            sh(*self.exec(h), "nft", "flush chain inet plr_nemesis input")
            for other in sorted(self.grudges[h]):
                sh(*self.exec(h), "nft", f"add rule inet plr_nemesis input iifname eth0 ip saddr {self.addr(other)} drop")
        sh("nft", "delete", "table", "inet", "plr_nemesis", check=False)
        if self.grudges["clients"]:
            sh("nft", "add table inet plr_nemesis")
            sh("nft", "add chain inet plr_nemesis input { type filter hook input priority 0 ; policy accept ; }")
            for other in sorted(self.grudges["clients"]):
                sh("nft", f"add rule inet plr_nemesis input iifname {self.bridge} ip saddr {self.addr(other)} drop")

    def describe(self):
        return {h: sorted(g) for h, g in self.grudges.items() if g}
