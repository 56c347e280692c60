// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalRequest.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

namespace sandman {

// Where a terminal's output goes (a /ws/pty socket, an in-process TerminalStream): ready
// first, then bytes, then at most one of exit or error. Calls happen on the handler's thread.
class TerminalSink
{
public:
    virtual ~TerminalSink();

    // {"type":"ready", "sessionId", "terminalId", "cols", "rows", "created"} on the wire.
    void sendReady(const QJsonObject &info);
    void sendData(const QByteArray &bytes);
    // The shell ended; final.
    void sendExit(int code);
    // Opening failed or the terminal went away abnormally; final. code: its ErrorCode name on
    // the wire ("code" beside "message"), for clients that act on it (TERMINAL_ENDED).
    void sendError(const QString &message, const QString &code = QString());
    // {"type":"resize","cols","rows"} on the wire: the pty's new size, for a watcher.
    void sendResize(int cols, int rows);
    bool isFinished() const { return m_finished; }

    // Flow control: bytes sent that the viewer has not consumed yet (thread-safe). A
    // transport that can tell updates it and calls notifyDrained() (on the handler's thread)
    // when the viewer has caught up.
    qint64 backlog() const { return m_backlog.load(); }
    void addBacklog(qint64 bytes) { m_backlog.fetch_add(bytes); }
    void setDrainedHandler(std::function<void()> handler) { m_drained = std::move(handler); }
    void notifyDrained();

protected:
    virtual void deliverReady(const QJsonObject &info) = 0;
    virtual void deliverData(const QByteArray &bytes) = 0;
    virtual void deliverExit(int code) = 0;
    virtual void deliverError(const QString &message, const QString &code) = 0;
    virtual void deliverResize(int cols, int rows) = 0;

private:
    std::function<void()> m_drained;
    std::atomic<qint64> m_backlog{0};
    bool m_ready = false;
    bool m_finished = false;
};

using TerminalSinkPtr = std::shared_ptr<TerminalSink>;

// A viewer's way into an open terminal. Called on the handler's thread only, and released
// there too.
class TerminalConnection
{
public:
    virtual ~TerminalConnection();
    virtual void write(const QByteArray &bytes) = 0;
    virtual void resize(int cols, int rows) = 0;
    // Detaches this viewer; the shell keeps running for others (or for a later reattach).
    virtual void close() = 0;
};

using TerminalConnectionPtr = std::shared_ptr<TerminalConnection>;

// Serves terminals (DESIGN.md §2 "Terminal", §3 /ws/pty). The server implements it; the
// transports call it on the thread of the handler's context, like RequestHandler.
class TerminalHandler
{
public:
    virtual ~TerminalHandler();
    // Opens (starts or attaches to) a terminal. On success sink gets ready(), then the replay
    // of recent output, then live output, and the viewer's input side is returned. On
    // failure sink gets an error and nullptr is returned.
    virtual TerminalConnectionPtr openTerminal(const TerminalRequest &request, const TerminalSinkPtr &sink)
        = 0;
};

} // namespace sandman
