// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ChangeSet.h"
#include "CheckpointSettings.h"
#include "CheckpointStore.h"
#include "WriterLedger.h"
#include "engine/session/CommandStartObserver.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <memory>

class QTimer;

namespace sandman {

class CommandRun;
class EventFeed;
class FileWatcher;
class Sandbox;
class ShellSession;
struct SandboxEvent;

// Checkpoints of one sandbox's workspace, kept up to date from the file watch: a baseline read
// once at start (in slices on the sandbox's thread), then, for every client's command, a
// checkpoint the moment before the command is written to its shell (what changed since the
// last one: terminals, background processes) and one when it has finished (its change set,
// attributed to the command and its client), both only when something changed. Changes made
// while no command runs become their own checkpoint once the workspace is quiet. Every
// checkpoint and restore is published on the sandbox's event feed (checkpoint_created,
// checkpoint_restored). A child of its sandbox, on its thread.
class CheckpointService : public QObject, private CommandStartObserver
{
    Q_OBJECT
public:
    static constexpr int kQuietMs = 1500;
    static constexpr int kSliceMs = 20;

    struct CommandChanges {
        quint64 before = 0; // the checkpoint the command started from
        quint64 after = 0; // the one it finished at (0: still running)
        QString sessionId;
        QString clientId;
        QString command;
        quint64 seq = 0; // the shell's number for it
        bool watched = false; // its shell's writes were named by the write watch
    };

    CheckpointService(Sandbox *sandbox, const QString &storeDirectory);
    ~CheckpointService() override;

    // The sandbox's service (null when checkpoints are off or could not start).
    static CheckpointService *of(Sandbox *sandbox);
    // Starts the watch and the baseline; false with *error when either cannot.
    bool start(QString *error);
    bool isReady() const { return m_store && m_store->isReady(); }
    // Why checkpoints are off, when they are.
    const QString &disabledReason() const { return m_disabled; }

    // Reads what the watch reported until now into a checkpoint (null: nothing changed).
    const Checkpoint *flush(Checkpoint::Reason reason, const QString &name = {});
    // A checkpoint on demand, also when nothing changed.
    const Checkpoint *createManual(const QString &name);
    // Null when there is no such command, or its checkpoints are gone (retention).
    const CommandChanges *commandChanges(const QString &commandId) const;
    // Its change set: with the write watch only the paths its own processes touched (whatever
    // ran beside it), else everything that changed while it ran.
    QList<FileChange> changesOf(const CommandChanges &command) const;
    // "writers" when changesOf() is exactly the command's own, else "time".
    QString attributionOf(const CommandChanges &command) const;
    // Who wrote this change of the checkpoint (a JSON writer), or an empty object.
    QJsonObject writerJson(quint64 checkpointId, const QByteArray &path) const;
    // For ChangeSet::toJson: each change of that checkpoint gets its "writer".
    ChangeSet::Decorate writerDecoration(quint64 checkpointId) const;
    // For a finished command's change set: each change gets its writer from whichever
    // checkpoint of the command's run holds it.
    ChangeSet::Decorate writerDecoration(const CommandChanges &command, const QString &commandId) const;
    CheckpointStore::RestoreResult restore(quint64 id, const QList<QByteArray> &paths, const QString &name);
    CheckpointStore *store() const { return m_store.get(); }
    const QString &storeDirectory() const { return m_directory; }

    QJsonObject checkpointJson(const Checkpoint &checkpoint, int changeLimit) const;
    QJsonObject statusJson() const;

    // Retention, quota and excludes as they are; applySettings() changes them (false with *error
    // for invalid excludes, nothing changed then) and keeps them for the next agent on this store.
    CheckpointSettings settings() const;
    bool applySettings(const CheckpointSettings &settings, QString *error);

signals:
    void ready();

private:
    void commandAboutToRun(ShellSession *session, CommandRun *run) override;
    void onEvent(const SandboxEvent &event);
    void takeWatchEvents();
    void baselineSlice();
    bool startWatcher(QString *error);
    void rememberCommands();
    void announce(const Checkpoint &checkpoint);
    bool takeWriteRecords(); // whether any record came
    // The ledger names the writers of a checkpoint just taken.
    void captureWriters(const Checkpoint &checkpoint);

    Sandbox *m_sandbox;
    QString m_directory;
    QString m_disabled;
    QString m_settingsError; // the saved settings could not be read or written
    std::unique_ptr<CheckpointStore> m_store;
    std::unique_ptr<WriterLedger> m_ledger;
    FileWatcher *m_watcher = nullptr;
    EventFeed *m_feed = nullptr;
    QTimer *m_quiet = nullptr;
    // sessionId → the command about to run there, until its command_started names it (the
    // feed numbers commands only once they are queued, which is after an idle shell got them).
    QHash<QString, CommandChanges> m_starting;
    QSet<QString> m_running; // commandIds between their two checkpoints
    QHash<QString, CommandChanges> m_commands; // commandId → its checkpoints
    QStringList m_commandOrder; // oldest first, bounded
};

} // namespace sandman
