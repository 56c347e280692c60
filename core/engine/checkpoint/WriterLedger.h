// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Checkpoint.h"
#include "engine/attribution/WriteRecord.h"

#include <QHash>
#include <QJsonObject>
#include <QSet>

#include <deque>
#include <optional>

namespace sandman {

// What the write watch said, kept for the workspace's checkpoints: which paths each session
// command touched (so its change set holds its own changes only, whatever ran beside it), and
// who wrote each change of a checkpoint (a command, a background process, a terminal, a job a
// command left running). Paths are relative to the workspace, as in FileChange.
class WriterLedger
{
public:
    // What it holds at most, so that no workload makes it grow without bound: past them the
    // oldest finished commands' sets are given up (their change sets then go by time) and the
    // oldest checkpoints' writers forgotten.
    struct Limits {
        int pathsPerCommand = 200000; // then the command's set is incomplete
        int paths = 500000; // of all commands kept
        int checkpoints = 500; // whose writers are kept
        int writers = 500000; // of all those checkpoints
        int pendingWriters = 200000;
    };

    struct Writer {
        WriteOwner::Kind kind = WriteOwner::None;
        QString id; // session, terminal or process
        QString sessionId; // a terminal's
        QString commandId; // a session's command (empty: a job an earlier command left)
        qint64 pid = 0;
        QString program;
        QJsonObject toJson() const;
    };
    struct CommandKey {
        QString sessionId;
        quint64 seq = 0;
        bool operator==(const CommandKey &other) const
        {
            return seq == other.seq && sessionId == other.sessionId;
        }
    };

    // The workspace as configured; its resolved path too when a symlink leads to it (what
    // /proc/PID/cwd says), since writers may name it either way.
    explicit WriterLedger(const QByteArray &workspaceRoot);
    WriterLedger(const QByteArray &workspaceRoot, Limits limits);

    // A session's command is about to run / its id is known / it is gone from memory.
    void commandStarting(const CommandKey &key);
    void nameCommand(const CommandKey &key, const QString &commandId);
    void forgetCommand(const CommandKey &key);
    void commandEnded(const CommandKey &key);

    // Records taken from the watch; dropped > 0: some were lost, so every command running
    // now may miss paths (its set is marked incomplete).
    void add(const QList<WriteRecord> &records, qint64 dropped);
    // Whether the command's writes are known exactly (watched, nothing lost).
    bool isExact(const CommandKey &key) const;
    // Whether the command touched the path (or a folder above it by a rename or rmdir).
    bool touched(const CommandKey &key, const QByteArray &path) const;

    // A checkpoint was just taken: its changes get the writers seen since the last one. Again
    // with the records taken after its scan: a change the scan saw was made after its record,
    // which may have come after the records taken before the scan; changes that have a writer
    // keep it (a later record of the same path waits for the next checkpoint).
    void capture(const Checkpoint &checkpoint);
    // Who made this change of the checkpoint, if the watch saw it.
    std::optional<Writer> writerOf(quint64 checkpointId, const QByteArray &path) const;
    // Who made this change of a command that ran from checkpoint since to upTo: the checkpoint
    // that holds it may be one taken in between (another session's command ended first, its
    // checkpoint took the change). The command's own write first, else the latest.
    std::optional<Writer> writerWithin(quint64 since, quint64 upTo, const QByteArray &path,
                                       const QString &commandId) const;

private:
    struct Touched {
        QSet<QByteArray> paths;
        QList<QByteArray> trees; // renamed or removed folders: everything below them too
        bool incomplete = false;
        QString commandId;
    };
    std::optional<QByteArray> relative(const QByteArray &absolute) const;
    void note(const WriteRecord &record, const QByteArray &path, bool subtree, Touched *touched);
    void giveUp(Touched *touched);
    void keepWithinLimits();

    Limits m_limits;
    qsizetype m_pathCount = 0; // paths and trees of all m_commands
    std::deque<CommandKey> m_commandOrder; // as they started (forgotten ones skipped)
    qsizetype m_writerCount = 0; // of all m_checkpoints

    QList<QByteArray> m_roots;
    QHash<CommandKey, Touched> m_commands;
    QSet<CommandKey> m_running;
    QHash<QByteArray, Writer> m_pending; // writers since the last checkpoint
    QHash<quint64, QHash<QByteArray, Writer>> m_checkpoints;
    std::deque<quint64> m_checkpointOrder;
};

inline size_t qHash(const WriterLedger::CommandKey &key, size_t seed = 0)
{
    return qHashMulti(seed, key.sessionId, key.seq);
}

} // namespace sandman
