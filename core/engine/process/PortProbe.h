// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

class QTcpSocket;
class QTimer;

namespace sandman {

// One readiness check of a port on the sandbox's loopback (waitForPort): in TCP mode, does a
// connection succeed; in HTTP mode, does "GET path" answer a status in [statusMin, statusMax].
// Tries 127.0.0.1, then ::1 (a server bound to "localhost" may listen on either, as the
// SDK's container reaches it by that name). Emits finished() once; gives up after kTimeoutMs
// (a server that accepts but never answers).
class PortProbe : public QObject
{
    Q_OBJECT
public:
    static constexpr int kTimeoutMs = 5000;
    static constexpr int kMaxHeadBytes = 8192; // enough for any status line

    struct Check {
        quint16 port = 0;
        bool http = false;
        QString path = QStringLiteral("/");
        int statusMin = 200;
        int statusMax = 399;
    };

    explicit PortProbe(const Check &check, QObject *parent = nullptr);

    void start();

signals:
    // statusCode is 0 in TCP mode or when no HTTP status arrived; error says why not ready.
    void finished(bool ready, int statusCode, const QString &error);

private:
    void connectNext();
    void onConnected();
    void onReadyRead();
    void finish(bool ready, int statusCode, const QString &error);

    Check m_check;
    QTcpSocket *m_socket = nullptr;
    QTimer *m_timeout = nullptr;
    QByteArray m_head;
    int m_addressIndex = 0;
    bool m_connected = false;
    bool m_done = false;
};

} // namespace sandman
