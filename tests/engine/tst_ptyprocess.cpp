// SPDX-License-Identifier: Apache-2.0
// PtyProcess and TerminalSession on their own: a real shell on a real pty, no sandbox.
#include "FutureWait.h"
#include "engine/terminal/PtyProcess.h"
#include "engine/terminal/TerminalSession.h"
#include "engine/terminal/TerminalViewer.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <memory>

using namespace sandman;
using sandman::test::waitUntil;

namespace {

// True while the process exists and is not a zombie.
bool processAlive(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && close + 2 < text.size() && text.at(close + 2) != 'Z';
}

PtyProcess::Options shellOptions(const QString &cwd = QString())
{
    PtyProcess::Options options;
    options.program = QStringLiteral("bash");
    options.arguments = {QStringLiteral("--noprofile"), QStringLiteral("--norc"), QStringLiteral("-i")};
    options.environment
        = {QStringLiteral("PATH=") + qEnvironmentVariable("PATH"),
           QStringLiteral("HOME=") + qEnvironmentVariable("HOME"), QStringLiteral("TERM=xterm-256color"),
           QStringLiteral("PS1=$ "), QStringLiteral("SANDMAN_PTY_TEST=yes")};
    options.workingDirectory = cwd;
    return options;
}

// Collects what a PtyProcess prints.
struct Output {
    QByteArray bytes;
    int exitCode = -1;
    bool finished = false;
    void connectTo(PtyProcess *pty)
    {
        QObject::connect(pty, &PtyProcess::dataReceived, pty, [this](const QByteArray &b) { bytes += b; });
        QObject::connect(pty, &PtyProcess::finished, pty, [this](int code) {
            exitCode = code;
            finished = true;
        });
    }
    bool waitFor(const QByteArray &needle, int timeoutMs = 10000)
    {
        return waitUntil([&] { return bytes.contains(needle); }, timeoutMs);
    }
};

class RecordingViewer : public TerminalViewer
{
public:
    void terminalOutput(const QByteArray &bytes) override
    {
        received += bytes;
        ++chunks;
    }
    void terminalExited(int code) override
    {
        exitCode = code;
        exited = true;
    }
    qint64 terminalBacklog() const override { return backlog; }

    QByteArray received;
    int chunks = 0;
    int exitCode = -1;
    bool exited = false;
    qint64 backlog = 0;
};

} // namespace

class TestPtyProcess : public QObject
{
    Q_OBJECT
private slots:
    void outputAndExitCode();
    void killedBySignalReportsExitCode();
    void startFailureIsReported();
    void initialSizeAndResize();
    void environmentAndWorkingDirectory();
    void controllingTerminalAndCleanSignals();
    void ctrlCInterruptsForegroundJob();
    void hugeWritesAndWritesAfterExit();
    void destructorKillsSessionAndJobs();
    void terminateEndsShellThatIgnoresHangup();

    void sessionReplaysToLateViewer();
    void sessionMultipleViewers();
    void sessionSurvivesLastViewer();
    void sessionRingBufferIsBounded();
    void sessionReportsExitToViewers();
    void sessionAttachAfterExit();
    void sessionFlowControlPausesAndResumes();
    void sessionDestroyedTellsViewers();
};

void TestPtyProcess::outputAndExitCode()
{
    PtyProcess pty;
    Output out;
    out.connectTo(&pty);
    PtyProcess::Options options;
    options.program = QStringLiteral("/bin/sh");
    options.arguments = {QStringLiteral("-c"), QStringLiteral("printf 'hello\\nno newline'; exit 7")};
    QString error;
    QVERIFY2(pty.start(options, &error), qPrintable(error));
    QVERIFY(pty.pid() > 0);
    QVERIFY(waitUntil([&] { return out.finished; }));
    QCOMPARE(out.exitCode, 7);
    QCOMPARE(pty.exitCode(), 7);
    QVERIFY(!pty.isRunning());
    // The tty turns "\n" into "\r\n"; output without a trailing newline is not lost.
    QCOMPARE(out.bytes, QByteArray("hello\r\nno newline"));
}

