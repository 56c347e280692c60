// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

namespace sandman {

// A connection that writes out what its requests' sinks produce (AgentConnection for /ws,
// HttpConnection for plain HTTP). AgentConnectionSink::Mailbox posts frames to it, queued,
// on its own thread.
class FrameReceiver : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // One encoded frame of request id; final ends that request.
    virtual void deliverFrame(const QString &id, const QByteArray &frame, bool final) = 0;
};

} // namespace sandman
