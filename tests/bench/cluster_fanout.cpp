// SPDX-License-Identifier: Apache-2.0
// cluster_fanout (issue 15): N sandboxes (default 50) behind the Kubernetes API server double,
// each pod backed by a real local sandman-agent. Measures
//  (a) list -> all N shown with their state: a fresh KubeApiClient + KubeSandboxWatcher from
//      start() until every sandbox is known and Ready (discovery + list, watch opened);
//  (b) create N through KubeApiClient (Secret + Sandbox each) -> all N Ready in the watcher;
//  (c) exec("true") round trip through KubePortForward (API server WebSocket port-forward) vs a
//      direct /ws connection to the same agent (target <= 1.5x): the two alternate exec by exec
//      (so both see the same load), medians of 3 rounds; and one command in each of the N
//      sandboxes through its own port-forward.
// Usage: cluster_fanout [sandboxes] [agents]  (agents: real agents shared round-robin)
#include "ExecRoundTrip.h"
#include "FakeKubeApiServer.h"
#include "FutureWait.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "cluster/KubeApiClient.h"
#include "cluster/KubePortForward.h"
#include "cluster/KubeSandboxWatcher.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

using namespace sandman;
using namespace sandman::test;

namespace {

quint16 startAgent(QProcess &process, const QString &dir)
{
    QDir().mkpath(dir);
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

std::unique_ptr<SandboxClient> connect(const QUrl &url)
{
    WebSocketTransport::Options options;
    options.token = "bench-token";
    auto *transport = new WebSocketTransport(url, options);
    auto client = std::make_unique<SandboxClient>(transport);
    transport->setParent(client.get());
    transport->open();
    return client;
}

double execMicros(SandboxClient &client)
{
    QElapsedTimer clock;
    clock.start();
    auto future = client.exec(QStringLiteral("true"));
    if (!waitFor(future, 30000) || failureOf(future)) {
        std::fprintf(stderr, "exec failed\n");
        std::exit(1);
    }
    return double(clock.nsecsElapsed()) / 1000.0;
}

double median(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

bool allReady(const KubeSandboxWatcher &watcher, int n)
{
    const auto list = watcher.sandboxes();
    if (list.size() != n)
        return false;
    for (const KubeSandboxInfo &s : list)
        if (s.state != KubeSandboxInfo::State::Ready)
            return false;
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int n = argc > 1 ? std::atoi(argv[1]) : 50;
    const int agentCount = argc > 2 ? std::atoi(argv[2]) : n;
    QTemporaryDir dir;

    QElapsedTimer timer;
    timer.start();
    std::vector<std::unique_ptr<QProcess>> agents;
    std::vector<quint16> ports;
    for (int i = 0; i < agentCount; ++i) {
        agents.push_back(std::make_unique<QProcess>());
        const quint16 port = startAgent(*agents.back(), dir.filePath(QStringLiteral("agent-%1").arg(i)));
        if (!port) {
            std::fprintf(stderr, "agent %d did not start\n", i);
            return 1;
        }
        ports.push_back(port);
    }
    std::printf("%d sandboxes, %d real sandman-agent processes (started in %lld ms)\n", n, agentCount,
                timer.elapsed());

    FakeKubeApiServer server;
    server.addToken("kube-token", QStringLiteral("bench"));
    server.setReadyDelayMs(0);
    if (!server.listen())
        return 1;
    KubeEndpoint endpoint;
    endpoint.cluster.server = server.url().toString();
    endpoint.user.name = QStringLiteral("bench");
    endpoint.user.token = QStringLiteral("kube-token");

    // (b) create through the client until all are Ready in a watcher.
    {
        KubeApiClient client(endpoint);
        KubeSandboxWatcher watcher(&client);
        watcher.start();
        waitUntil([&] { return watcher.isSynced(); }, 30000);
        timer.restart();
        QList<QFuture<QJsonObject>> creates;
        for (int i = 0; i < n; ++i) {
            const QString name = QStringLiteral("sb-%1").arg(i, 3, 10, QLatin1Char('0'));
            server.setPodBackend(name, 3000, ports[size_t(i % agentCount)]);
            KubeSandboxSpec spec;
            spec.name = name;
            creates << client.createSandbox(spec, "bench-token");
        }
        for (auto &f : creates)
            if (!waitFor(f, 60000) || f.isCanceled()) {
                std::fprintf(stderr, "create failed\n");
                return 1;
            }
        const qint64 created = timer.elapsed();
        if (!waitUntil([&] { return allReady(watcher, n); }, 60000)) {
            std::fprintf(stderr, "not all sandboxes became Ready\n");
            return 1;
        }
        std::printf("(b) create %d (Secret + Sandbox each): %lld ms; all Ready in the watcher: %lld ms\n", n,
                    created, timer.elapsed());
    }

    // (a) a new window: list -> all N shown with their state (5 runs, best and median).
    QList<qint64> runs;
    for (int run = 0; run < 5; ++run) {
        timer.restart();
        KubeApiClient client(endpoint);
        KubeSandboxWatcher watcher(&client);
        watcher.start();
        if (!waitUntil([&] { return allReady(watcher, n); }, 30000))
            return 1;
        runs << timer.nsecsElapsed() / 1000;
    }
    std::sort(runs.begin(), runs.end());
    std::printf(
        "(a) list -> all %d shown with state: median %.1f ms, best %.1f ms (5 runs, discovery included)\n", n,
        runs[2] / 1000.0, runs[0] / 1000.0);

    // (c) exec round trip: port-forward vs direct /ws to the same agent.
    KubeApiClient client(endpoint);
    auto direct = connect(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(ports[0])));
    KubePortForward forward(&client, QStringLiteral("sb-000"), 3000);
    forward.listen();
    auto forwarded = connect(forward.localWebSocketUrl());
    const int count = 300;
    roundTripMicros(*direct, 50); // warm-up (the means are not reported)
    roundTripMicros(*forwarded, 50);
    // A mean of 300 in a row measured whichever load spike fell into its block (0.78x-3.01x on
    // a loaded machine): alternated exec by exec and taken as medians, both see the same load.
    std::vector<double> ratios;
    for (int round = 0; round < 3; ++round) {
        std::vector<double> directSamples, forwardSamples;
        for (int i = 0; i < count; ++i) {
            const bool directFirst = i % 2 == 0;
            const double first = execMicros(directFirst ? *direct : *forwarded);
            const double second = execMicros(directFirst ? *forwarded : *direct);
            directSamples.push_back(directFirst ? first : second);
            forwardSamples.push_back(directFirst ? second : first);
        }
        const double directUs = median(directSamples);
        const double forwardUs = median(forwardSamples);
        ratios.push_back(forwardUs / directUs);
        std::printf("(c) exec(\"true\") round trip, round %d: direct /ws %.0f us, through port-forward %.0f "
                    "us (medians of %d), ratio %.2fx\n",
                    round + 1, directUs, forwardUs, count, forwardUs / directUs);
    }
    std::printf("(c) port-forward / direct: median of the rounds %.2fx, range %.2f-%.2fx (target <= 1.5x)\n",
                median(ratios), *std::min_element(ratios.begin(), ratios.end()),
                *std::max_element(ratios.begin(), ratios.end()));

    // One command in every sandbox, each through its own port-forward, all at once.
    timer.restart();
    std::vector<std::unique_ptr<KubePortForward>> forwards;
    std::vector<std::unique_ptr<SandboxClient>> clients;
    QList<QFuture<ExecResult>> execs;
    for (int i = 0; i < n; ++i) {
        forwards.push_back(std::make_unique<KubePortForward>(
            &client, QStringLiteral("sb-%1").arg(i, 3, 10, QLatin1Char('0')), 3000));
        forwards.back()->listen();
        clients.push_back(connect(forwards.back()->localWebSocketUrl()));
        execs << clients.back()->exec(QStringLiteral("echo %1").arg(i));
    }
    int ok = 0;
    for (int i = 0; i < n; ++i)
        if (waitFor(execs[i], 60000) && !failureOf(execs[i])
            && execs[i].result().stdoutData == QByteArray::number(i) + '\n')
            ++ok;
    std::printf(
        "(c) connect + one command in each of %d sandboxes through its own port-forward: %lld ms (%d ok)\n",
        n, timer.elapsed(), ok);

    for (auto &a : agents) {
        a->terminate();
        a->waitForFinished(5000);
    }
    return ok == n ? 0 : 1;
}