void TestPtyProcess::killedBySignalReportsExitCode()
{
    PtyProcess pty;
    Output out;
    out.connectTo(&pty);
    PtyProcess::Options options;
    options.program = QStringLiteral("/bin/sh");
    options.arguments = {QStringLiteral("-c"), QStringLiteral("kill -TERM $$; sleep 5")};
    QVERIFY(pty.start(options));
    QVERIFY(waitUntil([&] { return out.finished; }));
    QCOMPARE(out.exitCode, 128 + SIGTERM);
}

void TestPtyProcess::startFailureIsReported()
{
    PtyProcess pty;
    QSignalSpy finished(&pty, &PtyProcess::finished);
    PtyProcess::Options options;
    options.program = QStringLiteral("/nonexistent/program");
    QString error;
    QVERIFY(!pty.start(options, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!pty.isRunning());
    QVERIFY(!pty.write("x"));
    pty.resize(10, 10);
    QTest::qWait(20);
    QCOMPARE(finished.count(), 0);

    PtyProcess unknown;
    options.program = QStringLiteral("sandman-no-such-program-xyz");
    QVERIFY(!unknown.start(options, &error));
    QVERIFY(error.contains(QStringLiteral("not found")));
}

void TestPtyProcess::initialSizeAndResize()
{
    PtyProcess pty;
    Output out;
    out.connectTo(&pty);
    PtyProcess::Options options = shellOptions();
    options.columns = 91;
    options.rows = 17;
    QVERIFY(pty.start(options));
    QVERIFY(pty.write("echo S$(stty size)E\n"));
    QVERIFY2(out.waitFor("S17 91E"), out.bytes.constData());

    // SIGWINCH reaches the foreground program, and the new size is what it reads.
    QVERIFY(pty.write("trap 'echo WINCH$(stty size)' WINCH; echo TRAP$((1))SET\n"));
    QVERIFY(out.waitFor("TRAP1SET"));
    pty.resize(132, 43);
    QCOMPARE(pty.columns(), 132);
    QCOMPARE(pty.rows(), 43);
    QVERIFY(pty.write("echo S$(stty size)E\n"));
    QVERIFY2(out.waitFor("S43 132E"), out.bytes.constData());
    QVERIFY2(out.waitFor("WINCH43 132"), out.bytes.constData());

    // Nonsense sizes are ignored rather than handed to the kernel.
    pty.resize(0, -5);
    QCOMPARE(pty.columns(), 132);
    QCOMPARE(pty.rows(), 43);
    pty.write("exit\n");
    QVERIFY(waitUntil([&] { return out.finished; }));
    QCOMPARE(out.exitCode, 0);
}

void TestPtyProcess::environmentAndWorkingDirectory()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    PtyProcess pty;
    Output out;
    out.connectTo(&pty);
    QVERIFY(pty.start(shellOptions(dir.path())));
    pty.write("echo E${SANDMAN_PTY_TEST}E; echo T${TERM}T; echo P$(pwd)P; echo "
              "U${UNSET_BY_US:-unset}U\n");
    QVERIFY2(out.waitFor("Eyes"
                         "E"),
             out.bytes.constData());
    QVERIFY(out.waitFor("Txterm-256colorT"));
    QVERIFY(out.waitFor("P" + QFile::encodeName(dir.path()) + "P"));
    // Nothing is inherited from this process beyond the given list.
    QVERIFY(out.waitFor("UunsetU"));

    // An unusable cwd falls back to $HOME instead of failing.
    PtyProcess other;
    Output otherOut;
    otherOut.connectTo(&other);
    QVERIFY(other.start(shellOptions(QStringLiteral("/nonexistent/dir"))));
    other.write("echo P$(pwd)P\n");
    QVERIFY2(otherOut.waitFor("P" + QFile::encodeName(QDir::homePath()) + "P"), otherOut.bytes.constData());
}

