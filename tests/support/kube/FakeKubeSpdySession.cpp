// SPDX-License-Identifier: Apache-2.0
#include "FakeKubeSpdySession.h"

#include "FakeKubePodConnection.h"

namespace sandman::test {

namespace {

constexpr int dataChunk = 64 * 1024;

} // namespace

FakeKubeSpdySession::FakeKubeSpdySession(const QString &podName, Backends backends, QObject *parent)
    : QObject(parent)
    , m_podName(podName)
    , m_backends(std::move(backends))
{ }

FakeKubeSpdySession::~FakeKubeSpdySession()
{
    for (const Request &r : std::as_const(m_requests))
        if (r.pod)
            r.pod->abort();
}

void FakeKubeSpdySession::receive(const QByteArray &bytes)
{
    if (m_finished)
        return;
    m_reader.append(bytes);
    FakeKubeSpdyFrame frame;
    while (!m_finished) {
        const FakeKubeSpdyFrameReader::Result result = m_reader.next(&frame);
        if (result == FakeKubeSpdyFrameReader::Result::NeedMore)
            return;
        if (result == FakeKubeSpdyFrameReader::Result::Error) {
            protocolError(m_reader.error());
            return;
        }
        onFrame(frame);
    }
}

void FakeKubeSpdySession::onFrame(const FakeKubeSpdyFrame &frame)
{
    switch (frame.type) {
    case FakeKubeSpdyFrame::Data:
        onData(frame);
        break;
    case FakeKubeSpdyFrame::SynStream:
        onSynStream(frame);
        break;
    case FakeKubeSpdyFrame::RstStream: {
        const Stream stream = m_streams.value(frame.streamId);
        forget(frame.streamId);
        finishRequest(stream.requestId);
        break;
    }
    case FakeKubeSpdyFrame::Ping:
        // The client's pings have odd ids; an even one would answer a ping of ours (none sent).
        if (frame.value & 1)
            emit send(m_writer.ping(frame.value));
        break;
    case FakeKubeSpdyFrame::GoAway:
        m_finished = true;
        emit finished(QString());
        break;
    default: // SYN_REPLY, SETTINGS, HEADERS, WINDOW_UPDATE and unknown types: nothing to do
        break;
    }
}

void FakeKubeSpdySession::onSynStream(const FakeKubeSpdyFrame &frame)
{
    const quint32 id = frame.streamId;
    if (id % 2 == 0 || id <= m_lastStream) { // client streams are odd and increasing
        reset(id, FakeKubeSpdyFrame::ProtocolError);
        return;
    }
    m_lastStream = id;
    Stream stream;
    stream.type = frame.header("streamtype");
    stream.requestId = frame.header("requestid");
    bool portOk = false;
    const uint port = frame.header("port").toUInt(&portOk);
    stream.port = quint16(port);
    stream.remoteClosed = frame.fin();
    if ((stream.type != "data" && stream.type != "error") || stream.requestId.isEmpty() || !portOk
        || port == 0 || port > 65535) {
        qWarning("fake-kube-apiserver: SPDY stream %u refused: streamType '%s', port '%s', requestID '%s'",
                 id, stream.type.constData(), frame.header("port").constData(), stream.requestId.constData());
        reset(id, FakeKubeSpdyFrame::RefusedStream);
        return;
    }
    Request &request = m_requests[stream.requestId];
    quint32 &slot = stream.type == "data" ? request.dataStream : request.errorStream;
    if (slot) {
        reset(id, FakeKubeSpdyFrame::ProtocolError); // a second stream of that type for the request
        return;
    }
    slot = id;
    m_streams.insert(id, stream);
    emit send(m_writer.synReply(id));
    emit streamsChanged();
    if (request.dataStream && request.errorStream)
        startForwarding(stream.requestId);
}

void FakeKubeSpdySession::startForwarding(const QByteArray &requestId)
{
    Request &request = m_requests[requestId];
    const Stream data = m_streams.value(request.dataStream);
    const quint32 dataId = request.dataStream;
    auto *pod = new FakeKubePodConnection(m_podName, data.port, QHostAddress::LocalHost,
                                          m_backends(data.port), this);
    request.pod = pod;
    connect(pod, &FakeKubePodConnection::received, this, [this, dataId](const QByteArray &bytes) {
        if (!m_streams.contains(dataId) || m_streams[dataId].localClosed)
            return;
        for (qsizetype at = 0; at < bytes.size(); at += dataChunk)
            emit send(FakeKubeSpdyFrameWriter::data(dataId, bytes.mid(at, dataChunk)));
    });
    connect(pod, &FakeKubePodConnection::failed, this,
            [this, requestId](const QString &message) { finishRequest(requestId, message.toUtf8()); });
    connect(pod, &FakeKubePodConnection::closed, this, [this, requestId] { finishRequest(requestId); });
    if (data.remoteClosed)
        pod->finish();
}

void FakeKubeSpdySession::onData(const FakeKubeSpdyFrame &frame)
{
    const auto it = m_streams.find(frame.streamId);
    if (it == m_streams.end() || it->remoteClosed)
        return; // a stream already gone (reset or finished): late frames are dropped, as spdystream does
    const Request request = m_requests.value(it->requestId);
    const bool isData = it->type == "data";
    if (isData && request.pod && !frame.payload.isEmpty())
        request.pod->write(frame.payload);
    // The error stream carries nothing from the client (it closes its side at once).
    if (!frame.fin())
        return;
    it->remoteClosed = true;
    const bool done = it->localClosed;
    if (isData && request.pod)
        request.pod->finish();
    if (done)
        forget(frame.streamId);
}

void FakeKubeSpdySession::finishRequest(const QByteArray &requestId, const QByteArray &error)
{
    const auto it = m_requests.find(requestId);
    if (requestId.isEmpty() || it == m_requests.end())
        return;
    const Request request = *it;
    m_requests.erase(it);
    if (request.pod) {
        request.pod->abort();
        request.pod->deleteLater();
    }
    if (!error.isEmpty() && m_streams.contains(request.errorStream)
        && !m_streams[request.errorStream].localClosed)
        emit send(FakeKubeSpdyFrameWriter::data(request.errorStream, error));
    closeLocal(request.errorStream);
    closeLocal(request.dataStream);
}

void FakeKubeSpdySession::closeLocal(quint32 streamId)
{
    const auto it = m_streams.find(streamId);
    if (it == m_streams.end() || it->localClosed)
        return;
    it->localClosed = true;
    const bool done = it->remoteClosed;
    emit send(FakeKubeSpdyFrameWriter::data(streamId, {}, true));
    if (done)
        forget(streamId);
}

void FakeKubeSpdySession::forget(quint32 streamId)
{
    if (m_streams.remove(streamId))
        emit streamsChanged();
}

void FakeKubeSpdySession::reset(quint32 streamId, quint32 status)
{
    emit send(FakeKubeSpdyFrameWriter::rstStream(streamId, status));
    forget(streamId);
}

void FakeKubeSpdySession::protocolError(const QString &why)
{
    if (m_finished)
        return;
    m_finished = true;
    qWarning("fake-kube-apiserver: SPDY port-forward to pod %s closed: %s", qPrintable(m_podName),
             qPrintable(why));
    emit send(FakeKubeSpdyFrameWriter::goAway(m_lastStream, FakeKubeSpdyFrame::ProtocolError));
    for (const Request &r : std::as_const(m_requests))
        if (r.pod)
            r.pod->abort();
    m_requests.clear();
    m_streams.clear();
    emit streamsChanged();
    emit finished(why);
}

} // namespace sandman::test
