// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QSslConfiguration>
#include <QTcpServer>

#include <functional>
#include <optional>

class QTcpSocket;

namespace sandman {

class BusyResponder;

// The agent's listening socket. Hands out a plain QTcpSocket, or with a TLS configuration a
// QSslSocket whose server handshake has been started (its readyRead only fires with decrypted
// bytes, so the caller reads the HTTP upgrade request the same way for ws:// and wss://).
// QWebSocketServer's own SecureMode is not used because it gives no chance to look at the
// upgrade request before it is accepted.
class AgentListener : public QTcpServer
{
    Q_OBJECT
public:
    explicit AgentListener(QObject *parent = nullptr);

    void setSslConfiguration(const std::optional<QSslConfiguration> &configuration);
    // Asked for every accepted descriptor before anything is read from it or allocated for
    // it (no TLS handshake either); false answers it 503 (BusyResponder) without TLS, and
    // closes it at once with TLS (a connection flood).
    void setAdmission(std::function<bool()> admit) { m_admit = std::move(admit); }
    // Answers this connected descriptor 503 with Retry-After and closes it (takes it).
    void refuseBusy(int descriptor);
    bool isSecure() const { return m_ssl.has_value(); }

signals:
    // A new connection; the socket is a child of the listener until someone takes it.
    void socketAccepted(QTcpSocket *socket);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    std::optional<QSslConfiguration> m_ssl;
    std::function<bool()> m_admit;
    BusyResponder *m_busy;
};

} // namespace sandman
