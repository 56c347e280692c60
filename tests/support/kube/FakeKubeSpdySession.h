// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FakeKubeSpdyFrameReader.h"
#include "FakeKubeSpdyFrameWriter.h"

#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QPointer>

#include <functional>

namespace sandman::test {

class FakeKubePodConnection;

// The kubelet's side of one SPDY/3.1 port-forward connection (portforward.k8s.io), as kubectl
// port-forward uses it: per forwarded connection the client opens an "error" and a "data"
// stream with the same requestID and port headers; each stream gets a SYN_REPLY, and once
// both are there the data stream is relayed to the pod's port; a failure is written on the
// error stream, and the end of either side finishes both streams (FIN). PINGs are answered;
// SETTINGS and WINDOW_UPDATE are read and ignored (client-go's spdystream does no flow control).
// Transport-neutral: bytes come in through receive() and go out through send(), so the same
// session serves a raw upgraded socket and a WebSocket tunnel (SPDY/3.1+portforward.k8s.io).
class FakeKubeSpdySession : public QObject
{
    Q_OBJECT
public:
    // The local port serving pod port podPort, or 0 when nothing listens there.
    using Backends = std::function<quint16(quint16 podPort)>;

    FakeKubeSpdySession(const QString &podName, Backends backends, QObject *parent = nullptr);
    ~FakeKubeSpdySession() override;

    void receive(const QByteArray &bytes);
    int openStreams() const { return int(m_streams.size()); }

signals:
    void send(const QByteArray &bytes);
    // The connection must close: a protocol error (after a GOAWAY to the client) or the
    // client's own GOAWAY; error is empty for the latter.
    void finished(const QString &error);
    void streamsChanged();

private:
    struct Stream {
        QByteArray type;
        QByteArray requestId;
        quint16 port = 0;
        bool remoteClosed = false;
        bool localClosed = false;
    };
    struct Request {
        quint32 dataStream = 0;
        quint32 errorStream = 0;
        QPointer<FakeKubePodConnection> pod;
    };

    void onFrame(const FakeKubeSpdyFrame &frame);
    void onSynStream(const FakeKubeSpdyFrame &frame);
    void onData(const FakeKubeSpdyFrame &frame);
    void startForwarding(const QByteArray &requestId);
    void finishRequest(const QByteArray &requestId, const QByteArray &error = {});
    void closeLocal(quint32 streamId);
    void forget(quint32 streamId);
    void reset(quint32 streamId, quint32 status);
    void protocolError(const QString &why);

    QString m_podName;
    Backends m_backends;
    FakeKubeSpdyFrameReader m_reader;
    FakeKubeSpdyFrameWriter m_writer;
    QHash<quint32, Stream> m_streams;
    QHash<QByteArray, Request> m_requests;
    quint32 m_lastStream = 0;
    bool m_finished = false;
};

} // namespace sandman::test
