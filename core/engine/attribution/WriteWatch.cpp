// SPDX-License-Identifier: Apache-2.0
#include "WriteWatch.h"

#include "WriteCall.h"
#include "engine/process/ProcParser.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <linux/seccomp.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef SECCOMP_IOCTL_NOTIF_SET_FLAGS
#define SECCOMP_IOCTL_NOTIF_SET_FLAGS SECCOMP_IOW(4, __u64)
#endif
#ifndef SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP
#define SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP (1UL << 0)
#endif

namespace sandman {

namespace {
constexpr int kMaxLineageDepth = 64;
constexpr size_t kMaxLineageCache = 4096;

bool hasSysAdmin()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return false;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("CapEff:")) {
            const quint64 caps = line.mid(7).trimmed().toULongLong(nullptr, 16);
            return (caps >> 21) & 1; // CAP_SYS_ADMIN
        }
    }
    return false;
}

struct ProcStat {
    pid_t pid = 0;
    QString comm; // made safe to show (ProcParser)
    pid_t ppid = 0;
    quint64 startTicks = 0;
    bool ok = false;
};

ProcStat readStat(pid_t pid)
{
    ProcStat stat;
    stat.pid = pid;
    const QByteArray path = "/proc/" + QByteArray::number(pid) + "/stat";
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return stat;
    char buffer[1024];
    const ssize_t size = ::read(fd, buffer, sizeof buffer - 1);
    ::close(fd);
    SystemProcess process;
    if (size <= 0 || !ProcParser::parseStat(QByteArray(buffer, size), 1, &process))
        return stat;
    stat.comm = process.name;
    stat.ppid = pid_t(process.ppid);
    stat.startTicks = process.startTicks;
    stat.ok = true;
    return stat;
}

int receiveListener(int socket)
{
    char byte = 0;
    iovec data{&byte, 1};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int))];
    msghdr message{};
    message.msg_iov = &data;
    message.msg_iovlen = 1;
    message.msg_control = control;
    message.msg_controllen = sizeof control;
    ssize_t got;
    do {
        got = ::recvmsg(socket, &message, MSG_CMSG_CLOEXEC);
    } while (got < 0 && errno == EINTR);
    if (got != 1 || byte != 'L')
        return -1;
    for (cmsghdr *header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_RIGHTS) {
            int fd = -1;
            std::memcpy(&fd, CMSG_DATA(header), sizeof fd);
            return fd;
        }
    }
    return -1;
}
} // namespace

WriteWatch &WriteWatch::instance()
{
    static WriteWatch watch;
    return watch;
}

WriteWatch::WriteWatch() = default;

WriteWatch::~WriteWatch()
{
    if (m_thread.joinable()) {
        m_stopping = true;
        wake();
        m_thread.join();
    }
    for (auto &entry : m_watched)
        ::close(entry.first);
    for (const Watched &pending : m_pending)
        ::close(pending.listener);
    if (m_epoll >= 0)
        ::close(m_epoll);
    if (m_wakeFd >= 0)
        ::close(m_wakeFd);
}

bool WriteWatch::enable(bool allowNoNewPrivs, QString *whyNot)
{
    if (m_enabled)
        return true;
    auto fail = [&](const QString &reason) {
        m_disabledReason = reason;
        if (whyNot)
            *whyNot = reason;
        return false;
    };
    if (!WriteFilter::supported())
        return fail(QCoreApplication::translate(
            "WriteWatch", "this machine's system calls are not known to the write watch"));
    const bool inheritsNoNewPrivs = ::prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) == 1;
    m_noNewPrivs = !inheritsNoNewPrivs && !hasSysAdmin();
    if (m_noNewPrivs && !allowNoNewPrivs)
        return fail(QCoreApplication::translate("WriteWatch",
                                                "a seccomp listener needs no_new_privs or CAP_SYS_ADMIN"));
    // A child that arms and hands over its listener proves the kernel (5.0+) and any outer
    // seccomp policy allow it.
    Spawn probe = makeSpawn();
    const pid_t child = ::fork();
    if (child == 0) {
        armInChild(probe);
        ::_exit(0);
    }
    if (child < 0) {
        cancel(probe);
        return fail(QCoreApplication::translate("WriteWatch", "cannot fork: %1")
                        .arg(QString::fromLocal8Bit(std::strerror(errno))));
    }
    ::close(probe.childEnd);
    const int listener = receiveListener(probe.parentEnd);
    ::close(probe.parentEnd);
    ::waitpid(child, nullptr, 0);
    if (listener < 0)
        return fail(QCoreApplication::translate("WriteWatch", "the kernel refused a seccomp listener"));
    ::close(listener);
    m_epoll = ::epoll_create1(EPOLL_CLOEXEC);
    m_wakeFd = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (m_epoll < 0 || m_wakeFd < 0)
        return fail(QCoreApplication::translate("WriteWatch", "cannot create the watch's descriptors"));
    epoll_event event{};
    event.events = EPOLLIN;
    event.data.fd = m_wakeFd;
    ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, m_wakeFd, &event);
    m_thread = std::thread([this] { run(); });
    m_disabledReason.clear();
    m_enabled = true;
    return true;
}

