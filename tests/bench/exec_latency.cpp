// SPDX-License-Identifier: Apache-2.0
// exec round trip through SandboxClient over InProcessTransport vs. the physical floor: a bare
// persistent bash driven over pipes with an output marker, measured in the same run.
// Also printed: the engine alone (ShellSession on this thread) and a client ping, which has the
// transport's two thread hops and no shell, so it is clear which layer costs what.
// Usage: exec_latency [iterations] [--cpu N | --all-cpus]
//   By default everything (bash included) runs on one CPU (the one it starts on, or N): on VMs
//   whose idle vCPUs wake slowly (tens of µs per cross-CPU wake-up, depending on how recently
//   they ran) unpinned ratios measure wake-up luck, not work. --all-cpus measures that anyway.
#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "engine/session/CommandRun.h"
#include "engine/session/ShellSession.h"
#include "server/SandboxHost.h"
#include "server/SandboxRouter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace sandman;

namespace {
struct Stats {
    double median = 0;
    double p99 = 0;
};

Stats stats(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    Stats s;
    s.median = samples[samples.size() / 2];
    s.p99 = samples[std::min(samples.size() - 1, size_t(double(samples.size()) * 0.99))];
    return s;
}

// The floor: one bash, the command and an echo of a marker written to its stdin, stdout read
// until the marker comes back. Blocking I/O, no event loop, no JSON.
// With engineLine, bash gets the engine's own line for the command instead (eval with the
// marker fd hidden, exit code and cwd written to fd 200): bash's share of an engine exec.
class BareBash
{
public:
    explicit BareBash(bool engineLine = false)
        : m_engineLine(engineLine)
    {
        int in[2], out[2], marker[2];
        if (pipe(in) != 0 || pipe(out) != 0 || pipe(marker) != 0)
            abort();
        m_pid = fork();
        if (m_pid == 0) {
            dup2(in[0], 0);
            dup2(out[1], 1);
            dup2(marker[1], 200);
            close(in[1]);
            close(out[0]);
            close(marker[0]);
            execlp("bash", "bash", "--noprofile", "--norc", static_cast<char *>(nullptr));
            _exit(127);
        }
        close(in[0]);
        close(out[1]);
        close(marker[1]);
        m_in = in[1];
        m_out = out[0];
        m_marker = marker[0];
        if (m_engineLine)
            fcntl(m_out, F_SETFL, O_NONBLOCK); // runEngineLine must not wait for no output
    }
    ~BareBash()
    {
        close(m_in);
        close(m_out);
        close(m_marker);
        kill(m_pid, SIGKILL);
        waitpid(m_pid, nullptr, 0);
    }
    QByteArray run(const QByteArray &command)
    {
        if (m_engineLine)
            return runEngineLine(command);
        const QByteArray line = command + "; echo \"__M $?\"\n";
        if (write(m_in, line.constData(), size_t(line.size())) != line.size())
            abort();
        QByteArray output;
        char buffer[4096];
        while (!output.endsWith("\n") || output.lastIndexOf("__M ") < 0) {
            const ssize_t n = read(m_out, buffer, sizeof buffer);
            if (n <= 0)
                abort();
            output.append(buffer, n);
        }
        return output;
    }

private:
    QByteArray runEngineLine(const QByteArray &command)
    {
        const QByteArray line = ShellSession::plainCommandLine(++m_seq, command);
        if (write(m_in, line.constData(), size_t(line.size())) != line.size())
            abort();
        QByteArray marker;
        char buffer[4096];
        while (!marker.endsWith('\0')) {
            const ssize_t n = read(m_marker, buffer, sizeof buffer);
            if (n <= 0)
                abort();
            marker.append(buffer, n);
        }
        // The command's output is in the pipe by now (bench commands write less than a pipe).
        const ssize_t n = read(m_out, buffer, sizeof buffer);
        return n > 0 ? QByteArray(buffer, n) : QByteArray();
    }

