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

class QTcpServer;

namespace sandman {

// "Open in browser" for a port listening inside a sandbox: a listener on this machine's
// loopback (127.0.0.1, a free port) whose every connection is carried to the agent over its own
// /ws/port WebSocket (PortTunnel), with the agent's token; the agent connects to the port
// inside the sandbox's network namespace. Only this machine can connect to it, and only the
// window (which holds the token) can open the tunnels behind it.
//
// The forward closes itself (closed()) when it has had no connection for idleTimeoutMs, or when
// the agent answers that nothing listens on the port any more; close() ends it at once.
class PortForward : public QObject
{
    Q_OBJECT
public:
    struct Options {
        QByteArray token; // Authorization: Bearer
        std::optional<QSslConfiguration> sslConfiguration;
        QList<QSslError> ignoredSslErrors;
        int idleTimeoutMs = 5 * 60 * 1000;
    };

    // The /ws/port URL for port next to an agent's /ws URL.
    static QUrl tunnelUrl(const QUrl &wsUrl, quint16 port);

    PortForward(const QUrl &tunnelUrl, quint16 port, Options options, QObject *parent = nullptr);
    ~PortForward() override;

    // Starts listening on 127.0.0.1; false with *error when it cannot.
    bool listen(QString *error = nullptr);
    void close();
    bool isOpen() const;

    quint16 port() const { return m_port; } // inside the sandbox
    quint16 hostPort() const; // on this machine's loopback
    QUrl browserUrl() const; // http://127.0.0.1:HOSTPORT/
    int connectionCount() const { return m_open; }

signals:
    // No longer listening: idle, the port closed, or close().
    void closed();
    // A tunnel could not be opened (the agent refused it or is unreachable).
    void tunnelFailed(const QString &message);

private:
    void onNewConnection();
    void armIdle();

    QUrl m_tunnelUrl;
    quint16 m_port;
    Options m_options;
    QTcpServer *m_server;
    QTimer m_idle;
    int m_open = 0;
};

} // namespace sandman
