// SPDX-License-Identifier: Apache-2.0
// The /ws/pty wire protocol as a foreign client sees it (DESIGN.md §3): raw QWebSocket frames
// against a real agent serving a real sandbox; token checks; malformed control frames.
#include "FutureWait.h"
#include "client/EventSubscription.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>
#include <QWebSocket>

#include <memory>

using namespace sandman;
using sandman::test::resultOf;
using sandman::test::waitUntil;

namespace {

const QByteArray kToken = QByteArrayLiteral("pty-test-token-0123456789");

// A raw /ws/pty client that records frames.
class RawPty
{
public:
    RawPty()
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket, [this](const QString &text) {
            controls.append(QJsonDocument::fromJson(text.toUtf8()).object());
        });
        QObject::connect(&socket, &QWebSocket::binaryMessageReceived, &socket,
                         [this](const QByteArray &bytes) { output += bytes; });
        QObject::connect(&socket, &QWebSocket::disconnected, &socket, [this] { disconnected = true; });
    }
    void open(const QUrl &url, const QByteArray &token)
    {
        QNetworkRequest request(url);
        if (!token.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + token);
        socket.open(request);
    }
    bool hasControl(const QString &type) const { return !control(type).isEmpty(); }
    QJsonObject control(const QString &type) const
    {
        for (const QJsonObject &c : controls) {
            if (c.value(QStringLiteral("type")).toString() == type)
                return c;
        }
        return {};
    }
    bool waitControl(const QString &type, int timeoutMs = 15000)
    {
        return waitUntil([&] { return hasControl(type); }, timeoutMs);
    }
    bool waitOutput(const QByteArray &needle, int timeoutMs = 15000)
    {
        return waitUntil([&] { return output.contains(needle); }, timeoutMs);
    }
    void send(const QByteArray &bytes) { socket.sendBinaryMessage(bytes); }
    void sendControl(const QString &text) { socket.sendTextMessage(text); }

    QWebSocket socket;
    QList<QJsonObject> controls;
    QByteArray output;
    bool disconnected = false;
};

} // namespace

class TestPtyRemote : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();

    void readyThenBytesBothWays();
    void resizeControlFrame();
    void malformedControlFramesAreIgnored();
    void exitFrameThenClose();
    void unknownSessionGetsErrorFrame();
    void shellOption_data();
    void shellOption();
    void missingOrWrongTokenIsRefused();
    void tokenInQueryIsAccepted();
    void droppedClientLeavesShellForReattach();
    void serverCloseDisconnectsViewers();
    void readOnlyViewerInputNeverReachesShell_data();
    void readOnlyViewerInputNeverReachesShell();
    void listingAndFeedNameOpenerAndViewers();
    void watcherNeverStartsAShell();

private:
    // A viewer of terminalId with extra query items (readonly, origin, reattach).
    QUrl ptyUrlWith(const QString &terminalId, const QList<QPair<QString, QString>> &extra) const
    {
        QUrl url = ptyUrl(QStringLiteral("default"), 80, 24, terminalId);
        QUrlQuery query(url);
        for (const auto &item : extra)
            query.addQueryItem(item.first, item.second);
        url.setQuery(query);
        return url;
    }
    QUrl ptyUrl(const QString &sessionId = QStringLiteral("default"), int cols = 80, int rows = 24,
                const QString &terminalId = QString()) const
    {
        QUrl url = m_server->url();
        url.setPath(QStringLiteral("/ws/pty"));
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("sessionId"), sessionId);
        query.addQueryItem(QStringLiteral("cols"), QString::number(cols));
        query.addQueryItem(QStringLiteral("rows"), QString::number(rows));
        if (!terminalId.isEmpty())
            query.addQueryItem(QStringLiteral("terminalId"), terminalId);
        url.setQuery(query);
        return url;
    }

    std::unique_ptr<QTemporaryDir> m_workspace;
    std::unique_ptr<SandboxHost> m_host;
    std::unique_ptr<AgentServer> m_server;
};

void TestPtyRemote::init()
{
    QStandardPaths::setTestModeEnabled(true);
    m_workspace = std::make_unique<QTemporaryDir>();
    QVERIFY(m_workspace->isValid());
    Sandbox::Options options;
    options.workspaceDir = m_workspace->path();
    m_host = std::make_unique<SandboxHost>(options);
    AgentServer::Options serverOptions;
    serverOptions.token = kToken;
    m_server = std::make_unique<AgentServer>(m_host->handler(), m_host->context(), serverOptions);
    QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
}

