// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Checkpoint.h"
#include "CheckpointJournal.h"
#include "EntryReader.h"
#include "ExcludeRules.h"
#include "ObjectStore.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QSet>

#include <deque>
#include <optional>

namespace sandman {

// The checkpoints of one workspace (see README "Checkpoints"). The head is what the store last
// read of every path; it starts from one baseline read of the tree (taken in slices, so the
// agent stays responsive), and from then on only the paths the file watch marked dirty are read
// again, so a checkpoint costs what changed, not the size of the tree. Each checkpoint records
// its changes with the entry before and after, so any kept checkpoint's state is the head with
// the later changes undone. Blob references are counted: what no head entry and no kept change
// names is removed from the ObjectStore.
class CheckpointStore
{
public:
    struct Meta {
        Checkpoint::Reason reason = Checkpoint::Manual;
        QString name;
        QString commandId;
        QString sessionId;
        QString clientId;
        QString command;
        quint64 since = 0; // AfterCommand: the checkpoint the command started from
    };
    struct Retention {
        int maxCount = 500;
        qint64 maxBytes = 2LL * 1024 * 1024 * 1024;
        qint64 maxAgeSeconds = 7 * 24 * 3600;
    };
    struct RestoreResult {
        QList<FileChange> applied; // before: what was there, after: what was put back
        QStringList errors;
        const Checkpoint *checkpoint = nullptr; // the restore's own checkpoint
    };

    CheckpointStore(const QString &workspace, const QString &storeDirectory, ExcludeRules excludes);

    // Takes over the checkpoints an earlier agent kept for this workspace (see CheckpointJournal),
    // else starts afresh.
    bool open(QString *error);
    // Reads the tree for at most budgetMs; true once the baseline is complete. After a restart
    // this is a catch-up instead — only what changed while no agent watched is read again (by
    // its metadata), and recorded as one Outside checkpoint.
    bool baselineStep(int budgetMs);
    // Whether open() took over an earlier agent's checkpoints.
    bool resumed() const { return m_resumed; }
    // The last failure to save a checkpoint for the next agent (empty: none).
    const QString &journalError() const { return m_journalError; }
    bool isReady() const { return m_ready; }

    void markDirty(const QByteArray &relativePath, bool recursive);
    // The watch lost events: the next checkpoint compares the whole tree (by metadata).
    void markAllDirty() { markDirty(QByteArray(), true); }
    bool hasDirty() const { return !m_dirty.isEmpty(); }

    // Reads the dirty paths; records a checkpoint when something changed or force. Null when
    // nothing changed (and !force) or before the baseline is complete.
    const Checkpoint *checkpoint(const Meta &meta, bool force);

    const std::deque<Checkpoint> &checkpoints() const { return m_checkpoints; }
    const Checkpoint *find(quint64 id) const;
    const Checkpoint *latest() const { return m_checkpoints.empty() ? nullptr : &m_checkpoints.back(); }
    // The path as it was at checkpoint id (nullopt: absent then).
    std::optional<FileEntry> entryAt(const QByteArray &path, quint64 id) const;
    std::optional<FileEntry> current(const QByteArray &path) const;
    // What differs between the states of two checkpoints, path by path (before: at from, after:
    // at to; from may be the later one, which reads as the way back).
    QList<FileChange> changesBetween(quint64 from, quint64 to) const;

    // What restoring checkpoint id would change now (before: now, after: then), in the order it
    // is applied; limited to paths (and what is under them) unless paths is empty.
    QList<FileChange> plan(quint64 id, const QList<QByteArray> &paths) const;
    RestoreResult restore(quint64 id, const QList<QByteArray> &paths, const Meta &meta);

    void setRetention(const Retention &retention);
    const Retention &retention() const { return m_retention; }
    void setExcludes(const ExcludeRules &rules) { m_excludes = rules; }
    const ExcludeRules &excludes() const { return m_excludes; }
    ObjectStore &objects() { return m_objects; }
    const ObjectStore &objects() const { return m_objects; }
    int headSize() const { return int(m_head.size()); }
    const QByteArray &root() const { return m_root; }

private:
    struct Work {
        QByteArray path;
        bool recursive;
    };
    struct Flush {
        QList<FileChange> changes;
        qint64 bytesAdded = 0;
        int unstored = 0;
        bool failed = false;
        QString error;
    };
    // Reads one path (and, when recursive, what is under it) into the head; the changes into
    // flush unless it is null (the baseline records none).
    void process(const Work &work, std::deque<Work> *queue, Flush *flush);
    void setHead(const QByteArray &path, const std::optional<FileEntry> &entry, Flush *flush);
    void removeTree(const QByteArray &path, Flush *flush);
    QList<QByteArray> listDirectory(const QByteArray &path) const;
    bool excluded(const QByteArray &path) const;
    void ref(const std::optional<FileEntry> &entry);
    void unref(const std::optional<FileEntry> &entry);
    const Checkpoint &append(const Meta &meta, Flush flush, qint64 durationUs);
    void enforceRetention();
    void resume(CheckpointJournal::Saved saved);
    void saveAfresh();
    // The journal no longer holds dropped checkpoints: the base moves up to the oldest kept one.
    void compact();

    QByteArray m_root;
    ObjectStore m_objects;
    EntryReader m_reader;
    ExcludeRules m_excludes;
    Retention m_retention;
    QHash<QByteArray, FileEntry> m_head;
    QHash<QByteArray, QSet<QByteArray>> m_children; // directory → the paths directly in it
    QHash<QByteArray, int> m_refs; // blob → references
    QHash<QByteArray, bool> m_dirty; // path → recursive
    std::deque<Work> m_baseline;
    bool m_baselineStarted = false;
    bool m_ready = false;
    std::deque<Checkpoint> m_checkpoints;
    quint64 m_nextId = 1;
    CheckpointJournal m_journal;
    QString m_journalError;
    bool m_resumed = false;
    int m_droppedSinceCompaction = 0;
};

} // namespace sandman
