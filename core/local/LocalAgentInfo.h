// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

namespace sandman {

// What a window needs to reach the local agent of a workspace, kept in its runtime file
// (mode 0600, in a 0700 folder: it holds the access token). Written before the agent
// announces its address (url empty then) so that a window that dies while starting it leaves
// enough behind for the next one.
struct LocalAgentInfo {
    qint64 pid = 0; // on the host: bwrap's when isolated
    QUrl url; // empty until the agent serves
    QByteArray token;
    bool isolated = false;
    QString workspace;
    QString logFile;
    QString startedAt; // ISO 8601
    // What the agent was started with beyond isolation (with isolation only): its network
    // (empty: the agent's default, user) and the host variables passed in. Files written before
    // these were recorded do not say (settingsRecorded false).
    QString network;
    QStringList passEnv;
    bool settingsRecorded = true;
    // The systemd user unit it runs as (stopped through systemctl); empty: started detached.
    QString unit;

    QJsonObject toJson() const;
    static std::optional<LocalAgentInfo> fromJson(const QJsonObject &object);

    // Atomically (a reader never sees half a file), 0600.
    bool write(const QString &path, QString *error) const;
    // nullopt when missing or unreadable (*error says which, empty when it does not exist).
    static std::optional<LocalAgentInfo> read(const QString &path, QString *error = nullptr);
};

} // namespace sandman
