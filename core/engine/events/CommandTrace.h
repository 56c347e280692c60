// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "EventOrigin.h"

#include <QJsonObject>
#include <QObject>

namespace sandman {

class CommandRun;
class EventFeed;
struct CommandResult;

// Turns one command's life into feed events: command_queued now, then command_started,
// command_output (the first EventFeed::Limits::outputPerStream bytes of each stream, then one
// event with truncated: true), command_finished. Deletes itself after the end.
class CommandTrace : public QObject
{
    Q_OBJECT
public:
    CommandTrace(EventFeed *feed, CommandRun *run, const QString &commandId, const QString &sessionId,
                 EventOrigin origin);

private:
    void publish(const QString &type, QJsonObject fields);
    void onOutput(int stream, const QByteArray &data);
    void onFinished(const CommandResult &result);

    EventFeed *m_feed;
    QString m_commandId;
    QString m_sessionId;
    EventOrigin m_origin;
    bool m_stream;
    qint64 m_sent[2] = {0, 0}; // output bytes put in the feed, per stream
    qint64 m_total[2] = {0, 0}; // output bytes the command wrote, per stream
    bool m_truncated[2] = {false, false}; // the truncated marker was sent
};

} // namespace sandman
