// SPDX-License-Identifier: Apache-2.0
#include "CheckpointService.h"

#include "ChangeSet.h"
#include "engine/Sandbox.h"
#include "engine/attribution/WriteWatch.h"
#include "engine/events/EventFeed.h"
#include "engine/events/EventOrigin.h"
#include "engine/files/FileWatcher.h"
#include "engine/session/CommandRun.h"
#include "engine/session/ShellSession.h"
#include "protocol/RawFileName.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTimer>

namespace sandman {

namespace {
const QString kServiceName = QStringLiteral("sandman-checkpoints");
constexpr int kMaxCommands = 5000; // commands whose change sets are remembered
} // namespace

CheckpointService::CheckpointService(Sandbox *sandbox, const QString &storeDirectory)
    : QObject(sandbox)
    , m_sandbox(sandbox)
    , m_directory(storeDirectory)
{
    setObjectName(kServiceName);
    m_quiet = new QTimer(this);
    m_quiet->setSingleShot(true);
    m_quiet->setInterval(kQuietMs);
    connect(m_quiet, &QTimer::timeout, this, [this] {
        if (m_running.isEmpty())
            flush(Checkpoint::Outside);
        else
            m_quiet->start(); // a command's changes are its own: wait until none runs
    });
}

CheckpointService::~CheckpointService()
{
    stopObserving();
}

CheckpointService *CheckpointService::of(Sandbox *sandbox)
{
    return sandbox->findChild<CheckpointService *>(kServiceName, Qt::FindDirectChildrenOnly);
}

bool CheckpointService::start(QString *error)
{
    // What was set for this store before, else the defaults.
    const CheckpointSettings settings
        = CheckpointSettings::load(m_directory, &m_settingsError).value_or(CheckpointSettings());
    QString excludesError;
    std::optional<ExcludeRules> rules = ExcludeRules::create(settings.excludes, &excludesError);
    if (!rules)
        rules = ExcludeRules::create(ExcludeRules::defaults(), &excludesError);
    m_store = std::make_unique<CheckpointStore>(m_sandbox->workspace(), m_directory,
                                                rules.value_or(ExcludeRules()));
    m_store->setRetention(settings.retention);
    m_store->objects().setQuota(settings.quotaBytes);
    if (!m_store->open(error) || !startWatcher(error)) {
        m_disabled = *error;
        m_store.reset();
        return false;
    }
    m_ledger = std::make_unique<WriterLedger>(QFile::encodeName(m_watcher->options().root));
    WriteWatch::instance().take(
        static_cast<const QObject *>(m_sandbox)); // before this store: not its changes
    rememberCommands();
    m_feed = EventFeed::of(m_sandbox);
    connect(m_feed, &EventFeed::published, this, &CheckpointService::onEvent);
    QTimer::singleShot(0, this, &CheckpointService::baselineSlice);
    return true;
}

void CheckpointService::rememberCommands()
{
    // An earlier agent's commands keep their change sets: each one that changed files is an
    // AfterCommand checkpoint naming where it started.
    for (const Checkpoint &checkpoint : m_store->checkpoints()) {
        if (checkpoint.reason != Checkpoint::AfterCommand || checkpoint.commandId.isEmpty()
            || !checkpoint.since)
            continue;
        CommandChanges changes;
        changes.before = checkpoint.since;
        changes.after = checkpoint.id;
        changes.sessionId = checkpoint.sessionId;
        changes.clientId = checkpoint.clientId;
        changes.command = checkpoint.command;
        if (!m_commands.contains(checkpoint.commandId))
            m_commandOrder.append(checkpoint.commandId);
        m_commands.insert(checkpoint.commandId, changes);
    }
    while (m_commandOrder.size() > kMaxCommands)
        m_commands.remove(m_commandOrder.takeFirst());
    quint64 last = 0;
    for (const QString &commandId : std::as_const(m_commandOrder)) {
        if (commandId.startsWith(QLatin1String("cmd-")))
            last = std::max(last, commandId.mid(4).toULongLong());
    }
    EventFeed::of(m_sandbox)->reserveCommandIds(last);
}

bool CheckpointService::startWatcher(QString *error)
{
    delete m_watcher;
    FileWatcher::Options options;
    options.root = QDir(m_sandbox->workspace()).canonicalPath();
    options.recursive = true;
    options.filter = m_store->excludes().watchFilter();
    options.queueCapacity = 100000;
    m_watcher = new FileWatcher(options, this);
    if (const std::optional<FileError> failure = m_watcher->start()) {
        *error = QCoreApplication::translate("CheckpointService",
                                             "checkpoints are off: cannot watch the workspace: %1")
                     .arg(failure->message);
        delete m_watcher;
        m_watcher = nullptr;
        return false;
    }
    connect(m_watcher, &FileWatcher::eventsReady, this, &CheckpointService::takeWatchEvents);
    return true;
}

void CheckpointService::baselineSlice()
{
    if (!m_store)
        return;
    takeWatchEvents();
    if (!m_store->baselineStep(kSliceMs)) {
        QTimer::singleShot(0, this, &CheckpointService::baselineSlice);
        return;
    }
    // Not announced on the feed: nothing happened in the sandbox (GET /api/sandman/checkpoints says
    // ready), and subscribers count on the feed holding what clients and commands did.
    emit ready();
}

bool CheckpointService::takeWriteRecords()
{
    if (!m_ledger || !WriteWatch::instance().isEnabled())
        return false;
    qint64 dropped = 0;
    const QList<WriteRecord> records
        = WriteWatch::instance().take(static_cast<const QObject *>(m_sandbox), &dropped);
    m_ledger->add(records, dropped);
    return !records.isEmpty();
}

void CheckpointService::takeWatchEvents()
{
    if (!m_watcher)
        return;
    // The watch's records first: each was made before its change, so no change read below
    // can lack its writer.
    takeWriteRecords();
    m_watcher->readPending();
    const QString root = m_watcher->options().root;
    bool any = false;
    for (const FileWatchEvent &event : m_watcher->takeEvents()) {
        any = true;
        if (event.type == FileWatchEvent::Overflow) {
            m_store->markAllDirty();
            continue;
        }
        if (event.path.size() <= root.size())
            continue;
        const QByteArray relative = RawFileName::toBytes(event.path.mid(root.size() + 1));
        const bool arrived = event.type == FileWatchEvent::Create || event.type == FileWatchEvent::MoveTo;
        m_store->markDirty(relative, event.isDirectory && arrived);
        if (!event.fromPath.isEmpty() && event.fromPath.size() > root.size())
            m_store->markDirty(RawFileName::toBytes(event.fromPath.mid(root.size() + 1)), false);
    }
    if (any && m_store->isReady())
        m_quiet->start();
}

void CheckpointService::commandAboutToRun(ShellSession *session, CommandRun *run)
{
    // Every sandbox's sessions tell every service: only this sandbox's are ours (and then this
    // is the sandbox's thread).
    if (session->parent() != m_sandbox || !m_store || !m_store->isReady())
        return;
    // Nothing of the command has run yet: what the watch reported so far is not its doing.
    const Checkpoint *before = flush(Checkpoint::BeforeCommand);
    CommandChanges changes;
    changes.before = before ? before->id : m_store->latest()->id;
    changes.sessionId = session->id();
    changes.command = run->command();
    changes.seq = run->seq();
    changes.watched = session->isWriteWatched();
    if (changes.watched)
        m_ledger->commandStarting({changes.sessionId, changes.seq});
    m_starting.insert(session->id(), changes);
}

void CheckpointService::onEvent(const SandboxEvent &event)
{
    const QString type = event.type();
    if (type != QLatin1String("command_started") && type != QLatin1String("command_finished"))
        return;
    const QString sessionId = event.string(QLatin1String("sessionId"));
    const QString commandId = event.string(QLatin1String("commandId"));
    if (type == QLatin1String("command_started")) {
        const auto starting = m_starting.find(sessionId);
        if (starting == m_starting.end())
            return;
        if (starting->watched)
            m_ledger->nameCommand({starting->sessionId, starting->seq}, commandId);
        m_commands.insert(commandId, *starting);
        m_starting.erase(starting);
        m_commandOrder.append(commandId);
        m_running.insert(commandId);
        while (m_commandOrder.size() > kMaxCommands) {
            const CommandChanges gone = m_commands.take(m_commandOrder.takeFirst());
            if (gone.watched)
                m_ledger->forgetCommand({gone.sessionId, gone.seq});
        }
        return;
    }
    if (type != QLatin1String("command_finished") || !m_running.remove(commandId) || !m_store)
        return;
    auto it = m_commands.find(commandId);
    if (it == m_commands.end())
        return;
    it->clientId = event.string(QLatin1String("clientId"));
    CheckpointStore::Meta meta;
    meta.reason = Checkpoint::AfterCommand;
    meta.commandId = commandId;
    meta.sessionId = it->sessionId;
    meta.clientId = it->clientId;
    meta.command = it->command;
    meta.since = it->before;
    takeWatchEvents();
    const Checkpoint *after = m_store->checkpoint(meta, false);
    it->after = after ? after->id : m_store->latest()->id;
    if (it->watched)
        m_ledger->commandEnded({it->sessionId, it->seq});
    if (!after)
        return;
    captureWriters(*after);
    // Published after command_finished has reached every subscriber: this runs inside its
    // publication, and the feed's order must stay that of the sequence numbers.
    const quint64 id = after->id;
    QMetaObject::invokeMethod(
        this,
        [this, id] {
            if (const Checkpoint *checkpoint = m_store ? m_store->find(id) : nullptr)
                announce(*checkpoint);
        },
        Qt::QueuedConnection);
}

void CheckpointService::captureWriters(const Checkpoint &checkpoint)
{
    m_ledger->capture(checkpoint);
    // A file made between the records taken before the scan and the scan itself: its record
    // is among those taken now.
    if (takeWriteRecords())
        m_ledger->capture(checkpoint);
}

const Checkpoint *CheckpointService::flush(Checkpoint::Reason reason, const QString &name)
{
    if (!m_store || !m_store->isReady())
        return nullptr;
    takeWatchEvents();
    m_quiet->stop();
    CheckpointStore::Meta meta;
    meta.reason = reason;
    meta.name = name;
    meta.clientId = reason == Checkpoint::Manual ? EventOrigin::current().clientId : QString();
    const Checkpoint *checkpoint = m_store->checkpoint(meta, reason == Checkpoint::Manual);
    if (checkpoint) {
        captureWriters(*checkpoint);
        announce(*checkpoint);
    }
    return checkpoint;
}

const Checkpoint *CheckpointService::createManual(const QString &name)
{
    return flush(Checkpoint::Manual, name);
}

const CheckpointService::CommandChanges *CheckpointService::commandChanges(const QString &commandId) const
{
    const auto it = m_commands.constFind(commandId);
    if (it == m_commands.cend() || !m_store || !m_store->find(it->before))
        return nullptr;
    return &*it;
}

QList<FileChange> CheckpointService::changesOf(const CommandChanges &command) const
{
    const quint64 to = command.after ? command.after : m_store->latest()->id;
    QList<FileChange> changes = m_store->changesBetween(command.before, to);
    if (attributionOf(command) != QLatin1String("writers"))
        return changes;
    const WriterLedger::CommandKey key{command.sessionId, command.seq};
    changes.removeIf([&](const FileChange &change) { return !m_ledger->touched(key, change.path); });
    return changes;
}

QString CheckpointService::attributionOf(const CommandChanges &command) const
{
    const bool exact = command.watched && m_ledger && m_ledger->isExact({command.sessionId, command.seq});
    return exact ? QStringLiteral("writers") : QStringLiteral("time");
}

QJsonObject CheckpointService::writerJson(quint64 checkpointId, const QByteArray &path) const
{
    if (!m_ledger)
        return {};
    const std::optional<WriterLedger::Writer> writer = m_ledger->writerOf(checkpointId, path);
    return writer ? writer->toJson() : QJsonObject();
}

ChangeSet::Decorate CheckpointService::writerDecoration(quint64 checkpointId) const
{
    return [this, checkpointId](const FileChange &change, QJsonObject *entry) {
        const QJsonObject writer = writerJson(checkpointId, change.path);
        if (!writer.isEmpty())
            entry->insert(QStringLiteral("writer"), writer);
    };
}

ChangeSet::Decorate CheckpointService::writerDecoration(const CommandChanges &command,
                                                        const QString &commandId) const
{
    return [this, since = command.before, upTo = command.after, commandId](const FileChange &change,
                                                                           QJsonObject *entry) {
        if (!m_ledger)
            return;
        const std::optional<WriterLedger::Writer> writer
            = m_ledger->writerWithin(since, upTo, change.path, commandId);
        if (writer)
            entry->insert(QStringLiteral("writer"), writer->toJson());
    };
}

CheckpointStore::RestoreResult CheckpointService::restore(quint64 id, const QList<QByteArray> &paths,
                                                          const QString &name)
{
    // What is there now is kept first, so the restore can be undone.
    flush(Checkpoint::Outside);
    CheckpointStore::Meta meta;
    meta.reason = Checkpoint::Restore;
    meta.name = name;
    meta.clientId = EventOrigin::current().clientId;
    CheckpointStore::RestoreResult result = m_store->restore(id, paths, meta);
    takeWatchEvents(); // the restore's own writes: read again at the next checkpoint, unchanged
    m_quiet->stop();
    if (result.checkpoint) {
        QJsonObject fields = checkpointJson(*result.checkpoint, 0);
        fields.insert(QStringLiteral("restoredFrom"), QString::number(id));
        fields.insert(QStringLiteral("errors"), QJsonArray::fromStringList(result.errors));
        m_feed->publish(QStringLiteral("checkpoint_restored"), fields);
    }
    return result;
}

CheckpointSettings CheckpointService::settings() const
{
    CheckpointSettings settings;
    if (!m_store)
        return settings;
    settings.retention = m_store->retention();
    settings.quotaBytes = m_store->objects().quota();
    settings.excludes = m_store->excludes().patterns();
    return settings;
}

bool CheckpointService::applySettings(const CheckpointSettings &settings, QString *error)
{
    if (!m_store)
        return false;
    if (settings.excludes != m_store->excludes().patterns()) {
        std::optional<ExcludeRules> rules = ExcludeRules::create(settings.excludes, error);
        if (!rules)
            return false;
        flush(Checkpoint::Outside); // what changed so far, under the old rules
        m_store->setExcludes(*rules);
        if (!startWatcher(error))
            return false;
    }
    m_store->objects().setQuota(settings.quotaBytes);
    m_store->setRetention(settings.retention);
    m_settingsError.clear();
    settings.save(m_directory, &m_settingsError);
    return true;
}

void CheckpointService::announce(const Checkpoint &checkpoint)
{
    if (m_feed)
        m_feed->publish(QStringLiteral("checkpoint_created"), checkpointJson(checkpoint, 0));
}

QJsonObject CheckpointService::checkpointJson(const Checkpoint &checkpoint, int changeLimit) const
{
    const ChangeSet changes(checkpoint.changes);
    QJsonObject json{{QStringLiteral("checkpointId"), QString::number(checkpoint.id)},
                     {QStringLiteral("reason"), Checkpoint::reasonName(checkpoint.reason)},
                     {QStringLiteral("time"), checkpoint.time.toString(Qt::ISODateWithMs)},
                     {QStringLiteral("failed"), checkpoint.failed},
                     {QStringLiteral("bytesAdded"), checkpoint.bytesAdded},
                     {QStringLiteral("durationUs"), checkpoint.durationUs},
                     {QStringLiteral("storeBytes"), m_store ? m_store->objects().bytes() : 0}};
    const auto insertIf = [&json](const QString &key, const QString &value) {
        if (!value.isEmpty())
            json.insert(key, value);
    };
    insertIf(QStringLiteral("name"), checkpoint.name);
    insertIf(QStringLiteral("commandId"), checkpoint.commandId);
    insertIf(QStringLiteral("sessionId"), checkpoint.sessionId);
    insertIf(QStringLiteral("command"), checkpoint.command);
    insertIf(QStringLiteral("error"), checkpoint.error);
    if (!checkpoint.clientId.isEmpty())
        json.insert(QStringLiteral("clientId"), checkpoint.clientId); // else the feed's origin
    if (checkpoint.unstored > 0)
        json.insert(QStringLiteral("unstored"), checkpoint.unstored);
    json.insert(QStringLiteral("changes"),
                changeLimit > 0 ? changes.toJson(changeLimit, writerDecoration(checkpoint.id))
                                : changes.counts());
    return json;
}

QJsonObject CheckpointService::statusJson() const
{
    QJsonObject json{{QStringLiteral("enabled"), bool(m_store)},
                     {QStringLiteral("ready"), isReady()},
                     {QStringLiteral("storeDirectory"), m_directory}};
    if (!m_disabled.isEmpty())
        json.insert(QStringLiteral("disabledReason"), m_disabled);
    if (!m_store)
        return json;
    const CheckpointStore::Retention &retention = m_store->retention();
    json.insert(QStringLiteral("storeBytes"), m_store->objects().bytes());
    json.insert(QStringLiteral("objects"), m_store->objects().objectCount());
    json.insert(QStringLiteral("trackedPaths"), m_store->headSize());
    json.insert(QStringLiteral("checkpoints"), int(m_store->checkpoints().size()));
    json.insert(QStringLiteral("maxCount"), retention.maxCount);
    json.insert(QStringLiteral("maxBytes"), retention.maxBytes);
    json.insert(QStringLiteral("maxAgeSeconds"), retention.maxAgeSeconds);
    json.insert(QStringLiteral("quotaBytes"), m_store->objects().quota());
    json.insert(QStringLiteral("excludes"), QJsonArray::fromStringList(m_store->excludes().patterns()));
    if (!m_settingsError.isEmpty())
        json.insert(QStringLiteral("settingsError"), m_settingsError);
    // Whether change sets name their writers (WriteWatch), and why not.
    json.insert(QStringLiteral("writeWatch"), WriteWatch::instance().isEnabled());
    if (!WriteWatch::instance().isEnabled())
        json.insert(QStringLiteral("writeWatchReason"), WriteWatch::instance().disabledReason());
    return json;
}

} // namespace sandman