QString WriteWatch::disabledReason() const
{
    return m_enabled ? QString()
                     : (m_disabledReason.isEmpty() ? QCoreApplication::translate("WriteWatch", "not enabled")
                                                   : m_disabledReason);
}

WriteWatch::Spawn WriteWatch::prepare()
{
    return m_enabled ? makeSpawn() : Spawn();
}

WriteWatch::Spawn WriteWatch::makeSpawn()
{
    Spawn spawn;
    int ends[2];
    if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ends) != 0)
        return spawn;
    spawn.parentEnd = ends[0];
    spawn.childEnd = ends[1];
    spawn.program = m_filter.program();
    spawn.noNewPrivs = m_noNewPrivs;
    return spawn;
}

void WriteWatch::cancel(Spawn &spawn)
{
    for (int *fd : {&spawn.parentEnd, &spawn.childEnd}) {
        if (*fd >= 0)
            ::close(*fd);
        *fd = -1;
    }
}

std::shared_ptr<WriteTree> WriteWatch::adopt(Spawn &spawn, pid_t root, const WriteOwner &owner)
{
    if (!spawn.active())
        return nullptr;
    ::close(spawn.childEnd);
    spawn.childEnd = -1;
    const int listener = receiveListener(spawn.parentEnd);
    ::close(spawn.parentEnd);
    spawn.parentEnd = -1;
    if (listener < 0)
        return nullptr;
    // Wake this thread on the caller's CPU, as a switch rather than a wake-up elsewhere: the
    // caller waits for it (6.6+; older kernels wake it the usual way).
    ::ioctl(listener, SECCOMP_IOCTL_NOTIF_SET_FLAGS, SECCOMP_USER_NOTIF_FD_SYNC_WAKE_UP, 0);
    auto tree = std::make_shared<WriteTree>(root, owner);
    {
        std::lock_guard<std::mutex> hold(m_lock);
        m_pending.push_back({listener, tree});
        ++m_count;
    }
    wake();
    return tree;
}

QList<WriteRecord> WriteWatch::take(const void *sandbox, qint64 *dropped)
{
    // Called around every command: nothing to lock for while the watch is off.
    QList<WriteRecord> records;
    if (dropped)
        *dropped = 0;
    if (!m_enabled.load(std::memory_order_relaxed))
        return records;
    std::lock_guard<std::mutex> hold(m_lock);
    const auto it = m_queues.find(sandbox);
    if (it == m_queues.end())
        return records;
    records.swap(it->records);
    if (dropped)
        *dropped = it->dropped;
    it->dropped = 0;
    return records;
}

int WriteWatch::treeCount() const
{
    std::lock_guard<std::mutex> hold(m_lock);
    return m_count;
}

void WriteWatch::wake()
{
    const quint64 one = 1;
    if (m_wakeFd >= 0)
        (void)!::write(m_wakeFd, &one, sizeof one);
}

void WriteWatch::addPending()
{
    std::deque<Watched> pending;
    {
        std::lock_guard<std::mutex> hold(m_lock);
        pending.swap(m_pending);
    }
    for (Watched &watched : pending) {
        epoll_event event{};
        event.events = EPOLLIN;
        event.data.fd = watched.listener;
        if (::epoll_ctl(m_epoll, EPOLL_CTL_ADD, watched.listener, &event) != 0) {
            ::close(watched.listener);
            std::lock_guard<std::mutex> hold(m_lock);
            --m_count;
            continue;
        }
        const int fd = watched.listener;
        m_watched[fd] = std::make_unique<Watched>(std::move(watched));
    }
}

