// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QPointer>
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
//
// The shell outlives the connection on the agent, so once the terminal was ready a dropped
// socket is not the end: the stream reports reconnecting(), and new sockets are tried with
// growing pauses until the agent takes the viewer back (reattached(), then the replay of
// recent output) or the give-up time has passed (errorOccurred()). A reconnect names the
// terminal the agent assigned and asks to reattach only, so it never starts another shell.
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
        // A connection silent this long gets a ping; one that stays silent as long again is
        // taken for dead (a network gone quiet never closes the socket). 0: no keep-alive.
        int keepAliveIntervalMs = 20000;
        // Reconnecting after a dropped connection: the first pause, doubled up to the
        // longest, until giving up this long after the drop. reconnectGiveUpMs 0: never
        // reconnect (a dropped connection fails the stream at once).
        int reconnectInitialDelayMs = 250;
        int reconnectMaxDelayMs = 8000;
        int reconnectGiveUpMs = 120000;
    };

    // The /ws/pty URL next to a /ws URL, with the request as its query.
    static QUrl ptyUrl(const QUrl &wsUrl, const TerminalRequest &request);

    PtySocketClient(TerminalStream *stream, const QUrl &url, const Options &options);
    ~PtySocketClient() override;

private:
    void openSocket();
    void dropSocket();
    void onConnected();
    void onText(const QString &message);
    void onBinary(const QByteArray &bytes);
    // The current socket closed, failed or timed out (why: for the user).
    void onLost(const QString &why);
    void scheduleReconnect();
    QUrl reconnectUrl() const;
    void fail(const QString &message, const QString &code = QString());
    void write(const QByteArray &bytes);
    void resize(int cols, int rows);
    void sendResize();
    void close();
    void onKeepAliveTick();

    TerminalStream *m_stream;
    Options m_options;
    QUrl m_url;
    QPointer<QWebSocket> m_socket;
    QTimer m_connectTimeout;
    QTimer m_reconnectTimer;
    QTimer m_giveUpTimer;
    QTimer m_keepAlive;
    QElapsedTimer m_lastTraffic;
    QList<QByteArray> m_pendingInput; // typed while (re)connecting
    qint64 m_pendingBytes = 0;
    int m_cols = 0;
    int m_rows = 0;
    bool m_resizePending = false;
    int m_reconnectDelayMs = 0;
    QString m_lostWhy; // why the connection was lost last (the give-up message)
    bool m_connected = false; // the current socket is open
    bool m_attached = false; // the agent said ready at least once
    bool m_reconnecting = false;
    bool m_pingOutstanding = false;
    bool m_done = false; // exit, error or close: nothing more is reported
};

} // namespace sandman
