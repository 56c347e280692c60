// SPDX-License-Identifier: Apache-2.0
// POST /api/port-watch, /api/watch and /api/watch/check at the protocol level, over every
// transport (in-process and /ws): the events and ends the SDK's waitForPort(), watch() and
// checkChanges() read, validation errors, and inotify descriptors released when a stream ends.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "InotifyDescriptors.h"
#include "client/Transport.h"

#include <QDir>
#include <QFile>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace sandman;
using namespace sandman::test;
using namespace Qt::StringLiterals;

namespace {

// One request's events and its end, as a client sees them.
struct Call {
    QList<QJsonObject> events;
    int status = -1;
    QJsonObject body;
    QPointer<TransportCall> call;

    bool finished() const { return status >= 0; }
    QStringList types() const
    {
        QStringList list;
        for (const QJsonObject &event : events)
            list.append(event.value(QStringLiteral("type")).toString());
        return list;
    }
    QJsonObject last(const QString &type) const
    {
        for (auto it = events.crbegin(); it != events.crend(); ++it) {
            if (it->value(QStringLiteral("type")).toString() == type)
                return *it;
        }
        return {};
    }
};

std::shared_ptr<Call> send(Transport *transport, const QString &path, const QJsonObject &body)
{
    auto state = std::make_shared<Call>();
    TransportCall *call = transport->send({QString(), QStringLiteral("POST"), path, body});
    state->call = call;
    QObject::connect(call, &TransportCall::event, call,
                     [state](const QJsonObject &event) { state->events.append(event); });
    QObject::connect(call, &TransportCall::finished, call, [state](int status, const QJsonObject &body) {
        state->status = status;
        state->body = body;
    });
    return state;
}

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// Answers every request with the status it is set to, and remembers the request lines.
class StatusServer : public QTcpServer
{
public:
    int status = 503;
    QList<QByteArray> requestLines;

    explicit StatusServer()
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
                    const QByteArray head = socket->readAll();
                    requestLines.append(head.left(head.indexOf("\r\n")));
                    socket->write("HTTP/1.1 " + QByteArray::number(status)
                                  + " X\r\nContent-Length: 0\r\n\r\n");
                    socket->disconnectFromHost();
                });
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
    }
};

bool writeFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write("x") == 1;
}

} // namespace

class TestWatchRoutes : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<ClientFixture> m_fx;
    Transport *transport() const { return m_fx->transport(); }
    QString workspacePath(const QString &name) const { return QDir(m_fx->workspace()).filePath(name); }

