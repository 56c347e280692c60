// SPDX-License-Identifier: Apache-2.0
// CheckpointStore without a sandbox: change sets, byte-exact restores, symlink escapes,
// retention, a full store and excludes; ChangeSet's renames and summaries; LineDiff.
#include "CheckpointTestTree.h"
#include "engine/checkpoint/ChangeSet.h"
#include "engine/checkpoint/CheckpointStore.h"
#include "engine/checkpoint/LineDiff.h"

#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace sandman;
using sandman::test::CheckpointTestTree;

class TestCheckpointStore : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<QTemporaryDir> m_workspace;
    std::unique_ptr<QTemporaryDir> m_state;
    std::unique_ptr<CheckpointStore> m_store;

    QByteArray root() const { return QFile::encodeName(m_workspace->path()); }
    QByteArray at(const QByteArray &relative) const { return root() + '/' + relative; }
    void openStore(const QStringList &excludes = {})
    {
        QString error;
        std::optional<ExcludeRules> rules = ExcludeRules::create(excludes, &error);
        QVERIFY2(rules, qPrintable(error));
        m_store = std::make_unique<CheckpointStore>(m_workspace->path(),
                                                    m_state->filePath(QStringLiteral("store")), *rules);
        QVERIFY2(m_store->open(&error), qPrintable(error));
        QVERIFY(m_store->baselineStep(60000));
        QVERIFY(m_store->isReady());
    }
    // What the file watch would have said: everything may have changed.
    const Checkpoint *take(Checkpoint::Reason reason = Checkpoint::AfterCommand)
    {
        m_store->markAllDirty();
        CheckpointStore::Meta meta;
        meta.reason = reason;
        return m_store->checkpoint(meta, false);
    }
    QMap<QString, QString> kinds(const QList<FileChange> &changes)
    {
        QMap<QString, QString> result;
        const ChangeSet set(changes);
        for (const FileChange &change : set.changes())
            result.insert(QString::fromUtf8(change.path), FileChange::kindName(change.kind()));
        return result;
    }

