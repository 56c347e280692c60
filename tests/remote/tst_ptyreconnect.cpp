// SPDX-License-Identifier: Apache-2.0
// A /ws/pty terminal survives a dropped connection (PtySocketClient's auto-reconnect): the
// agent's server goes away and comes back on the same port while the sandbox, which owns the
// shells, stays up. Also the view on top of it (ClientTerminalChannel + TerminalView).
#include "client/PtySocketClient.h"
#include "client/TerminalStream.h"
#include "engine/terminal/TerminalManager.h"
#include "engine/terminal/TerminalSession.h"
#include "protocol/TerminalRequest.h"
#include "server/AgentServer.h"
#include "server/SandboxHost.h"
#include "terminal/ClientTerminalChannel.h"
#include "terminal/TerminalView.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace sandman;

namespace {

const QByteArray kToken = QByteArrayLiteral("reconnect-test-token-0123456789");

// Records what one TerminalStream reports, in order.
class Viewer
{
public:
    explicit Viewer(TerminalStream *stream)
        : stream(stream)
    {
        QObject::connect(stream, &TerminalStream::ready, stream,
                         [this] { events << QStringLiteral("ready"); });
        QObject::connect(stream, &TerminalStream::dataReceived, stream, [this](const QByteArray &bytes) {
            if (events.isEmpty() || events.last() != QLatin1String("data"))
                events << QStringLiteral("data");
            received += bytes;
        });
        QObject::connect(stream, &TerminalStream::reconnecting, stream, [this](const QString &why) {
            events << QStringLiteral("reconnecting");
            reconnectWhy = why;
        });
        QObject::connect(stream, &TerminalStream::reattached, stream, [this] {
            events << QStringLiteral("reattached");
            reattachedAt = received.size();
        });
        QObject::connect(stream, &TerminalStream::exited, stream, [this](int code) {
            events << QStringLiteral("exited");
            exitCode = code;
        });
        QObject::connect(stream, &TerminalStream::errorOccurred, stream, [this](const QString &message) {
            events << QStringLiteral("error");
            error = message;
        });
    }
    ~Viewer() { delete stream.data(); }

    QByteArray sinceReattached() const
    {
        return reattachedAt < 0 ? QByteArray() : received.mid(reattachedAt);
    }

    QPointer<TerminalStream> stream;
    QStringList events;
    QByteArray received;
    qsizetype reattachedAt = -1;
    QString reconnectWhy;
    QString error;
    int exitCode = -1;
};

// The shell's pid as it prints it: "<tag><pid>." after `echo <tag>$$.`.
qint64 printedPid(const QByteArray &output, const QString &tag)
{
    const QRegularExpression re(QRegularExpression::escape(tag) + QStringLiteral("(\\d+)\\."));
    const QRegularExpressionMatch match = re.match(QString::fromUtf8(output));
    return match.hasMatch() ? match.captured(1).toLongLong() : -1;
}

} // namespace

class TestPtyReconnect : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void reattachesToTheSameShell();
    void exitWhileAwayIsReported();
    void restartedAgentEndsTheStream();
    void givesUpWhenTheAgentStaysAway();
    void closeWhileReconnectingStopsTrying();
    void viewShowsTheReplayOnce();

private:
    void startServer();
    // Fast retries; the give-up time is long unless a test is about it.
    TerminalStream *openStream(int giveUpMs = 30000, const QString &terminalId = QString());
    // Runs f on the sandbox's thread and waits for it.
    template<typename F> void onSandbox(F f)
    {
        QMetaObject::invokeMethod(
            m_host->context(), [this, f] { f(m_host->sandbox()); }, Qt::BlockingQueuedConnection);
    }
    bool terminalRuns(const QString &terminalId)
    {
        bool runs = false;
        onSandbox([&](Sandbox *sandbox) {
            runs = TerminalManager::of(sandbox)->terminal(QStringLiteral("default"), terminalId) != nullptr;
        });
        return runs;
    }

    QTemporaryDir m_home;
    std::unique_ptr<QTemporaryDir> m_workspace;
    std::unique_ptr<SandboxHost> m_host;
    std::unique_ptr<AgentServer> m_server;
    quint16 m_port = 0;
};

void TestPtyReconnect::initTestCase()
{
    // Shells are killed seconds after they start: keep them off the user's ~/.bashrc (a
    // start-up killed half-way there can leave locks behind, e.g. pyenv's rehash lock).
    QVERIFY(m_home.isValid());
    qputenv("HOME", QFile::encodeName(m_home.path()));
}

void TestPtyReconnect::init()
{
    QStandardPaths::setTestModeEnabled(true);
    m_workspace = std::make_unique<QTemporaryDir>();
    QVERIFY(m_workspace->isValid());
    Sandbox::Options options;
    options.workspaceDir = m_workspace->path();
    m_host = std::make_unique<SandboxHost>(options);
    m_port = 0;
    startServer();
    QVERIFY(m_server->isListening());
    m_port = m_server->serverPort();
}

void TestPtyReconnect::cleanup()
{
    m_server.reset();
    m_host.reset();
    m_workspace.reset();
}

