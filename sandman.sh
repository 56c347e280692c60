#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Sets up a Debian 12 machine, builds Sandman and runs it or its tests.
#   ./sandman.sh run [ARGS...]   install what is missing, build, launch the GUI on the local sandbox
#   ./sandman.sh test            install what is missing, build, run the whole test suite
#   ./sandman.sh build           install what is missing and build only
set -euo pipefail
cd "$(dirname "$0")"

packages=(
    cmake ninja-build g++ pkg-config git openssl bubblewrap slirp4netns python3
    qt6-base-dev qt6-websockets-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n libqt6svg6 qtkeychain-qt6-dev libvterm-dev libgl-dev
    fonts-noto-cjk curl node-typescript libyaml-cpp-dev libssl-dev python3-kubernetes zsh zlib1g-dev tmux bash-builtins
    # The .deb (cpack -G DEB: dpkg-shlibdeps) and its checks (tests/packaging).
    dpkg-dev desktop-file-utils appstream man-db
    # The container image test (tests/container): a Debian root filesystem run by podman.
    podman mmdebstrap catatonit runc uidmap
    # The accessibility test (tests/ui/accessibility): AT-SPI under a virtual X server.
    xvfb xauth dbus-x11 xdotool at-spi2-core python3-pyatspi
    # The Code pane's matplotlib figures, with the real library (tests/ui/tst_codepane).
    python3-matplotlib
)
# kubectl for the Kubernetes test double's real-client check: Debian's, unless one is installed
# already (the Google Cloud SDK's kubectl package conflicts with kubernetes-client).
command -v kubectl >/dev/null 2>&1 || packages+=(kubernetes-client)

install_missing() {
    local missing=()
    for package in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
    done
    [[ ${#missing[@]} -eq 0 ]] && return
    echo "Installing: ${missing[*]}"
    local sudo=()
    [[ $(id -u) -eq 0 ]] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {
    install_missing
    cmake --preset release >/dev/null
    cmake --build --preset release -- -j"$(nproc)"
}

case "${1:-run}" in
    run)
        shift || true
        build
        exec build/release/app/sandman "$@"
        ;;
    test)
        build
        # The @cloudflare/sandbox compatibility test needs its npm packages; without them
        # (no npm, no registry) it is skipped, not failed.
        if command -v npm >/dev/null 2>&1; then
            (cd tests/compat && npm ci --no-audit --no-fund --loglevel=error >/dev/null) \
                || { echo "npm ci failed in tests/compat: the SDK compatibility test will be skipped" >&2
                     rm -rf tests/compat/node_modules; }
        fi
        ctest --preset release -j"$(nproc)"
        ;;
    build)
        build
        ;;
    *)
        echo "usage: $0 [run [ARGS...] | test | build]" >&2
        exit 2
        ;;
esac
