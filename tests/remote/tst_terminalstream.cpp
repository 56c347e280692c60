// SPDX-License-Identifier: Apache-2.0
// Terminals through the client API (SandboxClient::openTerminal → TerminalStream), over every
// transport (in-process and /ws/pty): DESIGN.md §2 "Terminal".
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "protocol/TerminalRequest.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QPointer>
#include <QTest>

#include <memory>

using namespace sandman;
using sandman::test::ClientFixture;
using sandman::test::failureOf;
using sandman::test::waitFor;
using sandman::test::waitUntil;

namespace {

bool processAlive(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && close + 2 < text.size() && text.at(close + 2) != 'Z';
}

// Records everything one TerminalStream reports.
class Viewer
{
public:
    explicit Viewer(TerminalStream *stream)
        : stream(stream)
    {
        QObject::connect(stream, &TerminalStream::ready, stream, [this] { ++readyCount; });
        QObject::connect(stream, &TerminalStream::dataReceived, stream,
                         [this](const QByteArray &bytes) { received += bytes; });
        QObject::connect(stream, &TerminalStream::exited, stream, [this](int code) {
            exitCode = code;
            exited = true;
        });
        QObject::connect(stream, &TerminalStream::errorOccurred, stream, [this](const QString &message) {
            error = message;
            failed = true;
        });
    }
    ~Viewer() { delete stream.data(); }

    bool waitReady(int timeoutMs = 15000)
    {
        return waitUntil([this] { return readyCount > 0 || failed; }, timeoutMs) && readyCount == 1;
    }
    bool waitFor(const QByteArray &needle, int timeoutMs = 15000)
    {
        return waitUntil([&] { return received.contains(needle); }, timeoutMs);
    }
    qint64 pid() const { return stream->readyInfo().value(QStringLiteral("pid")).toInteger(); }

    QPointer<TerminalStream> stream;
    QByteArray received;
    QString error;
    int readyCount = 0;
    int exitCode = -1;
    bool exited = false;
    bool failed = false;
};

} // namespace

class TestTerminalStream : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void init();
    void cleanup() { m_fx.reset(); }

    void readyAndEcho();
    void sizeAndResize();
    void termAndSessionEnvironment();
    void followsSessionCwd();
    void replayOnReattach();
    void reattachingToAnEndedTerminalSaysSoWithACode();
    void multipleViewers();
    void separateTerminalsPerSession();
    void closingLastViewerKeepsShell();
    void deletingSessionKillsShell();
    void exitCodeReported();
    void unknownSessionFails();
    void invalidTerminalIdFails();
    void hostileInput();
    void bulkOutputArrivesComplete();

private:
    std::unique_ptr<Viewer> open(const QString &sessionId, int cols = 80, int rows = 24,
                                 const QString &terminalId = QString())
    {
        return std::make_unique<Viewer>(m_fx->client()->openTerminal(sessionId, cols, rows, terminalId));
    }
    std::unique_ptr<ClientFixture> m_fx;
};

void TestTerminalStream::init()
{
    QFETCH_GLOBAL(QString, transport);
    m_fx = ClientFixture::create(transport);
    QVERIFY(m_fx);
}

void TestTerminalStream::readyAndEcho()
{
    auto viewer = open(QStringLiteral("default"));
    QVERIFY2(viewer->waitReady(), qPrintable(viewer->error));
    QVERIFY(viewer->stream->isOpen());
    QCOMPARE(viewer->stream->terminalId(), QStringLiteral("main"));
    QVERIFY(viewer->pid() > 0);
    viewer->stream->write("echo HI$((40+2))\n");
    QVERIFY2(viewer->waitFor("HI42"), viewer->received.constData());
}

void TestTerminalStream::sizeAndResize()
{
    auto viewer = open(QStringLiteral("default"), 101, 33);
    QVERIFY(viewer->waitReady());
    viewer->stream->write("echo S$(stty size)E\n");
    QVERIFY2(viewer->waitFor("S33 101E"), viewer->received.constData());
    viewer->stream->resize(140, 45);
    viewer->stream->write("echo S$(stty size)E\n");
    QVERIFY2(viewer->waitFor("S45 140E"), viewer->received.constData());
}

