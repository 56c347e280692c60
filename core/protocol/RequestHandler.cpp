// SPDX-License-Identifier: Apache-2.0
#include "RequestHandler.h"

namespace sandman {

ResponseSink::~ResponseSink() = default;
RequestHandler::~RequestHandler() = default;

void ResponseSink::sendEvent(const QJsonObject &event)
{
    if (m_finished)
        return;
    m_traffic.start();
    if (m_streamStart) {
        auto started = std::move(m_streamStart);
        m_streamStart = nullptr;
        started();
    }
    deliverEvent(event);
}

void ResponseSink::sendKeepAlive()
{
    if (m_finished || m_cancelled || !m_traffic.isValid())
        return;
    m_traffic.start();
    deliverKeepAlive();
}

bool ResponseSink::finish()
{
    if (m_finished)
        return false;
    m_finished = true;
    m_cancelHandler = nullptr;
    m_streamStart = nullptr;
    return true;
}

void ResponseSink::sendResponse(int status, const QJsonObject &body)
{
    if (finish())
        deliverResponse(status, body);
}

void ResponseSink::sendValue(int status, BodyValuePtr value)
{
    if (finish())
        deliverValue(status, value);
}

void ResponseSink::sendError(const SandboxError &error)
{
    sendResponse(error.httpStatus(), error.toJson());
}

void ResponseSink::sendError(ErrorCode code, const QString &message, const QJsonObject &context)
{
    sendError(SandboxError{code, message, context});
}

void ResponseSink::setCancelHandler(std::function<void()> handler)
{
    m_cancelHandler = std::move(handler);
    if (m_cancelled && m_cancelHandler) {
        auto run = std::move(m_cancelHandler);
        m_cancelHandler = nullptr;
        run();
    }
}

void ResponseSink::cancel()
{
    if (m_cancelled || m_finished)
        return;
    m_cancelled = true;
    if (m_cancelHandler) {
        auto run = std::move(m_cancelHandler);
        m_cancelHandler = nullptr;
        run();
    }
}

} // namespace sandman
