// SPDX-License-Identifier: Apache-2.0
#include "AuditRecorder.h"

#include "engine/events/EventFeed.h"

#include <QDebug>

namespace sandman {

namespace {
const QString kCommandId = QStringLiteral("commandId");
const QString kCommand = QStringLiteral("command");
const QString kType = QStringLiteral("type");
} // namespace

AuditRecorder::AuditRecorder(EventFeed *feed, AuditOptions options)
    : QObject(feed)
    , m_feed(feed)
    , m_log(std::move(options))
{
    setObjectName(QStringLiteral("auditRecorder"));
    QStringList warnings;
    m_log.open(&warnings);
    m_writer.setObjectName(QStringLiteral("audit"));
    m_writerContext.moveToThread(&m_writer);
    m_writer.start(QThread::LowPriority);
    const EventRing &ring = feed->ring();
    for (quint64 seq = ring.firstSeq(); seq <= ring.lastSeq(); ++seq)
        onPublished(*ring.at(seq));
    connect(feed, &EventFeed::published, this, &AuditRecorder::onPublished);
    for (const QString &warning : warnings)
        warn(warning);
}

AuditRecorder::~AuditRecorder()
{
    // Queued after every record still waiting: those are written before the thread ends.
    QThread *writer = &m_writer;
    QMetaObject::invokeMethod(
        &m_writerContext, [writer] { writer->quit(); }, Qt::QueuedConnection);
    m_writer.wait();
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
    const QString type = event.json.value(kType).toString();
    QJsonObject record = event.json;
    if (type == QLatin1String("command_queued")) {
        m_commands.insert(event.json.value(kCommandId).toString(), event.json.value(kCommand).toString());
    } else if (type == QLatin1String("command_finished")) {
        const QString text = m_commands.take(event.json.value(kCommandId).toString());
        if (!text.isEmpty())
            record.insert(kCommand, text);
    }
    // Written on the writer's thread: serialising, hashing and write() stay off the sandbox's.
    QMetaObject::invokeMethod(
        &m_writerContext,
        [this, record] {
            QString warning;
            {
                const QMutexLocker lock(&m_mutex);
                m_log.append(record, &warning);
            }
            if (!warning.isEmpty())
                QMetaObject::invokeMethod(
                    this, [this, warning] { warn(warning); }, Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
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
