// SPDX-License-Identifier: Apache-2.0
// Sessions created per second and memory per live session (DESIGN.md §6), through the client
// API, next to the floor measured in the same run: starting bare persistent bash processes
// over pipes and running one command in each.
// Both session protocols, with and without the sandbox's warm spare shell. Each variant is
// measured in 3 rounds, each right after its own floor, and reported as the median round (by
// rate ratio): one round of 100 sessions takes ~0.3 s, and the floor alone varied 1.5x from one
// round to the next on a shared machine.
// Usage: session_churn [sessions]   (default 100)
#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "server/SandboxHost.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace sandman;
using namespace sandman::test;

namespace {
// Resident memory of a process in KiB (0 when it is gone).
qint64 residentKiB(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return 0;
}

// Every process below root (children, grandchildren...), so that the shells count too.
qint64 treeResidentKiB(qint64 root)
{
    qint64 total = residentKiB(root);
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (!isPid || pid == root)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const int close = text.lastIndexOf(')');
        const QList<QByteArray> fields = text.mid(close + 2).split(' ');
        qint64 parent = fields.value(1).toLongLong();
        // Walk up to see whether root is an ancestor.
        for (int depth = 0; parent > 1 && depth < 16; ++depth) {
            if (parent == root) {
                total += residentKiB(pid);
                break;
            }
            QFile up(QStringLiteral("/proc/%1/stat").arg(parent));
            if (!up.open(QIODevice::ReadOnly))
                break;
            const QByteArray upText = up.readAll();
            parent = upText.mid(upText.lastIndexOf(')') + 2).split(' ').value(1).toLongLong();
        }
    }
    return total;
}

// The floor: fork/exec a bash over pipes and wait for the answer to one command.
struct BareShell {
    pid_t pid = 0;
    int in = -1;
    int out = -1;
};

BareShell startBareShell()
{
    int inPipe[2], outPipe[2];
    if (pipe(inPipe) != 0 || pipe(outPipe) != 0)
        abort();
    BareShell shell;
    shell.pid = fork();
    if (shell.pid == 0) {
        dup2(inPipe[0], 0);
        dup2(outPipe[1], 1);
        ::close(inPipe[1]);
        ::close(outPipe[0]);
        execlp("bash", "bash", "--noprofile", "--norc", static_cast<char *>(nullptr));
        _exit(127);
    }
    ::close(inPipe[0]);
    ::close(outPipe[1]);
    shell.in = inPipe[1];
    shell.out = outPipe[0];
    const char line[] = "echo ready\n";
    if (write(shell.in, line, sizeof line - 1) != qint64(sizeof line - 1))
        abort();
    char buffer[64];
    if (read(shell.out, buffer, sizeof buffer) <= 0)
        abort();
    return shell;
}

void stopBareShell(const BareShell &shell)
{
    ::close(shell.in);
    ::close(shell.out);
    kill(shell.pid, SIGKILL);
    waitpid(shell.pid, nullptr, 0);
}
struct Measured {
    double rate = 0; // sessions per second
    double kib = 0; // resident memory per session
};

// createSession + one exec in it (so that the shell is really up), count times.
Measured measureSandman(int count, bool fallback, bool spare)
{
    if (fallback)
        qputenv("SANDMAN_SESSION_PROTOCOL", "fallback");
    else
        qunsetenv("SANDMAN_SESSION_PROTOCOL");
    QTemporaryDir workspace;
    Sandbox::Options options;
    options.workspaceDir = workspace.path();
    options.warmSpareShell = spare;
    SandboxHost host(options);
    InProcessTransport transport(host.handler(), host.context());
    SandboxClient client(&transport);
    auto warmup = client.exec(QStringLiteral("true"));
    if (!waitFor(warmup) || failureOf(warmup))
        std::exit(1);
    const qint64 before = treeResidentKiB(getpid());
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < count; ++i) {
        SessionOptions sessionOptions;
        sessionOptions.id = QStringLiteral("churn-%1").arg(i);
        auto created = client.createSession(sessionOptions);
        if (!waitFor(created) || failureOf(created))
            std::exit(1);
        ExecOptions execOptions;
        execOptions.sessionId = sessionOptions.id;
        auto ran = client.exec(QStringLiteral("echo ready"), execOptions);
        if (!waitFor(ran) || failureOf(ran))
            std::exit(1);
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    // Idle memory: after the sessions' deferred environment refresh has run.
    QEventLoop settle;
    QTimer::singleShot(300, &settle, &QEventLoop::quit);
    settle.exec();
    const qint64 after = treeResidentKiB(getpid());
    qunsetenv("SANDMAN_SESSION_PROTOCOL");
    return {count / seconds, double(after - before) / count};
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? qMax(1, atoi(argv[1])) : 100;

    // The floor, measured again beside each variant: the machine's load drifts between runs.
    auto measureFloor = [count] {
        std::vector<BareShell> bare;
        const qint64 before = treeResidentKiB(getpid());
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < count; ++i)
            bare.push_back(startBareShell());
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        const qint64 after = treeResidentKiB(getpid());
        for (const BareShell &shell : bare)
            stopBareShell(shell);
        return Measured{count / seconds, double(after - before) / count};
    };

    std::printf("sessions: %d (createSession + exec through the client, engine on its own thread)\n", count);
    std::printf("floor: bare bash over pipes, measured right before each variant\n");
    std::printf("%-32s %9s %9s | %9s %9s | %7s %7s\n", "", "floor/s", "KiB", "sessions/s", "KiB each",
                "rate x", "mem x");
    const struct {
        const char *name;
        bool fallback;
        bool spare;
    } variants[] = {
        {"sandman, builtin, warm spare", false, true},
        {"sandman, fallback, warm spare", true, true},
        {"sandman, builtin, no spare", false, false},
        {"sandman, fallback, no spare", true, false},
    };
    constexpr int kRounds = 3;
    for (const auto &variant : variants) {
        struct Round {
            Measured floor, sandman;
            double ratio() const { return sandman.rate / floor.rate; }
        };
        std::vector<Round> rounds;
        for (int round = 0; round < kRounds; ++round) {
            const Measured floor = measureFloor();
            rounds.push_back({floor, measureSandman(count, variant.fallback, variant.spare)});
        }
        std::sort(rounds.begin(), rounds.end(),
                  [](const Round &a, const Round &b) { return a.ratio() < b.ratio(); });
        const Round &m = rounds[kRounds / 2];
        std::printf("%-32s %9.1f %9.1f | %9.1f %9.1f | %7.2f %7.2f  (rounds %.2f-%.2fx)\n", variant.name,
                    m.floor.rate, m.floor.kib, m.sandman.rate, m.sandman.kib, m.ratio(),
                    m.floor.kib > 0 ? m.sandman.kib / m.floor.kib : 0.0, rounds.front().ratio(),
                    rounds.back().ratio());
    }
    std::printf("targets (builtin, warm spare): rate >= 0.8x the floor, memory <= 1.1x\n");
    return 0;
}