void TestPtyRemote::cleanup()
{
    m_server.reset();
    m_host.reset();
    m_workspace.reset();
}

void TestPtyRemote::readyThenBytesBothWays()
{
    RawPty pty;
    pty.open(ptyUrl(), kToken);
    QVERIFY(pty.waitControl(QStringLiteral("ready")));
    // ready is the first frame of all.
    QCOMPARE(pty.controls.first().value(QStringLiteral("type")).toString(), QStringLiteral("ready"));
    const QJsonObject ready = pty.control(QStringLiteral("ready"));
    QCOMPARE(ready.value(QStringLiteral("sessionId")).toString(), QStringLiteral("default"));
    QCOMPARE(ready.value(QStringLiteral("cols")).toInt(), 80);
    pty.send("echo WS$((20+1))\n");
    QVERIFY2(pty.waitOutput("WS21"), pty.output.constData());
    pty.send("echo T${TERM}T\n");
    QVERIFY(pty.waitOutput("Txterm-256colorT"));
}

void TestPtyRemote::resizeControlFrame()
{
    RawPty pty;
    pty.open(ptyUrl(QStringLiteral("default"), 90, 20), kToken);
    QVERIFY(pty.waitControl(QStringLiteral("ready")));
    pty.send("echo S$(stty size)E\n");
    QVERIFY2(pty.waitOutput("S20 90E"), pty.output.constData());
    pty.sendControl(QStringLiteral(R"({"type":"resize","cols":150,"rows":50})"));
    pty.send("echo S$(stty size)E\n");
    QVERIFY2(pty.waitOutput("S50 150E"), pty.output.constData());
}

void TestPtyRemote::malformedControlFramesAreIgnored()
{
    RawPty pty;
    pty.open(ptyUrl(QStringLiteral("default"), 90, 20), kToken);
    QVERIFY(pty.waitControl(QStringLiteral("ready")));
    pty.sendControl(QStringLiteral("not json at all {"));
    pty.sendControl(QStringLiteral(R"({"type":"resize","cols":-1,"rows":0})"));
    pty.sendControl(QStringLiteral(R"({"type":"resize","cols":"wide","rows":null})"));
    pty.sendControl(QStringLiteral(R"({"type":"resize","cols":99999999,"rows":99999999})"));
    pty.sendControl(QStringLiteral(R"({"type":"launch-missiles"})"));
    pty.sendControl(QStringLiteral("[]"));
    pty.send(QByteArray());
    pty.send("echo S$(stty size)E\n");
    QVERIFY2(pty.waitOutput("S20 90E"), pty.output.constData());
    QVERIFY(!pty.disconnected);
    QVERIFY(!pty.hasControl(QStringLiteral("error")));
}

void TestPtyRemote::exitFrameThenClose()
{
    RawPty pty;
    pty.open(ptyUrl(), kToken);
    QVERIFY(pty.waitControl(QStringLiteral("ready")));
    pty.send("exit 17\n");
    QVERIFY(pty.waitControl(QStringLiteral("exit")));
    QCOMPARE(pty.control(QStringLiteral("exit")).value(QStringLiteral("code")).toInt(), 17);
    QVERIFY(waitUntil([&] { return pty.disconnected; }));
    QCOMPARE(pty.socket.closeCode(), QWebSocketProtocol::CloseCodeNormal);
}

void TestPtyRemote::unknownSessionGetsErrorFrame()
{
    RawPty pty;
    // An unknown (valid) id is created on first use like any call's session; an invalid one
    // is refused.
    pty.open(ptyUrl(QStringLiteral("no.pe!")), kToken);
    QVERIFY(pty.waitControl(QStringLiteral("error")));
    QVERIFY(pty.control(QStringLiteral("error"))
                .value(QStringLiteral("message"))
                .toString()
                .contains(QStringLiteral("no.pe!")));
    QVERIFY(!pty.hasControl(QStringLiteral("ready")));
    QVERIFY(waitUntil([&] { return pty.disconnected; }));

    RawPty created;
    created.open(ptyUrl(QStringLiteral("made-by-a-terminal")), kToken);
    QVERIFY(created.waitControl(QStringLiteral("ready")));
}

