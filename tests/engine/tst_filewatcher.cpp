// SPDX-License-Identifier: Apache-2.0
// FileWatcher (inotify) and its parts on their own: the SDK's include/exclude globs, the
// events a change makes, new and moved directories, the bounded queue's overflow and the
// kernel's, the watches inotify holds (read back from /proc/self/fdinfo), the end of a watch.
#include "InotifyDescriptors.h"
#include "engine/files/AtomicWriteName.h"
#include "engine/files/ChangeTracker.h"
#include "engine/files/FileService.h"
#include "engine/files/FileWatcher.h"
#include "engine/files/WatchEventQueue.h"
#include "engine/files/WatchFilter.h"
#include "engine/files/WatchPattern.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace sandman;
using sandman::test::inotifyDescriptors;

namespace {
// "type relative/path" with "/" after a directory and " <- from" for a paired move_to;
// "overflow queue 15" or "overflow kernel" for a gap.
QStringList L(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

QString describe(const FileWatchEvent &event, const QString &root)
{
    if (event.type == FileWatchEvent::Overflow)
        return event.overflowSource == FileWatchEvent::KernelQueue
            ? QStringLiteral("overflow kernel")
            : QStringLiteral("overflow queue %1").arg(event.dropped);
    const auto rel = [&root](const QString &path) { return path.mid(root.size() + 1); };
    QString text = FileWatchEvent::typeName(event.type) + QLatin1Char(' ') + rel(event.path);
    if (event.isDirectory)
        text += QLatin1Char('/');
    if (!event.fromPath.isEmpty())
        text += QStringLiteral(" <- ") + rel(event.fromPath);
    return text;
}

// Runs a shell script in dir and waits for it, without the event loop (so the watcher
// sees all of its changes in one read).
bool runScript(const QString &dir, const QString &script)
{
    if (script.isEmpty())
        return true;
    QProcess shell;
    shell.setWorkingDirectory(dir);
    shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-ec"), script});
    return shell.waitForFinished(30000) && shell.exitStatus() == QProcess::NormalExit
        && shell.exitCode() == 0;
}

// The "inotify wd:" lines of the descriptor's fdinfo: one per watch the kernel holds.
int kernelWatches(int fd)
{
    QFile info(QStringLiteral("/proc/self/fdinfo/%1").arg(fd));
    if (!info.open(QIODevice::ReadOnly))
        return -1;
    return int(info.readAll().count("inotify wd:"));
}

} // namespace

class TestFileWatcher : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString root() const { return m_dir->filePath(QStringLiteral("root")); }

