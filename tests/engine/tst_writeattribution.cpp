// SPDX-License-Identifier: Apache-2.0
// Who changed which file (issue 23), with the write watch on (WriteWatch) and over every
// transport: two sessions' commands running at the same time each get only their own files;
// a background process, a job an earlier command left running, a terminal and the agent's own
// file API write during a command without entering its change set, and each change of a
// checkpoint names its writer. A folder renamed by a command is wholly its change.
#include "CheckpointsReady.h"
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/CheckpointClient.h"
#include "client/TerminalStream.h"
#include "engine/attribution/WriteWatch.h"

#include <QJsonDocument>
#include <QtTest>

#include <memory>

using namespace sandman;
using namespace sandman::test;

class TestWriteAttribution : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<ClientFixture> m_fx;
    std::unique_ptr<CheckpointClient> m_checkpoints;

    static QStringList pathsOf(const ChangeSetInfo &changes)
    {
        QStringList paths;
        for (const ChangeSetInfo::Change &change : changes.changes)
            paths.append(change.path);
        paths.sort();
        return paths;
    }
    static ChangeSetInfo::Writer writerOf(const ChangeSetInfo &changes, const QString &path)
    {
        for (const ChangeSetInfo::Change &change : changes.changes) {
            if (change.path == path)
                return change.writer;
        }
        return {};
    }
    QFuture<ExecResult> start(const QString &command, const QString &sessionId = {})
    {
        ExecOptions options;
        options.sessionId = sessionId;
        return m_fx->client()->exec(command, options);
    }
    ExecResult finish(const QFuture<ExecResult> &future)
    {
        const ExecResult result = resultOf(future);
        if (!result.success)
            qWarning("exec failed: %s", result.stderrData.constData());
        return result;
    }
    // A finished command's change set, once its after-command checkpoint exists.
    ChangeSetInfo changesOf(const ExecResult &result)
    {
        ChangeSetInfo changes;
        waitUntil(
            [&] {
                changes = resultOf(m_checkpoints->commandChanges(result.commandId));
                return !changes.running;
            },
            10000);
        return changes;
    }
    // The first checkpoint whose changes hold this path (newest first), with its changes.
    ChangeSetInfo checkpointHolding(const QString &path)
    {
        ChangeSetInfo found;
        waitUntil(
            [&] {
                const CheckpointClient::Listing listing = resultOf(m_checkpoints->list());
                for (const CheckpointInfo &checkpoint : listing.checkpoints) { // newest first
                    const ChangeSetInfo changes = resultOf(m_checkpoints->checkpointChanges(checkpoint.id));
                    if (pathsOf(changes).contains(path)) {
                        found = changes;
                        return true;
                    }
                }
                return false;
            },
            15000);
        return found;
    }

