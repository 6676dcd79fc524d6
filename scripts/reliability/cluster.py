"""A PartyLine cluster inside a `netns.Network`: PostgreSQL in the `pg` namespace (through
scripts/pg-local.sh, a throw-away server of its own), and `partyd --cluster` nodes in `n1`..`nN`,
each reachable from the root namespace (the clients) at its own address on the same ports."""

import json
import os
import signal
import socket
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PG_PORT = 5432
PORT, TLS_PORT, HTTP_PORT, CLUSTER_PORT = 7777, 7778, 8080, 7790


class Cluster:
    def __init__(self, net, partyd, work, node_timeout, nodes=("n1", "n2", "n3")):
        self.net, self.partyd, self.work, self.node_timeout = net, partyd, work, node_timeout
        self.nodes = list(nodes)
        self.procs = {}
        self.pg_dir = os.path.join(work, "pg")
        self.url = f"postgres://postgres@{net.address['pg']}:{PG_PORT}/partyline"

    # -- PostgreSQL -----------------------------------------------------------------------------

    def pg_env(self):
        return dict(os.environ, PARTYLINE_PG_DIR=self.pg_dir, PARTYLINE_PG_PORT=str(PG_PORT),
                    PARTYLINE_PG_LISTEN=self.net.address["pg"], PARTYLINE_PG_TRUST_NET=f"{self.net.client_address}/24")

    def start_pg(self):
        r = subprocess.run(self.net.exec("pg") + [os.path.join(ROOT, "scripts/pg-local.sh"), "ensure"],
                           env=self.pg_env(), capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"PostgreSQL did not start: {r.stderr.strip()}")
        self.psql("CREATE DATABASE partyline", db="postgres")

    def stop_pg(self):
        subprocess.run(self.net.exec("pg") + [os.path.join(ROOT, "scripts/pg-local.sh"), "stop"], env=self.pg_env(),
                       capture_output=True)
        subprocess.run(["rm", "-rf", self.pg_dir, self.pg_dir + ".log", self.pg_dir + ".log.init"])

    def psql(self, sql, db="partyline"):
        """Rows of `sql` (run inside the `pg` namespace, so it works whatever is cut)."""
        r = subprocess.run(self.net.exec("pg") + ["psql", "-h", "127.0.0.1", "-p", str(PG_PORT), "-U", "postgres", "-d", db,
                                                  "-tAF", "\t", "-c", sql], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"psql: {r.stderr.strip()}")
        return [line.split("\t") for line in r.stdout.splitlines() if line]

    # -- nodes ----------------------------------------------------------------------------------

    def start_node(self, name):
        data = os.path.join(self.work, name)
        os.makedirs(data, exist_ok=True)
        log = open(os.path.join(self.work, f"{name}.log"), "ab")
        args = [self.partyd, "serve", "--host", "0.0.0.0", "--port", str(PORT), "--tls-port", str(TLS_PORT), "--tls-self-signed",
                "--http-port", str(HTTP_PORT), "--https-port", "0", "--data-dir", data, "--database", self.url, "--cluster",
                "--cluster-port", str(CLUSTER_PORT), "--node-address", self.net.address[name], "--node-name", name,
                "--node-timeout", str(self.node_timeout), "--max-connections-per-ip", "10000", "--log-level", "info"]
        self.procs[name] = subprocess.Popen(self.net.exec(name) + args, stdout=log, stderr=log, start_new_session=True)
        log.close()
        self.wait_listening(name)

    def wait_listening(self, name, seconds=60):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.procs[name].poll() is not None:
                raise RuntimeError(f"{name} exited ({self.procs[name].returncode}); see {self.work}/{name}.log")
            try:
                socket.create_connection((self.net.address[name], PORT), timeout=1).close()
                return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"{name} does not listen on {PORT}")

    def endpoints(self, tls_every=0):
        """The nodes as `party-bot --nodes` takes them (every `tls_every`th over TLS)."""
        out = []
        for i, n in enumerate(self.nodes):
            out.append(f"{self.net.address[n]}:{PORT}")
            if tls_every:
                out.append(f"tls://{self.net.address[n]}:{TLS_PORT}")
        return ",".join(out)

    def stop(self):
        for name, p in self.procs.items():
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait(timeout=15)
        self.procs = {}

    def alive(self):
        return {n: p.poll() is None for n, p in self.procs.items()}

    # -- what the store says --------------------------------------------------------------------

    def owners(self, codes):
        """How many of `codes` each node (by name) owns now."""
        if not codes:
            return {}
        listed = ",".join(f"'{c}'" for c in codes)
        rows = self.psql("SELECT n.name, count(*) FROM partyline_room r JOIN partyline_node n ON n.id = r.owner "
                         f"WHERE r.code IN ({listed}) GROUP BY n.name ORDER BY 2 DESC, 1")
        return {name: int(count) for name, count in rows}

    def tallies(self):
        rows = self.psql("SELECT record_key, counter, value FROM game_record WHERE game = 'would_you_rather'")
        out = {}
        for q, counter, value in rows:
            out.setdefault(q, [0, 0])[0 if counter == "a_votes" else 1] = int(value)
        return out

    def dump(self, tallies_before):
        """A store dump for the checker: finished rounds, and the all-time tallies added since `tallies_before`."""
        rounds = [{"profile_key": k, "category": c, "mode": m, "score": int(s), "at": int(a)}
                  for k, c, m, s, a in self.psql("SELECT profile_key, category, mode, score, at FROM finished_round")]
        after = self.tallies()
        delta = {q: [a - tallies_before.get(q, [0, 0])[0], b - tallies_before.get(q, [0, 0])[1]] for q, (a, b) in after.items()}
        return {"finished_round": rounds, "wyr_all_time": {q: v for q, v in delta.items() if v != [0, 0]}}

    def save_dump(self, path, tallies_before):
        with open(path, "w", encoding="utf-8") as f:
            json.dump(self.dump(tallies_before), f)
