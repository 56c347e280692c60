// SPDX-License-Identifier: Apache-2.0
#include "SessionHandle.h"

#include "SandboxClient.h"

namespace sandman {

namespace {
template<typename T> QFuture<T> noClient()
{
    QPromise<T> promise;
    promise.start();
    promise.setException(
        SandboxException(SandboxError{ErrorCode::ConnectionLost, QStringLiteral("no client"), {}}));
    promise.finish();
    return promise.future();
}
} // namespace

SessionHandle::SessionHandle(SandboxClient *client, QString id)
    : m_client(client)
    , m_id(std::move(id))
{ }

QFuture<ExecResult> SessionHandle::exec(const QString &command, ExecOptions options) const
{
    if (!m_client)
        return noClient<ExecResult>();
    options.sessionId = m_id;
    return m_client->exec(command, options);
}

ExecStream *SessionHandle::execStream(const QString &command, ExecOptions options) const
{
    if (!m_client)
        return nullptr;
    options.sessionId = m_id;
    return m_client->execStream(command, options);
}

QFuture<void> SessionHandle::setEnvVars(const EnvVarChanges &changes) const
{
    if (!m_client)
        return noClient<void>();
    return m_client->setEnvVars(changes, m_id);
}

QFuture<QMap<QString, QString>> SessionHandle::getEnvVars() const
{
    if (!m_client)
        return noClient<QMap<QString, QString>>();
    return m_client->getEnvVars(m_id);
}

QFuture<SessionInfo> SessionHandle::info() const
{
    if (!m_client)
        return noClient<SessionInfo>();
    return m_client->getSession(m_id);
}

} // namespace sandman
