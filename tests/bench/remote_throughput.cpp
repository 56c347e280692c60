// SPDX-License-Identifier: Apache-2.0
// Remote transport benchmark (DESIGN.md §6, issue 3), run on demand:
//   exec round trip over loopback /ws vs in-process (target: ≤ 2×), and
//   execStream throughput of `head -c 200M /dev/zero | base64` over /ws vs the same pipeline
//   read straight from a pipe (target: ≥ 25%), measured in the same run; and with the agent
//   as its own process: the exec round trip over HTTP keep-alive vs /ws (target: ≤ 1.5×), the
//   same stream as Server-Sent Events over HTTP and over /ws vs the raw pipe (target: ≥ 25%).
// Usage: remote_throughput [round-trips=300] [stream-megabytes=200]
#include "ExecRoundTrip.h"
#include "FutureWait.h"
#include "client/ExecStream.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "protocol/JsonText.h"
#include "server/AccessToken.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>

#include <cstdio>

using namespace sandman;
using namespace sandman::test;

namespace {

void report(const char *format, double a = 0, double b = 0, double c = 0)
{
    std::printf(format, a, b, c);
    std::fflush(stdout);
}

// Bytes per second of the command's stdout through execStream.
double streamThroughput(SandboxClient &client, const QString &command, qint64 *bytesOut)
{
    qint64 bytes = 0;
    bool done = false;
    QElapsedTimer timer;
    timer.start();
    ExecStream *stream = client.execStream(command);
    QObject::connect(stream, &ExecStream::stdoutReceived, stream,
                     [&](const QByteArray &data) { bytes += data.size(); });
    QObject::connect(stream, &ExecStream::finished, stream, [&] { done = true; });
    waitUntil([&] { return done; }, 600000);
    *bytesOut = bytes;
    return double(bytes) / (double(timer.nsecsElapsed()) / 1e9);
}

double rawPipeThroughput(const QString &command, qint64 *bytesOut)
{
    QProcess process;
    qint64 bytes = 0;
    QObject::connect(&process, &QProcess::readyReadStandardOutput, &process,
                     [&] { bytes += process.readAllStandardOutput().size(); });
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral("bash"), {QStringLiteral("-c"), command});
    process.waitForStarted();
    waitUntil([&] { return process.state() == QProcess::NotRunning; }, 600000);
    bytes += process.readAllStandardOutput().size();
    *bytesOut = bytes;
    return double(bytes) / (double(timer.nsecsElapsed()) / 1e9);
}

// A blocking HTTP/1.1 client on one kept-alive connection (the agent is another process).
class BenchHttp
{
public:
    BenchHttp(quint16 port, QByteArray token)
        : m_token(std::move(token))
    {
        m_socket.connectToHost(QHostAddress::LocalHost, port);
        m_socket.waitForConnected(5000);
        m_socket.setSocketOption(QAbstractSocket::LowDelayOption, 1);
    }

    void post(const QByteArray &path, const QByteArray &body)
    {
        m_socket.write("POST " + path + " HTTP/1.1\r\nHost: bench\r\nAuthorization: Bearer " + m_token
                       + "\r\nContent-Type: application/json\r\nContent-Length: "
                       + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    }

    // The head of the next response (status line and headers), without the blank line.
    QByteArray readHead()
    {
        qsizetype end;
        while ((end = m_buffer.indexOf("\r\n\r\n")) < 0)
            fill();
        const QByteArray head = m_buffer.left(end);
        m_buffer.remove(0, end + 4);
        return head;
    }

    QByteArray readExactly(qint64 size)
    {
        while (m_buffer.size() < size)
            fill();
        const QByteArray data = m_buffer.left(size);
        m_buffer.remove(0, size);
        return data;
    }

    QByteArray readLine()
    {
        qsizetype end;
        while ((end = m_buffer.indexOf("\r\n")) < 0)
            fill();
        const QByteArray line = m_buffer.left(end);
        m_buffer.remove(0, end + 2);
        return line;
    }

private:
    void fill()
    {
        if (!m_socket.waitForReadyRead(60000)) {
            std::fprintf(stderr, "HTTP read failed: %s\n", qPrintable(m_socket.errorString()));
            std::exit(1);
        }
        m_buffer += m_socket.readAll();
    }

    QByteArray m_token;
    QTcpSocket m_socket;
    QByteArray m_buffer;
};

// Mean microseconds per POST /api/execute {"command":"true"} on one kept-alive connection.
double httpRoundTripMicros(BenchHttp &http, int count)
{
    auto once = [&http] {
        http.post("/api/execute", R"({"command":"true"})");
        const QByteArray head = http.readHead();
        if (!head.startsWith("HTTP/1.1 200")) {
            std::fprintf(stderr, "exec over HTTP failed: %s\n", head.constData());
            std::exit(1);
        }
        const qsizetype at = head.toLower().indexOf("content-length: ");
        http.readExactly(head.mid(at + 16, head.indexOf('\r', at) - at - 16).toLongLong());
    };
    for (int i = 0; i < 20; ++i)
        once();
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < count; ++i)
        once();
    return double(timer.nsecsElapsed()) / 1000.0 / count;
}

