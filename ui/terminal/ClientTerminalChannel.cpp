// SPDX-License-Identifier: Apache-2.0
#include "ClientTerminalChannel.h"

#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "client/Transport.h"
#include "protocol/ErrorCode.h"
#include "protocol/TerminalRequest.h"

namespace sandman {

ClientTerminalChannel::ClientTerminalChannel(TerminalStream *stream, QObject *parent)
    : TerminalChannel(parent)
    , m_stream(stream)
{
    if (!stream)
        return;
    stream->setParent(this);
    connect(stream, &TerminalStream::ready, this, &ClientTerminalChannel::ready);
    connect(stream, &TerminalStream::dataReceived, this, &TerminalChannel::dataReceived);
    connect(stream, &TerminalStream::exited, this, &TerminalChannel::exited);
    connect(stream, &TerminalStream::reconnecting, this, &TerminalChannel::reconnecting);
    connect(stream, &TerminalStream::reattached, this, &TerminalChannel::reattached);
    connect(stream, &TerminalStream::errorOccurred, this, [this](const QString &message) {
        if (m_stream && m_stream->errorCode() == errorCodeName(ErrorCode::TerminalEnded))
            emit terminalEnded();
        emit errorOccurred(message);
    });
    connect(stream, &TerminalStream::remoteSizeChanged, this, [this](int cols, int rows) {
        if (m_readOnly)
            emit fixedSizeChanged(cols, rows);
    });
    // The agent's ready names the pty's size; the replay that follows was written at it.
    const auto adoptReadySize = [this] {
        const QJsonObject info = m_stream ? m_stream->readyInfo() : QJsonObject();
        const int cols = info.value(QStringLiteral("cols")).toInt();
        const int rows = info.value(QStringLiteral("rows")).toInt();
        if (m_readOnly && cols > 0 && rows > 0)
            emit fixedSizeChanged(cols, rows);
    };
    connect(stream, &TerminalStream::ready, this, adoptReadySize);
    connect(stream, &TerminalStream::reattached, this, adoptReadySize);
    // After the size: a watcher's grid has its fixed size before the replay is measured.
    const auto announceReplay = [this] {
        const QJsonObject info = m_stream ? m_stream->readyInfo() : QJsonObject();
        const qint64 bytes = qint64(info.value(QStringLiteral("replayBytes")).toDouble());
        if (bytes > 0)
            emit replayExpected(bytes, info.value(QStringLiteral("replayCols")).toInt(),
                                info.value(QStringLiteral("replayRows")).toInt());
    };
    connect(stream, &TerminalStream::ready, this, announceReplay);
    connect(stream, &TerminalStream::reattached, this, announceReplay);
}

ClientTerminalChannel *ClientTerminalChannel::open(SandboxClient *client, const QString &sessionId, int cols,
                                                   int rows, const QString &terminalId, QObject *parent,
                                                   bool reattachOnly)
{
    TerminalRequest request;
    request.sessionId = sessionId;
    request.terminalId = terminalId;
    request.cols = cols;
    request.rows = rows;
    request.reattach = reattachOnly;
    return open(client, request, parent);
}

ClientTerminalChannel *ClientTerminalChannel::open(SandboxClient *client, const TerminalRequest &request,
                                                   QObject *parent)
{
    if (!client)
        return nullptr;
    auto *channel = new ClientTerminalChannel(client->openTerminal(request), parent);
    channel->m_readOnly = request.readOnly;
    return channel;
}

ClientTerminalChannel::~ClientTerminalChannel()
{
    // Detach explicitly before the children go: no signal may reach a half-destroyed channel.
    if (m_stream) {
        m_stream->disconnect(this);
        m_stream->close();
    }
}

void ClientTerminalChannel::sendInput(const QByteArray &bytes)
{
    // A watcher's keys go nowhere (the agent would drop them too).
    if (m_stream && !m_readOnly)
        m_stream->write(bytes);
}

void ClientTerminalChannel::resize(int cols, int rows)
{
    // The owner's size stays; a watcher does not reshape someone else's terminal.
    if (m_stream && !m_readOnly)
        m_stream->resize(cols, rows);
}

} // namespace sandman
