// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "BackgroundProcess.h"
#include "engine/EngineError.h"

#include <QList>
#include <QObject>
#include <QProcessEnvironment>

#include <optional>

namespace sandman {

// What startProcess needs, resolved by the caller (the session supplies env and cwd).
struct ProcessStartOptions {
    QString command;
    QString processId; // generated when empty
    QString sessionId = QStringLiteral("default");
    QString workingDirectory;
    QProcessEnvironment environment;
    qint64 timeoutMs = 0; // 0: none
};

// The sandbox's table of background processes (all sessions share it). Keeps finished
// records for inspection, up to a limit, oldest dropped first. Lives on the engine thread.
class ProcessManager : public QObject
{
    Q_OBJECT
public:
    explicit ProcessManager(QObject *parent = nullptr);
    // Kills every process tree still alive: nothing outlives the sandbox.
    ~ProcessManager() override;

    void setSettings(const BackgroundProcess::Settings &settings) { m_settings = settings; }
    const BackgroundProcess::Settings &settings() const { return m_settings; }
    void setMaxFinishedRecords(int count) { m_maxFinished = count; }

    // Starts a process, or says why not: InvalidArgument for a bad id or an empty command,
    // Busy for the id of a live process, NotFound for a missing working directory.
    BackgroundProcess *start(const ProcessStartOptions &options, EngineError *error);

    QList<BackgroundProcess *> processes() const { return m_processes; }
    BackgroundProcess *process(const QString &id) const;
    // Signals a process tree. false: no such process (the record may be finished: still true).
    bool kill(const QString &id, int signal);
    // SIGTERM to every live process (escalating to SIGKILL); returns how many were alive.
    int killAll();
    // The processes a session started; used when the session is deleted.
    int killSession(const QString &sessionId);

    static bool isValidProcessId(const QString &id);

signals:
    void processStarted(sandman::BackgroundProcess *process);
    void processFinished(sandman::BackgroundProcess *process);

private:
    QString generateId();
    void pruneFinished();

    QList<BackgroundProcess *> m_processes; // in start order
    BackgroundProcess::Settings m_settings;
    int m_maxFinished = 500;
    quint64 m_nextId = 1;
};

} // namespace sandman
