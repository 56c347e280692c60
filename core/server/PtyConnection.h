// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/TerminalRequest.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QUrlQuery;
class QWebSocket;

namespace sandman {

class TerminalHandler;

// One authenticated /ws/pty socket (DESIGN.md §3): a viewer of one terminal. Binary frames
// carry raw bytes both ways; text frames carry JSON control — client {"type":"resize",
// "cols","rows"}; agent {"type":"ready",…}, {"type":"exit","code"}, {"type":"error",
// "message"}. The terminal is served by a TerminalHandler on its context's thread, and so is
// this object with its socket when the socket's TCP socket is its child (AgentServer makes it
// so): input and output then go straight between the socket and the pty; otherwise it lives in
// the server's thread and both are posted across. After exit or error the socket is closed; a
// client that goes away only detaches (the shell keeps running for a later reattach). It
// deletes itself once its socket is closed (or, on another thread, when an AgentServer parent
// is closing).
class PtyConnection : public QObject
{
    Q_OBJECT
public:
    // Query: sessionId (default "default"), cols, rows, terminalId (optional), reattach=1,
    // shell, readonly=1 (watch only: input and resizes are dropped), origin (the client's name
    // for itself, shown with its terminals).
    static TerminalRequest requestFromQuery(const QUrlQuery &query);

    // What AgentServer::setPtyConnectionHandler expects: each socket becomes a PtyConnection
    // (a child of parent) over the given terminals.
    static std::function<void(QWebSocket *, const QUrlQuery &)>
    connectionHandler(TerminalHandler *terminals, QObject *handlerContext, QObject *parent);

    // Takes ownership of the open socket.
    PtyConnection(QWebSocket *socket, const TerminalRequest &request, TerminalHandler *terminals,
                  QObject *handlerContext, QObject *parent = nullptr);
    ~PtyConnection() override;

    // For the sink: frames produced on the handler's thread, delivered here.
    void deliverText(const QByteArray &json, bool final);
    void deliverBinary(const QByteArray &bytes);

    // How far (bytes) a viewer may fall behind before the pty pauses, and where it resumes.
    static constexpr qint64 lowWater() { return 256 * 1024; }

    struct Shared;

signals:
    void closed();

private:
    void onText(const QString &message);
    void onBinary(const QByteArray &bytes);
    void onBytesWritten(qint64 bytes);
    void onDisconnected();
    // Queued to the handler's thread; onHandler: at once when that is this thread.
    void toHandler(std::function<void()> function);
    void onHandler(std::function<void()> function);

    QWebSocket *m_socket;
    QPointer<QObject> m_handlerContext;
    std::shared_ptr<Shared> m_shared;
    qint64 m_unwritten = 0; // payload handed to the socket, not yet reported written
    bool m_finished = false;
};

} // namespace sandman
