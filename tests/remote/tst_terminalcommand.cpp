// SPDX-License-Identifier: Apache-2.0
// Terminals that run a command instead of a shell (TerminalRequest::command, `sandman -e`),
// over every transport: argv arrives intact, the exit code reaches the viewer, bad requests fail.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "client/Transport.h"
#include "protocol/TerminalRequest.h"

#include <QDir>
#include <QPointer>
#include <QTest>

#include <memory>

using namespace sandman;
using sandman::test::ClientFixture;
using sandman::test::waitUntil;

namespace {

QStringList argv(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

// Everything one stream reports.
struct Viewer {
    explicit Viewer(TerminalStream *s)
        : stream(s)
    {
        QObject::connect(s, &TerminalStream::dataReceived, s, [this](const QByteArray &b) { received += b; });
        QObject::connect(s, &TerminalStream::exited, s, [this](int code) { exitCode = code; });
        QObject::connect(s, &TerminalStream::errorOccurred, s, [this](const QString &m) { error = m; });
    }
    ~Viewer() { delete stream.data(); }
    bool waitEnd(int timeoutMs = 15000)
    {
        return waitUntil([this] { return exitCode >= 0 || !error.isEmpty(); }, timeoutMs);
    }
    QPointer<TerminalStream> stream;
    QByteArray received;
    QString error;
    int exitCode = -1;
};

} // namespace

class TestTerminalCommand : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
    }
    void cleanup() { m_fx.reset(); }

    void runsCommandAndReportsExit_data();
    void runsCommandAndReportsExit();
    void badRequestsFail_data();
    void badRequestsFail();
    void runningIdIsNotTakenOver();
    void reattachesToRunningCommand();

private:
    std::unique_ptr<Viewer> open(TerminalRequest request)
    {
        if (request.sessionId.isEmpty())
            request.sessionId = QStringLiteral("cmd");
        return std::make_unique<Viewer>(m_fx->transport()->openTerminal(request));
    }
    std::unique_ptr<ClientFixture> m_fx;
};

void TestTerminalCommand::runsCommandAndReportsExit_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("cwd");
    QTest::addColumn<QByteArray>("output");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("argv kept apart") << argv({"printf", "[%s]", "a b", "100%41", "x+y&z=1", "#h"})
                                     << QString() << QByteArray("[a b][100%41][x+y&z=1][#h]") << 0;
    QTest::newRow("exit code") << argv({"sh", "-c", "echo bye; exit 7"}) << QString() << QByteArray("bye")
                               << 7;
    QTest::newRow("killed by a signal")
        << argv({"sh", "-c", "echo up; kill -9 $$"}) << QString() << QByteArray("up") << 128 + 9;
    QTest::newRow("on a tty") << argv({"sh", "-c", "test -t 0 && test -t 1 && echo TTY"}) << QString()
                              << QByteArray("TTY") << 0;
    QTest::newRow("cwd relative to the session's")
        << argv({"pwd"}) << QStringLiteral("sub") << QByteArray("/sub") << 0;
    QTest::newRow("empty argument") << argv({"printf", "<%s>", ""}) << QString() << QByteArray("<>") << 0;
}

void TestTerminalCommand::runsCommandAndReportsExit()
{
    QFETCH(QStringList, command);
    QFETCH(QString, cwd);
    QFETCH(QByteArray, output);
    QFETCH(int, exitCode);
    QVERIFY(QDir(m_fx->workspace()).mkpath(QStringLiteral("sub")));
    TerminalRequest request;
    request.terminalId = QStringLiteral("run-1");
    request.command = command;
    request.cwd = cwd;
    auto viewer = open(request);
    QVERIFY2(viewer->waitEnd(), viewer->received.constData());
    QVERIFY2(viewer->error.isEmpty(), qPrintable(viewer->error));
    QVERIFY2(viewer->received.contains(output), viewer->received.constData());
    QCOMPARE(viewer->exitCode, exitCode);
}

void TestTerminalCommand::badRequestsFail_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("cwd");
    QTest::addColumn<QString>("message");
    QTest::newRow("not found") << argv({"no-such-program-xyz"}) << QString()
                               << QStringLiteral("command not found: no-such-program-xyz");
    QTest::newRow("a directory") << argv({"/tmp"}) << QString() << QStringLiteral("command not found");
    QTest::newRow("missing cwd") << argv({"true"}) << QStringLiteral("nowhere/at/all")
                                 << QStringLiteral("is not a directory");
}

void TestTerminalCommand::badRequestsFail()
{
    QFETCH(QStringList, command);
    QFETCH(QString, cwd);
    QFETCH(QString, message);
    TerminalRequest request;
    request.terminalId = QStringLiteral("bad");
    request.command = command;
    request.cwd = cwd;
    auto viewer = open(request);
    QVERIFY(viewer->waitEnd());
    QVERIFY2(viewer->error.contains(message), qPrintable(viewer->error));
    QCOMPARE(viewer->exitCode, -1);
}

void TestTerminalCommand::runningIdIsNotTakenOver()
{
    TerminalRequest shell;
    shell.terminalId = QStringLiteral("busy");
    auto first = open(shell);
    QVERIFY(waitUntil([&] { return first->stream->isOpen(); }, 15000));
    TerminalRequest command = shell;
    command.command = argv({"true"});
    auto second = open(command);
    QVERIFY(second->waitEnd());
    QVERIFY2(second->error.contains(QLatin1String("running already")), qPrintable(second->error));
}

void TestTerminalCommand::reattachesToRunningCommand()
{
    TerminalRequest request;
    request.terminalId = QStringLiteral("long");
    request.command = argv({"sh", "-c", "echo started; read line; echo got $line; exit 4"});
    auto first = open(request);
    QVERIFY(waitUntil([&] { return first->received.contains("started"); }, 15000));
    first.reset(); // detaches; the command goes on
    request.reattach = true;
    auto again = open(request);
    QVERIFY(waitUntil([&] { return again->received.contains("started"); }, 15000)); // the replay
    again->stream->write("hello\r");
    QVERIFY2(again->waitEnd(), again->received.constData());
    QVERIFY2(again->received.contains("got hello"), again->received.constData());
    QCOMPARE(again->exitCode, 4);
}

QTEST_GUILESS_MAIN(TestTerminalCommand)
#include "tst_terminalcommand.moc"
