// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QString>

#include <functional>

namespace sandman {

// One viewer of a terminal in a sandbox (DESIGN.md §2 "Terminal"), obtained from
// SandboxClient::openTerminal / Transport::openTerminal. Lives in the client's thread.
//
// ready() comes first, then dataReceived() with the replay of recent output and then live
// output, and finally at most one of exited() or errorOccurred(). A transport whose
// connection can drop (/ws/pty) keeps the stream alive meanwhile: reconnecting() says the
// connection is gone (no output until it is back), and reattached() that the same shell is
// reached again; the replay of recent output follows it at once — the same bytes a viewer
// got before, so it clears its screen on reattached() — then live output again. This may
// repeat; exited() or errorOccurred() may also follow reconnecting() directly. close() — or
// deleting the stream — only detaches this viewer: the shell keeps running, and opening the
// same (sessionId, terminalId) again reattaches to it with its recent output replayed.
class TerminalStream : public QObject
{
    Q_OBJECT
public:
    enum class State { Opening, Open, Reconnecting, Exited, Failed, Closed };
    Q_ENUM(State)

    TerminalStream(QString sessionId, QString terminalId, QObject *parent = nullptr);
    ~TerminalStream() override;

    QString sessionId() const { return m_sessionId; }
    // The terminal's id; the agent's answer replaces an empty request ("main").
    QString terminalId() const { return m_terminalId; }
    State state() const { return m_state; }
    bool isOpen() const { return m_state == State::Open; }
    bool isReconnecting() const { return m_state == State::Reconnecting; }
    // After exited(): the shell's exit code (128 + signal when killed).
    int exitCode() const { return m_exitCode; }
    QString errorString() const { return m_error; }
    // The agent's ErrorCode name for the failure, when it sent one (e.g. TERMINAL_ENDED).
    QString errorCode() const { return m_errorCode; }
    // What the agent said in its ready message (cols, rows, created, …).
    QJsonObject readyInfo() const { return m_readyInfo; }

    // Keyboard input, paste, terminal replies. May be called while opening or reconnecting
    // (sent in order once connected); ignored after exit, failure or close.
    void write(const QByteArray &bytes);
    void resize(int cols, int rows);
    // Detaches (the shell keeps running). No signal follows.
    void close();

    // --- for transports --------------------------------------------------------------------
    struct Backend {
        std::function<void(const QByteArray &)> write;
        std::function<void(int, int)> resize;
        std::function<void()> close;
    };
    void setBackend(Backend backend) { m_backend = std::move(backend); }
    void deliverReady(const QJsonObject &info);
    void deliverData(const QByteArray &bytes);
    // The connection dropped while open; the transport is trying to get it back.
    void deliverReconnecting(const QString &why);
    // Back on the same terminal (info: the agent's new ready message); its replay follows.
    void deliverReattached(const QJsonObject &info);
    void deliverExit(int code);
    void deliverError(const QString &message, const QString &code = QString());
    // The agent says the pty has another size (sent to watchers only).
    void deliverResize(int cols, int rows);

signals:
    void ready();
    void dataReceived(const QByteArray &bytes);
    // The connection was lost (why: for the user); the shell may well still run.
    void reconnecting(const QString &why);
    // The same shell again; the replay of its recent output comes next.
    void reattached();
    void exited(int exitCode);
    void errorOccurred(const QString &message);
    // A watcher's terminal was resized by its owner (its first size is in readyInfo()).
    void remoteSizeChanged(int cols, int rows);

private:
    bool isLive() const
    {
        return m_state == State::Opening || m_state == State::Open || m_state == State::Reconnecting;
    }

    QString m_sessionId;
    QString m_terminalId;
    Backend m_backend;
    QJsonObject m_readyInfo;
    QString m_error;
    QString m_errorCode;
    State m_state = State::Opening;
    int m_exitCode = -1;
};

} // namespace sandman
