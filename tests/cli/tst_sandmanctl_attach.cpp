// SPDX-License-Identifier: Apache-2.0
// `sandmanctl attach` driven through a pty pair as a person at a terminal would: typing,
// resizing (SIGWINCH), detaching with the detach key, reattaching with the output replayed,
// and --read-only watching without sending a byte.
#include "CtlAgent.h"
#include "PtyRun.h"

#include <QtTest>

using namespace sandman::test;

class TestSandmanctlAttach : public QObject
{
    Q_OBJECT

    CtlAgent m_agent;

private slots:
    void initTestCase()
    {
        if (!QFile::exists(CtlAgent::binary(QStringLiteral("sandmanctl"))))
            QSKIP("sandmanctl is not built");
        QVERIFY(m_agent.start());
    }

    void typeResizeDetachReattach()
    {
        {
            PtyRun attach(m_agent, m_agent.target(),
                          {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("a1")}, 80,
                          24);
            attach.type("echo typed-$((6*7))\r");
            QVERIFY2(attach.waitFor("typed-42"), attach.output().constData());
            attach.type("stty size\r");
            QVERIFY2(attach.waitFor("24 80"), attach.output().constData());
            attach.resize(101, 31);
            QTest::qWait(300);
            attach.type("stty size\r");
            QVERIFY2(attach.waitFor("31 101"), attach.output().constData());
            attach.type("\x1c"); // Ctrl-\: detach
            QCOMPARE(attach.wait(), 0);
            QVERIFY2(attach.output().contains("[detached from default/a1]"), attach.output().constData());
        }
        // The shell kept running: its output comes back first on reattach.
        PtyRun again(m_agent, m_agent.target(),
                     {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("a1"),
                      QStringLiteral("--detach-key"), QStringLiteral("C-]")},
                     101, 31);
        QVERIFY2(again.waitFor("typed-42"), again.output().constData());
        again.type("exit 7\r");
        QCOMPARE(again.wait(), 7); // the shell's exit status is ours
    }

    void readOnlySendsNothing()
    {
        PtyRun owner(m_agent, m_agent.target(),
                     {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("ro")});
        // Only the shell's output counts (the pty's own echo of what was typed came first, before
        // sandmanctl had attached: the watcher then found no terminal yet).
        owner.type("echo owner-$((0+1))ready\r");
        QVERIFY(owner.waitFor("owner-1ready"));

        PtyRun watcher(m_agent, m_agent.target(),
                       {QStringLiteral("attach"), QStringLiteral("--read-only"), QStringLiteral("default"),
                        QStringLiteral("ro")},
                       40, 10);
        QVERIFY2(watcher.waitFor("owner-1ready"), watcher.output().constData()); // the replay
        watcher.type("echo from-watcher\r");
        watcher.resize(30, 8);
        owner.type("echo owner-$((2+3))\r");
        QVERIFY(watcher.waitFor("owner-5")); // live output reaches the watcher
        owner.type("stty size\r");
        QVERIFY2(owner.waitFor("24 80"), owner.output().constData()); // the watcher resized nothing
        QTest::qWait(300);
        QVERIFY(!owner.output().contains("from-watcher"));
        const CtlAgent::Run capture
            = m_agent.run({QStringLiteral("capture"), QStringLiteral("default"), QStringLiteral("ro")});
        QVERIFY(!capture.out.contains("from-watcher"));
        QVERIFY(capture.out.contains("owner-5"));
        watcher.type("\x1c");
        QCOMPARE(watcher.wait(), 0);
        owner.type("exit\r");
        QCOMPARE(owner.wait(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSandmanctlAttach)
#include "tst_sandmanctl_attach.moc"
