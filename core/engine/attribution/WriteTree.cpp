// SPDX-License-Identifier: Apache-2.0
#include "WriteTree.h"

#include <cstdlib>
#include <ctime>

#include <fcntl.h>

#include <unistd.h>

namespace sandman {

WriteTree::WriteTree(pid_t root, WriteOwner owner)
    : m_root(root)
    , m_owner(std::move(owner))
{ }

WriteOwner WriteTree::owner() const
{
    std::lock_guard<std::mutex> hold(m_lock);
    return m_owner;
}

void WriteTree::setOwner(const WriteOwner &owner)
{
    std::lock_guard<std::mutex> hold(m_lock);
    m_owner = owner;
}

void WriteTree::beginCommand(quint64 seq)
{
    const pid_t last = lastPid();
    const quint64 now = ticksNow();
    std::lock_guard<std::mutex> hold(m_lock);
    m_command = {seq, now, last};
}

void WriteTree::endCommand()
{
    std::lock_guard<std::mutex> hold(m_lock);
    m_command = {};
}

WriteTree::Command WriteTree::command() const
{
    std::lock_guard<std::mutex> hold(m_lock);
    return m_command;
}

bool WriteTree::Command::owns(quint64 leaderStartTicks, pid_t leader) const
{
    if (leaderStartTicks != startTicks)
        return leaderStartTicks > startTicks;
    // The same tick: pids are given out in order (a wrap within 10 ms is not a concern).
    return lastPid == 0 || leader > lastPid;
}

pid_t WriteTree::lastPid()
{
    const int fd = ::open("/proc/sys/kernel/ns_last_pid", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    char text[24];
    const ssize_t got = ::read(fd, text, sizeof text - 1);
    ::close(fd);
    if (got <= 0)
        return 0;
    text[got] = 0;
    return pid_t(std::strtol(text, nullptr, 10));
}

quint64 WriteTree::ticksNow()
{
    static const long perSecond = ::sysconf(_SC_CLK_TCK);
    timespec now{};
    ::clock_gettime(CLOCK_BOOTTIME, &now);
    const long tick = perSecond > 0 ? perSecond : 100;
    return quint64(now.tv_sec) * quint64(tick) + quint64(now.tv_nsec) / quint64(1000000000L / tick);
}

} // namespace sandman