void TestPtyProcess::controllingTerminalAndCleanSignals()
{
    // The engine thread may ignore or block signals; the shell must not inherit any of that.
    sigset_t blocked;
    sigemptyset(&blocked);
    sigaddset(&blocked, SIGINT);
    sigaddset(&blocked, SIGTERM);
    sigset_t previous;
    pthread_sigmask(SIG_BLOCK, &blocked, &previous);
    auto previousPipe = signal(SIGPIPE, SIG_IGN);

    PtyProcess pty;
    Output out;
    out.connectTo(&pty);
    PtyProcess::Options options;
    options.program = QStringLiteral("/bin/sh");
    options.arguments = {QStringLiteral("-c"),
                         QStringLiteral("grep -E '^Sig(Blk|Ign)' /proc/self/status; "
                                        "echo SID$(ps -o sid= -p $$ | tr -d ' ')=$$; "
                                        "echo TTY$(tty)")};
    options.environment = {QStringLiteral("PATH=") + qEnvironmentVariable("PATH")};
    const bool started = pty.start(options);
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    signal(SIGPIPE, previousPipe);
    QVERIFY(started);
    QVERIFY(waitUntil([&] { return out.finished; }));
    QVERIFY2(out.bytes.contains("SigBlk:\t0000000000000000"), out.bytes.constData());
    QVERIFY2(out.bytes.contains("SigIgn:\t0000000000000000"), out.bytes.constData());
    // A session leader (sid == pid) with the pty as its controlling terminal.
    const QByteArray sid = "SID" + QByteArray::number(pty.pid()) + "=" + QByteArray::number(pty.pid());
    if (!QStandardPaths::findExecutable(QStringLiteral("ps")).isEmpty())
        QVERIFY2(out.bytes.contains(sid), out.bytes.constData());
    QVERIFY2(out.bytes.contains("TTY/dev/pts/"), out.bytes.constData());
}

void TestPtyProcess::ctrlCInterruptsForegroundJob()
{
    PtyProcess pty;
    Output out;
    out.connectTo(&pty);
    QVERIFY(pty.start(shellOptions()));
    pty.write("sleep 100; echo SL$((1))EPT\n");
    QTest::qWait(300);
    pty.write(QByteArray("\x03"));
    pty.write("echo AFTER$((40+2))\n");
    QVERIFY2(out.waitFor("AFTER42", 5000), out.bytes.constData());
    QVERIFY(!out.bytes.contains("SL1EPT"));
}

void TestPtyProcess::hugeWritesAndWritesAfterExit()
{
    PtyProcess pty;
    Output out;
    out.connectTo(&pty);
    PtyProcess::Options options;
    options.program = QStringLiteral("/bin/sh");
    // Reads nothing for a while: input piles up in the kernel, then in our queue.
    options.arguments = {QStringLiteral("-c"), QStringLiteral("sleep 1; exit 5")};
    QVERIFY(pty.start(options));
    const QByteArray chunk(1024 * 1024, 'x');
    int accepted = 0;
    for (int i = 0; i < 40; ++i)
        accepted += pty.write(chunk) ? 1 : 0;
    // Bounded: no more than the cap is ever buffered, the rest is refused, nothing crashes.
    QVERIFY(accepted <= PtyProcess::maxPendingInput() / chunk.size());
    QVERIFY(pty.pendingInput() <= PtyProcess::maxPendingInput());
    QVERIFY(waitUntil([&] { return out.finished; }));
    QCOMPARE(out.exitCode, 5);
    QVERIFY(!pty.write("after exit"));
    pty.resize(50, 20);
    pty.setReadPaused(true);
    pty.setReadPaused(false);
    pty.terminate(10);
    QTest::qWait(30);
}

void TestPtyProcess::destructorKillsSessionAndJobs()
{
    qint64 shellPid = 0;
    qint64 jobPid = 0;
    {
        PtyProcess pty;
        Output out;
        out.connectTo(&pty);
        QVERIFY(pty.start(shellOptions()));
        shellPid = pty.pid();
        // A background job in its own process group, ignoring SIGHUP: only SIGKILL of the
        // whole session gets it.
        pty.write("(trap '' HUP; exec sleep 1000) & echo JOB$!BOJ\n");
        // The echoed command line also holds "JOB…BOJ"; wait for the one with digits.
        const QRegularExpression pidPattern(QStringLiteral("JOB(\\d+)BOJ"));
        QVERIFY2(waitUntil([&] { return pidPattern.match(QString::fromLatin1(out.bytes)).hasMatch(); }),
                 out.bytes.constData());
        jobPid = pidPattern.match(QString::fromLatin1(out.bytes)).captured(1).toLongLong();
        QVERIFY2(jobPid > 0, out.bytes.constData());
        QVERIFY(processAlive(jobPid));
    }
    QVERIFY(!processAlive(shellPid));
    QVERIFY(waitUntil([&] { return !processAlive(jobPid); }, 5000));
}

