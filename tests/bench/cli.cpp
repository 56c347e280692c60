// SPDX-License-Identifier: Apache-2.0
// sandmanctl's cost as a process (issue 24), each against its baseline in the same run:
//  1. `sandmanctl exec default -- true`, process start to exit, vs. curl making the same HTTP
//     exec call (POST /api/execute) to the same agent — the least a client process can do.
//     Target: ≤ 1.5× curl.
//  2. `sandmanctl attach` key-to-echo latency through a pty vs. `tmux attach` of a tmux session
//     running the same shell. Target: ≤ tmux's. The agent runs on this machine, so it drives the
//     tty itself (DirectAttach); `attach --websocket`, the path a remote agent takes (relayed by
//     sandmanctl over /ws/pty), is printed beside it.
// Usage: cli [iterations]
#include "CtlAgent.h"

#include <QCoreApplication>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <spawn.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

using namespace sandman::test;

namespace {

double nowMs()
{
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double quantile(std::vector<double> samples, double q)
{
    std::sort(samples.begin(), samples.end());
    return samples.empty() ? 0 : samples[std::min(samples.size() - 1, size_t(double(samples.size()) * q))];
}

double median(std::vector<double> samples)
{
    return quantile(std::move(samples), 0.5);
}

std::vector<char *> cStrings(QList<QByteArray> &strings)
{
    std::vector<char *> pointers;
    for (QByteArray &s : strings)
        pointers.push_back(s.data());
    pointers.push_back(nullptr);
    return pointers;
}

// Runs a program with stdout and stderr on /dev/null; its wall time in ms (-1 on failure).
double timeRun(const QStringList &command, const QStringList &environment)
{
    QList<QByteArray> args, env;
    for (const QString &a : command)
        args.append(a.toLocal8Bit());
    for (const QString &e : environment)
        env.append(e.toLocal8Bit());
    std::vector<char *> argv = cStrings(args), envp = cStrings(env);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    const double start = nowMs();
    pid_t pid = 0;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), envp.data()) != 0)
        return -1;
    int status = 0;
    waitpid(pid, &status, 0);
    const double elapsed = nowMs() - start;
    posix_spawn_file_actions_destroy(&actions);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? elapsed : -1;
}

// A program on a pty; typing a key and reading until it is echoed.
class Pty
{
public:
    Pty(const QStringList &command, const QStringList &environment)
    {
        QList<QByteArray> args, env;
        for (const QString &a : command)
            args.append(a.toLocal8Bit());
        for (const QString &e : environment)
            env.append(e.toLocal8Bit());
        std::vector<char *> argv = cStrings(args), envp = cStrings(env);
        struct winsize size = {};
        size.ws_col = 80;
        size.ws_row = 24;
        m_pid = forkpty(&m_master, nullptr, nullptr, &size);
        if (m_pid == 0) {
            execve(argv[0], argv.data(), envp.data());
            _exit(127);
        }
    }
    ~Pty()
    {
        kill(m_pid, SIGKILL);
        waitpid(m_pid, nullptr, 0);
        close(m_master);
    }
    // Reads until text shows up (or timeoutMs passes); false on timeout.
    bool readUntil(const QByteArray &text, int timeoutMs)
    {
        const double deadline = nowMs() + timeoutMs;
        while (nowMs() < deadline) {
            if (m_seen.contains(text)) {
                m_seen = m_seen.mid(m_seen.indexOf(text) + text.size());
                return true;
            }
            struct pollfd fd = {m_master, POLLIN, 0};
            if (poll(&fd, 1, 20) > 0) {
                char buffer[65536];
                const ssize_t count = read(m_master, buffer, sizeof buffer);
                if (count > 0)
                    m_seen.append(buffer, count);
            }
        }
        return false;
    }
    void drain(int ms)
    {
        readUntil("\x01never\x02", ms);
        m_seen.clear();
    }
    void type(const char *bytes) { [[maybe_unused]] auto n = write(m_master, bytes, strlen(bytes)); }
    // One key's time to its echo in ms (-1 when it never came); the key is erased again.
    double keyLatency(int i)
    {
        const char keys[] = "abcdefghijklmnopqrstuvwxyz";
        char key[2] = {keys[i % 26], 0};
        m_seen.clear();
        const double start = nowMs();
        type(key);
        if (!readUntil(key, 5000))
            return -1;
        const double elapsed = nowMs() - start;
        type("\x7f");
        drain(30);
        return elapsed;
    }

private:
    int m_master = -1;
    pid_t m_pid = -1;
    QByteArray m_seen;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int iterations = argc > 1 ? std::max(3, atoi(argv[1])) : 30;
    if (qEnvironmentVariableIsEmpty("SANDMAN_TEST_BINARY_DIR"))
        qputenv("SANDMAN_TEST_BINARY_DIR", QCoreApplication::applicationDirPath().toLocal8Bit() + "/../..");
    CtlAgent agent;
    if (!agent.start()) {
        std::fprintf(stderr, "cli: sandman-agent did not start\n");
        return 1;
    }
    const QStringList environment = agent.home().environment().toStringList();
    const QString curl = QStandardPaths::findExecutable(QStringLiteral("curl"));
    QUrl http = agent.url();
    http.setScheme(QStringLiteral("http"));
    http.setPath(QStringLiteral("/api/execute"));
    const QStringList ctl = QStringList{CtlAgent::binary(QStringLiteral("sandmanctl"))} + agent.target()
        + QStringList{QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--"),
                      QStringLiteral("true")};
    const QStringList viaCurl{curl,
                              QStringLiteral("-sf"),
                              QStringLiteral("-o"),
                              QStringLiteral("/dev/null"),
                              QStringLiteral("-H"),
                              QStringLiteral("Authorization: Bearer ")
                                  + QString::fromLatin1(CtlAgent::token()),
                              QStringLiteral("-H"),
                              QStringLiteral("Content-Type: application/json"),
                              QStringLiteral("-d"),
                              QStringLiteral("{\"command\":\"true\",\"sessionId\":\"default\"}"),
                              http.toString()};
    // Warm up both (the session's shell, the page cache).
    for (int i = 0; i < 3; ++i) {
        if (timeRun(ctl, environment) < 0 || (!curl.isEmpty() && timeRun(viaCurl, environment) < 0)) {
            std::fprintf(stderr, "cli: a warm-up run failed\n");
            return 1;
        }
    }
    std::vector<double> ctlSamples, curlSamples;
    for (int i = 0; i < iterations; ++i) { // interleaved: both see the same machine
        ctlSamples.push_back(timeRun(ctl, environment));
        if (!curl.isEmpty())
            curlSamples.push_back(timeRun(viaCurl, environment));
    }
    const double ctlMs = median(ctlSamples);
    std::printf("exec default -- true, process start to exit, median of %d:\n", iterations);
    std::printf("  sandmanctl exec          %8.2f ms\n", ctlMs);
    if (!curl.isEmpty()) {
        const double curlMs = median(curlSamples);
        std::printf("  curl POST /api/execute   %8.2f ms\n", curlMs);
        std::printf("  ratio sandmanctl/curl    %8.2f x   (target <= 1.5)\n", ctlMs / curlMs);
    } else {
        std::printf("  curl not installed: no baseline\n");
    }

