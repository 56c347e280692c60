// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace sandman {

// A command's (or a restore's) changes as the agent reports them: each path created,
// modified, deleted or renamed, with its entry before and after ({type, mode, size, hash} or
// {type: "symlink", target}). Paths that are not UTF-8 carry their bytes too.
struct ChangeSetInfo {
    struct Change {
        QString kind; // created, modified, deleted, renamed
        QString path; // for display (stray bytes written \xNN)
        QByteArray pathBytes; // the exact name
        QString fromPath; // renamed
        QJsonObject before;
        QJsonObject after;

        static Change fromJson(const QJsonObject &json);
    };

    QString commandId;
    QString sessionId;
    QString clientId;
    QString command;
    QString fromCheckpoint;
    QString toCheckpoint;
    bool running = false;
    int created = 0;
    int modified = 0;
    int deleted = 0;
    int renamed = 0;
    int total = 0;
    bool summarised = false; // changes holds the first ones only; the counts are whole
    QList<Change> changes;

    static ChangeSetInfo fromJson(const QJsonObject &json);
};

} // namespace sandman
