// SPDX-License-Identifier: Apache-2.0
#include "CheckpointsReady.h"
#include "FutureWait.h"
#include "client/CheckpointClient.h"
#include "client/InProcessTransport.h"
#include "log/DurationText.h"
#include "log/ErrorText.h"
#include "log/LogModel.h"
#include "log/LogPane.h"
#include "main/CommandBar.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"

#include <QElapsedTimer>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
// A command bar on the default session of an in-process sandbox, logging to its own model.
struct CommandBarOnSandbox {
    CommandBarOnSandbox()
    {
        QStandardPaths::setTestModeEnabled(true);
        bar.setTarget(&connection, QStringLiteral("default"));
    }
    QTemporaryDir workspace;
    SandboxHost host{[this] {
        Sandbox::Options options;
        options.workspaceDir = workspace.path();
        return options;
    }()};
    LogModel log;
    SandboxConnection connection{QStringLiteral("local"),
                                 new InProcessTransport(host.handler(), host.context()), true};
    CommandBar bar{&log};
};
} // namespace

class TestLogPane : public QObject
{
    Q_OBJECT
private slots:
    void execEntries_data()
    {
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<bool>("timedOut");
        QTest::addColumn<QString>("stdoutText");
        QTest::addColumn<QString>("stderrText");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("lastKind");
        QTest::newRow("success") << 0 << false << "hi\n"
                                 << "" << 3 << int(LogModel::Kind::Result);
        QTest::newRow("failure with stderr") << 2 << false << ""
                                             << "oops" << 3 << int(LogModel::Kind::Error);
        QTest::newRow("both streams") << 0 << false << "a"
                                      << "b" << 4 << int(LogModel::Kind::Result);
        QTest::newRow("timeout") << 143 << true << ""
                                 << "" << 2 << int(LogModel::Kind::Error);
    }

    void execEntries()
    {
        QFETCH(int, exitCode);
        QFETCH(bool, timedOut);
        QFETCH(QString, stdoutText);
        QFETCH(QString, stderrText);
        QFETCH(int, rows);
        QFETCH(int, lastKind);
        LogModel model;
        model.appendExec(QStringLiteral("s1"), QStringLiteral("make"), stdoutText, stderrText, exitCode, 12,
                         timedOut);
        QCOMPARE(model.rowCount(), rows);
        QCOMPARE(int(model.entry(0).kind), int(LogModel::Kind::Command));
        QCOMPARE(int(model.entry(rows - 1).kind), lastKind);
        QVERIFY(model.entry(rows - 1).text.contains(QString::number(exitCode)));
    }

    void boundedHistory()
    {
        LogModel model;
        model.setMaximumEntries(100);
        for (int i = 0; i < 1000; ++i)
            model.append(QStringLiteral("s"), LogModel::Kind::Stdout, QString::number(i));
        QCOMPARE(model.rowCount(), 100);
        QCOMPARE(model.entry(0).text, QStringLiteral("900")); // newest kept
        QCOMPARE(model.entry(99).text, QStringLiteral("999"));
    }

