#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# CTest wrapper for the @cloudflare/sandbox compatibility test.
#   run_compat.sh <sandman-agent binary>
# Exits 77 (CTest SKIP_RETURN_CODE) when node or the installed npm packages are missing
# (install them with: cd tests/compat && npm ci).
set -euo pipefail
cd "$(dirname "$0")"

if ! command -v node >/dev/null 2>&1; then
    echo "SKIP: node is not installed"
    exit 77
fi
if [[ ! -d node_modules/@cloudflare/sandbox ]]; then
    echo "SKIP: tests/compat/node_modules is missing (run: cd tests/compat && npm ci)"
    exit 77
fi

flags=(--import ./register.mjs)
# The SDK needs a global WebSocket: built in from Node 22, behind a flag in Node 20.10+.
has_websocket='process.exit(typeof WebSocket === "function" ? 0 : 1)'
if ! node -e "$has_websocket" 2>/dev/null; then
    if node --experimental-websocket -e "$has_websocket" 2>/dev/null; then
        flags=(--experimental-websocket "${flags[@]}")
    else
        echo "SKIP: node $(node --version) has no WebSocket (needs Node >= 20.10)"
        exit 77
    fi
fi

export SANDMAN_AGENT="$1"
# Both of the SDK's transports, each against an agent of its own.
status=0
for transport in websocket http; do
    echo "=== transport: $transport"
    SANDMAN_COMPAT_TRANSPORT=$transport node "${flags[@]}" --test --test-reporter=spec sdk_compat.test.mjs feed_compat.test.mjs keepalive_compat.test.mjs || status=1
done
exit $status
