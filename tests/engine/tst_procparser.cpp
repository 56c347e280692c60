// SPDX-License-Identifier: Apache-2.0
// The /proc parser and the process table over crafted /proc trees (hostile names included).
#include "engine/process/ProcParser.h"
#include "engine/process/SystemProcessTable.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <unistd.h>

using namespace sandman;

namespace {
// A stat line whose fields after comm are those of a sleeping process, with the given values.
QByteArray statLine(qint64 pid, const QByteArray &comm, char state, qint64 ppid, quint64 utime = 7,
                    quint64 stime = 3, quint64 startTicks = 12345, qint64 rssPages = 100)
{
    return QByteArray::number(pid) + " (" + comm + ") " + state + ' ' + QByteArray::number(ppid)
        + " 42 42 34816 42 4194560 100 0 0 0 " + QByteArray::number(utime) + ' ' + QByteArray::number(stime)
        + " 0 0 20 0 1 0 " + QByteArray::number(startTicks) + " 8192000 " + QByteArray::number(rssPages)
        + " 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0 0 0 0 0 0 0 0 0\n";
}

void writeProcess(const QString &root, qint64 pid, const QByteArray &stat, const QByteArray &cmdline)
{
    const QString dir = root + QLatin1Char('/') + QString::number(pid);
    QVERIFY(QDir().mkpath(dir));
    QFile statFile(dir + QStringLiteral("/stat"));
    QVERIFY(statFile.open(QIODevice::WriteOnly));
    statFile.write(stat);
    QFile cmdlineFile(dir + QStringLiteral("/cmdline"));
    QVERIFY(cmdlineFile.open(QIODevice::WriteOnly));
    cmdlineFile.write(cmdline);
}
} // namespace

