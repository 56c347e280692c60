// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>

namespace sandman {

// What /apis says about agent-sandbox on a cluster.
struct KubeDiscovery {
    QStringList sandboxVersions; // agents.x-k8s.io versions served
    QStringList extensionVersions; // extensions.agents.x-k8s.io versions served
    QString sandboxVersion; // the one Sandman uses: v1beta1, else v1alpha1; empty: none
    QString extensionVersion; // v1beta1 if served, else v1alpha1, else empty
    bool agentSandboxInstalled() const { return !sandboxVersion.isEmpty(); }
};

} // namespace sandman