    std::unique_ptr<FileWatcher> watcher(FileWatcher::Options options = {})
    {
        if (options.root.isEmpty())
            options.root = root();
        auto watcher = std::make_unique<FileWatcher>(options);
        const std::optional<FileError> error = watcher->start();
        if (error) {
            qWarning() << "start failed:" << error->message;
            return nullptr;
        }
        return watcher;
    }
    // Everything the watcher has after the event loop ran until nothing came for 100 ms.
    QStringList drain(FileWatcher *watcher)
    {
        QStringList seen;
        QElapsedTimer quiet;
        quiet.start();
        while (quiet.elapsed() < 100) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
            const QList<FileWatchEvent> events = watcher->takeEvents();
            for (const FileWatchEvent &event : events)
                seen.append(describe(event, root()));
            if (!events.isEmpty())
                quiet.restart();
        }
        return seen;
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        QVERIFY(QDir().mkpath(root()));
        QVERIFY(QDir().mkpath(m_dir->filePath(QStringLiteral("outside"))));
    }

    void patterns_data()
    {
        QTest::addColumn<QString>("glob");
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("matches");
        QTest::newRow("name at top") << "node_modules"
                                     << "node_modules" << true;
        QTest::newRow("name below") << "node_modules"
                                    << "a/node_modules/b.js" << true;
        QTest::newRow("name is a prefix only") << "node_modules"
                                               << "node_modules2/x" << false;
        QTest::newRow("name is a suffix only") << ".git"
                                               << "my.git" << false;
        QTest::newRow("star extension") << "*.ts"
                                        << "x.ts" << true;
        QTest::newRow("star extension nested") << "*.ts"
                                               << "src/x.ts" << true;
        QTest::newRow("star extension other") << "*.ts"
                                              << "x.tsx" << false;
        QTest::newRow("dot is literal") << "*.ts"
                                        << "xats" << false;
        QTest::newRow("star stops at slash") << "src/*.ts"
                                             << "src/a/x.ts" << false;
        QTest::newRow("dir star") << "src/*.ts"
                                  << "src/x.ts" << true;
        QTest::newRow("double star") << "src/**/*.ts"
                                     << "src/a/b/x.ts" << true;
        QTest::newRow("double star none") << "src/**/*.ts"
                                          << "src/x.ts" << true;
        QTest::newRow("question mark") << "?.c"
                                       << "a.c" << true;
        QTest::newRow("question mark two") << "?.c"
                                           << "ab.c" << false;
        QTest::newRow("question mark not slash") << "a?b"
                                                 << "a/b" << false;
        QTest::newRow("regex chars literal") << "a+(b).txt"
                                             << "a+(b).txt" << true;
        QTest::newRow("regex chars not regex") << "a+(b).txt"
                                               << "aa(b).txt" << false;
        QTest::newRow("whole path") << "build/out"
                                    << "build/out/x.o" << true;
    }
    void patterns()
    {
        QFETCH(QString, glob);
        QFETCH(QString, path);
        QFETCH(bool, matches);
        QString error;
        const std::optional<WatchPattern> pattern = WatchPattern::compile(glob, &error);
        QVERIFY2(pattern, qPrintable(error));
        QCOMPARE(pattern->matches(path), matches);
    }

    void invalidFilters_data()
    {
        QTest::addColumn<QStringList>("include");
        QTest::addColumn<QStringList>("exclude");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("character class") << L({"[ab].ts"}) << QStringList{} << "unsupported glob syntax";
        QTest::newRow("alternatives") << QStringList{} << L({"{a,b}"}) << "unsupported glob syntax";
        QTest::newRow("empty") << L({" "}) << QStringList{} << "must not be empty";
        QTest::newRow("nul") << QStringList{QStringLiteral("a") + QChar(u'\0')} << QStringList{} << "NUL";
        QTest::newRow("both") << L({"*.ts"}) << L({"dist"}) << "cannot be used together";
    }
    void invalidFilters()
    {
        QFETCH(QStringList, include);
        QFETCH(QStringList, exclude);
        QFETCH(QString, messagePart);
        QString error;
        QVERIFY(!WatchFilter::create(include, exclude, &error));
        QVERIFY2(error.contains(messagePart), qPrintable(error));
    }

    void filterDefaults_data()
    {
        QTest::addColumn<QStringList>("include");
        QTest::addColumn<QStringList>("exclude");
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("accepted");
        const QStringList none;
        QTest::newRow("default: source") << none << none << "src/a.c" << true;
        QTest::newRow("default: .git") << none << none << ".git/HEAD" << false;
        QTest::newRow("default: node_modules nested") << none << none << "web/node_modules/x/y.js" << false;
        QTest::newRow("default: .DS_Store") << none << none << "a/.DS_Store" << false;
        QTest::newRow("own exclude replaces defaults") << none << L({"dist"}) << ".git/HEAD" << true;
        QTest::newRow("own exclude") << none << L({"dist"}) << "dist/a.js" << false;
        QTest::newRow("include only") << L({"*.ts"}) << none << "src/a.ts" << true;
        QTest::newRow("include leaves out") << L({"*.ts"}) << none << "src/a.js" << false;
        QTest::newRow("include overrides default excludes")
            << L({"*.ts"}) << none << "node_modules/a.ts" << true;
    }
    void filterDefaults()
    {
        QFETCH(QStringList, include);
        QFETCH(QStringList, exclude);
        QFETCH(QString, path);
        QFETCH(bool, accepted);
        QString error;
        const std::optional<WatchFilter> filter = WatchFilter::create(include, exclude, &error);
        QVERIFY2(filter, qPrintable(error));
        QCOMPARE(filter->accepts(path), accepted);
    }

    // One script, run while the watch is on; the events it makes, in order.
    void events_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QStringList>("include");
        QTest::addColumn<QStringList>("events");
        QTest::addColumn<bool>("recursive");
        QTest::addColumn<QString>("script");
        QTest::addColumn<QStringList>("expected");
        const QStringList all;
        QTest::newRow("create") << "" << all << all << true << ": > a.txt" << L({"create a.txt"});
        QTest::newRow("create and write")
            << "" << all << all << true << "printf x > a.txt" << L({"create a.txt", "modify a.txt"});
        QTest::newRow("append") << ": > a.txt" << all << all << true << "printf x >> a.txt"
                                << L({"modify a.txt"});
        QTest::newRow("many writes are one modify")
            << ": > a.txt" << all << all << true << "for i in 1 2 3 4 5; do printf x >> a.txt; done"
            << L({"modify a.txt"});
        QTest::newRow("delete") << ": > a.txt" << all << all << true << "rm a.txt" << L({"delete a.txt"});
        QTest::newRow("rename") << ": > a.txt" << all << all << true << "mv a.txt b.txt"
                                << L({"move_from a.txt", "move_to b.txt <- a.txt"});
        QTest::newRow("rename into subdirectory")
            << "mkdir d; : > a.txt" << all << all << true << "mv a.txt d/a.txt"
            << L({"move_from a.txt", "move_to d/a.txt <- a.txt"});
        QTest::newRow("moved out of the tree")
            << ": > a.txt" << all << all << true << "mv a.txt ../outside/" << L({"move_from a.txt"});
        QTest::newRow("moved in") << ": > ../outside/a.txt" << all << all << true << "mv ../outside/a.txt ."
                                  << L({"move_to a.txt"});
        QTest::newRow("in an existing subdirectory")
            << "mkdir -p d/e" << all << all << true << ": > d/e/f" << L({"create d/e/f"});
        QTest::newRow("new subdirectory tree") << "" << all << all << true << "mkdir -p d/e; : > d/e/f"
                                               << L({"create d/", "create d/e/", "create d/e/f"});
        QTest::newRow("delete a directory")
            << "mkdir -p d; : > d/f" << all << all << true << "rm -r d" << L({"delete d/f", "delete d/"});
        QTest::newRow("node_modules left out")
            << "" << all << all << true << "mkdir node_modules; : > node_modules/x; : > keep"
            << L({"create keep"});
        QTest::newRow("include") << "" << L({"*.ts"}) << all << true
                                 << ": > a.ts; : > b.js; mkdir src; : > src/c.ts"
                                 << L({"create a.ts", "create src/c.ts"});
        QTest::newRow("only deletes") << ": > a; : > b" << all << L({"delete"}) << true
                                      << "printf x > a; : > c; rm b" << L({"delete b"});
        QTest::newRow("attrib when asked")
            << ": > a" << all << L({"attrib"}) << true << "chmod 600 a" << L({"attrib a"});
        QTest::newRow("not recursive") << "mkdir d" << all << all << false
                                       << ": > d/x; mkdir e; : > e/y; : > z" << L({"create e/", "create z"});
    }
    void events()
    {
        QFETCH(QString, setup);
        QFETCH(QStringList, include);
        QFETCH(QStringList, events);
        QFETCH(bool, recursive);
        QFETCH(QString, script);
        QFETCH(QStringList, expected);
        QVERIFY(runScript(root(), setup));
        FileWatcher::Options options;
        QString error;
        options.filter = *WatchFilter::create(include, {}, &error);
        options.recursive = recursive;
        for (const QString &name : events)
            options.events.insert(FileWatchEvent::typeFromName(name));
        auto watch = watcher(options);
        QVERIFY(watch);
        QVERIFY(runScript(root(), script));
        QCOMPARE(drain(watch.get()), expected);
    }

    // The files API writes by rename (a temporary, then rename(2) over the target): reported
    // as the SDK's own container reports a file written in place, never as move_from/move_to,
    // and the temporary itself not at all.
    void filesApiWritesAreReportedAsWrites_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("content");
        QTest::addColumn<QStringList>("include");
        QTest::addColumn<QStringList>("expected");
        const QStringList all;
        QTest::newRow("new file") << ""
                                  << "a.txt"
                                  << "hello" << all << L({"create a.txt", "modify a.txt"});
        QTest::newRow("new empty file") << ""
                                        << "a.txt"
                                        << "" << all << L({"create a.txt"});
        QTest::newRow("replaced file") << "printf old > a.txt"
                                       << "a.txt"
                                       << "new" << all << L({"modify a.txt"});
        QTest::newRow("replaced, emptied") << "printf old > a.txt"
                                           << "a.txt"
                                           << "" << all << L({"modify a.txt"});
        // The folder is watched after the write is done: its contents are reported as found.
        QTest::newRow("new folder too") << ""
                                        << "d/a.txt"
                                        << "x" << all << L({"create d/", "create d/a.txt"});
        QTest::newRow("include") << ""
                                 << "a.ts"
                                 << "x" << L({"*.ts"}) << L({"create a.ts", "modify a.ts"});
        QTest::newRow("left out") << ""
                                  << "a.js"
                                  << "x" << L({"*.ts"}) << QStringList();
    }
    void filesApiWritesAreReportedAsWrites()
    {
        QFETCH(QString, setup);
        QFETCH(QString, file);
        QFETCH(QString, content);
        QFETCH(QStringList, include);
        QFETCH(QStringList, expected);
        QVERIFY(runScript(root(), setup));
        FileWatcher::Options options;
        QString error;
        options.filter = *WatchFilter::create(include, {}, &error);
        auto watch = watcher(options);
        QVERIFY(watch);
        FileService files;
        QVERIFY(!files.writeFile(root() + QLatin1Char('/') + file, content, QStringLiteral("utf-8"), root()));
        QCOMPARE(drain(watch.get()), expected);
        // A rename by anyone else is still a move.
        QVERIFY(runScript(root(), QStringLiteral("mv '%1' moved").arg(file)));
        QCOMPARE(drain(watch.get()).value(0),
                 expected.isEmpty() ? QString() : QStringLiteral("move_from ") + file);
    }

    void atomicWriteNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("replaces"); // -1: not such a temporary
        QTest::newRow("new") << AtomicWriteName::templateFor(QStringLiteral("a.txt"), false) << 0;
        QTest::newRow("replacing") << AtomicWriteName::templateFor(QStringLiteral("a.txt"), true) << 1;
        QTest::newRow("made unique") << ".a.txt.sandman=Zq81xY" << 1;
        QTest::newRow("long name") << AtomicWriteName::templateFor(QString(300, QLatin1Char('n')), false)
                                   << 0;
        QTest::newRow("plain file") << "a.txt" << -1;
        QTest::newRow("hidden file") << ".bashrc" << -1;
        QTest::newRow("no name before") << "..sandman-abcdef" << -1;
        QTest::newRow("other marker") << ".a.txt.sandman+abcdef" << -1;
        QTest::newRow("too short") << ".sandman-abc" << -1;
    }
    void atomicWriteNames()
    {
        QFETCH(QString, name);
        QFETCH(int, replaces);
        const std::optional<bool> parsed = AtomicWriteName::replaces(name);
        QCOMPARE(parsed ? int(*parsed) : -1, replaces);
    }

    // A directory made while the watch runs is watched itself: later changes in it are seen.
    void newSubdirectoryIsWatched()
    {
        auto watch = watcher();
        QVERIFY(watch);
        QVERIFY(QDir(root()).mkdir(QStringLiteral("d")));
        QCOMPARE(drain(watch.get()), L({"create d/"}));
        QCOMPARE(kernelWatches(watch->descriptor()), 2);
        QVERIFY(runScript(root(), QStringLiteral("printf x > d/f; mkdir d/g")));
        QCOMPARE(drain(watch.get()), (L({"create d/f", "modify d/f", "create d/g/"})));
        QVERIFY(runScript(root(), QStringLiteral(": > d/g/h")));
        QCOMPARE(drain(watch.get()), L({"create d/g/h"}));
        QCOMPARE(watch->watchCount(), 3);
        QCOMPARE(kernelWatches(watch->descriptor()), 3);
    }

    // A directory moved out is no longer watched (nothing under it is reported, under a path
    // that is not its own any more); moved in, it is.
    void movedDirectories()
    {
        QVERIFY(runScript(root(), QStringLiteral("mkdir -p d/e")));
        auto watch = watcher();
        QVERIFY(watch);
        QCOMPARE(kernelWatches(watch->descriptor()), 3);
        QVERIFY(runScript(root(), QStringLiteral("mv d ../outside/d")));
        QCOMPARE(drain(watch.get()), L({"move_from d/"}));
        QCOMPARE(kernelWatches(watch->descriptor()), 1);
        QVERIFY(runScript(root(), QStringLiteral(": > ../outside/d/e/x")));
        QCOMPARE(drain(watch.get()), QStringList{});
        QVERIFY(runScript(root(), QStringLiteral("mv ../outside/d back")));
        QCOMPARE(drain(watch.get()), L({"move_to back/"}));
        QCOMPARE(kernelWatches(watch->descriptor()), 3);
        QVERIFY(runScript(root(), QStringLiteral(": > back/e/y")));
        QCOMPARE(drain(watch.get()), L({"create back/e/y"}));
        // Renamed inside the tree: the watches follow the new name.
        QVERIFY(runScript(root(), QStringLiteral("mv back front; : > front/e/z")));
        QCOMPARE(drain(watch.get()), (L({"move_from back/", "move_to front/ <- back", "create front/e/z"})));
    }

    void queueOverflow()
    {
        FileWatcher::Options options;
        options.queueCapacity = 5;
        auto watch = watcher(options);
        QVERIFY(watch);
        QVERIFY(runScript(root(), QStringLiteral("for i in $(seq 1 20); do : > f$i; done")));
        QStringList expected;
        for (int i = 1; i <= 5; ++i)
            expected.append(QStringLiteral("create f%1").arg(i));
        expected.append(QStringLiteral("overflow queue 15"));
        QCOMPARE(drain(watch.get()), expected);
        // Taken, the queue has room again.
        QVERIFY(runScript(root(), QStringLiteral(": > g")));
        QCOMPARE(drain(watch.get()), L({"create g"}));
    }

    void queueEntries_data()
    {
        QTest::addColumn<int>("capacity");
        QTest::addColumn<QString>("pushes"); // c: a change to a new path, k: a kernel overflow
        QTest::addColumn<QString>("entries"); // e: event, q<n>: queue overflow, k: kernel overflow
        QTest::newRow("fits") << 3 << "ccc"
                              << "eee";
        QTest::newRow("one over") << 3 << "cccc"
                                  << "eeeq1";
        QTest::newRow("many over, one gap") << 2 << "cccccc"
                                            << "eeq4";
        QTest::newRow("kernel gap") << 5 << "ckc"
                                    << "eke";
        QTest::newRow("kernel gap merges into full gap") << 1 << "cck"
                                                         << "ek1";
    }
    void queueEntries()
    {
        QFETCH(int, capacity);
        QFETCH(QString, pushes);
        QFETCH(QString, entries);
        WatchEventQueue queue(capacity);
        int n = 0;
        for (const QChar push : pushes) {
            if (push == u'k') {
                queue.pushKernelOverflow(0);
                continue;
            }
            FileWatchEvent event;
            event.path = QStringLiteral("/p%1").arg(++n);
            queue.push(event);
        }
        QString seen;
        for (const FileWatchEvent &entry : queue.takeAll()) {
            if (entry.type != FileWatchEvent::Overflow)
                seen += u'e';
            else if (entry.overflowSource == FileWatchEvent::KernelQueue)
                seen += QStringLiteral("k") + (entry.dropped ? QString::number(entry.dropped) : QString());
            else
                seen += QStringLiteral("q%1").arg(entry.dropped);
        }
        QCOMPARE(seen, entries);
        QVERIFY(queue.isEmpty());
    }

    // More changes than the kernel queues for a reader that is not reading: IN_Q_OVERFLOW
    // comes through as a kernel gap.
    void kernelOverflow()
    {
        QFile limitFile(QStringLiteral("/proc/sys/fs/inotify/max_queued_events"));
        if (!limitFile.open(QIODevice::ReadOnly))
            QSKIP("fs.inotify.max_queued_events is not readable here");
        const int limit = limitFile.readAll().trimmed().toInt();
        if (limit <= 0 || limit > 40000)
            QSKIP("max_queued_events is too large to overflow quickly here");
        FileWatcher::Options options;
        options.queueCapacity = 100000;
        auto watch = watcher(options);
        QVERIFY(watch);
        QVERIFY(runScript(
            root(),
            QStringLiteral("i=0; while [ $i -lt %1 ]; do : > f$i; i=$((i+1)); done").arg(limit + 200)));
        const QStringList seen = drain(watch.get());
        QVERIFY(seen.contains(QStringLiteral("overflow kernel")));
        QVERIFY2(seen.size() <= limit + 1, qPrintable(QString::number(seen.size())));
    }

    void watchesGoWithTheWatcher()
    {
        QVERIFY(runScript(root(), QStringLiteral("mkdir -p a/b c")));
        const int before = inotifyDescriptors();
        auto watch = watcher();
        QVERIFY(watch);
        QCOMPARE(inotifyDescriptors(), before + 1);
        QCOMPARE(kernelWatches(watch->descriptor()), 4);
        watch->stop();
        QVERIFY(!watch->isActive());
        QCOMPARE(inotifyDescriptors(), before);
        watch = watcher();
        QVERIFY(watch);
        QCOMPARE(inotifyDescriptors(), before + 1);
        watch.reset();
        QCOMPARE(inotifyDescriptors(), before);
    }

    void rootDeletedStops()
    {
        auto watch = watcher();
        QVERIFY(watch);
        QSignalSpy stopped(watch.get(), &FileWatcher::stopped);
        QVERIFY(runScript(m_dir->path(), QStringLiteral(": > root/x; rm -r root")));
        QTRY_COMPARE(stopped.size(), 1);
        QCOMPARE(stopped.at(0).at(1).toBool(), false); // an end, not an error
        QVERIFY(!watch->isActive());
        // What happened before the end is still there to take.
        QVERIFY(drain(watch.get()).contains(QStringLiteral("create x")));
    }

    void startErrors()
    {
        FileWatcher::Options options;
        options.root = m_dir->filePath(QStringLiteral("missing"));
        FileWatcher missing(options);
        const std::optional<FileError> error = missing.start();
        QVERIFY(error);
        QCOMPARE(error->kind, FileError::NotFound);
        QVERIFY2(error->message.contains(QLatin1String("missing")), qPrintable(error->message));
        QVERIFY(!missing.isActive());
    }

    // Past maxWatches directories a watch does not start, or ends with an error, and says why.
    void tooManyDirectories()
    {
        QVERIFY(runScript(root(), QStringLiteral("mkdir -p a b c d")));
        FileWatcher::Options options;
        options.root = root();
        options.maxWatches = 3;
        FileWatcher tooBig(options);
        const std::optional<FileError> error = tooBig.start();
        QVERIFY(error);
        QCOMPARE(error->kind, FileError::Internal);
        QVERIFY2(error->message.contains(QLatin1String("more than 3 directories")),
                 qPrintable(error->message));
        QVERIFY(!tooBig.isActive());

        options.maxWatches = 6;
        auto watch = watcher(options);
        QVERIFY(watch);
        QSignalSpy stopped(watch.get(), &FileWatcher::stopped);
        QVERIFY(runScript(root(), QStringLiteral("mkdir e f")));
        QTRY_COMPARE(stopped.size(), 1);
        QCOMPARE(stopped.at(0).at(1).toBool(), true);
        QVERIFY2(stopped.at(0).at(0).toString().contains(QLatin1String("more than 6 directories")),
                 qPrintable(stopped.at(0).at(0).toString()));
        QVERIFY(!watch->isActive());
    }

    void watchOneFile()
    {
        QVERIFY(runScript(root(), QStringLiteral(": > only")));
        FileWatcher::Options options;
        options.root = QDir(root()).filePath(QStringLiteral("only"));
        auto watch = watcher(options);
        QVERIFY(watch);
        QVERIFY(runScript(root(), QStringLiteral("printf x >> only; : > other")));
        QTRY_VERIFY(watch->hasEvents());
        const QList<FileWatchEvent> events = watch->takeEvents();
        QCOMPARE(events.size(), 1);
        QCOMPARE(events.first().type, FileWatchEvent::Modify);
        QCOMPARE(events.first().path, options.root);
    }

    void changeTracker()
    {
        ChangeTracker tracker;
        FileWatcher::Options options;
        options.root = root();
        ChangeTracker::Result first = tracker.check(options, std::nullopt);
        QVERIFY(!first.error);
        QCOMPARE(first.status, ChangeTracker::Status::Unchanged);
        QVERIFY(first.version.startsWith(QLatin1String("watch-")));
        ChangeTracker::Result same = tracker.check(options, first.version);
        QCOMPARE(same.status, ChangeTracker::Status::Unchanged);
        QCOMPARE(same.version, first.version);
        // Seen without the event loop having run: the check reads what inotify has.
        QVERIFY(runScript(root(), QStringLiteral(": > new")));
        ChangeTracker::Result changed = tracker.check(options, first.version);
        QCOMPARE(changed.status, ChangeTracker::Status::Changed);
        QVERIFY(changed.version != first.version);
        QCOMPARE(tracker.check(options, changed.version).status, ChangeTracker::Status::Unchanged);
        // Other options are other state.
        FileWatcher::Options other = options;
        other.recursive = false;
        QCOMPARE(tracker.check(other, changed.version).status, ChangeTracker::Status::Resync);
        QCOMPARE(tracker.trackedCount(), 2);

        // Bad versions.
        QCOMPARE(tracker.check(options, QStringLiteral("nonsense")).error->kind, FileError::InvalidArgument);
        QCOMPARE(
            tracker.check(options, changed.version.section(u':', 0, 0) + QStringLiteral(":999")).error->kind,
            FileError::InvalidArgument);
        // Another agent process's version, and state that expired.
        ChangeTracker::Result restarted = tracker.check(options, QStringLiteral("watch-zzzz-1:3"));
        QCOMPARE(restarted.status, ChangeTracker::Status::Resync);
        QCOMPARE(restarted.reason, QStringLiteral("restarted"));
        tracker.setIdleMs(0);
        ChangeTracker::Result expired = tracker.check(options, changed.version);
        QCOMPARE(expired.status, ChangeTracker::Status::Resync);
        QCOMPARE(expired.reason, QStringLiteral("expired"));
    }
};

QTEST_GUILESS_MAIN(TestFileWatcher)
#include "tst_filewatcher.moc"
