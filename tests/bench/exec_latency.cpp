// SPDX-License-Identifier: Apache-2.0
// exec round trip through SandboxClient over InProcessTransport vs. the physical floor: a bare
// persistent bash driven over pipes with an output marker, measured in the same run.
// Also printed: the engine alone (ShellSession on this thread) and a client ping, which has the
// transport's two thread hops and no shell, so it is clear which layer costs what.
// Usage: exec_latency [iterations] [--cpu N]
//   --cpu N  runs everything (bash included) on CPU N: on VMs whose idle vCPUs wake slowly
//            (tens of µs per cross-CPU wake-up) this separates work from wake-up latency.
#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "engine/session/CommandRun.h"
#include "engine/session/ShellSession.h"
#include "server/SandboxHost.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

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
class BareBash
{
public:
    BareBash()
    {
        int in[2], out[2];
        if (pipe(in) != 0 || pipe(out) != 0)
            abort();
        m_pid = fork();
        if (m_pid == 0) {
            dup2(in[0], 0);
            dup2(out[1], 1);
            close(in[1]);
            close(out[0]);
            execlp("bash", "bash", "--noprofile", "--norc", static_cast<char *>(nullptr));
            _exit(127);
        }
        close(in[0]);
        close(out[1]);
        m_in = in[1];
        m_out = out[0];
    }
    ~BareBash()
    {
        close(m_in);
        close(m_out);
        kill(m_pid, SIGKILL);
        waitpid(m_pid, nullptr, 0);
    }
    QByteArray run(const QByteArray &command)
    {
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
    pid_t m_pid = 0;
    int m_in = -1;
    int m_out = -1;
};
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    int iterations = 2000;
    int cpu = -1;
    for (int i = 1; i < argc; ++i) {
        if (QByteArray(argv[i]) == "--cpu" && i + 1 < argc)
            cpu = atoi(argv[++i]);
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
    // The engine alone, on this thread: what the client, transport and JSON add on top.
    Sandbox localSandbox(options);
    ShellSession *local = localSandbox.defaultSession();
    auto engineExec = [local](const QString &command) {
        QEventLoop loop;
        CommandRun *run = local->exec(command);
        QObject::connect(run, &CommandRun::finished, &loop, &QEventLoop::quit);
        loop.exec();
    };

    std::printf("exec round trip, %d iterations (after %d warm-up), times in microseconds%s\n", iterations,
                warmup, cpu >= 0 ? qPrintable(QStringLiteral(", all on CPU %1").arg(cpu)) : "");
    std::printf("%-8s %9s %9s %9s %9s %9s %9s %9s %7s %7s %7s\n", "command", "floor med", "floor p99",
                "eng med", "eng p99", "clnt med", "clnt p99", "ping med", "eng x", "x med", "x p99");
    bool withinTarget = true;
    for (const char *command : {"true", "echo hi"}) {
        const QString text = QString::fromLatin1(command);
        std::vector<double> floorSamples, engineSamples, clientSamples, pingSamples;
        // Interleaved, so that all see the same machine load.
        for (int i = 0; i < warmup + iterations; ++i) {
            QElapsedTimer clock;
            clock.start();
            bare.run(command);
            const double floorUs = double(clock.nsecsElapsed()) / 1000.0;
            clock.restart();
            engineExec(text);
            const double engineUs = double(clock.nsecsElapsed()) / 1000.0;
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
                engineSamples.push_back(engineUs);
                clientSamples.push_back(clientUs);
                pingSamples.push_back(pingUs);
            }
        }
        const Stats f = stats(floorSamples);
        const Stats e = stats(engineSamples);
        const Stats c = stats(clientSamples);
        const Stats p = stats(pingSamples);
        std::printf("%-8s %9.1f %9.1f %9.1f %9.1f %9.1f %9.1f %9.1f %7.2f %7.2f %7.2f\n", command, f.median,
                    f.p99, e.median, e.p99, c.median, c.p99, p.median, e.median / f.median,
                    c.median / f.median, c.p99 / f.p99);
        withinTarget = withinTarget && c.median / f.median <= 2.0;
    }
    std::printf("target: median <= 2x the floor: %s\n", withinTarget ? "met" : "NOT met");
    return 0;
}