void TestTerminalStream::termAndSessionEnvironment()
{
    SessionOptions options;
    options.id = QStringLiteral("envs");
    options.env.insert(QStringLiteral("SANDMAN_TERM_TEST"), QStringLiteral("a b'c"));
    QVERIFY(waitFor(m_fx->client()->createSession(options)));
    // Set later through the API: the terminal starts with the session's *current* env.
    EnvVarChanges changes;
    changes.insert(QStringLiteral("LATER_VAR"), QStringLiteral("later"));
    auto set = m_fx->client()->setEnvVars(changes, QStringLiteral("envs"));
    QVERIFY(waitFor(set));
    QVERIFY(!failureOf(set));

    auto viewer = open(QStringLiteral("envs"));
    QVERIFY(viewer->waitReady());
    viewer->stream->write("echo \"T${TERM}T C${COLORTERM}C V${SANDMAN_TERM_TEST}V L${LATER_VAR}L\"\n");
    QVERIFY2(viewer->waitFor("Txterm-256colorT CtruecolorC Va b'cV LlaterL"), viewer->received.constData());
}

void TestTerminalStream::followsSessionCwd()
{
    QVERIFY(QDir(m_fx->workspace()).mkpath(QStringLiteral("sub/dir")));
    SessionOptions options;
    options.id = QStringLiteral("cwds");
    QVERIFY(waitFor(m_fx->client()->createSession(options)));
    auto result = m_fx->client()->session(QStringLiteral("cwds")).exec(QStringLiteral("cd sub/dir"));
    QVERIFY(waitFor(result));
    QVERIFY(!failureOf(result));

    auto viewer = open(QStringLiteral("cwds"));
    QVERIFY(viewer->waitReady());
    viewer->stream->write("echo P$(pwd)P\n");
    const QByteArray expected
        = "P" + QFile::encodeName(QDir(m_fx->workspace()).canonicalPath()) + "/sub/dirP";
    QVERIFY2(viewer->waitFor(expected), viewer->received.constData());
}

void TestTerminalStream::replayOnReattach()
{
    qint64 pid = 0;
    {
        auto first = open(QStringLiteral("default"), 100, 30, QStringLiteral("tab-1"));
        QVERIFY(first->waitReady());
        QCOMPARE(first->stream->readyInfo().value(QStringLiteral("created")).toBool(), true);
        pid = first->pid();
        first->stream->write("echo MARK$((7*6))\n");
        QVERIFY(first->waitFor("MARK42"));
        first->stream->close();
    }
    auto second = open(QStringLiteral("default"), 80, 24, QStringLiteral("tab-1"));
    QVERIFY(second->waitReady());
    const QJsonObject ready = second->stream->readyInfo();
    QCOMPARE(ready.value(QStringLiteral("created")).toBool(), false);
    QCOMPARE(second->pid(), pid);
    // Nothing typed yet: this is the replay, announced with its length and the size it was
    // written at (the first viewer's, before this one resized the pty).
    QVERIFY2(second->waitFor("MARK42"), second->received.constData());
    const qint64 replayBytes = qint64(ready.value(QStringLiteral("replayBytes")).toDouble());
    QVERIFY(replayBytes > 0);
    QVERIFY(waitUntil([&] { return second->received.size() >= replayBytes; }));
    QVERIFY(second->received.left(replayBytes).contains("MARK42"));
    QCOMPARE(ready.value(QStringLiteral("replayCols")).toInt(), 100);
    QCOMPARE(ready.value(QStringLiteral("replayRows")).toInt(), 30);
}

void TestTerminalStream::reattachingToAnEndedTerminalSaysSoWithACode()
{
    TerminalRequest request;
    request.sessionId = QStringLiteral("default");
    request.terminalId = QStringLiteral("never-opened");
    request.reattach = true;
    Viewer viewer(m_fx->client()->openTerminal(request));
    QVERIFY(waitUntil([&] { return viewer.failed; }));
    QCOMPARE(viewer.stream->errorCode(), QStringLiteral("TERMINAL_ENDED"));
}

