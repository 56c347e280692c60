// SPDX-License-Identifier: Apache-2.0
// `sandmanctl attach` driven through a pty pair as a person at a terminal would: typing,
// resizing (SIGWINCH), detaching with the detach key, reattaching with the output replayed,
// and --read-only watching without sending a byte. Each on both paths: the agent driving the
// tty itself (DirectAttach, an agent on this machine) and the /ws/pty relay (--websocket, as
// for a remote agent).
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

    void paths_data()
    {
        QTest::addColumn<bool>("direct");
        QTest::newRow("agent drives the tty") << true;
        QTest::newRow("relayed over /ws/pty") << false;
    }

    void typeResizeDetachReattach_data() { paths_data(); }
    void typeResizeDetachReattach()
    {
        QFETCH(bool, direct);
        const QString id = direct ? QStringLiteral("a1") : QStringLiteral("a1ws");
        const QStringList path = direct ? QStringList() : QStringList{QStringLiteral("--websocket")};
        {
            PtyRun attach(m_agent, m_agent.target(),
                          QStringList{QStringLiteral("attach"), QStringLiteral("default"), id} + path, 80,
                          24);
            attach.type("echo typed-$((6*7))\r");
            QVERIFY2(attach.waitFor("typed-42"), attach.output().constData());
            attach.type("stty size\r");
            QVERIFY2(attach.waitFor("24 80"), attach.output().constData());
            // Which path served: the agent holds this very tty only when it drives it.
            QCOMPARE(m_agent.descriptorsTo(attach.ttyPath()) > 0, direct);
            attach.resize(101, 31);
            QTest::qWait(300);
            attach.type("stty size\r");
            QVERIFY2(attach.waitFor("31 101"), attach.output().constData());
            attach.type("\x1c"); // Ctrl-\: detach
            QCOMPARE(attach.wait(), 0);
            QVERIFY2(attach.output().contains("[detached from default/" + id.toUtf8() + "]"),
                     attach.output().constData());
            // Detached: the agent has let go of the tty (it cannot read what is typed next).
            QCOMPARE(m_agent.descriptorsTo(attach.ttyPath()), 0);
        }
        // The shell kept running: its output comes back first on reattach.
        PtyRun again(m_agent, m_agent.target(),
                     QStringList{QStringLiteral("attach"), QStringLiteral("default"), id,
                                 QStringLiteral("--detach-key"), QStringLiteral("C-]")}
                         + path,
                     101, 31);
        QVERIFY2(again.waitFor("typed-42"), again.output().constData());
        again.type("exit 7\r");
        QCOMPARE(again.wait(), 7); // the shell's exit status is ours
    }

    void readOnlySendsNothing_data() { paths_data(); }
    void readOnlySendsNothing()
    {
        QFETCH(bool, direct);
        const QString id = direct ? QStringLiteral("ro") : QStringLiteral("rows");
        const QStringList path = direct ? QStringList() : QStringList{QStringLiteral("--websocket")};
        PtyRun owner(m_agent, m_agent.target(),
                     QStringList{QStringLiteral("attach"), QStringLiteral("default"), id} + path);
        // Only the shell's output counts (the pty's own echo of what was typed came first, before
        // sandmanctl had attached: the watcher then found no terminal yet).
        owner.type("echo owner-$((0+1))ready\r");
        QVERIFY(owner.waitFor("owner-1ready"));

        PtyRun watcher(m_agent, m_agent.target(),
                       QStringList{QStringLiteral("attach"), QStringLiteral("--read-only"),
                                   QStringLiteral("default"), id}
                           + path,
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
        const CtlAgent::Run capture = m_agent.run({QStringLiteral("capture"), QStringLiteral("default"), id});
        QVERIFY(!capture.out.contains("from-watcher"));
        QVERIFY(capture.out.contains("owner-5"));
        watcher.type("\x1c");
        QCOMPARE(watcher.wait(), 0);
        QCOMPARE(m_agent.descriptorsTo(watcher.ttyPath()), 0);
        owner.type("exit\r");
        QCOMPARE(owner.wait(), 0);
    }

    // SIGTERM and SIGHUP detach (the shell goes on); a client killed outright loses its
    // attachment with its socket, and the agent lets go of its tty all the same.
    void signalsAndAKilledClientLetGo()
    {
        PtyRun attach(m_agent, m_agent.target(),
                      {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("sig")});
        attach.type("echo first-$((1+1))\r");
        QVERIFY2(attach.waitFor("first-2"), attach.output().constData());
        ::kill(attach.pid(), SIGTERM);
        QCOMPARE(attach.wait(), 0);
        QVERIFY2(attach.output().contains("[detached from default/sig]"), attach.output().constData());
        QCOMPARE(m_agent.descriptorsTo(attach.ttyPath()), 0);

        PtyRun killed(m_agent, m_agent.target(),
                      {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("sig")});
        QVERIFY2(killed.waitFor("first-2"), killed.output().constData()); // the replay: it kept running
        QVERIFY(m_agent.descriptorsTo(killed.ttyPath()) > 0);
        const QString tty = killed.ttyPath();
        ::kill(killed.pid(), SIGKILL);
        killed.wait();
        QTRY_COMPARE_WITH_TIMEOUT(m_agent.descriptorsTo(tty), 0, 5000);
        const CtlAgent::Run list
            = m_agent.run({QStringLiteral("capture"), QStringLiteral("default"), QStringLiteral("sig")});
        CTL_EXPECT(list, 0); // the agent serves on
    }
};

QTEST_GUILESS_MAIN(TestSandmanctlAttach)
#include "tst_sandmanctl_attach.moc"
