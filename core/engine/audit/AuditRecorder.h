// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AuditLog.h"
#include "engine/events/SandboxEvent.h"

#include <QHash>
#include <QMutex>
#include <QObject>
#include <QThread>
#include <QWaitCondition>

#include <memory>

namespace sandman {

class EventFeed;

// Keeps the sandbox's event feed in its audit trail (AuditLog): every event the feed records
// (not the live-only resource samples), command_finished with its command's text so a search
// for a command finds how it ended. Trouble with the trail (a damaged file found at start, a
// full disk) is told on the feed as audit_warning {message}; the agent keeps serving.
// Records are written on a thread of the recorder's own, in the feed's order, so exec round
// trips do not wait for JSON, SHA-256 and write(): the feed's thread only queues the event.
// The writer wakes on the first queued record, gathers what follows for kBatchMs and writes
// the lot with one write() (no fsync), so a burst costs one wake-up and one system call; an
// agent killed outright loses at most the records of that last moment.
// A child of the feed.
class AuditRecorder : public QObject
{
    Q_OBJECT
public:
    // Starts keeping the feed's trail (on the feed's thread), beginning with what its ring
    // still holds; replaces a recorder the feed had. An empty options.dir stops keeping it.
    static AuditRecorder *start(EventFeed *feed, AuditOptions options);
    ~AuditRecorder() override; // writes what is still queued
    // The feed's recorder, or nullptr when the sandbox keeps no trail.
    static AuditRecorder *of(EventFeed *feed);

    static constexpr int kBatchMs = 5;
    static constexpr int kWriterNice = 10;

    QString dir() const { return m_log.options().dir; }
    QJsonObject status() const;
    // Blocks until every record queued so far is written (or dropped): before reading the files.
    void flush();

private:
    AuditRecorder(EventFeed *feed, AuditOptions options);
    void onPublished(const SandboxEvent &event);
    void warn(const QString &message);
    void writeLoop();

    EventFeed *m_feed;
    mutable QMutex m_mutex; // guards m_log: written on m_writer, read by status()
    AuditLog m_log;
    QMutex m_queueMutex; // guards the four below
    QWaitCondition m_queued; // m_queue got its first record, or m_stopping
    QWaitCondition m_written; // a batch was written
    // An event to record, with its command's text for command_finished; made into JSON on
    // the writer's thread (most of a command's events have no JSON before).
    struct Queued {
        SandboxEvent event;
        QString command;
    };
    QList<Queued> m_queue;
    quint64 m_queuedCount = 0; // records ever queued
    quint64 m_writtenCount = 0; // records ever taken and written (or dropped)
    bool m_stopping = false;
    std::unique_ptr<QThread> m_writer;
    QHash<QString, QString> m_commands; // commandId → command text, until it finished
    bool m_warning = false; // publishing a warning (not recorded twice)
};

} // namespace sandman
