// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/TerminalInfo.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

namespace sandman {

class EventSubscription;
class SandboxConnection;

// The terminals of every sandbox in the window, whoever opened them, as the agent lists them
// (GET /api/sandman/terminals), kept current from its event feed (terminal opened, closed,
// viewers, title) without polling. Read again whenever the feed (re)subscribes, so a drop or a
// gap in the feed heals itself. Which of them this window opened is told by their origin.
class SessionTerminals : public QObject
{
    Q_OBJECT
public:
    explicit SessionTerminals(QObject *parent = nullptr);

    // Follows the connection's terminals through feed (an existing subscription to its events).
    void addConnection(SandboxConnection *connection, EventSubscription *feed);
    void removeConnection(SandboxConnection *connection);

    // The session's running terminals, in the order they were opened.
    QList<TerminalInfo> terminals(SandboxConnection *connection, const QString &sessionId) const;
    std::optional<TerminalInfo> terminal(SandboxConnection *connection, const QString &sessionId,
                                         const QString &terminalId) const;
    // Opened by this window's client (its origin is SandboxConnection::clientOrigin()), now or
    // in an earlier run.
    static bool isOwn(const TerminalInfo &info);
    // Who opened it, for people: its origin, else the agent's name of the connection.
    static QString openerName(const TerminalInfo &info);

    // Whether this window shows the terminal in a tab (terminalId as the agent names it).
    using OpenHere = std::function<bool(SandboxConnection *connection, const QString &sessionId,
                                        const QString &terminalId)>;
    void setOpenHere(OpenHere openHere) { m_openHere = std::move(openHere); }
    bool isOpenHere(SandboxConnection *connection, const TerminalInfo &info) const;
    // The window's tabs changed: every terminal row says again whether it is shown here.
    void openHereChanged();

    // Applies one feed event (public for the feed's wiring and for tests).
    void applyEvent(SandboxConnection *connection, const QJsonObject &event);
    // Reads the whole list again.
    void reload(SandboxConnection *connection);

signals:
    // The terminals of that session changed (added, removed, viewers or title).
    void terminalsChanged(sandman::SandboxConnection *connection, const QString &sessionId);

private:
    struct Sandbox {
        QPointer<EventSubscription> feed;
        QList<TerminalInfo> terminals;
    };
    void replaceAll(SandboxConnection *connection, const QList<TerminalInfo> &terminals);
    TerminalInfo *find(SandboxConnection *connection, const QString &sessionId, const QString &terminalId);

    QHash<SandboxConnection *, Sandbox> m_sandboxes;
    OpenHere m_openHere;
};

} // namespace sandman
