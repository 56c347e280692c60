// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AuditLog.h"

#include <QHash>
#include <QObject>

namespace sandman {

class EventFeed;
struct SandboxEvent;

// Keeps the sandbox's event feed in its audit trail (AuditLog): every event the feed records
// (not the live-only resource samples), command_finished with its command's text so a search
// for a command finds how it ended. Trouble with the trail (a damaged file found at start, a
// full disk) is told on the feed as audit_warning {message}; the agent keeps serving.
// A child of the feed.
class AuditRecorder : public QObject
{
    Q_OBJECT
public:
    // Starts keeping the feed's trail (on the feed's thread), beginning with what its ring
    // still holds; replaces a recorder the feed had. An empty options.dir stops keeping it.
    static AuditRecorder *start(EventFeed *feed, AuditOptions options);
    // The feed's recorder, or nullptr when the sandbox keeps no trail.
    static AuditRecorder *of(EventFeed *feed);

    const AuditLog &log() const { return m_log; }
    QString dir() const { return m_log.options().dir; }
    QJsonObject status() const;

private:
    AuditRecorder(EventFeed *feed, AuditOptions options);
    void onPublished(const SandboxEvent &event);
    void warn(const QString &message);

    EventFeed *m_feed;
    AuditLog m_log;
    QHash<QString, QString> m_commands; // commandId → command text, until it finished
    bool m_warning = false; // publishing a warning (not recorded twice)
};

} // namespace sandman