// Bytes per second of the command's stdout through POST /api/execute/stream (SSE, chunked),
// each event decoded as the SDK does (JSON of every "data:" line).
double httpStreamThroughput(BenchHttp &http, const QString &command, qint64 *bytesOut)
{
    QElapsedTimer timer;
    timer.start();
    http.post("/api/execute/stream",
              QJsonDocument(QJsonObject{{QStringLiteral("command"), command}}).toJson());
    const QByteArray head = http.readHead();
    if (!head.startsWith("HTTP/1.1 200")) {
        std::fprintf(stderr, "stream over HTTP failed: %s\n", head.constData());
        std::exit(1);
    }
    qint64 bytes = 0;
    QByteArray events;
    QList<JsonText::Field> fields;
    for (;;) {
        const qint64 size = http.readLine().toLongLong(nullptr, 16);
        if (size == 0)
            break;
        events += http.readExactly(size);
        http.readExactly(2);
        qsizetype start = 0;
        for (qsizetype end; (end = events.indexOf("\n\n", start)) >= 0; start = end + 2) {
            // The flat-object reader the /ws client uses for its frames, so both paths decode alike.
            const QByteArrayView text(events.constData() + start + 6, end - start - 6);
            fields.clear();
            if (!JsonText::parseFlatObject(text, &fields)) {
                std::fprintf(stderr, "unreadable event: %.80s\n", text.data());
                std::exit(1);
            }
            const auto field = [&fields](const char *key) {
                for (const JsonText::Field &f : fields) {
                    if (f.key == key)
                        return f.value;
                }
                return QByteArray();
            };
            if (field("type") == "stdout")
                bytes += field("data").size();
        }
        events.remove(0, start);
    }
    http.readLine(); // the blank line after the last chunk
    *bytesOut = bytes;
    return double(bytes) / (double(timer.nsecsElapsed()) / 1e9);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int roundTrips = args.size() > 1 ? args.at(1).toInt() : 300;
    const int megabytes = args.size() > 2 ? args.at(2).toInt() : 200;

    QTemporaryDir workspace;
    Sandbox::Options sandboxOptions;
    sandboxOptions.workspaceDir = workspace.path();
    SandboxHost host(sandboxOptions);

    InProcessTransport local(host.handler(), host.context());
    SandboxClient localClient(&local);

    AgentServer::Options serverOptions;
    serverOptions.token = AccessToken::generate();
    AgentServer server(host.handler(), host.context(), serverOptions);
    if (!server.listen(QHostAddress::LocalHost, 0)) {
        std::fprintf(stderr, "cannot listen\n");
        return 1;
    }
    WebSocketTransport::Options clientOptions;
    clientOptions.token = serverOptions.token;
    WebSocketTransport remote(server.url(), clientOptions);
    remote.open();
    SandboxClient remoteClient(&remote);
    if (!waitUntil([&] { return remote.state() == Transport::State::Connected; }, 10000)) {
        std::fprintf(stderr, "cannot connect: %s\n", qPrintable(remote.lastError()));
        return 1;
    }

    std::printf("remote_throughput: %d round trips, %d MiB stream\n", roundTrips, megabytes);
    const double localRt = roundTripMicros(localClient, roundTrips);
    const double remoteRt = roundTripMicros(remoteClient, roundTrips);
    report("exec round trip: in-process %.0f us, /ws %.0f us, ratio %.2fx (target <= 2x)\n", localRt,
           remoteRt, remoteRt / localRt);

    const QString command = QStringLiteral("head -c %1M /dev/zero | base64").arg(megabytes);
    qint64 rawBytes = 0;
    qint64 wsBytes = 0;
    qint64 localBytes = 0;
    const double raw = rawPipeThroughput(command, &rawBytes);
    const double ws = streamThroughput(remoteClient, command, &wsBytes);
    const double inproc = streamThroughput(localClient, command, &localBytes);
    if (wsBytes != rawBytes || localBytes != rawBytes)
        std::printf("warning: byte counts differ: raw %lld, /ws %lld, in-process %lld\n", (long long)rawBytes,
                    (long long)wsBytes, (long long)localBytes);
    report("execStream: raw pipe %.0f MB/s, /ws %.0f MB/s, in-process %.0f MB/s\n", raw / 1e6, ws / 1e6,
           inproc / 1e6);
    report("execStream /ws vs raw pipe: %.1f%% (target >= 25%%); in-process vs raw pipe: %.1f%%\n",
           100.0 * ws / raw, 100.0 * inproc / raw);

    // Above, agent and client share this process's main thread, so /ws pays both ends on one
    // core. As deployed, sandman-agent is a process of its own: measure that too.
    const QString agentPath
        = QCoreApplication::applicationDirPath() + QStringLiteral("/../../app/sandman-agent");
    if (!QFileInfo::exists(agentPath)) {
        std::printf("sandman-agent not found next to the build (%s): agent-process rows skipped\n",
                    qPrintable(agentPath));
        return 0;
    }
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const quint16 port = probe.serverPort();
    probe.close();
    QTemporaryDir agentRoot;
    const QByteArray token = AccessToken::generate();
    QProcess agent;
    QProcessEnvironment agentEnvironment = QProcessEnvironment::systemEnvironment();
    agentEnvironment.insert(QStringLiteral("SANDMAN_BENCH_TOKEN"), QString::fromLatin1(token));
    agent.setProcessEnvironment(agentEnvironment);
    agent.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    agent.start(agentPath,
                {QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(port),
                 QStringLiteral("--token-env"), QStringLiteral("SANDMAN_BENCH_TOKEN"),
                 QStringLiteral("--root"), agentRoot.path()});
    if (!agent.waitForStarted(5000)) {
        std::fprintf(stderr, "cannot start %s\n", qPrintable(agentPath));
        return 1;
    }
    WebSocketTransport::Options processOptions;
    processOptions.token = token;
    processOptions.initialReconnectDelayMs = 100;
    WebSocketTransport separate(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)), processOptions);
    separate.open();
    SandboxClient separateClient(&separate);
    if (!waitUntil([&] { return separate.state() == Transport::State::Connected; }, 10000)) {
        std::fprintf(stderr, "cannot connect to the agent process: %s\n", qPrintable(separate.lastError()));
        return 1;
    }
    const double processRt = roundTripMicros(separateClient, roundTrips);
    qint64 processBytes = 0;
    const double processStream = streamThroughput(separateClient, command, &processBytes);
    if (processBytes != rawBytes)
        std::printf("warning: byte counts differ: raw %lld, agent process %lld\n", (long long)rawBytes,
                    (long long)processBytes);
    report("agent as its own process: exec round trip %.0f us (%.2fx in-process), stream %.0f MB/s\n",
           processRt, processRt / localRt, processStream / 1e6);
    report("execStream /ws (agent process) vs raw pipe: %.1f%% (target >= 25%%)\n",
           100.0 * processStream / raw);

    BenchHttp http(port, token);
    const double httpRt = httpRoundTripMicros(http, roundTrips);
    report("exec round trip (agent process): HTTP keep-alive %.0f us, /ws %.0f us, ratio %.2fx (target <= "
           "1.5x)\n",
           httpRt, processRt, httpRt / processRt);
    qint64 httpBytes = 0;
    const double httpStream = httpStreamThroughput(http, command, &httpBytes);
    if (httpBytes != rawBytes)
        std::printf("warning: byte counts differ: raw %lld, HTTP SSE %lld\n", (long long)rawBytes,
                    (long long)httpBytes);
    report("execStream SSE over HTTP (agent process) %.0f MB/s: %.1f%% of the raw pipe (target >= 25%%)\n",
           httpStream / 1e6, 100.0 * httpStream / raw);
    separate.close();
    agent.terminate();
    agent.waitForFinished(10000);
    return 0;
}
