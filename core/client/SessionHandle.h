// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "EnvVarChanges.h"
#include "ExecOptions.h"
#include "SessionInfo.h"
#include "protocol/ExecResult.h"

#include <QFuture>
#include <QMap>
#include <QPointer>

namespace sandman {

class ExecStream;
class SandboxClient;

// A session of a SandboxClient by id, like the SDK's ExecutionSession: every call goes to that
// session. Cheap to copy.
class SessionHandle
{
public:
    SessionHandle() = default;
    SessionHandle(SandboxClient *client, QString id);

    bool isValid() const { return m_client && !m_id.isEmpty(); }
    const QString &id() const { return m_id; }
    SandboxClient *client() const { return m_client; }

    QFuture<ExecResult> exec(const QString &command, ExecOptions options = {}) const;
    ExecStream *execStream(const QString &command, ExecOptions options = {}) const;
    QFuture<void> setEnvVars(const EnvVarChanges &changes) const;
    QFuture<QMap<QString, QString>> getEnvVars() const;
    QFuture<SessionInfo> info() const;

private:
    QPointer<SandboxClient> m_client;
    QString m_id;
};

} // namespace sandman
