// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "EventOrigin.h"
#include "EventRing.h"
#include "SandboxEvent.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <algorithm>

namespace sandman {

class CommandRun;
class CommandTrace;
class ProcessManager;
class Sandbox;
class ShellSession;
class TerminalManager;

// What happens in one sandbox, whoever causes it (DESIGN.md §3 "Events"): sessions, their env
// and timeout changes, commands from queued to finished with bounded output, background
// processes, terminals, code contexts and file changes made through the API. Each event gets
// the next sequence number and a timestamp and is kept in a bounded ring (EventRing) that
// subscribers replay from. A child of its sandbox, on the sandbox's thread.
class EventFeed : public QObject
{
    Q_OBJECT
public:
    struct Limits {
        int maxEvents = 20000;
        qint64 maxBytes = 16 * 1024 * 1024;
        // Output of one command kept in the feed, per stream; past it one "truncated" marker.
        qint64 outputPerStream = 64 * 1024;
        // Live output is coalesced: at most one event per stream of a command this often,
        // sooner once this much waits (OutputCoalescer).
        int outputIntervalMs = 50;
        qint64 outputChunkBytes = 16 * 1024;
    };

    // The sandbox's feed, created on first use (following its sessions from then on).
    static EventFeed *of(Sandbox *sandbox);

    const Limits &limits() const { return m_limits; }
    void setLimits(const Limits &limits);
    const EventRing &ring() const { return m_ring; }

    // Records an event of this type. Unless fields name a client, the event is attributed to
    // the request being handled (EventOrigin::current()).
    const SandboxEvent &publish(const QString &type, QJsonObject fields);
    const SandboxEvent &publish(const QString &type, QJsonObject fields, const EventOrigin &origin);
    // The same for the fields of a command's events (CommandTrace), whose JSON is made only
    // when it is needed (SandboxEvent).
    const SandboxEvent &publish(const QString &type, EventFields fields, const EventOrigin &origin);
    // What publish adds to fields that name no client: who asked (clientId, origin).
    static void addOrigin(QJsonObject &fields, const EventOrigin &origin);
    static void addOrigin(EventFields &fields, const EventOrigin &origin);

    // An event only for those who follow the feed now (resource samples, once a second): no
    // seq, kept neither in the ring nor in the audit trail. Gets "type", "timestamp" and
    // "live": true.
    void publishLive(const QString &type, QJsonObject fields);

    // Follows the sandbox's process table and terminals (their owners create them).
    void watchProcesses(ProcessManager *manager);
    void watchTerminals(TerminalManager *manager);

    // Who follows the feed (GET /api/sandman/events streams): work that only matters to them
    // (SystemProcessWatcher) runs only while there is someone.
    void addSubscriber() { emit subscribersChanged(++m_subscribers); }
    void removeSubscriber() { emit subscribersChanged(--m_subscribers); }
    int subscriberCount() const { return m_subscribers; }

    // Commands get ids after last ("cmd-N", N > last): ids an earlier agent gave, still named by
    // kept checkpoints, are not given again.
    void reserveCommandIds(quint64 last) { m_nextCommand = std::max(m_nextCommand, last + 1); }

    // Cancels a queued or running command by the commandId of its events; false: no such
    // command (unknown, or already finished).
    bool cancelCommand(const QString &commandId);

signals:
    void published(const sandman::SandboxEvent &event);
    void livePublished(const QJsonObject &event);
    void subscribersChanged(int count);

private:
    friend class CommandTrace;
    explicit EventFeed(Sandbox *sandbox);
    void watchSession(ShellSession *session);
    void onCommandQueued(ShellSession *session, CommandRun *run);
    void forgetCommand(const QString &commandId) { m_commands.remove(commandId); }

    Sandbox *m_sandbox;
    Limits m_limits;
    EventRing m_ring;
    QHash<QString, QPointer<CommandRun>> m_commands; // commandId → run, while it is live
    quint64 m_nextCommand = 1;
    int m_subscribers = 0;
};

} // namespace sandman
