// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace sandman {

class IsolatedAgent;
class SandboxConnection;
class SandboxHost;

// The GUI's local sandbox. The sandbox, not the session, is the security boundary (DESIGN.md
// §3), so by default it runs confined with bubblewrap in a sandman-agent of its own, reached
// over loopback with a token made up for it; where bubblewrap cannot confine, it runs in this
// process and says why. Keep it alive longer than the window that shows its connection.
class LocalSandbox : public QObject
{
    Q_OBJECT
public:
    enum class Isolation {
        Auto, // confined when possible, else in-process
        Required, // confined or not at all
        Off, // in-process (the user's own files and processes are reachable)
    };
    // "auto", "on" or "off"; nullopt for anything else.
    static std::optional<Isolation> parseIsolation(const QString &text);

    struct Options {
        QString workspaceDir;
        Isolation isolation = Isolation::Auto;
        QString agentPath; // empty: sandman-agent next to this program
    };

    explicit LocalSandbox(Options options, QObject *parent = nullptr);
    ~LocalSandbox() override;

    // Starts the sandbox and returns its connection for the session list (the caller owns
    // it), or null when isolation is required and impossible (see error()).
    SandboxConnection *start();

    bool isIsolated() const { return m_agent != nullptr; }
    // The confined agent's host pid (bwrap's); 0 when not isolated.
    qint64 agentProcessId() const;
    // Why the sandbox is not isolated (empty when it is).
    QString notIsolatedReason() const { return m_notIsolatedReason; }
    QString error() const { return m_error; }
    // One line for the status bar, and what it means (its tooltip).
    QString statusText() const;
    QString statusDetail() const;

signals:
    // The confined agent ended on its own: the sandbox and its processes are gone. It is
    // started again (same address and token, so the connection comes back by itself) unless
    // it keeps failing.
    void stoppedUnexpectedly(const QString &message);
    void restarted();

private:
    void onAgentExited(int exitCode, bool crashed);
    void restartAgent();

    Options m_options;
    QList<qint64> m_recentRestarts; // msecs since epoch
    std::unique_ptr<IsolatedAgent> m_agent;
    std::unique_ptr<SandboxHost> m_host;
    QString m_notIsolatedReason;
    QString m_error;
};

} // namespace sandman
