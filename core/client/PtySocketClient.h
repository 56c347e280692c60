// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QSslConfiguration>
#include <QSslError>
#include <QTimer>
#include <QUrl>

#include <optional>

class QWebSocket;

namespace sandman {

class TerminalStream;
struct TerminalRequest;

// Drives one TerminalStream over its own /ws/pty WebSocket (DESIGN.md §3): raw bytes as
// binary frames, JSON control as text frames. A child of the stream; deleting the stream
// closes the socket, which only detaches the viewer on the agent.
class PtySocketClient : public QObject
{
    Q_OBJECT
public:
    struct Options {
        QByteArray token; // Authorization: Bearer
        std::optional<QSslConfiguration> sslConfiguration;
        QList<QSslError> ignoredSslErrors;
        int connectTimeoutMs = 15000;
        quint64 maxIncomingMessageSize = 64ull * 1024 * 1024;
    };

    // The /ws/pty URL next to a /ws URL, with the request as its query.
    static QUrl ptyUrl(const QUrl &wsUrl, const TerminalRequest &request);

    PtySocketClient(TerminalStream *stream, const QUrl &url, const Options &options);
    ~PtySocketClient() override;

private:
    void onConnected();
    void onText(const QString &message);
    void onBinary(const QByteArray &bytes);
    void onClosed();
    void fail(const QString &message);
    void write(const QByteArray &bytes);
    void resize(int cols, int rows);
    void close();

    TerminalStream *m_stream;
    QWebSocket *m_socket;
    QTimer m_connectTimeout;
    QList<QByteArray> m_pendingInput; // typed while connecting
    qint64 m_pendingBytes = 0;
    int m_pendingCols = 0;
    int m_pendingRows = 0;
    bool m_connected = false;
    bool m_done = false; // exit, error or close: nothing more is reported
};

} // namespace sandman
