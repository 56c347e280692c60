// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/attribution/WriteRecord.h"

#include <QByteArray>
#include <QObject>
#include <QStringList>

#include <memory>

#include <sys/types.h>

class QSocketNotifier;

namespace sandman {

class WriteTree;

// One program on its own pseudo-terminal: the program is a session leader whose controlling
// tty is the pty's slave side, so job control, SIGWINCH and SIGHUP work as in a real
// terminal. Output is read asynchronously on the thread that owns this object.
//
// POSIX implementation (KF6Pty is not packaged on Debian 12). The child is reaped by this
// object alone with waitpid(pid, …) — never waitpid(-1) — so QProcess's forkfd machinery,
// which only waits for its own children, is undisturbed. Exit is noticed through a pidfd
// when the kernel offers one and, failing that, when the master reports EOF/EIO.
class PtyProcess : public QObject
{
    Q_OBJECT
public:
    explicit PtyProcess(QObject *parent = nullptr);
    // Hangs up and kills the program's whole session (process group and its jobs).
    ~PtyProcess() override;

    struct Options {
        QString program; // absolute path, or resolved through PATH
        QStringList arguments; // argv[1..]
        QStringList environment; // complete "NAME=value" list; nothing is inherited
        QString workingDirectory; // falls back to $HOME, then "/" if unusable
        int columns = 80;
        int rows = 24;
        // Whose the tree's file changes are (WriteWatch); None: not watched.
        WriteOwner writeOwner;
    };

    // Starts the program. False (with *error set) when the pty cannot be opened or the
    // program cannot be executed; no signals are emitted in that case.
    bool start(const Options &options, QString *error = nullptr);

    bool isRunning() const { return m_pid > 0 && !m_exited; }
    pid_t pid() const { return m_pid; }
    // The terminal's foreground process group (tcgetpgrp): the shell's own while it waits for
    // input, a command's while one runs in the foreground; -1 when unknown.
    pid_t foregroundProcessGroup() const;
    int columns() const { return m_columns; }
    int rows() const { return m_rows; }
    // Exit code once finished: the status for a normal exit, 128 + signal when killed.
    int exitCode() const { return m_exitCode; }

    // Queues bytes for the program's input. Never blocks; a program that stops reading gets
    // at most maxPendingInput() bytes buffered, beyond which input is dropped (returns false);
    // small writes (keystrokes) still pass up to 64 KiB beyond the cap.
    bool write(const QByteArray &bytes);
    qint64 pendingInput() const { return m_pendingInput.size(); }
    static constexpr qint64 maxPendingInput() { return 8 * 1024 * 1024; }

    // Sets the window size; the kernel sends SIGWINCH to the foreground process group.
    void resize(int columns, int rows);

    // Stops reading output for flow control (a slow viewer); output then waits in the kernel
    // and the program blocks on write, exactly as with a slow real terminal.
    void setReadPaused(bool paused);

    // Hangs up (SIGHUP to the whole session, then SIGCONT), and SIGKILLs whatever is left of
    // the session after graceMs. finished() follows when the program has been reaped.
    void terminate(int graceMs = 1500);

signals:
    void dataReceived(const QByteArray &bytes);
    // Exactly once, after the last output has been delivered.
    void finished(int exitCode);

private:
    std::shared_ptr<WriteTree> m_writeTree; // null: not watched
    void onReadable();
    void onWritable();
    void onPidfdReadable();
    bool reap(bool block);
    void maybeFinish();
    void closeMaster();
    void killSession(int signal);

    pid_t m_pid = -1;
    int m_master = -1;
    int m_pidfd = -1;
    QSocketNotifier *m_readNotifier = nullptr;
    QSocketNotifier *m_writeNotifier = nullptr;
    QSocketNotifier *m_pidfdNotifier = nullptr;
    QByteArray m_pendingInput;
    int m_columns = 80;
    int m_rows = 24;
    int m_exitCode = -1;
    bool m_exited = false; // the child has been reaped
    bool m_masterEof = false; // every slave fd is closed; no more output
    bool m_finishedEmitted = false;
    bool m_readPaused = false;
    bool m_finishTimerArmed = false;
};

} // namespace sandman
