// SPDX-License-Identifier: Apache-2.0
#include "ObservedSink.h"

namespace sandman {

ObservedSink::ObservedSink(ResponseSinkPtr inner, Observer observer)
    : m_inner(std::move(inner))
    , m_observer(std::move(observer))
{ }

ResponseSinkPtr ObservedSink::wrap(ResponseSinkPtr inner, Observer observer)
{
    std::shared_ptr<ObservedSink> outer(new ObservedSink(inner, std::move(observer)));
    const std::weak_ptr<ObservedSink> weak = outer;
    inner->setCancelHandler([weak] {
        if (const auto sink = weak.lock())
            sink->cancel();
    });
    return outer;
}

void ObservedSink::deliverResponse(int status, const QJsonObject &body)
{
    if (m_observer)
        m_observer(status, body);
    m_inner->sendResponse(status, body);
}

} // namespace sandman
