#!/usr/bin/env bash
# Embeds the operator console's page (clients/admin) into partyd, served under /admin on the
# console's port. Run it after changing clients/admin and commit the result; a test
# (EmbeddedAdminFilesTests) fails when the committed source is stale.
#
# Usage: scripts/embed-admin.sh [OUTPUT]   (default: Sources/PartyHTTP/WebFiles+Admin.swift)
set -euo pipefail
cd "$(dirname "$0")/.."
exec scripts/embed-web.sh --source clients/admin --prefix /admin --symbol adminEmbedded "${1:-Sources/PartyHTTP/WebFiles+Admin.swift}"
