// SPDX-License-Identifier: Apache-2.0
#include "SessionTerminals.h"

#include "SandboxConnection.h"
#include "client/EventSubscription.h"
#include "client/SandboxClient.h"

#include <QSet>

namespace sandman {

namespace {
// The agent's id of a session's main terminal (a tab asks for it with an empty id).
QString agentTerminalId(const QString &terminalId)
{
    return terminalId.isEmpty() ? QStringLiteral("main") : terminalId;
}
QString text(const QJsonObject &event, const char *key)
{
    return event.value(QLatin1String(key)).toString();
}
} // namespace

SessionTerminals::SessionTerminals(QObject *parent)
    : QObject(parent)
{ }

bool SessionTerminals::isOwn(const TerminalInfo &info)
{
    return !info.origin.isEmpty() && info.origin == SandboxConnection::clientOrigin();
}

QString SessionTerminals::openerName(const TerminalInfo &info)
{
    if (!info.origin.isEmpty())
        return info.origin;
    if (!info.clientId.isEmpty())
        return info.clientId;
    return tr("an unknown client");
}

bool SessionTerminals::isOpenHere(SandboxConnection *connection, const TerminalInfo &info) const
{
    return m_openHere && m_openHere(connection, info.sessionId, info.terminalId);
}

void SessionTerminals::openHereChanged()
{
    for (auto it = m_sandboxes.cbegin(); it != m_sandboxes.cend(); ++it) {
        QSet<QString> sessions;
        for (const TerminalInfo &info : it->terminals)
            sessions.insert(info.sessionId);
        for (const QString &sessionId : std::as_const(sessions))
            emit terminalsChanged(it.key(), sessionId);
    }
}

void SessionTerminals::addConnection(SandboxConnection *connection, EventSubscription *feed)
{
    if (!connection || m_sandboxes.contains(connection))
        return;
    m_sandboxes.insert(connection, Sandbox{feed, {}});
    connect(connection, &QObject::destroyed, this, [this, connection] { m_sandboxes.remove(connection); });
    if (feed) {
        // Events already in the list when it was read change nothing, and those after it are
        // applied in order: the list converges on the agent's whatever arrives first.
        connect(feed, &EventSubscription::subscribed, this, [this, connection] { reload(connection); });
        connect(feed, &EventSubscription::eventReceived, this,
                [this, connection](const QJsonObject &event) { applyEvent(connection, event); });
    }
    reload(connection);
}

void SessionTerminals::removeConnection(SandboxConnection *connection)
{
    const Sandbox sandbox = m_sandboxes.take(connection);
    if (sandbox.feed)
        disconnect(sandbox.feed, nullptr, this, nullptr);
    QSet<QString> sessions;
    for (const TerminalInfo &info : sandbox.terminals)
        sessions.insert(info.sessionId);
    for (const QString &sessionId : std::as_const(sessions))
        emit terminalsChanged(connection, sessionId);
}

QList<TerminalInfo> SessionTerminals::terminals(SandboxConnection *connection, const QString &sessionId) const
{
    QList<TerminalInfo> result;
    const auto it = m_sandboxes.constFind(connection);
    if (it == m_sandboxes.constEnd())
        return result;
    for (const TerminalInfo &info : it->terminals) {
        if (info.sessionId == sessionId)
            result.append(info);
    }
    return result;
}

std::optional<TerminalInfo> SessionTerminals::terminal(SandboxConnection *connection,
                                                       const QString &sessionId,
                                                       const QString &terminalId) const
{
    const QString id = agentTerminalId(terminalId);
    for (const TerminalInfo &info : terminals(connection, sessionId)) {
        if (info.terminalId == id)
            return info;
    }
    return std::nullopt;
}

TerminalInfo *SessionTerminals::find(SandboxConnection *connection, const QString &sessionId,
                                     const QString &terminalId)
{
    auto it = m_sandboxes.find(connection);
    if (it == m_sandboxes.end())
        return nullptr;
    for (TerminalInfo &info : it->terminals) {
        if (info.sessionId == sessionId && info.terminalId == terminalId)
            return &info;
    }
    return nullptr;
}

void SessionTerminals::reload(SandboxConnection *connection)
{
    if (!m_sandboxes.contains(connection) || !connection->client())
        return;
    QPointer<SandboxConnection> guard(connection);
    connection->client()
        ->listTerminals()
        .then(this,
              [this, guard](const QList<TerminalInfo> &terminals) {
                  if (guard)
                      replaceAll(guard, terminals);
              })
        .onFailed(this,
                  [](const SandboxException &) {
                      // An agent without terminals, or gone: the feed's next subscription tries again.
                  })
        .onCanceled(this, [] {});
}

void SessionTerminals::replaceAll(SandboxConnection *connection, const QList<TerminalInfo> &terminals)
{
    auto it = m_sandboxes.find(connection);
    if (it == m_sandboxes.end())
        return;
    QSet<QString> sessions;
    for (const TerminalInfo &info : std::as_const(it->terminals))
        sessions.insert(info.sessionId);
    // Keep the order the window knew them in; new ones go last.
    QList<TerminalInfo> ordered;
    for (const TerminalInfo &known : std::as_const(it->terminals)) {
        for (const TerminalInfo &info : terminals) {
            if (info.sessionId == known.sessionId && info.terminalId == known.terminalId)
                ordered.append(info);
        }
    }
    for (const TerminalInfo &info : terminals) {
        bool known = false;
        for (const TerminalInfo &kept : std::as_const(ordered))
            known = known || (kept.sessionId == info.sessionId && kept.terminalId == info.terminalId);
        if (!known)
            ordered.append(info);
        sessions.insert(info.sessionId);
    }
    it->terminals = ordered;
    for (const QString &sessionId : std::as_const(sessions))
        emit terminalsChanged(connection, sessionId);
}

void SessionTerminals::applyEvent(SandboxConnection *connection, const QJsonObject &event)
{
    const QString type = text(event, "type");
    if (!type.startsWith(QLatin1String("terminal_")) && type != QLatin1String("session_deleted"))
        return;
    auto it = m_sandboxes.find(connection);
    if (it == m_sandboxes.end())
        return;
    const QString sessionId = text(event, "sessionId");
    const QString terminalId = text(event, "terminalId");
    TerminalInfo *known = find(connection, sessionId, terminalId);
    if (type == QLatin1String("terminal_opened")) {
        if (known)
            return;
        TerminalInfo info;
        info.sessionId = sessionId;
        info.terminalId = terminalId;
        info.pid = event.value(QStringLiteral("pid")).toInteger();
        info.clientId = text(event, "clientId");
        info.origin = text(event, "origin");
        it->terminals.append(info);
    } else if (type == QLatin1String("terminal_closed")) {
        if (!known)
            return;
        it->terminals.removeIf([&](const TerminalInfo &info) {
            return info.sessionId == sessionId && info.terminalId == terminalId;
        });
    } else if (type == QLatin1String("terminal_viewers")) {
        if (!known)
            return;
        known->viewers = event.value(QStringLiteral("viewers")).toInt();
        known->writers = event.value(QStringLiteral("writers")).toInt(known->viewers);
        known->inputHeld = known->writers > 0;
    } else if (type == QLatin1String("terminal_title")) {
        if (!known)
            return;
        known->title = text(event, "title");
    } else if (type == QLatin1String("session_deleted")) {
        const qsizetype removed
            = it->terminals.removeIf([&](const TerminalInfo &info) { return info.sessionId == sessionId; });
        if (removed == 0)
            return;
    } else {
        return;
    }
    emit terminalsChanged(connection, sessionId);
}

} // namespace sandman
