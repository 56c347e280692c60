// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "tabs/ClientTerminalBackend.h"
#include "tabs/TerminalTabs.h"
#include "terminal/ClientTerminalChannel.h"

#include <QFuture>
#include <QList>
#include <QPointer>
#include <QStringList>

#include <type_traits>

namespace sandman {

// The terminal tabs' backend in the tests (TerminalTabs::setBackend()): records the channels
// the tabs open and what they ask and end, and answers every close question with foreground
// (empty by default: the shell waits, closing asks nothing). Channel is what a pane reads from:
// a test's double, made with its parent only, or ClientTerminalChannel for real shells through
// the client (terminals are then taken as the window takes them, after setTerminals()).
template<typename Channel = ClientTerminalChannel> class FakeTerminalBackend : public ClientTerminalBackend
{
public:
    struct Opened {
        QString connection; // TerminalTabs::connectionKey() of its sandbox
        QString sessionId;
        QString terminalId;
        bool reattachOnly = false;
    };

    TerminalChannel *openChannel(SandboxConnection *connection, const QString &sessionId,
                                 const QString &terminalId, bool reattachOnly, QObject *parent) override
    {
        opened.append({TerminalTabs::connectionKey(connection), sessionId, terminalId, reattachOnly});
        if (!opens)
            return nullptr;
        Channel *channel = nullptr;
        if constexpr (std::is_same_v<Channel, ClientTerminalChannel>)
            channel = static_cast<Channel *>(
                ClientTerminalBackend::openChannel(connection, sessionId, terminalId, reattachOnly, parent));
        else
            channel = new Channel(parent);
        channels.append(channel);
        return channel;
    }
    QFuture<QString> foregroundCommand(SandboxConnection *, const QString &sessionId,
                                       const QString &terminalId) override
    {
        queried << sessionId + QLatin1Char('/') + terminalId;
        return QtFuture::makeReadyFuture(foreground);
    }
    void endTerminal(SandboxConnection *, const QString &sessionId, const QString &terminalId) override
    {
        ended << sessionId + QLatin1Char('/') + terminalId;
    }

    // The terminal ids opened, in order.
    QStringList terminalIds() const
    {
        QStringList ids;
        for (const Opened &each : opened)
            ids << each.terminalId;
        return ids;
    }

    bool opens = true; // false: no channel can be opened (the tabs report it)
    QString foreground;
    QList<Opened> opened;
    QList<QPointer<Channel>> channels;
    QStringList queried; // "session/terminal" per close question
    QStringList ended; // "session/terminal" per terminal ended
};

} // namespace sandman
