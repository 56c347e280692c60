// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QTcpSocket>
#include <QUrl>

namespace sandman::test {

// A minimal /ws client over a plain QTcpSocket that reads only when asked to: between calls of
// nextMessage() nothing is read, its small read buffer fills, and TCP flow control stalls the
// agent's socket — a client that reads slower than the agent produces, on the same thread as
// the agent (whose event loop keeps running while the test waits).
class RawWebSocketClient
{
public:
    static constexpr qint64 kReadBufferSize = 256 * 1024;

    // Upgrade with a Bearer token; false (with a warning) when refused or timed out.
    bool open(const QUrl &url, const QByteArray &token, int timeoutMs = 10000);
    // One masked text frame.
    void sendText(const QByteArray &text);
    // Runs the event loop until a whole text message arrived; false on timeout or close.
    bool nextMessage(QByteArray *message, int timeoutMs = 30000);

private:
    // A complete message parsed off m_buffer, if there is one.
    bool takeMessage(QByteArray *message);

    QTcpSocket m_socket;
    QByteArray m_buffer;
    QByteArray m_fragments;
    bool m_closed = false;
};

} // namespace sandman::test
