// SPDX-License-Identifier: Apache-2.0
// sandmanctl checkpoint, diff and restore against the real sandman-agent: a checkpoint taken and
// listed, a command's change set and unified diff (that patch(1) applies), the restore's preview
// that changes nothing, the restore with --yes (a command undone, one file back to a checkpoint),
// and the error statuses.
#include "CtlAgent.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QtTest>

using namespace sandman::test;

class TestSandmanctlCheckpoint : public QObject
{
    Q_OBJECT

    CtlAgent m_agent;
    QString m_root;

    CtlAgent::Run inRoot(const QString &command)
    {
        return m_agent.run({QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--"),
                            QStringLiteral("cd '%1' && %2").arg(m_root, command)});
    }

    QJsonObject listing()
    {
        const CtlAgent::Run run = m_agent.run({QStringLiteral("-o"), QStringLiteral("json"),
                                               QStringLiteral("ls"), QStringLiteral("checkpoints")});
        return run.exitCode == 0 ? QJsonDocument::fromJson(run.out).object() : QJsonObject();
    }

    // The checkpoint holding the change set of the command whose text contains marker.
    QJsonObject commandCheckpoint(const QString &marker)
    {
        for (const QJsonValue &item : listing().value(QStringLiteral("checkpoints")).toArray()) {
            const QJsonObject checkpoint = item.toObject();
            if (checkpoint.value(QStringLiteral("reason")).toString() == QLatin1String("after-command")
                && checkpoint.value(QStringLiteral("command")).toString().contains(marker))
                return checkpoint;
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(CtlAgent::binary(QStringLiteral("sandmanctl"))))
            QSKIP("sandmanctl is not built");
        QVERIFY(m_agent.start());
        m_root = QDir(m_agent.home().path(QStringLiteral("root"))).canonicalPath();
        QVERIFY(!m_root.isEmpty());
        // The store's first read of the (empty) workspace.
        QTRY_VERIFY_WITH_TIMEOUT(
            listing().value(QStringLiteral("status")).toObject().value(QStringLiteral("ready")).toBool(),
            20000);
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("text");
        const auto row = [](const char *name, QStringList arguments, int code, const char *text) {
            QTest::newRow(name) << arguments << code << QString::fromUtf8(text);
        };
        row("unknown checkpoint", {QStringLiteral("diff"), QStringLiteral("99999")}, 66, "99999");
        row("unknown command", {QStringLiteral("diff"), QStringLiteral("cmd-nosuch")}, 66, "cmd-nosuch");
        row("restore unknown command", {QStringLiteral("restore"), QStringLiteral("cmd-nosuch")}, 66,
            "cmd-nosuch");
        row("restore unknown checkpoint",
            {QStringLiteral("restore"), QStringLiteral("99999"), QStringLiteral("--yes")}, 66, "99999");
        row("stat and patch",
            {QStringLiteral("diff"), QStringLiteral("1"), QStringLiteral("--stat"),
             QStringLiteral("--patch")},
            64, "--stat");
        row("yes and preview",
            {QStringLiteral("restore"), QStringLiteral("1"), QStringLiteral("--yes"),
             QStringLiteral("--preview")},
            64, "--yes");
        row("name and list",
            {QStringLiteral("checkpoint"), QStringLiteral("--name"), QStringLiteral("x"),
             QStringLiteral("--list")},
            64, "--list");
        row("diff without id", {QStringLiteral("diff")}, 64, "usage");
        row("empty id", {QStringLiteral("restore"), QString()}, 64, "id");
        row("checkpoint takes no id", {QStringLiteral("checkpoint"), QStringLiteral("7")}, 64, "usage");
    }

