// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/TerminalHandler.h"

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QTimer>

class QSocketNotifier;

namespace sandman {

// One `sandmanctl attach` on this machine whose terminal the agent drives itself, as the tmux
// server drives its clients' ttys: the client passes descriptors of its tty over a Unix socket
// (DirectAttachListener), and the terminal's output is written straight to it and its keys
// read straight from it — the client process sleeps until it detaches, so a key and its echo
// wake nobody but the agent and the shell.
//
// The socket carries JSON lines. The client's first line (sent with the descriptors: output,
// then input unless read-only): {"token", "sessionId", "terminalId", "cols", "rows",
// "readOnly", "reattach", "detachKey", "origin"}. Then the agent sends {"type":"ready",…} as on
// /ws/pty and at the end one of {"type":"detached"}, {"type":"exit","code"} or
// {"type":"error","message","code"}; the client may send {"type":"resize","cols","rows"} and
// {"type":"detach"}. Once the last line is sent the agent has let go of the tty: nothing it
// wrote is still in flight. Lives and is served on the terminals' thread; deletes itself.
class DirectTtyViewer : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype maxRequestBytes() { return 16 * 1024; }
    static constexpr int requestTimeoutMs() { return 5000; }
    // Output the tty has not taken yet beyond which the shell's pty pauses.
    static constexpr qint64 lowWater() { return 256 * 1024; }

    // Takes the accepted socket (non-blocking). peerPid names the client in the feed.
    DirectTtyViewer(int socket, qint64 peerPid, TerminalHandler *terminals, QByteArray token,
                    QObject *parent = nullptr);
    ~DirectTtyViewer() override;

    bool isAttached() const { return m_terminal != nullptr; }

signals:
    void finished();

private:
    class Sink;
    friend class Sink;

    void onSocketReadable();
    void onLine(const QByteArray &line);
    void openTerminal(const QJsonObject &request);
    void onInputReadable();
    void onOutputWritable();
    void writeOutput(const QByteArray &bytes);
    // The terminal's side (through Sink).
    void terminalReady(const QJsonObject &info);
    void terminalExited(const QJsonObject &message);
    // Sends message as the last line, lets go of the tty and the terminal, and ends.
    void finish(const QJsonObject &message);
    bool sendLine(const QJsonObject &message);
    void releaseTty();

    int m_socket;
    int m_output = -1;
    int m_input = -1;
    qint64 m_peerPid;
    TerminalHandler *m_terminals;
    QByteArray m_token;
    QSocketNotifier *m_socketNotifier = nullptr;
    QSocketNotifier *m_inputNotifier = nullptr;
    QSocketNotifier *m_outputNotifier = nullptr;
    QList<int> m_passed; // descriptors that came with the request
    QByteArray m_received;
    QByteArray m_pending; // output the tty did not take yet
    std::shared_ptr<Sink> m_sink;
    TerminalConnectionPtr m_terminal;
    QJsonObject m_exitMessage; // sent once the pending output is out (or the wait ran out)
    QTimer m_deadline;
    char m_detachKey = 0;
    bool m_readOnly = false;
    bool m_finished = false;
};

} // namespace sandman
