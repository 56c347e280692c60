// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "StreamingCall.h"

#include "CodeError.h"
#include "CodeResult.h"
#include "protocol/SandboxError.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <optional>

namespace sandman {

class TransportCall;

// A running runCode(): stdout/stderr text as the code produces it, result() for the value of
// the last expression, error() when the code raised (or timed out: the interpreter was then
// restarted and its state lost), completed() when the run is over, or failed() when it could
// not run at all (no such context, validation, connection); finished() always comes last.
// Owned by the caller (parented to the client by default); deleting it cancels the run.
class CodeRun : public StreamingCall
{
    Q_OBJECT
public:
    explicit CodeRun(TransportCall *call, QObject *parent = nullptr);

    bool isFinished() const { return m_finished; }
    const QString &stdoutText() const { return m_stdout; }
    const QString &stderrText() const { return m_stderr; }
    const QList<CodeResult> &results() const { return m_results; }
    const std::optional<CodeError> &error() const { return m_error; }
    const std::optional<SandboxError> &failure() const { return m_failure; }
    int executionCount() const { return m_executionCount; }
    bool timedOut() const { return m_timedOut; }

    // Stops the run; a running one costs the context a restart (its state is lost).
    using StreamingCall::cancel;

signals:
    void stdoutReceived(const QString &text);
    void stderrReceived(const QString &text);
    void resultReceived(const sandman::CodeResult &result);
    void errorReceived(const sandman::CodeError &error);
    void completed(int executionCount);
    void failed(const sandman::SandboxError &error);
    void finished();

private:
    void handleEvent(const QJsonObject &event) override;
    void handleFinished(int status, const QJsonObject &body) override;

    QString m_stdout;
    QString m_stderr;
    QList<CodeResult> m_results;
    std::optional<CodeError> m_error;
    std::optional<SandboxError> m_failure;
    int m_executionCount = 0;
    bool m_timedOut = false;
    bool m_finished = false;
};

} // namespace sandman
