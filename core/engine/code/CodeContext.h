// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/EngineError.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

class QTimer;

namespace sandman {

class CodeExecution;

// A persistent interpreter (DESIGN.md §2 "Code contexts"): python3 or node running a kernel
// script that takes one JSON request per line on stdin and answers with JSON event lines on
// stdout. Variables and imports persist between runs; each context is its own process, so
// contexts are isolated from each other. Runs are serialised in arrival order. A run that
// times out (or is cancelled while running) kills the interpreter's whole tree and starts a
// fresh one: the state is lost, and the run's error event says so. Destroying the context
// kills the interpreter.
class CodeContext : public QObject
{
    Q_OBJECT
public:
    struct Settings {
        QString id;
        QString language; // "python" | "javascript"
        QString program; // absolute path of the interpreter
        QStringList arguments; // the kernel script and its options
        QString workingDirectory;
        QString clientCwd; // the cwd as the client named it (reported back by list/create)
        QProcessEnvironment environment;
        int killGraceMs = 1000;
    };
    enum class State { Starting, Ready, Failed };

    explicit CodeContext(Settings settings, QObject *parent = nullptr);
    // Fails every queued run (the context is gone) and kills the interpreter tree.
    ~CodeContext() override;

    const QString &id() const { return m_settings.id; }
    const QString &language() const { return m_settings.language; }
    const QString &workingDirectory() const { return m_settings.workingDirectory; }
    const QString &clientCwd() const { return m_settings.clientCwd; }
    const QDateTime &createdAt() const { return m_createdAt; }
    State state() const { return m_state; }
    qint64 pid() const;
    // Why the interpreter could not start (state Failed).
    const QString &startError() const { return m_startError; }

    // Starts the interpreter; ready() or startFailed() follows.
    void start();
    // Queues a run; the interpreter is (re)started first when it is not running. timeoutMs 0:
    // none. The execution is a child of this context, deleted after it finished.
    CodeExecution *execute(const QString &code, qint64 timeoutMs);

signals:
    void ready();
    void startFailed(const QString &message);

private:
    void launch();
    void stopInterpreter();
    void restart();
    void pump();
    void onStdout();
    void onStderr();
    void onKernelEvent(const QJsonObject &event);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onStartFailure(const QString &message);
    void onTimeout();
    void onCancel(CodeExecution *execution);
    void finishRunning(const EngineError &error, int executionCount, bool timedOut);
    void failQueued(const EngineError &error);
    static QJsonObject interpreterError(const QString &name, const QString &message);

    Settings m_settings;
    QDateTime m_createdAt;
    State m_state = State::Starting;
    QString m_startError;
    QProcess *m_process = nullptr;
    QByteArray m_stdoutBuffer;
    QByteArray m_startupStderr; // kept to explain a failed start
    QList<QPointer<CodeExecution>> m_queue;
    QPointer<CodeExecution> m_running;
    QTimer *m_timeoutTimer = nullptr;
    quint64 m_nextExecution = 1;
};

} // namespace sandman
