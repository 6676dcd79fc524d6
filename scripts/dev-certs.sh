#!/usr/bin/env bash
# Makes development certificates for PartyLine with the `openssl` command:
#   ca.pem / ca.key               a local certificate authority (reused if both already exist)
#   localhost.pem / localhost.key a server certificate for CN=localhost,
#                                 subjectAltName DNS:localhost, IP:127.0.0.1, IP:::1, signed by the CA
# Usage: scripts/dev-certs.sh [--days N] [--other-ca] [--no-ca-key] [OUTDIR]   (OUTDIR defaults to ./certs)
#   --days N     validity of new certificates in days (default 825)
#   --other-ca   also make other-ca.pem, a second unrelated CA (for "untrusted CA" tests); its key is discarded
#   --no-ca-key  delete ca.key afterwards (test fixtures: nothing can sign more certificates)
# Run the server with:  partyd --tls-cert OUTDIR/localhost.pem --tls-key OUTDIR/localhost.key
# Trust the CA in clients with:  --ca OUTDIR/ca.pem   (or: openssl s_client -CAfile OUTDIR/ca.pem)
set -euo pipefail

days=825
other_ca=0
keep_ca_key=1
outdir=./certs
while [ $# -gt 0 ]; do
    case "$1" in
        --days) days="$2"; shift 2 ;;
        --other-ca) other_ca=1; shift ;;
        --no-ca-key) keep_ca_key=0; shift ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        -*) echo "unknown option: $1" >&2; exit 2 ;;
        *) outdir="$1"; shift ;;
    esac
done

command -v openssl >/dev/null || { echo "dev-certs.sh: the openssl command is required" >&2; exit 1; }
mkdir -p "$outdir"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

make_ca() { # $1 = certificate path, $2 = key path, $3 = common name
    openssl req -x509 -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes \
        -keyout "$2" -out "$1" -days "$days" -sha256 -subj "/O=PartyLine development/CN=$3" \
        -addext "basicConstraints=critical,CA:TRUE,pathlen:0" \
        -addext "keyUsage=critical,keyCertSign,cRLSign" \
        -addext "subjectKeyIdentifier=hash" 2>/dev/null
}

if [ -f "$outdir/ca.pem" ] && [ -f "$outdir/ca.key" ]; then
    echo "reusing CA $outdir/ca.pem"
else
    make_ca "$outdir/ca.pem" "$outdir/ca.key" "PartyLine Development CA"
    echo "made CA $outdir/ca.pem"
fi

cat > "$work/leaf.ext" <<'EXT'
basicConstraints=critical,CA:FALSE
keyUsage=critical,digitalSignature
extendedKeyUsage=serverAuth
subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1
subjectKeyIdentifier=hash
authorityKeyIdentifier=keyid
EXT
openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes \
    -keyout "$outdir/localhost.key" -out "$work/localhost.csr" \
    -subj "/O=PartyLine development/CN=localhost" 2>/dev/null
openssl x509 -req -in "$work/localhost.csr" -CA "$outdir/ca.pem" -CAkey "$outdir/ca.key" \
    -set_serial "0x$(openssl rand -hex 16)" -days "$days" -sha256 \
    -extfile "$work/leaf.ext" -out "$outdir/localhost.pem" 2>/dev/null
chmod 600 "$outdir/localhost.key"
echo "made server certificate $outdir/localhost.pem (key $outdir/localhost.key)"

if [ "$other_ca" = 1 ]; then
    make_ca "$outdir/other-ca.pem" "$work/other-ca.key" "PartyLine Unrelated Test CA"
    echo "made unrelated CA $outdir/other-ca.pem"
fi
if [ "$keep_ca_key" = 0 ]; then
    rm -f "$outdir/ca.key"
    echo "deleted $outdir/ca.key"
fi

openssl verify -CAfile "$outdir/ca.pem" "$outdir/localhost.pem" >/dev/null
printf 'SHA-256 fingerprint of localhost.pem: %s\n' \
    "$(openssl x509 -in "$outdir/localhost.pem" -noout -fingerprint -sha256 | cut -d= -f2)"
