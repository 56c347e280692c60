// SPDX-License-Identifier: Apache-2.0
#include "TerminalSession.h"

#include "TerminalViewer.h"

#include <QFile>
#include <QPointer>
#include <QSize>

namespace sandman {

TerminalSession::TerminalSession(QString id, QString sessionId, QObject *parent)
    : QObject(parent)
    , m_id(std::move(id))
    , m_sessionId(std::move(sessionId))
{
    connect(&m_pty, &PtyProcess::dataReceived, this, &TerminalSession::onOutput);
    connect(&m_pty, &PtyProcess::finished, this, &TerminalSession::onFinished);
}

TerminalSession::~TerminalSession()
{
    // m_pty's destructor hangs up and kills the shell's session. Viewers still attached are
    // told, so none of them waits for an exit that would never come.
    disconnect(&m_pty, nullptr, this, nullptr);
    if (!m_exited) {
        m_exited = true;
        const auto viewers = m_viewers;
        m_viewers.clear();
        m_readOnly.clear();
        for (TerminalViewer *viewer : viewers)
            viewer->terminalExited(128 + 1 /* SIGHUP */);
    }
}

bool TerminalSession::start(const PtyProcess::Options &options, QString *error)
{
    PtyProcess::Options watched = options;
    watched.writeOwner.kind = WriteOwner::Terminal;
    watched.writeOwner.id = m_id;
    watched.writeOwner.sessionId = m_sessionId;
    watched.writeOwner.sandbox = parent() ? static_cast<const QObject *>(parent()->parent()) : nullptr;
    return m_pty.start(watched, error);
}

qsizetype TerminalSession::replayStart() const
{
    if (m_ring.size() <= m_replayLimit && !m_ringTrimmed)
        return 0;
    // Start at a line boundary when one is near: a replay that begins inside an escape
    // sequence or a UTF-8 character would show garbage in the first line.
    qsizetype start = qMax<qsizetype>(0, m_ring.size() - m_replayLimit);
    const qsizetype newline = m_ring.indexOf('\n', start);
    if (newline >= 0 && newline - start < 4096)
        start = newline + 1;
    return start;
}

QByteArray TerminalSession::replayBuffer() const
{
    const qsizetype start = replayStart();
    return start == 0 ? m_ring : m_ring.mid(start);
}

qsizetype TerminalSession::replaySize() const
{
    return m_ring.size() - replayStart();
}

void TerminalSession::attach(TerminalViewer *viewer, int columns, int rows, bool readOnly)
{
    if (!viewer || m_viewers.contains(viewer))
        return;
    if (m_exited) {
        viewer->terminalExited(m_exitCode);
        return;
    }
    if (columns > 0 && rows > 0 && !readOnly)
        resize(columns, rows);
    m_viewers.append(viewer);
    if (readOnly)
        m_readOnly.append(viewer);
    const QByteArray replay = replayBuffer();
    if (!replay.isEmpty())
        viewer->terminalOutput(replay);
    updateFlowControl();
    emit viewersChanged(viewerCount(), writerCount());
}

void TerminalSession::detach(TerminalViewer *viewer)
{
    if (m_viewers.removeAll(viewer) == 0)
        return;
    m_readOnly.removeAll(viewer);
    updateFlowControl();
    emit viewersChanged(viewerCount(), writerCount());
}

bool TerminalSession::write(const QByteArray &bytes)
{
    if (m_exited)
        return false;
    return m_pty.write(bytes);
}

QString TerminalSession::foregroundCommand() const
{
    const pid_t group = m_pty.foregroundProcessGroup();
    if (group <= 0 || group == m_pty.pid())
        return {};
    QFile comm(QStringLiteral("/proc/%1/comm").arg(group));
    const QString name
        = comm.open(QIODevice::ReadOnly) ? QString::fromUtf8(comm.readAll()).trimmed() : QString();
    return name.isEmpty() ? QStringLiteral("?") : name;
}

void TerminalSession::resize(int columns, int rows)
{
    if (m_exited || columns <= 0 || rows <= 0)
        return;
    const QSize before(m_pty.columns(), m_pty.rows());
    m_pty.resize(columns, rows);
    if (QSize(m_pty.columns(), m_pty.rows()) == before)
        return;
    const int cols = m_pty.columns();
    const int lines = m_pty.rows();
    toViewers([cols, lines](TerminalViewer *viewer) { viewer->terminalResized(cols, lines); });
}

bool TerminalSession::toViewers(const std::function<void(TerminalViewer *)> &call)
{
    // A viewer may detach (or the session be deleted) from inside the call.
    QPointer<TerminalSession> self(this);
    const auto viewers = m_viewers;
    for (TerminalViewer *viewer : viewers) {
        if (!self)
            return false;
        if (m_viewers.contains(viewer))
            call(viewer);
    }
    return bool(self);
}

void TerminalSession::viewerDrained()
{
    updateFlowControl();
}

void TerminalSession::terminate(int graceMs)
{
    if (!m_exited)
        m_pty.terminate(graceMs);
}

void TerminalSession::onOutput(const QByteArray &bytes)
{
    scanTitle(bytes);
    m_ring.append(bytes);
    if (m_ring.size() > 2 * m_replayLimit) {
        m_ring.remove(0, m_ring.size() - m_replayLimit);
        m_ringTrimmed = true;
    }
    if (!toViewers([&bytes](TerminalViewer *viewer) { viewer->terminalOutput(bytes); }))
        return;
    updateFlowControl();
    emit outputArrived();
}

void TerminalSession::onFinished(int exitCode)
{
    if (m_exited)
        return;
    m_exited = true;
    m_exitCode = exitCode;
    QPointer<TerminalSession> self(this);
    const auto viewers = m_viewers;
    m_viewers.clear();
    m_readOnly.clear();
    for (TerminalViewer *viewer : viewers)
        viewer->terminalExited(exitCode);
    if (self)
        emit exited(exitCode);
}

void TerminalSession::scanTitle(const QByteArray &bytes)
{
    // The last complete OSC 0/2 of the chunk: a prompt prints one at a time (a title split
    // across two reads is only missed until the next prompt).
    qsizetype at = bytes.lastIndexOf("\033]");
    while (at >= 0) {
        const char kind = at + 3 < bytes.size() ? bytes.at(at + 2) : 0;
        if ((kind == '0' || kind == '2') && bytes.at(at + 3) == ';') {
            const qsizetype start = at + 4;
            qsizetype end = bytes.indexOf('\a', start);
            const qsizetype st = bytes.indexOf("\033\\", start);
            if (st >= 0 && (end < 0 || st < end))
                end = st;
            if (end >= 0) {
                const QString title = QString::fromUtf8(bytes.mid(start, qMin<qsizetype>(end - start, 512)));
                if (title != m_title) {
                    m_title = title;
                    emit titleChanged(m_title);
                }
                return;
            }
        }
        at = at > 0 ? bytes.lastIndexOf("\033]", at - 1) : -1;
    }
}

void TerminalSession::updateFlowControl()
{
    bool behind = false;
    for (const TerminalViewer *viewer : std::as_const(m_viewers))
        behind = behind || viewer->terminalBacklog() > backlogHighWater();
    m_pty.setReadPaused(behind);
}

} // namespace sandman
