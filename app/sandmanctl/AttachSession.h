// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

#include <optional>

class QEventLoop;
class QSocketNotifier;

namespace sandman {
class SandboxClient;
class TerminalStream;
} // namespace sandman

namespace sandman::ctl {

// `sandmanctl attach`: this tty on a session's terminal, as `tmux attach` or dtach. The screen
// is cleared and the terminal's recent output replayed, then keys go to it raw and its output
// comes here; the window size follows SIGWINCH. The detach key leaves the shell running.
// Read-only: the output only (the agent takes no input or resize from a watcher either).
class AttachSession : public QObject
{
    Q_OBJECT
public:
    struct Options {
        QString session;
        QString terminal; // empty: the session's main terminal
        bool readOnly = false;
        char detachKey = 0x1c; // Ctrl-\, as dtach
        // An agent on this machine drives the tty itself (DirectAttach) unless this is set, or
        // it names no attach socket; otherwise (and for remote agents) /ws/pty relays it.
        bool webSocketOnly = false;
        QByteArray token; // what the agent's attach socket asks for
        bool loopback = false; // the agent's URL is this machine's
    };

    AttachSession(SandboxClient *client, Options options);
    ~AttachSession() override;

    // Until the shell exits (its status), the detach key (0) or a failure (throws CtlError).
    int run();

private:
    // The agent's attach socket when it has one we may use (DirectAttach), else empty.
    QString directSocket() const;
    // The exit status, or nullopt when the agent would not take this tty (then /ws/pty).
    std::optional<int> runDirect(const QString &socketPath);
    int runWebSocket();
    void onInput();
    QString detachedNotice() const;

    SandboxClient *m_client;
    Options m_options;
    TerminalStream *m_stream = nullptr;
    QSocketNotifier *m_input = nullptr;
    bool m_tty = false;
    bool m_detached = false;
    int m_status = 0;
    QEventLoop *m_loop = nullptr;
};

} // namespace sandman::ctl