void TestPtyProcess::terminateEndsShellThatIgnoresHangup()
{
    PtyProcess pty;
    Output out;
    out.connectTo(&pty);
    PtyProcess::Options options;
    options.program = QStringLiteral("/bin/sh");
    options.arguments
        = {QStringLiteral("-c"), QStringLiteral("trap '' HUP TERM; echo READY; while :; do sleep 0.1; done")};
    QVERIFY(pty.start(options));
    QVERIFY(out.waitFor("READY"));
    const qint64 pid = pty.pid();
    pty.terminate(200);
    QVERIFY(waitUntil([&] { return out.finished; }, 5000));
    QCOMPARE(out.exitCode, 128 + SIGKILL);
    QVERIFY(!processAlive(pid));
}

// --- TerminalSession -------------------------------------------------------------------

void TestPtyProcess::sessionReplaysToLateViewer()
{
    TerminalSession session(QStringLiteral("t1"), QStringLiteral("s1"));
    QVERIFY(session.start(shellOptions()));
    RecordingViewer first;
    session.attach(&first, 80, 24);
    session.write("echo MARK$((6*7))\n");
    QVERIFY(waitUntil([&] { return first.received.contains("MARK42"); }));
    session.detach(&first);

    RecordingViewer second;
    session.attach(&second, 100, 30);
    // The replay arrives synchronously on attach, before any live output.
    QVERIFY(second.received.contains("MARK42"));
    QCOMPARE(second.chunks, 1);
    QCOMPARE(session.columns(), 100);
    session.write("echo S$(stty size)E\n");
    QVERIFY(waitUntil([&] { return second.received.contains("S30 100E"); }));
    QVERIFY(!first.received.contains("S30 100E")); // detached
    session.detach(&second);
}

void TestPtyProcess::sessionMultipleViewers()
{
    TerminalSession session(QStringLiteral("t1"), QStringLiteral("s1"));
    QVERIFY(session.start(shellOptions()));
    RecordingViewer a, b, c;
    session.attach(&a);
    session.attach(&b);
    session.attach(&c);
    session.attach(&c); // twice is once
    QCOMPARE(session.viewerCount(), 3);
    session.write("echo ONE$((1))\n");
    session.write("echo TWO$((2))\n"); // input from any viewer goes to the same shell
    QVERIFY(waitUntil([&] {
        return a.received.contains("TWO2") && b.received.contains("TWO2") && c.received.contains("TWO2");
    }));
    QVERIFY(a.received.contains("ONE1") && b.received.contains("ONE1") && c.received.contains("ONE1"));
    session.detach(&b);
    session.write("exit 4\n");
    QVERIFY(waitUntil([&] { return a.exited && c.exited; }));
    QCOMPARE(a.exitCode, 4);
    QCOMPARE(c.exitCode, 4);
    QVERIFY(!b.exited);
}

void TestPtyProcess::sessionSurvivesLastViewer()
{
    TerminalSession session(QStringLiteral("t1"), QStringLiteral("s1"));
    QVERIFY(session.start(shellOptions()));
    {
        RecordingViewer viewer;
        session.attach(&viewer);
        session.detach(&viewer);
    }
    QCOMPARE(session.viewerCount(), 0);
    QTest::qWait(100);
    QVERIFY(session.isRunning());
    QVERIFY(processAlive(session.pid()));
    // Output produced while nobody watches is kept for the next viewer.
    session.write("echo UNSEEN$((3*3))\n");
    QVERIFY(waitUntil([&] { return session.replayBuffer().contains("UNSEEN9"); }));
    RecordingViewer later;
    session.attach(&later);
    QVERIFY(later.received.contains("UNSEEN9"));
    session.detach(&later);
}

