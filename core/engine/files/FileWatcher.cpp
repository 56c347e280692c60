// SPDX-License-Identifier: Apache-2.0
#include "FileWatcher.h"

#include "AtomicWriteName.h"
#include "protocol/RawFileName.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QSocketNotifier>

#include <cerrno>
#include <dirent.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sandman {

namespace {
const QSet<FileWatchEvent::Type> kDefaultEvents{FileWatchEvent::Create, FileWatchEvent::Modify,
                                                FileWatchEvent::Delete, FileWatchEvent::MoveFrom,
                                                FileWatchEvent::MoveTo};

QString limitMessage(int error)
{
    return error == EMFILE ? QCoreApplication::translate("FileWatcher",
                                                         "too many file watches are open (the limit is "
                                                         "fs.inotify.max_user_instances)")
                           : QCoreApplication::translate("FileWatcher",
                                                         "the limit of watched directories is reached (raise "
                                                         "fs.inotify.max_user_watches)");
}

bool isDirectoryEntry(const QString &path, const dirent *entry)
{
    if (entry->d_type != DT_UNKNOWN)
        return entry->d_type == DT_DIR;
    struct stat info;
    return ::lstat(RawFileName::toBytes(path).constData(), &info) == 0 && S_ISDIR(info.st_mode);
}
} // namespace

