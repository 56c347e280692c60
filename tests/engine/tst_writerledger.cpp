// SPDX-License-Identifier: Apache-2.0
// The write watch's parts on their own: what a trapped call names (WriteCall, decoded from
// this very process, as the watch decodes a caller's), a command's share of a tree's time
// (WriteTree), and the ledger that turns records into per-command path sets and per-change
// writers (WriterLedger): outside paths ignored, folders covering what lies below them, lost
// records making a command's set inexact, a workspace reached through a symlink.
#include "engine/attribution/WriteCall.h"
#include "engine/attribution/WriteTree.h"
#include "engine/checkpoint/WriterLedger.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <linux/openat2.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace sandman;

namespace {
__u64 pointer(const void *p)
{
    return __u64(reinterpret_cast<quintptr>(p));
}

WriteRecord sessionRecord(const QByteArray &path, quint64 seq, const QByteArray &newPath = {},
                          bool subtree = false)
{
    WriteRecord record;
    record.owner.kind = WriteOwner::Session;
    record.owner.id = QStringLiteral("s");
    record.commandSeq = seq;
    record.pid = 42;
    record.program = QStringLiteral("bash");
    record.path = path;
    record.newPath = newPath;
    record.subtree = subtree;
    return record;
}

// A command the ledger follows, started and named.
WriterLedger::CommandKey startCommand(WriterLedger &ledger, const QString &sessionId,
                                      const QString &commandId)
{
    const WriterLedger::CommandKey key{sessionId, 1};
    ledger.commandStarting(key);
    ledger.nameCommand(key, commandId);
    return key;
}

FileChange created(const QByteArray &path)
{
    FileChange change;
    change.path = path;
    change.after = FileEntry();
    return change;
}
} // namespace

