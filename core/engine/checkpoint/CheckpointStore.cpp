// SPDX-License-Identifier: Apache-2.0
#include "CheckpointStore.h"

#include "WorkspaceWriter.h"
#include "protocol/RawFileName.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <dirent.h>

namespace sandman {

namespace {
QByteArray parentOf(const QByteArray &path)
{
    const int slash = path.lastIndexOf('/');
    return slash < 0 ? QByteArray() : path.left(slash);
}

QByteArray childOf(const QByteArray &directory, const QByteArray &name)
{
    return directory.isEmpty() ? name : directory + '/' + name;
}

bool differs(const std::optional<FileEntry> &a, const std::optional<FileEntry> &b)
{
    if (!a || !b)
        return a.has_value() != b.has_value();
    return !a->sameContent(*b);
}

bool under(const QByteArray &path, const QList<QByteArray> &roots)
{
    if (roots.isEmpty())
        return true;
    return std::any_of(roots.begin(), roots.end(), [&path](const QByteArray &root) {
        return root.isEmpty() || path == root || path.startsWith(root + '/');
    });
}
} // namespace

CheckpointStore::CheckpointStore(const QString &workspace, const QString &storeDirectory,
                                 ExcludeRules excludes)
    : m_root(QFile::encodeName(workspace))
    , m_objects(storeDirectory)
    , m_reader(m_root, &m_objects)
    , m_excludes(std::move(excludes))
    , m_journal(storeDirectory)
{ }

bool CheckpointStore::open(QString *error)
{
    std::optional<CheckpointJournal::Saved> saved = m_journal.load();
    if (saved && saved->checkpoints.empty())
        saved.reset(); // a base without any checkpoint: nothing to take over
    if (!m_objects.open(saved.has_value(), error))
        return false;
    if (saved)
        resume(std::move(*saved));
    else
        m_journal.clear();
    m_baseline.clear();
    m_baseline.push_back({QByteArray(), true});
    m_baselineStarted = true;
    return true;
}

bool CheckpointStore::baselineStep(int budgetMs)
{
    if (m_ready)
        return true;
    QElapsedTimer clock;
    clock.start();
    Flush flush; // the baseline records no changes, only what it could not store
    while (!m_baseline.empty() && clock.elapsed() < budgetMs) {
        const Work work = m_baseline.front();
        m_baseline.pop_front();
        process(work, &m_baseline, &flush);
    }
    if (!m_baseline.empty())
        return false;
    m_ready = true;
    Meta meta;
    if (m_resumed) {
        if (flush.changes.isEmpty() && flush.unstored == 0)
            return true;
        meta.reason = Checkpoint::Outside;
        meta.name = QCoreApplication::translate("CheckpointStore", "Changes while the agent was stopped");
        append(meta, std::move(flush), clock.nsecsElapsed() / 1000);
        return true;
    }
    saveAfresh();
    meta.reason = Checkpoint::Baseline;
    meta.name = QCoreApplication::translate("CheckpointStore", "Initial state");
    flush.changes.clear();
    append(meta, std::move(flush), clock.nsecsElapsed() / 1000);
    return true;
}

void CheckpointStore::resume(CheckpointJournal::Saved saved)
{
    m_head = std::move(saved.base);
    m_checkpoints = std::move(saved.checkpoints);
    for (const Checkpoint &checkpoint : m_checkpoints) {
        for (const FileChange &change : checkpoint.changes) {
            if (change.after)
                m_head.insert(change.path, *change.after);
            else
                m_head.remove(change.path);
        }
    }
    m_children.clear();
    m_refs.clear();
    for (auto it = m_head.cbegin(); it != m_head.cend(); ++it) {
        m_children[parentOf(it.key())].insert(it.key());
        ref(*it);
    }
    for (const Checkpoint &checkpoint : m_checkpoints) {
        for (const FileChange &change : checkpoint.changes) {
            ref(change.before);
            ref(change.after);
        }
    }
    // Copies that no kept checkpoint names (the agent stopped between storing and recording).
    for (const QByteArray &hash : m_objects.hashes()) {
        if (!m_refs.contains(hash))
            m_objects.remove(hash);
    }
    m_nextId = m_checkpoints.back().id + 1;
    m_resumed = true;
    // Whatever happened while no agent watched: the catch-up compares every path by metadata.
    if (saved.truncated)
        compact(); // the journal's damaged tail goes
}

void CheckpointStore::saveAfresh()
{
    m_journalError.clear();
    if (!m_journal.rewrite(m_head, {}, &m_journalError))
        qWarning("checkpoints: %s", qPrintable(m_journalError));
}

void CheckpointStore::compact()
{
    // The state just before the oldest kept checkpoint: the head with every kept change undone.
    QHash<QByteArray, FileEntry> base = m_head;
    for (auto checkpoint = m_checkpoints.crbegin(); checkpoint != m_checkpoints.crend(); ++checkpoint) {
        for (auto change = checkpoint->changes.crbegin(); change != checkpoint->changes.crend(); ++change) {
            if (change->before)
                base.insert(change->path, *change->before);
            else
                base.remove(change->path);
        }
    }
    m_journalError.clear();
    if (!m_journal.rewrite(base, m_checkpoints, &m_journalError))
        qWarning("checkpoints: %s", qPrintable(m_journalError));
    m_droppedSinceCompaction = 0;
}

void CheckpointStore::markDirty(const QByteArray &relativePath, bool recursive)
{
    auto it = m_dirty.find(relativePath);
    if (it == m_dirty.end())
        m_dirty.insert(relativePath, recursive);
    else
        *it = *it || recursive;
}

bool CheckpointStore::excluded(const QByteArray &path) const
{
    return !path.isEmpty() && m_excludes.excludes(RawFileName::fromBytes(path));
}

QList<QByteArray> CheckpointStore::listDirectory(const QByteArray &path) const
{
    QList<QByteArray> names;
    DIR *listing = ::opendir(m_reader.absolute(path).constData());
    if (!listing)
        return names;
    while (dirent *child = ::readdir(listing)) {
        const QByteArray name(child->d_name);
        if (name != "." && name != "..")
            names.append(childOf(path, name));
    }
    ::closedir(listing);
    return names;
}

void CheckpointStore::ref(const std::optional<FileEntry> &entry)
{
    if (entry && entry->type == FileEntry::File && !entry->hash.isEmpty())
        ++m_refs[entry->hash];
}

void CheckpointStore::unref(const std::optional<FileEntry> &entry)
{
    if (!entry || entry->type != FileEntry::File || entry->hash.isEmpty())
        return;
    auto it = m_refs.find(entry->hash);
    if (it == m_refs.end())
        return;
    if (--*it <= 0) {
        m_objects.remove(entry->hash);
        m_refs.erase(it);
    }
}

void CheckpointStore::setHead(const QByteArray &path, const std::optional<FileEntry> &entry, Flush *flush)
{
    const auto found = m_head.constFind(path);
    const std::optional<FileEntry> old
        = found == m_head.cend() ? std::nullopt : std::optional<FileEntry>(*found);
    if (!entry && !old)
        return;
    if (differs(old, entry) && (m_ready || m_resumed)) {
        FileChange change{path, old, entry, {}};
        ref(old);
        ref(entry);
        flush->changes.append(change);
    }
    ref(entry);
    unref(old);
    if (entry) {
        m_head.insert(path, *entry);
        m_children[parentOf(path)].insert(path);
    } else {
        m_head.remove(path);
        auto siblings = m_children.find(parentOf(path));
        if (siblings != m_children.end()) {
            siblings->remove(path);
            if (siblings->isEmpty())
                m_children.erase(siblings);
        }
    }
}

void CheckpointStore::removeTree(const QByteArray &path, Flush *flush)
{
    const QSet<QByteArray> children = m_children.value(path);
    for (const QByteArray &child : children)
        removeTree(child, flush);
    m_children.remove(path);
    setHead(path, std::nullopt, flush);
}

void CheckpointStore::process(const Work &work, std::deque<Work> *queue, Flush *flush)
{
    const QByteArray &path = work.path;
    if (excluded(path))
        return;
    const auto queueChildren = [&] {
        QSet<QByteArray> children = m_children.value(path);
        for (const QByteArray &child : listDirectory(path))
            children.insert(child);
        QList<QByteArray> sorted(children.begin(), children.end());
        std::sort(sorted.begin(), sorted.end());
        for (const QByteArray &child : sorted)
            queue->push_back({child, true});
    };
    if (path.isEmpty()) {
        if (work.recursive)
            queueChildren();
        return;
    }
    const auto known = m_head.constFind(path);
    const bool wasDirectory = known != m_head.cend() && known->type == FileEntry::Directory;
    const EntryReader::Result read = m_reader.read(path, known == m_head.cend() ? nullptr : &*known);
    flush->bytesAdded += read.bytesAdded;
    if (!read.error.isEmpty()) {
        ++flush->unstored;
        if (flush->error.isEmpty())
            flush->error = read.error;
    }
    if (!read.entry) {
        removeTree(path, flush);
        return;
    }
    const bool isDirectory = read.entry->type == FileEntry::Directory;
    if (wasDirectory && !isDirectory) {
        const QSet<QByteArray> children = m_children.value(path);
        for (const QByteArray &child : children)
            removeTree(child, flush);
    }
    setHead(path, read.entry, flush);
    if (isDirectory && (work.recursive || !wasDirectory))
        queueChildren();
}

const Checkpoint *CheckpointStore::checkpoint(const Meta &meta, bool force)
{
    if (!m_ready)
        return nullptr;
    // Most commands change nothing: two calls per exec, so no clock, list or queue for them.
    if (m_dirty.isEmpty() && !force)
        return nullptr;
    QElapsedTimer clock;
    clock.start();
    QList<QByteArray> paths = m_dirty.keys();
    std::sort(paths.begin(), paths.end());
    std::deque<Work> queue;
    for (const QByteArray &path : paths)
        queue.push_back({path, m_dirty.value(path)});
    m_dirty.clear();
    Flush flush;
    while (!queue.empty()) {
        const Work work = queue.front();
        queue.pop_front();
        process(work, &queue, &flush);
    }
    if (flush.changes.isEmpty() && flush.unstored == 0 && !force)
        return nullptr;
    return &append(meta, std::move(flush), clock.nsecsElapsed() / 1000);
}

const Checkpoint &CheckpointStore::append(const Meta &meta, Flush flush, qint64 durationUs)
{
    Checkpoint checkpoint;
    checkpoint.id = m_nextId++;
    checkpoint.reason = meta.reason;
    checkpoint.name = meta.name;
    checkpoint.time = QDateTime::currentDateTimeUtc();
    checkpoint.commandId = meta.commandId;
    checkpoint.sessionId = meta.sessionId;
    checkpoint.clientId = meta.clientId;
    checkpoint.command = meta.command;
    checkpoint.since = meta.since;
    checkpoint.bytesAdded = flush.bytesAdded;
    checkpoint.durationUs = durationUs;
    checkpoint.unstored = flush.unstored;
    checkpoint.failed = flush.unstored > 0 || flush.failed;
    checkpoint.error = flush.error;
    std::sort(flush.changes.begin(), flush.changes.end(),
              [](const FileChange &a, const FileChange &b) { return a.path < b.path; });
    checkpoint.changes = std::move(flush.changes);
    for (int i = 0; i < checkpoint.changes.size(); ++i)
        checkpoint.index.insert(checkpoint.changes.at(i).path, i);
    m_checkpoints.push_back(std::move(checkpoint));
    QString error;
    if (!m_journal.append(m_checkpoints.back(), &error) && error != m_journalError) {
        m_journalError = error; // reported once, not per checkpoint
        qWarning("checkpoints: %s", qPrintable(error));
    }
    enforceRetention();
    return m_checkpoints.back();
}

void CheckpointStore::setRetention(const Retention &retention)
{
    m_retention = retention;
    enforceRetention();
}

void CheckpointStore::enforceRetention()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    quint64 droppedThrough = 0;
    while (m_checkpoints.size() > 1) {
        const Checkpoint &oldest = m_checkpoints.front();
        const bool tooMany = m_retention.maxCount > 0 && int(m_checkpoints.size()) > m_retention.maxCount;
        const bool tooBig = m_retention.maxBytes > 0 && m_objects.bytes() > m_retention.maxBytes;
        const bool tooOld
            = m_retention.maxAgeSeconds > 0 && oldest.time.secsTo(now) > m_retention.maxAgeSeconds;
        if (!tooMany && !tooBig && !tooOld)
            break;
        for (const FileChange &change : oldest.changes) {
            unref(change.before);
            unref(change.after);
        }
        droppedThrough = m_checkpoints.front().id;
        m_checkpoints.pop_front();
        ++m_droppedSinceCompaction;
    }
    QString error;
    if (droppedThrough && !m_journal.appendDrop(droppedThrough, &error) && error != m_journalError) {
        m_journalError = error;
        qWarning("checkpoints: %s", qPrintable(error));
    }
    // Rewriting costs the whole head: only once enough of the journal is dropped records.
    if (m_droppedSinceCompaction > 0
        && m_droppedSinceCompaction >= std::max<int>(64, int(m_checkpoints.size()) / 2))
        compact();
}

