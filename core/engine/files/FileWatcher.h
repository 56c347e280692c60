// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FileError.h"
#include "FileWatchEvent.h"
#include "WatchEventQueue.h"
#include "WatchFilter.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <optional>

class QSocketNotifier;

namespace sandman {

// Watches a directory tree (or one file) inside the sandbox on inotify (POST /api/watch,
// checkChanges): one inotify descriptor read through a QSocketNotifier, a watch per directory,
// and new directories watched as they appear (with creates reported for what was made in
// them before their watch existed). Directories moved out of the tree lose their watches;
// moved in, they gain them. A rename inside the tree is a move_from and a move_to, the
// move_to naming where it came from.
//
// Events wait in a bounded WatchEventQueue until the reader takes them (eventsReady() says
// there are some); what does not fit, and the kernel's own IN_Q_OVERFLOW, become Overflow
// entries. Destroying the watcher (or stop()) closes the descriptor, which removes all its
// watches.
class FileWatcher : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultQueueCapacity = 1000;
    // Directories one watch may hold: a watch of "/" or a huge tree fails clearly, instead of
    // walking it for long and taking the user's whole inotify allowance.
    static constexpr int kDefaultMaxWatches = 65536;

    struct Options {
        QString root; // absolute, real path
        bool recursive = true;
        WatchFilter filter; // default: everything reported
        QSet<FileWatchEvent::Type> events; // empty: create, modify, delete, move_from, move_to
        int queueCapacity = kDefaultQueueCapacity;
        int maxWatches = kDefaultMaxWatches;
    };

    explicit FileWatcher(Options options, QObject *parent = nullptr);
    ~FileWatcher() override;

    // Sets up every watch before it returns, so a change made once it has returned is seen.
    // NotFound / PermissionDenied for the root, Internal for inotify's limits.
    std::optional<FileError> start();
    void stop();

    // Reads what inotify has now without waiting for the event loop (checkChanges counts a
    // change made just before it asked).
    void readPending() { onReadable(); }
    QList<FileWatchEvent> takeEvents() { return m_queue.takeAll(); }
    bool hasEvents() const { return !m_queue.isEmpty(); }
    const Options &options() const { return m_options; }
    int watchCount() const { return int(m_paths.size()); }
    int descriptor() const { return m_fd; }
    bool isActive() const { return m_fd >= 0; }

signals:
    // The queue went from empty to holding something.
    void eventsReady();
    // The watch ended by itself: its root was deleted or moved away, or inotify failed.
    void stopped(const QString &reason, bool isError);

private:
    void onReadable();
    void handle(int wd, quint32 mask, quint32 cookie, const QByteArray &name, qint64 now);
    void report(FileWatchEvent::Type type, const QString &path, bool isDirectory, qint64 now,
                const QString &fromPath = QString());
    // Watches directory and, recursively, the directories in it; reports what it finds
    // as created when reportContents (a directory that was just created).
    bool addTree(const QString &directory, bool reportContents, qint64 now);
    bool addWatch(const QString &path, bool isRoot);
    void removeTree(const QString &directory);
    // A directory renamed inside the tree keeps its watches (same inodes) under the new name.
    void moveTree(const QString &from, const QString &to);
    // An IN_MOVED_FROM whose IN_MOVED_TO did not follow: it left the tree.
    void settlePendingMove();
    QString relative(const QString &path) const;
    void end(const QString &reason, bool isError);

    Options m_options;
    int m_fd = -1;
    QSocketNotifier *m_notifier = nullptr;
    QHash<int, QString> m_paths; // wd → directory (or the watched file)
    QHash<QString, int> m_watches; // directory → wd
    quint32 m_pendingMoveCookie = 0; // the last IN_MOVED_FROM, for its IN_MOVED_TO
    QString m_pendingMovePath;
    bool m_pendingMoveIsDirectory = false;
    // The pending move is a files-API write's temporary (AtomicWriteName): whether it replaces
    // a file. Reported as that write when its IN_MOVED_TO comes, never as a move.
    std::optional<bool> m_pendingWriteReplaces;
    WatchEventQueue m_queue;
    bool m_rootIsDirectory = true;
    QString m_limitError; // the first inotify_add_watch failure that was a limit
};

} // namespace sandman
