// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

class QSocketNotifier;

namespace sandman::ctl {

// Turns SIGINT, SIGTERM, SIGHUP and SIGWINCH into Qt signals (a self-pipe read by the event
// loop), so that Ctrl-C cancels work in the sandbox instead of killing us mid-request. One per
// process; SIGPIPE is ignored so that a closed stdout surfaces as a write error.
class SignalRelay : public QObject
{
    Q_OBJECT
public:
    static SignalRelay *instance();

    // How many SIGINT/SIGTERM/SIGHUP arrived so far.
    int interruptCount() const { return m_interrupts; }

signals:
    void interrupted(int signal);
    void windowResized();

private:
    SignalRelay();
    void onReadable();

    QSocketNotifier *m_notifier = nullptr;
    int m_interrupts = 0;
};

} // namespace sandman::ctl