const Checkpoint *CheckpointStore::find(quint64 id) const
{
    const auto it
        = std::lower_bound(m_checkpoints.begin(), m_checkpoints.end(), id,
                           [](const Checkpoint &checkpoint, quint64 value) { return checkpoint.id < value; });
    return it != m_checkpoints.end() && it->id == id ? &*it : nullptr;
}

std::optional<FileEntry> CheckpointStore::current(const QByteArray &path) const
{
    const auto it = m_head.constFind(path);
    return it == m_head.cend() ? std::nullopt : std::optional<FileEntry>(*it);
}

std::optional<FileEntry> CheckpointStore::entryAt(const QByteArray &path, quint64 id) const
{
    for (const Checkpoint &checkpoint : m_checkpoints) {
        if (checkpoint.id <= id)
            continue;
        const auto it = checkpoint.index.constFind(path);
        if (it != checkpoint.index.cend())
            return checkpoint.changes.at(*it).before;
    }
    return current(path);
}

QList<FileChange> CheckpointStore::changesBetween(quint64 from, quint64 to) const
{
    // Either way round: the paths any checkpoint in between touched, then each one's two states.
    const quint64 low = qMin(from, to);
    const quint64 high = qMax(from, to);
    QSet<QByteArray> paths;
    for (const Checkpoint &checkpoint : m_checkpoints) {
        if (checkpoint.id > low && checkpoint.id <= high) {
            for (const FileChange &change : checkpoint.changes)
                paths.insert(change.path);
        }
    }
    QList<QByteArray> sorted(paths.begin(), paths.end());
    std::sort(sorted.begin(), sorted.end());
    QList<FileChange> changes;
    for (const QByteArray &path : sorted) {
        FileChange change{path, entryAt(path, from), entryAt(path, to), {}};
        if (differs(change.before, change.after))
            changes.append(change);
    }
    return changes;
}

