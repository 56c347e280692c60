// SPDX-License-Identifier: Apache-2.0
// sandmanctl open: with no window, the real sandman is started (offscreen) on the session's tab;
// with one running, the same window (its socket, WindowInstance) brings that session's tab to the
// front — a new one when it has none, the existing one when it has — and no second window starts.
// With --sandbox URL, the window connects to that remote agent and shows its session's tab.
// What the window shows is read from its $SANDMAN_STATE_DUMP.
#include "CtlAgent.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <QtTest>

#include <csignal>

using namespace sandman::test;

class TestSandmanctlOpen : public QObject
{
    Q_OBJECT

    CtlAgent m_ctl; // sandmanctl as this test's user; its own agent is not started
    QStringList m_local;
    QString m_dump;
    qint64 m_windowPid = 0;

    QJsonObject dump() const
    {
        QFile file(m_dump);
        return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object()
                                              : QJsonObject();
    }
    int tabCount() const { return int(dump().value(QStringLiteral("tabs")).toArray().size()); }
    QString currentSession() const
    {
        const QJsonObject state = dump();
        const int current = state.value(QStringLiteral("current")).toInt(-1);
        return state.value(QStringLiteral("tabs"))
            .toArray()
            .at(current)
            .toObject()
            .value(QStringLiteral("session"))
            .toString();
    }
    CtlAgent::Run open(const QStringList &arguments)
    {
        return m_ctl.runRaw(
            m_local + QStringList{QStringLiteral("-o"), QStringLiteral("json"), QStringLiteral("open")}
                + arguments,
            60000);
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(CtlAgent::binary(QStringLiteral("sandmanctl")))
            || !QFile::exists(CtlAgent::binary(QStringLiteral("sandman"))))
            QSKIP("sandmanctl or sandman is not built");
        m_local = {QStringLiteral("--workspace"), m_ctl.home().workspace()};
        m_dump = m_ctl.home().path(QStringLiteral("window-state.json"));
        // Inherited by the window sandmanctl starts.
        m_ctl.setEnvironment(QStringLiteral("SANDMAN_STATE_DUMP"), m_dump);
    }

    void cleanupTestCase()
    {
        if (m_windowPid > 0) {
            ::kill(pid_t(m_windowPid), SIGTERM);
            QTRY_VERIFY_WITH_TIMEOUT(::kill(pid_t(m_windowPid), 0) != 0, 10000);
        }
        QString error;
        m_ctl.home().stopAgent(&error);
    }

    void startsTheWindowThenRaisesIt()
    {
        CtlAgent::Run run = m_ctl.runRaw(
            m_local + QStringList{QStringLiteral("new-session"), QStringLiteral("web")}, 60000);
        CTL_EXPECT(run, 0);

        // No window yet: one is started on web's tab.
        run = open({QStringLiteral("web")});
        CTL_EXPECT(run, 0);
        QJsonObject answer = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(answer.value(QStringLiteral("started")).toBool(), true);
        m_windowPid = answer.value(QStringLiteral("pid")).toInteger();
        QVERIFY(m_windowPid > 0);
        QTRY_COMPARE_WITH_TIMEOUT(currentSession(), QStringLiteral("web"), 60000);
        QCOMPARE(tabCount(), 1);

        // The running window (it listens before it opens its first tab): default has no tab,
        // so one opens in front.
        run = open({QStringLiteral("default")});
        CTL_EXPECT(run, 0);
        answer = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(answer.value(QStringLiteral("started")).toBool(), false);
        QCOMPARE(answer.value(QStringLiteral("pid")).toInteger(), m_windowPid);
        QTRY_COMPARE_WITH_TIMEOUT(currentSession(), QStringLiteral("default"), 30000);
        QCOMPARE(tabCount(), 2);

        // web has a tab: it comes to the front, no new one.
        run = open({QStringLiteral("web")});
        CTL_EXPECT(run, 0);
        QTRY_COMPARE_WITH_TIMEOUT(currentSession(), QStringLiteral("web"), 30000);
        QCOMPARE(tabCount(), 2);
    }

    // --sandbox URL: the running window connects to that agent (it had no connection to it)
    // and shows the session's tab; asked again, it reuses the connection.
    void opensARemoteAgentsSession()
    {
        QVERIFY(m_windowPid > 0); // the window of the test before
        QVERIFY(m_ctl.start());
        CTL_EXPECT(m_ctl.run({QStringLiteral("new-session"), QStringLiteral("far")}), 0);
        const QStringList remote = m_local + m_ctl.target();
        CtlAgent::Run run = m_ctl.runRaw(remote
                                             + QStringList{QStringLiteral("-o"), QStringLiteral("json"),
                                                           QStringLiteral("open"), QStringLiteral("far")},
                                         60000);
        CTL_EXPECT(run, 0);
        QCOMPARE(QJsonDocument::fromJson(run.out).object().value(QStringLiteral("pid")).toInteger(),
                 m_windowPid);
        QTRY_COMPARE_WITH_TIMEOUT(currentSession(), QStringLiteral("far"), 30000);
        const auto currentConnection = [this] {
            const QJsonObject state = dump();
            return state.value(QStringLiteral("tabs"))
                .toArray()
                .at(state.value(QStringLiteral("current")).toInt(-1))
                .toObject()
                .value(QStringLiteral("connection"))
                .toString();
        };
        QCOMPARE(QUrl(currentConnection()).port(), m_ctl.url().port());
        const int tabs = tabCount();
        const auto connections
            = [this] { return dump().value(QStringLiteral("sandboxes")).toArray().size(); };
        const qsizetype sandboxes = connections();
        // Back to a local tab, then the remote one again: the same connection, the same tab.
        CTL_EXPECT(open({QStringLiteral("web")}), 0);
        QTRY_COMPARE_WITH_TIMEOUT(currentSession(), QStringLiteral("web"), 30000);
        run = m_ctl.runRaw(remote + QStringList{QStringLiteral("open"), QStringLiteral("far")}, 60000);
        CTL_EXPECT(run, 0);
        QTRY_COMPARE_WITH_TIMEOUT(currentSession(), QStringLiteral("far"), 30000);
        QCOMPARE(tabCount(), tabs);
        QCOMPARE(connections(), sandboxes);
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("text");
        QTest::newRow("unknown session") << QStringList{QStringLiteral("open"), QStringLiteral("nosuch")}
                                         << 66 << QStringLiteral("nosuch");
        // A cluster sandbox is found before the window is asked (no kubeconfig in this home).
        QTest::newRow("cluster sandbox out of reach")
            << QStringList{QStringLiteral("--sandbox"), QStringLiteral("k8s://ctx/ns/box"),
                           QStringLiteral("open")}
            << 66 << QStringLiteral("kubeconfig");
        QTest::newRow("two sessions")
            << QStringList{QStringLiteral("open"), QStringLiteral("a"), QStringLiteral("b")} << 64
            << QStringLiteral("usage");
    }

    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, text);
        const CtlAgent::Run run = m_ctl.runRaw(m_local + arguments, 60000);
        CTL_EXPECT(run, exitCode);
        QVERIFY2(QString::fromUtf8(run.err).contains(text), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }
};

QTEST_GUILESS_MAIN(TestSandmanctlOpen)
#include "tst_sandmanctl_open.moc"
