// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AttachSession.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace sandman::ctl {

// `attach` to an agent on this machine: this tty's descriptors go to the agent over its Unix
// socket (DirectTtyViewer), which then writes the terminal's output straight to the tty and
// reads its keys straight from it, as the tmux server does for its clients. This process
// only waits, passes on SIGWINCH and asks to detach on SIGTERM or SIGHUP (and, when watching,
// reads the detach key itself: a watcher's agent gets no input descriptor).
class DirectAttach
{
public:
    struct Outcome {
        int status = 0; // the shell's exit status
        bool detached = false;
    };

    // options.token is what the agent's socket asks for.
    DirectAttach(const AttachSession::Options &options, QString socketPath);
    ~DirectAttach();
    DirectAttach(const DirectAttach &) = delete;
    DirectAttach &operator=(const DirectAttach &) = delete;

    // Whether it can serve here: stdin and stdout are ttys and the agent's socket answers as
    // our own user's. Nothing has been sent yet.
    bool connect();
    // Until the shell exits or this detaches; throws CtlError. nullopt: the agent refused the
    // token here (the caller tries /ws/pty, which says so as usual).
    std::optional<Outcome> run();

private:
    bool sendLine(const QByteArray &line);
    // A whole line already received, without its newline.
    std::optional<QByteArray> takeLine();
    // The next line from the agent, waiting up to timeoutMs; empty on end of stream or timeout.
    QByteArray readLine(int timeoutMs);

    AttachSession::Options m_options;
    QString m_socketPath;
    int m_socket = -1;
    QByteArray m_received;
};

} // namespace sandman::ctl
