// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman {

// An exclusive flock(2) on a file: held by the local agent for its whole life (it inherits the
// descriptor), so the lock is free exactly when no agent runs — whatever a stale runtime file
// says. The kernel drops it when the last holder dies, even on SIGKILL.
class AgentLock
{
public:
    explicit AgentLock(QString path);
    ~AgentLock(); // releases this process's hold (an agent that inherited it keeps it)
    AgentLock(const AgentLock &) = delete;
    AgentLock &operator=(const AgentLock &) = delete;

    // Takes the lock without waiting; false when someone holds it (or on error, see error()).
    bool tryLock();
    // Takes it, waiting up to timeoutMs for its holder to let go (an agent started through
    // systemd: its starter holds the lock until the start is under way).
    bool lockWithin(int timeoutMs);
    void release();
    bool isLocked() const { return m_fd >= 0; }
    // The locked descriptor, for handing to the agent; -1 when not locked.
    int fd() const { return m_fd; }
    QString error() const { return m_error; }

    // Whether someone holds the lock at this moment (tries it and lets go at once).
    static bool isHeld(const QString &path);

private:
    QString m_path;
    QString m_error;
    int m_fd = -1;
};

} // namespace sandman
