// SPDX-License-Identifier: Apache-2.0
// What a checkpoint costs (issue 23), measured in one run for workspaces of 1,000, 10,000 and
// 100,000 files (10 KiB each by default: about 1 GB at the largest), with a 10-file change:
//   ours:  the file watch's events read, the changed paths read into the CheckpointStore
//          (checkpoint time, extra store bytes), and a restore of the checkpoint before it;
//   floor: a copy of just the changed files (a reflink where the filesystem allows it);
//   shadow git: `git add -A && git commit` in a repository of the same tree kept outside it
//          (what Cline's checkpoints do).
// Also the one-time costs: the watch's set-up and the baseline read of the tree.
// Targets: checkpoint ≤ 50 ms at 100,000 files, ≤ 1.5× the copy, extra bytes ≤ 2× the bytes
// changed, time at 100,000 files ≤ 1.5× time at 1,000.
// Usage: checkpoint [--sizes 1000,10000,100000] [--file-bytes N] [--rounds N] [--no-git]
#include "engine/checkpoint/CheckpointStore.h"
#include "engine/files/FileWatcher.h"
#include "protocol/RawFileName.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

using namespace sandman;

namespace {
constexpr int kChanged = 10;
constexpr int kPerDirectory = 100;

double median(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return samples.empty() ? 0 : samples[samples.size() / 2];
}

QByteArray content(int file, int round, qint64 bytes)
{
    QByteArray data = "file " + QByteArray::number(file) + " round " + QByteArray::number(round) + '\n';
    data = data.repeated(int(bytes / data.size()) + 1);
    data.truncate(int(bytes));
    return data;
}

QString pathOf(const QString &root, int file)
{
    return QStringLiteral("%1/d%2/f%3.txt").arg(root).arg(file / kPerDirectory).arg(file);
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(data) == data.size();
}

// A reflink of the file where the filesystem has them, else a plain copy.
bool copyFile(const QString &from, const QString &to, bool *reflinked)
{
    const int in = ::open(QFile::encodeName(from).constData(), O_RDONLY | O_CLOEXEC);
    const int out = ::open(QFile::encodeName(to).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    bool ok = in >= 0 && out >= 0;
    if (ok && ::ioctl(out, FICLONE, in) == 0) {
        *reflinked = true;
    } else if (ok) {
        char buffer[65536];
        ssize_t n;
        while ((n = ::read(in, buffer, sizeof buffer)) > 0)
            ok = ok && ::write(out, buffer, size_t(n)) == n;
    }
    if (in >= 0)
        ::close(in);
    if (out >= 0)
        ::close(out);
    return ok;
}

bool git(const QString &gitDir, const QString &workTree, const QStringList &arguments, double *ms = nullptr)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QElapsedTimer clock;
    clock.start();
    process.start(QStringLiteral("git"),
                  QStringList{QStringLiteral("--git-dir=") + gitDir,
                              QStringLiteral("--work-tree=") + workTree, QStringLiteral("-c"),
                              QStringLiteral("user.name=bench"), QStringLiteral("-c"),
                              QStringLiteral("user.email=bench@example.invalid")}
                      + arguments);
    const bool ok = process.waitForFinished(600000) && process.exitCode() == 0;
    if (ms)
        *ms = clock.nsecsElapsed() / 1e6;
    return ok;
}

struct Numbers {
    int files = 0;
    double watchSetupMs = 0;
    double baselineMs = 0;
    qint64 baselineBytes = 0;
    double checkpointMs = 0;
    double restoreMs = 0;
    double extraBytes = 0;
    qint64 changedBytes = 0;
    double copyMs = 0;
    bool reflink = false;
    double gitInitialMs = -1;
    double gitCommitMs = -1;
};

Numbers measure(int files, qint64 fileBytes, int rounds, bool withGit)
{
    Numbers numbers;
    numbers.files = files;
    QTemporaryDir scratch;
    const QString workspace = scratch.filePath(QStringLiteral("workspace"));
    for (int d = 0; d * kPerDirectory < files; ++d)
        QDir().mkpath(QStringLiteral("%1/d%2").arg(workspace).arg(d));
    for (int i = 0; i < files; ++i)
        writeFile(pathOf(workspace, i), content(i, 0, fileBytes));

    QElapsedTimer clock;
    clock.start();
    FileWatcher::Options options;
    options.root = QDir(workspace).canonicalPath();
    options.queueCapacity = 100000;
    FileWatcher watcher(options);
    if (const auto error = watcher.start()) {
        std::fprintf(stderr, "watch: %s\n", qPrintable(error->message));
        return numbers;
    }
    numbers.watchSetupMs = clock.nsecsElapsed() / 1e6;

    QString error;
    CheckpointStore store(options.root, scratch.filePath(QStringLiteral("store")),
                          *ExcludeRules::create({}, &error));
    store.open(&error);
    clock.restart();
    while (!store.baselineStep(1000)) { }
    numbers.baselineMs = clock.nsecsElapsed() / 1e6;
    numbers.baselineBytes = store.objects().bytes();
    watcher.readPending();
    watcher.takeEvents();

    const auto takeEvents = [&] {
        watcher.readPending();
        for (const FileWatchEvent &event : watcher.takeEvents()) {
            if (event.type == FileWatchEvent::Overflow) {
                store.markAllDirty();
            } else if (event.path.size() > options.root.size()) {
                store.markDirty(
                    RawFileName::toBytes(event.path.mid(options.root.size() + 1)),
                    event.isDirectory
                        && (event.type == FileWatchEvent::Create || event.type == FileWatchEvent::MoveTo));
            }
        }
    };

    const QString gitDir = scratch.filePath(QStringLiteral("shadow.git"));
    if (withGit) {
        double initMs = 0, addMs = 0, commitMs = 0;
        git(gitDir, workspace, {QStringLiteral("init"), QStringLiteral("-q")}, &initMs);
        git(gitDir, workspace, {QStringLiteral("add"), QStringLiteral("-A")}, &addMs);
        git(gitDir, workspace,
            {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("0")},
            &commitMs);
        numbers.gitInitialMs = initMs + addMs + commitMs;
    }

    std::vector<double> checkpointMs, restoreMs, copyMs, gitMs, extra;
    const QString copies = scratch.filePath(QStringLiteral("copies"));
    QDir().mkpath(copies);
    for (int round = 1; round <= rounds; ++round) {
        // The change: 10 files spread over the tree, rewritten.
        QList<int> changed;
        for (int k = 0; k < kChanged; ++k)
            changed.append(int((qint64(k) * files / kChanged + round) % files));
        for (int file : changed)
            writeFile(pathOf(workspace, file), content(file, round, fileBytes));
        numbers.changedBytes = kChanged * fileBytes;

        const qint64 bytesBefore = store.objects().bytes();
        clock.restart();
        takeEvents();
        const Checkpoint *checkpoint = store.checkpoint({}, false);
        checkpointMs.push_back(clock.nsecsElapsed() / 1e6);
        if (!checkpoint || checkpoint->changes.size() != kChanged)
            std::fprintf(stderr, "round %d: expected %d changes, got %d\n", round, kChanged,
                         checkpoint ? int(checkpoint->changes.size()) : -1);
        extra.push_back(double(store.objects().bytes() - bytesBefore));

        clock.restart();
        for (int file : changed)
            copyFile(pathOf(workspace, file), QStringLiteral("%1/%2-%3").arg(copies).arg(round).arg(file),
                     &numbers.reflink);
        copyMs.push_back(clock.nsecsElapsed() / 1e6);

        if (withGit) {
            double addMs = 0, commitMs = 0;
            git(gitDir, workspace, {QStringLiteral("add"), QStringLiteral("-A")}, &addMs);
            git(gitDir, workspace,
                {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"),
                 QString::number(round)},
                &commitMs);
            gitMs.push_back(addMs + commitMs);
        }

        // Back to the checkpoint before the change (then the next round changes it again).
        const quint64 previous = checkpoint ? checkpoint->id - 1 : 0;
        clock.restart();
        const CheckpointStore::RestoreResult restored = store.restore(previous, {}, {});
        restoreMs.push_back(clock.nsecsElapsed() / 1e6);
        if (!restored.errors.isEmpty() || restored.applied.size() != kChanged)
            std::fprintf(stderr, "round %d: restore: %d applied, %d errors\n", round,
                         int(restored.applied.size()), int(restored.errors.size()));
        takeEvents(); // the restore's own writes
        store.checkpoint({}, false);
    }
    numbers.checkpointMs = median(checkpointMs);
    numbers.restoreMs = median(restoreMs);
    numbers.copyMs = median(copyMs);
    numbers.extraBytes = median(extra);
    if (withGit)
        numbers.gitCommitMs = median(gitMs);
    return numbers;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QList<int> sizes{1000, 10000, 100000};
    qint64 fileBytes = 10 * 1024;
    int rounds = 5;
    bool withGit = true;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--sizes") && i + 1 < args.size()) {
            sizes.clear();
            for (const QString &size : args.at(++i).split(QLatin1Char(',')))
                sizes.append(size.toInt());
        } else if (args.at(i) == QLatin1String("--file-bytes") && i + 1 < args.size()) {
            fileBytes = args.at(++i).toLongLong();
        } else if (args.at(i) == QLatin1String("--rounds") && i + 1 < args.size()) {
            rounds = qMax(1, args.at(++i).toInt());
        } else if (args.at(i) == QLatin1String("--no-git")) {
            withGit = false;
        } else {
            std::fprintf(
                stderr,
                "usage: checkpoint [--sizes 1000,10000,100000] [--file-bytes N] [--rounds N] [--no-git]\n");
            return 2;
        }
    }
    std::printf("checkpoint bench: %d-file change of %lld bytes each, %d rounds, medians\n", kChanged,
                static_cast<long long>(fileBytes), rounds);
    std::printf("%8s %10s %11s %12s %10s %10s %12s %10s %10s %10s %10s\n", "files", "watch ms", "baseline ms",
                "baseline MB", "ckpt ms", "copy ms", "extra bytes", "restore ms", "git ms", "ckpt/copy",
                "extra/chg");
    QList<Numbers> all;
    for (int files : sizes) {
        const Numbers n = measure(files, fileBytes, rounds, withGit);
        all.append(n);
        std::printf("%8d %10.1f %11.1f %12.1f %10.2f %10.2f %12.0f %10.2f %10.1f %10.2f %10.2f\n", n.files,
                    n.watchSetupMs, n.baselineMs, n.baselineBytes / 1e6, n.checkpointMs, n.copyMs,
                    n.extraBytes, n.restoreMs, n.gitCommitMs, n.copyMs > 0 ? n.checkpointMs / n.copyMs : 0,
                    n.changedBytes > 0 ? n.extraBytes / double(n.changedBytes) : 0);
        std::fflush(stdout);
    }
    if (all.size() >= 2) {
        const Numbers &small = all.first();
        const Numbers &large = all.last();
        std::printf("checkpoint time at %d files / at %d files: %.2f (target <= 1.5)\n", large.files,
                    small.files, small.checkpointMs > 0 ? large.checkpointMs / small.checkpointMs : 0);
        if (withGit && large.gitCommitMs > 0)
            std::printf("shadow git commit / checkpoint at %d files: %.1fx (git initial commit %.0f ms)\n",
                        large.files, large.checkpointMs > 0 ? large.gitCommitMs / large.checkpointMs : 0,
                        large.gitInitialMs);
    }
    std::printf("copies were %s\n",
                all.isEmpty() || !all.first().reflink ? "plain (no reflinks here)" : "reflinks");
    return 0;
}
