// SPDX-License-Identifier: Apache-2.0
// Whatever the engine starts for a sandbox — a session's shell and its commands, a background
// process, a code interpreter, a terminal's shell — asks the kernel's OOM killer to take it
// before the agent: its oom_score_adj is the agent's plus 500 (at most 1000). When the
// sandbox's cgroup or the machine runs out of memory, a command dies, not every session.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/CodeRun.h"
#include "engine/SandboxChild.h"
#include "engine/terminal/PtyProcess.h"

#include <QFile>
#include <QtTest>

#include <algorithm>

using namespace sandman;
using namespace sandman::test;

namespace {
int ownOomScoreAdjustment()
{
    QFile own(QStringLiteral("/proc/self/oom_score_adj"));
    return own.open(QIODevice::ReadOnly) ? own.readAll().trimmed().toInt() : 0;
}

QByteArray expected()
{
    return QByteArray::number(std::min(1000, ownOomScoreAdjustment() + 500));
}
} // namespace

class TestOomPreference : public QObject
{
    Q_OBJECT
    std::unique_ptr<ClientFixture> m_fx;

private slots:
    void init()
    {
        m_fx = ClientFixture::create(QStringLiteral("inprocess"));
        QVERIFY(m_fx);
    }
    void cleanup() { m_fx.reset(); }

    void adjustmentIsTheAgentsPlus500() { QCOMPARE(SandboxChild::oomScoreAdjustment(), expected()); }

    void sessionCommands()
    {
        const ExecResult result = resultOf(
            m_fx->client()->exec(QStringLiteral("cat /proc/self/oom_score_adj /proc/$$/oom_score_adj")));
        QCOMPARE(result.stdoutData, expected() + '\n' + expected() + '\n');
    }

    void backgroundProcesses()
    {
        const ProcessInfo started
            = resultOf(m_fx->client()->startProcess(QStringLiteral("cat /proc/self/oom_score_adj")));
        QVERIFY(waitUntil(
            [&] { return resultOf(m_fx->client()->getProcessLogs(started.id)).stdoutData.endsWith('\n'); },
            10000));
        QCOMPARE(resultOf(m_fx->client()->getProcessLogs(started.id)).stdoutData, expected() + '\n');
    }

    void codeInterpreters()
    {
        const CodeContextInfo context = resultOf(m_fx->client()->createCodeContext(QStringLiteral("python")));
        CodeRun *run = m_fx->client()->runCode(
            QStringLiteral("print(open('/proc/self/oom_score_adj').read().strip())"), context.id);
        QSignalSpy finished(run, &CodeRun::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(run->stdoutText().trimmed().toUtf8(), expected());
    }

    void terminalShells()
    {
        PtyProcess pty;
        PtyProcess::Options options;
        options.program = QStringLiteral("cat");
        options.arguments = {QStringLiteral("/proc/self/oom_score_adj")};
        options.environment = {QStringLiteral("PATH=") + qEnvironmentVariable("PATH")};
        QByteArray output;
        connect(&pty, &PtyProcess::dataReceived, &pty, [&](const QByteArray &bytes) { output += bytes; });
        QSignalSpy finished(&pty, &PtyProcess::finished);
        QString error;
        QVERIFY2(pty.start(options, &error), qPrintable(error));
        QVERIFY(finished.wait(10000));
        QCOMPARE(output.trimmed(), expected());
    }
};

QTEST_MAIN(TestOomPreference)
#include "tst_oompreference.moc"
