// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "EventFields.h"
#include "EventOrigin.h"
#include "OutputCoalescer.h"
#include "engine/session/CommandRun.h"

#include <QPointer>

#include <memory>

namespace sandman {

class EventFeed;

// Turns one command's life into feed events: command_queued now, then command_started,
// command_output while it runs, whatever route started it (the first
// EventFeed::Limits::outputPerStream bytes of each stream, coalesced by OutputCoalescer, then
// one event with truncated: true), command_finished. The run's listener, so it goes with the
// run; neither a QObject nor connected (either, made and undone per command, cost every exec
// thousands of instructions); silent once the feed is gone.
class CommandTrace final : public CommandRun::Listener
{
public:
    // Publishes command_queued and follows the run from now on.
    static void attach(EventFeed *feed, CommandRun *run, const QString &commandId, const QString &sessionId,
                       EventOrigin origin);

    void started(qint64 shellPid) override;
    void output(int stream, const QByteArray &data) override;
    void outputCollected(bool isStdout) override;
    void finished(const CommandResult &result) override;

private:
    CommandTrace(EventFeed *feed, const CommandRun *run, const QString &commandId, const QString &sessionId,
                 EventOrigin origin);
    void publishQueued();
    // An event's fields start as a copy of m_base, with room for its own (at most own) and the
    // feed's (EventFields: a plain exec publishes three events, and nobody may ever need their
    // JSON).
    EventFields fields(size_t own) const;
    void publish(const QString &type, EventFields fields);
    void onChunk(int stream, const QByteArray &data, bool truncated);
    // A plain exec's output gathered by the session so far: what this trace has not seen yet.
    void takeCollected(const CommandResult &soFar, int stream);

    const CommandRun *m_run; // its owner
    QPointer<EventFeed> m_feed;
    QString m_commandId;
    QString m_sessionId;
    EventOrigin m_origin;
    EventFields m_base; // commandId, sessionId and the origin: what every event of it has
    bool m_stream;
    qint64 m_cap;
    OutputCoalescer m_output;
    qint64 m_seen[2] = {0, 0}; // plain exec: bytes of the session's result taken, per stream
};

} // namespace sandman
