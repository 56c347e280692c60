// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FileChange.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

namespace sandman {

// One state of the workspace the store can bring back, with what changed since the one before
// it (changes: the deltas; the state itself is the store's head with the later deltas undone).
struct Checkpoint {
    // Why it was taken. BeforeCommand: the files as a command found them (changes: what the
    // terminals and background processes did since the last checkpoint); AfterCommand: what
    // the command left (changes: its change set).
    // Outside: changes made outside any command (a terminal, a background process), taken once
    // the workspace has been quiet for a moment while no command ran.
    enum Reason { Baseline, BeforeCommand, AfterCommand, Manual, Restore, Outside };

    quint64 id = 0;
    Reason reason = Manual;
    QString name;
    QDateTime time;
    QString commandId;
    QString sessionId;
    QString clientId;
    QString command;
    bool failed = false;
    QString error;
    int unstored = 0; // files whose content could not be stored
    qint64 bytesAdded = 0;
    qint64 durationUs = 0;
    quint64 since = 0; // AfterCommand: the checkpoint the command started from
    QList<FileChange> changes;
    QHash<QByteArray, int> index; // path → its entry in changes

    static QString reasonName(Reason reason)
    {
        switch (reason) {
        case Baseline:
            return QStringLiteral("baseline");
        case BeforeCommand:
            return QStringLiteral("before-command");
        case AfterCommand:
            return QStringLiteral("after-command");
        case Restore:
            return QStringLiteral("restore");
        case Outside:
            return QStringLiteral("outside-commands");
        case Manual:
            break;
        }
        return QStringLiteral("manual");
    }
};

} // namespace sandman