// The SDK's `shell` option (?shell=): a shell /etc/shells lists runs; anything else is refused
// with an error frame, and no terminal starts.
void TestPtyRemote::shellOption_data()
{
    QTest::addColumn<QString>("shell");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("/bin/sh") << "/bin/sh" << true;
    QTest::newRow("/bin/dash") << "/bin/dash" << true;
    QTest::newRow("/bin/bash") << "/bin/bash" << true;
    QTest::newRow("not a shell") << "/usr/bin/env" << false;
    QTest::newRow("relative name") << "sh" << false;
    QTest::newRow("missing") << "/bin/no-such-shell" << false;
}

void TestPtyRemote::shellOption()
{
    QFETCH(QString, shell);
    QFETCH(bool, accepted);
    if (accepted && !QFileInfo(shell).isExecutable())
        QSKIP("that shell is not installed");
    QUrl url = ptyUrl(QStringLiteral("shell-option"));
    QUrlQuery query(url);
    query.addQueryItem(QStringLiteral("shell"), shell);
    url.setQuery(query);
    RawPty pty;
    pty.open(url, kToken);
    if (!accepted) {
        QVERIFY(pty.waitControl(QStringLiteral("error")));
        const QString message
            = pty.control(QStringLiteral("error")).value(QStringLiteral("message")).toString();
        QVERIFY2(message.contains(QStringLiteral("/etc/shells")), qPrintable(message));
        QVERIFY(!pty.hasControl(QStringLiteral("ready")));
        return;
    }
    QVERIFY(pty.waitControl(QStringLiteral("ready")));
    const qint64 pid = pty.control(QStringLiteral("ready")).value(QStringLiteral("pid")).toInteger();
    QVERIFY(pid > 0);
    QCOMPARE(QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).canonicalFilePath(),
             QFileInfo(shell).canonicalFilePath());
    pty.send("echo S$((6*7))E\n");
    QVERIFY2(pty.waitOutput("S42E"), pty.output.constData());
}

void TestPtyRemote::missingOrWrongTokenIsRefused()
{
    for (const QByteArray &token : {QByteArray(), QByteArrayLiteral("wrong-token")}) {
        RawPty pty;
        bool connected = false;
        QObject::connect(&pty.socket, &QWebSocket::connected, &pty.socket, [&] { connected = true; });
        pty.open(ptyUrl(), token);
        QVERIFY(waitUntil([&] { return pty.disconnected || connected; }));
        QTest::qWait(100);
        QVERIFY(!connected);
        QVERIFY(pty.controls.isEmpty());
        QVERIFY(pty.output.isEmpty());
    }
}

void TestPtyRemote::tokenInQueryIsAccepted()
{
    QUrl url = ptyUrl();
    QUrlQuery query(url);
    query.addQueryItem(QStringLiteral("access_token"), QString::fromLatin1(kToken));
    url.setQuery(query);
    RawPty pty;
    pty.open(url, QByteArray());
    QVERIFY(pty.waitControl(QStringLiteral("ready")));
}

void TestPtyRemote::droppedClientLeavesShellForReattach()
{
    qint64 pid = 0;
    {
        RawPty pty;
        pty.open(ptyUrl(QStringLiteral("default"), 80, 24, QStringLiteral("drop")), kToken);
        QVERIFY(pty.waitControl(QStringLiteral("ready")));
        pid = pty.control(QStringLiteral("ready")).value(QStringLiteral("pid")).toInteger();
        pty.send("echo BEFORE$((5*5))\n");
        QVERIFY(pty.waitOutput("BEFORE25"));
        pty.socket.abort(); // no close handshake: the network died
    }
    QTest::qWait(300);
    QVERIFY(QFile::exists(QStringLiteral("/proc/%1").arg(pid)));
    RawPty again;
    again.open(ptyUrl(QStringLiteral("default"), 80, 24, QStringLiteral("drop")), kToken);
    QVERIFY(again.waitControl(QStringLiteral("ready")));
    QCOMPARE(again.control(QStringLiteral("ready")).value(QStringLiteral("pid")).toInteger(), pid);
    QCOMPARE(again.control(QStringLiteral("ready")).value(QStringLiteral("created")).toBool(), false);
    QVERIFY2(again.waitOutput("BEFORE25"), again.output.constData()); // the replay
}

