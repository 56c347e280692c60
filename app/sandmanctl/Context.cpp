// SPDX-License-Identifier: Apache-2.0
#include "Context.h"

#include "CtlError.h"
#include "SignalRelay.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSysInfo>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <unistd.h>

namespace sandman::ctl {

namespace {
void writeAll(int fd, const QByteArray &bytes)
{
    const char *data = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t written = ::write(fd, data, size_t(left));
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0 && errno == EPIPE && fd == STDOUT_FILENO)
            throw CtlError{128 + SIGPIPE, QString()}; // the reader left (| head): end quietly, as on SIGPIPE
        if (written < 0) {
            if (fd == STDOUT_FILENO)
                throw CtlError{Failed,
                               QCoreApplication::translate("sandmanctl", "cannot write the output: %1")
                                   .arg(QString::fromLocal8Bit(strerror(errno)))};
            return;
        }
        data += written;
        left -= written;
    }
}

// No retry loop for a command line: one attempt, and a clear line when it fails.
constexpr int kNoReconnectMs = 24 * 3600 * 1000;
constexpr int kConnectTimeoutMs = 10000;
} // namespace

Context::Context(GlobalOptions options)
    : m_options(std::move(options))
{ }

Context::~Context()
{
    m_client.reset();
    if (m_transport)
        m_transport->close();
}

const Target &Context::target()
{
    if (!m_target)
        m_target = std::make_unique<Target>(Target::resolve(m_options));
    return *m_target;
}

SandboxClient *Context::client()
{
    if (m_client)
        return m_client.get();
    const Target &where = target();
    WebSocketTransport::Options transportOptions;
    transportOptions.token = where.token;
    transportOptions.initialReconnectDelayMs = kNoReconnectMs;
    transportOptions.maxReconnectDelayMs = kNoReconnectMs;
    transportOptions.maxLoopbackReconnectDelayMs = kNoReconnectMs;
    transportOptions.connectTimeoutMs = kConnectTimeoutMs;
    // QWebSocket takes QSslConfiguration::defaultConfiguration() even for ws://, which loads
    // Qt's TLS plugin, OpenSSL and its configuration: a third of a local exec's time. A plain
    // ws:// agent needs none of it (a cluster target does: its tunnels are wss:// to the API
    // server), and sandmanctl loads no other plugin.
    if (where.url.scheme() == QLatin1String("ws") && !where.keepAlive)
        QCoreApplication::setLibraryPaths({});
    m_transport = std::make_unique<WebSocketTransport>(where.url, transportOptions);

    QEventLoop loop;
    QString failure;
    int code = Ok;
    QObject::connect(m_transport.get(), &Transport::stateChanged, &loop, [&](Transport::State state) {
        if (state == Transport::State::Connected)
            loop.quit();
    });
    QObject::connect(m_transport.get(), &WebSocketTransport::tokenRefused, &loop, [&] {
        code = AccessDenied;
        failure = where.token.isEmpty()
            ? QCoreApplication::translate("sandmanctl", "%1 wants an access token: give --token-file FILE")
                  .arg(where.name)
            : QCoreApplication::translate("sandmanctl", "%1 refused the access token").arg(where.name);
        loop.quit();
    });
    QObject::connect(m_transport.get(), &WebSocketTransport::connectionError, &loop, [&](const QString &why) {
        if (code == Ok) {
            code = Unreachable;
            failure = QCoreApplication::translate("sandmanctl", "cannot reach %1: %2").arg(where.name, why);
        }
        // A refused token comes as an error too: wait a moment for tokenRefused to say so.
        QTimer::singleShot(0, &loop, &QEventLoop::quit);
    });
    QObject::connect(SignalRelay::instance(), &SignalRelay::interrupted, &loop, [&] {
        code = Interrupted;
        failure = QCoreApplication::translate("sandmanctl", "interrupted");
        loop.quit();
    });
    m_transport->open();
    loop.exec();
    if (m_transport->state() != Transport::State::Connected) {
        if (m_transport->isTokenRefused() && code != Interrupted) {
            code = AccessDenied;
            failure = where.token.isEmpty()
                ? QCoreApplication::translate("sandmanctl",
                                              "%1 wants an access token: give --token-file FILE")
                      .arg(where.name)
                : QCoreApplication::translate("sandmanctl", "%1 refused the access token").arg(where.name);
        }
        m_transport->close();
        throw CtlError{code == Ok ? Unreachable : code, failure};
    }
    m_client = std::make_unique<SandboxClient>(m_transport.get());
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = QString::number(::getuid());
    m_client->setOrigin(QStringLiteral("sandmanctl %1@%2").arg(user, QSysInfo::machineHostName()));
    return m_client.get();
}

void Context::out(const QByteArray &bytes)
{
    writeAll(STDOUT_FILENO, bytes);
}

void Context::outJson(const QJsonValue &value)
{
    const QJsonDocument document
        = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    out(document.toJson(QJsonDocument::Indented));
}

void Context::err(const QByteArray &bytes)
{
    writeAll(STDERR_FILENO, bytes);
}

} // namespace sandman::ctl
