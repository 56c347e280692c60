// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "WriteRecord.h"

#include <mutex>

#include <sys/types.h>

namespace sandman {

// One watched process tree as its spawner and the watch's thread both see it: who owns it
// (a warm spare shell gets its session's name later) and, for a session's shell, which command
// runs now. Every member is read and written under the lock: the watch's thread reads it for
// every call it is sent.
class WriteTree
{
public:
    WriteTree(pid_t root, WriteOwner owner);

    pid_t root() const { return m_root; }
    WriteOwner owner() const;
    void setOwner(const WriteOwner &owner);

    // A session's command is about to be written to the shell / has ended. A process that
    // started before the command did (in clock ticks since boot, /proc's unit) is a job an
    // earlier command left, not this command's; within the same tick (10 ms), one whose pid
    // is no later than the last pid given out when the command began.
    void beginCommand(quint64 seq);
    void endCommand();
    struct Command {
        quint64 seq = 0; // 0: none runs
        quint64 startTicks = 0;
        pid_t lastPid = 0; // 0: not known
        bool owns(quint64 leaderStartTicks, pid_t leader) const;
    };
    Command command() const;

    // Clock ticks since boot, as /proc/PID/stat counts a process's start.
    static quint64 ticksNow();
    // The last pid the kernel gave out in this pid namespace (0: not known).
    static pid_t lastPid();

private:
    const pid_t m_root;
    mutable std::mutex m_lock;
    WriteOwner m_owner;
    Command m_command;
};

} // namespace sandman
