// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FileError.h"
#include "FileWatcher.h"

#include <QHash>
#include <QObject>

#include <optional>

namespace sandman {

// The retained change state behind POST /api/watch/check (the SDK's checkChanges): the first
// check of a path (with its recursive/include/exclude options) starts a FileWatcher that only
// counts changes; every check answers a version "<watchId>:<count>" and compares it with the
// version the caller got before ("since"). The state is dropped after kIdleMs without a check,
// when the path goes away, or, past kMaxTracked paths, for the one checked longest ago; a
// version from dropped state then asks for a resync ("expired"), one from an earlier agent
// process too ("restarted").
class ChangeTracker : public QObject
{
    Q_OBJECT
public:
    static constexpr int kIdleMs = 10 * 60 * 1000;
    static constexpr int kMaxTracked = 16; // an inotify instance each

    enum class Status { Unchanged, Changed, Resync };
    struct Result {
        Status status = Status::Unchanged;
        QString reason; // Resync: "expired" or "restarted"
        QString version;
        std::optional<FileError> error; // InvalidArgument for a bad since, else start()'s
    };

    explicit ChangeTracker(QObject *parent = nullptr);

    Result check(const FileWatcher::Options &options, const std::optional<QString> &since);
    int trackedCount() const { return int(m_entries.size()); }
    void setIdleMs(int ms) { m_idleMs = ms; }

    static QString statusName(Status status);

private:
    struct Entry {
        FileWatcher *watcher = nullptr;
        QString watchId;
        quint64 changes = 0;
        qint64 lastCheckMs = 0;
    };
    static QString keyOf(const FileWatcher::Options &options);
    Entry *track(const QString &key, const FileWatcher::Options &options, std::optional<FileError> *error);
    void drop(const QString &key);
    void dropIdle();

    QHash<QString, Entry> m_entries;
    QString m_instance; // this agent process, in every watchId
    quint64 m_nextId = 1;
    int m_idleMs = kIdleMs;
};

} // namespace sandman
