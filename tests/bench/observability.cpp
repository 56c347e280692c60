// SPDX-License-Identifier: Apache-2.0
// What observing a sandbox costs (issue 26), each against a baseline measured in this run:
//  1. the resource sampler with 100 live sessions: time per sample, and its share of one core
//     at one sample a second (budget: 1%);
//  2. exec round trip with the audit trail on vs off, alternating rounds, medians (budget: 1.05x);
//  3. searching an audit trail of 1,000,000 records (budget: 200 ms), vs. only reading the
//     files line by line.
// Usage: observability [sessions=100] [records=1000000]
#include "ExecRoundTrip.h"
#include "FutureWait.h"
#include "client/EventSubscription.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "engine/audit/AuditFilter.h"
#include "engine/audit/AuditLog.h"
#include "engine/audit/AuditRecorder.h"
#include "engine/audit/AuditSearch.h"
#include "engine/events/EventFeed.h"
#include "engine/metrics/ResourceSampler.h"
#include "server/SandboxHost.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <cstdio>
#include <cstring>
#include <numeric>
#include <vector>

using namespace sandman;
using namespace sandman::test;

namespace {

// This process's resident memory (VmRSS), in MB.
double residentMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return 0;
}

template<typename F> void onSandboxThread(SandboxHost &host, F work)
{
    QMetaObject::invokeMethod(host.context(), work, Qt::BlockingQueuedConnection);
}

void samplingCost(int sessions)
{
    QTemporaryDir workspace;
    Sandbox::Options options;
    options.workspaceDir = workspace.path();
    SandboxHost host(options);
    InProcessTransport transport(host.handler(), host.context());
    SandboxClient client(&transport);
    for (int i = 0; i < sessions; ++i) {
        SessionOptions session;
        session.id = QStringLiteral("s%1").arg(i);
        resultOf(client.createSession(session));
        ExecOptions exec;
        exec.sessionId = session.id;
        resultOf(client.exec(QStringLiteral("true"), exec));
    }
    EventSubscription *subscription = client.subscribeEvents(-1); // samples go out to someone
    int received = 0;
    QObject::connect(subscription, &EventSubscription::eventReceived, [&](const QJsonObject &event) {
        received += event.value(QStringLiteral("type")) == QLatin1String("resource_sample");
    });
    ResourceSampler *sampler = nullptr;
    onSandboxThread(host, [&] { sampler = ResourceSampler::of(EventFeed::of(host.sandbox())); });
    // Warm: the first snapshot reads every command line and user once.
    onSandboxThread(host, [&] { sampler->sampleNow(); });

    // The baseline: a bare pass over /proc/<pid>/stat of the same processes.
    int processes = 0;
    onSandboxThread(host, [&] {
        const QJsonObject sample = sampler->sampleNow();
        processes = sample.value(QStringLiteral("sandbox"))[QStringLiteral("processes")].toInt();
    });
    const int rounds = 50;
    qint64 busyBefore = 0;
    onSandboxThread(host, [&] { busyBefore = sampler->busyNanoseconds(); });
    QElapsedTimer clock;
    clock.start();
    onSandboxThread(host, [&] {
        for (int i = 0; i < rounds; ++i)
            sampler->sampleNow();
    });
    qint64 busyAfter = 0;
    onSandboxThread(host, [&] { busyAfter = sampler->busyNanoseconds(); });
    const double perSampleMs = double(busyAfter - busyBefore) / rounds / 1e6;
    const double wallPerSampleMs = double(clock.nsecsElapsed()) / rounds / 1e6;
    QDir proc(QStringLiteral("/proc"));
    clock.restart();
    for (int i = 0; i < rounds; ++i) {
        for (const QString &entry : proc.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            if (!entry.front().isDigit())
                continue;
            QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
            if (stat.open(QIODevice::ReadOnly))
                stat.readAll();
        }
    }
    const double bareMs = double(clock.nsecsElapsed()) / rounds / 1e6;
    // Live, at the real interval, for a few seconds.
    waitUntil([&] { return received >= 3; }, 10000);
    const double share = perSampleMs / 1000.0 * 100.0; // one sample a second
    std::printf("sampler: %d sessions, %d processes in scope\n", sessions, processes);
    std::printf(
        "  one sample: %.2f ms of CPU (wall %.2f ms); bare read of every /proc/N/stat on the host: %.2f ms "
        "(ratio %.2fx)\n",
        perSampleMs, wallPerSampleMs, bareMs, perSampleMs / bareMs);
    std::printf("  cost at 1 sample/s: %.3f%% of one core (budget 1%%: %s); live samples received: %d\n",
                share, share <= 1.0 ? "PASS" : "FAIL", received);
}