private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    // These tests count the process's inotify descriptors: the checkpoint service's own watch
    // of each sandbox's workspace would be one more, started a moment after the sandbox.
    void initTestCase() { qputenv("SANDMAN_CHECKPOINTS", "off"); }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
    }
    void cleanup() { m_fx.reset(); }

    void portWatchTcp_data()
    {
        QTest::addColumn<bool>("ipv6");
        QTest::newRow("127.0.0.1") << false;
        QTest::newRow("::1 only") << true; // a server bound to "localhost" that resolved to ::1
    }
    void portWatchTcp()
    {
        QFETCH(bool, ipv6);
        const quint16 port = freePort();
        auto call = send(transport(), QStringLiteral("/api/port-watch"),
                         {{u"port"_s, port}, {u"mode"_s, u"tcp"_s}, {u"interval"_s, 100}});
        QTRY_COMPARE(call->types(), QStringList{QStringLiteral("watching")});
        QCOMPARE(call->events.first().value(u"port"_s).toInt(), port);
        QTest::qWait(400); // several probes, none answered
        QVERIFY(!call->finished());
        QTcpServer server;
        if (!server.listen(ipv6 ? QHostAddress::LocalHostIPv6 : QHostAddress::LocalHost, port))
            QSKIP("cannot listen there");
        QTRY_VERIFY(call->finished());
        QCOMPARE(call->status, 200);
        QCOMPARE(call->types(), (QStringList{QStringLiteral("watching"), QStringLiteral("ready")}));
        QVERIFY(!call->last(u"ready"_s).contains(u"statusCode"_s));
    }

    void portWatchHttp_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<QJsonObject>("range");
        QTest::addColumn<bool>("ready");
        QTest::newRow("200 in the default range") << 200 << QJsonObject{} << true;
        QTest::newRow("301 in the default range") << 301 << QJsonObject{} << true;
        QTest::newRow("404 outside the default range") << 404 << QJsonObject{} << false;
        QTest::newRow("404 when 404 is expected")
            << 404 << QJsonObject{{u"statusMin"_s, 404}, {u"statusMax"_s, 404}} << true;
        QTest::newRow("500 outside 200-299")
            << 500 << QJsonObject{{u"statusMin"_s, 200}, {u"statusMax"_s, 299}} << false;
    }
    void portWatchHttp()
    {
        QFETCH(int, answer);
        QFETCH(QJsonObject, range);
        QFETCH(bool, ready);
        StatusServer server;
        server.status = answer;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        QJsonObject body{{u"port"_s, server.serverPort()},
                         {u"mode"_s, u"http"_s},
                         {u"path"_s, u"/health?x=1"_s},
                         {u"interval"_s, 100}};
        for (auto it = range.begin(); it != range.end(); ++it)
            body.insert(it.key(), it.value());
        auto call = send(transport(), QStringLiteral("/api/port-watch"), body);
        if (ready) {
            QTRY_VERIFY(call->finished());
            QCOMPARE(call->status, 200);
            QCOMPARE(call->types(), (QStringList{QStringLiteral("watching"), QStringLiteral("ready")}));
            QCOMPARE(call->last(u"ready"_s).value(u"statusCode"_s).toInt(), answer);
        } else {
            QTRY_VERIFY(server.requestLines.size() >= 2); // probed again after the interval
            QVERIFY(!call->finished());
            // The server comes good: the watch sees it.
            server.status = 204;
            QTRY_VERIFY(call->finished());
            QCOMPARE(call->last(u"ready"_s).value(u"statusCode"_s).toInt(), 204);
        }
        QVERIFY(!server.requestLines.isEmpty());
        QCOMPARE(server.requestLines.first(), QByteArray("GET /health?x=1 HTTP/1.1"));
    }

    void portWatchProcessExitsFirst()
    {
        auto started = send(transport(), QStringLiteral("/api/process/start"),
                            {{u"command"_s, u"sleep 0.3; exit 7"_s}, {u"processId"_s, u"exits-first"_s}});
        QTRY_VERIFY(started->finished());
        QCOMPARE(started->status, 200);
        auto call = send(transport(), QStringLiteral("/api/port-watch"),
                         {{u"port"_s, freePort()},
                          {u"mode"_s, u"http"_s},
                          {u"processId"_s, u"exits-first"_s},
                          {u"interval"_s, 100}});
        QTRY_VERIFY_WITH_TIMEOUT(call->finished(), 10000);
        QCOMPARE(call->status, 200);
        QCOMPARE(call->types(), (QStringList{QStringLiteral("watching"), QStringLiteral("process_exited")}));
        QCOMPARE(call->last(u"process_exited"_s).value(u"exitCode"_s).toInt(), 7);
    }

    void portWatchCancel()
    {
        auto call = send(transport(), QStringLiteral("/api/port-watch"),
                         {{u"port"_s, freePort()}, {u"mode"_s, u"tcp"_s}});
        QTRY_COMPARE(call->events.size(), 1);
        call->call->cancel();
        QTRY_VERIFY(call->finished());
        QCOMPARE(call->types(), QStringList{QStringLiteral("watching")});
    }

    void portWatchErrors_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::newRow("no port") << QJsonObject{{u"mode"_s, u"tcp"_s}} << 400 << "VALIDATION_FAILED";
        QTest::newRow("port 0") << QJsonObject{{u"port"_s, 0}} << 400 << "VALIDATION_FAILED";
        QTest::newRow("port 70000") << QJsonObject{{u"port"_s, 70000}} << 400 << "VALIDATION_FAILED";
        QTest::newRow("port as text") << QJsonObject{{u"port"_s, u"80"_s}} << 400 << "VALIDATION_FAILED";
        QTest::newRow("mode udp") << QJsonObject{{u"port"_s, 80}, {u"mode"_s, u"udp"_s}} << 400
                                  << "VALIDATION_FAILED";
        QTest::newRow("status 600") << QJsonObject{{u"port"_s, 80},
                                                   {u"statusMin"_s, 200},
                                                   {u"statusMax"_s, 600}}
                                    << 400 << "VALIDATION_FAILED";
        QTest::newRow("min above max")
            << QJsonObject{{u"port"_s, 80}, {u"statusMin"_s, 300}, {u"statusMax"_s, 200}} << 400
            << "VALIDATION_FAILED";
        QTest::newRow("path with a line break")
            << QJsonObject{{u"port"_s, 80}, {u"path"_s, u"/a\r\nX: y"_s}} << 400 << "VALIDATION_FAILED";
        QTest::newRow("unknown process")
            << QJsonObject{{u"port"_s, 80}, {u"processId"_s, u"no-such"_s}} << 404 << "PROCESS_NOT_FOUND";
    }
    void portWatchErrors()
    {
        QFETCH(QJsonObject, body);
        QFETCH(int, status);
        QFETCH(QString, code);
        auto call = send(transport(), QStringLiteral("/api/port-watch"), body);
        QTRY_VERIFY(call->finished());
        QCOMPARE(call->status, status);
        QCOMPARE(call->body.value(u"code"_s).toString(), code);
        QVERIFY(!call->body.value(u"message"_s).toString().isEmpty());
        QVERIFY(call->events.isEmpty());
    }

    void watchStream()
    {
        const QString dir = workspacePath(QStringLiteral("w"));
        QVERIFY(QDir().mkpath(dir));
        const int before = inotifyDescriptors();
        auto call = send(transport(), QStringLiteral("/api/watch"), {{u"path"_s, dir}});
        QTRY_COMPARE(call->types(), QStringList{QStringLiteral("watching")});
        QCOMPARE(call->events.first().value(u"path"_s).toString(), dir);
        QVERIFY(call->events.first().value(u"watchId"_s).toString().startsWith(QLatin1String("watch-")));
        QCOMPARE(inotifyDescriptors(), before + 1);
        QVERIFY(QDir(dir).mkdir(QStringLiteral("sub")));
        QTRY_COMPARE(call->events.size(), 2);
        QVERIFY(writeFile(dir + QStringLiteral("/sub/f.txt")));
        QVERIFY(QFile::rename(dir + QStringLiteral("/sub/f.txt"), dir + QStringLiteral("/g.txt")));
        QVERIFY(QFile::remove(dir + QStringLiteral("/g.txt")));
        QTRY_COMPARE(call->last(u"event"_s).value(u"eventType"_s).toString(), QStringLiteral("delete"));
        QStringList seen;
        for (const QJsonObject &event : call->events.mid(1)) {
            QCOMPARE(event.value(u"type"_s).toString(), QStringLiteral("event"));
            QVERIFY(!event.value(u"timestamp"_s).toString().isEmpty());
            seen.append(event.value(u"eventType"_s).toString() + QLatin1Char(' ')
                        + event.value(u"path"_s).toString().mid(dir.size() + 1)
                        + (event.value(u"isDirectory"_s).toBool() ? QStringLiteral("/") : QString())
                        + (event.contains(u"from"_s) ? QStringLiteral(" <- ")
                                   + event.value(u"from"_s).toString().mid(dir.size() + 1)
                                                     : QString()));
        }
        QCOMPARE(seen,
                 (QStringList{u"create sub/"_s, u"create sub/f.txt"_s, u"modify sub/f.txt"_s,
                              u"move_from sub/f.txt"_s, u"move_to g.txt <- sub/f.txt"_s, u"delete g.txt"_s}));
        // The client ends the stream: the watcher and its inotify descriptor go.
        call->call->cancel();
        QTRY_VERIFY(call->finished());
        QTRY_COMPARE(inotifyDescriptors(), before);
    }

    void watchOverflow()
    {
        const QString dir = workspacePath(QStringLiteral("burst"));
        QVERIFY(QDir().mkpath(dir));
        auto call
            = send(transport(), QStringLiteral("/api/watch"), {{u"path"_s, dir}, {u"maxQueuedEvents"_s, 3}});
        QTRY_COMPARE(call->events.size(), 1);
        // Bursts of 20 creates, each faster than one flush interval (50 ms) unless this machine
        // stalls, until one overflows the queue of 3.
        int changes = 0;
        const auto counted = [&call] {
            int total = 0;
            for (const QJsonObject &event : call->events) {
                if (event.value(u"type"_s) == u"event"_s)
                    ++total;
                else if (event.value(u"type"_s) == u"overflow"_s)
                    total += event.value(u"droppedEvents"_s).toInt();
            }
            return total;
        };
        for (int burst = 0; burst < 5 && call->last(u"overflow"_s).isEmpty(); ++burst) {
            for (int i = 0; i < 20; ++i, ++changes) {
                QFile file(QStringLiteral("%1/f%2").arg(dir).arg(changes));
                QVERIFY(file.open(QIODevice::WriteOnly)); // a create only: nothing written
            }
            QTRY_COMPARE(counted(), changes);
        }
        const QJsonObject overflow = call->last(u"overflow"_s);
        QVERIFY(!overflow.isEmpty());
        QCOMPARE(overflow.value(u"source"_s).toString(), QStringLiteral("queue"));
        QVERIFY(overflow.value(u"droppedEvents"_s).toInt() > 0);
        QVERIFY(!overflow.value(u"message"_s).toString().isEmpty());
        // Nothing lost without being said: every change is an event or counted as dropped.
        QCOMPARE(counted(), changes);
        call->call->cancel();
        QTRY_VERIFY(call->finished());
    }

    void watchRootDeletedEndsTheStream()
    {
        const QString dir = workspacePath(QStringLiteral("gone"));
        QVERIFY(QDir().mkpath(dir));
        const int before = inotifyDescriptors();
        auto call = send(transport(), QStringLiteral("/api/watch"), {{u"path"_s, dir}});
        QTRY_COMPARE(call->events.size(), 1);
        QVERIFY(QDir(dir).removeRecursively());
        QTRY_VERIFY(call->finished());
        QCOMPARE(call->status, 200);
        QCOMPARE(call->types().last(), QStringLiteral("stopped"));
        QVERIFY(!call->last(u"stopped"_s).value(u"reason"_s).toString().isEmpty());
        QTRY_COMPARE(inotifyDescriptors(), before);
    }

    void tooManyStreams()
    {
        const QString dir = workspacePath(QStringLiteral("many"));
        QVERIFY(QDir().mkpath(dir));
        QList<std::shared_ptr<Call>> open;
        for (int i = 0; i < 32; ++i)
            open.append(send(transport(), QStringLiteral("/api/watch"), {{u"path"_s, dir}}));
        QTRY_VERIFY(
            std::all_of(open.begin(), open.end(), [](const auto &call) { return call->events.size() == 1; }));
        auto refused = send(transport(), QStringLiteral("/api/watch"), {{u"path"_s, dir}});
        QTRY_VERIFY(refused->finished());
        QCOMPARE(refused->status, 409);
        QCOMPARE(refused->body.value(u"code"_s).toString(), QStringLiteral("RESOURCE_BUSY"));
        open.first()->call->cancel();
        QTRY_VERIFY(open.first()->finished());
        auto again = send(transport(), QStringLiteral("/api/watch"), {{u"path"_s, dir}});
        QTRY_COMPARE(again->events.size(), 1);
        for (const auto &call : open)
            if (call->call)
                call->call->cancel();
        again->call->cancel();
        QTRY_VERIFY(again->finished());
    }

    void watchErrors_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::newRow("no path") << QJsonObject{} << 400 << "VALIDATION_FAILED";
        QTest::newRow("missing path")
            << QJsonObject{{u"path"_s, u"/no/such/dir"_s}} << 404 << "FILE_NOT_FOUND";
        QTest::newRow("include and exclude") << QJsonObject{{u"path"_s, u"."_s},
                                                            {u"include"_s, QJsonArray{u"*.ts"_s}},
                                                            {u"exclude"_s, QJsonArray{u"dist"_s}}}
                                             << 400 << "VALIDATION_FAILED";
        QTest::newRow("character class")
            << QJsonObject{{u"path"_s, u"."_s}, {u"include"_s, QJsonArray{u"[ab]"_s}}} << 400
            << "VALIDATION_FAILED";
        QTest::newRow("include not an array")
            << QJsonObject{{u"path"_s, u"."_s}, {u"include"_s, u"*.ts"_s}} << 400 << "VALIDATION_FAILED";
        QTest::newRow("include with a number")
            << QJsonObject{{u"path"_s, u"."_s}, {u"include"_s, QJsonArray{1}}} << 400 << "VALIDATION_FAILED";
        QTest::newRow("unknown event")
            << QJsonObject{{u"path"_s, u"."_s}, {u"events"_s, QJsonArray{u"rename"_s}}} << 400
            << "VALIDATION_FAILED";
        QTest::newRow("recursive as text")
            << QJsonObject{{u"path"_s, u"."_s}, {u"recursive"_s, u"yes"_s}} << 400 << "VALIDATION_FAILED";
        QTest::newRow("queue of 0") << QJsonObject{{u"path"_s, u"."_s}, {u"maxQueuedEvents"_s, 0}} << 400
                                    << "VALIDATION_FAILED";
    }
    void watchErrors()
    {
        QFETCH(QJsonObject, body);
        QFETCH(int, status);
        QFETCH(QString, code);
        const int before = inotifyDescriptors();
        auto call = send(transport(), QStringLiteral("/api/watch"), body);
        QTRY_VERIFY(call->finished());
        QCOMPARE(call->status, status);
        QCOMPARE(call->body.value(u"code"_s).toString(), code);
        QVERIFY(!call->body.value(u"message"_s).toString().isEmpty());
        QVERIFY(call->events.isEmpty());
        QCOMPARE(inotifyDescriptors(), before);
    }

    void checkChanges()
    {
        const QString dir = workspacePath(QStringLiteral("c"));
        QVERIFY(QDir().mkpath(dir));
        const auto check = [this, &dir](const QJsonValue &since) {
            QJsonObject body{{u"path"_s, dir}};
            if (!since.isUndefined())
                body.insert(u"since"_s, since);
            auto call = send(transport(), QStringLiteral("/api/watch/check"), body);
            waitUntil([&call] { return call->finished(); }, 10000);
            return call;
        };
        auto first = check(QJsonValue::Undefined);
        QCOMPARE(first->status, 200);
        QCOMPARE(first->body.value(u"success"_s).toBool(), true);
        QCOMPARE(first->body.value(u"status"_s).toString(), QStringLiteral("unchanged"));
        const QString version = first->body.value(u"version"_s).toString();
        QVERIFY(!version.isEmpty());
        QCOMPARE(check(version)->body.value(u"status"_s).toString(), QStringLiteral("unchanged"));
        QVERIFY(writeFile(dir + QStringLiteral("/new.txt")));
        auto changed = check(version);
        QCOMPARE(changed->body.value(u"status"_s).toString(), QStringLiteral("changed"));
        QVERIFY(changed->body.value(u"version"_s).toString() != version);
        auto resync = check(QStringLiteral("watch-elsewhere-1:0"));
        QCOMPARE(resync->body.value(u"status"_s).toString(), QStringLiteral("resync"));
        QCOMPARE(resync->body.value(u"reason"_s).toString(), QStringLiteral("restarted"));
        auto bad = check(QStringLiteral("nonsense"));
        QCOMPARE(bad->status, 400);
        QCOMPARE(bad->body.value(u"code"_s).toString(), QStringLiteral("VALIDATION_FAILED"));
        auto empty = check(QStringLiteral(""));
        QCOMPARE(empty->status, 400);
    }
};

QTEST_GUILESS_MAIN(TestWatchRoutes)
#include "tst_watchroutes.moc"
