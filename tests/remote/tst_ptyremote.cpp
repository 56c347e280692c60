// SPDX-License-Identifier: Apache-2.0
// The /ws/pty wire protocol as a foreign client sees it (DESIGN.md §3): raw QWebSocket frames
// against a real agent serving a real sandbox; token checks; malformed control frames.
#include "FutureWait.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkRequest>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>
#include <QWebSocket>

#include <memory>

using namespace sandman;
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

private:
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

QTEST_GUILESS_MAIN(TestPtyRemote)
#include "tst_ptyremote.moc"