class TestProcParser : public QObject
{
    Q_OBJECT
private slots:
    void parseStat_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("ppid");
        QTest::addColumn<QString>("state");
        QTest::newRow("plain") << statLine(10, "sleep", 'S', 1) << true << "sleep" << qint64(1) << "S";
        QTest::newRow("space in comm")
            << statLine(11, "Web Content", 'R', 10) << true << "Web Content" << qint64(10) << "R";
        QTest::newRow("paren in comm")
            << statLine(12, "a) S 99 (", 'S', 10) << true << "a) S 99 (" << qint64(10) << "S";
        QTest::newRow("only parens") << statLine(13, "))", 'Z', 12) << true << "))" << qint64(12) << "Z";
        QTest::newRow("newline in comm")
            << statLine(14, "x\ny", 'T', 10) << true << "x?y" << qint64(10) << "T";
        QTest::newRow("invalid utf-8")
            << statLine(15, "\xff\xfe", 'S', 10) << true << "\ufffd\ufffd" << qint64(10) << "S";
        QTest::newRow("empty comm") << statLine(16, "", 'S', 10) << true << "" << qint64(10) << "S";
        QTest::newRow("empty") << QByteArray() << false << "" << qint64(0) << "";
        QTest::newRow("no parens") << QByteArray("17 sleep S 1 2 3") << false << "" << qint64(0) << "";
        QTest::newRow("cut short") << QByteArray("18 (sleep) S 1 18 18 0 -1") << false << "" << qint64(0)
                                   << "";
        QTest::newRow("bad pid") << statLine(0, "x", 'S', 1) << false << "" << qint64(0) << "";
        QTest::newRow("text pid") << QByteArray("abc (x) S") + statLine(1, "x", 'S', 1).mid(9) << false << ""
                                  << qint64(0) << "";
        QTest::newRow("bad number") << statLine(19, "x", 'S', 1).replace(" 8192000 ", " 81x2000 ") << false
                                    << "" << qint64(0) << "";
        QTest::newRow("two-letter state")
            << statLine(20, "x", 'S', 1).replace(") S ", ") SS ") << false << "" << qint64(0) << "";
    }

    void parseStat()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, ok);
        QFETCH(QString, name);
        QFETCH(qint64, ppid);
        QFETCH(QString, state);
        SystemProcess p;
        QCOMPARE(ProcParser::parseStat(line, 4096, &p), ok);
        if (!ok)
            return;
        QCOMPARE(p.name, name);
        QCOMPARE(p.ppid, ppid);
        QCOMPARE(QString(QLatin1Char(p.state)), state);
        QCOMPARE(p.processGroup, qint64(42));
        QCOMPARE(p.cpuTicks, quint64(10));
        QCOMPARE(p.startTicks, quint64(12345));
        QCOMPARE(p.rssBytes, qint64(100 * 4096));
        QCOMPARE(p.virtualBytes, qint64(8192000));
        QCOMPARE(p.threads, 1);
    }

    void parsesOwnStat()
    {
        QFile file(QStringLiteral("/proc/self/stat"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        SystemProcess p;
        QVERIFY(ProcParser::parseStat(file.readAll(), 4096, &p));
        QCOMPARE(p.pid, qint64(::getpid()));
        QCOMPARE(p.ppid, qint64(::getppid()));
        QVERIFY(p.rssBytes > 0);
        QVERIFY(p.startTicks > 0);
    }

    void commandLine_data()
    {
        QTest::addColumn<QByteArray>("cmdline");
        QTest::addColumn<QString>("expected");
        QTest::newRow("argv") << QByteArray("sleep\0"
                                            "60\0",
                                            9)
                              << "sleep 60";
        QTest::newRow("no trailing nul") << QByteArray("bash\0-c\0echo hi", 15) << "bash -c echo hi";
        QTest::newRow("empty: kernel thread or zombie") << QByteArray() << "[comm]";
        QTest::newRow("only nuls") << QByteArray("\0\0", 2) << "[comm]";
        QTest::newRow("controls") << QByteArray("a\x1b[31mb\nc\x7f") << "a?[31mb?c?";
        QTest::newRow("invalid utf-8") << QByteArray("x\xc3(y") << "x\ufffd(y";
        QTest::newRow("utf-8") << QByteArray("vim\0caf\xc3\xa9.txt\0", 14) << "vim caf\u00e9.txt";
    }

    void commandLine()
    {
        QFETCH(QByteArray, cmdline);
        QFETCH(QString, expected);
        QCOMPARE(ProcParser::commandLine(cmdline, QStringLiteral("comm")), expected);
    }

    void hugeCommandLineIsCut()
    {
        const QByteArray huge = QByteArray(1 << 20, 'a') + QByteArray(1, '\0');
        const QString text = ProcParser::commandLine(huge, QStringLiteral("x"), 100);
        QCOMPARE(text.size(), 101);
        QVERIFY(text.endsWith(QChar(0x2026)));
    }

    // A crafted /proc: the table lists the agent (pid 100) and its descendants only, parents
    // first, with owners inherited down each tree; a vanished or malformed entry is skipped.
    void tableOverCraftedProc()
    {
        QTemporaryDir proc;
        writeProcess(proc.path(), 1, statLine(1, "init", 'S', 0), QByteArray("/sbin/init\0", 11));
        writeProcess(proc.path(), 100, statLine(100, "sandman-agent", 'S', 1), "sandman-agent");
        writeProcess(proc.path(), 200, statLine(200, "bash", 'S', 100), QByteArray("bash\0--norc\0", 12));
        writeProcess(proc.path(), 300, statLine(300, "sl) eep", 'S', 200),
                     QByteArray("sleep\0"
                                "60\0",
                                9));
        writeProcess(proc.path(), 301, statLine(301, "zombie", 'Z', 200), QByteArray());
        writeProcess(proc.path(), 400, statLine(400, "orphan", 'S', 100), "orphan");
        writeProcess(proc.path(), 500, statLine(500, "host", 'S', 1), "host-daemon");
        writeProcess(proc.path(), 600, "garbage", "x");
        QVERIFY(QDir().mkpath(proc.path() + QStringLiteral("/self"))); // not a pid: ignored
        QVERIFY(QDir().mkpath(proc.path() + QStringLiteral("/700"))); // vanished: no stat

        SystemProcessTable table(SystemProcessTable::Scope::Descendants, nullptr, proc.path(), 100);
        QHash<qint64, SystemProcess::Owner> owners;
        owners.insert(200, {QStringLiteral("work"), QStringLiteral("shell"), {}});
        const QList<SystemProcess> list = table.snapshot(owners);
        QStringList seen;
        for (const SystemProcess &p : list)
            seen << QString::number(p.pid);
        QCOMPARE(seen.size(), 5);
        QCOMPARE(seen.first(), QStringLiteral("100"));
        QVERIFY(seen.indexOf(QStringLiteral("200")) < seen.indexOf(QStringLiteral("300")));
        QVERIFY(!seen.contains(QStringLiteral("1")));
        QVERIFY(!seen.contains(QStringLiteral("500")));
        for (const SystemProcess &p : list) {
            QCOMPARE(p.isAgent, p.pid == 100);
            QCOMPARE(p.signallable, p.pid != 100 && p.pid != 301);
            QCOMPARE(p.user.isEmpty(), false);
            if (p.pid == 300) {
                QCOMPARE(p.owner.sessionId, QStringLiteral("work"));
                QCOMPARE(p.commandLine, QStringLiteral("sleep 60"));
                QCOMPARE(p.name, QStringLiteral("sl) eep"));
            }
            if (p.pid == 301)
                QCOMPARE(p.commandLine, QStringLiteral("[zombie]"));
            if (p.pid == 400)
                QVERIFY(!p.owner.isKnown());
        }

        // The sleep is orphaned and adopted by the agent: it stays the session's.
        writeProcess(proc.path(), 300, statLine(300, "sl) eep", 'S', 100),
                     QByteArray("sleep\0"
                                "60\0",
                                9));
        for (const SystemProcess &p : table.snapshot(owners)) {
            if (p.pid == 300) {
                QCOMPARE(p.ppid, qint64(100));
                QCOMPARE(p.owner.sessionId, QStringLiteral("work"));
            }
        }
        // A new process that reuses the pid is not.
        writeProcess(proc.path(), 300, statLine(300, "other", 'S', 100, 0, 0, 99999), "other");
        for (const SystemProcess &p : table.snapshot(owners)) {
            if (p.pid == 300)
                QVERIFY(!p.owner.isKnown());
        }

        // In a pid namespace of its own everything is the sandbox's; init and the agent are not
        // signallable.
        SystemProcessTable sandbox(SystemProcessTable::Scope::PidNamespace, nullptr, proc.path(), 100);
        const QList<SystemProcess> all = sandbox.snapshot();
        QCOMPARE(all.size(), 7);
        QCOMPARE(all.first().pid, qint64(1));
        for (const SystemProcess &p : all) {
            if (p.pid == 1 || p.pid == 100)
                QVERIFY(!p.signallable);
            if (p.pid == 500)
                QVERIFY(p.signallable);
        }
    }

    // CPU use over the interval between two samples: pid 300 used 50 ticks in the interval.
    void cpuFromTwoSamples()
    {
        QTemporaryDir proc;
        writeProcess(proc.path(), 100, statLine(100, "agent", 'S', 1), "agent");
        writeProcess(proc.path(), 300, statLine(300, "busy", 'R', 100, 0, 0), "busy");
        SystemProcessTable table(SystemProcessTable::Scope::Descendants, nullptr, proc.path(), 100);
        table.snapshot();
        QTest::qWait(1000);
        const long ticks = ::sysconf(_SC_CLK_TCK);
        writeProcess(proc.path(), 300, statLine(300, "busy", 'R', 100, quint64(ticks / 2), 0), "busy");
        for (const SystemProcess &p : table.snapshot()) {
            if (p.pid == 300) {
                QVERIFY2(p.cpuPercent > 35 && p.cpuPercent <= 51, qPrintable(QString::number(p.cpuPercent)));
                QCOMPARE(p.cpuTicks, quint64(ticks / 2));
            }
        }
    }

    void signalNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("number");
        QTest::newRow("TERM") << "TERM" << int(SIGTERM);
        QTest::newRow("SIGKILL") << "SIGKILL" << int(SIGKILL);
        QTest::newRow("lower") << "int" << int(SIGINT);
        QTest::newRow("spaces") << " hup " << int(SIGHUP);
        QTest::newRow("STOP") << "STOP" << int(SIGSTOP);
        QTest::newRow("CONT") << "CONT" << int(SIGCONT);
        QTest::newRow("QUIT") << "QUIT" << int(SIGQUIT);
        QTest::newRow("USR1") << "USR1" << int(SIGUSR1);
        QTest::newRow("USR2") << "SIGUSR2" << int(SIGUSR2);
        QTest::newRow("number") << "9" << int(SIGKILL);
        QTest::newRow("not allowed: SEGV") << "SEGV" << 0;
        QTest::newRow("not allowed: 11") << "11" << 0;
        QTest::newRow("unknown") << "BOGUS" << 0;
        QTest::newRow("empty") << "" << 0;
        QTest::newRow("zero") << "0" << 0;
    }

    void signalNames()
    {
        QFETCH(QString, name);
        QFETCH(int, number);
        QCOMPARE(SystemProcessTable::signalNumber(name), number);
        if (number)
            QVERIFY(SystemProcessTable::signalNames().contains(SystemProcessTable::signalName(number)));
    }
};

QTEST_GUILESS_MAIN(TestProcParser)
#include "tst_procparser.moc"