void WriteWatch::run()
{
    epoll_event events[32];
    while (!m_stopping) {
        const int ready = ::epoll_wait(m_epoll, events, 32, -1);
        if (ready < 0) {
            if (errno == EINTR)
                continue;
            return;
        }
        for (int i = 0; i < ready; ++i) {
            const int fd = events[i].data.fd;
            if (fd == m_wakeFd) {
                quint64 count;
                (void)!::read(m_wakeFd, &count, sizeof count);
                addPending();
                continue;
            }
            auto it = m_watched.find(fd);
            if (it == m_watched.end())
                continue;
            if (events[i].events & EPOLLIN) {
                handle(it->second.get());
            } else if (events[i].events & (EPOLLHUP | EPOLLERR)) {
                // Every process of the tree has exited.
                ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, fd, nullptr);
                ::close(fd);
                m_watched.erase(it);
                std::lock_guard<std::mutex> hold(m_lock);
                --m_count;
            }
        }
    }
}

void WriteWatch::handle(Watched *watched)
{
    static const size_t requestSize = [] {
        seccomp_notif_sizes sizes{};
        if (::syscall(SYS_seccomp, SECCOMP_GET_NOTIF_SIZES, 0, &sizes) != 0)
            return sizeof(seccomp_notif);
        return std::max<size_t>(sizes.seccomp_notif, sizeof(seccomp_notif));
    }();
    alignas(seccomp_notif) char requestBuffer[256] = {};
    if (requestSize > sizeof requestBuffer)
        return;
    auto *request = reinterpret_cast<seccomp_notif *>(requestBuffer);
    if (::ioctl(watched->listener, SECCOMP_IOCTL_NOTIF_RECV, request) != 0)
        return; // ENOENT: the caller was killed meanwhile
    ++m_calls;
    seccomp_notif_resp response{};
    response.id = request->id;
    response.flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;
    const WriteCall call = WriteCall::decode(pid_t(request->pid), request->data.nr, request->data.args);
    if (!call.path.isEmpty()) {
        WriteRecord record;
        record.owner = watched->tree->owner();
        record.pid = request->pid;
        record.path = call.path;
        record.newPath = call.newPath;
        record.subtree = call.subtree;
        classify(*watched->tree, pid_t(request->pid), &record);
        push(std::move(record));
    }
    // Whatever happened above, the caller goes on (ENOENT here: it was killed meanwhile).
    ::ioctl(watched->listener, SECCOMP_IOCTL_NOTIF_SEND, &response);
}

void WriteWatch::classify(const WriteTree &tree, pid_t pid, WriteRecord *record)
{
    const ProcStat stat = readStat(pid);
    record->program = stat.comm;
    if (record->owner.kind != WriteOwner::Session)
        return;
    const WriteTree::Command command = tree.command();
    if (command.seq == 0 || !stat.ok)
        return;
    if (pid == tree.root()) {
        record->commandSeq = command.seq;
        return;
    }
    // The job it belongs to: its ancestor whose parent is the shell (the shell is a subreaper,
    // so whatever a command detaches stays below it). A job that started before the command
    // did is one an earlier command left running.
    quint64 leaderStart = 0;
    pid_t leader = 0;
    auto known = m_lineage.find(pid);
    if (known != m_lineage.end() && known->second.startTicks == stat.startTicks
        && known->second.root == tree.root()) {
        leaderStart = known->second.leaderStartTicks;
        leader = known->second.leader;
    } else {
        ProcStat current = stat;
        for (int depth = 0; depth < kMaxLineageDepth && current.ok; ++depth) {
            if (current.ppid == tree.root()) {
                leaderStart = current.startTicks;
                leader = current.pid;
                break;
            }
            current = readStat(current.ppid);
        }
        if (leaderStart == 0)
            return; // not found below the shell: not the command's
        if (m_lineage.size() >= kMaxLineageCache)
            m_lineage.clear();
        m_lineage[pid] = {stat.startTicks, leaderStart, leader, tree.root()};
    }
    if (command.owns(leaderStart, leader))
        record->commandSeq = command.seq;
}

void WriteWatch::push(WriteRecord record)
{
    std::lock_guard<std::mutex> hold(m_lock);
    Queue &queue = m_queues[record.owner.sandbox];
    if (queue.records.size() >= kMaxQueued) {
        ++queue.dropped;
        return;
    }
    queue.records.append(std::move(record));
}

} // namespace sandman
