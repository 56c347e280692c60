// SPDX-License-Identifier: Apache-2.0
#include "IsolatedAgent.h"

#include "server/AccessToken.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>

namespace sandman {

namespace {
constexpr int kShutdownGraceMs = 3000;
const char kTokenVariable[] = "SANDMAN_AGENT_TOKEN";
} // namespace

IsolatedAgent::IsolatedAgent(QObject *parent)
    : QObject(parent)
{ }

IsolatedAgent::~IsolatedAgent()
{
    if (!m_process || m_process->state() == QProcess::NotRunning)
        return;
    m_stopping = true;
    m_process->disconnect(this);
    m_process->terminate(); // SIGTERM: the agent destroys its sandbox, then exits
    if (!m_process->waitForFinished(kShutdownGraceMs)) {
        m_process->kill(); // bwrap's pid 1 dies and takes every process inside with it
        m_process->waitForFinished();
    }
}

QString IsolatedAgent::defaultAgentPath()
{
    return QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("sandman-agent"));
}

qint64 IsolatedAgent::processId() const
{
    return m_process ? m_process->processId() : 0;
}

bool IsolatedAgent::start(const QString &agentPath, const QString &workspaceDir, QString *error,
                          int timeoutMs)
{
    if (m_process) {
        *error = QStringLiteral("the agent was started already");
        return false;
    }
    m_agentPath = agentPath;
    m_workspaceDir = workspaceDir;
    m_token = AccessToken::generate();
    return launch(QStringLiteral("127.0.0.1:0"), error, timeoutMs);
}

bool IsolatedAgent::restart(QString *error, int timeoutMs)
{
    if (!m_url.isValid()) {
        *error = QStringLiteral("the agent never started");
        return false;
    }
    if (m_process) {
        // Possibly called from its finished() signal: deleted later, not now.
        m_process->disconnect();
        if (m_process->state() != QProcess::NotRunning) {
            m_process->kill();
            m_process->waitForFinished();
        }
        m_process->deleteLater();
        m_process = nullptr;
    }
    // Same address and token: the client's transport simply reconnects.
    return launch(QStringLiteral("127.0.0.1:%1").arg(m_url.port()), error, timeoutMs);
}

bool IsolatedAgent::launch(const QString &listen, QString *error, int timeoutMs)
{
    const QString agentPath = m_agentPath;
    m_process = new QProcess(this);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QString::fromLatin1(kTokenVariable), QString::fromLatin1(m_token));
    m_process->setProcessEnvironment(environment);
    m_process->setStandardInputFile(QProcess::nullDevice());
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    QStringList arguments{QStringLiteral("--isolate"),
                          QStringLiteral("--listen"),
                          listen,
                          QStringLiteral("--token-env"),
                          QString::fromLatin1(kTokenVariable),
                          QStringLiteral("--root"),
                          m_workspaceDir};
    for (const QString &name : m_passedEnvironment)
        arguments << QStringLiteral("--pass-env") << name;
    m_process->start(agentPath, arguments);
    // The agent announces "… serving ws://127.0.0.1:<port>/ws (workspace …)" once it listens.
    static const QRegularExpression serving(QStringLiteral("serving (wss?://\\S+)"));
    QByteArray output;
    const QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        if (m_process->state() == QProcess::NotRunning && m_process->bytesAvailable() == 0)
            break;
        m_process->waitForReadyRead(int(qMin<qint64>(deadline.remainingTime(), 200)));
        output += m_process->readAllStandardOutput();
        const QRegularExpressionMatch match = serving.match(QString::fromLocal8Bit(output));
        if (match.hasMatch()) {
            static const QRegularExpression facts(QStringLiteral("^isolation: (.*)$"),
                                                  QRegularExpression::MultilineOption);
            m_isolationFacts = facts.match(QString::fromLocal8Bit(output)).captured(1);
            m_url = QUrl(match.captured(1));
            connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
                if (!m_stopping)
                    emit exited(code, status == QProcess::CrashExit);
            });
            // Keep reading, so that a chatty agent never blocks on a full pipe.
            connect(m_process, &QProcess::readyReadStandardOutput, m_process,
                    [this] { m_process->readAllStandardOutput(); });
            connect(m_process, &QProcess::readyReadStandardError, m_process,
                    [this] { m_process->readAllStandardError(); });
            return true;
        }
    }
    QString why = QString::fromLocal8Bit(m_process->readAllStandardError()).trimmed();
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished();
        if (why.isEmpty())
            why = QStringLiteral("the agent did not start serving within %1 ms").arg(timeoutMs);
    } else if (why.isEmpty()) {
        why = m_process->error() == QProcess::FailedToStart
            ? QStringLiteral("cannot run %1: %2").arg(agentPath, m_process->errorString())
            : QStringLiteral("the agent exited with status %1").arg(m_process->exitCode());
    }
    *error = why;
    delete m_process;
    m_process = nullptr;
    return false;
}

} // namespace sandman
