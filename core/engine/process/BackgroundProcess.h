// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <memory>

#include "LogBuffer.h"
#include "ProcessStatus.h"

#include <QDateTime>
#include <QJsonObject>
#include <QObject>
#include <QProcess>
#include <QProcessEnvironment>

#include <optional>

class QTimer;

namespace sandman {

class WriteTree;

// One command started with startProcess: `bash -c command` in its own session and process
// group (so the whole tree can be signalled at once), stdin from /dev/null, killed with the
// sandbox (PR_SET_PDEATHSIG). Output goes to bounded logs and is announced as it arrives.
// Lives on the engine thread; nothing here blocks.
class BackgroundProcess : public QObject
{
    Q_OBJECT
public:
    enum class Channel { Stdout, Stderr };
    Q_ENUM(Channel)

    struct Settings {
        qsizetype logCapacity = LogBuffer::kDefaultCapacity; // per stream
        int killGraceMs = 3000; // SIGTERM (or the given signal) → SIGKILL after this long
    };

    BackgroundProcess(QString id, QString command, QString sessionId, Settings settings,
                      QObject *parent = nullptr);
    // A process still running when its record goes away is killed with its tree.
    ~BackgroundProcess() override;

    // Starts the command. timeoutMs > 0 kills the tree after that long.
    void start(const QString &workingDirectory, const QProcessEnvironment &environment, qint64 timeoutMs = 0);

    // Sends signal to the whole process group; unless it is SIGKILL, the group gets SIGKILL
    // after the grace period if anything in it is still alive. Returns false once finished.
    bool kill(int signal);

    const QString &id() const { return m_id; }
    const QString &command() const { return m_command; }
    const QString &sessionId() const { return m_sessionId; }
    qint64 pid() const { return m_pid; }
    ProcessStatus status() const { return m_status; }
    bool isFinished() const { return isFinalStatus(m_status); }
    QDateTime startTime() const { return m_startTime; }
    QDateTime endTime() const { return m_endTime; }
    std::optional<int> exitCode() const { return m_exitCode; }
    bool timedOut() const { return m_timedOut; }
    QString errorMessage() const { return m_errorMessage; }
    const LogBuffer &log(Channel channel) const { return channel == Channel::Stdout ? m_stdout : m_stderr; }

    // {id, pid, command, status, startTime, endTime, exitCode, sessionId, ...}.
    QJsonObject toJson() const;

signals:
    // Output as it is produced, cut only at UTF-8 character boundaries; the same bytes are
    // appended to the log before the signal fires.
    void output(sandman::BackgroundProcess::Channel channel, const QByteArray &data);
    void statusChanged(sandman::ProcessStatus status);
    // Emitted once, after the final status is set and all output has been delivered.
    void finished();

private:
    void readChannel(Channel channel, bool flush = false);
    void onFinished(int exitCode, QProcess::ExitStatus exitStatus);
    void onError(QProcess::ProcessError error);
    void finish(ProcessStatus status);
    void signalGroup(int signal);

    QString m_id;
    std::shared_ptr<WriteTree> m_writeTree; // null: not watched
    QString m_command;
    QString m_sessionId;
    Settings m_settings;
    QProcess *m_process = nullptr;
    QTimer *m_timeoutTimer = nullptr;
    QTimer *m_escalationTimer = nullptr;
    qint64 m_pid = 0;
    ProcessStatus m_status = ProcessStatus::Starting;
    QDateTime m_startTime;
    QDateTime m_endTime;
    std::optional<int> m_exitCode;
    bool m_killRequested = false;
    bool m_timedOut = false;
    QString m_errorMessage;
    LogBuffer m_stdout;
    LogBuffer m_stderr;
    QByteArray m_pending[2]; // an incomplete UTF-8 sequence held back per channel
};

} // namespace sandman
