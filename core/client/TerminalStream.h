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
// output, and finally at most one of exited() or errorOccurred(). close() — or deleting the
// stream — only detaches this viewer: the shell keeps running, and opening the same
// (sessionId, terminalId) again reattaches to it with its recent output replayed.
class TerminalStream : public QObject
{
    Q_OBJECT
public:
    enum class State { Opening, Open, Exited, Failed, Closed };
    Q_ENUM(State)

    TerminalStream(QString sessionId, QString terminalId, QObject *parent = nullptr);
    ~TerminalStream() override;

    QString sessionId() const { return m_sessionId; }
    // The terminal's id; the agent's answer replaces an empty request ("main").
    QString terminalId() const { return m_terminalId; }
    State state() const { return m_state; }
    bool isOpen() const { return m_state == State::Open; }
    // After exited(): the shell's exit code (128 + signal when killed).
    int exitCode() const { return m_exitCode; }
    QString errorString() const { return m_error; }
    // What the agent said in its ready message (cols, rows, created, …).
    QJsonObject readyInfo() const { return m_readyInfo; }

    // Keyboard input, paste, terminal replies. May be called while opening (sent in order
    // once open); ignored after exit, failure or close.
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
    void deliverExit(int code);
    void deliverError(const QString &message);

signals:
    void ready();
    void dataReceived(const QByteArray &bytes);
    void exited(int exitCode);
    void errorOccurred(const QString &message);

private:
    bool isLive() const { return m_state == State::Opening || m_state == State::Open; }

    QString m_sessionId;
    QString m_terminalId;
    Backend m_backend;
    QJsonObject m_readyInfo;
    QString m_error;
    State m_state = State::Opening;
    int m_exitCode = -1;
};

} // namespace sandman
