// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QProcess>
#include <QStringList>
#include <QUrl>

namespace sandman::test {

// The real sandman-agent of this build, started as a test's child: serving on a loopback port
// with a token file, waited for until it prints "serving <url>", killed when the fixture goes.
// A QProcess still, for what tests read of it (pid, state, exit status, output).
class AgentProcess : public QProcess
{
public:
    // $SANDMAN_TEST_BINARY_DIR/app/sandman-agent (built before the tests that use it).
    static QString binary();
    static bool isBuilt();
    // Writes `token` (and a newline) to `path` for --token-file. False if it cannot.
    static bool writeTokenFile(const QString &path, const QByteArray &token);
    // --listen 127.0.0.1:PORT (0: any free port) --token-file FILE --root ROOT.
    static QStringList loopbackArguments(const QString &tokenFile, const QString &root, quint16 port = 0);

    AgentProcess();
    // Kills it (SIGKILL) if it still runs, and reaps it.
    ~AgentProcess() override;

    // Caps its descriptors (RLIMIT_NOFILE, soft and hard) from its start; 0: inherited.
    void setDescriptorLimit(int limit) { m_descriptorLimit = limit; }
    // Starts it with `arguments` and waits for its "serving" line. False when it did not serve
    // within timeoutMs, with what it printed (stdout and stderr) in *output; on success *output
    // has its stdout up to that line.
    bool startServing(const QStringList &arguments, QByteArray *output = nullptr, int timeoutMs = 10000);
    // Where it serves (ws://127.0.0.1:PORT/ws), once startServing() returned true.
    QUrl url() const { return m_url; }
    quint16 port() const { return quint16(m_url.port()); }

private:
    int m_descriptorLimit = 0;
    QUrl m_url;
};

} // namespace sandman::test
