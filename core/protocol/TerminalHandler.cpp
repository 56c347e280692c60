// SPDX-License-Identifier: Apache-2.0
#include "TerminalHandler.h"

namespace sandman {

TerminalSink::~TerminalSink() = default;
TerminalConnection::~TerminalConnection() = default;
TerminalHandler::~TerminalHandler() = default;

void TerminalSink::sendReady(const QJsonObject &info)
{
    if (m_finished || m_ready)
        return;
    m_ready = true;
    QJsonObject message = info;
    message.insert(QStringLiteral("type"), QStringLiteral("ready"));
    deliverReady(message);
}

void TerminalSink::sendData(const QByteArray &bytes)
{
    if (m_finished || bytes.isEmpty())
        return;
    deliverData(bytes);
}

void TerminalSink::sendExit(int code)
{
    if (m_finished)
        return;
    m_finished = true;
    m_drained = nullptr;
    deliverExit(code);
}

void TerminalSink::sendError(const QString &message, const QString &code)
{
    if (m_finished)
        return;
    m_finished = true;
    m_drained = nullptr;
    deliverError(message, code);
}

void TerminalSink::sendResize(int cols, int rows)
{
    if (!m_finished && m_ready)
        deliverResize(cols, rows);
}

void TerminalSink::notifyDrained()
{
    if (m_drained)
        m_drained();
}

} // namespace sandman