void TestPtyRemote::serverCloseDisconnectsViewers()
{
    RawPty pty;
    pty.open(ptyUrl(), kToken);
    QVERIFY(pty.waitControl(QStringLiteral("ready")));
    const qint64 pid = pty.control(QStringLiteral("ready")).value(QStringLiteral("pid")).toInteger();
    m_server->close();
    QVERIFY(waitUntil([&] { return pty.disconnected; }));
    QTest::qWait(200);
    QVERIFY(QFile::exists(QStringLiteral("/proc/%1").arg(pid))); // the sandbox owns the shell
}

void TestPtyRemote::readOnlyViewerInputNeverReachesShell_data()
{
    QTest::addColumn<QString>("readonly");
    QTest::addColumn<bool>("reaches");
    QTest::newRow("readonly=1") << QStringLiteral("1") << false;
    QTest::newRow("readonly=true") << QStringLiteral("true") << false;
    QTest::newRow("readonly=0 (a writer)") << QStringLiteral("0") << true;
}

// The agent itself drops a watcher's keystrokes and resizes: a client that sends them anyway
// (this raw socket) changes nothing in the shell, while the writer beside it types as usual.
void TestPtyRemote::readOnlyViewerInputNeverReachesShell()
{
    QFETCH(QString, readonly);
    QFETCH(bool, reaches);
    RawPty owner;
    owner.open(ptyUrlWith(QStringLiteral("watched"), {}), kToken);
    QVERIFY(owner.waitControl(QStringLiteral("ready")));
    RawPty watcher;
    watcher.open(ptyUrlWith(QStringLiteral("watched"),
                            {{QStringLiteral("readonly"), readonly},
                             {QStringLiteral("reattach"), QStringLiteral("1")}}),
                 kToken);
    QVERIFY(watcher.waitControl(QStringLiteral("ready")));
    QCOMPARE(watcher.control(QStringLiteral("ready")).value(QStringLiteral("readonly")).toBool(), !reaches);
    QCOMPARE(watcher.control(QStringLiteral("ready")).value(QStringLiteral("created")).toBool(), false);

    const QString marker = m_workspace->filePath(QStringLiteral("typed-by-watcher"));
    watcher.send(QStringLiteral("touch '%1'; echo WATCHER$((6*7))\n").arg(marker).toUtf8());
    watcher.sendControl(QStringLiteral(R"({"type":"resize","cols":150,"rows":50})"));
    QTest::qWait(300); // the watcher's frames are handled before the owner's next ones
    owner.send("echo OWNER$((7*7)) S$(stty size)E\n");
    QVERIFY2(owner.waitOutput("OWNER49"), owner.output.constData());
    // The watcher mirrors the owner's output either way.
    QVERIFY2(watcher.waitOutput("OWNER49"), watcher.output.constData());
    QCOMPARE(QFileInfo::exists(marker), reaches);
    QCOMPARE(owner.output.contains("WATCHER42"), reaches);
    QVERIFY2(owner.output.contains(reaches ? "S50 150E" : "S24 80E"), owner.output.constData());
}