void TestTerminalStream::multipleViewers()
{
    auto a = open(QStringLiteral("default"), 80, 24, QStringLiteral("shared"));
    auto b = open(QStringLiteral("default"), 80, 24, QStringLiteral("shared"));
    QVERIFY(a->waitReady());
    QVERIFY(b->waitReady());
    QCOMPARE(a->pid(), b->pid());
    a->stream->write("echo FROM$((1))A\n");
    QVERIFY(b->waitFor("FROM1A"));
    b->stream->write("echo FROM$((2))B\n");
    QVERIFY(a->waitFor("FROM2B"));
    b->stream->close();
    a->stream->write("exit 6\n");
    QVERIFY(waitUntil([&] { return a->exited; }));
    QCOMPARE(a->exitCode, 6);
    QVERIFY(!b->exited); // closed viewers hear nothing more
}

void TestTerminalStream::separateTerminalsPerSession()
{
    auto a = open(QStringLiteral("default"), 80, 24, QStringLiteral("one"));
    auto b = open(QStringLiteral("default"), 80, 24, QStringLiteral("two"));
    QVERIFY(a->waitReady());
    QVERIFY(b->waitReady());
    QVERIFY(a->pid() != b->pid());
    a->stream->write("echo ONLY$((1))A\n");
    QVERIFY(a->waitFor("ONLY1A"));
    QTest::qWait(100);
    QVERIFY(!b->received.contains("ONLY1A"));
}

void TestTerminalStream::closingLastViewerKeepsShell()
{
    qint64 pid = 0;
    {
        auto viewer = open(QStringLiteral("default"), 80, 24, QStringLiteral("keep"));
        QVERIFY(viewer->waitReady());
        pid = viewer->pid();
        viewer->stream->write("echo UP\n");
        QVERIFY(viewer->waitFor("UP"));
    } // deleted: detached
    QTest::qWait(300);
    QVERIFY(processAlive(pid));
    auto again = open(QStringLiteral("default"), 80, 24, QStringLiteral("keep"));
    QVERIFY(again->waitReady());
    QCOMPARE(again->pid(), pid);
}

void TestTerminalStream::deletingSessionKillsShell()
{
    SessionOptions options;
    options.id = QStringLiteral("doomed");
    QVERIFY(waitFor(m_fx->client()->createSession(options)));
    auto viewer = open(QStringLiteral("doomed"));
    auto other = open(QStringLiteral("doomed"), 80, 24, QStringLiteral("second"));
    QVERIFY(viewer->waitReady());
    QVERIFY(other->waitReady());
    const qint64 pid = viewer->pid();
    const qint64 otherPid = other->pid();
    other->stream->close(); // a terminal nobody watches dies with its session too
    // A job that ignores SIGHUP must not survive either.
    viewer->stream->write("(trap '' HUP; exec sleep 1000) & echo JOB$((1))\n");
    QVERIFY(viewer->waitFor("JOB1"));
    auto deleted = m_fx->client()->deleteSession(QStringLiteral("doomed"));
    QVERIFY(waitFor(deleted));
    QVERIFY(!failureOf(deleted));
    QVERIFY(waitUntil([&] { return viewer->exited || viewer->failed; }, 10000));
    QVERIFY(waitUntil([&] { return !processAlive(pid) && !processAlive(otherPid); }, 10000));
    // No process of that terminal's session is left.
    QVERIFY(waitUntil(
        [&] {
            const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
            for (const QString &entry : entries) {
                QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
                if (entry.toLongLong() <= 0 || !stat.open(QIODevice::ReadOnly))
                    continue;
                const QByteArray text = stat.readAll();
                const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
                if (fields.size() > 3 && fields.at(3).toLongLong() == pid && fields.at(0) != "Z")
                    return false;
            }
            return true;
        },
        10000));
}

