// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AuditLog.h"

#include <QHash>
#include <QMutex>
#include <QObject>
#include <QThread>

namespace sandman {

class EventFeed;
struct SandboxEvent;

// Keeps the sandbox's event feed in its audit trail (AuditLog): every event the feed records
// (not the live-only resource samples), command_finished with its command's text so a search
// for a command finds how it ended. Trouble with the trail (a damaged file found at start, a
// full disk) is told on the feed as audit_warning {message}; the agent keeps serving.
// Records are written on a thread of the recorder's own, in the feed's order, so exec round
// trips do not wait for JSON, SHA-256 and write(); an agent killed outright may lose the few
// records queued in that moment.
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

    QString dir() const { return m_log.options().dir; }
    QJsonObject status() const;

private:
    AuditRecorder(EventFeed *feed, AuditOptions options);
    void onPublished(const SandboxEvent &event);
    void warn(const QString &message);

    EventFeed *m_feed;
    mutable QMutex m_mutex; // guards m_log: written on m_writer, read by status()
    AuditLog m_log;
    QThread m_writer;
    QObject m_writerContext; // lives on m_writer
    QHash<QString, QString> m_commands; // commandId → command text, until it finished
    bool m_warning = false; // publishing a warning (not recorded twice)
};

} // namespace sandman
