// SPDX-License-Identifier: Apache-2.0
#include "AgentProcess.h"

#include "AgentServing.h"

#include <QFile>

#include <sys/resource.h>

namespace sandman::test {

QString AgentProcess::binary()
{
    return qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-agent");
}

bool AgentProcess::isBuilt()
{
    return QFile::exists(binary());
}

bool AgentProcess::writeTokenFile(const QString &path, const QByteArray &token)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(token + '\n') == token.size() + 1;
}

QStringList AgentProcess::loopbackArguments(const QString &tokenFile, const QString &root, quint16 port)
{
    return {QStringLiteral("--listen"),     QStringLiteral("127.0.0.1:%1").arg(port),
            QStringLiteral("--token-file"), tokenFile,
            QStringLiteral("--root"),       root};
}

AgentProcess::AgentProcess()
{
    setProgram(binary());
    setProcessChannelMode(QProcess::SeparateChannels);
}

AgentProcess::~AgentProcess()
{
    if (state() != QProcess::NotRunning) {
        kill();
        waitForFinished(5000);
    }
}

bool AgentProcess::startServing(const QStringList &arguments, QByteArray *output, int timeoutMs)
{
    setArguments(arguments);
    if (m_descriptorLimit > 0) {
        setChildProcessModifier([limit = m_descriptorLimit] {
            const struct rlimit descriptors = {rlim_t(limit), rlim_t(limit)};
            ::setrlimit(RLIMIT_NOFILE, &descriptors);
        });
    }
    start();
    QByteArray out;
    if (waitForStarted(5000))
        m_url = waitForServing(this, &out, timeoutMs);
    if (!m_url.isValid())
        out += readAllStandardError();
    if (output)
        *output = out;
    return m_url.isValid();
}

} // namespace sandman::test