FileWatcher::FileWatcher(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_queue(m_options.queueCapacity)
{
    if (m_options.events.isEmpty())
        m_options.events = kDefaultEvents;
    if (m_options.root.size() > 1 && m_options.root.endsWith(QLatin1Char('/')))
        m_options.root.chop(1);
}

FileWatcher::~FileWatcher()
{
    stop();
}

std::optional<FileError> FileWatcher::start()
{
    const QString &root = m_options.root;
    const QJsonObject context{{QStringLiteral("path"), RawFileName::display(root)}};
    struct stat info;
    if (::stat(RawFileName::toBytes(root).constData(), &info) != 0) {
        const int error = errno;
        if (error == EACCES)
            return FileError{FileError::PermissionDenied,
                             QCoreApplication::translate("FileWatcher", "permission denied: %1")
                                 .arg(RawFileName::display(root)),
                             context};
        return FileError{FileError::NotFound,
                         QCoreApplication::translate("FileWatcher", "path does not exist: %1")
                             .arg(RawFileName::display(root)),
                         context};
    }
    m_rootIsDirectory = S_ISDIR(info.st_mode);
    m_fd = ::inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (m_fd < 0)
        return FileError{FileError::Internal, limitMessage(errno), context};
    const bool ok = m_rootIsDirectory && m_options.recursive ? addTree(root, false, 0) : addWatch(root, true);
    if (!ok || !m_limitError.isEmpty()) {
        const int error = errno;
        FileError failure{FileError::Internal,
                          m_limitError.isEmpty()
                              ? QCoreApplication::translate("FileWatcher", "cannot watch %1: %2")
                                    .arg(RawFileName::display(root), QString::fromLocal8Bit(strerror(error)))
                              : m_limitError,
                          context};
        if (m_limitError.isEmpty() && error == EACCES)
            failure.kind = FileError::PermissionDenied;
        stop();
        return failure;
    }
    m_notifier = new QSocketNotifier(m_fd, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &FileWatcher::onReadable);
    return std::nullopt;
}

void FileWatcher::stop()
{
    if (m_fd < 0)
        return;
    delete m_notifier;
    m_notifier = nullptr;
    ::close(m_fd); // removes every watch of this descriptor
    m_fd = -1;
    m_paths.clear();
    m_watches.clear();
}

bool FileWatcher::addWatch(const QString &path, bool isRoot)
{
    quint32 mask = IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF
        | IN_MOVE_SELF | IN_EXCL_UNLINK;
    if (m_options.events.contains(FileWatchEvent::Attrib))
        mask |= IN_ATTRIB;
    // Below the root, only real directories: a symlink to a directory is not followed (a link
    // to an ancestor would loop).
    if (!isRoot)
        mask |= IN_ONLYDIR | IN_DONT_FOLLOW;
    if (m_watches.contains(path))
        return true; // a rescan after a kernel overflow
    if (m_paths.size() >= m_options.maxWatches) {
        if (m_limitError.isEmpty())
            m_limitError
                = QCoreApplication::translate("FileWatcher",
                                              "more than %1 directories to watch: watch a smaller tree "
                                              "or exclude some")
                      .arg(m_options.maxWatches);
        return false;
    }
    const int wd = ::inotify_add_watch(m_fd, RawFileName::toBytes(path).constData(), mask);
    if (wd < 0) {
        if ((errno == ENOSPC || errno == EMFILE) && m_limitError.isEmpty())
            m_limitError = limitMessage(errno);
        return false;
    }
    m_paths.insert(wd, path);
    m_watches.insert(path, wd);
    return true;
}

bool FileWatcher::addTree(const QString &directory, bool reportContents, qint64 now)
{
    if (!m_limitError.isEmpty() || !addWatch(directory, directory == m_options.root))
        return false;
    DIR *dir = ::opendir(RawFileName::toBytes(directory).constData());
    if (!dir)
        return true; // gone again, or unreadable: its watch reports what it can
    const QString prefix = directory == QLatin1String("/") ? directory : directory + QLatin1Char('/');
    while (const dirent *entry = ::readdir(dir)) {
        const QByteArray name(entry->d_name);
        if (name == "." || name == "..")
            continue;
        const QString path = prefix + RawFileName::fromBytes(name);
        const bool isDirectory = isDirectoryEntry(path, entry);
        const QString rel = relative(path);
        if (reportContents)
            report(FileWatchEvent::Create, path, isDirectory, now);
        if (isDirectory && m_options.filter.descends(rel))
            addTree(path, reportContents, now);
    }
    ::closedir(dir);
    return true;
}

void FileWatcher::removeTree(const QString &directory)
{
    const QString prefix = directory + QLatin1Char('/');
    for (auto it = m_watches.begin(); it != m_watches.end();) {
        if (it.key() == directory || it.key().startsWith(prefix)) {
            ::inotify_rm_watch(m_fd, it.value());
            m_paths.remove(it.value());
            it = m_watches.erase(it);
        } else {
            ++it;
        }
    }
}

void FileWatcher::moveTree(const QString &from, const QString &to)
{
    const QString prefix = from + QLatin1Char('/');
    QList<QPair<QString, int>> moved;
    for (auto it = m_watches.cbegin(); it != m_watches.cend(); ++it) {
        if (it.key() == from || it.key().startsWith(prefix))
            moved.append({it.key(), it.value()});
    }
    for (const auto &[path, wd] : moved) {
        const QString renamed = to + path.mid(from.size());
        m_watches.remove(path);
        m_watches.insert(renamed, wd);
        m_paths.insert(wd, renamed);
    }
}

void FileWatcher::settlePendingMove()
{
    if (m_pendingMoveCookie != 0 && m_pendingMoveIsDirectory)
        removeTree(m_pendingMovePath);
    m_pendingMoveCookie = 0;
    m_pendingMovePath.clear();
    m_pendingWriteReplaces.reset();
}

QString FileWatcher::relative(const QString &path) const
{
    const QString &root = m_options.root;
    if (path == root)
        return QString();
    return path.mid(root == QLatin1String("/") ? 1 : root.size() + 1);
}

void FileWatcher::report(FileWatchEvent::Type type, const QString &path, bool isDirectory, qint64 now,
                         const QString &fromPath)
{
    if (!m_options.events.contains(type))
        return;
    const QString rel = relative(path);
    if (!rel.isEmpty() && !m_options.filter.accepts(rel))
        return;
    FileWatchEvent event;
    event.type = type;
    event.path = path;
    event.isDirectory = isDirectory;
    event.fromPath = fromPath;
    event.timestampMs = now ? now : QDateTime::currentMSecsSinceEpoch();
    m_queue.push(event);
}

void FileWatcher::onReadable()
{
    const bool wasEmpty = m_queue.isEmpty();
    alignas(struct inotify_event) char buffer[64 * 1024];
    while (m_fd >= 0) {
        const ssize_t length = ::read(m_fd, buffer, sizeof buffer);
        if (length <= 0) {
            if (length < 0 && errno == EINTR)
                continue;
            break; // EAGAIN: all read
        }
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (ssize_t offset = 0; offset < length && m_fd >= 0;) {
            const auto *event = reinterpret_cast<const struct inotify_event *>(buffer + offset);
            handle(event->wd, event->mask, event->cookie, QByteArray(event->len ? event->name : ""), now);
            offset += ssize_t(sizeof(struct inotify_event) + event->len);
        }
    }
    if (m_fd >= 0)
        settlePendingMove();
    if (wasEmpty && !m_queue.isEmpty())
        emit eventsReady();
    if (m_fd >= 0 && !m_limitError.isEmpty())
        end(QCoreApplication::translate("FileWatcher", "not every directory can be watched: %1")
                .arg(m_limitError),
            true);
}

void FileWatcher::handle(int wd, quint32 mask, quint32 cookie, const QByteArray &name, qint64 now)
{
    if (m_pendingMoveCookie != 0 && !((mask & IN_MOVED_TO) && cookie == m_pendingMoveCookie))
        settlePendingMove();
    if (mask & IN_Q_OVERFLOW) {
        m_queue.pushKernelOverflow(now);
        // Directories made during the gap may have no watch yet; watching one twice is harmless.
        if (m_rootIsDirectory && m_options.recursive)
            addTree(m_options.root, false, now);
        return;
    }
    const QString directory = m_paths.value(wd);
    if (mask & IN_IGNORED) {
        if (m_watches.value(directory, -1) == wd)
            m_watches.remove(directory);
        m_paths.remove(wd);
        if (directory == m_options.root)
            end(QCoreApplication::translate("FileWatcher", "the watched path is gone"), false);
        return;
    }
    if (directory.isEmpty())
        return; // a watch removed a moment ago
    if (mask & (IN_DELETE_SELF | IN_MOVE_SELF)) {
        if (directory == m_options.root)
            end(mask & IN_DELETE_SELF
                    ? QCoreApplication::translate("FileWatcher", "the watched path was deleted")
                    : QCoreApplication::translate("FileWatcher", "the watched path was moved away"),
                false);
        return; // a subdirectory's own end: its parent reported the delete or move
    }
    const QString path = name.isEmpty()   ? directory
        : directory == QLatin1String("/") ? directory + RawFileName::fromBytes(name)
                                          : directory + QLatin1Char('/') + RawFileName::fromBytes(name);
    const bool isDirectory = mask & IN_ISDIR;
    // A files-API write's temporary: its create, modify, attrib and (failed write) delete are
    // the agent's own; its rename over the target is the write the client asked for.
    const std::optional<bool> writeReplaces = isDirectory || name.isEmpty()
        ? std::nullopt
        : AtomicWriteName::replaces(RawFileName::fromBytes(name));
    if (writeReplaces) {
        if (mask & IN_MOVED_FROM) {
            m_pendingMoveCookie = cookie;
            m_pendingMovePath = path;
            m_pendingMoveIsDirectory = false;
            m_pendingWriteReplaces = writeReplaces;
        }
        return;
    }
    const bool descend = isDirectory && m_options.recursive && m_options.filter.descends(relative(path));
    if (mask & IN_CREATE) {
        report(FileWatchEvent::Create, path, isDirectory, now);
        if (descend)
            addTree(path, true, now);
    } else if (mask & IN_MOVED_FROM) {
        m_pendingMoveCookie = cookie;
        m_pendingMovePath = path;
        m_pendingMoveIsDirectory = isDirectory;
        report(FileWatchEvent::MoveFrom, path, isDirectory, now);
    } else if (mask & IN_MOVED_TO) {
        const bool paired = cookie != 0 && cookie == m_pendingMoveCookie;
        const QString from = paired ? m_pendingMovePath : QString();
        const std::optional<bool> write = paired ? m_pendingWriteReplaces : std::nullopt;
        m_pendingMoveCookie = 0;
        m_pendingMovePath.clear();
        m_pendingWriteReplaces.reset();
        if (write) { // as the SDK's container reports a file written in place
            if (!*write)
                report(FileWatchEvent::Create, path, false, now);
            if (*write || QFileInfo(path).size() > 0)
                report(FileWatchEvent::Modify, path, false, now);
            return;
        }
        report(FileWatchEvent::MoveTo, path, isDirectory, now, from);
        if (paired && isDirectory) {
            moveTree(from, path);
            if (!descend)
                removeTree(path);
        } else if (descend) {
            addTree(path, false, now);
        }
    } else if (mask & IN_DELETE) {
        report(FileWatchEvent::Delete, path, isDirectory, now);
        if (isDirectory)
            removeTree(path);
    } else if (mask & IN_MODIFY) {
        report(FileWatchEvent::Modify, path, isDirectory, now);
    } else if (mask & IN_ATTRIB) {
        report(FileWatchEvent::Attrib, path, isDirectory, now);
    }
}

void FileWatcher::end(const QString &reason, bool isError)
{
    if (m_fd < 0)
        return;
    stop();
    emit stopped(reason, isError);
}

} // namespace sandman
