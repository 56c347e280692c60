// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/process/BackgroundProcess.h"
#include "protocol/RequestHandler.h"

#include <QObject>

namespace sandman {

class SinkFlowControl;

// Serves one GET /api/process/{id}/stream: a process_info event, the output the process's logs
// still hold, live output as it comes, then an exit event and the final response.
//
// A subscriber that reads slower than the process writes is not queued for: while the sink's
// backlog is high (SinkFlowControl) live output is not forwarded, since the process's bounded
// log ring keeps it anyway. Once the backlog has drained the follower resumes from the ring;
// what the ring dropped meanwhile is announced, in place of the bytes, by
//   {type:"dropped", processId, stream:"stdout"|"stderr", bytes, message, timestamp}
// (clients that do not know the event skip it). A cancel ends the subscription, not the process.
class ProcessLogFollower : public QObject
{
    Q_OBJECT
public:
    // Starts following; the follower is a child of process and deletes itself when done.
    static void follow(BackgroundProcess *process, ResponseSinkPtr sink);
    ~ProcessLogFollower() override;

private:
    using Channel = BackgroundProcess::Channel;

    ProcessLogFollower(BackgroundProcess *process, ResponseSinkPtr sink);
    void start();
    void onOutput(Channel channel, const QByteArray &data);
    void onFlowChanged(bool paused);
    void finish();
    // Sends what the log holds past what this subscriber got, a dropped event first if needed.
    void catchUp(Channel channel);
    void sendOutput(Channel channel, const QByteArray &data);

    BackgroundProcess *m_process;
    QString m_processId;
    ResponseSinkPtr m_sink;
    SinkFlowControl *m_flow = nullptr;
    qint64 m_sent[2] = {0, 0}; // log offsets (LogBuffer::totalBytes) forwarded so far
};

} // namespace sandman
