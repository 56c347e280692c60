// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/EngineError.h"

#include <QJsonObject>
#include <QObject>

namespace sandman {

class CodeContext;

// One runCode() on a code context (DESIGN.md §2 "Code contexts"): emits the kernel's events
// (stdout, stderr, result, error, execution_complete) as they come, then finished() exactly
// once. Runs on one context are serialised; this one waits in the context's queue until the
// ones before it are done. Owned by its context, which deletes it after finished().
class CodeExecution : public QObject
{
    Q_OBJECT
public:
    CodeExecution(QString id, QString code, qint64 timeoutMs, CodeContext *context);

    const QString &id() const { return m_id; }
    const QString &code() const { return m_code; }
    qint64 timeoutMs() const { return m_timeoutMs; }
    bool isFinished() const { return m_finished; }
    // The kernel's execution counter after this run (0 when it never ran to completion).
    int executionCount() const { return m_executionCount; }
    // The run exceeded its timeout: the interpreter was killed and restarted (state lost).
    bool timedOut() const { return m_timedOut; }
    // An error event was sent (the code raised), or the run timed out.
    bool hadError() const { return m_hadError; }

    // Stops the run: a queued one never starts; a running one costs a restart of the
    // interpreter, because code stuck in a loop cannot be interrupted safely any other way.
    void cancel();

    // For CodeContext.
    void deliverEvent(const QJsonObject &event);
    void finish(const EngineError &error = {}, int executionCount = 0, bool timedOut = false);

signals:
    void event(const QJsonObject &event);
    // error is set when the run never completed in the kernel (context deleted, interpreter
    // could not start, cancelled); a timeout is not an error here but timedOut().
    void finished(const sandman::EngineError &error);
    void cancelRequested();

private:
    QString m_id;
    QString m_code;
    qint64 m_timeoutMs;
    int m_executionCount = 0;
    bool m_timedOut = false;
    bool m_hadError = false;
    bool m_finished = false;
};

} // namespace sandman
