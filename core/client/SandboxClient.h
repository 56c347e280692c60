// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "EnvVarChanges.h"
#include "ExecOptions.h"
#include "ExecResult.h"
#include "SandboxException.h"
#include "SessionHandle.h"
#include "SessionInfo.h"
#include "SessionOptions.h"
#include "Transport.h"

#include <QFuture>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>

#include <optional>

namespace sandman {

class ExecStream;

// The asynchronous API the UI and tests use, mirroring the Cloudflare Sandbox SDK. Every call
// becomes one protocol request on the transport; failures arrive as SandboxException.
class SandboxClient : public QObject
{
    Q_OBJECT
public:
    explicit SandboxClient(Transport *transport, QObject *parent = nullptr);

    Transport *transport() const { return m_transport; }

    // One request → its response body. Non-2xx statuses fail with the body's error.
    QFuture<QJsonObject> request(const QString &method, const QString &path, const QJsonObject &body = {});
    // A streaming request: events arrive on the returned call (owned by the transport).
    TransportCall *openStream(const QString &method, const QString &path, const QJsonObject &body = {});

    QFuture<QJsonObject> ping();

    // Opens a terminal tab's stream on a session (DESIGN.md §2 "Terminal"). terminalId picks
    // the terminal: empty → the session's main terminal (shared, as in the SDK); give each
    // tab its own id (e.g. a QUuid) for separate shells, and
    // the same id again to reattach. The stream is a child of the transport until reparented;
    // deleting it detaches the viewer without ending the shell. Never null.
    TerminalStream *openTerminal(const QString &sessionId, int cols, int rows,
                                 const QString &terminalId = QString());

    // Sessions (DESIGN.md §2).
    QFuture<SessionInfo> createSession(const SessionOptions &options = {});
    QFuture<SessionInfo> getSession(const QString &sessionId);
    QFuture<QList<SessionInfo>> listSessions();
    // Resolves to the deleted id.
    QFuture<QString> deleteSession(const QString &sessionId);
    SessionHandle session(const QString &sessionId) { return SessionHandle(this, sessionId); }

    // Runs a command in a session's shell. A non-zero exit is a result, not a failure.
    QFuture<ExecResult> exec(const QString &command, const ExecOptions &options = {});
    // Streams a foreground command of the session; the stream is parented to this client.
    ExecStream *execStream(const QString &command, const ExecOptions &options = {});
    // heartbeatIntervalMs: how often a quiet stream sends a heartbeat (default 15 s).
    ExecStream *execStream(const QString &command, const ExecOptions &options,
                           std::optional<qint64> heartbeatIntervalMs);
    // Session env; an empty sessionId means the sandbox level (the default session and the
    // base environment of sessions created later) for setEnvVars, "default" for getEnvVars.
    QFuture<void> setEnvVars(const EnvVarChanges &changes, const QString &sessionId = {});
    QFuture<QMap<QString, QString>> getEnvVars(const QString &sessionId = {});

private:
    QPointer<Transport> m_transport;
};

} // namespace sandman