// One sandbox, the audit trail switched on and off in turn for rounds of execs (each switch
// waits until the new recorder has written what the feed's ring held: a one-off at start, not the
// cost of recording an exec). Each exec is timed, and the medians compared (robust to the
// moments a loaded machine stalls one of them), with the means for the record.
void auditRoundTrip(int rounds, int perRound)
{
    QTemporaryDir workspace;
    QTemporaryDir audit;
    Sandbox::Options options;
    options.workspaceDir = workspace.path();
    SandboxHost host(options);
    InProcessTransport transport(host.handler(), host.context());
    SandboxClient client(&transport);
    AuditOptions on;
    on.dir = audit.path();
    std::vector<double> timesOff;
    std::vector<double> timesOn;
    auto round = [&](std::vector<double> *times) {
        for (int i = 0; i < 20; ++i) // warm-up
            waitFor(client.exec(QStringLiteral("true")), 30000);
        for (int i = 0; i < perRound; ++i) {
            QElapsedTimer timer;
            timer.start();
            auto future = client.exec(QStringLiteral("true"));
            if (!waitFor(future, 30000) || failureOf(future)) {
                std::fprintf(stderr, "exec failed\n");
                std::exit(1);
            }
            times->push_back(double(timer.nsecsElapsed()) / 1000.0);
        }
    };
    qint64 written = 0;
    auto roundOff = [&] {
        onSandboxThread(host, [&] { AuditRecorder::start(EventFeed::of(host.sandbox()), {}); });
        round(&timesOff);
    };
    auto roundOn = [&] {
        AuditRecorder *recorder = nullptr;
        onSandboxThread(host, [&] { recorder = AuditRecorder::start(EventFeed::of(host.sandbox()), on); });
        recorder->flush();
        const qint64 before = recorder->status().value(QStringLiteral("recordsWritten")).toInteger();
        round(&timesOn);
        recorder->flush();
        written += recorder->status().value(QStringLiteral("recordsWritten")).toInteger() - before;
    };
    for (int i = 0; i < rounds; ++i) { // which goes first alternates too
        if (i % 2) {
            roundOn();
            roundOff();
        } else {
            roundOff();
            roundOn();
        }
    }
    onSandboxThread(host, [&] { AuditRecorder::start(EventFeed::of(host.sandbox()), {}); });
    auto median = [](std::vector<double> values) {
        std::sort(values.begin(), values.end());
        return values[values.size() / 2];
    };
    auto mean = [](const std::vector<double> &values) {
        return std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
    };
    const double ratio = median(timesOn) / median(timesOff);
    std::printf(
        "exec round trip (exec \"true\", %d x %d, audit off/on alternating): median off %.1f us, on %.1f "
        "us: %.3fx (budget 1.05x: %s); means %.1f / %.1f us (%.3fx); %.1f records per exec\n",
        rounds, perRound, median(timesOff), median(timesOn), ratio, ratio <= 1.05 ? "PASS" : "FAIL",
        mean(timesOff), mean(timesOn), mean(timesOn) / mean(timesOff),
        double(written) / double(timesOn.size() + rounds * 20));
}

