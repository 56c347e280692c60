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

    // How much output the stream keeps for stdoutData()/stderrData() (per stream, the first
    // bytes). Output past it still arrives through the signals, so following a huge command
    // never piles its whole output up in memory.
    static constexpr qint64 kDefaultRetainedOutputLimit = 16 * 1024 * 1024;
    void setRetainedOutputLimit(qint64 bytes) { m_retainLimit = bytes; }
    qint64 retainedOutputLimit() const { return m_retainLimit; }
    // True when some output was not kept because of the limit.
    bool isOutputTruncated() const { return m_truncated; }

protected:
    StreamingCall(TransportCall *call, QObject *parent);

    virtual void handleEvent(const QJsonObject &event) = 0;
    virtual void handleFinished(int status, const QJsonObject &body) = 0;
    // Appends data to buffer within the retention limit.
    void retain(QByteArray &buffer, const QByteArray &data);

private:
    QPointer<TransportCall> m_call;
    qint64 m_retainLimit = kDefaultRetainedOutputLimit;
    bool m_truncated = false;
};

} // namespace sandman
