// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "StreamingCall.h"

#include "protocol/SandboxError.h"

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

namespace sandman {

class TransportCall;

// A running execStream(). Emits started(), output as produced, then exactly one of
// completed() / failed(), then finished(). Owned by the caller (parented to the client by
// default); deleting it cancels the command.
class ExecStream : public StreamingCall
{
    Q_OBJECT
public:
    ExecStream(TransportCall *call, QObject *parent = nullptr);

    bool isFinished() const { return m_finished; }
    qint64 pid() const { return m_pid; }
    QString sessionId() const { return m_sessionId; }
    int exitCode() const { return m_exitCode; }
    // After completed(): the command ran out of its timeout and was killed (exit code 124).
    bool timedOut() const { return m_timedOut; }
    // What was kept of the output (see setRetainedOutputLimit()).
    const QByteArray &stdoutData() const { return m_stdout; }
    const QByteArray &stderrData() const { return m_stderr; }

    // Stops the command behind the stream; failed() or completed() still follows.
    using StreamingCall::cancel;

signals:
    void started(const QString &command, qint64 pid);
    void stdoutReceived(const QByteArray &data);
    void stderrReceived(const QByteArray &data);
    void heartbeat();
    void completed(int exitCode);
    void failed(const sandman::SandboxError &error);
    void finished();

private:
    void handleEvent(const QJsonObject &event) override;
    void handleFinished(int status, const QJsonObject &body) override;

    bool m_finished = false;
    bool m_outcomeSent = false;
    qint64 m_pid = 0;
    int m_exitCode = -1;
    bool m_timedOut = false;
    QString m_sessionId;
    QByteArray m_stdout;
    QByteArray m_stderr;
};

} // namespace sandman
