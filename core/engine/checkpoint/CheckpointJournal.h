// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Checkpoint.h"

#include <QFile>
#include <QHash>
#include <QString>

#include <deque>
#include <optional>

namespace sandman {

// What keeps a CheckpointStore's checkpoints across agent restarts, beside its objects: a base
// (every path's entry as it was just before the oldest checkpoint kept, written whole and
// atomically) and a journal that gets one record per checkpoint, appended as it is taken. A
// record is framed with its length and a checksum, so a record cut short by a crash (or a
// flipped byte) ends the journal there instead of poisoning the load; nothing is synced per
// record — like the audit trail, a record survives the agent being killed, not the machine.
// Loading the base and replaying the journal's changes gives the head as of the last checkpoint.
class CheckpointJournal
{
public:
    struct Saved {
        QHash<QByteArray, FileEntry> base;
        std::deque<Checkpoint> checkpoints;
        // Records after a damaged one were dropped (the journal was cut there).
        bool truncated = false;
    };

    explicit CheckpointJournal(QString directory);

    // What an earlier agent kept for this workspace; nullopt when there is nothing usable
    // (none yet, another format, a damaged base).
    std::optional<Saved> load();
    // Writes base and journal afresh: base is the state before kept's first checkpoint.
    bool rewrite(const QHash<QByteArray, FileEntry> &base, const std::deque<Checkpoint> &kept,
                 QString *error);
    bool append(const Checkpoint &checkpoint, QString *error);
    // Retention dropped the checkpoints up to throughId: the next load folds them into the base.
    bool appendDrop(quint64 throughId, QString *error);
    // Forgets everything saved (the store starts from a new baseline).
    void clear();
    int records() const { return m_records; }

private:
    bool openForAppend(QString *error);

    QString m_directory;
    QFile m_journal;
    int m_records = 0;
    quint64 m_generation = 0;
};

} // namespace sandman
