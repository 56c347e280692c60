// SPDX-License-Identifier: Apache-2.0
#include "ProcessManager.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <csignal>

namespace sandman {

ProcessManager::ProcessManager(QObject *parent)
    : QObject(parent)
{ }

ProcessManager::~ProcessManager()
{
    for (BackgroundProcess *process : std::as_const(m_processes))
        process->kill(SIGKILL);
    qDeleteAll(m_processes);
}

bool ProcessManager::isValidProcessId(const QString &id)
{
    // Ids travel in URL paths (/api/process/{id}): keep them to a safe alphabet.
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9._-]{1,128}$"));
    return pattern.match(id).hasMatch();
}

QString ProcessManager::generateId()
{
    QString id;
    do {
        id = QStringLiteral("proc-%1").arg(m_nextId++);
    } while (process(id));
    return id;
}

BackgroundProcess *ProcessManager::process(const QString &id) const
{
    // Newest first: a finished record may share its id with a newer process.
    for (auto it = m_processes.crbegin(); it != m_processes.crend(); ++it) {
        if ((*it)->id() == id)
            return *it;
    }
    return nullptr;
}

BackgroundProcess *ProcessManager::start(const ProcessStartOptions &options, EngineError *error)
{
    const auto fail = [error](EngineError::Kind kind, const QString &message) {
        if (error)
            *error = EngineError{kind, message};
        return nullptr;
    };
    if (options.command.trimmed().isEmpty())
        return fail(EngineError::InvalidArgument, QStringLiteral("command must not be empty"));
    QString id = options.processId;
    if (id.isEmpty()) {
        id = generateId();
    } else if (!isValidProcessId(id)) {
        return fail(EngineError::InvalidArgument,
                    QStringLiteral("process id must be 1-128 characters of [A-Za-z0-9._-]"));
    } else if (BackgroundProcess *existing = process(id); existing && !existing->isFinished()) {
        return fail(EngineError::Busy, QStringLiteral("process \"%1\" is still running").arg(id));
    }
    if (!QFileInfo(options.workingDirectory).isDir())
        return fail(EngineError::NotFound,
                    QStringLiteral("working directory \"%1\" does not exist").arg(options.workingDirectory));

    // A finished record with the same id gives way to the new process.
    if (BackgroundProcess *old = process(id)) {
        m_processes.removeOne(old);
        old->deleteLater();
    }
    auto *process = new BackgroundProcess(id, options.command, options.sessionId, m_settings, this);
    m_processes.append(process);
    connect(process, &BackgroundProcess::finished, this, [this, process] {
        emit processFinished(process);
        pruneFinished();
    });
    process->start(options.workingDirectory, options.environment, options.timeoutMs);
    emit processStarted(process);
    return process;
}

bool ProcessManager::kill(const QString &id, int signal)
{
    BackgroundProcess *target = process(id);
    if (!target)
        return false;
    target->kill(signal);
    return true;
}

int ProcessManager::killAll()
{
    int count = 0;
    for (BackgroundProcess *process : std::as_const(m_processes)) {
        if (process->kill(SIGTERM))
            ++count;
    }
    return count;
}

int ProcessManager::killSession(const QString &sessionId)
{
    int count = 0;
    for (BackgroundProcess *process : std::as_const(m_processes)) {
        if (process->sessionId() == sessionId && process->kill(SIGTERM))
            ++count;
    }
    return count;
}

void ProcessManager::pruneFinished()
{
    qsizetype finished = std::count_if(m_processes.cbegin(), m_processes.cend(),
                                       [](BackgroundProcess *p) { return p->isFinished(); });
    for (qsizetype i = 0; i < m_processes.size() && finished > m_maxFinished;) {
        BackgroundProcess *process = m_processes.at(i);
        if (!process->isFinished()) {
            ++i;
            continue;
        }
        m_processes.removeAt(i);
        // Not deleted in place: we may be inside one of its signals.
        process->deleteLater();
        --finished;
    }
}

} // namespace sandman