QList<FileChange> CheckpointStore::plan(quint64 id, const QList<QByteArray> &paths) const
{
    QList<FileChange> steps;
    if (!find(id))
        return steps;
    const quint64 latestId = latest()->id;
    for (FileChange change : changesBetween(id, latestId)) {
        if (!under(change.path, paths))
            continue;
        // Undoing: from what is there now back to what was there then.
        change.before = current(change.path);
        change.after = entryAt(change.path, id);
        if (differs(change.before, change.after))
            steps.append(change);
    }
    // Removals deepest first, then directories from the top down, then files and links.
    const auto rank = [](const FileChange &change) {
        if (!change.after)
            return 0;
        return change.after->type == FileEntry::Directory ? 1 : 2;
    };
    std::stable_sort(steps.begin(), steps.end(), [&rank](const FileChange &a, const FileChange &b) {
        if (rank(a) != rank(b))
            return rank(a) < rank(b);
        const int depthA = int(a.path.count('/'));
        const int depthB = int(b.path.count('/'));
        if (rank(a) == 0 && depthA != depthB)
            return depthA > depthB;
        if (rank(a) == 1 && depthA != depthB)
            return depthA < depthB;
        return a.path < b.path;
    });
    return steps;
}

CheckpointStore::RestoreResult CheckpointStore::restore(quint64 id, const QList<QByteArray> &paths,
                                                        const Meta &meta)
{
    RestoreResult result;
    const QList<FileChange> steps = plan(id, paths);
    WorkspaceWriter writer(m_root, &m_objects);
    QString error;
    if (!writer.open(&error)) {
        result.errors.append(error);
        return result;
    }
    Flush flush;
    for (const FileChange &step : steps) {
        error.clear();
        if (!writer.apply(step.path, step.after, &error))
            result.errors.append(error);
        // Read back what is there now, whatever happened: the head follows the disk.
        std::deque<Work> ignored;
        process({step.path, false}, &ignored, &flush);
    }
    result.applied = flush.changes;
    if (!result.errors.isEmpty() && flush.error.isEmpty())
        flush.error = result.errors.first();
    flush.failed = !result.errors.isEmpty();
    result.checkpoint = &append(meta, std::move(flush), 0);
    return result;
}

} // namespace sandman
