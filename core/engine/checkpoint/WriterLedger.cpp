// SPDX-License-Identifier: Apache-2.0
#include "WriterLedger.h"

#include "ChangeSet.h"
#include "engine/attribution/WriteCall.h"

#include <climits>
#include <cstdlib>

namespace sandman {

QJsonObject WriterLedger::Writer::toJson() const
{
    QJsonObject json{{QStringLiteral("kind"), WriteOwner::kindName(kind)},
                     {QStringLiteral("id"), id},
                     {QStringLiteral("pid"), pid},
                     {QStringLiteral("program"), QString::fromUtf8(program)}};
    if (!sessionId.isEmpty())
        json.insert(QStringLiteral("sessionId"), sessionId);
    if (!commandId.isEmpty())
        json.insert(QStringLiteral("commandId"), commandId);
    else if (kind == WriteOwner::Session)
        json.insert(QStringLiteral("job"), true); // a job an earlier command left running
    return json;
}

WriterLedger::WriterLedger(const QByteArray &workspaceRoot)
{
    m_roots.append(WriteCall::clean(workspaceRoot));
    char resolved[PATH_MAX];
    if (::realpath(workspaceRoot.constData(), resolved) && m_roots.constFirst() != resolved)
        m_roots.append(QByteArray(resolved));
}

void WriterLedger::commandStarting(const CommandKey &key)
{
    const CommandKey &k = key;
    m_commands.insert(k, Touched());
    m_running.insert(k);
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
    const CommandKey &k = key;
    m_commands.remove(k);
    m_running.remove(k);
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
        if (touched->paths.size() >= kMaxPathsPerCommand) {
            touched->incomplete = true;
            touched->paths.clear();
            touched->trees.clear();
        } else {
            touched->paths.insert(*path);
            if (subtree)
                touched->trees.append(*path + '/');
        }
    }
    if (m_pending.size() >= kMaxPendingWriters && !m_pending.contains(*path))
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
            Touched &touched = m_commands[k];
            touched.incomplete = true;
            touched.paths.clear();
            touched.trees.clear();
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
    QHash<QByteArray, Writer> writers;
    for (const FileChange &change : checkpoint.changes) {
        for (const QByteArray &path : {change.path, change.fromPath}) {
            if (path.isEmpty())
                continue;
            const auto it = m_pending.find(path);
            if (it == m_pending.end())
                continue;
            writers.insert(path, *it);
            m_pending.erase(it);
        }
    }
    // Writers not matched by a change (a file written back unchanged, an excluded path) wait
    // for a later checkpoint (the change may land just after this one), but not for ever.
    if (m_pending.size() > kMaxPendingWriters / 2)
        m_pending.clear();
    if (writers.isEmpty())
        return;
    m_checkpoints.insert(checkpoint.id, writers);
    m_checkpointOrder.push_back(checkpoint.id);
    while (m_checkpointOrder.size() > size_t(kMaxCheckpoints)) {
        m_checkpoints.remove(m_checkpointOrder.front());
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

} // namespace sandman
