// SPDX-License-Identifier: Apache-2.0
// broadcast (issue 27): one command to many targets through BroadcastRunner (the Broadcast
// pane's engine), against real sandman-agent processes over /ws:
//  (a) 50 sessions of one agent (the local sandbox is one agent);
//  (b) the default session of 20 agent processes.
// Baseline, in the same run: the command alone in each target, one after the other; the
// slowest of those is what a broadcast cannot beat. Target: wall time <= 1.2x the slowest.
// Usage: broadcast [sessions=50] [agents=20] [command="sleep 0.5; echo done"] [rounds=3]
#include "FutureWait.h"
#include "broadcast/BroadcastResultModel.h"
#include "broadcast/BroadcastRunner.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <memory>

using namespace sandman;
using namespace sandman::test;

namespace {

quint16 startAgent(QProcess &process, const QString &dir)
{
    QDir().mkpath(dir + QStringLiteral("/workspace"));
    QFile token(dir + QStringLiteral("/token"));
    if (!token.open(QIODevice::WriteOnly))
        return 0;
    token.write("bench-token");
    token.close();
    const QString binary
        = QCoreApplication::applicationDirPath() + QStringLiteral("/../../app/sandman-agent");
    process.start(binary,
                  {QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--token-file"),
                   token.fileName(), QStringLiteral("--root"), dir + QStringLiteral("/workspace")});
    static const QRegularExpression serving(QStringLiteral("serving ws://127.0.0.1:(\\d+)"));
    QByteArray out;
    waitUntil(
        [&] {
            out += process.readAllStandardOutput();
            return serving.match(QString::fromUtf8(out)).hasMatch()
                || process.state() == QProcess::NotRunning;
        },
        20000);
    return quint16(serving.match(QString::fromUtf8(out)).captured(1).toUInt());
}

std::unique_ptr<SandboxClient> connectTo(quint16 port)
{
    WebSocketTransport::Options options;
    options.token = "bench-token";
    auto *transport = new WebSocketTransport(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)), options);
    auto client = std::make_unique<SandboxClient>(transport);
    transport->setParent(client.get());
    transport->open();
    waitUntil([transport] { return transport->state() == Transport::State::Connected; }, 10000);
    return client;
}

// The slowest target's round trip alone (client-side wall time, as the broadcast's is).
qint64 slowestAlone(const QList<BroadcastTarget> &targets, const QString &command)
{
    qint64 slowest = 0;
    for (const BroadcastTarget &target : targets) {
        ExecOptions options;
        options.sessionId = target.sessionId;
        QElapsedTimer clock;
        clock.start();
        QFuture<ExecResult> run = target.client->exec(command, options);
        if (!waitFor(run, 60000) || failureOf(run))
            return -1;
        slowest = std::max(slowest, clock.elapsed());
    }
    return slowest;
}

qint64 broadcastWall(const QList<BroadcastTarget> &targets, const QString &command, int *succeeded)
{
    BroadcastResultModel model;
    BroadcastRunner runner(&model);
    runner.setConcurrency(0);
    QElapsedTimer clock;
    clock.start();
    runner.start(command, targets);
    waitUntil([&runner] { return !runner.isRunning(); }, 120000);
    const qint64 wall = clock.elapsed();
    *succeeded = model.countIn(BroadcastResultModel::State::Succeeded);
    return wall;
}

bool measure(const char *what, const QList<BroadcastTarget> &targets, const QString &command, int rounds)
{
    QList<double> ratios;
    for (int round = 0; round < rounds; ++round) {
        const qint64 alone = slowestAlone(targets, command);
        int succeeded = 0;
        const qint64 wall = broadcastWall(targets, command, &succeeded);
        if (alone <= 0 || succeeded != targets.size()) {
            std::fprintf(stderr, "%s: a target failed (%d of %lld succeeded)\n", what, succeeded,
                         qint64(targets.size()));
            return false;
        }
        const double ratio = double(wall) / double(alone);
        ratios.append(ratio);
        std::printf("  %s round %d: broadcast %lld ms, slowest single target %lld ms, ratio %.2f\n", what,
                    round + 1, wall, alone, ratio);
    }
    std::sort(ratios.begin(), ratios.end());
    const double median = ratios.at(ratios.size() / 2);
    std::printf("%s: median ratio %.2f (target <= 1.20) %s\n", what, median, median <= 1.2 ? "ok" : "MISSED");
    std::fflush(stdout);
    return median <= 1.2;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int sessions = argc > 1 ? std::atoi(argv[1]) : 50;
    const int agentCount = argc > 2 ? std::atoi(argv[2]) : 20;
    const QString command
        = argc > 3 ? QString::fromLocal8Bit(argv[3]) : QStringLiteral("sleep 0.5; echo done");
    const int rounds = argc > 4 ? std::max(1, std::atoi(argv[4])) : 3;
    QTemporaryDir dir;
    std::printf("command: %s\n", qPrintable(command));

    bool ok = true;
    {
        QProcess agent;
        const quint16 port = startAgent(agent, dir.filePath(QStringLiteral("one")));
        if (!port) {
            std::fprintf(stderr, "the agent did not start\n");
            return 1;
        }
        std::unique_ptr<SandboxClient> client = connectTo(port);
        QList<BroadcastTarget> targets;
        for (int i = 0; i < sessions; ++i) {
            SessionOptions options;
            options.id = QStringLiteral("b%1").arg(i);
            QFuture<SessionInfo> created = client->createSession(options);
            if (!waitFor(created) || failureOf(created)) {
                std::fprintf(stderr, "session %d could not be created\n", i);
                return 1;
            }
            targets.append({client.get(), QStringLiteral("one"), options.id});
        }
        ok = measure(qPrintable(QStringLiteral("%1 sessions of one agent").arg(sessions)), targets, command,
                     rounds)
            && ok;
        client.reset();
        agent.terminate();
        agent.waitForFinished(5000);
    }
    {
        std::vector<std::unique_ptr<QProcess>> agents;
        std::vector<std::unique_ptr<SandboxClient>> clients;
        QList<BroadcastTarget> targets;
        QElapsedTimer started;
        started.start();
        for (int i = 0; i < agentCount; ++i) {
            agents.push_back(std::make_unique<QProcess>());
            const quint16 port = startAgent(*agents.back(), dir.filePath(QStringLiteral("agent-%1").arg(i)));
            if (!port) {
                std::fprintf(stderr, "agent %d did not start\n", i);
                return 1;
            }
            clients.push_back(connectTo(port));
            targets.append(
                {clients.back().get(), QStringLiteral("agent-%1").arg(i), QStringLiteral("default")});
        }
        std::printf("%d agent processes started in %lld ms\n", agentCount, started.elapsed());
        ok = measure(qPrintable(QStringLiteral("%1 agent processes").arg(agentCount)), targets, command,
                     rounds)
            && ok;
        clients.clear();
        for (auto &agent : agents) {
            agent->terminate();
            agent->waitForFinished(5000);
        }
    }
    return ok ? 0 : 2;
}
