// SPDX-License-Identifier: Apache-2.0
#include "ClientTerminalBackend.h"

#include "client/SandboxClient.h"
#include "client/SandboxException.h"
#include "client/TerminalInfo.h"
#include "log/ErrorText.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionTerminals.h"
#include "terminal/ClientTerminalChannel.h"

#include <QCoreApplication>

namespace sandman {

// The messages keep the window's translation context: they were the window's own before the
// tabs had a backend, and their translations are filed there.

void ClientTerminalBackend::setTerminals(const SessionTerminals *terminals)
{
    m_terminals = terminals;
}

TerminalChannel *ClientTerminalBackend::openChannel(SandboxConnection *connection, const QString &sessionId,
                                                    const QString &terminalId, bool reattachOnly,
                                                    QObject *parent)
{
    // The view sends its real size as soon as it is laid out.
    auto *channel = ClientTerminalChannel::open(connection->client(), sessionId, 80, 24, terminalId, parent,
                                                reattachOnly);
    if (channel) {
        connect(channel, &ClientTerminalChannel::errorOccurred, this,
                [this, sessionId](const QString &message) {
                    emit errorOccurred(QCoreApplication::translate("sandman::MainWindow",
                                                                   "Terminal of session \u201c%1\u201d: %2")
                                           .arg(sessionId, ErrorText::forTerminal(message)));
                });
    }
    return channel;
}

TerminalChannel *ClientTerminalBackend::openRequestChannel(SandboxConnection *connection,
                                                           const TerminalRequest &request, QObject *parent)
{
    return ClientTerminalChannel::open(connection->client(), request, parent);
}

QFuture<QString> ClientTerminalBackend::foregroundCommand(SandboxConnection *connection,
                                                          const QString &sessionId, const QString &terminalId)
{
    const QString id = terminalId.isEmpty() ? QStringLiteral("main") : terminalId;
    return connection->client()->listTerminals().then([sessionId, id](const QList<TerminalInfo> &terminals) {
        for (const TerminalInfo &terminal : terminals) {
            if (terminal.sessionId == sessionId && terminal.terminalId == id)
                return terminal.foreground;
        }
        return QString();
    });
}

void ClientTerminalBackend::endTerminal(SandboxConnection *connection, const QString &sessionId,
                                        const QString &terminalId)
{
    connection->client()
        ->closeTerminal(sessionId, terminalId)
        .onFailed(connection, [guard = QPointer<ClientTerminalBackend>(this)](const SandboxException &e) {
            if (guard)
                emit guard->errorOccurred(
                    QCoreApplication::translate("sandman::MainWindow", "Could not end the terminal: %1")
                        .arg(ErrorText::sentence(e.code())));
        });
}

bool ClientTerminalBackend::isTaken(SandboxConnection *connection, const QString &sessionId,
                                    const QString &terminalId) const
{
    if (!m_terminals)
        return false;
    const std::optional<TerminalInfo> info = m_terminals->terminal(connection, sessionId, terminalId);
    return info && !(SessionTerminals::isOwn(*info) && info->viewers == 0);
}

} // namespace sandman
