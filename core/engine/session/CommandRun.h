// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "CommandOptions.h"
#include "CommandResult.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>

namespace sandman {

class ShellSession;

// One queued or running command of a ShellSession. Emits started() when it reaches the shell,
// output as produced (stream mode; plain mode says that it grew), then finished() exactly
// once, then deletes itself.
class CommandRun : public QObject
{
    Q_OBJECT
public:
    // Told what the signals say, right after their receivers: the feed's CommandTrace, which
    // every command has (a connection per signal made and undone per exec cost thousands of
    // instructions). Owned by the run, so it goes with it.
    class Listener
    {
    public:
        virtual ~Listener() = default;
        virtual void started(qint64 shellPid) = 0;
        virtual void output(int stream, const QByteArray &data) = 0; // stream mode: 0 stdout, 1 stderr
        virtual void outputCollected(bool isStdout) = 0; // plain mode
        virtual void finished(const CommandResult &result) = 0;
    };
    ~CommandRun() override;

    const QString &command() const { return m_command; }
    const CommandOptions &options() const { return m_options; }
    bool isStarted() const { return m_started; }
    bool isFinished() const { return m_finished; }
    // A plain (non-stream) run's output gathered so far (outputCollected), then its result.
    const CommandResult &resultSoFar() const { return m_result; }
    // The shell's pid (the command runs as its child / inside it).
    qint64 shellPid() const { return m_shellPid; }
    // The shell's number for it (from 1, once it is written to the shell): what the session's
    // write watch names it by (WriteRecord::commandSeq).
    quint64 seq() const { return m_seq; }
    // The id the event feed gave it (command_* events, cancel, change sets); empty without a
    // feed. Exec responses carry it so a client can find the command's change set.
    const QString &commandId() const { return m_commandId; }
    void setCommandId(const QString &id) { m_commandId = id; }
    void setListener(std::unique_ptr<Listener> listener);

    // Stops the command: removed from the queue if still waiting, its process tree killed
    // (SIGTERM, grace, SIGKILL) if running. finished() follows with cancelled = true.
    void cancel();

    // Backpressure for stream mode: while paused, the session stops reading the command's
    // stdout and stderr, so a command that writes faster than its consumer takes the output
    // blocks on the full pipe (nothing is lost, nothing piles up). Cancel and timeout still
    // work while paused. Costs nothing while not paused.
    void setOutputPaused(bool paused);
    bool isOutputPaused() const { return m_outputPaused; }

signals:
    void started(qint64 shellPid);
    void stdoutData(const QByteArray &data);
    void stderrData(const QByteArray &data);
    // A plain run gathered more output into resultSoFar() (at most once per pipe read burst).
    void outputCollected(bool isStdout);
    void finished(const sandman::CommandResult &result);

private:
    friend class ShellSession;
    CommandRun(ShellSession *session, QString command, CommandOptions options, bool internal);
    // Emit a signal, then tell the listener (ShellSession calls these, never emit directly).
    void notifyStarted();
    void notifyOutput(int stream, const QByteArray &data);
    void notifyOutputCollected(bool isStdout);
    void notifyFinished(const CommandResult &result);

    ShellSession *m_session;
    QString m_command;
    CommandOptions m_options;
    bool m_internal;
    bool m_envDump = false; // getEnvVars: the builtin prints the environment itself
    bool m_started = false; // written to the shell
    bool m_announced = false; // started() emitted
    bool m_undelivered = false; // the shell died before reading all of it
    bool m_finished = false;
    bool m_outputPaused = false;
    qint64 m_shellPid = 0;
    quint64 m_seq = 0;
    CommandResult m_result;
    QElapsedTimer m_clock;
    QString m_scriptFile; // large command text goes through a file
    QString m_commandId;
    std::unique_ptr<Listener> m_listener;
};

} // namespace sandman