private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void initTestCase()
    {
        QString why;
        QVERIFY2(WriteWatch::instance().enable(true, &why), qPrintable(why));
    }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
        m_checkpoints = std::make_unique<CheckpointClient>(m_fx->client());
        QVERIFY(checkpointsReady(*m_checkpoints));
        const QJsonObject status = resultOf(m_checkpoints->list()).status;
        QVERIFY2(status.value(QStringLiteral("writeWatch")).toBool(),
                 QJsonDocument(status).toJson().constData());
    }
    void cleanup()
    {
        m_checkpoints.reset();
        m_fx.reset();
        // Every tree of the sandbox is gone with it: nothing is left watched.
        QVERIFY(waitUntil([] { return WriteWatch::instance().treeCount() == 0; }, 5000));
    }

    // The overlap of #23: both commands run at once, so by time alone each would own both.
    void concurrentSessionsKeepTheirOwnFiles()
    {
        resultOf(m_fx->client()->createSession(SessionOptions{QStringLiteral("other"), {}, {}, {}}));
        const QFuture<ExecResult> mine
            = start(QStringLiteral("for i in 1 2 3 4 5; do echo a > a$i.txt; sleep 0.1; done"));
        const QFuture<ExecResult> theirs = start(
            QStringLiteral("for i in 1 2 3 4 5; do echo b > b$i.txt; sleep 0.1; done; mkdir -p bd/sub"),
            QStringLiteral("other"));
        const ExecResult mineResult = finish(mine);
        const ExecResult theirsResult = finish(theirs);
        QVERIFY(mineResult.success && theirsResult.success);

        const ChangeSetInfo mineChanges = changesOf(mineResult);
        QCOMPARE(mineChanges.attribution, QStringLiteral("writers"));
        QCOMPARE(pathsOf(mineChanges),
                 (QStringList{QStringLiteral("a1.txt"), QStringLiteral("a2.txt"), QStringLiteral("a3.txt"),
                              QStringLiteral("a4.txt"), QStringLiteral("a5.txt")}));
        const ChangeSetInfo theirsChanges = changesOf(theirsResult);
        QCOMPARE(theirsChanges.attribution, QStringLiteral("writers"));
        QCOMPARE(pathsOf(theirsChanges),
                 (QStringList{QStringLiteral("b1.txt"), QStringLiteral("b2.txt"), QStringLiteral("b3.txt"),
                              QStringLiteral("b4.txt"), QStringLiteral("b5.txt"), QStringLiteral("bd"),
                              QStringLiteral("bd/sub")}));
        QCOMPARE(theirsChanges.created, 7); // the counts are of the command's own changes too

        // Each change names the command that made it, and which program.
        const ChangeSetInfo::Writer writer = writerOf(mineChanges, QStringLiteral("a3.txt"));
        QCOMPARE(writer.kind, QStringLiteral("session"));
        QCOMPARE(writer.id, QStringLiteral("default"));
        QCOMPARE(writer.commandId, mineResult.commandId);
        QCOMPARE(writer.program, QStringLiteral("bash"));
        QVERIFY(writer.pid > 0);
        QCOMPARE(writerOf(theirsChanges, QStringLiteral("bd/sub")).program, QStringLiteral("mkdir"));
        // Theirs wrote b1.txt before mine ended: the checkpoint mine took holds it, and theirs
        // still names it as its own.
        const ChangeSetInfo::Writer early = writerOf(theirsChanges, QStringLiteral("b1.txt"));
        QCOMPARE(early.commandId, theirsResult.commandId);
        QCOMPARE(early.id, QStringLiteral("other"));
    }

    // A background process started beside a command writes while it runs: not the command's.
    void backgroundProcessWritesAreItsOwn()
    {
        const ProcessInfo process
            = resultOf(m_fx->client()->startProcess(QStringLiteral("sleep 0.2; echo p > from-process.txt")));
        const ExecResult result = finish(start(QStringLiteral("sleep 0.8; echo c > from-command.txt")));
        const ChangeSetInfo changes = changesOf(result);
        QCOMPARE(changes.attribution, QStringLiteral("writers"));
        QCOMPARE(pathsOf(changes), QStringList{QStringLiteral("from-command.txt")});

        const ChangeSetInfo checkpoint = checkpointHolding(QStringLiteral("from-process.txt"));
        const ChangeSetInfo::Writer writer = writerOf(checkpoint, QStringLiteral("from-process.txt"));
        QCOMPARE(writer.kind, QStringLiteral("process"));
        QCOMPARE(writer.id, process.id);
        QVERIFY(writer.commandId.isEmpty());
    }

    // A job the first command left running writes during the second: the job's, not the second's.
    void jobOfAnEarlierCommandIsNotTheNextCommand()
    {
        QVERIFY(
            finish(start(QStringLiteral("(sleep 0.3; echo j > from-job.txt) >/dev/null 2>&1 &"))).success);
        const ExecResult second = finish(start(QStringLiteral("sleep 0.9; echo s > from-second.txt")));
        const ChangeSetInfo changes = changesOf(second);
        QCOMPARE(changes.attribution, QStringLiteral("writers"));
        QCOMPARE(pathsOf(changes), QStringList{QStringLiteral("from-second.txt")});

        const ChangeSetInfo::Writer writer
            = writerOf(checkpointHolding(QStringLiteral("from-job.txt")), QStringLiteral("from-job.txt"));
        QCOMPARE(writer.kind, QStringLiteral("session"));
        QVERIFY(writer.job);
        QVERIFY(writer.commandId.isEmpty());
    }

    // Typed into a terminal while a command runs in another session: the terminal's.
    void terminalWritesAreTheTerminals()
    {
        resultOf(m_fx->client()->createSession(SessionOptions{QStringLiteral("typing"), {}, {}, {}}));
        std::unique_ptr<TerminalStream> terminal(
            m_fx->client()->openTerminal(QStringLiteral("typing"), 80, 24));
        QSignalSpy ready(terminal.get(), &TerminalStream::ready);
        QVERIFY(ready.wait(10000));
        const QFuture<ExecResult> command = start(QStringLiteral("sleep 1; echo c > by-command.txt"));
        QTest::qWait(200);
        terminal->write("echo t > by-terminal.txt\r");
        const ExecResult result = finish(command);
        QCOMPARE(pathsOf(changesOf(result)), QStringList{QStringLiteral("by-command.txt")});

        const ChangeSetInfo::Writer writer = writerOf(checkpointHolding(QStringLiteral("by-terminal.txt")),
                                                      QStringLiteral("by-terminal.txt"));
        QCOMPARE(writer.kind, QStringLiteral("terminal"));
        QCOMPARE(writer.sessionId, QStringLiteral("typing"));
    }

    // The agent's own file API writes during a command: no process of the command did it.
    void fileApiWritesAreNotTheCommands()
    {
        const QFuture<ExecResult> command = start(QStringLiteral("sleep 0.8; echo c > own.txt"));
        QTest::qWait(200);
        resultOf(m_fx->client()->writeFile(QStringLiteral("by-api.txt"), QStringLiteral("api\n")));
        const ChangeSetInfo changes = changesOf(finish(command));
        QCOMPARE(changes.attribution, QStringLiteral("writers"));
        QCOMPARE(pathsOf(changes), QStringList{QStringLiteral("own.txt")});
    }

    // A folder moved and one removed by a command: everything below them is the command's,
    // while another session's write beside them is not.
    void renamedAndRemovedFoldersAreWhollyTheCommands()
    {
        QVERIFY(finish(start(QStringLiteral(
                           "mkdir -p tree/a/b gone/x && echo 1 > tree/a/b/f && echo 2 > gone/x/g")))
                    .success);
        resultOf(m_fx->client()->createSession(SessionOptions{QStringLiteral("beside"), {}, {}, {}}));
        const QFuture<ExecResult> beside
            = start(QStringLiteral("sleep 0.2; echo b > beside.txt"), QStringLiteral("beside"));
        const ExecResult result = finish(start(QStringLiteral("sleep 0.5; mv tree moved; rm -r gone")));
        QVERIFY(finish(beside).success);
        const ChangeSetInfo changes = changesOf(result);
        QCOMPARE(changes.attribution, QStringLiteral("writers"));
        const QStringList paths = pathsOf(changes);
        QVERIFY2(!paths.contains(QStringLiteral("beside.txt")), qPrintable(paths.join(QLatin1Char(' '))));
        for (const QString &path :
             {QStringLiteral("moved/a/b/f"), QStringLiteral("gone/x/g"), QStringLiteral("gone")})
            QVERIFY2(paths.contains(path),
                     qPrintable(path + QStringLiteral(" not in ") + paths.join(QLatin1Char(' '))));
        for (const QString &path : paths)
            QVERIFY2(path.startsWith(QLatin1String("moved")) || path.startsWith(QLatin1String("tree"))
                         || path.startsWith(QLatin1String("gone")),
                     qPrintable(path));
    }
};

QTEST_GUILESS_MAIN(TestWriteAttribution)
#include "tst_writeattribution.moc"
