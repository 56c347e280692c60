// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AgentConnectionSink.h"
#include "FrameReceiver.h"
#include "HttpRequestParser.h"

#include <QPointer>
#include <QStringList>
#include <QTimer>

#include <memory>

class QTcpSocket;

namespace sandman {

class RequestHandler;

// One plain HTTP/1.1 connection on the agent's port (DESIGN.md §3): every request under /api/
// goes through the same RequestHandler as /ws, with the same token check, JSON bodies and
// error bodies; streaming routes answer Server-Sent Events (HttpResponseSink). Requests are
// served one at a time in arrival order, so pipelined requests are answered in order; while
// one runs the socket is not read (its read buffer is bounded, so TCP pushes back on the
// client). A client that goes away cancels its running request.
//
// Deadlines, so that a slow or silent client holds nothing for long: a request head must be
// complete within headTimeoutMs of its first byte (slowloris), its body within bodyTimeoutMs,
// and a kept-alive connection with no request is closed after idleTimeoutMs.
class HttpConnection : public FrameReceiver
{
    Q_OBJECT
public:
    struct Options {
        QByteArray token;
        QStringList allowedOrigins;
        HttpRequestParser::Limits limits;
        int headTimeoutMs = 10000;
        int bodyTimeoutMs = 30000;
        int idleTimeoutMs = 60000;
        int maxRequestsPerConnection = 1000;
    };

    // Takes ownership of socket (connected; plain or TLS).
    HttpConnection(QTcpSocket *socket, RequestHandler *handler, QObject *handlerContext,
                   const Options &options, QObject *parent = nullptr);
    ~HttpConnection() override;

    void deliverFrame(const QString &id, const QByteArray &frame, bool final) override;
    qint64 pendingBytes() const;
    int requestsServed() const { return m_served; }

signals:
    void closed();
    // A request was refused before reaching the handler (bad token, malformed, timeout).
    void refused(int status, const QString &reason);

private:
    void readMore();
    void process();
    // 0 = serve it; else the status it was refused with (the answer is already written).
    int vetHead(const HttpRequest &head);
    void dispatch(HttpRequest request);
    void refuse(int status, const QString &reason, const QByteArray &extraHeaders = {});
    void armDeadline();
    void onDeadline();
    void onDisconnected();

    QTcpSocket *m_socket;
    RequestHandler *m_handler;
    QPointer<QObject> m_handlerContext;
    Options m_options;
    HttpRequestParser m_parser;
    std::shared_ptr<AgentConnectionSink::Mailbox> m_mailbox;
    ResponseSinkPtr m_running;
    QString m_runningId;
    bool m_headVetted = false;
    bool m_closeAfterResponse = false;
    bool m_closing = false;
    bool m_closedEmitted = false;
    int m_deadlineKind = -1;
    int m_served = 0;
    quint64 m_nextId = 0;
    QTimer m_deadline;
};

} // namespace sandman
