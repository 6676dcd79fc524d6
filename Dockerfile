# PartyLine server image: `partyd` (and `party-bot` for the compose demo profile).
#
#   docker build -t partyline .
#   docker run -p 7777:7777 -p 7778:7778 -v partyline-data:/data partyline
#
# Build stage: the official Swift image on Debian 12 (bookworm), the same Debian as the runtime stage,
# so the libssl/libsqlite3 sonames match. 6.3 matches the toolchain the project is developed with
# (6.3.1); override with --build-arg SWIFT_IMAGE=swift:6.2-bookworm to try an older one.
# Works with the legacy builder and with BuildKit (no heredocs, no --chmod, no cache mounts).
ARG SWIFT_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

# ---------------------------------------------------------------------------------------------------
FROM ${SWIFT_IMAGE} AS build

# Versions are not pinned on purpose: bookworm's security updates replace the old versions, so a pin
# would break the build; the Debian release (bookworm) is the pin.
# hadolint ignore=DL3008
RUN export DEBIAN_FRONTEND=noninteractive \
    && apt-get -q update \
    && apt-get -q install -y --no-install-recommends libssl-dev libsqlite3-dev libqrencode-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /src

# Dependencies first: this layer is rebuilt only when the manifest (or a local Package.resolved,
# which is copied when present) changes, not on every source edit.
COPY Package.swift Package.resolve[d] ./
RUN swift package resolve

# Tests/ too: SwiftPM refuses a manifest whose test targets have no folder, even when building one
# product (the test sources are not compiled here).
COPY Sources ./Sources
COPY Tests ./Tests
# The EmbedFiles build-tool plugin embeds the built web client (clients/web-dist), the operator
# console's page (clients/admin) and the content packs and filter lists (Packs/, linked from
# Sources/PartyContent/Packs) into partyd: every folder an embed.list names.
COPY Plugins ./Plugins
COPY clients/web-dist ./clients/web-dist
COPY clients/admin ./clients/admin
COPY Packs ./Packs

# `swift build --product` takes one product, so build them one after the other (the second reuses
# the first one's modules). Static Swift stdlib: the runtime image needs no Swift runtime.
RUN swift build -c release --static-swift-stdlib --product partyd \
    && swift build -c release --static-swift-stdlib --product party-bot \
    && mkdir -p /out \
    && cp "$(swift build -c release --static-swift-stdlib --show-bin-path)/partyd" \
          "$(swift build -c release --static-swift-stdlib --show-bin-path)/party-bot" /out/

# ---------------------------------------------------------------------------------------------------
FROM ${RUNTIME_IMAGE} AS runtime

