// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "AgentServing.h"
#include "WindowHome.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QtTest>

#include <memory>

namespace sandman::test {

// The real sandman-agent on a free loopback port with a token file, and the real sandmanctl
// run against it (--sandbox URL --token-file FILE) as a user of its own (WindowHome): stdout,
// stderr and exit status of each run.
class CtlAgent
{
public:
    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
        qint64 elapsedMs = 0;
    };

    static QString binary(const QString &name)
    {
        return qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/") + name;
    }

    // Starts the agent (with these options besides its address, token and root); false when
    // it would not serve.
    bool start(const QStringList &extra = {})
    {
        m_tokenFile = m_home.path(QStringLiteral("token"));
        QFile file(m_tokenFile);
        if (!file.open(QIODevice::WriteOnly))
            return false;
        file.write(token() + "\n");
        file.close();
        m_agent = std::make_unique<QProcess>();
        m_agent->setProcessEnvironment(m_home.environment());
        m_agent->start(binary(QStringLiteral("sandman-agent")),
                       QStringList{QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"),
                                   QStringLiteral("--token-file"), m_tokenFile, QStringLiteral("--root"),
                                   m_home.path(QStringLiteral("root"))}
                           + extra);
        if (!m_agent->waitForStarted(5000))
            return false;
        m_url = waitForServing(m_agent.get());
        return m_url.isValid();
    }

    ~CtlAgent()
    {
        if (m_agent && m_agent->state() != QProcess::NotRunning) {
            m_agent->terminate();
            if (!m_agent->waitForFinished(5000))
                m_agent->kill();
            m_agent->waitForFinished(2000);
        }
    }

    static QByteArray token() { return QByteArrayLiteral("cli-test-token-0123456789abcdef"); }
    QUrl url() const { return m_url; }
    qint64 pid() const { return m_agent ? m_agent->processId() : -1; }
    // Where this agent takes local ttys (DirectAttachListener::defaultPath in the test's home).
    QString attachSocket() const
    {
        return m_home.path(QStringLiteral("run")) + QStringLiteral("/sandman/attach-%1.sock").arg(pid());
    }
    // The agent's open descriptors that lead to path (a tty it drives, say).
    int descriptorsTo(const QString &path) const
    {
        int count = 0;
        const QString dir = QStringLiteral("/proc/%1/fd").arg(pid());
        for (const QString &fd : QDir(dir).entryList(QDir::NoDotAndDotDot | QDir::System | QDir::Files))
            count += QFile::symLinkTarget(dir + QLatin1Char('/') + fd) == path ? 1 : 0;
        return count;
    }
    // The agent's descriptors without the ones it holds for a moment (its samplers open
    // /proc files and netlink sockets every second): the fewest seen over about 200 ms.
    int settledDescriptorCount() const
    {
        int fewest = descriptorCount();
        for (int i = 0; i < 10; ++i) {
            QTest::qWait(20);
            fewest = qMin(fewest, descriptorCount());
        }
        return fewest;
    }
    int descriptorCount() const
    {
        return QDir(QStringLiteral("/proc/%1/fd").arg(pid()))
            .entryList(QDir::NoDotAndDotDot | QDir::System | QDir::Files)
            .size();
    }
    QString tokenFile() const { return m_tokenFile; }
    const WindowHome &home() const { return m_home; }
    // Set (or with an empty value, remove) a variable for sandmanctl's runs.
    void setEnvironment(const QString &name, const QString &value) { m_extra.insert(name, value); }
    QStringList target() const
    {
        return {QStringLiteral("--sandbox"), m_url.toString(), QStringLiteral("--token-file"), m_tokenFile};
    }

    // sandmanctl with the agent as target (global options first) and the given arguments.
    Run run(const QStringList &arguments, int timeoutMs = 30000, const QByteArray &input = {}) const
    {
        return runRaw(target() + arguments, timeoutMs, input);
    }

    // What sandmanctl runs with: the test home's environment and the variables set here.
    QProcessEnvironment processEnvironment() const
    {
        QProcessEnvironment environment = m_home.environment();
        for (auto it = m_extra.begin(); it != m_extra.end(); ++it) {
            if (it.value().isEmpty())
                environment.remove(it.key());
            else
                environment.insert(it.key(), it.value());
        }
        return environment;
    }

    Run runRaw(const QStringList &arguments, int timeoutMs = 30000, const QByteArray &input = {}) const
    {
        QProcess process;
        process.setProcessEnvironment(processEnvironment());
        QElapsedTimer timer;
        timer.start();
        process.start(binary(QStringLiteral("sandmanctl")), arguments);
        if (!input.isEmpty())
            process.write(input);
        process.closeWriteChannel();
        Run run;
        if (!process.waitForFinished(timeoutMs)) {
            process.kill();
            process.waitForFinished(2000);
            run.err = "(timed out) " + process.readAllStandardError();
            return run;
        }
        run.elapsedMs = timer.elapsed();
        run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        run.out = process.readAllStandardOutput();
        run.err = process.readAllStandardError();
        return run;
    }

private:
    WindowHome m_home;
    std::unique_ptr<QProcess> m_agent;
    QString m_tokenFile;
    QUrl m_url;
    QHash<QString, QString> m_extra;
};

} // namespace sandman::test

#define CTL_EXPECT(run, code)                                                                                \
    QVERIFY2((run).exitCode == (code),                                                                       \
             qPrintable(QStringLiteral("exit %1 (want %2)\nstdout: %3\nstderr: %4")                          \
                            .arg((run).exitCode)                                                             \
                            .arg(code)                                                                       \
                            .arg(QString::fromUtf8((run).out), QString::fromUtf8((run).err))))
