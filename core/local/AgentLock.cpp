// SPDX-License-Identifier: Apache-2.0
#include "AgentLock.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QThread>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace sandman {

AgentLock::AgentLock(QString path)
    : m_path(std::move(path))
{ }

AgentLock::~AgentLock()
{
    release();
}

bool AgentLock::tryLock()
{
    if (m_fd >= 0)
        return true;
    const int fd = ::open(QFile::encodeName(m_path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        m_error = QStringLiteral("cannot open %1: %2").arg(m_path, QString::fromLocal8Bit(strerror(errno)));
        return false;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        m_error = errno == EWOULDBLOCK
            ? QString()
            : QStringLiteral("cannot lock %1: %2").arg(m_path, QString::fromLocal8Bit(strerror(errno)));
        ::close(fd);
        return false;
    }
    m_error.clear();
    m_fd = fd;
    return true;
}

bool AgentLock::lockWithin(int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (!tryLock()) {
        if (!m_error.isEmpty())
            return false;
        if (deadline.hasExpired()) {
            m_error = QStringLiteral("another sandman-agent holds %1").arg(m_path);
            return false;
        }
        QThread::msleep(10);
    }
    return true;
}

void AgentLock::release()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

bool AgentLock::isHeld(const QString &path)
{
    if (!QFile::exists(path))
        return false;
    AgentLock probe(path);
    return !probe.tryLock() && probe.error().isEmpty();
}

} // namespace sandman
