// SPDX-License-Identifier: Apache-2.0
#include "TerminalStream.h"

namespace sandman {

TerminalStream::TerminalStream(QString sessionId, QString terminalId, QObject *parent)
    : QObject(parent)
    , m_sessionId(std::move(sessionId))
    , m_terminalId(std::move(terminalId))
{ }

TerminalStream::~TerminalStream()
{
    close();
}

void TerminalStream::write(const QByteArray &bytes)
{
    if (!isLive() || bytes.isEmpty() || !m_backend.write)
        return;
    m_backend.write(bytes);
}

void TerminalStream::resize(int cols, int rows)
{
    if (!isLive() || cols <= 0 || rows <= 0 || !m_backend.resize)
        return;
    m_backend.resize(cols, rows);
}

void TerminalStream::close()
{
    m_state = State::Closed;
    // Always tell the backend, also after exit or failure: it releases the connection.
    auto backend = std::move(m_backend);
    m_backend = {};
    if (backend.close)
        backend.close();
}

void TerminalStream::deliverReady(const QJsonObject &info)
{
    if (m_state != State::Opening)
        return;
    m_state = State::Open;
    m_readyInfo = info;
    const QString id = info.value(QStringLiteral("terminalId")).toString();
    if (!id.isEmpty())
        m_terminalId = id;
    emit ready();
}

void TerminalStream::deliverData(const QByteArray &bytes)
{
    // Nothing can come between reconnecting() and reattached(): the old socket is gone.
    if (!isLive() || m_state == State::Reconnecting || bytes.isEmpty())
        return;
    emit dataReceived(bytes);
}

void TerminalStream::deliverReconnecting(const QString &why)
{
    if (m_state != State::Open)
        return;
    m_state = State::Reconnecting;
    emit reconnecting(why);
}

void TerminalStream::deliverReattached(const QJsonObject &info)
{
    if (m_state != State::Reconnecting)
        return;
    m_state = State::Open;
    m_readyInfo = info;
    emit reattached();
}

void TerminalStream::deliverResize(int cols, int rows)
{
    if (!isLive() || cols <= 0 || rows <= 0)
        return;
    m_readyInfo.insert(QStringLiteral("cols"), cols);
    m_readyInfo.insert(QStringLiteral("rows"), rows);
    emit remoteSizeChanged(cols, rows);
}

void TerminalStream::deliverExit(int code)
{
    if (!isLive())
        return;
    m_state = State::Exited;
    m_exitCode = code;
    emit exited(code);
}

void TerminalStream::deliverError(const QString &message, const QString &code)
{
    if (!isLive())
        return;
    m_state = State::Failed;
    m_error = message;
    m_errorCode = code;
    emit errorOccurred(message);
}

} // namespace sandman
