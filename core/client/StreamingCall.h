// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>

namespace sandman {

class TransportCall;

// Base of the client's stream objects (ExecStream, ProcessLogStream, CodeRun): wires one
// TransportCall to handleEvent()/handleFinished(), cancels the work behind it when the object
// is dropped early, and turns a missing transport into a CONNECTION_LOST finish.
class StreamingCall : public QObject
{
    Q_OBJECT
public:
    ~StreamingCall() override;

    // Stops the work behind the stream; handleFinished() still follows.
    void cancel();

protected:
    StreamingCall(TransportCall *call, QObject *parent);

    virtual void handleEvent(const QJsonObject &event) = 0;
    virtual void handleFinished(int status, const QJsonObject &body) = 0;

private:
    QPointer<TransportCall> m_call;
};

} // namespace sandman
