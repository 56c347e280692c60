// SPDX-License-Identifier: Apache-2.0
#include "AuditRecorder.h"

#include "AuditSearch.h"
#include "engine/events/EventFeed.h"

#include <QDebug>
#include <QThreadPool>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace sandman {

namespace {
const QLatin1String kCommandId("commandId");
const QLatin1String kCommand("command");
} // namespace

AuditRecorder::AuditRecorder(EventFeed *feed, AuditOptions options)
    : QObject(feed)
    , m_feed(feed)
    , m_log(std::move(options))
{
    setObjectName(QStringLiteral("auditRecorder"));
    QStringList warnings;
    m_log.open(&warnings);
    m_writer.reset(QThread::create([this] { writeLoop(); }));
    m_writer->setObjectName(QStringLiteral("audit"));
    m_writer->start();
    const EventRing &ring = feed->ring();
    for (quint64 seq = ring.firstSeq(); seq <= ring.lastSeq(); ++seq)
        onPublished(*ring.at(seq));
    connect(feed, &EventFeed::published, this, &AuditRecorder::onPublished);
    for (const QString &warning : warnings)
        warn(warning);
    // The trail's index, built while nobody waits for it, so the first search is as quick as later ones.
    const QString dir = m_log.options().dir;
    QThreadPool::globalInstance()->start([dir] { AuditSearch::warm(AuditLog::files(dir)); });
}

AuditRecorder::~AuditRecorder()
{
    {
        const QMutexLocker lock(&m_queueMutex);
        m_stopping = true;
        m_queued.wakeAll();
    }
    m_writer->wait(); // it writes what is still queued first
}

void AuditRecorder::flush()
{
    QMutexLocker lock(&m_queueMutex);
    const quint64 target = m_queuedCount;
    m_queued.wakeAll();
    while (m_writtenCount < target)
        m_written.wait(&m_queueMutex);
}

void AuditRecorder::writeLoop()
{
    // Niced: where every core is busy, the sandbox's own threads and shells go first (an exec's
    // round trip does not wait for its records); the writer still gets its share (never
    // starved, as SCHED_IDLE would be), so records reach the file within moments.
    ::setpriority(PRIO_PROCESS, id_t(::syscall(SYS_gettid)), kWriterNice);
    QMutexLocker lock(&m_queueMutex);
    for (;;) {
        while (m_queue.isEmpty() && !m_stopping)
            m_queued.wait(&m_queueMutex);
        if (m_queue.isEmpty())
            return; // stopping, nothing left
        // What follows the first record within kBatchMs goes in the same write().
        if (!m_stopping)
            m_queued.wait(&m_queueMutex, kBatchMs);
        const QList<Queued> queued = std::exchange(m_queue, {});
        lock.unlock();
        QList<QJsonObject> batch;
        batch.reserve(queued.size());
        for (const Queued &item : queued) {
            batch.append(item.event.toJson());
            if (!item.command.isEmpty())
                batch.last().insert(kCommand, item.command);
        }
        QString warning;
        {
            const QMutexLocker logLock(&m_mutex);
            m_log.append(batch, &warning);
        }
        if (!warning.isEmpty())
            QMetaObject::invokeMethod(
                this, [this, warning] { warn(warning); }, Qt::QueuedConnection);
        lock.relock();
        m_writtenCount += quint64(batch.size());
        m_written.wakeAll();
    }
}

AuditRecorder *AuditRecorder::start(EventFeed *feed, AuditOptions options)
{
    delete of(feed);
    if (options.dir.isEmpty())
        return nullptr;
    return new AuditRecorder(feed, std::move(options));
}

AuditRecorder *AuditRecorder::of(EventFeed *feed)
{
    return feed->findChild<AuditRecorder *>(QStringLiteral("auditRecorder"), Qt::FindDirectChildrenOnly);
}

QJsonObject AuditRecorder::status() const
{
    const QMutexLocker lock(&m_mutex);
    QJsonObject json{{QStringLiteral("enabled"), true},
                     {QStringLiteral("recording"), m_log.isRecording()},
                     {QStringLiteral("dir"), m_log.options().dir},
                     {QStringLiteral("file"), m_log.currentFile()},
                     {QStringLiteral("recordsWritten"), m_log.recordsWritten()},
                     {QStringLiteral("retentionDays"), m_log.options().retentionDays},
                     {QStringLiteral("maxFileBytes"), m_log.options().maxFileBytes}};
    if (!m_log.isRecording()) {
        json.insert(QStringLiteral("stopReason"), m_log.stopReason());
        json.insert(QStringLiteral("missedEvents"), m_log.recordsMissed());
    }
    return json;
}

void AuditRecorder::onPublished(const SandboxEvent &event)
{
    const QString type = event.type();
    QString command;
    if (type == QLatin1String("command_queued"))
        m_commands.insert(event.string(kCommandId), event.string(kCommand));
    else if (type == QLatin1String("command_finished"))
        command = m_commands.take(event.string(kCommandId));
    // JSON, serialising, hashing and write() happen on the writer's thread; this one only queues.
    const QMutexLocker lock(&m_queueMutex);
    m_queue.append({event, command});
    ++m_queuedCount;
    if (m_queue.size() == 1)
        m_queued.wakeOne();
}

void AuditRecorder::warn(const QString &message)
{
    qWarning().noquote() << "sandman audit:" << message;
    if (m_warning)
        return;
    m_warning = true;
    m_feed->publish(QStringLiteral("audit_warning"), {{QStringLiteral("message"), message}});
    m_warning = false;
}

} // namespace sandman