void TestPtyReconnect::startServer()
{
    AgentServer::Options serverOptions;
    serverOptions.token = kToken;
    m_server = std::make_unique<AgentServer>(m_host->handler(), m_host->context(), serverOptions);
    QVERIFY(m_server->listen(QHostAddress::LocalHost, m_port));
}

TerminalStream *TestPtyReconnect::openStream(int giveUpMs, const QString &terminalId)
{
    TerminalRequest request;
    request.sessionId = QStringLiteral("default");
    request.terminalId = terminalId;
    request.cols = 80;
    request.rows = 24;
    PtySocketClient::Options options;
    options.token = kToken;
    options.connectTimeoutMs = 5000;
    options.reconnectInitialDelayMs = 20;
    options.reconnectMaxDelayMs = 160;
    options.reconnectGiveUpMs = giveUpMs;
    auto *stream = new TerminalStream(request.sessionId, request.terminalId);
    new PtySocketClient(stream, PtySocketClient::ptyUrl(m_server->url(), request), options);
    return stream;
}

void TestPtyReconnect::reattachesToTheSameShell()
{
    Viewer viewer(openStream());
    QTRY_COMPARE_WITH_TIMEOUT(viewer.events.value(0), QStringLiteral("ready"), 15000);
    QCOMPARE(viewer.stream->terminalId(), TerminalManager::defaultTerminalId()); // the agent's id
    const qint64 pid = viewer.stream->readyInfo().value(QStringLiteral("pid")).toInteger();
    viewer.stream->write("echo MARK$((6*7)) PID$$.\n");
    QTRY_VERIFY_WITH_TIMEOUT(viewer.received.contains("MARK42"), 15000);
    QCOMPARE(printedPid(viewer.received, QStringLiteral("PID")), pid);

    QSignalSpy reconnecting(viewer.stream.data(), &TerminalStream::reconnecting);
    QSignalSpy reattached(viewer.stream.data(), &TerminalStream::reattached);
    m_server.reset(); // the agent's server goes; the sandbox and its shells stay
    QVERIFY(reconnecting.wait(10000));
    QVERIFY(!viewer.reconnectWhy.isEmpty());
    QCOMPARE(viewer.stream->state(), TerminalStream::State::Reconnecting);
    // Typed while away: kept and delivered to the same shell once back.
    viewer.stream->write("echo AFTER$((7*8)) PID$$.\n");
    viewer.stream->resize(100, 30);
    QTest::qWait(200); // a few failed attempts while nobody listens
    QCOMPARE(reattached.count(), 0);

    startServer();
    QVERIFY(reattached.count() == 1 || reattached.wait(10000));
    QCOMPARE(reconnecting.count(), 1);
    QVERIFY(viewer.stream->isOpen());
    QCOMPARE(viewer.stream->readyInfo().value(QStringLiteral("created")).toBool(), false);
    QCOMPARE(viewer.stream->readyInfo().value(QStringLiteral("pid")).toInteger(), pid);

    QTRY_VERIFY_WITH_TIMEOUT(viewer.sinceReattached().contains("AFTER56"), 15000);
    QCOMPARE(printedPid(viewer.sinceReattached().mid(viewer.sinceReattached().indexOf("AFTER56")),
                        QStringLiteral("PID")),
             pid);
    // The earlier output came again exactly once, after reattached().
    QCOMPARE(viewer.sinceReattached().count("MARK42"), 1);
    QCOMPARE(viewer.received.count("MARK42"), 2);
    QCOMPARE(viewer.events,
             QStringList({QStringLiteral("ready"), QStringLiteral("data"), QStringLiteral("reconnecting"),
                          QStringLiteral("reattached"), QStringLiteral("data")}));

    // Typing works as before, with the size set while away.
    viewer.stream->write("echo S$(stty size)E\n");
    QTRY_VERIFY_WITH_TIMEOUT(viewer.sinceReattached().contains("S30 100E"), 15000);
}

void TestPtyReconnect::exitWhileAwayIsReported()
{
    Viewer viewer(openStream(30000, QStringLiteral("leaving")));
    QTRY_COMPARE_WITH_TIMEOUT(viewer.events.value(0), QStringLiteral("ready"), 15000);
    QSignalSpy reconnecting(viewer.stream.data(), &TerminalStream::reconnecting);
    m_server.reset();
    QVERIFY(reconnecting.wait(10000));

    // The shell ends while no viewer is connected.
    onSandbox([](Sandbox *sandbox) {
        TerminalManager::of(sandbox)
            ->terminal(QStringLiteral("default"), QStringLiteral("leaving"))
            ->write("exit 7\n");
    });
    QTRY_VERIFY_WITH_TIMEOUT(!terminalRuns(QStringLiteral("leaving")), 15000);

    QSignalSpy exited(viewer.stream.data(), &TerminalStream::exited);
    startServer();
    QVERIFY(exited.count() == 1 || exited.wait(10000));
    QCOMPARE(viewer.exitCode, 7);
    QCOMPARE(viewer.stream->state(), TerminalStream::State::Exited);
    QVERIFY(!viewer.events.contains(QStringLiteral("reattached")));
    // Coming back did not start another shell in its place.
    QTest::qWait(100);
    QVERIFY(!terminalRuns(QStringLiteral("leaving")));
}

