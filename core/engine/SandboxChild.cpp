// SPDX-License-Identifier: Apache-2.0
#include "SandboxChild.h"

#include <QFile>

#include <algorithm>
#include <csignal>
#include <fcntl.h>
#include <sys/prctl.h>
#include <unistd.h>

namespace sandman::SandboxChild {

namespace {
constexpr int kOomPreference = 500;
constexpr int kOomMax = 1000;
} // namespace

QByteArray oomScoreAdjustment()
{
    static const QByteArray text = [] {
        QFile own(QStringLiteral("/proc/self/oom_score_adj"));
        bool ok = false;
        const int current = own.open(QIODevice::ReadOnly) ? own.readAll().trimmed().toInt(&ok) : 0;
        return QByteArray::number(std::min(kOomMax, (ok ? current : 0) + kOomPreference));
    }();
    return text;
}

void preferForOomKill(const QByteArray &oomScore)
{
    // Raising one's own oom_score_adj needs no privilege; a failure leaves the default.
    const int fd = ::open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    [[maybe_unused]] const ssize_t written = ::write(fd, oomScore.constData(), size_t(oomScore.size()));
    ::close(fd);
}

bool enterOwnTree(pid_t parent, int deathSignal, bool subreaper, const QByteArray &oomScore)
{
    ::setsid();
    ::prctl(PR_SET_PDEATHSIG, deathSignal);
    // Whatever leaves the group (setsid -f, a double fork) is reparented here, not to init, so
    // it stays in the tree that a kill, timeout or session delete ends.
    if (subreaper)
        ::prctl(PR_SET_CHILD_SUBREAPER, 1);
    preferForOomKill(oomScore);
    return ::getppid() == parent;
}

void resetSignals()
{
    struct sigaction defaultAction = {};
    defaultAction.sa_handler = SIG_DFL;
    sigemptyset(&defaultAction.sa_mask);
    for (int signal = 1; signal < NSIG; ++signal)
        ::sigaction(signal, &defaultAction, nullptr);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
}

} // namespace sandman::SandboxChild
