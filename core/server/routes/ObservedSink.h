// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/RequestHandler.h"

#include <functional>

namespace sandman {

// Passes everything on to another sink and tells an observer the final response, so the event
// feed can record what a route did (a file written, a context deleted) without the route
// knowing. Cancels and flow control go through to the route as if it had the original sink.
class ObservedSink : public ResponseSink
{
public:
    using Observer = std::function<void(int status, const QJsonObject &body)>;
    // The returned sink replaces inner for the route.
    static ResponseSinkPtr wrap(ResponseSinkPtr inner, Observer observer);

    qint64 pendingBytes() const override { return m_inner->pendingBytes(); }

protected:
    void deliverEvent(const QJsonObject &event) override { m_inner->sendEvent(event); }
    void deliverResponse(int status, const QJsonObject &body) override;

private:
    ObservedSink(ResponseSinkPtr inner, Observer observer);

    ResponseSinkPtr m_inner;
    Observer m_observer;
};

} // namespace sandman
