// SPDX-License-Identifier: Apache-2.0
#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "log/LogModel.h"
#include "processes/ProcessLogsDialog.h"
#include "processes/ProcessPane.h"
#include "processes/ProcessTableModel.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"

#include <QItemSelectionModel>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
bool logHas(const LogModel &log, const QString &text, std::optional<LogModel::Kind> kind = {})
{
    for (int i = 0; i < log.rowCount(); ++i) {
        if (log.entry(i).text.contains(text) && (!kind || log.entry(i).kind == *kind))
            return true;
    }
    return false;
}

ProcessInfo makeProcess(const QString &id, const QString &status)
{
    ProcessInfo info;
    info.id = id;
    info.status = status;
    info.command = QStringLiteral("cmd ") + id;
    return info;
}
} // namespace

class TestProcessPane : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void modelUpdatesInPlace()
    {
        ProcessTableModel model;
        model.setProcesses({makeProcess(QStringLiteral("a"), QStringLiteral("running")),
                            makeProcess(QStringLiteral("b"), QStringLiteral("running"))});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.runningCount(), 2);
        QPersistentModelIndex b = model.index(1, 0);
        model.setProcesses({makeProcess(QStringLiteral("c"), QStringLiteral("starting")),
                            makeProcess(QStringLiteral("b"), QStringLiteral("completed"))});
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(b.isValid()); // b survived: selection on it is kept
        QCOMPARE(b.data(ProcessTableModel::ProcessIdRole).toString(), QStringLiteral("b"));
        QCOMPARE(model.rowOfId(QStringLiteral("a")), -1);
        QCOMPARE(model.runningCount(), 1);
    }

    void clearFinishedKeepsRunning()
    {
        ProcessTableModel model;
        model.setProcesses({makeProcess(QStringLiteral("a"), QStringLiteral("completed")),
                            makeProcess(QStringLiteral("b"), QStringLiteral("running")),
                            makeProcess(QStringLiteral("c"), QStringLiteral("killed"))});
        QCOMPARE(model.removeFinished(), (QStringList{QStringLiteral("c"), QStringLiteral("a")}));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.process(0).id, QStringLiteral("b"));
    }

    void outputIsBounded()
    {
        ProcessOutput output;
        const QByteArray chunk(256 * 1024, 'x');
        for (int i = 0; i < 10; ++i)
            output.append(false, chunk);
        output.append(true, "err");
        QCOMPARE(output.data(false).size(), ProcessOutput::kCapBytes);
        QCOMPARE(output.droppedBytes(false), 10 * chunk.size() - ProcessOutput::kCapBytes);
        QCOMPARE(output.data(true), QByteArray("err"));
        QCOMPARE(output.droppedBytes(true), 0);
    }

    void statusTexts_data()
    {
        QTest::addColumn<QString>("status");
        QTest::addColumn<bool>("running");
        QTest::newRow("starting") << "starting" << true;
        QTest::newRow("running") << "running" << true;
        QTest::newRow("completed") << "completed" << false;
        QTest::newRow("failed") << "failed" << false;
        QTest::newRow("killed") << "killed" << false;
        QTest::newRow("error") << "error" << false;
    }

    void statusTexts()
    {
        QFETCH(QString, status);
        QFETCH(bool, running);
        ProcessTableModel model;
        model.updateProcess(makeProcess(QStringLiteral("p"), status));
        QVERIFY(!model.index(0, ProcessTableModel::StatusColumn).data().toString().isEmpty());
        QCOMPARE(model.index(0, 0).data(ProcessTableModel::IsRunningRole).toBool(), running);
    }

    void followsLiveProcesses()
    {
        QTemporaryDir workspace;
        Sandbox::Options options;
        options.workspaceDir = workspace.path();
        SandboxHost host(options);
        LogModel log;
        auto *connection = new SandboxConnection(
            QStringLiteral("local"), new InProcessTransport(host.handler(), host.context()), true);
        ProcessPane pane(&log);
        pane.addConnection(connection);
        pane.setCurrentConnection(connection);

        pane.startProcess(QStringLiteral("echo ready-line; exec sleep 60"));
        ProcessTableModel *model = pane.model();
        QVERIFY(waitUntil([model] { return model->rowCount() == 1 && model->runningCount() == 1; }));
        const QString id = model->process(0).id;
        // The output is the process's own (its logs dialog), not rows of the main log.
        QVERIFY(waitUntil([&pane, id] { return pane.output(id).data(false).contains("ready-line"); }));
        QVERIFY(!logHas(log, QStringLiteral("ready-line"), LogModel::Kind::Stdout));
        QVERIFY(logHas(log, QStringLiteral("Started process"), LogModel::Kind::Info));

        // The logs dialog follows the process live.
        pane.view()->selectRow(0);
        pane.showLogsOfSelected();
        auto *dialog = pane.findChild<ProcessLogsDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->page(false)->toPlainText().contains(QStringLiteral("ready-line")));
        emit pane.outputReceived(id, false, "later-line\n");
        emit pane.outputReceived(QStringLiteral("other"), false, "not-mine\n");
        QVERIFY(dialog->page(false)->toPlainText().contains(QStringLiteral("later-line")));
        QVERIFY(!dialog->page(false)->toPlainText().contains(QStringLiteral("not-mine")));
        dialog->close();

        pane.view()->selectRow(0);
        pane.killSelected();
        QVERIFY(waitUntil([model] { return model->runningCount() == 0; }));
        QCOMPARE(model->process(0).status, QStringLiteral("killed"));
        QVERIFY(waitUntil([&pane] { return pane.followedCount() == 0; }));
        // A kill the user asked for is an action with its exit status, not an error.
        QVERIFY(logHas(log, QStringLiteral("as you asked"), LogModel::Kind::Info));
        for (int i = 0; i < log.rowCount(); ++i)
            QVERIFY2(log.entry(i).kind != LogModel::Kind::Error, qPrintable(log.entry(i).text));

        // Clear Finished drops it from the list, also after the next refresh.
        pane.clearFinished();
        QCOMPARE(model->rowCount(), 0);
        pane.startProcess(QStringLiteral("true"));
        QVERIFY(waitUntil([model] { return model->rowCount() == 1; }));
        pane.refresh();
        QVERIFY(waitUntil([model] { return model->rowCount() == 1 && model->runningCount() == 0; }));
        QVERIFY(model->process(0).id != id);

        pane.setCurrentConnection(nullptr);
        QCOMPARE(model->rowCount(), 0);
        delete connection;
    }

    // A process faster than the window: what the sandbox's log ring dropped meanwhile is said
    // in the log, not silently lost.
    void skippedOutputIsReported()
    {
        QTemporaryDir workspace;
        Sandbox::Options options;
        options.workspaceDir = workspace.path();
        SandboxHost host(options);
        LogModel log;
        auto *connection = new SandboxConnection(
            QStringLiteral("local"), new InProcessTransport(host.handler(), host.context()), true);
        ProcessPane pane(&log);
        pane.addConnection(connection);
        pane.setCurrentConnection(connection);

        pane.startProcess(QStringLiteral("head -c 64000000 /dev/zero | tr '\\0' x; sleep 60"));
        ProcessTableModel *model = pane.model();
        QVERIFY(waitUntil([&pane] { return pane.followedCount() == 1; }));
        QThread::msleep(1500); // the window is busy: it takes none of the output for a while
        QVERIFY(waitUntil([&log] {
            for (int i = 0; i < log.rowCount(); ++i) {
                if (log.entry(i).kind == LogModel::Kind::Info
                    && log.entry(i).text.contains(QStringLiteral("skipped")))
                    return true;
            }
            return false;
        }));
        QVERIFY(waitUntil([model] { return model->rowCount() == 1; }));
        pane.view()->selectRow(0);
        pane.killSelected();
        QVERIFY(waitUntil([model] { return model->runningCount() == 0; }));
        pane.setCurrentConnection(nullptr);
        delete connection;
    }
};

QTEST_MAIN(TestProcessPane)
#include "tst_processpane.moc"
