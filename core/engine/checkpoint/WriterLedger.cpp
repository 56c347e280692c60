// SPDX-License-Identifier: Apache-2.0
#include "WriterLedger.h"

#include "ChangeSet.h"
#include "engine/attribution/WriteCall.h"

#include <climits>
#include <cstdlib>
#include <utility>

namespace sandman {

QJsonObject WriterLedger::Writer::toJson() const
{
    QJsonObject json{{QStringLiteral("kind"), WriteOwner::kindName(kind)},
                     {QStringLiteral("id"), id},
                     {QStringLiteral("pid"), pid},
                     {QStringLiteral("program"), program}};
    if (!sessionId.isEmpty())
        json.insert(QStringLiteral("sessionId"), sessionId);
    if (!commandId.isEmpty())
        json.insert(QStringLiteral("commandId"), commandId);
    else if (kind == WriteOwner::Session)
        json.insert(QStringLiteral("job"), true); // a job an earlier command left running
    return json;
}

WriterLedger::WriterLedger(const QByteArray &workspaceRoot)
    : WriterLedger(workspaceRoot, Limits())
{ }

WriterLedger::WriterLedger(const QByteArray &workspaceRoot, Limits limits)
    : m_limits(limits)
{
    m_roots.append(WriteCall::clean(workspaceRoot));
    char resolved[PATH_MAX];
    if (::realpath(workspaceRoot.constData(), resolved) && m_roots.constFirst() != resolved)
        m_roots.append(QByteArray(resolved));
}

void WriterLedger::commandStarting(const CommandKey &key)
{
    const auto old = m_commands.constFind(key);
    if (old != m_commands.cend())
        m_pathCount -= old->paths.size() + old->trees.size();
    m_commands.insert(key, Touched());
    m_running.insert(key);
    m_commandOrder.push_back(key);
}

void WriterLedger::nameCommand(const CommandKey &key, const QString &commandId)
{
    const auto it = m_commands.find(key);
    if (it != m_commands.end())
        it->commandId = commandId;
}

void WriterLedger::commandEnded(const CommandKey &key)
{
    m_running.remove(key);
}

void WriterLedger::forgetCommand(const CommandKey &key)
{
    const auto it = m_commands.constFind(key);
    if (it == m_commands.cend())
        return;
    m_pathCount -= it->paths.size() + it->trees.size();
    m_commands.erase(it);
    m_running.remove(key);
}

void WriterLedger::giveUp(Touched *touched)
{
    m_pathCount -= touched->paths.size() + touched->trees.size();
    touched->incomplete = true;
    touched->paths = {};
    touched->trees = {};
}

void WriterLedger::keepWithinLimits()
{
    // Oldest first, finished commands before running ones (many sessions' commands together
    // may pass the limit too).
    for (const bool running : {false, true}) {
        for (auto it = m_commandOrder.begin(); m_pathCount > m_limits.paths && it != m_commandOrder.end();) {
            const auto command = m_commands.find(*it);
            if (command == m_commands.end()) {
                it = m_commandOrder.erase(it);
            } else if (m_running.contains(*it) == running) {
                giveUp(&*command);
                it = m_commandOrder.erase(it);
            } else {
                ++it;
            }
        }
    }
    while (m_commandOrder.size() > size_t(m_commands.size()) * 2 + 64) { // forgotten ones pile up
        if (!m_commands.contains(m_commandOrder.front()))
            m_commandOrder.pop_front();
        else
            break;
    }
}

std::optional<QByteArray> WriterLedger::relative(const QByteArray &absolute) const
{
    for (const QByteArray &root : m_roots) {
        if (root == "/")
            return absolute.size() > 1 ? std::optional<QByteArray>(absolute.mid(1)) : std::nullopt;
        if (absolute.size() > root.size() + 1 && absolute.startsWith(root) && absolute.at(root.size()) == '/')
            return absolute.mid(root.size() + 1);
    }
    return std::nullopt;
}

void WriterLedger::note(const WriteRecord &record, const QByteArray &absolute, bool subtree, Touched *touched)
{
    const std::optional<QByteArray> path = relative(absolute);
    if (!path)
        return;
    if (touched && !touched->incomplete) {
        if (touched->paths.size() >= m_limits.pathsPerCommand) {
            giveUp(touched);
        } else {
            const qsizetype before = touched->paths.size();
            touched->paths.insert(*path);
            m_pathCount += touched->paths.size() - before;
            if (subtree) {
                touched->trees.append(*path + '/');
                ++m_pathCount;
            }
        }
    }
    if (m_pending.size() >= m_limits.pendingWriters && !m_pending.contains(*path))
        return;
    Writer writer;
    writer.kind = record.owner.kind;
    writer.id = record.owner.id;
    writer.sessionId = record.owner.sessionId;
    writer.pid = record.pid;
    writer.program = record.program;
    if (touched)
        writer.commandId = touched->commandId;
    m_pending.insert(*path, writer);
}

void WriterLedger::add(const QList<WriteRecord> &records, qint64 dropped)
{
    if (dropped > 0) {
        for (const CommandKey &k : std::as_const(m_running)) {
            const auto it = m_commands.find(k);
            if (it != m_commands.end())
                giveUp(&*it);
        }
    }
    for (const WriteRecord &record : records) {
        Touched *touched = nullptr;
        if (record.owner.kind == WriteOwner::Session && record.commandSeq) {
            const auto it = m_commands.find(CommandKey{record.owner.id, record.commandSeq});
            if (it != m_commands.end())
                touched = &*it;
        }
        note(record, record.path, record.subtree, touched);
        if (!record.newPath.isEmpty())
            note(record, record.newPath, record.subtree, touched);
    }
    keepWithinLimits();
}

bool WriterLedger::isExact(const CommandKey &key) const
{
    const auto it = m_commands.constFind(key);
    return it != m_commands.cend() && !it->incomplete;
}

bool WriterLedger::touched(const CommandKey &key, const QByteArray &path) const
{
    const auto it = m_commands.constFind(key);
    if (it == m_commands.cend())
        return false;
    if (it->paths.contains(path))
        return true;
    for (const QByteArray &tree : it->trees) {
        if (path.startsWith(tree))
            return true;
    }
    return false;
}

void WriterLedger::capture(const Checkpoint &checkpoint)
{
    // Captured again after the scan: the writers it has are looked up, not copied (a copy of a
    // large checkpoint's hash would detach on the first insert).
    const auto knownIt = m_checkpoints.constFind(checkpoint.id);
    const QHash<QByteArray, Writer> *known = knownIt != m_checkpoints.cend() ? &*knownIt : nullptr;
    QHash<QByteArray, Writer> found;
    for (const FileChange &change : checkpoint.changes) {
        for (const QByteArray &path : {change.path, change.fromPath}) {
            if (path.isEmpty() || (known && known->contains(path)))
                continue;
            const auto it = m_pending.find(path);
            if (it == m_pending.end())
                continue;
            found.insert(path, *it);
            m_pending.erase(it);
        }
    }
    // Writers not matched by a change (a file written back unchanged, an excluded path) wait
    // for a later checkpoint (the change may land just after this one), but not for ever.
    if (m_pending.size() > m_limits.pendingWriters / 2)
        m_pending.clear();
    if (found.isEmpty())
        return;
    m_writerCount += found.size();
    if (known) {
        QHash<QByteArray, Writer> &writers = m_checkpoints[checkpoint.id];
        for (auto it = found.cbegin(); it != found.cend(); ++it)
            writers.insert(it.key(), it.value());
    } else {
        m_checkpoints.insert(checkpoint.id, std::move(found));
        m_checkpointOrder.push_back(checkpoint.id);
    }
    while (m_checkpointOrder.size() > 1
           && (m_checkpointOrder.size() > size_t(m_limits.checkpoints) || m_writerCount > m_limits.writers)) {
        m_writerCount -= m_checkpoints.take(m_checkpointOrder.front()).size();
        m_checkpointOrder.pop_front();
    }
}

std::optional<WriterLedger::Writer> WriterLedger::writerOf(quint64 checkpointId, const QByteArray &path) const
{
    const auto it = m_checkpoints.constFind(checkpointId);
    if (it == m_checkpoints.cend())
        return std::nullopt;
    const auto writer = it->constFind(path);
    if (writer == it->cend())
        return std::nullopt;
    return *writer;
}

std::optional<WriterLedger::Writer> WriterLedger::writerWithin(quint64 since, quint64 upTo,
                                                               const QByteArray &path,
                                                               const QString &commandId) const
{
    std::optional<Writer> latest;
    for (auto id = m_checkpointOrder.crbegin(); id != m_checkpointOrder.crend() && *id > since; ++id) {
        if (*id > upTo)
            continue;
        const std::optional<Writer> writer = writerOf(*id, path);
        if (!writer)
            continue;
        if (writer->commandId == commandId)
            return writer;
        if (!latest)
            latest = writer;
    }
    return latest;
}

} // namespace sandman
