// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

class QSocketNotifier;

namespace sandman {

class TerminalHandler;

// The agent's Unix socket for `sandmanctl attach` on the same machine (DirectTtyViewer): made
// by bind() before the sandbox exists (so that /api/sandman/version can name it), then served
// on the terminals' thread. Only the agent's own user may connect (the socket is 0600 in a
// 0700 folder, and the peer's uid is checked); the token is asked all the same. A flood of
// connections that never send their request is bounded: the oldest waits are dropped.
class DirectAttachListener : public QObject
{
    Q_OBJECT
public:
    static constexpr int maxWaiting() { return 32; }
    static constexpr int maxAttached() { return 256; }

    // Where an agent with this pid listens: <runtime dir>/attach-<pid>.sock, where the runtime
    // dir is the local sandbox's ($XDG_RUNTIME_DIR/sandman). Empty when no path fits.
    static QString defaultPath(qint64 pid);
    // A listening socket at path (a stale socket of a dead agent there is replaced); -1 and
    // *error when it cannot be made.
    static int bind(const QString &path, QString *error);

    // Takes the listening socket; the path is removed when the listener goes.
    DirectAttachListener(int listeningSocket, QString path, TerminalHandler *terminals, QByteArray token,
                         QObject *parent = nullptr);
    ~DirectAttachListener() override;

    QString path() const { return m_path; }
    int attachedCount() const;

private:
    void onAcceptable();

    int m_socket;
    QString m_path;
    TerminalHandler *m_terminals;
    QByteArray m_token;
    QSocketNotifier *m_notifier;
};

} // namespace sandman
