// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace sandman {

// The Secret that holds the agent token of a sandbox Sandman creates: its object, the
// ownerReference that makes it go with its Sandbox (the garbage collector deletes it when the
// Sandbox is deleted), and whether an existing Secret is that one (so Delete Sandbox removes
// only a Secret Sandman made for that sandbox, never one a user shares between sandboxes).
// The owner is the Sandbox, not its pod: Suspend deletes the pod and Resume makes a new one,
// which must still find its token.
class KubeTokenSecret
{
public:
    // A new Opaque Secret with the token under "token", labelled managed-by sandman and
    // annotated with the sandbox it is for.
    static QJsonObject object(const QString &name, const QByteArray &token, const QString &sandboxName);
    // A merge patch that makes the Secret owned by this Sandbox (its apiVersion, kind, name, uid).
    // No blockOwnerDeletion: setting it needs update on sandboxes/finalizers, which a user
    // allowed to create sandboxes need not have.
    static QJsonObject ownerPatch(const QJsonObject &sandbox);
    // The Secret Sandman made for this Sandbox (its sandman.dev/token-secret annotation), or
    // empty for a Sandbox made otherwise (kubectl apply...), whose Secret is left alone.
    static QString createdFor(const QJsonObject &sandbox);
    // Whether the Secret a Sandman-made Sandbox names is its own: owned by the Sandbox of that
    // uid, or made by Sandman (labelled) for a sandbox of that name or, by an older Sandman,
    // without saying for which (an older Sandman set no owner; the owner patch may have failed).
    static bool belongsTo(const QJsonObject &secret, const QString &sandboxName, const QString &sandboxUid);
    // KubeException::reason() of a delete whose Sandbox went but whose Secret could not.
    static QString leftBehindReason() { return QStringLiteral("SandmanTokenSecretLeft"); }
};

} // namespace sandman
