// SPDX-License-Identifier: Apache-2.0
// What the write watch (engine/attribution/WriteWatch) costs a process tree under it: a bash
// loop of N calls that change a file (`: > f`, an open with O_CREAT|O_TRUNC that the filter
// stops until the watch has read it) and one of N opens for reading (not stopped), each run
// bare and watched in the same round; medians of the rounds, the ratio watched / bare, and
// the cost of one stopped call.
//   write_watch [--calls N] [--rounds R]
#include "engine/attribution/WriteWatch.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

using namespace sandman;

namespace {
// One bash running `script`, watched or not; its wall time in ms (-1 on failure).
double runBash(const QByteArray &script, const QByteArray &dir, bool watched)
{
    WriteWatch::Spawn spawn = watched ? WriteWatch::instance().prepare() : WriteWatch::Spawn();
    QElapsedTimer timer;
    timer.start();
    const pid_t pid = ::fork();
    if (pid < 0) {
        WriteWatch::cancel(spawn);
        return -1;
    }
    if (pid == 0) {
        if (spawn.active())
            WriteWatch::armInChild(spawn);
        if (::chdir(dir.constData()) != 0)
            ::_exit(126);
        ::execl("/bin/bash", "bash", "--norc", "--noprofile", "-c", script.constData(),
                static_cast<char *>(nullptr));
        ::_exit(127);
    }
    std::shared_ptr<WriteTree> tree;
    if (spawn.active()) {
        WriteOwner owner;
        owner.kind = WriteOwner::Process;
        owner.id = QStringLiteral("bench");
        tree = WriteWatch::instance().adopt(spawn, pid, owner);
        if (!tree)
            std::fprintf(stderr, "the child could not arm the watch\n");
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    WriteWatch::instance().take(nullptr); // the records are not kept
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? ms : -1;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    int calls = 5000;
    int rounds = 7;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--calls"))
            calls = std::max(1, args[i + 1].toInt());
        else if (args[i] == QLatin1String("--rounds"))
            rounds = std::max(1, args[i + 1].toInt());
    }
    QString why;
    if (!WriteWatch::instance().enable(true, &why)) {
        std::fprintf(stderr, "write watch unavailable: %s\n", qPrintable(why));
        return 1;
    }
    QTemporaryDir dir;
    if (!dir.isValid())
        return 1;
    const QByteArray path = QFile::encodeName(dir.path());
    const QByteArray n = QByteArray::number(calls);
    const QByteArray writes = "for ((i=0;i<" + n + ";i++)); do : > f$((i%100)); done";
    const QByteArray reads = ": > r; for ((i=0;i<" + n + ";i++)); do : < r; done";

    std::vector<double> bareWrites, watchedWrites, bareReads, watchedReads;
    const quint64 callsBefore = WriteWatch::instance().callCount();
    for (int round = 0; round < rounds; ++round) {
        bareWrites.push_back(runBash(writes, path, false));
        watchedWrites.push_back(runBash(writes, path, true));
        bareReads.push_back(runBash(reads, path, false));
        watchedReads.push_back(runBash(reads, path, true));
    }
    for (const auto *series : {&bareWrites, &watchedWrites, &bareReads, &watchedReads}) {
        if (std::any_of(series->begin(), series->end(), [](double v) { return v < 0; })) {
            std::fprintf(stderr, "a run failed\n");
            return 1;
        }
    }
    const quint64 handled = WriteWatch::instance().callCount() - callsBefore;
    const double bw = median(bareWrites), ww = median(watchedWrites);
    const double br = median(bareReads), wr = median(watchedReads);
    std::printf("write watch, %d calls per run, medians of %d rounds (bash loops, %d cores)\n", calls, rounds,
                int(::sysconf(_SC_NPROCESSORS_ONLN)));
    std::printf("%-34s %10s %10s %8s %14s\n", "loop", "bare ms", "watched ms", "ratio", "per call µs");
    std::printf("%-34s %10.2f %10.2f %7.2fx %14.2f\n", "`: > f` (stopped: O_CREAT|O_TRUNC)", bw, ww, ww / bw,
                (ww - bw) * 1000.0 / calls);
    std::printf("%-34s %10.2f %10.2f %7.2fx %14.2f\n", "`: < f` (not stopped: read-only)", br, wr, wr / br,
                (wr - br) * 1000.0 / calls);
    std::printf("calls the watch handled: %llu (expected at least %lld)\n",
                static_cast<unsigned long long>(handled), static_cast<long long>(calls) * rounds);
    return handled >= quint64(calls) * quint64(rounds) ? 0 : 1;
}