void TestTerminalStream::exitCodeReported()
{
    auto viewer = open(QStringLiteral("default"));
    QVERIFY(viewer->waitReady());
    viewer->stream->write("exit 3\n");
    QVERIFY(waitUntil([&] { return viewer->exited; }));
    QCOMPARE(viewer->exitCode, 3);
    QCOMPARE(viewer->stream->exitCode(), 3);
    QCOMPARE(viewer->stream->state(), TerminalStream::State::Exited);
    // After the exit the same id starts a fresh shell.
    auto fresh = open(QStringLiteral("default"));
    QVERIFY(fresh->waitReady());
    QCOMPARE(fresh->stream->readyInfo().value(QStringLiteral("created")).toBool(), true);
}

void TestTerminalStream::unknownSessionFails()
{
    // An unknown valid id is created on first use (as any call's session); an invalid one fails.
    auto viewer = open(QStringLiteral("no-such.session!"));
    QVERIFY(waitUntil([&] { return viewer->failed; }));
    QVERIFY2(viewer->error.contains(QStringLiteral("no-such.session!")), qPrintable(viewer->error));
    QCOMPARE(viewer->readyCount, 0);
    QCOMPARE(viewer->stream->state(), TerminalStream::State::Failed);
    viewer->stream->write("ignored");
    viewer->stream->resize(10, 10);
}

void TestTerminalStream::invalidTerminalIdFails()
{
    auto viewer = open(QStringLiteral("default"), 80, 24, QStringLiteral("bad id/../x"));
    QVERIFY(waitUntil([&] { return viewer->failed; }));
    QCOMPARE(viewer->readyCount, 0);
}

void TestTerminalStream::hostileInput()
{
    auto viewer = open(QStringLiteral("default"), -5, 0); // nonsense size → defaults
    QVERIFY(viewer->waitReady());
    viewer->stream->resize(0, 0);
    viewer->stream->resize(-1, 100000);
    viewer->stream->resize(100000, 100000);
    // A 32 MB paste in one go (more than the engine queues): bounded, nothing crashes, and the
    // keystroke after it (Ctrl+D) still gets through.
    viewer->stream->write("stty -echo; cat >/dev/null; echo CAT$((1))DONE\n");
    QByteArray line(1023, 'z');
    line += '\n';
    const QByteArray big = line.repeated(2048); // 2 MiB of lines
    for (int i = 0; i < 16; ++i)
        viewer->stream->write(big);
    viewer->stream->write(QByteArray("\x04", 1));
    QVERIFY2(viewer->waitFor("CAT1DONE", 60000), viewer->received.right(500).constData());
    // Control characters, NULs, invalid UTF-8 and absurd escape sequences as input.
    viewer->stream->write(QByteArray(1000, '\0'));
    viewer->stream->write("\x1b[999999999;99999999H\x1b]0;\xff\xfe\n");
    viewer->stream->write(QByteArray("\x03\x15", 2));
    viewer->stream->write("\nexit 0\n");
    QVERIFY(waitUntil([&] { return viewer->exited; }, 60000));
    // After the exit, input is ignored quietly.
    viewer->stream->write("echo after\n");
    viewer->stream->resize(80, 24);
    viewer->stream->close();
    viewer->stream->close();
    // The sandbox is still fine.
    auto ping = m_fx->client()->ping();
    QVERIFY(waitFor(ping));
    QVERIFY(!failureOf(ping));
}

void TestTerminalStream::bulkOutputArrivesComplete()
{
    auto viewer = open(QStringLiteral("default"), 200, 50, QStringLiteral("bulk"));
    QVERIFY(viewer->waitReady());
    // ~9 MB through flow control: all of it arrives, in order.
    viewer->stream->write("stty -echo; seq 1 1200000; echo EN$((1))D\n");
    QVERIFY(viewer->waitFor("EN1D", 120000));
    QVERIFY(viewer->received.contains("\r\n1199999\r\n1200000\r\n"));
    QVERIFY(viewer->received.contains("\r\n600000\r\n600001\r\n"));
}

QTEST_GUILESS_MAIN(TestTerminalStream)
#include "tst_terminalstream.moc"
