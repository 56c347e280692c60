// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "StreamingCall.h"

#include "ProcessInfo.h"
#include "protocol/SandboxError.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>

namespace sandman {

class TransportCall;

// A running streamProcessLogs(): processInfo() first, then what was logged before the
// subscription (replayed) and live output, then exited() when the process ends, or failed();
// finished() always comes last. Owned by the caller (parented to the client by default);
// deleting it ends the subscription, not the process.
class ProcessLogStream : public StreamingCall
{
    Q_OBJECT
public:
    explicit ProcessLogStream(TransportCall *call, QObject *parent = nullptr);

    bool isFinished() const { return m_finished; }
    const ProcessInfo &info() const { return m_info; }
    // What was kept of the output (see setRetainedOutputLimit()).
    const QByteArray &stdoutData() const { return m_stdout; }
    const QByteArray &stderrData() const { return m_stderr; }
    // Output the agent skipped because this subscriber read slower than the process wrote
    // (the process's log ring overwrote it meanwhile); see outputDropped().
    qint64 droppedBytes() const { return m_droppedBytes; }

    // Ends the subscription; finished() still follows.
    using StreamingCall::cancel;

signals:
    void processInfo(const sandman::ProcessInfo &info);
    void stdoutReceived(const QByteArray &data);
    void stderrReceived(const QByteArray &data);
    // bytes of stream ("stdout" or "stderr") are missing at this point of the output.
    void outputDropped(const QString &stream, qint64 bytes);
    // The final record (status, exitCode, endTime).
    void exited(const sandman::ProcessInfo &info);
    void failed(const sandman::SandboxError &error);
    void finished();

private:
    void handleEvent(const QJsonObject &event) override;
    void handleFinished(int status, const QJsonObject &body) override;

    ProcessInfo m_info;
    QByteArray m_stdout;
    QByteArray m_stderr;
    qint64 m_droppedBytes = 0;
    bool m_exited = false;
    bool m_finished = false;
};

} // namespace sandman