void TestPtyReconnect::restartedAgentEndsTheStream()
{
    Viewer viewer(openStream());
    QTRY_COMPARE_WITH_TIMEOUT(viewer.events.value(0), QStringLiteral("ready"), 15000);
    QSignalSpy reconnecting(viewer.stream.data(), &TerminalStream::reconnecting);
    // A whole new agent: the old shells died with the old sandbox.
    m_server.reset();
    QVERIFY(reconnecting.wait(10000));
    m_host.reset();
    Sandbox::Options options;
    options.workspaceDir = m_workspace->path();
    m_host = std::make_unique<SandboxHost>(options);
    QSignalSpy failed(viewer.stream.data(), &TerminalStream::errorOccurred);
    startServer();
    QVERIFY(failed.count() == 1 || failed.wait(10000));
    QVERIFY2(viewer.error.contains(QStringLiteral("ended")), qPrintable(viewer.error));
    QVERIFY(!terminalRuns(QString()));
}

void TestPtyReconnect::givesUpWhenTheAgentStaysAway()
{
    const int giveUpMs = 800;
    Viewer viewer(openStream(giveUpMs));
    QTRY_COMPARE_WITH_TIMEOUT(viewer.events.value(0), QStringLiteral("ready"), 15000);
    QSignalSpy reconnecting(viewer.stream.data(), &TerminalStream::reconnecting);
    QSignalSpy failed(viewer.stream.data(), &TerminalStream::errorOccurred);
    m_server.reset();
    QVERIFY(reconnecting.wait(10000));
    QElapsedTimer since;
    since.start();
    QVERIFY(failed.wait(10000));
    QVERIFY2(since.elapsed() >= giveUpMs - 100, qPrintable(QString::number(since.elapsed())));
    QCOMPARE(viewer.stream->state(), TerminalStream::State::Failed);
    QVERIFY2(viewer.error.contains(QStringLiteral("lost")), qPrintable(viewer.error));
    QCOMPARE(viewer.events.last(), QStringLiteral("error"));
    // Nothing more, even when the agent comes back.
    startServer();
    QTest::qWait(300);
    QCOMPARE(viewer.events.last(), QStringLiteral("error"));
    QCOMPARE(failed.count(), 1);
}

void TestPtyReconnect::closeWhileReconnectingStopsTrying()
{
    Viewer viewer(openStream());
    QTRY_COMPARE_WITH_TIMEOUT(viewer.events.value(0), QStringLiteral("ready"), 15000);
    QSignalSpy reconnecting(viewer.stream.data(), &TerminalStream::reconnecting);
    m_server.reset();
    QVERIFY(reconnecting.wait(10000));
    viewer.stream->close();
    const QStringList before = viewer.events;
    startServer();
    QTest::qWait(400); // several retry periods
    QCOMPARE(viewer.events, before);
    QCOMPARE(viewer.stream->state(), TerminalStream::State::Closed);
}

void TestPtyReconnect::viewShowsTheReplayOnce()
{
    TerminalView view;
    view.resize(640, 400);
    auto *channel = new ClientTerminalChannel(openStream(), &view);
    view.setChannel(channel);
    QSignalSpy ready(channel, &ClientTerminalChannel::ready);
    QVERIFY(ready.wait(15000));
    auto screenText = [&] {
        view.flushUpdates();
        QString text;
        for (int line = 0; line < view.model()->totalLines(); ++line)
            text += view.model()->lineText(line) + QLatin1Char('\n');
        return text;
    };
    channel->sendInput("echo ONCE$((3*4))\n");
    QTRY_VERIFY_WITH_TIMEOUT(screenText().contains(QStringLiteral("\nONCE12")), 15000);
    QCOMPARE(screenText().count(QStringLiteral("\nONCE12")), 1);
    // The command line may show twice already (echoed before bash's prompt, then by readline).
    const int commandLines = screenText().count(QStringLiteral("echo ONCE"));

    QSignalSpy reconnecting(channel, &TerminalChannel::reconnecting);
    QSignalSpy reattached(channel, &TerminalChannel::reattached);
    m_server.reset();
    QVERIFY(reconnecting.wait(10000));
    QTRY_VERIFY(screenText().contains(QStringLiteral("reconnecting")));
    startServer();
    QVERIFY(reattached.count() == 1 || reattached.wait(10000));
    channel->sendInput("echo TWICE$((5*5))\n");
    QTRY_VERIFY_WITH_TIMEOUT(screenText().contains(QStringLiteral("\nTWICE25")), 15000);
    // The replay rebuilt the screen: the earlier output shows once, the notice went with it.
    QCOMPARE(screenText().count(QStringLiteral("\nONCE12")), 1);
    QVERIFY2(screenText().count(QStringLiteral("echo ONCE")) == commandLines, qPrintable(screenText()));
    QVERIFY(!screenText().contains(QStringLiteral("reconnecting")));
}

QTEST_MAIN(TestPtyReconnect)
#include "tst_ptyreconnect.moc"
