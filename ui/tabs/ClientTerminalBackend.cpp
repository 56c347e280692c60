// SPDX-License-Identifier: Apache-2.0
#include "ClientTerminalBackend.h"

#include "client/SandboxClient.h"
#include "client/SandboxException.h"
#include "client/TerminalInfo.h"
#include "log/ErrorText.h"
#include "sessions/SandboxConnection.h"
#include "terminal/ClientTerminalChannel.h"

#include <QCoreApplication>

namespace sandman {

TerminalTabs::ChannelFactory
ClientTerminalBackend::channelFactory(std::function<void(const QString &)> onError)
{
    return [onError](SandboxConnection *connection, const QString &sessionId, const QString &terminalId,
                     bool reattachOnly, QObject *parent) -> TerminalChannel * {
        // The view sends its real size as soon as it is laid out.
        auto *channel = ClientTerminalChannel::open(connection->client(), sessionId, 80, 24, terminalId,
                                                    parent, reattachOnly);
        if (channel && onError) {
            QObject::connect(channel, &ClientTerminalChannel::errorOccurred, channel,
                             [onError, sessionId](const QString &message) {
                                 onError(QCoreApplication::translate("sandman::MainWindow",
                                                                     "Terminal of session \u201c%1\u201d: %2")
                                             .arg(sessionId, ErrorText::forTerminal(message)));
                             });
        }
        return channel;
    };
}

TerminalTabs::ForegroundQuery ClientTerminalBackend::foregroundQuery()
{
    return [](SandboxConnection *connection, const QString &sessionId, const QString &terminalId) {
        const QString id = terminalId.isEmpty() ? QStringLiteral("main") : terminalId;
        return connection->client()->listTerminals().then(
            [sessionId, id](const QList<TerminalInfo> &terminals) {
                for (const TerminalInfo &terminal : terminals) {
                    if (terminal.sessionId == sessionId && terminal.terminalId == id)
                        return terminal.foreground;
                }
                return QString();
            });
    };
}

TerminalTabs::TerminalEnder ClientTerminalBackend::terminalEnder(std::function<void(const QString &)> onError)
{
    return [onError](SandboxConnection *connection, const QString &sessionId, const QString &terminalId) {
        connection->client()
            ->closeTerminal(sessionId, terminalId)
            .onFailed(connection, [onError](const SandboxException &e) {
                if (onError)
                    onError(
                        QCoreApplication::translate("sandman::MainWindow", "Could not end the terminal: %1")
                            .arg(ErrorText::sentence(e.code())));
            });
    };
}

} // namespace sandman
