// SPDX-License-Identifier: Apache-2.0
// The live process tree of an isolated sandbox: a real `sandman-agent --isolate` (bubblewrap,
// its own pid namespace) publishes sandbox_process_started / _exited on /api/sandman/events for
// a `sleep &` started in a terminal or by exec, with the pids as the sandbox sees them (the
// ones `$!` says inside) and the command. Skipped, with the reason, where bwrap cannot confine.
#include "FutureWait.h"
#include "client/EventSubscription.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "client/WebSocketTransport.h"
#include "isolation/Bubblewrap.h"
#include "isolation/IsolatedAgent.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace sandman;
using namespace sandman::test;

class TestIsolatedProcessFeed : public QObject
{
    Q_OBJECT

    QTemporaryDir m_workspace;
    std::unique_ptr<IsolatedAgent> m_agent;
    std::unique_ptr<WebSocketTransport> m_transport;
    std::unique_ptr<SandboxClient> m_client;
    EventSubscription *m_feed = nullptr;
    QList<QJsonObject> m_events;
    QString m_skipReason;

    // The first event of type for pid (an empty object: none yet).
    QJsonObject eventFor(const QString &type, qint64 pid) const
    {
        for (const QJsonObject &event : m_events) {
            if (event.value(QStringLiteral("type")).toString() == type
                && event.value(QStringLiteral("pid")).toInteger() == pid)
                return event;
        }
        return {};
    }
    QString run(const QString &command)
    {
        return QString::fromUtf8(resultOf(m_client->exec(command)).stdoutData).trimmed();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_workspace.isValid());
        if (!Bubblewrap::isUsable(&m_skipReason)) {
            m_skipReason.prepend(QStringLiteral("bubblewrap cannot confine a sandbox here: "));
            return;
        }
        m_agent = std::make_unique<IsolatedAgent>();
        const QString agentPath
            = qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-agent");
        QString error;
        QVERIFY2(m_agent->start(agentPath, m_workspace.path(), &error), qPrintable(error));
        WebSocketTransport::Options options;
        options.token = m_agent->token();
        m_transport = std::make_unique<WebSocketTransport>(m_agent->url(), options);
        m_transport->open();
        m_client = std::make_unique<SandboxClient>(m_transport.get());
        // Inside its own pid namespace: the sandbox's pids are not the host's.
        QCOMPARE(run(QStringLiteral("cat /proc/sys/kernel/hostname")), QStringLiteral("sandbox"));
        m_feed = m_client->subscribeEvents();
        QSignalSpy subscribed(m_feed, &EventSubscription::subscribed);
        connect(m_feed, &EventSubscription::eventReceived, this, [this](const QJsonObject &event) {
            if (event.value(QStringLiteral("type")).toString().startsWith(QLatin1String("sandbox_process_")))
                m_events.append(event);
        });
        QVERIFY(subscribed.wait(10000));
    }
    void cleanupTestCase()
    {
        delete m_feed;
        m_client.reset();
        m_transport.reset();
        m_agent.reset();
    }

    void sleepInTheBackground_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<QString>("command");
        QTest::newRow("typed in a terminal") << "terminal"
                                             << "sleep 30.25";
        QTest::newRow("by exec") << "exec"
                                 << "sleep 30.5";
        QTest::newRow("detached by exec") << "setsid"
                                          << "sleep 30.75";
    }
    void sleepInTheBackground()
    {
        if (!m_skipReason.isEmpty())
            QSKIP(qPrintable(m_skipReason));
        QFETCH(QString, how);
        QFETCH(QString, command);
        m_events.clear();
        qint64 pid = 0;
        QByteArray output; // outlives the terminal, which prints on ("Terminated")
        std::unique_ptr<TerminalStream> terminal;
        if (how == QLatin1String("terminal")) {
            terminal.reset(m_client->openTerminal(QStringLiteral("default"), 80, 24));
            connect(terminal.get(), &TerminalStream::dataReceived, this,
                    [&output](const QByteArray &bytes) { output += bytes; });
            QSignalSpy ready(terminal.get(), &TerminalStream::ready);
            QVERIFY(ready.wait(10000));
            terminal->write(command.toUtf8() + " & echo \"PID=[$!]\"\r");
            const QRegularExpression said(QStringLiteral("PID=\\[(\\d+)\\]"));
            QVERIFY2(waitUntil([&] { return said.match(QString::fromUtf8(output)).hasMatch(); }, 10000),
                     output.constData());
            pid = said.match(QString::fromUtf8(output)).captured(1).toLongLong();
        } else if (how == QLatin1String("exec")) {
            pid = run(command + QStringLiteral(" >/dev/null 2>&1 & echo $!")).toLongLong();
        } else {
            // In a session of its own, out of the shell's process group.
            pid = run(QStringLiteral("setsid %1 >/dev/null 2>&1 & echo $!").arg(command)).toLongLong();
        }
        QVERIFY(pid > 0);
        // The pid is the sandbox's: its /proc there shows the command (once the fork has exec'd).
        QByteArray cmdline;
        QVERIFY2(waitUntil(
                     [&] {
                         cmdline = resultOf(m_client->exec(QStringLiteral("cat /proc/%1/cmdline").arg(pid)))
                                       .stdoutData.replace('\0', ' ');
                         return cmdline.startsWith(command.toUtf8() + ' ');
                     },
                     5000),
                 cmdline.constData());

        QVERIFY2(
            waitUntil([&] { return !eventFor(QStringLiteral("sandbox_process_started"), pid).isEmpty(); },
                      5000),
            qPrintable(QStringLiteral("no start event for pid %1 (%2 process events)")
                           .arg(pid)
                           .arg(m_events.size())));
        const QJsonObject started = eventFor(QStringLiteral("sandbox_process_started"), pid);
        QCOMPARE(started.value(QStringLiteral("command")).toString(), command);
        QCOMPARE(started.value(QStringLiteral("name")).toString(), QStringLiteral("sleep"));
        QVERIFY(started.value(QStringLiteral("seq")).toInteger() > 0);
        QVERIFY(!started.value(QStringLiteral("isAgent")).toBool());
        QVERIFY(started.value(QStringLiteral("signallable")).toBool());
        QCOMPARE(started.value(QStringLiteral("sessionId")).toString(), QStringLiteral("default"));
        // Its parent as the sandbox sees it too.
        const qint64 ppid = started.value(QStringLiteral("ppid")).toInteger();
        QCOMPARE(run(QStringLiteral("awk '/^PPid:/ {print $2}' /proc/%1/status").arg(pid)).toLongLong(),
                 ppid);

        run(QStringLiteral("kill %1").arg(pid));
        QVERIFY2(waitUntil([&] { return !eventFor(QStringLiteral("sandbox_process_exited"), pid).isEmpty(); },
                           5000),
                 qPrintable(QStringLiteral("no exit event for pid %1").arg(pid)));
        const QJsonObject exited = eventFor(QStringLiteral("sandbox_process_exited"), pid);
        QCOMPARE(exited.value(QStringLiteral("startTicks")), started.value(QStringLiteral("startTicks")));
        QVERIFY(exited.value(QStringLiteral("seq")).toInteger()
                > started.value(QStringLiteral("seq")).toInteger());
    }
};

QTEST_MAIN(TestIsolatedProcessFeed)
#include "tst_isolatedprocessfeed.moc"
