# SPDX-License-Identifier: Apache-2.0
# `cpack -G DEB` in the build folder: a .deb of everything the install() rules put in place
# (whichever subdirectory added them), installed under /usr. Depends: the shared libraries'
# packages as dpkg-shlibdeps finds them (dpkg-dev), plus the programs Sandman runs rather than
# links: bubblewrap and slirp4netns confine the local sandbox, bash is every session's shell,
# python3 runs Python code contexts, libqt6svg6 draws the icons.
set(CPACK_PACKAGE_NAME sandman)
set(CPACK_PACKAGE_VENDOR "Sandman")
# Whoever builds the package signs it: -DSANDMAN_PACKAGE_MAINTAINER="Name <mail>".
set(SANDMAN_PACKAGE_MAINTAINER "Sandman developers <sandman@localhost>"
    CACHE STRING "The Maintainer field of the .deb")
set(CPACK_PACKAGE_CONTACT "${SANDMAN_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION
    "Sandman shows the sessions of a local or remote sandbox in one window: persistent shells
with their own environment variables, working directory and command timeout, a visual
environment editor, tabbed terminals, an activity timeline, processes and logs. The local
sandbox runs in sandman-agent, confined with bubblewrap; remote agents speak the Cloudflare
Sandbox container protocol.")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # sandman_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "bubblewrap, slirp4netns, bash, python3, libqt6svg6")
# Code contexts in JavaScript and TypeScript, the git routes, Qt's own translated dialogs and
# Chinese and Japanese glyphs for the translated interface.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "nodejs, node-typescript, git, qt6-translations-l10n, qt6-wayland, fonts-noto-cjk")
# The container image (resources/container) and Kubernetes clusters.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "podman, mmdebstrap, kubernetes-client")

include(CPack)
