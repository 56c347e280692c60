// SPDX-License-Identifier: Apache-2.0
// GET /api/sandman/ps and POST /api/sandman/signal through SandboxClient, over every
// transport: every process of the sandbox with its parent and session, and signals only to
// the sandbox's own processes.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "ProcTools.h"
#include "client/EventSubscription.h"
#include "client/TerminalStream.h"

#include <QElapsedTimer>
#include <QSet>
#include <QSignalSpy>
#include <QtTest>

#include <csignal>
#include <unistd.h>

using namespace sandman;
using namespace sandman::test;

namespace {
template<typename T> std::optional<SandboxError> failureAfterWait(const QFuture<T> &future)
{
    if (!waitFor(future))
        return SandboxError{ErrorCode::InternalError, QStringLiteral("timed out"), {}};
    return failureOf(future);
}

std::optional<SystemProcessInfo> find(const QList<SystemProcessInfo> &list, qint64 pid)
{
    for (const SystemProcessInfo &p : list) {
        if (p.pid == pid)
            return p;
    }
    return std::nullopt;
}
} // namespace

class TestSystemProcesses : public QObject
{
    Q_OBJECT
private:
    SandboxClient *client() const { return m_fx->client(); }

    // Starts `command &` in the session's shell and returns its pid.
    qint64 startInShell(const QString &command, const QString &sessionId)
    {
        ExecOptions options;
        options.sessionId = sessionId;
        const ExecResult result
            = resultOf(client()->exec(QStringLiteral("%1 >/dev/null 2>&1 & echo $!").arg(command), options));
        return QString::fromUtf8(result.stdoutData).trimmed().toLongLong();
    }

private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
    }
    void cleanup() { m_fx.reset(); }

    void listsShellChildWithParentAndSession()
    {
        SessionOptions session;
        session.id = QStringLiteral("work");
        resultOf(client()->createSession(session));
        const qint64 pid = startInShell(QStringLiteral("sleep 301"), QStringLiteral("work"));
        QVERIFY(pid > 0);
        QList<SystemProcessInfo> list;
        QVERIFY(waitUntil([&] {
            list = resultOf(client()->listSystemProcesses());
            const auto sleep = find(list, pid);
            return sleep && sleep->command == QLatin1String("sleep 301");
        }));
        const SystemProcessInfo sleep = *find(list, pid);
        QCOMPARE(sleep.sessionId, QStringLiteral("work"));
        QCOMPARE(sleep.name, QStringLiteral("sleep"));
        QVERIFY(sleep.signallable);
        QVERIFY(!sleep.user.isEmpty());
        QVERIFY(sleep.rssBytes > 0);
        QVERIFY(sleep.startTicks > 0);
        QVERIFY(sleep.startTime.isValid());
        QVERIFY(qAbs(sleep.startTime.msecsTo(QDateTime::currentDateTimeUtc())) < 60000);
        // Its parent is the session's shell, a child of the agent (this process here).
        const auto shell = find(list, sleep.ppid);
        QVERIFY(shell);
        QCOMPARE(shell->ownerKind, QStringLiteral("shell"));
        QCOMPARE(shell->sessionId, QStringLiteral("work"));
        QCOMPARE(shell->ppid, qint64(::getpid()));
        const auto agent = find(list, ::getpid());
        QVERIFY(agent);
        QVERIFY(agent->isAgent);
        QVERIFY(!agent->signallable);
        // Parents come before their children; nothing outside the agent's tree is listed.
        QCOMPARE(list.first().pid, qint64(::getpid()));
        QVERIFY(!find(list, ::getppid()));
        QVERIFY(!find(list, 1));
    }

    void backgroundProcessIsAttributed()
    {
        ProcessOptions options;
        options.processId = QStringLiteral("napper");
        const ProcessInfo started
            = resultOf(client()->startProcess(QStringLiteral("exec sleep 302"), options));
        QList<SystemProcessInfo> list;
        QVERIFY(waitUntil([&] {
            list = resultOf(client()->listSystemProcesses());
            const auto p = find(list, started.pid);
            return p && p->command == QLatin1String("sleep 302");
        }));
        const SystemProcessInfo p = *find(list, started.pid);
        QCOMPARE(p.ownerKind, QStringLiteral("process"));
        QCOMPARE(p.ownerId, QStringLiteral("napper"));
        QCOMPARE(p.sessionId, QStringLiteral("default"));
    }

    // A terminal's shell and what runs in it belong to the terminal and its session.
    void terminalIsAttributed()
    {
        SessionOptions session;
        session.id = QStringLiteral("term");
        resultOf(client()->createSession(session));
        std::unique_ptr<TerminalStream> terminal(
            client()->openTerminal(QStringLiteral("term"), 80, 24, QStringLiteral("t1")));
        QSignalSpy ready(terminal.get(), &TerminalStream::ready);
        QVERIFY(ready.count() > 0 || ready.wait(15000));
        terminal->write("exec sleep 307\r");
        std::optional<SystemProcessInfo> sleep;
        QVERIFY(waitUntil([&] {
            for (const SystemProcessInfo &p : resultOf(client()->listSystemProcesses())) {
                if (p.command == QLatin1String("sleep 307"))
                    sleep = p;
            }
            return sleep.has_value();
        }));
        QCOMPARE(sleep->ownerKind, QStringLiteral("terminal"));
        QCOMPARE(sleep->ownerId, QStringLiteral("t1"));
        QCOMPARE(sleep->sessionId, QStringLiteral("term"));
        resultOf(client()->closeTerminal(QStringLiteral("term"), QStringLiteral("t1")));
    }

    // A process that renames itself to something hostile is listed safely.
    void hostileNameIsShownSafely()
    {
        const qint64 pid = startInShell(
            QStringLiteral("bash -c 'printf \"we) i\\377\\033d\" > /proc/$$/comm; sleep 303 & wait'"),
            QStringLiteral("default"));
        QVERIFY(pid > 0);
        std::optional<SystemProcessInfo> p;
        QVERIFY(waitUntil([&] {
            p = find(resultOf(client()->listSystemProcesses()), pid);
            return p && p->name.startsWith(QLatin1String("we)"));
        }));
        QCOMPARE(p->name, QStringLiteral("we) i\ufffd?d"));
        QVERIFY(p->command.startsWith(QLatin1String("bash -c ")));
        QCOMPARE(p->sessionId, QStringLiteral("default"));
    }

    void cpuIsMeasured()
    {
        const qint64 pid
            = startInShell(QStringLiteral("sh -c 'while :; do :; done'"), QStringLiteral("default"));
        QVERIFY(pid > 0);
        resultOf(client()->listSystemProcesses());
        QTest::qWait(1200);
        const auto busy = find(resultOf(client()->listSystemProcesses()), pid);
        QVERIFY(busy);
        QVERIFY2(busy->cpuPercent > 5, qPrintable(QString::number(busy->cpuPercent)));
        QVERIFY(busy->state == QLatin1String("R") || busy->state == QLatin1String("S"));
        resultOf(client()->signalSystemProcess(pid, QStringLiteral("KILL")));
    }

    // Processes come and go while /proc is read: every listing stays whole and consistent.
    void survivesChurn()
    {
        const qint64 pid = startInShell(QStringLiteral("sh -c 'while :; do /bin/true; /bin/true & done'"),
                                        QStringLiteral("default"));
        QVERIFY(pid > 0);
        QElapsedTimer clock;
        clock.start();
        constexpr int kRounds = 40;
        for (int round = 0; round < kRounds; ++round) {
            const QList<SystemProcessInfo> list = resultOf(client()->listSystemProcesses());
            QSet<qint64> seen;
            for (const SystemProcessInfo &p : list) {
                QVERIFY(p.pid > 0);
                QVERIFY(!p.command.isEmpty());
                QVERIFY2(!seen.contains(p.pid), qPrintable(QString::number(p.pid)));
                seen.insert(p.pid);
            }
            QVERIFY(seen.contains(::getpid()));
        }
        qInfo("%d listings under churn: %.1f ms each", kRounds, double(clock.elapsed()) / kRounds);
        resultOf(client()->signalSystemProcess(pid, QStringLiteral("KILL")));
        QVERIFY(waitUntil([pid] { return !isAlive(pid); }));
    }

    void signalsStopContinueAndKill()
    {
        EventSubscription *events = client()->subscribeEvents();
        QSignalSpy subscribed(events, &EventSubscription::subscribed);
        QVERIFY(subscribed.wait(10000));
        QList<QJsonObject> signalled;
        connect(events, &EventSubscription::eventReceived, this, [&signalled](const QJsonObject &event) {
            if (event.value(QStringLiteral("type")) == QLatin1String("process_signalled"))
                signalled.append(event);
        });
        const qint64 pid = startInShell(QStringLiteral("sleep 304"), QStringLiteral("default"));
        QVERIFY(pid > 0);
        const auto before = find(resultOf(client()->listSystemProcesses()), pid);
        QVERIFY(before);
        resultOf(client()->signalSystemProcess(pid, QStringLiteral("STOP"), before->startTicks));
        QVERIFY(waitUntil([pid] {
            ProcStat stat;
            return readProcStat(pid, &stat) && stat.state == 'T';
        }));
        resultOf(client()->signalSystemProcess(pid, QStringLiteral("SIGCONT")));
        QVERIFY(waitUntil([pid] {
            ProcStat stat;
            return readProcStat(pid, &stat) && stat.state == 'S';
        }));
        // A stale start time names a process that is no longer there.
        const auto stale = failureAfterWait(
            client()->signalSystemProcess(pid, QStringLiteral("KILL"), before->startTicks + 1));
        QVERIFY(stale);
        QCOMPARE(stale->code, ErrorCode::ProcessNotFound);
        QVERIFY(isAlive(pid));
        resultOf(client()->signalSystemProcess(pid, QStringLiteral("KILL"), before->startTicks));
        QVERIFY(waitUntil([pid] { return !isAlive(pid); }));
        QVERIFY(waitUntil([&] { return !find(resultOf(client()->listSystemProcesses()), pid); }));
        // Every watcher of the sandbox is told, with the session the process belonged to.
        QVERIFY(waitUntil([&] { return signalled.size() == 3; }));
        QCOMPARE(signalled.at(0).value(QStringLiteral("signal")).toString(), QStringLiteral("STOP"));
        QCOMPARE(signalled.at(2).value(QStringLiteral("signal")).toString(), QStringLiteral("KILL"));
        QCOMPARE(signalled.at(2).value(QStringLiteral("pid")).toInteger(), pid);
        QCOMPARE(signalled.at(2).value(QStringLiteral("command")).toString(), QStringLiteral("sleep 304"));
        QCOMPARE(signalled.at(2).value(QStringLiteral("sessionId")).toString(), QStringLiteral("default"));
        delete events;
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QJsonValue>("signal");
        QTest::addColumn<QString>("code");
        QTest::newRow("pid 1") << "init" << QJsonValue(QStringLiteral("TERM")) << "PERMISSION_DENIED";
        QTest::newRow("the agent") << "agent" << QJsonValue(QStringLiteral("KILL")) << "PERMISSION_DENIED";
        QTest::newRow("outside the sandbox")
            << "outside" << QJsonValue(QStringLiteral("CONT")) << "PERMISSION_DENIED";
        QTest::newRow("no such pid") << "missing" << QJsonValue(QStringLiteral("TERM"))
                                     << "PROCESS_NOT_FOUND";
        QTest::newRow("signal not allowed")
            << "child" << QJsonValue(QStringLiteral("SEGV")) << "VALIDATION_FAILED";
        QTest::newRow("unknown signal")
            << "child" << QJsonValue(QStringLiteral("NOPE")) << "VALIDATION_FAILED";
        QTest::newRow("signal number not allowed") << "child" << QJsonValue(11) << "VALIDATION_FAILED";
        QTest::newRow("signal of a wrong type") << "child" << QJsonValue(QJsonArray{}) << "VALIDATION_FAILED";
        QTest::newRow("pid not a number")
            << "text" << QJsonValue(QStringLiteral("TERM")) << "VALIDATION_FAILED";
        QTest::newRow("negative pid")
            << "negative" << QJsonValue(QStringLiteral("TERM")) << "VALIDATION_FAILED";
        QTest::newRow("fractional pid")
            << "fraction" << QJsonValue(QStringLiteral("TERM")) << "VALIDATION_FAILED";
    }

    void refusals()
    {
        QFETCH(QString, what);
        QFETCH(QJsonValue, signal);
        QFETCH(QString, code);
        const qint64 child = startInShell(QStringLiteral("sleep 305"), QStringLiteral("default"));
        QVERIFY(child > 0);
        const QHash<QString, QJsonValue> pids{{QStringLiteral("init"), 1},
                                              {QStringLiteral("agent"), qint64(::getpid())},
                                              {QStringLiteral("outside"), qint64(::getppid())},
                                              {QStringLiteral("missing"), 999999999},
                                              {QStringLiteral("child"), child},
                                              {QStringLiteral("text"), QStringLiteral("abc")},
                                              {QStringLiteral("negative"), -5},
                                              {QStringLiteral("fraction"), 2.5}};
        const auto failure = failureAfterWait(client()->request(
            QStringLiteral("POST"), QStringLiteral("/api/sandman/signal"),
            {{QStringLiteral("pid"), pids.value(what)}, {QStringLiteral("signal"), signal}}));
        QVERIFY(failure);
        QCOMPARE(errorCodeName(failure->code), code);
        QVERIFY(!failure->message.isEmpty());
        QVERIFY(isAlive(::getppid()));
        QVERIFY(isAlive(child));
    }

private:
    std::unique_ptr<ClientFixture> m_fx;
};

QTEST_GUILESS_MAIN(TestSystemProcesses)
#include "tst_systemprocesses.moc"
