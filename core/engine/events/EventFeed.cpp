// SPDX-License-Identifier: Apache-2.0
#include "EventFeed.h"

#include "CommandTrace.h"
#include "engine/Sandbox.h"
#include "engine/UtcTimestamp.h"
#include "engine/process/ProcessManager.h"
#include "engine/session/CommandRun.h"
#include "engine/session/ShellSession.h"
#include "engine/terminal/TerminalManager.h"
#include "engine/terminal/TerminalSession.h"

#include <QDateTime>
#include <QJsonValue>

namespace sandman {

namespace {
const QString kSessionId = QStringLiteral("sessionId");
const QString kClientId = QStringLiteral("clientId");
const QString kOrigin = QStringLiteral("origin");
const QString kProcessId = QStringLiteral("processId");
const QString kTerminalId = QStringLiteral("terminalId");
} // namespace

EventFeed *EventFeed::of(Sandbox *sandbox)
{
    if (auto *existing = sandbox->findChild<EventFeed *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    return new EventFeed(sandbox);
}

EventFeed::EventFeed(Sandbox *sandbox)
    : QObject(sandbox)
    , m_sandbox(sandbox)
    , m_ring(m_limits.maxEvents, m_limits.maxBytes)
{
    for (const QString &id : sandbox->sessionIds())
        watchSession(sandbox->session(id));
    connect(sandbox, &Sandbox::sessionCreated, this, [this](const QString &id) {
        ShellSession *session = m_sandbox->session(id);
        if (!session)
            return;
        publish(QStringLiteral("session_created"),
                {{kSessionId, id},
                 {QStringLiteral("cwd"), session->initialCwd()},
                 {QStringLiteral("commandTimeoutMs"), session->commandTimeoutMs()}});
        watchSession(session);
    });
    connect(sandbox, &Sandbox::sessionDeleted, this, [this](const QString &id) {
        publish(QStringLiteral("session_deleted"), {{kSessionId, id}});
    });
}

void EventFeed::setLimits(const Limits &limits)
{
    m_limits = limits;
    m_ring.setLimits(limits.maxEvents, limits.maxBytes);
}

const SandboxEvent &EventFeed::publish(const QString &type, QJsonObject fields)
{
    return publish(type, std::move(fields), EventOrigin::current());
}

const SandboxEvent &EventFeed::publish(const QString &type, QJsonObject fields, const EventOrigin &origin)
{
    fields.insert(QStringLiteral("type"), type);
    fields.insert(QStringLiteral("timestamp"), UtcTimestamp::now());
    if (!fields.contains(kClientId))
        addOrigin(fields, origin);
    const SandboxEvent &event = m_ring.append(std::move(fields));
    emit published(event);
    return event;
}

const SandboxEvent &EventFeed::publish(const QString &type, EventFields fields, const EventOrigin &origin)
{
    fields.add(QLatin1String("type"), type);
    fields.addTimestamp(QLatin1String("timestamp"), UtcTimestamp::nowMsecs());
    if (!fields.contains(QLatin1String("clientId")))
        addOrigin(fields, origin);
    const SandboxEvent &event = m_ring.append(std::move(fields));
    emit published(event);
    return event;
}

void EventFeed::addOrigin(EventFields &fields, const EventOrigin &origin)
{
    if (!origin.clientId.isEmpty())
        fields.add(QLatin1String("clientId"), origin.clientId);
    if (!origin.origin.isEmpty())
        fields.add(QLatin1String("origin"), origin.origin);
}

void EventFeed::addOrigin(QJsonObject &fields, const EventOrigin &origin)
{
    if (!origin.clientId.isEmpty())
        fields.insert(kClientId, origin.clientId);
    if (!origin.origin.isEmpty())
        fields.insert(kOrigin, origin.origin);
}

void EventFeed::publishLive(const QString &type, QJsonObject fields)
{
    if (m_subscribers == 0)
        return;
    fields.insert(QStringLiteral("type"), type);
    fields.insert(QStringLiteral("timestamp"), UtcTimestamp::now());
    fields.insert(QStringLiteral("live"), true);
    emit livePublished(fields);
}

void EventFeed::watchSession(ShellSession *session)
{
    const QString id = session->id();
    connect(session, &ShellSession::commandQueued, this,
            [this, session](CommandRun *run) { onCommandQueued(session, run); });
    connect(session, &ShellSession::envVarsChanged, this,
            [this, id](const EnvChanges &changes, const EventOrigin &origin) {
                QJsonObject variables;
                for (auto it = changes.cbegin(); it != changes.cend(); ++it)
                    variables.insert(it.key(), it.value() ? QJsonValue(*it.value()) : QJsonValue());
                publish(QStringLiteral("session_env_changed"),
                        {{kSessionId, id}, {QStringLiteral("variables"), variables}}, origin);
            });
    connect(session, &ShellSession::commandTimeoutChanged, this, [this, id](qint64 ms) {
        publish(QStringLiteral("session_timeout_changed"),
                {{kSessionId, id}, {QStringLiteral("commandTimeoutMs"), ms}});
    });
    // Whoever moved it (a command's cd, the settings, a fresh shell): the session list follows.
    connect(session, &ShellSession::cwdChanged, this, [this, id](const QString &cwd) {
        publish(QStringLiteral("session_cwd_changed"), {{kSessionId, id}, {QStringLiteral("cwd"), cwd}});
    });
}

void EventFeed::onCommandQueued(ShellSession *session, CommandRun *run)
{
    const QString commandId = QStringLiteral("cmd-") + QString::number(m_nextCommand++);
    m_commands.insert(commandId, run);
    run->setCommandId(commandId);
    CommandTrace::attach(this, run, commandId, session->id(), EventOrigin::current());
}

bool EventFeed::cancelCommand(const QString &commandId)
{
    const QPointer<CommandRun> run = m_commands.value(commandId);
    if (!run || run->isFinished())
        return false;
    run->cancel();
    return true;
}

void EventFeed::watchProcesses(ProcessManager *manager)
{
    connect(manager, &ProcessManager::processStarted, this, [this](BackgroundProcess *process) {
        const EventOrigin origin = EventOrigin::current();
        publish(QStringLiteral("process_started"),
                {{kProcessId, process->id()},
                 {QStringLiteral("pid"), process->pid()},
                 {QStringLiteral("command"), process->command()},
                 {kSessionId, process->sessionId()}},
                origin);
        connect(process, &BackgroundProcess::finished, this, [this, process, origin] {
            const std::optional<int> code = process->exitCode();
            publish(QStringLiteral("process_exited"),
                    {{kProcessId, process->id()},
                     {kSessionId, process->sessionId()},
                     {QStringLiteral("status"), processStatusName(process->status())},
                     {QStringLiteral("exitCode"), code ? QJsonValue(*code) : QJsonValue()}},
                    origin);
        });
    });
}

void EventFeed::watchTerminals(TerminalManager *manager)
{
    connect(manager, &TerminalManager::terminalStarted, this,
            [this, manager](const QString &sessionId, const QString &terminalId, qint64 pid) {
                publish(QStringLiteral("terminal_opened"),
                        {{kSessionId, sessionId}, {kTerminalId, terminalId}, {QStringLiteral("pid"), pid}});
                TerminalSession *terminal = manager->terminal(sessionId, terminalId);
                if (!terminal)
                    return;
                // Attributed to the viewer that came or went (its request is being handled).
                connect(terminal, &TerminalSession::viewersChanged, this,
                        [this, sessionId, terminalId](int viewers, int writers) {
                            publish(QStringLiteral("terminal_viewers"),
                                    {{kSessionId, sessionId},
                                     {kTerminalId, terminalId},
                                     {QStringLiteral("viewers"), viewers},
                                     {QStringLiteral("writers"), writers}});
                        });
                connect(terminal, &TerminalSession::titleChanged, this,
                        [this, sessionId, terminalId](const QString &title) {
                            publish(QStringLiteral("terminal_title"),
                                    {{kSessionId, sessionId},
                                     {kTerminalId, terminalId},
                                     {QStringLiteral("title"), title}});
                        });
            });
    connect(manager, &TerminalManager::terminalExited, this,
            [this](const QString &sessionId, const QString &terminalId, int exitCode) {
                publish(QStringLiteral("terminal_closed"),
                        {{kSessionId, sessionId},
                         {kTerminalId, terminalId},
                         {QStringLiteral("exitCode"), exitCode}});
            });
}

} // namespace sandman
