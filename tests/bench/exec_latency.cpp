// SPDX-License-Identifier: Apache-2.0
// exec round trip through SandboxClient over InProcessTransport vs. the physical floor: a bare
// persistent bash driven over pipes with an output marker, measured in the same run.
// Usage: exec_latency [iterations]
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
    const int iterations = argc > 1 ? std::max(100, atoi(argv[1])) : 2000;
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

    std::printf("exec round trip, %d iterations (after %d warm-up), times in microseconds\n", iterations,
                warmup);
    std::printf("%-10s %10s %10s %10s %10s %10s %10s %7s %7s %7s\n", "command", "floor med", "floor p99",
                "engine med", "engine p99", "client med", "client p99", "eng x", "x med", "x p99");
    bool withinTarget = true;
    for (const char *command : {"true", "echo hi"}) {
        const QString text = QString::fromLatin1(command);
        std::vector<double> floorSamples, engineSamples, clientSamples;
        // Interleaved, so that both see the same machine load.
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
            if (i >= warmup) {
                floorSamples.push_back(floorUs);
                engineSamples.push_back(engineUs);
                clientSamples.push_back(clientUs);
            }
        }
        const Stats f = stats(floorSamples);
        const Stats e = stats(engineSamples);
        const Stats c = stats(clientSamples);
        std::printf("%-10s %10.1f %10.1f %10.1f %10.1f %10.1f %10.1f %7.2f %7.2f %7.2f\n", command, f.median,
                    f.p99, e.median, e.p99, c.median, c.p99, e.median / f.median, c.median / f.median,
                    c.p99 / f.p99);
        withinTarget = withinTarget && c.median / f.median <= 2.0;
    }
    std::printf("target: median <= 2x the floor: %s\n", withinTarget ? "met" : "NOT met");
    return 0;
}
