#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# A client.authentication.k8s.io exec credential plugin for the tests: prints an ExecCredential
# whose token counts the runs (in $PLUGIN_COUNTER) and expires $PLUGIN_LIFETIME seconds from now.
# It checks that KUBERNETES_EXEC_INFO is passed, as real plugins rely on it.
set -eu
case "${KUBERNETES_EXEC_INFO:-}" in
  *ExecCredential*) ;;
  *) echo "KUBERNETES_EXEC_INFO is missing" >&2; exit 3 ;;
esac
n=$(( $(cat "$PLUGIN_COUNTER" 2>/dev/null || echo 0) + 1 ))
echo "$n" > "$PLUGIN_COUNTER"
expiry=$(date -u -d "@$(( $(date +%s) + ${PLUGIN_LIFETIME:-3600} ))" +%Y-%m-%dT%H:%M:%SZ)
printf '{"apiVersion":"%s","kind":"ExecCredential","status":{"token":"exec-token-%s","expirationTimestamp":"%s"}}\n' \
  "${PLUGIN_API_VERSION:-client.authentication.k8s.io/v1}" "$n" "$expiry"
