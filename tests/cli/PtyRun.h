// SPDX-License-Identifier: Apache-2.0
#pragma once

// sandmanctl on a pty, driven as a person at a terminal would (attach: typing, resizing,
// detaching).
#include "CtlAgent.h"

#include <QElapsedTimer>
#include <QtTest>

#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace sandman::test {

// sandmanctl on the slave side of a fresh pty; the test holds the master.
class PtyRun
{
public:
    PtyRun(const CtlAgent &agent, const QStringList &target, const QStringList &arguments, int cols = 80,
           int rows = 24)
    {
        struct winsize size = {};
        size.ws_col = ushort(cols);
        size.ws_row = ushort(rows);
        QList<QByteArray> argv{CtlAgent::binary(QStringLiteral("sandmanctl")).toLocal8Bit()};
        for (const QString &argument : target + arguments)
            argv.append(argument.toLocal8Bit());
        QList<QByteArray> envp;
        for (const QString &entry : agent.processEnvironment().toStringList())
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
    // The terminal sandmanctl runs on (/dev/pts/N).
    QString ttyPath() const { return QString::fromLocal8Bit(::ptsname(m_master)); }
    pid_t pid() const { return m_pid; }

private:
    int m_master = -1;
    pid_t m_pid = -1;
    int m_status = -1;
    QByteArray m_output;
    qsizetype m_mark = 0;
};

} // namespace sandman::test