    void errors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, text);
        const CtlAgent::Run run = m_agent.run(arguments);
        CTL_EXPECT(run, exitCode);
        QVERIFY2(QString::fromUtf8(run.err).contains(text), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1); // one line
        QVERIFY(run.out.isEmpty());
    }

    // An agent with the write watch (--attribute-writes): each change of a command's set names
    // the program that made it, in the listing and in JSON.
    void changesNameTheirWriters()
    {
        CtlAgent agent;
        QVERIFY(agent.start({QStringLiteral("--attribute-writes")}));
        const QString root = QDir(agent.home().path(QStringLiteral("root"))).canonicalPath();
        QTRY_VERIFY_WITH_TIMEOUT(
            QJsonDocument::fromJson(agent
                                        .run({QStringLiteral("-o"), QStringLiteral("json"),
                                              QStringLiteral("ls"), QStringLiteral("checkpoints")})
                                        .out)
                .object()
                .value(QStringLiteral("status"))
                .toObject()
                .value(QStringLiteral("ready"))
                .toBool(),
            20000);
        CTL_EXPECT(agent.run({QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--"),
                              QStringLiteral("cd '%1' && echo w > written.txt && mkdir made").arg(root)}),
                   0);
        QString command;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const CtlAgent::Run list = agent.run({QStringLiteral("-o"), QStringLiteral("json"),
                                                      QStringLiteral("ls"), QStringLiteral("checkpoints")});
                for (const QJsonValue &item : QJsonDocument::fromJson(list.out)
                                                  .object()
                                                  .value(QStringLiteral("checkpoints"))
                                                  .toArray()) {
                    if (item.toObject()
                            .value(QStringLiteral("command"))
                            .toString()
                            .contains(QLatin1String("written")))
                        command = item.toObject().value(QStringLiteral("commandId")).toString();
                }
                return !command.isEmpty();
            }(),
            10000);
        CtlAgent::Run run = agent.run({QStringLiteral("diff"), command, QStringLiteral("--stat")});
        CTL_EXPECT(run, 0);
        QVERIFY2(run.out.contains("created  made  (by mkdir, process "), run.out.constData());
        QVERIFY2(run.out.contains("created  written.txt  (by bash, process "), run.out.constData());
        run = agent.run({QStringLiteral("-o"), QStringLiteral("json"), QStringLiteral("diff"), command,
                         QStringLiteral("--stat")});
        CTL_EXPECT(run, 0);
        const QJsonObject writer = QJsonDocument::fromJson(run.out)
                                       .object()
                                       .value(QStringLiteral("changes"))
                                       .toArray()
                                       .at(1)
                                       .toObject()
                                       .value(QStringLiteral("writer"))
                                       .toObject();
        QCOMPARE(writer.value(QStringLiteral("kind")).toString(), QStringLiteral("session"));
        QCOMPARE(writer.value(QStringLiteral("program")).toString(), QStringLiteral("bash"));
        QCOMPARE(writer.value(QStringLiteral("commandId")).toString(), command);
        QVERIFY(writer.value(QStringLiteral("pid")).toInteger() > 0);
    }

    void checkpointDiffRestore()
    {
        // A named checkpoint, listed.
        CtlAgent::Run run = m_agent.run(
            {QStringLiteral("checkpoint"), QStringLiteral("--name"), QStringLiteral("before-notes")});
        CTL_EXPECT(run, 0);
        const QString before = QString::fromUtf8(run.out.trimmed());
        QVERIFY2(before.toULongLong() > 0, run.out.constData());
        run = m_agent.run({QStringLiteral("ls"), QStringLiteral("checkpoints")});
        CTL_EXPECT(run, 0);
        QVERIFY2(run.out.startsWith("ID "), run.out.constData());
        QVERIFY2(run.out.contains("manual") && run.out.contains("before-notes"), run.out.constData());
        QCOMPARE(m_agent.run({QStringLiteral("checkpoint"), QStringLiteral("--list")}).out.count('\n'),
                 run.out.count('\n'));

        // Two commands; the second one's change set is one of each kind.
        CTL_EXPECT(inRoot(QStringLiteral("printf 'one\\ntwo\\nthree\\n' > notes.txt && echo keep > "
                                         "keep.txt && : first")),
                   0);
        CTL_EXPECT(inRoot(QStringLiteral("printf 'one\\nTWO\\nthree\\n' > notes.txt && rm keep.txt && echo "
                                         "new > added.txt && : second")),
                   0);
        QTRY_VERIFY_WITH_TIMEOUT(!commandCheckpoint(QStringLiteral(": second")).isEmpty(), 10000);
        const QJsonObject second = commandCheckpoint(QStringLiteral(": second"));
        const QString command = second.value(QStringLiteral("commandId")).toString();
        QVERIFY2(command.startsWith(QLatin1String("cmd-")), qPrintable(command));

        run = m_agent.run({QStringLiteral("diff"), command});
        CTL_EXPECT(run, 0);
        const QByteArray text = run.out;
        QVERIFY2(text.contains("created   added.txt\n"), text.constData());
        QVERIFY2(text.contains("deleted   keep.txt\n"), text.constData());
        QVERIFY2(text.contains("modified  notes.txt\n"), text.constData());
        QVERIFY2(text.contains("--- a/notes.txt\n+++ b/notes.txt\n@@ "), text.constData());
        QVERIFY2(text.contains("\n-two\n+TWO\n"), text.constData());
        QVERIFY2(text.contains("--- /dev/null\n+++ b/added.txt\n"), text.constData());
        QVERIFY2(text.contains("--- a/keep.txt\n+++ /dev/null\n"), text.constData());

        // The checkpoint's own change set is the command's.
        run = m_agent.run({QStringLiteral("diff"), second.value(QStringLiteral("checkpointId")).toString(),
                           QStringLiteral("--stat")});
        CTL_EXPECT(run, 0);
        QCOMPARE(run.out, QByteArray("created   added.txt\ndeleted   keep.txt\nmodified  notes.txt\n"));

        // Only some paths; JSON.
        run = m_agent.run({QStringLiteral("-o"), QStringLiteral("json"), QStringLiteral("diff"), command,
                           QStringLiteral("notes.txt")});
        CTL_EXPECT(run, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json.value(QStringLiteral("commandId")).toString(), command);
        QCOMPARE(json.value(QStringLiteral("changes")).toArray().size(), 1);
        const QJsonObject notes = json.value(QStringLiteral("diffs")).toArray().at(0).toObject();
        QCOMPARE(notes.value(QStringLiteral("added")).toInt(), 1);
        QCOMPARE(notes.value(QStringLiteral("removed")).toInt(), 1);

        // --patch is what patch(1) takes: applied in reverse to a copy of the files now, it gives
        // back the files as they were before the command.
        run = m_agent.run({QStringLiteral("diff"), command, QStringLiteral("--patch")});
        CTL_EXPECT(run, 0);
        QVERIFY2(run.out.startsWith("--- "), run.out.constData());
        const QString patch = QStandardPaths::findExecutable(QStringLiteral("patch"));
        if (!patch.isEmpty()) {
            QTemporaryDir copy;
            QVERIFY(QFile::copy(m_root + QStringLiteral("/notes.txt"),
                                copy.filePath(QStringLiteral("notes.txt"))));
            QVERIFY(QFile::copy(m_root + QStringLiteral("/added.txt"),
                                copy.filePath(QStringLiteral("added.txt"))));
            QProcess apply;
            apply.setWorkingDirectory(copy.path());
            apply.start(patch, {QStringLiteral("-p1"), QStringLiteral("-R"), QStringLiteral("-s")});
            apply.write(run.out);
            apply.closeWriteChannel();
            QVERIFY(apply.waitForFinished(10000));
            QVERIFY2(apply.exitCode() == 0, apply.readAllStandardOutput() + apply.readAllStandardError());
            QFile notesFile(copy.filePath(QStringLiteral("notes.txt")));
            QVERIFY(notesFile.open(QIODevice::ReadOnly));
            QCOMPARE(notesFile.readAll(), QByteArray("one\ntwo\nthree\n"));
            QVERIFY(!QFile::exists(copy.filePath(QStringLiteral("added.txt"))));
            QFile keep(copy.filePath(QStringLiteral("keep.txt")));
            QVERIFY(keep.open(QIODevice::ReadOnly));
            QCOMPARE(keep.readAll(), QByteArray("keep\n"));
        }

        // Without --yes (and no terminal to ask on): the preview only, nothing changes.
        run = m_agent.run({QStringLiteral("restore"), command});
        CTL_EXPECT(run, 0);
        QCOMPARE(run.out, QByteArray("deleted   added.txt\ncreated   keep.txt\nmodified  notes.txt\n"));
        QVERIFY2(run.err.contains("--yes"), run.err.constData());
        QCOMPARE(inRoot(QStringLiteral("cat notes.txt; ls")).out,
                 QByteArray("one\nTWO\nthree\nadded.txt\nnotes.txt\n"));

        // Undo the command.
        run = m_agent.run({QStringLiteral("restore"), command, QStringLiteral("--yes")});
        CTL_EXPECT(run, 0);
        QVERIFY2(run.out.contains("modified  notes.txt\n"), run.out.constData());
        QVERIFY2(run.err.contains("restore "), run.err.constData());
        QCOMPARE(inRoot(QStringLiteral("cat notes.txt keep.txt; ls")).out,
                 QByteArray("one\ntwo\nthree\nkeep\nkeep.txt\nnotes.txt\n"));

        // One file back to the named checkpoint (before it existed): only that file goes.
        run = m_agent.run({QStringLiteral("-o"), QStringLiteral("json"), QStringLiteral("restore"), before,
                           QStringLiteral("notes.txt"), QStringLiteral("-y")});
        CTL_EXPECT(run, 0);
        const QJsonObject restored = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(restored.value(QStringLiteral("changes")).toArray().size(), 1);
        QCOMPARE(restored.value(QStringLiteral("changes"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("kind")),
                 QJsonValue(QStringLiteral("deleted")));
        QCOMPARE(inRoot(QStringLiteral("ls")).out, QByteArray("keep.txt\n"));

        // Nothing left to restore for that path.
        run = m_agent.run(
            {QStringLiteral("restore"), before, QStringLiteral("notes.txt"), QStringLiteral("--yes")});
        CTL_EXPECT(run, 0);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains("nothing to restore"), run.err.constData());
    }

    // diff CP1 CP2: what differs between two checkpoints, in either order, with commands and
    // other checkpoints in between; unknown ids fail on one line with the not-found status.
    void diffBetweenCheckpoints()
    {
        CTL_EXPECT(inRoot(QStringLiteral("mkdir -p between && cd between && printf 'a\\nb\\nc\\n' > "
                                         "edit.txt && echo gone > gone.txt")),
                   0);
        CtlAgent::Run run
            = m_agent.run({QStringLiteral("checkpoint"), QStringLiteral("--name"), QStringLiteral("one")});
        CTL_EXPECT(run, 0);
        const QString one = QString::fromUtf8(run.out.trimmed());
        QVERIFY2(one.toULongLong() > 0, run.out.constData());
        // Two commands (each with its own checkpoints) between the two named ones.
        CTL_EXPECT(inRoot(QStringLiteral("cd between && printf 'a\\nB\\nc\\n' > edit.txt && rm gone.txt")),
                   0);
        CTL_EXPECT(inRoot(QStringLiteral("cd between && echo new > new.txt")), 0);
        run = m_agent.run({QStringLiteral("checkpoint"), QStringLiteral("--name"), QStringLiteral("two")});
        CTL_EXPECT(run, 0);
        const QString two = QString::fromUtf8(run.out.trimmed());
        QVERIFY2(two.toULongLong() > one.toULongLong() + 1, qPrintable(one + QLatin1Char(' ') + two));
        // Changed after the second checkpoint: not in the diff.
        CTL_EXPECT(inRoot(QStringLiteral("cd between && echo later > later.txt")), 0);

        run = m_agent.run({QStringLiteral("diff"), one, two, QStringLiteral("--stat")});
        CTL_EXPECT(run, 0);
        // Paths in order; later.txt changed after the second checkpoint.
        QCOMPARE(run.out,
                 QByteArray("modified  between/edit.txt\n"
                            "deleted   between/gone.txt\n"
                            "created   between/new.txt\n"));

        run = m_agent.run({QStringLiteral("diff"), one, two, QStringLiteral("--patch")});
        CTL_EXPECT(run, 0);
        QVERIFY2(run.out.contains("--- a/between/edit.txt\n+++ b/between/edit.txt\n@@ "),
                 run.out.constData());
        QVERIFY2(run.out.contains("\n-b\n+B\n"), run.out.constData());
        QVERIFY2(run.out.contains("--- a/between/gone.txt\n+++ /dev/null\n"), run.out.constData());
        QVERIFY2(run.out.contains("--- /dev/null\n+++ b/between/new.txt\n"), run.out.constData());
        QVERIFY(run.err.isEmpty());

        // The other way round: the way back.
        run = m_agent.run({QStringLiteral("diff"), two, one, QStringLiteral("between/edit.txt"),
                           QStringLiteral("between/new.txt")});
        CTL_EXPECT(run, 0);
        QVERIFY2(run.out.startsWith("modified  between/edit.txt\ndeleted   between/new.txt\n\n"),
                 run.out.constData());
        QVERIFY2(run.out.contains("\n-B\n+b\n"), run.out.constData());
        QVERIFY2(run.out.contains("--- a/between/new.txt\n+++ /dev/null\n"), run.out.constData());
        QVERIFY2(!run.out.contains("gone.txt"), run.out.constData());

        run = m_agent.run({QStringLiteral("-o"), QStringLiteral("json"), QStringLiteral("diff"), one, two,
                           QStringLiteral("./between/edit.txt")});
        CTL_EXPECT(run, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json.value(QStringLiteral("fromCheckpoint")).toString(), one);
        QCOMPARE(json.value(QStringLiteral("toCheckpoint")).toString(), two);
        QCOMPARE(json.value(QStringLiteral("changes")).toArray().size(), 1);
        const QJsonObject edit = json.value(QStringLiteral("diffs")).toArray().at(0).toObject();
        QCOMPARE(edit.value(QStringLiteral("path")).toString(), QStringLiteral("between/edit.txt"));
        QCOMPARE(edit.value(QStringLiteral("added")).toInt(), 1);
        QCOMPARE(edit.value(QStringLiteral("removed")).toInt(), 1);

        // A checkpoint against itself: nothing.
        run = m_agent.run({QStringLiteral("diff"), two, two});
        CTL_EXPECT(run, 0);
        QVERIFY(run.out.isEmpty());

        // Unknown checkpoints, first or second: one line, "not found".
        for (const QStringList &ids :
             {QStringList{one, QStringLiteral("99999")}, QStringList{QStringLiteral("99999"), two}}) {
            run = m_agent.run(QStringList{QStringLiteral("diff")} + ids);
            CTL_EXPECT(run, 66);
            QVERIFY2(run.err.startsWith("sandmanctl: ") && run.err.contains("99999"), run.err.constData());
            QCOMPARE(run.err.count('\n'), 1);
            QVERIFY(run.out.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestSandmanctlCheckpoint)
#include "tst_sandmanctl_checkpoint.moc"
