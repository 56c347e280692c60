// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalChannel.h"

#include <QPointer>

namespace sandman {

class SandboxClient;
class TerminalStream;
struct TerminalRequest;

/// A TerminalChannel over a sandbox terminal (core/client TerminalStream): in-process pty or
/// /ws/pty, whichever transport the client uses. Deleting the channel detaches from the
/// terminal; the shell keeps running in its session until it exits or the session is deleted.
class ClientTerminalChannel : public TerminalChannel
{
    Q_OBJECT
public:
    /// Takes ownership of stream (it becomes a child of this channel).
    explicit ClientTerminalChannel(TerminalStream *stream, QObject *parent = nullptr);
    /// Opens terminalId of sessionId (empty: the session's main terminal; a fresh id per tab
    /// gives each tab its own shell; the same id again reattaches with the recent output).
    /// reattachOnly: never start a shell; one that has ended reports its exit (a tab restored
    /// at start).
    static ClientTerminalChannel *open(SandboxClient *client, const QString &sessionId, int cols, int rows,
                                       const QString &terminalId = QString(), QObject *parent = nullptr,
                                       bool reattachOnly = false);
    /// Opens the terminal the request describes (e.g. one that runs a command, not a shell;
    /// readOnly: a watcher, whose input and resizes are dropped here and by the agent).
    static ClientTerminalChannel *open(SandboxClient *client, const TerminalRequest &request,
                                       QObject *parent = nullptr);
    ~ClientTerminalChannel() override;

    TerminalStream *stream() const { return m_stream; }
    bool isReadOnly() const { return m_readOnly; }

    void sendInput(const QByteArray &bytes) override;
    void resize(int cols, int rows) override;

signals:
    /// The terminal is attached (output, starting with the replay, follows).
    void ready();

private:
    QPointer<TerminalStream> m_stream;
    bool m_readOnly = false;
};

} // namespace sandman