    void filterCopyAndSave()
    {
        LogModel model;
        model.append(QStringLiteral("alpha"), LogModel::Kind::Stdout, QStringLiteral("hello world"));
        model.append(QStringLiteral("beta"), LogModel::Kind::Stderr,
                     QStringLiteral("\u9519\u8bef \u30a8\u30e9\u30fc"));
        model.append(QStringLiteral("alpha"), LogModel::Kind::Info, QStringLiteral("done"));
        LogPane pane(&model);
        QCOMPARE(pane.visibleRowCount(), 3);
        pane.setFilterText(QStringLiteral("beta"));
        QCOMPARE(pane.visibleRowCount(), 1);
        QVERIFY(pane.selectedText().contains(QStringLiteral("\u9519\u8bef")));
        QVERIFY(!pane.selectedText().contains(QStringLiteral("hello")));
        pane.setFilterText(QString());

        QTemporaryDir dir;
        QString error;
        const QString file = dir.filePath(QStringLiteral("log.txt"));
        QVERIFY(pane.saveTo(file, &error));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(saved.readAll());
        QCOMPARE(text.count(QLatin1Char('\n')), 3);
        QVERIFY(text.contains(QStringLiteral("hello world")));
        QVERIFY(!pane.saveTo(dir.filePath(QStringLiteral("missing/dir/log.txt")), &error));
        QVERIFY(!error.isEmpty());
    }
    void durations_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("milliseconds") << qint64(35) << "35 ms";
        QTest::newRow("one second") << qint64(1000) << "1.00 s";
        QTest::newRow("seconds") << qint64(12345) << "12.3 s";
        QTest::newRow("minutes") << qint64(125000) << "2 min 5 s";
        QTest::newRow("unknown") << qint64(-1) << "";
    }

    void durations()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(DurationText::format(ms), text);
    }

    // A command is in the log from the moment it is sent, stamped then, running; its output
    // and result go under it even when other entries came in meanwhile.
    void runningCommandRow()
    {
        LogModel model;
        const QDateTime before = QDateTime::currentDateTime();
        const qint64 group = model.beginExec(QStringLiteral("s1"), QStringLiteral("sleep 1; echo done"));
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(model.entry(0).running);
        QVERIFY(model.entry(0).time >= before);
        QCOMPARE(model.runningCount(), 1);
        QVERIFY(model.index(0, LogModel::DurationColumn).data().toString().endsWith(QChar(0x2026)));
        model.append(QStringLiteral("s2"), LogModel::Kind::Info, QStringLiteral("elsewhere"));

        LogModel::ExecOutcome outcome;
        outcome.stdoutText = QStringLiteral("done\n");
        outcome.exitCode = 0;
        outcome.durationMs = 1003;
        model.finishExec(group, outcome);
        QCOMPARE(model.rowCount(), 4);
        QVERIFY(!model.entry(0).running);
        QCOMPARE(model.entry(0).durationMs, qint64(1003));
        QCOMPARE(model.index(0, LogModel::DurationColumn).data().toString(), QStringLiteral("1.00 s"));
        QCOMPARE(int(model.entry(1).kind), int(LogModel::Kind::Stdout));
        QCOMPARE(int(model.entry(2).kind), int(LogModel::Kind::Result));
        QCOMPARE(model.entry(3).text, QStringLiteral("elsewhere"));
        QCOMPARE(model.rowsOfGroup(group), (QList<int>{0, 1, 2}));
        QCOMPARE(model.runningCount(), 0);
    }

    // The timeout that applied is reported, not the measured time under another name.
    void timeoutReportsTheLimit()
    {
        LogModel model;
        LogModel::ExecOutcome outcome;
        outcome.exitCode = 124;
        outcome.durationMs = 1004;
        outcome.timedOut = true;
        outcome.timeoutMs = 1000;
        model.finishExec(model.beginExec(QStringLiteral("s"), QStringLiteral("sleep 5")), outcome);
        const QString result = model.entry(model.rowCount() - 1).text;
        QVERIFY2(result.contains(QStringLiteral("1.00 s timeout")), qPrintable(result));
        QCOMPARE(int(model.entry(model.rowCount() - 1).kind), int(LogModel::Kind::Error));
    }

    // The details show the selected command whole: real lines, output and errors apart.
    void detailsShowMultiLineOutput()
    {
        LogModel model;
        LogPane pane(&model);
        LogModel::ExecOutcome outcome;
        outcome.stdoutText = QStringLiteral("line one\nline two\n");
        outcome.stderrText = QStringLiteral("warning: careful\n");
        outcome.exitCode = 0;
        outcome.durationMs = 7;
        model.finishExec(model.beginExec(QStringLiteral("s1"), QStringLiteral("make")), outcome);
        pane.view()->setCurrentIndex(pane.view()->model()->index(0, LogModel::TextColumn));
        const QString details = pane.detailsText();
        QVERIFY2(details.contains(QStringLiteral("line one\nline two")), qPrintable(details));
        QVERIFY(details.contains(QStringLiteral("s1 $ make")));
        const qsizetype out = details.indexOf(QStringLiteral("line one"));
        const qsizetype err = details.indexOf(QStringLiteral("warning: careful"));
        QVERIFY(out >= 0 && err > out);
        QVERIFY(!details.mid(out, err - out).contains(QStringLiteral("warning")));
        QVERIFY(details.contains(QStringLiteral("exit code 0 in 7 ms")));
        // Selecting the result row shows the same command.
        pane.view()->setCurrentIndex(pane.view()->model()->index(3, LogModel::TextColumn));
        QCOMPARE(pane.detailsText(), details);
        // The table itself keeps one line per entry.
        QVERIFY(!model.index(1, LogModel::TextColumn).data().toString().contains(QLatin1Char('\n')));
    }

    void errorsAreSentences()
    {
        const QString text = ErrorText::withDetails(
            SandboxError{ErrorCode::ConnectionLost, QStringLiteral("not connected: socket closed"), {}});
        QVERIFY(!text.startsWith(QStringLiteral("CONNECTION_LOST")));
        QVERIFY(text.startsWith(ErrorText::sentence(ErrorCode::ConnectionLost)));
        QVERIFY(text.contains(QStringLiteral("[CONNECTION_LOST]"))); // the code stays in the log
    }

    // What /ws/pty says (free text, no codes) reaches the terminal's notice in the user's words.
    void terminalErrorsAreTranslated_data()
    {
        QTest::addColumn<QString>("agent");
        QTest::addColumn<QString>("shown");
        QTest::newRow("ended") << QStringLiteral("the terminal has ended")
                               << ErrorText::tr("the terminal has ended");
        QTest::newRow("sandbox gone")
            << QStringLiteral("the sandbox is gone") << ErrorText::tr("the sandbox has shut down");
        QTest::newRow("command not found")
            << QStringLiteral("command not found: vimx")
            << ErrorText::tr("command not found: %1").arg(QStringLiteral("vimx"));
        QTest::newRow("cwd") << QStringLiteral("VALIDATION_FAILED: cwd \"/x\" is not a directory")
                             << ErrorText::tr("the working directory is not a folder");
        QTest::newRow("busy") << QStringLiteral("terminal \"a\" of session \"b\" is running already")
                              << ErrorText::tr("that terminal is running already");
        QTest::newRow("nothing to watch")
            << QStringLiteral("no terminal \"t\" runs in session \"s\" to watch")
            << ErrorText::tr("that terminal has ended: there is nothing to watch");
        QTest::newRow("unknown stays")
            << QStringLiteral("something else") << QStringLiteral("something else");
    }

    void terminalErrorsAreTranslated()
    {
        QFETCH(QString, agent);
        QFETCH(QString, shown);
        QCOMPARE(ErrorText::forTerminal(agent), shown);
    }

    // The command bar: a running row at once, Cancel (Esc) stops the command's whole tree.
    void commandBarCancels()
    {
        CommandBarOnSandbox fixture;
        LogModel &log = fixture.log;
        CommandBar &bar = fixture.bar;
        bar.run(QStringLiteral("export FROM_COMMAND=1")); // no output at all
        QVERIFY(waitUntil([&bar] { return bar.runningCount() == 0; }));
        QCOMPARE(int(log.entry(1).kind), int(LogModel::Kind::Result));
        log.clear();
        QElapsedTimer clock;
        clock.start();
        bar.run(QStringLiteral("sleep 30; echo never"));
        QCOMPARE(bar.runningCount(), 1);
        QCOMPARE(log.rowCount(), 1);
        QVERIFY(log.entry(0).running);
        QTest::qWait(300);
        QTest::keyClick(bar.findChild<QLineEdit *>(), Qt::Key_Escape);
        QVERIFY(waitUntil([&bar] { return bar.runningCount() == 0; }));
        QVERIFY2(clock.elapsed() < 10000, "the command ran on after the cancel");
        QVERIFY(!log.entry(0).running);
        const LogModel::Entry &last = log.entry(log.rowCount() - 1);
        QCOMPARE(int(last.kind), int(LogModel::Kind::Info));
        QVERIFY2(last.text.contains(QStringLiteral("cancelled")), qPrintable(last.text));
        for (int i = 0; i < log.rowCount(); ++i)
            QVERIFY(!log.entry(i).text.contains(QStringLiteral("never"))
                    || log.entry(i).kind == LogModel::Kind::Command);
        // The session is usable again at once.
        bar.run(QStringLiteral("echo after"));
        QVERIFY(waitUntil([&bar] { return bar.runningCount() == 0; }));
        QVERIFY(log.entry(log.rowCount() - 2).text.contains(QStringLiteral("after")));
    }

    // "Changed Files…" on any row of a command run from the window: the agent's id of that
    // command and its connection, with which its change set is found (as from the Activity pane).
    void changedFilesOfACommand()
    {
        CommandBarOnSandbox fixture;
        LogModel &log = fixture.log;
        CommandBar &bar = fixture.bar;
        SandboxConnection &connection = fixture.connection;
        CheckpointClient checkpoints(connection.client());
        QVERIFY(checkpointsReady(checkpoints));
        LogPane pane(&log);
        auto *changes = pane.findChild<QToolButton *>(QStringLiteral("changedFilesButton"));
        QVERIFY(changes);
        log.append(QString(), LogModel::Kind::Info, QStringLiteral("not a command"));
        pane.view()->setCurrentIndex(pane.view()->model()->index(0, 0));
        QVERIFY(!changes->isEnabled());

        bar.run(QStringLiteral("echo made > made.txt; echo done"));
        QVERIFY(waitUntil([&bar] { return bar.runningCount() == 0; }));
        QCOMPARE(log.rowCount(), 4); // the info line, the command, its output, its result
        QSignalSpy requested(&pane, &LogPane::changesRequested);
        for (int row = 1; row < 4; ++row) {
            pane.view()->setCurrentIndex(pane.view()->model()->index(row, 0));
            QVERIFY2(changes->isEnabled(), qPrintable(QString::number(row)));
            changes->click();
        }
        QCOMPARE(requested.size(), 3);
        const QString commandId = requested.first().at(1).toString();
        QVERIFY(commandId.startsWith(QLatin1String("cmd-")));
        for (const QList<QVariant> &signal : std::as_const(requested)) {
            QCOMPARE(signal.at(0).value<QObject *>(), &connection);
            QCOMPARE(signal.at(1).toString(), commandId);
            QCOMPARE(signal.at(2).toString(), QStringLiteral("echo made > made.txt; echo done"));
        }
        ChangeSetInfo changeSet;
        QVERIFY(waitUntil([&] {
            const auto future = checkpoints.commandChanges(commandId);
            if (!waitFor(future) || failureOf(future))
                return false;
            changeSet = future.result();
            return !changeSet.changes.isEmpty();
        }));
        QCOMPARE(changeSet.changes.size(), 1);
        QCOMPARE(changeSet.changes.first().path, QStringLiteral("made.txt"));
        QCOMPARE(changeSet.changes.first().kind, QStringLiteral("created"));
    }

    // What the activity feed shows of a command, the log shows too: the output of one that
    // ended its shell or was cancelled, and the agent's duration (not the client's).
    void commandBarKeepsTheOutputOfEveryEnding_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<bool>("cancel");
        QTest::addColumn<QString>("result");
        QTest::newRow("exit 3") << QStringLiteral("echo before-exit; echo oops >&2; exit 3") << false
                                << QStringLiteral("the shell exited with code 3");
        QTest::newRow("cancelled") << QStringLiteral("echo before-exit; echo oops >&2; sleep 30") << true
                                   << QStringLiteral("cancelled after");
    }

    void commandBarKeepsTheOutputOfEveryEnding()
    {
        QFETCH(QString, command);
        QFETCH(bool, cancel);
        QFETCH(QString, result);
        CommandBarOnSandbox fixture;
        LogModel &log = fixture.log;
        CommandBar &bar = fixture.bar;
        bar.run(command);
        if (cancel) {
            QTest::qWait(500);
            QTest::keyClick(bar.findChild<QLineEdit *>(), Qt::Key_Escape);
        }
        QVERIFY(waitUntil([&bar] { return bar.runningCount() == 0; }));
        QStringList texts;
        for (int i = 0; i < log.rowCount(); ++i)
            texts << log.entry(i).text;
        QVERIFY2(log.rowCount() == 4, qPrintable(texts.join(QLatin1Char('|'))));
        QCOMPARE(int(log.entry(1).kind), int(LogModel::Kind::Stdout));
        QCOMPARE(log.entry(1).text, QStringLiteral("before-exit\n"));
        QCOMPARE(int(log.entry(2).kind), int(LogModel::Kind::Stderr));
        QCOMPARE(log.entry(2).text, QStringLiteral("oops\n"));
        QVERIFY2(log.entry(3).text.contains(result), qPrintable(log.entry(3).text));
        QVERIFY(log.entry(0).durationMs >= 0);
        if (cancel)
            QVERIFY(log.entry(0).durationMs >= 400);
    }
};

QTEST_MAIN(TestLogPane)
#include "tst_logpane.moc"
