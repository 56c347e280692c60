// SPDX-License-Identifier: Apache-2.0
#include "WatchStreamSender.h"

#include "engine/files/FileWatcher.h"
#include "protocol/RawFileName.h"
#include "protocol/Timestamp.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QPointer>

namespace sandman {

namespace {
const QString kType = QStringLiteral("type");

QString isoTimestamp(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}
} // namespace

WatchStreamSender::WatchStreamSender(FileWatcher *watcher, ResponseSinkPtr sink, QString watchId,
                                     QString shownRoot, QObject *parent)
    : QObject(parent)
    , m_watcher(watcher)
    , m_sink(std::move(sink))
    , m_watchId(std::move(watchId))
    , m_realRoot(watcher->options().root)
    , m_shownRoot(std::move(shownRoot))
{
    m_watcher->setParent(this);
    m_flushTimer.setSingleShot(true);
    connect(&m_flushTimer, &QTimer::timeout, this, [this] { flush(false); });
}

WatchStreamSender::~WatchStreamSender()
{
    // Destroyed with the sandbox: the client is told why its stream ends.
    if (!m_sink->isFinished() && !m_sink->isCancelled()) {
        m_sink->sendEvent({{kType, QStringLiteral("stopped")},
                           {QStringLiteral("reason"),
                            QCoreApplication::translate("WatchStreamSender", "the sandbox shut down")}});
        m_sink->sendResponse(
            200, {{QStringLiteral("success"), true}, {QStringLiteral("timestamp"), currentTimestamp()}});
    }
}

void WatchStreamSender::start()
{
    QPointer<WatchStreamSender> guard(this);
    m_sink->setCancelHandler([guard] {
        if (!guard)
            return;
        // The watches go now; the answer tells a client that is still there the stream ended.
        guard->m_watcher->stop();
        guard->m_flushTimer.stop();
        guard->m_sink->sendResponse(200,
                                    {{QStringLiteral("success"), true},
                                     {QStringLiteral("cancelled"), true},
                                     {QStringLiteral("timestamp"), currentTimestamp()}});
        guard->deleteLater();
    });
    connect(m_watcher, &FileWatcher::eventsReady, this, [this] {
        if (!m_flushTimer.isActive())
            m_flushTimer.start(kFlushMs);
    });
    connect(m_watcher, &FileWatcher::stopped, this, [this](const QString &reason, bool isError) {
        finish(isError ? QJsonObject{{kType, QStringLiteral("error")}, {QStringLiteral("error"), reason}}
                       : QJsonObject{{kType, QStringLiteral("stopped")}, {QStringLiteral("reason"), reason}});
    });
    m_sink->sendEvent({{kType, QStringLiteral("watching")},
                       {QStringLiteral("path"), RawFileName::display(m_shownRoot)},
                       {QStringLiteral("watchId"), m_watchId}});
    if (m_watcher->hasEvents())
        m_flushTimer.start(kFlushMs);
}

bool WatchStreamSender::isActive() const
{
    return m_watcher->isActive() && !m_sink->isFinished();
}

QString WatchStreamSender::shown(const QString &realPath) const
{
    return RawFileName::display(m_shownRoot + realPath.mid(m_realRoot.size()));
}

QJsonObject WatchStreamSender::toJson(const FileWatchEvent &event) const
{
    if (event.type == FileWatchEvent::Overflow) {
        const bool kernel = event.overflowSource == FileWatchEvent::KernelQueue;
        QJsonObject json{
            {kType, QStringLiteral("overflow")},
            {QStringLiteral("source"), kernel ? QStringLiteral("kernel") : QStringLiteral("queue")},
            {QStringLiteral("message"),
             kernel ? QCoreApplication::translate("WatchStreamSender",
                                                  "the kernel's event queue overflowed: changes were lost")
                    : QCoreApplication::translate("WatchStreamSender",
                                                  "%n change(s) were dropped: the watch's queue was full",
                                                  nullptr, event.dropped)},
            {QStringLiteral("timestamp"), isoTimestamp(event.timestampMs)}};
        if (!kernel)
            json.insert(QStringLiteral("droppedEvents"), event.dropped);
        return json;
    }
    QJsonObject json{{kType, QStringLiteral("event")},
                     {QStringLiteral("eventType"), FileWatchEvent::typeName(event.type)},
                     {QStringLiteral("path"), shown(event.path)},
                     {QStringLiteral("isDirectory"), event.isDirectory},
                     {QStringLiteral("timestamp"), isoTimestamp(event.timestampMs)}};
    if (!event.fromPath.isEmpty())
        json.insert(QStringLiteral("from"), shown(event.fromPath));
    // A name that is not UTF-8 is shown with \xNN above; its exact bytes let a client reach it.
    const auto addRaw = [this, &json](const QString &key, const QString &realPath) {
        const QString path = m_shownRoot + realPath.mid(m_realRoot.size());
        if (RawFileName::hasRawBytes(path))
            json.insert(key, QString::fromLatin1(RawFileName::toBytes(path).toBase64()));
    };
    addRaw(QStringLiteral("rawPath"), event.path);
    if (!event.fromPath.isEmpty())
        addRaw(QStringLiteral("rawFrom"), event.fromPath);
    return json;
}

void WatchStreamSender::flush(bool force)
{
    if (m_sink->isFinished())
        return;
    // A peer that does not read keeps its changes in the bounded queue, not in the agent's
    // send buffers.
    if (!force && m_sink->pendingBytes() > kMaxPendingBytes) {
        m_flushTimer.start(kFlushMs);
        return;
    }
    for (const FileWatchEvent &event : m_watcher->takeEvents())
        m_sink->sendEvent(toJson(event));
}

void WatchStreamSender::finish(const QJsonObject &lastEvent)
{
    m_flushTimer.stop();
    flush(true);
    m_sink->sendEvent(lastEvent);
    m_sink->sendResponse(
        200, {{QStringLiteral("success"), true}, {QStringLiteral("timestamp"), currentTimestamp()}});
    deleteLater();
}

} // namespace sandman
