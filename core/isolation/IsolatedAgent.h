// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QStringList>
#include <QUrl>

class QProcess;

namespace sandman {

// A sandman-agent confined with bubblewrap (`sandman-agent --isolate`), serving one sandbox on
// a loopback port with a token made up for it, as a child of this process: it dies with this
// object (and, through bwrap, with this process). The GUI's local sandbox does not use it — its
// agent outlives the window (core/local/LocalAgentRuntime); tests that want a confined agent
// tied to their own lifetime do.
class IsolatedAgent : public QObject
{
    Q_OBJECT
public:
    explicit IsolatedAgent(QObject *parent = nullptr);
    // Asks the agent to shut down (it ends every process in the sandbox), then makes sure.
    ~IsolatedAgent() override;

    // Starts the agent for this workspace folder and waits until it serves (or failed: false,
    // with the reason). Blocks for the agent's start-up, typically a few tens of milliseconds.
    bool start(const QString &agentPath, const QString &workspaceDir, QString *error, int timeoutMs = 15000);

    // After the agent ended: starts it again on the same address with the same token, so a
    // client's transport reconnects by itself (to a fresh sandbox on the same workspace).
    bool restart(QString *error, int timeoutMs = 15000);

    // Variables of this process's environment that go into the sandbox (--pass-env); everything
    // else but a short allowlist stays outside. Takes effect at the next start.
    void setPassedEnvironment(const QStringList &names) { m_passedEnvironment = names; }
    // The agent's "isolation: …" line (namespaces, network, limits), for the status.
    QString isolationFacts() const { return m_isolationFacts; }

    QUrl url() const { return m_url; }
    QByteArray token() const { return m_token; }
    // The agent's host pid (bwrap's, which everything in the sandbox descends from).
    qint64 processId() const;

    // Where sandman-agent is expected next to the running program.
    static QString defaultAgentPath();

signals:
    // The agent ended on its own (crashed, killed): the sandbox and its processes are gone.
    void exited(int exitCode, bool crashed);

private:
    bool launch(const QString &listen, QString *error, int timeoutMs);

    QString m_agentPath;
    QString m_workspaceDir;
    QProcess *m_process = nullptr;
    QUrl m_url;
    QByteArray m_token;
    QStringList m_passedEnvironment;
    QString m_isolationFacts;
    bool m_stopping = false;
};

} // namespace sandman
