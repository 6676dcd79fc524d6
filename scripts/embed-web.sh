#!/usr/bin/env bash
# Builds the web client partyd embeds: clients/web (plain HTML/CSS/JS modules) → clients/web-dist
# (esbuild's bundle: the join path and every lazily loaded part, minified, content-hashed names,
# gzip twins), by scripts/web-build.mjs with Debian's esbuild. Commit clients/web-dist with the
# change: the EmbedFiles build-tool plugin embeds it in partyd at build time (no esbuild needed to
# build), and a test (EmbeddedWebFilesTests, `node scripts/web-build.mjs --check`) fails when it is stale.
#
# After a merge that touched clients/web, run this once and commit clients/web-dist (on a merge
# conflict inside clients/web-dist, take either side first: the build replaces the whole folder).
#
# Usage: scripts/embed-web.sh            (needs node and esbuild: apt-get install nodejs esbuild)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v node >/dev/null || { echo "embed-web: node is missing (apt-get install nodejs)" >&2; exit 1; }
node scripts/web-build.mjs "$@"
# SwiftPM may keep the build plan that lists the embedded files under their old (hashed) names and
# then stop with "missing inputs: clients/web-dist/assets/…": a newer Package.swift makes it plan
# again (the file's content is unchanged).
touch Package.swift
