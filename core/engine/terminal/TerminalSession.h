// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "PtyProcess.h"
#include "engine/events/EventOrigin.h"

#include <QByteArray>
#include <QList>
#include <QObject>

#include <functional>

namespace sandman {

class TerminalViewer;

// An interactive shell on a pty that outlives its viewers (DESIGN.md §2 "Terminal"), like a
// tmux window: any number of viewers attach and detach; each one that attaches first gets the
// recent output (a ring buffer of at least 256 KiB) replayed, then live output. Closing the
// last viewer leaves the shell running; terminate() (session deleted) ends it.
class TerminalSession : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 defaultReplayLimit() { return 512 * 1024; }
    // A viewer further behind than this pauses reading the pty (flow control).
    static constexpr qint64 backlogHighWater() { return 2 * 1024 * 1024; }

    TerminalSession(QString id, QString sessionId, QObject *parent = nullptr);
    ~TerminalSession() override;

    QString id() const { return m_id; }
    QString sessionId() const { return m_sessionId; }
    // The client that started it (for the terminal list and the feed: whose terminal it is).
    EventOrigin openedBy() const { return m_openedBy; }
    void setOpenedBy(const EventOrigin &origin) { m_openedBy = origin; }
    // The last window title the shell set (OSC 0 or 2): by default where it is.
    QString title() const { return m_title; }

    bool start(const PtyProcess::Options &options, QString *error = nullptr);
    bool isRunning() const { return m_pty.isRunning() && !m_exited; }
    bool hasExited() const { return m_exited; }
    int exitCode() const { return m_exitCode; }
    qint64 pid() const { return m_pty.pid(); }
    // What runs in the foreground other than the shell itself (its name), empty when the shell
    // waits for input: whether closing its last viewer should ask first.
    QString foregroundCommand() const;
    int columns() const { return m_pty.columns(); }
    int rows() const { return m_pty.rows(); }

    void setReplayLimit(qint64 bytes) { m_replayLimit = qMax<qint64>(bytes, 4096); }
    // What a viewer attaching now is sent first.
    QByteArray replayBuffer() const;
    // How many bytes replayBuffer() holds now, without copying them.
    qsizetype replaySize() const;

    // Attaches a viewer and replays the buffer to it. The newest viewer's size wins (as in
    // tmux with "latest"): columns/rows > 0 resize the pty. Attaching after the exit only
    // reports the exit. A read-only viewer (a watcher) never resizes it and does not count
    // as holding input; dropping its input is its attachment's job.
    void attach(TerminalViewer *viewer, int columns = 0, int rows = 0, bool readOnly = false);
    void detach(TerminalViewer *viewer);
    int viewerCount() const { return int(m_viewers.size()); }
    // Viewers that may type (not read-only).
    int writerCount() const { return viewerCount() - int(m_readOnly.size()); }

    // Input from any viewer. Ignored after the exit. False when the input was dropped
    // because the shell has stopped reading and too much is already queued.
    bool write(const QByteArray &bytes);
    void resize(int columns, int rows);
    // A viewer caught up with its backlog: reading may resume.
    void viewerDrained();

    // Ends the shell and its whole session (SIGHUP, then SIGKILL after graceMs).
    void terminate(int graceMs = 1500);

signals:
    // Once; viewers have been told already.
    void exited(int exitCode);
    // A viewer attached or detached (for the event feed); writers: those that may type.
    void viewersChanged(int viewers, int writers);
    // The shell set another window title.
    void titleChanged(const QString &title);
    // Output arrived (after the viewers got it): something may have started or ended a
    // process (SystemProcessWatcher).
    void outputArrived();

private:
    qsizetype replayStart() const;
    void onOutput(const QByteArray &bytes);
    // Calls call for each viewer still attached; false when the session went away meanwhile.
    bool toViewers(const std::function<void(TerminalViewer *)> &call);
    void onFinished(int exitCode);
    void updateFlowControl();
    void scanTitle(const QByteArray &bytes);

    QString m_id;
    QString m_sessionId;
    PtyProcess m_pty;
    QList<TerminalViewer *> m_viewers;
    QList<const TerminalViewer *> m_readOnly; // the watchers among m_viewers
    EventOrigin m_openedBy;
    QString m_title;
    // Holds between replayLimit and 2 × replayLimit bytes so trimming is amortised.
    QByteArray m_ring;
    qint64 m_replayLimit = defaultReplayLimit();
    bool m_ringTrimmed = false;
    int m_exitCode = -1;
    bool m_exited = false;
};

} // namespace sandman
