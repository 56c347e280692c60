// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Target.h"

namespace sandman::ctl {

// A cluster sandbox, k8s://CONTEXT/NAMESPACE/NAME, reached as the window reaches one
// (ClusterController::openSandbox): the kubeconfig's context (the one the window saved for that
// context and namespace, else $KUBECONFIG or ~/.kube/config; an empty CONTEXT is the current
// one), the Sandbox's ready pod, its agent's token from the Secret its pod template mounts, and
// a port-forward to the agent's port carried by the API server. The forward lives as long as
// the Target (Target::keepAlive).
class ClusterTarget
{
public:
    static constexpr const char *kScheme = "k8s://";
    // Throws CtlError: Usage for a malformed address, NotFound for an unknown context or sandbox,
    // AccessDenied for refused credentials, Unreachable for an API server or pod out of reach.
    static Target resolve(const QString &address);

    struct Address {
        QString context; // may hold '/' (EKS names do): all but the last two parts
        QString ns;
        QString name;
    };
    static Address parse(const QString &address);
    // The kubeconfig files the window added this context and namespace from, else kubectl's.
    static QStringList kubeconfigPaths(const Address &address);
};

} // namespace sandman::ctl