void searchCost(int records)
{
    QTemporaryDir dir;
    AuditOptions options;
    options.dir = dir.path();
    options.maxFileBytes = 64 * 1024 * 1024;
    QElapsedTimer clock;
    clock.start();
    {
        AuditLog log(options);
        QStringList warnings;
        log.open(&warnings);
        const QDateTime start
            = QDateTime::fromString(QStringLiteral("2026-03-01T00:00:00.000Z"), Qt::ISODateWithMs);
        for (int i = 0; i < records; ++i) {
            const QString session = QStringLiteral("session-%1").arg(i % 100);
            QJsonObject event{
                {QStringLiteral("type"), QStringLiteral("command_finished")},
                {QStringLiteral("seq"), i},
                {QStringLiteral("sessionId"), session},
                {QStringLiteral("clientId"), QStringLiteral("ws-%1").arg(i % 7)},
                {QStringLiteral("origin"), i % 10 ? QStringLiteral("sdk") : QStringLiteral("curl/8.1")},
                {QStringLiteral("commandId"), QStringLiteral("cmd-%1").arg(i)},
                {QStringLiteral("command"), QStringLiteral("make -C src/module%1 test").arg(i)},
                {QStringLiteral("exitCode"), i % 13 == 0 ? 2 : 0},
                {QStringLiteral("durationMs"), i % 977},
                {QStringLiteral("cwd"), QStringLiteral("/workspace/project")},
                {QStringLiteral("timestamp"), start.addMSecs(qint64(i) * 100).toString(Qt::ISODateWithMs)}};
            log.append(event);
        }
    }
    const double writeSeconds = double(clock.nsecsElapsed()) / 1e9;
    const QStringList files = AuditLog::files(dir.path());
    qint64 bytes = 0;
    for (const QString &file : files)
        bytes += QFileInfo(file).size();
    std::printf("audit search: %d records in %lld files, %.0f MB (written in %.1f s, %.1f us/record)\n",
                records, qlonglong(files.size()), double(bytes) / 1e6, writeSeconds,
                writeSeconds * 1e6 / records);

    // Baseline: read and split every line, nothing else.
    auto bestOf = [](int times, const std::function<void()> &work) {
        double best = 1e18;
        for (int i = 0; i < times; ++i) {
            QElapsedTimer t;
            t.start();
            work();
            best = qMin(best, double(t.nsecsElapsed()) / 1e6);
        }
        return best;
    };
    qint64 lines = 0;
    const double readMs = bestOf(3, [&] {
        lines = 0;
        for (const QString &path : files) {
            QFile file(path);
            file.open(QIODevice::ReadOnly);
            const char *data = reinterpret_cast<const char *>(file.map(0, file.size()));
            for (qint64 at = 0; at < file.size();) {
                const char *newline
                    = static_cast<const char *>(std::memchr(data + at, '\n', size_t(file.size() - at)));
                ++lines;
                at = newline ? newline - data + 1 : file.size();
            }
        }
    });
    std::printf("  baseline, mapping and splitting the lines only: %.1f ms (%lld lines)\n", readMs,
                qlonglong(lines));
    const struct {
        const char *name;
        const char *filter;
    } cases[] = {
        {"command text (rare)", R"({"text": "module777777 "})"},
        {"session + exit code", R"({"sessionId": "session-42", "exitCode": 2})"},
        {"time range (1 hour)", R"({"from": "2026-03-01T10:00:00Z", "to": "2026-03-01T11:00:00Z"})"},
        {"client (parsed)", R"({"client": "CURL", "sessionId": "session-7", "exitCode": 2})"},
        {"everything, newest 1000", R"({})"},
    };
    for (const auto &one : cases) {
        QString error;
        const AuditFilter filter
            = *AuditFilter::fromJson(QJsonDocument::fromJson(one.filter).object(), &error);
        AuditSearch::Result result;
        if (&one == &cases[0]) {
            // The first search of this process reads every line once, into the index (the agent
            // does this when it starts, off the request path: AuditRecorder).
            QElapsedTimer cold;
            const double before = residentMb();
            cold.start();
            result = AuditSearch(filter).run(files, 1000);
            std::printf("  first search, building the index: %.1f ms (resident memory +%.0f MB)\n",
                        double(cold.nsecsElapsed()) / 1e6, residentMb() - before);
        }
        const double ms = bestOf(3, [&] { result = AuditSearch(filter).run(files, 1000); });
        std::printf("  %-26s %7.1f ms, %7lld matches, %.2fx the baseline (budget 200 ms: %s)\n", one.name, ms,
                    qlonglong(result.matched), ms / readMs, ms <= 200 ? "PASS" : "FAIL");
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int sessions = argc > 1 ? std::atoi(argv[1]) : 100;
    const int records = argc > 2 ? std::atoi(argv[2]) : 1000000;
    samplingCost(sessions);
    auditRoundTrip(20, 150);
    searchCost(records);
    return 0;
}