// Who opened a terminal, how many watch it and whether anyone holds its input: in the list
// (GET /api/sandman/terminals) and in the feed's terminal_opened / terminal_viewers events.
void TestPtyRemote::listingAndFeedNameOpenerAndViewers()
{
    WebSocketTransport::Options options;
    options.token = kToken;
    WebSocketTransport transport(m_server->url(), options);
    transport.open(); // calls wait for the connection
    SandboxClient client(&transport);
    QList<QJsonObject> events;
    EventSubscription *feed = client.subscribeEvents(-1);
    QSignalSpy subscribed(feed, &EventSubscription::subscribed);
    connect(feed, &EventSubscription::eventReceived, feed,
            [&events](const QJsonObject &e) { events.append(e); });
    QVERIFY(subscribed.wait(10000));
    const auto ofType = [&events](const QString &type) {
        QList<QJsonObject> list;
        for (const QJsonObject &event : events)
            if (event.value(QStringLiteral("type")).toString() == type)
                list.append(event);
        return list;
    };

    RawPty owner;
    owner.open(
        ptyUrlWith(QStringLiteral("listed"), {{QStringLiteral("origin"), QStringLiteral("Alice's agent")}}),
        kToken);
    QVERIFY(owner.waitControl(QStringLiteral("ready")));
    QTRY_COMPARE(ofType(QStringLiteral("terminal_opened")).size(), 1);
    const QJsonObject opened = ofType(QStringLiteral("terminal_opened")).first();
    QCOMPARE(opened.value(QStringLiteral("terminalId")).toString(), QStringLiteral("listed"));
    QCOMPARE(opened.value(QStringLiteral("origin")).toString(), QStringLiteral("Alice's agent"));
    const QString ownerClient = opened.value(QStringLiteral("clientId")).toString();
    QVERIFY2(ownerClient.startsWith(QLatin1String("pty-")), qPrintable(ownerClient));

    RawPty watcher;
    watcher.open(ptyUrlWith(QStringLiteral("listed"),
                            {{QStringLiteral("readonly"), QStringLiteral("1")},
                             {QStringLiteral("reattach"), QStringLiteral("1")},
                             {QStringLiteral("origin"), QStringLiteral("Bob")}}),
                 kToken);
    QVERIFY(watcher.waitControl(QStringLiteral("ready")));
    QTRY_COMPARE(ofType(QStringLiteral("terminal_viewers")).size(), 2);
    const QJsonObject watched = ofType(QStringLiteral("terminal_viewers")).last();
    QCOMPARE(watched.value(QStringLiteral("viewers")).toInt(), 2);
    QCOMPARE(watched.value(QStringLiteral("writers")).toInt(), 1);
    QCOMPARE(watched.value(QStringLiteral("origin")).toString(), QStringLiteral("Bob"));
    QVERIFY(watched.value(QStringLiteral("clientId")).toString() != ownerClient);

    // (Without PROMPT_COMMAND, whose title — the directory — would follow at once.)
    owner.send("PROMPT_COMMAND=; printf '\\033]0;%s\\007' LISTED-TITLE\n");
    const auto lastTitle = [&ofType] {
        const QList<QJsonObject> titles = ofType(QStringLiteral("terminal_title"));
        return titles.isEmpty() ? QString() : titles.last().value(QStringLiteral("title")).toString();
    };
    QTRY_COMPARE(lastTitle(), QStringLiteral("LISTED-TITLE"));

    const QList<TerminalInfo> terminals = resultOf(client.listTerminals());
    QCOMPARE(terminals.size(), 1);
    QCOMPARE(terminals[0].terminalId, QStringLiteral("listed"));
    QCOMPARE(terminals[0].clientId, ownerClient);
    QCOMPARE(terminals[0].origin, QStringLiteral("Alice's agent"));
    QCOMPARE(terminals[0].viewers, 2);
    QCOMPARE(terminals[0].writers, 1);
    QVERIFY(terminals[0].inputHeld);
    QCOMPARE(terminals[0].title, QStringLiteral("LISTED-TITLE"));

    // The owner leaves: nobody holds the input; the watcher still watches.
    owner.socket.close();
    QTRY_COMPARE(ofType(QStringLiteral("terminal_viewers")).size(), 3);
    QCOMPARE(ofType(QStringLiteral("terminal_viewers")).last().value(QStringLiteral("writers")).toInt(), 0);
    const QList<TerminalInfo> after = resultOf(client.listTerminals());
    QCOMPARE(after.size(), 1);
    QCOMPARE(after[0].viewers, 1);
    QVERIFY(!after[0].inputHeld);
}

// readonly=1 on a terminal that does not run is an error, not a new shell nobody can type into.
void TestPtyRemote::watcherNeverStartsAShell()
{
    RawPty watcher;
    watcher.open(ptyUrlWith(QStringLiteral("nobody"), {{QStringLiteral("readonly"), QStringLiteral("1")}}),
                 kToken);
    QVERIFY(watcher.waitControl(QStringLiteral("error")));
    QVERIFY(!watcher.hasControl(QStringLiteral("ready")));
    QCOMPARE(watcher.control(QStringLiteral("error")).value(QStringLiteral("message")).toString(),
             QStringLiteral("no terminal \"nobody\" runs in session \"default\" to watch"));
    QVERIFY(waitUntil([&] { return watcher.disconnected; }));
    // Nothing was started: a writer opening the same id gets a fresh shell.
    RawPty owner;
    owner.open(ptyUrlWith(QStringLiteral("nobody"), {}), kToken);
    QVERIFY(owner.waitControl(QStringLiteral("ready")));
    QVERIFY(owner.control(QStringLiteral("ready")).value(QStringLiteral("created")).toBool());
}

QTEST_GUILESS_MAIN(TestPtyRemote)
#include "tst_ptyremote.moc"