void TestPtyProcess::sessionRingBufferIsBounded()
{
    TerminalSession session(QStringLiteral("t1"), QStringLiteral("s1"));
    QVERIFY(session.start(shellOptions()));
    session.write("for i in $(seq 1 60000); do echo line-$i-abcdefghijklmnopqrstuvwxyz; done; echo "
                  "DO$((1))NE\n");
    QVERIFY(waitUntil([&] { return session.replayBuffer().contains("DO1NE"); }, 60000));
    const QByteArray replay = session.replayBuffer();
    QVERIFY(replay.size() >= 256 * 1024);
    QVERIFY(replay.size() <= TerminalSession::defaultReplayLimit());
    // The most recent output is kept, and the replay starts at a line boundary.
    QVERIFY(replay.contains("line-60000-abc"));
    QVERIFY(!replay.contains("line-1-abc"));
    QVERIFY(replay.startsWith("line-"));
}

void TestPtyProcess::sessionReportsExitToViewers()
{
    auto *session = new TerminalSession(QStringLiteral("t1"), QStringLiteral("s1"));
    QSignalSpy exited(session, &TerminalSession::exited);
    QVERIFY(session->start(shellOptions()));
    RecordingViewer viewer;
    session->attach(&viewer);
    session->write("exit 42\n");
    QVERIFY(waitUntil([&] { return viewer.exited; }));
    QCOMPARE(viewer.exitCode, 42);
    QCOMPARE(exited.count(), 1);
    QCOMPARE(exited.at(0).at(0).toInt(), 42);
    QCOMPARE(session->viewerCount(), 0);
    QVERIFY(!session->write("echo too late\n"));
    session->resize(10, 10);
    delete session;
    QCOMPARE(viewer.exitCode, 42); // not told twice
}

void TestPtyProcess::sessionAttachAfterExit()
{
    TerminalSession session(QStringLiteral("t1"), QStringLiteral("s1"));
    QVERIFY(session.start(shellOptions()));
    QSignalSpy exited(&session, &TerminalSession::exited);
    session.write("exit 9\n");
    QVERIFY(exited.wait(10000) || exited.count() == 1);
    RecordingViewer late;
    session.attach(&late);
    QVERIFY(late.exited);
    QCOMPARE(late.exitCode, 9);
    QCOMPARE(session.viewerCount(), 0);
}

void TestPtyProcess::sessionFlowControlPausesAndResumes()
{
    // Declared first: the session outlives it and still tells it about the exit on destruction.
    RecordingViewer slow;
    TerminalSession session(QStringLiteral("t1"), QStringLiteral("s1"));
    QVERIFY(session.start(shellOptions()));
    session.attach(&slow);
    slow.backlog = TerminalSession::backlogHighWater() + 1; // far behind from the start
    session.write("head -c 20000000 /dev/zero | tr '\\0' y; echo; echo FIN$((1))ISHED\n");
    QTest::qWait(500);
    // Paused: the shell is blocked on the tty, only what was already read arrived.
    const qsizetype whilePaused = slow.received.size();
    QVERIFY2(whilePaused < 4 * 1024 * 1024, QByteArray::number(whilePaused).constData());
    QTest::qWait(200);
    QCOMPARE(slow.received.size(), whilePaused);
    slow.backlog = 0;
    session.viewerDrained();
    QVERIFY(waitUntil([&] { return slow.received.contains("FIN1ISHED"); }, 60000));
    QVERIFY(slow.received.size() > 20000000);
}

void TestPtyProcess::sessionDestroyedTellsViewers()
{
    RecordingViewer viewer;
    qint64 pid = 0;
    {
        TerminalSession session(QStringLiteral("t1"), QStringLiteral("s1"));
        QVERIFY(session.start(shellOptions()));
        pid = session.pid();
        session.attach(&viewer);
    }
    QVERIFY(viewer.exited);
    QVERIFY(!processAlive(pid));
}

QTEST_GUILESS_MAIN(TestPtyProcess)
#include "tst_ptyprocess.moc"
