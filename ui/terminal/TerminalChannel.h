// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QObject>

namespace sandman {

/// The byte pipe between a terminal widget and whatever runs the program behind it
/// (an in-process pty, a /ws/pty WebSocket, a test double). Bytes from the program arrive via
/// dataReceived(); keyboard, paste and device replies go back through sendInput().
/// A channel over a network connection may lose it and get it back: reconnecting(), then
/// reattached() right before the program's recent output is sent again from the start.
class TerminalChannel : public QObject
{
    Q_OBJECT
public:
    explicit TerminalChannel(QObject *parent = nullptr);
    ~TerminalChannel() override;

    /// Sends bytes to the program (keyboard input, paste, terminal replies).
    virtual void sendInput(const QByteArray &bytes) = 0;
    /// Tells the program's pty the new window size in cells.
    virtual void resize(int cols, int rows) = 0;

signals:
    /// Raw output of the program, in arbitrary chunks.
    void dataReceived(const QByteArray &bytes);
    /// The program ended with this exit code.
    void exited(int code);
    /// The connection to the program was lost (why: for the user); it is being restored.
    void reconnecting(const QString &why);
    /// Connected to the same program again. Its recent output follows, replayed from the
    /// start of what the other side kept: a viewer starts over from a blank screen.
    void reattached();
    /// The next bytes of output replay what the program wrote before this viewer attached:
    /// bytes of them, written while its terminal had cols x rows cells (0 when unknown). They
    /// are shown, never answered: the program asked its questions (device attributes, cursor
    /// position…) when they were live, and answers now would arrive as typed input.
    void replayExpected(qint64 bytes, int cols, int rows);
    /// Opening failed or the connection was lost for good (no exited() follows).
    void errorOccurred(const QString &message);
    /// Right before errorOccurred(): the failure is that the terminal is not running (any
    /// more) — its shell ended while nobody watched, or its sandbox was started again since.
    void terminalEnded();
    /// The program's terminal has this size, which the viewer must show as it is (a watcher of
    /// someone else's terminal, whose own size does not count): before its output that
    /// depends on it, and again whenever the owner resizes.
    void fixedSizeChanged(int cols, int rows);
};

} // namespace sandman