class TestWriterLedger : public QObject
{
    Q_OBJECT
private slots:
    void cleanPath_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("plain") << QByteArray("/a/b") << QByteArray("/a/b");
        QTest::newRow("dots and slashes") << QByteArray("/a/./b//c/") << QByteArray("/a/b/c");
        QTest::newRow("parent") << QByteArray("/a/b/../c") << QByteArray("/a/c");
        QTest::newRow("above the root") << QByteArray("/../../x") << QByteArray("/x");
        QTest::newRow("the root") << QByteArray("/") << QByteArray("/");
        QTest::newRow("all gone") << QByteArray("/a/..") << QByteArray("/");
        QTest::newRow("not UTF-8") << QByteArray("/w/\xff\xfe/./n") << QByteArray("/w/\xff\xfe/n");
        QTest::newRow("dots in names") << QByteArray("/a/..b/.c/...") << QByteArray("/a/..b/.c/...");
    }
    void cleanPath()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        QCOMPARE(WriteCall::clean(input), expected);
    }

    // Calls decoded from this process's own memory and descriptors, as the watch reads a caller.
    void decodeNamesWhatTheCallChanges()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray base = QFile::encodeName(QDir(dir.path()).canonicalPath());
        const QByteArray cwd = QFile::encodeName(QDir::currentPath());
        const pid_t self = ::getpid();
        const int dirFd = ::open(base.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        QVERIFY(dirFd >= 0);
        const char relative[] = "sub/../file.txt";
        const char absolutePath[] = "/etc/../tmp//x";
        const char target[] = "renamed";

        const __u64 openCwd[6] = {__u64(__s64(AT_FDCWD)), pointer(relative), O_WRONLY | O_CREAT, 0, 0, 0};
        QCOMPARE(WriteCall::decode(self, __NR_openat, openCwd).path, cwd + "/file.txt");
        const __u64 openDir[6] = {__u64(dirFd), pointer(relative), O_WRONLY, 0, 0, 0};
        QCOMPARE(WriteCall::decode(self, __NR_openat, openDir).path, base + "/file.txt");
        const __u64 openAbsolute[6] = {__u64(dirFd), pointer(absolutePath), O_CREAT, 0, 0, 0};
        QCOMPARE(WriteCall::decode(self, __NR_openat, openAbsolute).path, QByteArray("/tmp/x"));

        const __u64 removeDir[6] = {__u64(dirFd), pointer(target), AT_REMOVEDIR, 0, 0, 0};
        const WriteCall rmdir = WriteCall::decode(self, __NR_unlinkat, removeDir);
        QCOMPARE(rmdir.path, base + "/renamed");
        QVERIFY(rmdir.subtree);
        const __u64 removeFile[6] = {__u64(dirFd), pointer(target), 0, 0, 0, 0};
        QVERIFY(!WriteCall::decode(self, __NR_unlinkat, removeFile).subtree);

        const __u64 rename[6]
            = {__u64(__s64(AT_FDCWD)), pointer(absolutePath), __u64(dirFd), pointer(target), 0, 0};
        const WriteCall moved = WriteCall::decode(self, __NR_renameat2, rename);
        QCOMPARE(moved.path, QByteArray("/tmp/x"));
        QCOMPARE(moved.newPath, base + "/renamed");
        QVERIFY(moved.subtree);

        // openat2 is trapped whatever its flags (they are behind a pointer): read-only is no write.
        open_how readOnly{};
        readOnly.flags = O_RDONLY;
        const __u64 open2Read[6]
            = {__u64(dirFd), pointer(relative), pointer(&readOnly), sizeof readOnly, 0, 0};
        QVERIFY(WriteCall::decode(self, __NR_openat2, open2Read).path.isEmpty());
        open_how truncating{};
        truncating.flags = O_WRONLY | O_TRUNC;
        const __u64 open2Write[6]
            = {__u64(dirFd), pointer(relative), pointer(&truncating), sizeof truncating, 0, 0};
        QCOMPARE(WriteCall::decode(self, __NR_openat2, open2Write).path, base + "/file.txt");

        // fchmod names its file through the descriptor.
        const __u64 chmodFd[6] = {__u64(dirFd), 0644, 0, 0, 0, 0};
        QCOMPARE(WriteCall::decode(self, __NR_fchmod, chmodFd).path, base);
        // A name the caller does not have mapped: nothing, not a crash.
        const __u64 unmapped[6] = {__u64(__s64(AT_FDCWD)), 8, O_WRONLY, 0, 0, 0};
        QVERIFY(WriteCall::decode(self, __NR_openat, unmapped).path.isEmpty());
        // A call the watch does not trap.
        QVERIFY(WriteCall::decode(self, __NR_getpid, openCwd).path.isEmpty());
        ::close(dirFd);
    }

    void commandOwnsWhatStartedAfterIt_data()
    {
        QTest::addColumn<quint64>("leaderTicks");
        QTest::addColumn<int>("leaderPid");
        QTest::addColumn<bool>("owned");
        // The command began at tick 1000 when the last pid given out was 500.
        QTest::newRow("a tick later") << quint64(1001) << 100 << true;
        QTest::newRow("a tick earlier") << quint64(999) << 900 << false;
        QTest::newRow("same tick, later pid") << quint64(1000) << 501 << true;
        QTest::newRow("same tick, the last pid") << quint64(1000) << 500 << false;
        QTest::newRow("same tick, earlier pid") << quint64(1000) << 42 << false;
    }
    void commandOwnsWhatStartedAfterIt()
    {
        QFETCH(quint64, leaderTicks);
        QFETCH(int, leaderPid);
        QFETCH(bool, owned);
        const WriteTree::Command command{7, 1000, 500};
        QCOMPARE(command.owns(leaderTicks, pid_t(leaderPid)), owned);
    }

    void treeTracksItsCommand()
    {
        WriteTree tree(::getpid(), {});
        QCOMPARE(tree.command().seq, quint64(0));
        const quint64 before = WriteTree::ticksNow();
        tree.beginCommand(3);
        const WriteTree::Command command = tree.command();
        QCOMPARE(command.seq, quint64(3));
        QVERIFY(command.startTicks >= before && command.startTicks <= WriteTree::ticksNow());
        QVERIFY(command.lastPid > 0);
        // A child forked now is the command's, as a job of its would be.
        const pid_t child = ::fork();
        if (child == 0)
            ::_exit(0);
        QVERIFY(command.owns(WriteTree::ticksNow(), child));
        ::waitpid(child, nullptr, 0);
        tree.endCommand();
        QCOMPARE(tree.command().seq, quint64(0));
    }

    void ledgerKeepsEachCommandsPaths()
    {
        WriterLedger ledger("/w");
        const WriterLedger::CommandKey first{QStringLiteral("s"), 1};
        const WriterLedger::CommandKey second{QStringLiteral("s"), 2};
        ledger.commandStarting(first);
        ledger.nameCommand(first, QStringLiteral("cmd-1"));
        ledger.add({sessionRecord("/w/a.txt", 1), sessionRecord("/elsewhere/b", 1), sessionRecord("/w", 1),
                    sessionRecord("/w/dir", 1, "/w/moved", true), sessionRecord("/w/job.txt", 0)},
                   0);
        QVERIFY(ledger.isExact(first));
        QVERIFY(ledger.touched(first, "a.txt"));
        QVERIFY(!ledger.touched(first, "job.txt")); // a job's: no command's
        QVERIFY(ledger.touched(first, "dir/deep/f")); // below a renamed folder, either name
        QVERIFY(ledger.touched(first, "moved/deep/f"));
        QVERIFY(!ledger.touched(first, "moved2"));
        QVERIFY(!ledger.touched(first, "b"));
        QVERIFY(!ledger.isExact(second)); // never started: nothing known
        ledger.commandEnded(first);

        // Records lost while the second runs: its set cannot be exact; the first's still is.
        ledger.commandStarting(second);
        ledger.add({sessionRecord("/w/c.txt", 2)}, 3);
        QVERIFY(!ledger.isExact(second));
        QVERIFY(ledger.isExact(first));
        ledger.forgetCommand(first);
        QVERIFY(!ledger.isExact(first));
    }

    void ledgerNamesTheWritersOfACheckpoint()
    {
        WriterLedger ledger("/w");
        const WriterLedger::CommandKey command{QStringLiteral("s"), 1};
        ledger.commandStarting(command);
        ledger.nameCommand(command, QStringLiteral("cmd-1"));
        WriteRecord process;
        process.owner.kind = WriteOwner::Process;
        process.owner.id = QStringLiteral("proc-9");
        process.pid = 77;
        process.program = QStringLiteral("python3");
        process.path = "/w/p.txt";
        ledger.add({sessionRecord("/w/a.txt", 1), process, sessionRecord("/w/later.txt", 1)}, 0);

        Checkpoint checkpoint;
        checkpoint.id = 5;
        checkpoint.changes = {created("a.txt"), created("p.txt")};
        ledger.capture(checkpoint);
        const auto a = ledger.writerOf(5, "a.txt");
        QVERIFY(a);
        QCOMPARE(a->toJson().value(QStringLiteral("commandId")).toString(), QStringLiteral("cmd-1"));
        QCOMPARE(a->toJson().value(QStringLiteral("kind")).toString(), QStringLiteral("session"));
        const auto p = ledger.writerOf(5, "p.txt");
        QVERIFY(p);
        QCOMPARE(p->toJson(),
                 (QJsonObject{{QStringLiteral("kind"), QStringLiteral("process")},
                              {QStringLiteral("id"), QStringLiteral("proc-9")},
                              {QStringLiteral("pid"), 77},
                              {QStringLiteral("program"), QStringLiteral("python3")}}));
        QVERIFY(!ledger.writerOf(5, "later.txt")); // not a change of that checkpoint...
        checkpoint.id = 6;
        checkpoint.changes = {created("later.txt")};
        ledger.capture(checkpoint); // ...but of the next one
        QVERIFY(ledger.writerOf(6, "later.txt"));
        QVERIFY(!ledger.writerOf(6, "a.txt"));
    }

    // Two sessions' commands overlap and the first to end takes a checkpoint holding the
    // other's change too: the other's change set still finds its writer, in that checkpoint,
    // and a command's own write wins over a later one of another command in its range.
    void writerWithinACommandsRangeIsFoundInAnyOfItsCheckpoints()
    {
        WriterLedger ledger("/w");
        const WriterLedger::CommandKey mine
            = startCommand(ledger, QStringLiteral("s"), QStringLiteral("cmd-mine"));
        startCommand(ledger, QStringLiteral("t"), QStringLiteral("cmd-theirs"));
        WriteRecord theirsRecord = sessionRecord("/w/bd/sub", 1);
        theirsRecord.owner.id = QStringLiteral("t");
        theirsRecord.program = QStringLiteral("mkdir");
        ledger.add({sessionRecord("/w/a.txt", 1), theirsRecord, sessionRecord("/w/shared.txt", 1)}, 0);

        Checkpoint mineEnded; // before: 3
        mineEnded.id = 4;
        mineEnded.changes = {created("a.txt"), created("bd/sub"), created("shared.txt")};
        ledger.capture(mineEnded);
        ledger.commandEnded(mine);
        WriteRecord theirsShared = sessionRecord("/w/shared.txt", 1);
        theirsShared.owner.id = QStringLiteral("t");
        ledger.add({theirsShared}, 0);
        Checkpoint theirsEnded;
        theirsEnded.id = 5;
        theirsEnded.changes = {created("shared.txt")};
        ledger.capture(theirsEnded);

        QVERIFY(!ledger.writerOf(5, "bd/sub"));
        const auto sub = ledger.writerWithin(3, 5, "bd/sub", QStringLiteral("cmd-theirs"));
        QVERIFY(sub);
        QCOMPARE(sub->program, QStringLiteral("mkdir"));
        QCOMPARE(sub->commandId, QStringLiteral("cmd-theirs"));
        QCOMPARE(ledger.writerWithin(3, 5, "shared.txt", QStringLiteral("cmd-mine"))->commandId,
                 QStringLiteral("cmd-mine"));
        QCOMPARE(ledger.writerWithin(3, 5, "shared.txt", QStringLiteral("cmd-theirs"))->commandId,
                 QStringLiteral("cmd-theirs"));
        QVERIFY(!ledger.writerWithin(4, 5, "bd/sub", QStringLiteral("cmd-theirs"))); // outside the range
        QVERIFY(!ledger.writerWithin(3, 3, "a.txt", QStringLiteral("cmd-mine")));
    }

    // A file made after the records were taken and before the scan read it: captured again
    // with the records taken after the scan, the change gets its writer; a change that has one
    // keeps it, and the later record of its path waits for the next checkpoint.
    void captureAgainNamesWritersRecordedDuringTheScan()
    {
        WriterLedger ledger("/w");
        startCommand(ledger, QStringLiteral("s"), QStringLiteral("cmd-1"));
        WriteRecord first = sessionRecord("/w/log.txt", 1);
        first.pid = 1;
        ledger.add({first}, 0);
        Checkpoint checkpoint;
        checkpoint.id = 7;
        checkpoint.changes = {created("log.txt"), created("late.txt")};
        ledger.capture(checkpoint);
        QVERIFY(!ledger.writerOf(7, "late.txt"));
        WriteRecord again = sessionRecord("/w/log.txt", 1);
        again.pid = 2;
        ledger.add({sessionRecord("/w/late.txt", 1), again}, 0);
        ledger.capture(checkpoint);
        QVERIFY(ledger.writerOf(7, "late.txt"));
        QCOMPARE(ledger.writerOf(7, "log.txt")->pid, qint64(1));
        Checkpoint next;
        next.id = 8;
        next.changes = {created("log.txt")};
        ledger.capture(next);
        QCOMPARE(ledger.writerOf(8, "log.txt")->pid, qint64(2));
    }

    // Bounded whatever runs: past its limits the ledger gives up the oldest finished command's
    // set first, then running ones, and forgets the oldest checkpoints' writers.
    void ledgerStaysWithinItsLimits()
    {
        WriterLedger::Limits limits;
        limits.pathsPerCommand = 6;
        limits.paths = 10;
        limits.writers = 3;
        WriterLedger ledger("/w", limits);
        const WriterLedger::CommandKey first{QStringLiteral("s"), 1}, second{QStringLiteral("s"), 2},
            third{QStringLiteral("t"), 1};
        const auto write = [&](quint64 seq, const QString &session, int from, int count) {
            QList<WriteRecord> records;
            for (int i = from; i < from + count; ++i) {
                WriteRecord record = sessionRecord("/w/f" + QByteArray::number(i), seq);
                record.owner.id = session;
                records.append(record);
            }
            ledger.add(records, 0);
        };
        ledger.commandStarting(first);
        write(1, QStringLiteral("s"), 0, 5);
        ledger.commandEnded(first);
        ledger.commandStarting(second);
        write(2, QStringLiteral("s"), 10, 4);
        QVERIFY(ledger.isExact(first) && ledger.isExact(second)); // 9 paths: within
        write(2, QStringLiteral("s"), 14, 2); // 11: the finished one goes first
        QVERIFY(!ledger.isExact(first));
        QVERIFY(ledger.isExact(second));
        QVERIFY(ledger.touched(second, "f15"));
        ledger.commandStarting(third);
        write(1, QStringLiteral("t"), 20, 5); // 6 + 5: now the oldest running one
        QVERIFY(!ledger.isExact(second));
        QVERIFY(ledger.isExact(third));
        write(1, QStringLiteral("t"), 25, 2); // its 7th path: past its own limit
        QVERIFY(!ledger.isExact(third));

        Checkpoint checkpoint;
        checkpoint.id = 1;
        checkpoint.changes = {created("f0"), created("f1")};
        ledger.capture(checkpoint);
        QVERIFY(ledger.writerOf(1, "f0"));
        checkpoint.id = 2;
        checkpoint.changes = {created("f2"), created("f3")};
        ledger.capture(checkpoint); // 4 writers kept > 3: the oldest checkpoint's go
        QVERIFY(!ledger.writerOf(1, "f0"));
        QVERIFY(ledger.writerOf(2, "f3"));
    }

    // The workspace named through a symlink: writers name it by its real path (/proc/PID/cwd).
    void ledgerKnowsTheWorkspaceByBothNames()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray real = QFile::encodeName(QDir(dir.path()).canonicalPath()) + "/real";
        const QByteArray link = QFile::encodeName(QDir(dir.path()).canonicalPath()) + "/link";
        QVERIFY(QDir().mkpath(QFile::decodeName(real)));
        QVERIFY(::symlink(real.constData(), link.constData()) == 0);
        WriterLedger ledger(link);
        const WriterLedger::CommandKey command{QStringLiteral("s"), 1};
        ledger.commandStarting(command);
        ledger.add({sessionRecord(real + "/by-real", 1), sessionRecord(link + "/by-link", 1)}, 0);
        QVERIFY(ledger.touched(command, "by-real"));
        QVERIFY(ledger.touched(command, "by-link"));
    }
};

QTEST_GUILESS_MAIN(TestWriterLedger)
#include "tst_writerledger.moc"
