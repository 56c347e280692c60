// SPDX-License-Identifier: Apache-2.0
#include "SignalRelay.h"

#include <QSocketNotifier>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace sandman::ctl {

namespace {
int g_pipe[2] = {-1, -1};

void onSignal(int signal)
{
    const int saved = errno;
    const char byte = char(signal);
    [[maybe_unused]] const ssize_t written = ::write(g_pipe[1], &byte, 1);
    errno = saved;
}
} // namespace

SignalRelay *SignalRelay::instance()
{
    static SignalRelay *relay = new SignalRelay;
    return relay;
}

SignalRelay::SignalRelay()
{
    if (::pipe2(g_pipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int signal : {SIGINT, SIGTERM, SIGHUP, SIGWINCH})
        ::sigaction(signal, &action, nullptr);
    ::signal(SIGPIPE, SIG_IGN);
    m_notifier = new QSocketNotifier(g_pipe[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &SignalRelay::onReadable);
}

void SignalRelay::onReadable()
{
    char bytes[64];
    ssize_t count;
    while ((count = ::read(g_pipe[0], bytes, sizeof bytes)) > 0) {
        for (ssize_t i = 0; i < count; ++i) {
            const int signal = bytes[i];
            if (signal == SIGWINCH) {
                emit windowResized();
            } else {
                ++m_interrupts;
                emit interrupted(signal);
            }
        }
    }
}

} // namespace sandman::ctl
