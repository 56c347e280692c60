// SPDX-License-Identifier: Apache-2.0
#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "log/LogModel.h"
#include "processes/ProcessPane.h"
#include "processes/ProcessTableModel.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"

#include <QItemSelectionModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
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
        QVERIFY(waitUntil([&log] {
            for (int i = 0; i < log.rowCount(); ++i) {
                if (log.entry(i).text.contains(QStringLiteral("ready-line")))
                    return true;
            }
            return false;
        }));

        pane.view()->selectRow(0);
        pane.killSelected();
        QVERIFY(waitUntil([model] { return model->runningCount() == 0; }));
        QCOMPARE(model->process(0).status, QStringLiteral("killed"));
        QVERIFY(waitUntil([&pane] { return pane.followedCount() == 0; }));

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
