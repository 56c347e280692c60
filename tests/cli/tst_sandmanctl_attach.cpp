// SPDX-License-Identifier: Apache-2.0
// `sandmanctl attach` driven through a pty pair as a person at a terminal would: typing,
// resizing (SIGWINCH), detaching with the detach key, reattaching with the output replayed,
// and --read-only watching without sending a byte.
#include "CtlAgent.h"

#include <QtTest>

#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace sandman::test;

namespace {

// sandmanctl on the slave side of a fresh pty; the test holds the master.
class PtyRun
{
public:
    PtyRun(const CtlAgent &agent, const QStringList &arguments, int cols = 80, int rows = 24)
    {
        struct winsize size = {};
        size.ws_col = ushort(cols);
        size.ws_row = ushort(rows);
        QList<QByteArray> argv{CtlAgent::binary(QStringLiteral("sandmanctl")).toLocal8Bit()};
        for (const QString &argument : agent.target() + arguments)
            argv.append(argument.toLocal8Bit());
        QList<QByteArray> envp;
        for (const QString &entry : agent.home().environment().toStringList())
            envp.append(entry.toLocal8Bit());
        std::vector<char *> args, env;
        for (QByteArray &a : argv)
            args.push_back(a.data());
        args.push_back(nullptr);
        for (QByteArray &e : envp)
            env.push_back(e.data());
        env.push_back(nullptr);
        m_pid = ::forkpty(&m_master, nullptr, nullptr, &size);
        if (m_pid == 0) {
            ::execve(args[0], args.data(), env.data());
            ::_exit(127);
        }
        ::fcntl(m_master, F_SETFL, O_NONBLOCK);
    }

    ~PtyRun()
    {
        if (m_pid > 0 && m_status < 0) {
            ::kill(m_pid, SIGKILL);
            ::waitpid(m_pid, nullptr, 0);
        }
        if (m_master >= 0)
            ::close(m_master);
    }

    void type(const QByteArray &bytes)
    {
        QCOMPARE(::write(m_master, bytes.constData(), size_t(bytes.size())), bytes.size());
    }

    void resize(int cols, int rows)
    {
        struct winsize size = {};
        size.ws_col = ushort(cols);
        size.ws_row = ushort(rows);
        ::ioctl(m_master, TIOCSWINSZ, &size); // the kernel sends SIGWINCH to sandmanctl
    }

    // Reads until the output seen since the last mark contains text.
    bool waitFor(const QByteArray &text, int timeoutMs = 10000)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            if (m_output.indexOf(text, m_mark) >= 0) {
                m_mark = m_output.indexOf(text, m_mark) + text.size();
                return true;
            }
            pump(50);
        }
        return false;
    }

    void pump(int ms)
    {
        struct pollfd fd = {m_master, POLLIN, 0};
        if (::poll(&fd, 1, ms) > 0) {
            char buffer[65536];
            const ssize_t count = ::read(m_master, buffer, sizeof buffer);
            if (count > 0)
                m_output.append(buffer, count);
        }
    }

    // The exit status, or -1 when it has not ended within timeoutMs.
    int wait(int timeoutMs = 10000)
    {
        QElapsedTimer timer;
        timer.start();
        while (m_status < 0 && timer.elapsed() < timeoutMs) {
            int status = 0;
            if (::waitpid(m_pid, &status, WNOHANG) == m_pid)
                m_status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            else
                pump(20);
        }
        pump(50);
        return m_status;
    }

    const QByteArray &output() const { return m_output; }

private:
    int m_master = -1;
    pid_t m_pid = -1;
    int m_status = -1;
    QByteArray m_output;
    qsizetype m_mark = 0;
};

} // namespace

class TestSandmanctlAttach : public QObject
{
    Q_OBJECT

    CtlAgent m_agent;

private slots:
    void initTestCase()
    {
        if (!QFile::exists(CtlAgent::binary(QStringLiteral("sandmanctl"))))
            QSKIP("sandmanctl is not built");
        QVERIFY(m_agent.start());
    }

    void typeResizeDetachReattach()
    {
        {
            PtyRun attach(
                m_agent, {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("a1")}, 80, 24);
            attach.type("echo typed-$((6*7))\r");
            QVERIFY2(attach.waitFor("typed-42"), attach.output().constData());
            attach.type("stty size\r");
            QVERIFY2(attach.waitFor("24 80"), attach.output().constData());
            attach.resize(101, 31);
            QTest::qWait(300);
            attach.type("stty size\r");
            QVERIFY2(attach.waitFor("31 101"), attach.output().constData());
            attach.type("\x1c"); // Ctrl-\: detach
            QCOMPARE(attach.wait(), 0);
            QVERIFY2(attach.output().contains("[detached from default/a1]"), attach.output().constData());
        }
        // The shell kept running: its output comes back first on reattach.
        PtyRun again(m_agent,
                     {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("a1"),
                      QStringLiteral("--detach-key"), QStringLiteral("C-]")},
                     101, 31);
        QVERIFY2(again.waitFor("typed-42"), again.output().constData());
        again.type("exit 7\r");
        QCOMPARE(again.wait(), 7); // the shell's exit status is ours
    }

    void readOnlySendsNothing()
    {
        PtyRun owner(m_agent, {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("ro")});
        // Only the shell's output counts (the pty's own echo of what was typed came first, before
        // sandmanctl had attached: the watcher then found no terminal yet).
        owner.type("echo owner-$((0+1))ready\r");
        QVERIFY(owner.waitFor("owner-1ready"));

        PtyRun watcher(m_agent,
                       {QStringLiteral("attach"), QStringLiteral("--read-only"), QStringLiteral("default"),
                        QStringLiteral("ro")},
                       40, 10);
        QVERIFY2(watcher.waitFor("owner-1ready"), watcher.output().constData()); // the replay
        watcher.type("echo from-watcher\r");
        watcher.resize(30, 8);
        owner.type("echo owner-$((2+3))\r");
        QVERIFY(watcher.waitFor("owner-5")); // live output reaches the watcher
        owner.type("stty size\r");
        QVERIFY2(owner.waitFor("24 80"), owner.output().constData()); // the watcher resized nothing
        QTest::qWait(300);
        QVERIFY(!owner.output().contains("from-watcher"));
        const CtlAgent::Run capture
            = m_agent.run({QStringLiteral("capture"), QStringLiteral("default"), QStringLiteral("ro")});
        QVERIFY(!capture.out.contains("from-watcher"));
        QVERIFY(capture.out.contains("owner-5"));
        watcher.type("\x1c");
        QCOMPARE(watcher.wait(), 0);
        owner.type("exit\r");
        QCOMPARE(owner.wait(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSandmanctlAttach)
#include "tst_sandmanctl_attach.moc"