    bool m_engineLine = false;
    quint64 m_seq = 0;
    pid_t m_pid = 0;
    int m_in = -1;
    int m_out = -1;
    int m_marker = -1;
};
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    int iterations = 2000;
    int cpu = sched_getcpu();
    for (int i = 1; i < argc; ++i) {
        if (QByteArray(argv[i]) == "--cpu" && i + 1 < argc)
            cpu = atoi(argv[++i]);
        else if (QByteArray(argv[i]) == "--all-cpus")
            cpu = -1;
        else
            iterations = std::max(100, atoi(argv[i]));
    }
    if (cpu >= 0) {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(cpu, &set);
        if (sched_setaffinity(0, sizeof set, &set) != 0) {
            std::perror("sched_setaffinity");
            return 1;
        }
    }
    const int warmup = 100;
    QTemporaryDir workspace;
    Sandbox::Options options;
    options.workspaceDir = workspace.path();
    SandboxHost host(options);
    InProcessTransport transport(host.handler(), host.context());
    SandboxClient client(&transport);
    BareBash bare;
    BareBash engineLine(true);
    // The engine alone, on this thread: what the client, transport and JSON add on top.
    Sandbox localSandbox(options);
    ShellSession *local = localSandbox.defaultSession();
    auto engineExec = [local](const QString &command) {
        QEventLoop loop;
        CommandRun *run = local->exec(command);
        QObject::connect(run, &CommandRun::finished, &loop, &QEventLoop::quit);
        loop.exec();
    };
    // The same client API with the engine on this thread too (no thread hops): what the route,
    // JSON and futures cost apart from them. (The app keeps its engine off the GUI thread.)
    SandboxRouter localRouter(&localSandbox);
    InProcessTransport sameThreadTransport(&localRouter, &localSandbox);
    SandboxClient sameThreadClient(&sameThreadTransport);

    std::printf("exec round trip, %d iterations (after %d warm-up), medians in microseconds%s\n", iterations,
                warmup, cpu >= 0 ? qPrintable(QStringLiteral(", all on CPU %1").arg(cpu)) : "");
    std::printf("  floor:  bare bash, command + echo of a marker (the target's baseline)\n"
                "  line:   bare bash fed the engine's own line for the command (bash's share)\n"
                "  engine: ShellSession on this thread; same: SandboxClient with the engine on this\n"
                "          thread; client: SandboxClient over InProcessTransport with the engine on its\n"
                "          own thread (as in the app); ping: that client's round trip without a shell\n");
    std::printf("%-8s %7s %7s %7s %7s %7s %7s %7s | %7s %7s %7s %7s %7s\n", "command", "floor", "line",
                "engine", "same", "client", "ping", "clnt99", "line x", "eng x", "same x", "clnt x", "p99 x");
    bool withinTarget = true;
    for (const char *command : {"true", "echo hi"}) {
        const QString text = QString::fromLatin1(command);
        std::vector<double> floorSamples, lineSamples, engineSamples, sameSamples, clientSamples, pingSamples;
        // Interleaved, so that all see the same machine load.
        for (int i = 0; i < warmup + iterations; ++i) {
            QElapsedTimer clock;
            clock.start();
            bare.run(command);
            const double floorUs = double(clock.nsecsElapsed()) / 1000.0;
            clock.restart();
            engineLine.run(command);
            const double lineUs = double(clock.nsecsElapsed()) / 1000.0;
            clock.restart();
            engineExec(text);
            const double engineUs = double(clock.nsecsElapsed()) / 1000.0;
            clock.restart();
            auto sameThread = sameThreadClient.exec(text);
            if (!test::waitFor(sameThread) || sameThread.resultCount() == 0) {
                std::fprintf(stderr, "exec failed\n");
                return 1;
            }
            const double sameUs = double(clock.nsecsElapsed()) / 1000.0;
            clock.restart();
            auto future = client.exec(text);
            if (!test::waitFor(future) || future.resultCount() == 0) {
                std::fprintf(stderr, "exec failed\n");
                return 1;
            }
            const double clientUs = double(clock.nsecsElapsed()) / 1000.0;
            clock.restart();
            if (!test::waitFor(client.ping())) {
                std::fprintf(stderr, "ping failed\n");
                return 1;
            }
            const double pingUs = double(clock.nsecsElapsed()) / 1000.0;
            if (i >= warmup) {
                floorSamples.push_back(floorUs);
                lineSamples.push_back(lineUs);
                engineSamples.push_back(engineUs);
                sameSamples.push_back(sameUs);
                clientSamples.push_back(clientUs);
                pingSamples.push_back(pingUs);
            }
        }
        const Stats f = stats(floorSamples);
        const Stats l = stats(lineSamples);
        const Stats e = stats(engineSamples);
        const Stats s = stats(sameSamples);
        const Stats c = stats(clientSamples);
        const Stats p = stats(pingSamples);
        std::printf("%-8s %7.1f %7.1f %7.1f %7.1f %7.1f %7.1f %7.1f | %7.2f %7.2f %7.2f %7.2f %7.2f\n",
                    command, f.median, l.median, e.median, s.median, c.median, p.median, c.p99,
                    l.median / f.median, e.median / f.median, s.median / f.median, c.median / f.median,
                    c.p99 / f.p99);
        withinTarget = withinTarget && c.median / f.median <= 2.0;
    }
    std::printf("target: client median <= 2x the floor: %s%s\n", withinTarget ? "met" : "NOT met",
                cpu < 0 ? " (unpinned: not a reliable verdict, see --cpu)" : "");
    return 0;
}
