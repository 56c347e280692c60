// SPDX-License-Identifier: Apache-2.0
// What following the event feed costs (issue 12), measured in one run:
//  1. exec round trip over /ws with 0 and with 3 clients subscribed to the feed (their own
//     connections, on a thread of their own, as other windows would be); blocks alternate so
//     drift hits both alike. Target: ≤ 1.1× with 3.
//  2. a flood: another client runs short commands at a fixed rate (default 1,000/s) while an
//     offscreen Activity pane (ActivityController) follows the feed on the GUI thread; prints
//     the GUI event loop's worst lateness (a 10 ms timer) and the process RSS as it goes.
// Usage: activity_feed [iterations per block] [--rate N] [--seconds N] [--cpu N | --all-cpus]
#include "FutureWait.h"
#include "activity/ActivityController.h"
#include "activity/ActivityModel.h"
#include "activity/ActivityPane.h"
#include "client/EventSubscription.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <vector>

#include <sched.h>

using namespace sandman;
using namespace sandman::test;

namespace {
const QByteArray kToken = QByteArrayLiteral("activity-feed-bench");

double median(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

qint64 rssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

std::unique_ptr<WebSocketTransport> connectTo(const QUrl &url)
{
    WebSocketTransport::Options options;
    options.token = kToken;
    auto transport = std::make_unique<WebSocketTransport>(url, options);
    transport->open();
    WebSocketTransport *raw = transport.get();
    if (!waitUntil([raw] { return raw->state() == Transport::State::Connected; }, 10000))
        qFatal("cannot connect to the agent");
    return transport;
}

// Feed subscribers on a thread of their own: each its own connection, counting events.
class Subscribers : public QObject
{
public:
    Subscribers(const QUrl &url, int count)
        : m_url(url)
        , m_count(count)
    { }
    std::atomic<qint64> events{0};
    std::atomic<int> connected{0};
    std::atomic<int> subscribed{0};

    void connectAll()
    {
        for (int i = 0; i < m_count; ++i) {
            m_transports.push_back(connectTo(m_url));
            m_clients.push_back(std::make_unique<SandboxClient>(m_transports.back().get()));
            ++connected;
        }
    }
    void setSubscribed(bool on)
    {
        for (auto &client : m_clients) {
            qDeleteAll(client->findChildren<EventSubscription *>());
            if (!on)
                continue;
            EventSubscription *subscription = client->subscribeEvents();
            connect(subscription, &EventSubscription::eventReceived, this, [this] { ++events; });
            connect(subscription, &EventSubscription::subscribed, this, [this] { ++subscribed; });
        }
    }
    void disconnectAll()
    {
        m_clients.clear();
        m_transports.clear();
    }

private:
    QUrl m_url;
    int m_count;
    std::vector<std::unique_ptr<WebSocketTransport>> m_transports;
    std::vector<std::unique_ptr<SandboxClient>> m_clients;
};

double execBlock(SandboxClient &client, int iterations)
{
    std::vector<double> samples;
    samples.reserve(size_t(iterations));
    QElapsedTimer timer;
    for (int i = 0; i < iterations; ++i) {
        timer.start();
        resultOf(client.exec(QStringLiteral("true")));
        samples.push_back(double(timer.nsecsElapsed()) / 1000.0);
    }
    return median(samples);
}

void roundTrip(const QUrl &url, int iterations)
{
    auto transport = connectTo(url);
    SandboxClient client(transport.get());
    QThread thread;
    thread.start();
    Subscribers subscribers(url, 3);
    subscribers.moveToThread(&thread);
    // Queued, never blocking: the agent's server runs on this thread and must go on serving.
    const auto onThread = [&subscribers](auto function) {
        std::atomic<bool> ran{false};
        QMetaObject::invokeMethod(&subscribers, [&] {
            function();
            ran = true;
        });
        waitUntil([&ran] { return bool(ran); }, 20000);
    };
    onThread([&subscribers] { subscribers.connectAll(); });
    execBlock(client, 200); // warm-up
    std::vector<double> without, with;
    for (int block = 0; block < 6; ++block) {
        onThread([&subscribers] { subscribers.setSubscribed(false); });
        without.push_back(execBlock(client, iterations));
        subscribers.subscribed = 0;
        onThread([&subscribers] { subscribers.setSubscribed(true); });
        waitUntil([&subscribers] { return subscribers.subscribed == 3; }, 10000);
        with.push_back(execBlock(client, iterations));
    }
    onThread([&subscribers] {
        subscribers.setSubscribed(false);
        subscribers.disconnectAll();
    });
    thread.quit();
    thread.wait();
    const double a = median(without);
    const double b = median(with);
    std::printf("exec round trip over /ws, median of 6 blocks of %d (medians):\n", iterations);
    std::printf("  0 feed subscribers: %8.1f µs\n", a);
    std::printf("  3 feed subscribers: %8.1f µs   ratio %.3f× (target ≤ 1.1×); %lld events delivered\n", b,
                b / a, qint64(subscribers.events));
}

void flood(const QUrl &url, int rate, int seconds)
{
    // The window: a connection and the Activity pane following the feed, offscreen.
    QWidget window;
    auto *connection
        = new SandboxConnection(QStringLiteral("bench"), connectTo(url).release(), false, &window);
    auto *activity = new ActivityController(&window, &window);
    activity->addConnection(connection);
    activity->pane()->resize(1000, 600);
    activity->pane()->show();
    waitUntil([activity, connection] { return !activity->subscriptionOf(connection)->clientId().isEmpty(); });

    // Another client, on a thread of its own, runs `true` at the rate over 4 sessions.
    std::atomic<qint64> sent{0}, done{0};
    QThread thread;
    thread.start();
    QObject worker;
    worker.moveToThread(&thread);
    std::unique_ptr<WebSocketTransport> floodTransport;
    std::unique_ptr<SandboxClient> floodClient;
    QTimer *pacer = nullptr;
    std::atomic<bool> started{false};
    QMetaObject::invokeMethod(
        &worker,
        [&] {
            floodTransport = connectTo(url);
            started = true;
            floodClient = std::make_unique<SandboxClient>(floodTransport.get());
            pacer = new QTimer;
            pacer->setTimerType(Qt::PreciseTimer);
            pacer->setInterval(10);
            auto clock = std::make_shared<QElapsedTimer>();
            clock->start();
            QObject::connect(pacer, &QTimer::timeout, [&, clock, rate] {
                const qint64 due = clock->elapsed() * rate / 1000;
                while (sent < due && sent - done < 2000) {
                    ExecOptions options;
                    options.sessionId = QStringLiteral("flood-%1").arg(sent % 4);
                    floodClient->exec(QStringLiteral("true"), options).then([&done](const ExecResult &) {
                        ++done;
                    });
                    ++sent;
                }
            });
            pacer->start();
        },
        Qt::QueuedConnection);
    waitUntil([&started] { return bool(started); }, 20000);

    // The GUI thread's lateness: a 10 ms timer that should fire every 10 ms.
    QTimer probe;
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(10);
    QElapsedTimer since;
    since.start();
    qint64 worstLateMs = 0;
    qint64 worstThisSecond = 0;
    qint64 maxRss = 0;
    QObject::connect(&probe, &QTimer::timeout, [&] {
        const qint64 late = since.restart() - 10;
        worstLateMs = std::max(worstLateMs, late);
        worstThisSecond = std::max(worstThisSecond, late);
    });
    const qint64 rssBefore = rssKiB();
    probe.start();
    std::printf("flood: another client asks for %d commands/s for %d s while the Activity pane follows\n",
                rate, seconds);
    for (int second = 1; second <= seconds; ++second) {
        QElapsedTimer wait;
        wait.start();
        while (wait.elapsed() < 1000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        maxRss = std::max(maxRss, rssKiB());
        std::printf("  %2d s: %lld commands done, %d rows shown, RSS %lld KiB, worst GUI lateness this "
                    "second %lld ms\n",
                    second, qint64(done), activity->model()->rowCount(), rssKiB(), worstThisSecond);
        worstThisSecond = 0;
    }
    probe.stop();
    std::atomic<bool> stopped{false};
    QMetaObject::invokeMethod(&worker, [&] {
        delete pacer;
        floodClient.reset();
        floodTransport.reset();
        stopped = true;
    });
    waitUntil([&stopped] { return bool(stopped); }, 20000);
    thread.quit();
    thread.wait();
    std::printf("flood: %.0f commands/s done; worst GUI event-loop lateness %lld ms; RSS %lld KiB before, "
                "%lld KiB at most (the timeline keeps %d rows)\n",
                double(done) / seconds, worstLateMs, rssBefore, maxRss, activity->model()->maxRows());
}
} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int iterations = 300;
    int rate = 1000;
    int seconds = 10;
    int cpu = sched_getcpu();
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--cpu" && i + 1 < argc)
            cpu = atoi(argv[++i]);
        else if (arg == "--all-cpus")
            cpu = -1;
        else if (arg == "--rate" && i + 1 < argc)
            rate = std::max(1, atoi(argv[++i]));
        else if (arg == "--seconds" && i + 1 < argc)
            seconds = std::max(1, atoi(argv[++i]));
        else
            iterations = std::max(50, atoi(argv[i]));
    }
    if (cpu >= 0) {
        // As exec_latency: on VMs unpinned ratios measure cross-CPU wake-up luck.
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(cpu, &set);
        if (sched_setaffinity(0, sizeof set, &set) != 0) {
            std::perror("sched_setaffinity");
            return 1;
        }
    }
    QTemporaryDir workspace;
    Sandbox::Options options;
    options.workspaceDir = workspace.path();
    SandboxHost host(options);
    AgentServer::Options serverOptions;
    serverOptions.token = kToken;
    AgentServer server(host.handler(), host.context(), serverOptions);
    if (!server.listen(QHostAddress::LocalHost, 0))
        qFatal("cannot listen");
    std::printf("pinned to %s\n",
                cpu < 0 ? "no CPU (unpinned)" : qPrintable(QStringLiteral("CPU %1").arg(cpu)));
    roundTrip(server.url(), iterations);
    flood(server.url(), rate, seconds);
    return 0;
}