# hadolint ignore=DL3008
RUN export DEBIAN_FRONTEND=noninteractive \
    && apt-get -q update \
    && apt-get -q install -y --no-install-recommends libssl3 libsqlite3-0 libqrencode4 libstdc++6 ca-certificates tzdata \
    && rm -rf /var/lib/apt/lists/*

# A fixed non-root user. UID 1000 is the usual first user on a Linux host, so a private key made by
# scripts/dev-certs.sh (mode 0600, owned by that user) and mounted from ./certs stays readable.
# Rebuild with --build-arg PARTYLINE_UID=... for another host user.
ARG PARTYLINE_UID=1000
RUN groupadd --gid "${PARTYLINE_UID}" partyline \
    && useradd --uid "${PARTYLINE_UID}" --gid partyline --home-dir /data --no-create-home \
               --shell /usr/sbin/nologin partyline \
    && mkdir -p /data /certs \
    && chown partyline:partyline /data

COPY --from=build /out/partyd /out/party-bot /usr/local/bin/

# The entrypoint adds the TLS options to `partyd serve`:
#   PARTYLINE_TLS=auto (default): /certs/localhost.pem + /certs/localhost.key (made by
#     `scripts/dev-certs.sh certs`) when both exist, otherwise --tls-self-signed (development only);
#   PARTYLINE_TLS=files: require the two files (fail if missing or unreadable);
#   PARTYLINE_TLS=self-signed; PARTYLINE_TLS=off: plain TCP only.
# Nothing is added when the arguments already carry --tls-cert/--tls-key/--tls-self-signed, or for the other subcommands
# (health, stats, reset-wyr, help). It `exec`s partyd, so SIGTERM reaches the server (room snapshots).
# PARTYLINE_TLS_CERT / PARTYLINE_TLS_KEY change the two paths. (The single quotes are meant: this is
# the script's text.)
# hadolint ignore=SC2016
RUN printf '%s\n' \
    '#!/bin/sh' \
    'set -eu' \
    'cert="${PARTYLINE_TLS_CERT:-/certs/localhost.pem}"' \
    'key="${PARTYLINE_TLS_KEY:-/certs/localhost.key}"' \
    'mode="${PARTYLINE_TLS:-auto}"' \
    'case "${1:-}" in' \
    '  ""|-*|serve) ;;' \
    '  *) exec partyd "$@" ;;' \
    'esac' \
    'for arg in "$@"; do' \
    '  case "$arg" in --tls-cert*|--tls-key*|--tls-self-signed|-h|--help|--version) exec partyd "$@" ;; esac' \
    'done' \
    'have_files() { [ -e "$cert" ] && [ -e "$key" ]; }' \
    'use_files() {' \
    '  for f in "$cert" "$key"; do' \
    '    if [ ! -r "$f" ]; then' \
    '      echo "partyd-entrypoint: $f exists but user $(id -u) cannot read it; chmod 0644 it, or rebuild with --build-arg PARTYLINE_UID=$(stat -c %u "$f" 2>/dev/null || echo UID)" >&2' \
    '      exit 1' \
    '    fi' \
    '  done' \
    '  echo "partyd-entrypoint: TLS on 7778 with $cert" >&2' \
    '  exec partyd "$@" --tls-cert "$cert" --tls-key "$key"' \
    '}' \
    'case "$mode" in' \
    '  auto)' \
    '    if have_files; then use_files "$@"; fi' \
    '    if [ -e "$cert" ] || [ -e "$key" ]; then echo "partyd-entrypoint: only one of $cert and $key exists, ignoring it" >&2; fi' \
    '    echo "partyd-entrypoint: no $cert and $key, TLS on 7778 with a self-signed certificate (development only)" >&2' \
    '    exec partyd "$@" --tls-self-signed ;;' \
    '  files)' \
    '    have_files || { echo "partyd-entrypoint: PARTYLINE_TLS=files but $cert or $key is missing" >&2; exit 1; }' \
    '    use_files "$@" ;;' \
    '  self-signed) exec partyd "$@" --tls-self-signed ;;' \
    '  off) exec partyd "$@" ;;' \
    '  *) echo "partyd-entrypoint: PARTYLINE_TLS must be auto, files, self-signed or off (got $mode)" >&2; exit 2 ;;' \
    'esac' \
    > /usr/local/bin/partyd-entrypoint \
    && chmod 0755 /usr/local/bin/partyd-entrypoint

# Fail the build here, not at first start, if a shared library is missing or a binary cannot run.
RUN ldd /usr/local/bin/partyd /usr/local/bin/party-bot > /tmp/ldd.txt \
    && ! grep 'not found' /tmp/ldd.txt \
    && rm /tmp/ldd.txt \
    && partyd --help >/dev/null \
    && party-bot --help >/dev/null \
    && sh -n /usr/local/bin/partyd-entrypoint

USER ${PARTYLINE_UID}:${PARTYLINE_UID}
# The data folder of `partyd serve` and of the operator commands (`docker-compose exec partyd
# partyd stats`) when no --data-dir is given: the volume, whatever the working directory.
ENV PARTYLINE_DATA_DIR=/data
WORKDIR /data
VOLUME ["/data"]
# 7777: JSON lines / plain text over TCP. 7778: the same over TLS.
# 8080: HTTP for browsers (web client, /ws WebSocket). 8443: the same over HTTPS.
EXPOSE 7777 7778 8080 8443

# `partyd health` connects, reads the welcome line and exits 0; no curl/nc needed in the image.
HEALTHCHECK --interval=10s --timeout=5s --start-period=15s --retries=3 \
    CMD ["partyd", "health", "--host", "127.0.0.1", "--port", "7777"]

ENTRYPOINT ["partyd-entrypoint"]
CMD ["--data-dir", "/data"]
