// SPDX-License-Identifier: Apache-2.0
#include "ChangeTracker.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRandomGenerator>
#include <QTimer>

#include <algorithm>

namespace sandman {

namespace {
const QString kWatchPrefix = QStringLiteral("watch-");
} // namespace

ChangeTracker::ChangeTracker(QObject *parent)
    : QObject(parent)
    , m_instance(QString::number(QRandomGenerator::global()->generate64() & 0xffffffffffffULL, 36))
{
    auto *sweep = new QTimer(this);
    connect(sweep, &QTimer::timeout, this, &ChangeTracker::dropIdle);
    sweep->start(60 * 1000);
}

QString ChangeTracker::statusName(Status status)
{
    switch (status) {
    case Status::Unchanged:
        return QStringLiteral("unchanged");
    case Status::Changed:
        return QStringLiteral("changed");
    case Status::Resync:
        break;
    }
    return QStringLiteral("resync");
}

QString ChangeTracker::keyOf(const FileWatcher::Options &options)
{
    QStringList events;
    for (FileWatchEvent::Type type : options.events)
        events.append(FileWatchEvent::typeName(type));
    events.sort();
    return QStringList{options.root, options.recursive ? QStringLiteral("r") : QStringLiteral("-"),
                       options.filter.includeGlobs().join(QChar(0)),
                       options.filter.excludeGlobs().join(QChar(0)), events.join(QLatin1Char(','))}
        .join(QChar(1));
}

ChangeTracker::Entry *ChangeTracker::track(const QString &key, const FileWatcher::Options &options,
                                           std::optional<FileError> *error)
{
    if (m_entries.size() >= kMaxTracked) {
        const auto oldest
            = std::min_element(m_entries.begin(), m_entries.end(),
                               [](const Entry &a, const Entry &b) { return a.lastCheckMs < b.lastCheckMs; });
        drop(oldest.key());
    }
    auto *watcher = new FileWatcher(options, this);
    *error = watcher->start();
    if (*error) {
        delete watcher;
        return nullptr;
    }
    Entry entry;
    entry.watcher = watcher;
    entry.watchId = kWatchPrefix + m_instance + QLatin1Char('-') + QString::number(m_nextId++);
    // Only the number of changes matters here; an overflow counts as (at least) one.
    connect(watcher, &FileWatcher::eventsReady, this, [this, key] {
        const auto it = m_entries.find(key);
        if (it != m_entries.end())
            it->changes += quint64(it->watcher->takeEvents().size());
    });
    connect(watcher, &FileWatcher::stopped, this,
            [this, key] { QTimer::singleShot(0, this, [this, key] { drop(key); }); });
    return &m_entries.insert(key, entry).value();
}

void ChangeTracker::drop(const QString &key)
{
    const auto it = m_entries.find(key);
    if (it == m_entries.end())
        return;
    it->watcher->deleteLater();
    m_entries.erase(it);
}

void ChangeTracker::dropIdle()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QStringList idle;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        if (now - it->lastCheckMs >= m_idleMs)
            idle.append(it.key());
    }
    for (const QString &key : idle)
        drop(key);
}

ChangeTracker::Result ChangeTracker::check(const FileWatcher::Options &options,
                                           const std::optional<QString> &since)
{
    Result result;
    dropIdle();
    const QString key = keyOf(options);
    Entry *entry = nullptr;
    if (const auto it = m_entries.find(key); it != m_entries.end() && it->watcher->isActive()) {
        entry = &it.value();
        entry->watcher->readPending();
        entry->changes += quint64(entry->watcher->takeEvents().size());
    } else {
        drop(key);
        entry = track(key, options, &result.error);
        if (!entry)
            return result;
    }
    entry->lastCheckMs = QDateTime::currentMSecsSinceEpoch();
    result.version = entry->watchId + QLatin1Char(':') + QString::number(entry->changes);
    if (!since)
        return result;

    // "watch-<instance>-<n>:<changes>"
    const qsizetype colon = since->lastIndexOf(QLatin1Char(':'));
    bool isNumber = false;
    const quint64 changes = colon > 0 ? since->mid(colon + 1).toULongLong(&isNumber) : 0;
    const QString watchId = since->left(colon);
    if (!isNumber || !watchId.startsWith(kWatchPrefix)
        || since->mid(colon + 1).startsWith(QLatin1Char('+'))) {
        result.error = FileError{FileError::InvalidArgument,
                                 QCoreApplication::translate(
                                     "ChangeTracker", "since must be a version returned by checkChanges()"),
                                 {{QStringLiteral("since"), *since}}};
        return result;
    }
    if (watchId != entry->watchId) {
        const QString instance = watchId.mid(kWatchPrefix.size()).section(QLatin1Char('-'), 0, 0);
        result.status = Status::Resync;
        result.reason = instance == m_instance ? QStringLiteral("expired") : QStringLiteral("restarted");
        return result;
    }
    if (changes > entry->changes) {
        result.error = FileError{
            FileError::InvalidArgument,
            QCoreApplication::translate("ChangeTracker",
                                        "since refers to a newer version than the current one"),
            {{QStringLiteral("since"), *since}, {QStringLiteral("currentVersion"), result.version}}};
        return result;
    }
    result.status = changes == entry->changes ? Status::Unchanged : Status::Changed;
    return result;
}

} // namespace sandman