    // Key to echo through a pty: sandmanctl attach vs tmux attach, the same bash in each. The keys
    // alternate between the two, so that both see the same machine (it is shared and its load
    // changes from second to second).
    const QString tmux = QStandardPaths::findExecutable(QStringLiteral("tmux"));
    QStringList shellEnvironment = environment;
    shellEnvironment.append(QStringLiteral("TERM=xterm-256color"));
    const QString socket = QStringLiteral("sandman-bench-%1").arg(QCoreApplication::applicationPid());
    const QStringList tmuxBase{tmux, QStringLiteral("-L"), socket, QStringLiteral("-f"),
                               QStringLiteral("/dev/null")};
    if (!tmux.isEmpty())
        timeRun(tmuxBase
                    + QStringList{QStringLiteral("new-session"), QStringLiteral("-d"), QStringLiteral("-s"),
                                  QStringLiteral("bench"), QStringLiteral("bash --norc --noprofile")},
                shellEnvironment);
    std::vector<double> attachSamples, relayedSamples, tmuxSamples;
    {
        Pty attach(
            QStringList{CtlAgent::binary(QStringLiteral("sandmanctl"))} + agent.target()
                + QStringList{QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("bench")},
            shellEnvironment);
        Pty relayed(QStringList{CtlAgent::binary(QStringLiteral("sandmanctl"))} + agent.target()
                        + QStringList{QStringLiteral("attach"), QStringLiteral("--websocket"),
                                      QStringLiteral("default"), QStringLiteral("bench-ws")},
                    shellEnvironment);
        std::unique_ptr<Pty> tmuxAttach;
        if (!tmux.isEmpty())
            tmuxAttach = std::make_unique<Pty>(
                tmuxBase
                    + QStringList{QStringLiteral("attach"), QStringLiteral("-t"), QStringLiteral("bench")},
                shellEnvironment);
        bool ready = true;
        for (Pty *pty : {&attach, &relayed, tmuxAttach.get()}) {
            if (!pty)
                continue;
            pty->type("echo ready-$((1+1))\r");
            ready = ready && pty->readUntil("ready-2", 15000);
            pty->drain(300);
        }
        for (int i = 0; ready && i < iterations; ++i) {
            attachSamples.push_back(attach.keyLatency(i));
            relayedSamples.push_back(relayed.keyLatency(i));
            if (tmuxAttach)
                tmuxSamples.push_back(tmuxAttach->keyLatency(i));
            if (attachSamples.back() < 0 || relayedSamples.back() < 0
                || (tmuxAttach && tmuxSamples.back() < 0))
                ready = false;
        }
        if (!ready) {
            std::fprintf(stderr, "cli: an attach did not echo\n");
            return 1;
        }
    }
    if (!tmux.isEmpty())
        timeRun(tmuxBase + QStringList{QStringLiteral("kill-server")}, shellEnvironment);
    const double attachMs = median(attachSamples);
    std::printf("key to echo through a pty, median of %d (interleaved; quartiles in brackets):\n",
                iterations);
    std::printf("  sandmanctl attach        %8.3f ms  [%.3f, %.3f]\n", attachMs,
                quantile(attachSamples, 0.25), quantile(attachSamples, 0.75));
    const double relayedMs = median(relayedSamples);
    std::printf("  attach --websocket       %8.3f ms  [%.3f, %.3f]\n", relayedMs,
                quantile(relayedSamples, 0.25), quantile(relayedSamples, 0.75));
    if (!tmux.isEmpty()) {
        const double tmuxMs = median(tmuxSamples);
        std::printf("  tmux attach              %8.3f ms  [%.3f, %.3f]\n", tmuxMs,
                    quantile(tmuxSamples, 0.25), quantile(tmuxSamples, 0.75));
        if (attachMs > 0 && tmuxMs > 0)
            std::printf("  ratio sandmanctl/tmux    %8.2f x   (target <= 1)\n", attachMs / tmuxMs);
        if (relayedMs > 0 && tmuxMs > 0)
            std::printf("  ratio --websocket/tmux   %8.2f x\n", relayedMs / tmuxMs);
    } else {
        std::printf("  tmux not installed: no baseline\n");
    }
    return 0;
}
