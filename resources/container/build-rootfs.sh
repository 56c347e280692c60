#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Builds the sandman-agent image without any container registry: mmdebstrap makes a Debian 12
# root filesystem from Debian packages (runtime-packages), the locally built agent is copied in,
# and `podman import` turns the tarball into an image with the Containerfile's user, ports,
# entry point and volume.
#   resources/container/build-rootfs.sh [--agent FILE] [--builtin FILE] [--tag NAME] [--tarball FILE]
#                                       [--mirror URL] [--if-changed]
# --builtin is the sessions' bash builtin (default: next to the agent; left out when missing,
# then sessions use the fallback protocol).
# --tarball only writes the root filesystem (no podman needed); --if-changed keeps an image of
# that tag built from the same agent and files. Needs root or working user namespaces
# (mmdebstrap's unshare mode) and network access to the Debian mirror.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
agent="$here/../../build/release/app/sandman-agent"
builtin=
tag=localhost/sandman-agent:latest
tarball=
if_changed=
mirror=http://deb.debian.org/debian
security=http://deb.debian.org/debian-security

while [[ $# -gt 0 ]]; do
    case "$1" in
        --agent) agent=$2; shift 2 ;;
        --builtin) builtin=$2; shift 2 ;;
        --tag) tag=$2; shift 2 ;;
        --tarball) tarball=$2; shift 2 ;;
        --mirror) mirror=$2; shift 2 ;;
        --security-mirror) security=$2; shift 2 ;;
        --if-changed) if_changed=1; shift ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "build-rootfs.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

[[ -x "$agent" ]] || { echo "build-rootfs.sh: no agent binary at $agent (build the sandman-agent target first)" >&2; exit 1; }
[[ -n "$builtin" ]] || builtin="$(dirname "$agent")/sandman-session.so"
if [[ ! -f "$builtin" ]]; then
    echo "build-rootfs.sh: no $builtin (build sandman-session-builtin): sessions will use the fallback protocol" >&2
    builtin=
fi
command -v mmdebstrap >/dev/null || { echo "build-rootfs.sh: mmdebstrap is not installed (apt-get install mmdebstrap)" >&2; exit 1; }
[[ -n "$tarball" ]] || command -v podman >/dev/null \
    || { echo "build-rootfs.sh: podman is not installed (apt-get install podman), or give --tarball FILE" >&2; exit 1; }

# Everything the image is made of, as one label: --if-changed compares it.
inputs=$(cat "$agent" ${builtin:+"$builtin"} "$here/runtime-packages" "$here/sandman-healthcheck" "$0" | sha256sum | cut -d' ' -f1)
if [[ -n "$if_changed" && -z "$tarball" ]] \
    && [[ $(podman image inspect --format '{{index .Labels "io.github.sandman.inputs"}}' "$tag" 2>/dev/null) == "$inputs" ]]; then
    echo "$tag is up to date"
    exit 0
fi

# The builtin where the agent looks for it (<bindir>/../lib/sandman).
builtin_hooks=()
[[ -n "$builtin" ]] && builtin_hooks=(--customize-hook='mkdir -p "$1/usr/local/lib/sandman"'
                                      --customize-hook="copy-in '$builtin' /usr/local/lib/sandman")
packages=$(grep -v '^#' "$here/runtime-packages" | xargs | tr ' ' ',')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=${tarball:-$work/rootfs.tar}
mode=auto
[[ $(id -u) -eq 0 ]] && mode=root

# minbase as debian:12-slim is; documentation and man pages are left out as there.
mmdebstrap --mode="$mode" --variant=minbase --format=tar --include="$packages" \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' --dpkgopt='path-exclude=/usr/share/locale/*' \
    --aptopt='APT::Install-Recommends "false"' \
    --customize-hook="copy-in '$agent' /usr/local/bin" \
    --customize-hook="copy-in '$here/sandman-healthcheck' /usr/local/bin" \
    "${builtin_hooks[@]}" \
    --customize-hook='chroot "$1" useradd --uid 1000 --user-group --create-home --shell /bin/bash sandbox' \
    --customize-hook='mkdir -p "$1/workspace" "$1/var/run/secrets/sandman" && chown 1000:1000 "$1/workspace"' \
    --customize-hook='chmod 0755 "$1/usr/local/bin/sandman-agent" "$1/usr/local/bin/sandman-healthcheck"' \
    --customize-hook='if chroot "$1" ldd /usr/local/bin/sandman-agent | grep "not found"; then
                          echo "build-rootfs.sh: the agent needs libraries runtime-packages does not install" >&2; exit 1; fi' \
    --customize-hook='rm -rf "$1/var/lib/apt/lists/"* "$1/var/cache/apt/"*' \
    bookworm "$out" \
    "deb $mirror bookworm main" "deb $mirror bookworm-updates main" "deb $security bookworm-security main"

[[ -n "$tarball" ]] && { echo "root filesystem written to $tarball"; exit 0; }

# What the Containerfile's runtime stage declares (HEALTHCHECK is Docker-format only: the pod
# spec's probes run sandman-healthcheck instead).
podman import \
    --change 'USER=1000:1000' \
    --change 'WORKDIR=/workspace' \
    --change 'ENV=HOME=/home/sandbox' \
    --change 'ENV=PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'EXPOSE=3000' \
    --change 'VOLUME=/workspace' \
    --change 'ENTRYPOINT=["/usr/local/bin/sandman-agent"]' \
    --change 'CMD=["--listen","0.0.0.0:3000","--token-file","/var/run/secrets/sandman/token","--root","/workspace"]' \
    --change "LABEL=io.github.sandman.inputs=$inputs" \
    "$out" "$tag" >/dev/null
echo "imported $tag"
