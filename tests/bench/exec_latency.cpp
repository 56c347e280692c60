// SPDX-License-Identifier: Apache-2.0
// exec round trip through SandboxClient over InProcessTransport vs. the physical floor: a bare
// persistent bash driven over pipes with an output marker, measured in the same run.
// Also printed: the engine alone (ShellSession on this thread) and a client ping, which has the
// transport's two thread hops and no shell, so it is clear which layer costs what. Both session
// protocols side by side: the loadable bash builtin (the default) and the fallback script lines.
// Usage: exec_latency [iterations] [--cpu N | --all-cpus]
//                     [--only floor|engine|same|client|ping [--command C]]
//   --only: just that path (builtin, "true" or C; ping: the client's ping, no shell), iterations
//   times, no table: for a profiler.
//   By default everything (bash included) runs on one CPU (the one it starts on, or N): on VMs
//   whose idle vCPUs wake slowly (tens of µs per cross-CPU wake-up, depending on how recently
//   they ran) unpinned ratios measure wake-up luck, not work. --all-cpus measures that anyway.
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "engine/session/CommandRun.h"
#include "engine/session/SessionBuiltin.h"
#include "engine/session/ShellSession.h"
#include "server/SandboxHost.h"
#include "server/SandboxRouter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/resource.h>
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
// Line: bash gets the fallback protocol's own line for the command (eval with the marker fd
// hidden, the status function writing to fd 200): bash's share of a fallback exec.
// Frame: bash runs the builtin's loop and gets the command's frame: bash's share of a builtin exec.
class BareBash
{
public:
    enum class Mode { Floor, Line, Frame };
    explicit BareBash(Mode mode = Mode::Floor)
        : m_mode(mode)
    {
        int in[2], out[2], marker[2], frame[2];
        if (pipe(in) != 0 || pipe(out) != 0 || pipe(marker) != 0 || pipe(frame) != 0)
            abort();
        m_pid = fork();
        if (m_pid == 0) {
            dup2(in[0], 0);
            dup2(out[1], 1);
            dup2(frame[0], 198);
            dup2(marker[1], 200);
            close(in[1]);
            close(out[0]);
            close(marker[0]);
            close(frame[1]);
            execlp("bash", "bash", "--noprofile", "--norc", static_cast<char *>(nullptr));
            _exit(127);
        }
        close(in[0]);
        close(out[1]);
        close(marker[1]);
        close(frame[0]);
        m_in = in[1];
        m_out = out[0];
        m_marker = marker[0];
        m_frame = frame[1];
        if (m_mode != Mode::Floor)
            fcntl(m_out, F_SETFL, O_NONBLOCK); // runEngine must not wait for no output
        QByteArray start = ShellSession::fallbackPrelude();
        if (m_mode == Mode::Frame)
            start += "enable -f '" + QFile::encodeName(SessionBuiltin::path())
                + "' __sandman_loop && __sandman_loop 198 200\n";
        if (write(m_in, start.constData(), size_t(start.size())) != start.size())
            abort();
    }
    ~BareBash()
    {
        close(m_in);
        close(m_out);
        close(m_marker);
        close(m_frame);
        kill(m_pid, SIGKILL);
        waitpid(m_pid, nullptr, 0);
    }
    QByteArray run(const QByteArray &command)
    {
        if (m_mode != Mode::Floor)
            return runEngine(command);
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
    QByteArray runEngine(const QByteArray &command)
    {
        ++m_seq;
        const QByteArray data = m_mode == Mode::Line ? ShellSession::plainCommandLine(m_seq, command)
                                                     : SessionBuiltin::frame(m_seq, 0, command);
        if (write(m_mode == Mode::Line ? m_in : m_frame, data.constData(), size_t(data.size()))
            != data.size())
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

    Mode m_mode = Mode::Floor;
    quint64 m_seq = 0;
    pid_t m_pid = 0;
    int m_in = -1;
    int m_out = -1;
    int m_marker = -1;
    int m_frame = -1;
};

// Runs steps in order, round after round, in one running event loop. A step calls done once
// its result is in hand; its time is from its start to then. The next step starts from a
// posted call, after the finished step's own cleanup.
class StepRunner
{
public:
    using Done = std::function<void()>;
    using Step = std::function<void(Done)>;
    struct TimedStep {
        Step step;
        std::vector<double> *samples; // null: untimed
    };

    QObject *context() { return &m_context; }

    // Rounds of steps; the first warmup rounds are not recorded.
    void run(const std::vector<TimedStep> &steps, int rounds, int warmup)
    {
        QEventLoop loop;
        int round = 0;
        size_t next = 0;
        QElapsedTimer clock;
        std::function<void()> startNext = [&] {
            if (next == steps.size()) {
                next = 0;
                if (++round == rounds) {
                    loop.quit();
                    return;
                }
            }
            const TimedStep &current = steps[next++];
            const bool recorded = current.samples && round >= warmup;
            clock.start();
            current.step([&, recorded, samples = current.samples] {
                if (recorded)
                    samples->push_back(double(clock.nsecsElapsed()) / 1000.0);
                QMetaObject::invokeMethod(&m_context, startNext, Qt::QueuedConnection);
            });
        };
        QMetaObject::invokeMethod(&m_context, startNext, Qt::QueuedConnection);
        loop.exec();
    }

private:
    QObject m_context;
};

// One session protocol's stack: a SandboxHost (engine on its own thread, as in the app) with
// its client, and an engine on this thread with a client of its own.
struct ProtocolStack {
    explicit ProtocolStack(const Sandbox::Options &options)
        : host(options)
        , transport(host.handler(), host.context())
        , client(&transport)
        , localSandbox(options)
        , localRouter(&localSandbox)
        , sameThreadTransport(&localRouter, &localSandbox)
        , sameThreadClient(&sameThreadTransport)
    { }
    SandboxHost host;
    InProcessTransport transport;
    SandboxClient client;
    Sandbox localSandbox;
    SandboxRouter localRouter;
    InProcessTransport sameThreadTransport;
    SandboxClient sameThreadClient;
};

struct Samples {
    std::vector<double> bash, engine, same, client;
};
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    int iterations = 2000;
    int cpu = sched_getcpu();
    QByteArray only;
    QString onlyCommand = QStringLiteral("true");
    for (int i = 1; i < argc; ++i) {
        if (QByteArray(argv[i]) == "--cpu" && i + 1 < argc)
            cpu = atoi(argv[++i]);
        else if (QByteArray(argv[i]) == "--only" && i + 1 < argc)
            only = argv[++i];
        else if (QByteArray(argv[i]) == "--command" && i + 1 < argc)
            onlyCommand = QString::fromLocal8Bit(argv[++i]);
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
    QString whyNot;
    if (SessionBuiltin::path(&whyNot).isEmpty()) {
        std::fprintf(stderr, "the bash builtin is not available (%s): build sandman-session-builtin\n",
                     qPrintable(whyNot));
        return 1;
    }
    const int warmup = 100;
    QTemporaryDir workspace;
    Sandbox::Options options;
    options.workspaceDir = workspace.path();
    BareBash bare;
    BareBash line(BareBash::Mode::Line);
    BareBash frame(BareBash::Mode::Frame);
    // Each asynchronous call is timed as the app takes it: from the call to its result reaching
    // the caller in the caller's running event loop (a continuation, then(context, …), as the
    // window's command bar takes it). The next step is posted, so what runs after a result (the
    // call's own cleanup) is in no step's time. (A nested QEventLoop per call, as this bench
    // used, cost 3 µs per call in quit()'s wake-up and the loop's set-up: the harness's, not the
    // client's. A QFutureWatcher, as test::waitFor uses, adds five queued events per call.)
    StepRunner runner;
    auto engineExec = [](Sandbox &sandbox, const QString &command) {
        return [&sandbox, command](StepRunner::Done done) {
            CommandRun *run = sandbox.defaultSession()->exec(command);
            QObject::connect(run, &CommandRun::finished, run, [done] { done(); });
        };
    };
    auto clientExec = [&runner](SandboxClient &client, const QString &command) {
        return [&runner, &client, command](StepRunner::Done done) {
            client.exec(command).then(runner.context(), [done](const QFuture<ExecResult> &result) {
                if (result.resultCount() == 0) {
                    std::fprintf(stderr, "exec failed\n");
                    std::exit(1);
                }
                done();
            });
        };
    };
    // The transport's round trip alone, its result taken as an exec's is.
    auto clientPing = [&runner](SandboxClient &client) {
        return [&runner, &client](StepRunner::Done done) {
            client.ping().then(runner.context(), [done](const QFuture<QJsonObject> &result) {
                if (result.resultCount() == 0) {
                    std::fprintf(stderr, "ping failed\n");
                    std::exit(1);
                }
                done();
            });
        };
    };
    auto blocking = [](BareBash &bash, const QByteArray &command) {
        return [&bash, command](StepRunner::Done done) {
            bash.run(command);
            done();
        };
    };
    // A shell's protocol is fixed when it starts: each stack's shells are started while its
    // protocol is the one chosen (the builtin first, then the fallback).
    auto startShells = [&](ProtocolStack *stack) {
        const QString command = QStringLiteral("true");
        runner.run({{engineExec(stack->localSandbox, command), nullptr},
                    {clientExec(stack->sameThreadClient, command), nullptr},
                    {clientExec(stack->client, command), nullptr}},
                   1, 0);
    };
    ProtocolStack builtin(options);
    startShells(&builtin);
    if (!only.isEmpty()) {
        StepRunner::Step step;
        if (only == "floor")
            step = blocking(bare, onlyCommand.toLatin1());
        else if (only == "engine")
            step = engineExec(builtin.localSandbox, onlyCommand);
        else if (only == "same")
            step = clientExec(builtin.sameThreadClient, onlyCommand);
        else if (only == "ping")
            step = clientPing(builtin.client);
        else
            step = clientExec(builtin.client, onlyCommand);
        std::vector<double> samples;
        rusage before{};
        getrusage(RUSAGE_SELF, &before);
        runner.run({{step, &samples}}, iterations, 0);
        rusage after{};
        getrusage(RUSAGE_SELF, &after);
        // CPU time of this process (not bash's): steadier than wall time on a loaded machine.
        // It includes the posted step between calls (the harness's).
        const auto micros = [](const timeval &t) { return double(t.tv_sec) * 1e6 + double(t.tv_usec); };
        const double cpuUs = micros(after.ru_utime) + micros(after.ru_stime) - micros(before.ru_utime)
            - micros(before.ru_stime);
        double sum = 0;
        for (double us : samples)
            sum += us;
        std::printf("%s: %.1f us per exec (median %.1f), %.1f us of this process's CPU (mean of %d)\n",
                    only.constData(), sum / double(samples.size()), stats(samples).median, cpuUs / iterations,
                    iterations);
        return 0;
    }
    qputenv("SANDMAN_SESSION_PROTOCOL", "fallback");
    ProtocolStack fallback(options);
    startShells(&fallback);
    qunsetenv("SANDMAN_SESSION_PROTOCOL");
    if (builtin.localSandbox.defaultSession()->protocol() != SessionBuiltin::Protocol::Builtin
        || fallback.localSandbox.defaultSession()->protocol() != SessionBuiltin::Protocol::Fallback) {
        std::fprintf(stderr, "the sessions did not get the protocols asked for\n");
        return 1;
    }

    std::printf("exec round trip, %d iterations (after %d warm-up), medians in microseconds%s\n", iterations,
                warmup, cpu >= 0 ? qPrintable(QStringLiteral(", all on CPU %1").arg(cpu)) : "");
    std::printf(
        "  floor:  bare bash, command + echo of a marker (the target's baseline)\n"
        "  bash:   bare bash fed the protocol's own frame (builtin) or line (fallback): bash's share\n"
        "  engine: ShellSession on this thread; same: SandboxClient with the engine on this\n"
        "          thread; client: SandboxClient over InProcessTransport with the engine on its\n"
        "          own thread (as in the app); c99: its p99; ping: that client without a shell\n"
        "  ratios (x) against the floor; p99 x: the client's p99 against the floor's p99\n");
    std::printf("%-8s %6s %6s | %-8s %6s %6s %6s %6s %6s | %6s %6s %6s %6s\n", "command", "floor", "ping",
                "protocol", "bash", "engine", "same", "client", "c99", "bash x", "eng x", "clnt x", "p99 x");
    bool withinTarget = true;
    for (const char *command : {"true", "echo hi"}) {
        const QString text = QString::fromLatin1(command);
        std::vector<double> floorSamples, pingSamples;
        Samples perProtocol[2];
        ProtocolStack *stacks[2] = {&builtin, &fallback};
        BareBash *bashes[2] = {&frame, &line};
        // Interleaved, so that all see the same machine load.
        std::vector<StepRunner::TimedStep> steps{{blocking(bare, command), &floorSamples}};
        for (int p = 0; p < 2; ++p) {
            steps.push_back({blocking(*bashes[p], command), &perProtocol[p].bash});
            steps.push_back({engineExec(stacks[p]->localSandbox, text), &perProtocol[p].engine});
            steps.push_back({clientExec(stacks[p]->sameThreadClient, text), &perProtocol[p].same});
            steps.push_back({clientExec(stacks[p]->client, text), &perProtocol[p].client});
        }
        steps.push_back({clientPing(builtin.client), &pingSamples});
        runner.run(steps, warmup + iterations, warmup);
        const Stats f = stats(floorSamples);
        const Stats ping = stats(pingSamples);
        for (int p = 0; p < 2; ++p) {
            const Stats b = stats(perProtocol[p].bash);
            const Stats e = stats(perProtocol[p].engine);
            const Stats s = stats(perProtocol[p].same);
            const Stats c = stats(perProtocol[p].client);
            std::printf("%-8s %6.1f %6.1f | %-8s %6.1f %6.1f %6.1f %6.1f %6.1f | %6.2f %6.2f %6.2f %6.2f\n",
                        p == 0 ? command : "", p == 0 ? f.median : 0.0, p == 0 ? ping.median : 0.0,
                        p == 0 ? "builtin" : "fallback", b.median, e.median, s.median, c.median, c.p99,
                        b.median / f.median, e.median / f.median, c.median / f.median, c.p99 / f.p99);
            if (p == 0)
                withinTarget = withinTarget && c.median / f.median <= 2.0 && e.median / f.median <= 1.5
                    && c.p99 / f.p99 <= 3.0;
        }
    }
    std::printf(
        "targets (builtin): client median <= 2x, engine <= 1.5x, client p99 <= 3x the floor's: %s%s\n",
        withinTarget ? "met" : "NOT met", cpu < 0 ? " (unpinned: not a reliable verdict, see --cpu)" : "");
    return 0;
}
