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
    // Who made a change, when the agent's write watch saw it (ChangeSetInfo::attribution).
    struct Writer {
        QString kind; // session, terminal, process; empty: not known
        QString id; // the session's, terminal's or process's id
        QString sessionId; // a terminal's or process's session
        QString commandId; // a session's command
        bool job = false; // a job an earlier command of the session left running
        qint64 pid = 0;
        QString program;

        bool isKnown() const { return !kind.isEmpty(); }
        static Writer fromJson(const QJsonObject &json);
    };
    struct Change {
        QString kind; // created, modified, deleted, renamed
        QString path; // for display (stray bytes written \xNN)
        QByteArray pathBytes; // the exact name
        QString fromPath; // renamed
        QJsonObject before;
        QJsonObject after;
        Writer writer;

        static Change fromJson(const QJsonObject &json);
    };

    QString commandId;
    QString sessionId;
    QString clientId;
    QString command;
    QString fromCheckpoint;
    QString toCheckpoint;
    bool running = false;
    // A command's set: "writers" when it holds what the command's own processes wrote (the
    // write watch), "time" when it holds everything that changed while it ran.
    QString attribution;
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