private slots:
    void init()
    {
        m_workspace = std::make_unique<QTemporaryDir>();
        m_state = std::make_unique<QTemporaryDir>();
        QVERIFY(m_workspace->isValid() && m_state->isValid());
    }
    void cleanup()
    {
        m_store.reset();
        m_workspace.reset();
        m_state.reset();
    }

    void changeKinds()
    {
        QVERIFY(CheckpointTestTree::write(at("keep.txt"), "same\n"));
        QVERIFY(CheckpointTestTree::write(at("edit.txt"), "one\n"));
        QVERIFY(CheckpointTestTree::write(at("gone.txt"), "bye\n"));
        QVERIFY(CheckpointTestTree::write(at("move.txt"), "moving content\n"));
        openStore();
        QCOMPARE(m_store->checkpoints().size(), size_t(1));
        QVERIFY(!take()); // nothing changed: no checkpoint
        QVERIFY(CheckpointTestTree::write(at("edit.txt"), "two\n"));
        QVERIFY(CheckpointTestTree::write(at("new.txt"), "hello\n"));
        QVERIFY(::unlink(at("gone.txt").constData()) == 0);
        QVERIFY(::rename(at("move.txt").constData(), at("moved.txt").constData()) == 0);
        QVERIFY(::mkdir(at("folder").constData(), 0750) == 0);
        const Checkpoint *checkpoint = take();
        QVERIFY(checkpoint);
        const QMap<QString, QString> expected{{QStringLiteral("edit.txt"), QStringLiteral("modified")},
                                              {QStringLiteral("new.txt"), QStringLiteral("created")},
                                              {QStringLiteral("gone.txt"), QStringLiteral("deleted")},
                                              {QStringLiteral("moved.txt"), QStringLiteral("renamed")},
                                              {QStringLiteral("folder"), QStringLiteral("created")}};
        QCOMPARE(kinds(checkpoint->changes), expected);
        QVERIFY(!checkpoint->failed);
        // Only the changed bytes were stored: "two\n" and "hello\n".
        QCOMPARE(checkpoint->bytesAdded, qint64(4 + 6));
    }

    void markedPathsOnly()
    {
        QVERIFY(::mkdir(at("a").constData(), 0755) == 0);
        QVERIFY(CheckpointTestTree::write(at("a/x"), "x"));
        QVERIFY(CheckpointTestTree::write(at("b"), "b"));
        openStore();
        QVERIFY(CheckpointTestTree::write(at("a/x"), "x2"));
        QVERIFY(CheckpointTestTree::write(at("b"), "b2"));
        // The watch named a/x only: b is not read (cost follows the change, not the tree).
        m_store->markDirty("a/x", false);
        const Checkpoint *checkpoint = m_store->checkpoint({}, false);
        QVERIFY(checkpoint);
        QCOMPARE(checkpoint->changes.size(), 1);
        QCOMPARE(checkpoint->changes.first().path, QByteArray("a/x"));
        // A directory moved in is read with all it holds.
        QVERIFY(::mkdir(at("c").constData(), 0755) == 0);
        QVERIFY(CheckpointTestTree::write(at("c/y"), "y"));
        m_store->markDirty("c", true);
        checkpoint = m_store->checkpoint({}, false);
        QVERIFY(checkpoint);
        QCOMPARE(kinds(checkpoint->changes).value(QStringLiteral("c/y")), QStringLiteral("created"));
    }

    void restoreRoundTrip()
    {
        // Modes, symlinks (dangling too), empty folders, names that are not UTF-8.
        QVERIFY(::mkdir(at("empty").constData(), 0700) == 0);
        QVERIFY(::mkdir(at("tree").constData(), 0755) == 0);
        QVERIFY(CheckpointTestTree::write(at("tree/script.sh"), "#!/bin/sh\necho hi\n", 0755));
        QVERIFY(CheckpointTestTree::write(at("tree/secret"), "s", 0600));
        QVERIFY(CheckpointTestTree::write(at("caf\xe9-latin1.txt"), QByteArray("\x00\x01\xff binary", 10)));
        QVERIFY(::symlink("tree/script.sh", at("link").constData()) == 0);
        QVERIFY(::symlink("/nowhere/at/all", at("dangling").constData()) == 0);
        openStore();
        const QMap<QByteArray, QByteArray> original = CheckpointTestTree::describe(root());
        const quint64 baseline = m_store->latest()->id;

        // Wreck it.
        QVERIFY(CheckpointTestTree::write(at("tree/script.sh"), "rm -rf /\n", 0644));
        QVERIFY(::unlink(at("tree/secret").constData()) == 0);
        QVERIFY(::rmdir(at("empty").constData()) == 0);
        QVERIFY(::unlink(at("link").constData()) == 0);
        QVERIFY(::mkdir(at("link").constData(), 0755) == 0); // a link became a folder
        QVERIFY(CheckpointTestTree::write(at("link/inside"), "i"));
        QVERIFY(::unlink(at("caf\xe9-latin1.txt").constData()) == 0);
        QVERIFY(CheckpointTestTree::write(at("junk\x80.bin"), "junk"));
        QVERIFY(take());
        QVERIFY(CheckpointTestTree::describe(root()) != original);
        const QMap<QByteArray, QByteArray> wrecked = CheckpointTestTree::describe(root());
        const quint64 wreckedId = m_store->latest()->id;

        // Preview, then restore: byte-exact, and the restore is a checkpoint of its own.
        QVERIFY(!m_store->plan(baseline, {}).isEmpty());
        CheckpointStore::Meta meta;
        meta.reason = Checkpoint::Restore;
        const CheckpointStore::RestoreResult result = m_store->restore(baseline, {}, meta);
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.join(QLatin1Char('\n'))));
        QCOMPARE(CheckpointTestTree::describe(root()), original);
        QVERIFY(result.checkpoint && result.checkpoint->reason == Checkpoint::Restore);
        QVERIFY(!take()); // what the store knows is what is on disk

        // ... which can be undone.
        QVERIFY(m_store->restore(wreckedId, {}, meta).errors.isEmpty());
        QCOMPARE(CheckpointTestTree::describe(root()), wrecked);
        CheckpointTestTree::removeRaw(at("junk\x80.bin"));
        CheckpointTestTree::removeRaw(at("caf\xe9-latin1.txt"));
    }

    void restoreOneFile()
    {
        QVERIFY(CheckpointTestTree::write(at("a.txt"), "a1"));
        QVERIFY(CheckpointTestTree::write(at("b.txt"), "b1"));
        openStore();
        const quint64 baseline = m_store->latest()->id;
        QVERIFY(CheckpointTestTree::write(at("a.txt"), "a2"));
        QVERIFY(CheckpointTestTree::write(at("b.txt"), "b2"));
        QVERIFY(take());
        const CheckpointStore::RestoreResult result = m_store->restore(baseline, {"a.txt"}, {});
        QVERIFY(result.errors.isEmpty());
        QCOMPARE(result.applied.size(), 1);
        QCOMPARE(CheckpointTestTree::read(at("a.txt")), QByteArray("a1"));
        QCOMPARE(CheckpointTestTree::read(at("b.txt")), QByteArray("b2"));
    }

    void symlinkEscapeRefused()
    {
        QTemporaryDir outside;
        const QByteArray outsidePath = QFile::encodeName(outside.path());
        QVERIFY(::mkdir(at("d").constData(), 0755) == 0);
        QVERIFY(CheckpointTestTree::write(at("d/f.txt"), "precious"));
        openStore();
        const quint64 baseline = m_store->latest()->id;
        // The folder is replaced by a link to a folder outside the workspace.
        QVERIFY(::unlink(at("d/f.txt").constData()) == 0);
        QVERIFY(::rmdir(at("d").constData()) == 0);
        QVERIFY(::symlink(outsidePath.constData(), at("d").constData()) == 0);
        QVERIFY(take());
        // Restoring the file alone would write through the link: refused.
        const CheckpointStore::RestoreResult one = m_store->restore(baseline, {"d/f.txt"}, {});
        QCOMPARE(one.errors.size(), 1);
        QVERIFY(one.errors.first().contains(QStringLiteral("symlink")));
        QVERIFY(!QFile::exists(outside.filePath(QStringLiteral("f.txt"))));
        // The whole checkpoint replaces the link itself by the folder, then writes inside it.
        const CheckpointStore::RestoreResult all = m_store->restore(baseline, {}, {});
        QVERIFY2(all.errors.isEmpty(), qPrintable(all.errors.join(QLatin1Char('\n'))));
        QVERIFY(!QFile::exists(outside.filePath(QStringLiteral("f.txt"))));
        QCOMPARE(CheckpointTestTree::read(at("d/f.txt")), QByteArray("precious"));
        struct stat st;
        QVERIFY(::lstat(at("d").constData(), &st) == 0 && S_ISDIR(st.st_mode));
    }

    void retention()
    {
        QVERIFY(CheckpointTestTree::write(at("f"), "0"));
        openStore();
        CheckpointStore::Retention retention;
        retention.maxCount = 3;
        m_store->setRetention(retention);
        for (int i = 1; i <= 6; ++i) {
            QVERIFY(CheckpointTestTree::write(at("f"), QByteArray(1000, char('a' + i))));
            QVERIFY(take());
        }
        QCOMPARE(m_store->checkpoints().size(), size_t(3));
        // Versions only the dropped checkpoints held are gone from the store: the three kept
        // ones hold "e…", "f…", "g…" and, as the oldest one's "before", "d…".
        QCOMPARE(m_store->objects().objectCount(), 4);
        QVERIFY(!m_store->find(1));
        // By size: the store keeps at most what is asked, dropping the oldest first.
        retention.maxCount = 0;
        retention.maxBytes = 2500;
        m_store->setRetention(retention);
        QVERIFY(m_store->objects().bytes() <= 2500);
        QVERIFY(m_store->checkpoints().size() >= 1);
        // By age: everything older than 0 s except the newest.
        retention.maxBytes = 0;
        retention.maxAgeSeconds = 1;
        QTest::qWait(2100);
        m_store->setRetention(retention);
        QCOMPARE(m_store->checkpoints().size(), size_t(1));
    }

    // An agent restart keeps the checkpoints: same ids, names and change sets, restores still
    // byte-exact, and what changed while no agent watched is one checkpoint of its own.
    void checkpointsSurviveARestart()
    {
        QVERIFY(CheckpointTestTree::write(at("a.txt"), "a1"));
        QVERIFY(CheckpointTestTree::write(at("b.txt"), "b1"));
        openStore();
        const quint64 baseline = m_store->latest()->id;
        const QMap<QByteArray, QByteArray> original = CheckpointTestTree::describe(root());
        QVERIFY(CheckpointTestTree::write(at("a.txt"), "a2"));
        QVERIFY(::unlink(at("b.txt").constData()) == 0);
        QVERIFY(CheckpointTestTree::write(at("c.txt"), "c1"));
        CheckpointStore::Meta meta;
        meta.reason = Checkpoint::AfterCommand;
        meta.commandId = QStringLiteral("cmd-7");
        meta.command = QStringLiteral("python3 refactor.py");
        meta.since = baseline;
        m_store->markAllDirty();
        const Checkpoint *command = m_store->checkpoint(meta, false);
        QVERIFY(command);
        const quint64 commandId = command->id;
        const QMap<QString, QString> commandKinds = kinds(command->changes);
        m_store.reset(); // the agent goes

        QVERIFY(CheckpointTestTree::write(at("d.txt"), "while away"));
        openStore();
        QVERIFY(m_store->resumed());
        QCOMPARE(m_store->checkpoints().size(), size_t(3));
        const Checkpoint *kept = m_store->find(commandId);
        QVERIFY(kept);
        QCOMPARE(kept->command, QStringLiteral("python3 refactor.py"));
        QCOMPARE(kept->commandId, QStringLiteral("cmd-7"));
        QCOMPARE(kept->since, baseline);
        QCOMPARE(kinds(kept->changes), commandKinds);
        const Checkpoint *away = m_store->latest();
        QCOMPARE(away->reason, Checkpoint::Outside);
        QCOMPARE(kinds(away->changes),
                 (QMap<QString, QString>{{QStringLiteral("d.txt"), QStringLiteral("created")}}));
        QVERIFY(!take()); // the head is what is on disk
        // The earlier agent's versions are still there to restore.
        const CheckpointStore::RestoreResult result = m_store->restore(baseline, {}, {});
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.join(QLatin1Char('\n'))));
        QCOMPARE(CheckpointTestTree::describe(root()), original);
        QCOMPARE(m_store->latest()->id, away->id + 1); // ids go on
    }

    void damagedJournal_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<bool>("resumed");
        QTest::addColumn<int>("kept"); // checkpoints taken over
        QTest::newRow("tail cut short") << "truncate" << true << 2;
        QTest::newRow("byte flipped in the last record") << "flip-journal" << true << 2;
        QTest::newRow("byte flipped in the base") << "flip-base" << false << 1;
        QTest::newRow("journal gone") << "remove-journal" << false << 1;
    }

    // A damaged journal loses the damaged record and what follows, nothing before; a damaged base
    // loses the store (a new baseline), never the agent.
    void damagedJournal()
    {
        QFETCH(QString, damage);
        QFETCH(bool, resumed);
        QFETCH(int, kept);
        QVERIFY(CheckpointTestTree::write(at("f"), "0"));
        openStore();
        for (const char *content : {"1", "2"}) {
            QVERIFY(CheckpointTestTree::write(at("f"), content));
            QVERIFY(take());
        }
        m_store.reset();
        const QString store = m_state->filePath(QStringLiteral("store"));
        const QString journal = store + QStringLiteral("/journal");
        const QString base = store + QStringLiteral("/base");
        const auto flipLast = [](const QString &path) {
            QFile file(path);
            if (!file.open(QIODevice::ReadWrite))
                return false;
            QByteArray bytes = file.readAll();
            bytes[bytes.size() - 3] = char(bytes.at(bytes.size() - 3) ^ 0x5a);
            return file.seek(0) && file.write(bytes) == bytes.size();
        };
        if (damage == QLatin1String("truncate"))
            QVERIFY(QFile::resize(journal, QFileInfo(journal).size() - 5));
        else if (damage == QLatin1String("flip-journal"))
            QVERIFY(flipLast(journal));
        else if (damage == QLatin1String("flip-base"))
            QVERIFY(flipLast(base));
        else
            QVERIFY(QFile::remove(journal));
        QVERIFY(CheckpointTestTree::write(at("f"), "3"));
        openStore();
        QCOMPARE(m_store->resumed(), resumed);
        // Taken over, then (after a restart) what changed meanwhile; or a new baseline alone.
        int earlier = 0;
        for (const Checkpoint &checkpoint : m_store->checkpoints())
            earlier += checkpoint.reason != Checkpoint::Outside ? 1 : 0;
        QCOMPARE(earlier, kept);
        if (resumed) {
            QCOMPARE(m_store->latest()->reason, Checkpoint::Outside);
            // The journal was cut at the damage: the next load finds it whole again.
            QVERIFY(take() == nullptr);
            m_store.reset();
            openStore();
            QVERIFY(m_store->resumed());
        } else {
            QCOMPARE(m_store->latest()->reason, Checkpoint::Baseline);
        }
    }

    void retentionSurvivesARestart_data()
    {
        QTest::addColumn<int>("rounds");
        QTest::newRow("dropped, journal not yet rewritten") << 10;
        QTest::newRow("journal rewritten") << 100;
    }

    // What retention dropped stays dropped after a restart (its copies are gone), and now and
    // then the journal is rewritten with only what is kept (else it would grow with every
    // checkpoint ever taken); what is loaded is exactly what was kept.
    void retentionSurvivesARestart()
    {
        QFETCH(int, rounds);
        QVERIFY(CheckpointTestTree::write(at("f"), "start"));
        openStore();
        CheckpointStore::Retention retention;
        retention.maxCount = 3;
        m_store->setRetention(retention);
        for (int i = 0; i < rounds; ++i) {
            QVERIFY(CheckpointTestTree::write(at("f"), QByteArray::number(i)));
            QVERIFY(take());
        }
        const quint64 oldest = m_store->checkpoints().front().id;
        QCOMPARE(m_store->checkpoints().size(), size_t(3));
        m_store.reset();
        openStore();
        QCOMPARE(m_store->checkpoints().size(), size_t(3));
        QCOMPARE(m_store->checkpoints().front().id, oldest);
        const CheckpointStore::RestoreResult result = m_store->restore(oldest, {}, {});
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.join(QLatin1Char('\n'))));
        QCOMPARE(CheckpointTestTree::read(at("f")), QByteArray::number(rounds - 3));
        if (rounds > 64)
            QVERIFY(QFileInfo(m_state->filePath(QStringLiteral("store/journal"))).size() < 16 * 1024);
    }

    void fullStoreFailsTheCheckpoint()
    {
        QVERIFY(CheckpointTestTree::write(at("small"), "s"));
        openStore();
        m_store->objects().setQuota(m_store->objects().bytes() + 100);
        QVERIFY(CheckpointTestTree::write(at("big"), QByteArray(5000, 'b')));
        QVERIFY(CheckpointTestTree::write(at("small"), "t"));
        const Checkpoint *checkpoint = take();
        QVERIFY(checkpoint);
        QVERIFY(checkpoint->failed);
        QCOMPARE(checkpoint->unstored, 1);
        QVERIFY(checkpoint->error.contains(QStringLiteral("full")));
        // The next checkpoint, with room again, is whole.
        m_store->objects().setQuota(0);
        QVERIFY(CheckpointTestTree::write(at("big"), QByteArray(5000, 'c')));
        checkpoint = take();
        QVERIFY(checkpoint && !checkpoint->failed);
    }

    void excludes()
    {
        QVERIFY(::mkdir(at("node_modules").constData(), 0755) == 0);
        QVERIFY(CheckpointTestTree::write(at("node_modules/dep.js"), "x"));
        openStore({QStringLiteral("node_modules/"), QStringLiteral("*.log"), QStringLiteral("# a comment")});
        QVERIFY(CheckpointTestTree::write(at("node_modules/dep.js"), "y"));
        QVERIFY(CheckpointTestTree::write(at("build.log"), "log"));
        QVERIFY(CheckpointTestTree::write(at("src.c"), "int x;"));
        const Checkpoint *checkpoint = take();
        QVERIFY(checkpoint);
        QCOMPARE(kinds(checkpoint->changes),
                 (QMap<QString, QString>{{QStringLiteral("src.c"), QStringLiteral("created")}}));
        QString error;
        QVERIFY(!ExcludeRules::create({QStringLiteral("!keep")}, &error));
        QVERIFY(!error.isEmpty());
    }

    void summarisedChangeSet()
    {
        openStore();
        QVERIFY(::mkdir(at("many").constData(), 0755) == 0);
        for (int i = 0; i < 3000; ++i)
            QVERIFY(CheckpointTestTree::write(at("many/f" + QByteArray::number(i)), QByteArray::number(i)));
        const Checkpoint *checkpoint = take();
        QVERIFY(checkpoint);
        const QJsonObject json = ChangeSet(checkpoint->changes).toJson(100);
        QCOMPARE(json.value(QStringLiteral("created")).toInt(), 3001);
        QCOMPARE(json.value(QStringLiteral("changes")).toArray().size(), 100);
        QVERIFY(json.value(QStringLiteral("summarised")).toBool());
    }

    void lineDiff_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QByteArray>("unified");
        QTest::newRow("equal") << QByteArray("a\nb\n") << QByteArray("a\nb\n") << QByteArray();
        QTest::newRow("created") << QByteArray() << QByteArray("x\ny\n")
                                 << QByteArray("@@ -0,0 +1,2 @@\n+x\n+y\n");
        QTest::newRow("deleted") << QByteArray("x\n") << QByteArray() << QByteArray("@@ -1,1 +0,0 @@\n-x\n");
        QTest::newRow("one line changed")
            << QByteArray("1\n2\n3\n4\n5\n6\n7\n8\n9\n") << QByteArray("1\n2\n3\n4\nFIVE\n6\n7\n8\n9\n")
            << QByteArray("@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+FIVE\n 6\n 7\n 8\n");
        QTest::newRow("insert at top")
            << QByteArray("b\n") << QByteArray("a\nb\n") << QByteArray("@@ -1,1 +1,2 @@\n+a\n b\n");
    }
    void lineDiff()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(QByteArray, unified);
        QCOMPARE(LineDiff::unified(before, after).unified, unified);
    }
    void lineDiffRefusesHugeEdits()
    {
        QByteArray a, b;
        for (int i = 0; i < 20000; ++i) {
            a += QByteArray::number(i) + '\n';
            b += "x" + QByteArray::number(i) + '\n';
        }
        QVERIFY(LineDiff::unified(a, b).tooLarge);
    }
};

QTEST_GUILESS_MAIN(TestCheckpointStore)
#include "tst_checkpointstore.moc"
