// SPDX-License-Identifier: Apache-2.0
#include "WindowInstance.h"

#include "local/LocalAgentRuntime.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLocalSocket>

namespace sandman {

namespace {
constexpr qint64 kMaxRequestBytes = 64 * 1024;

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}
} // namespace

WindowInstance::WindowInstance(QString workspace, Handler handler, QObject *parent)
    : QObject(parent)
    , m_workspace(std::move(workspace))
    , m_handler(std::move(handler))
{
    connect(&m_server, &QLocalServer::newConnection, this, &WindowInstance::onNewConnection);
}

QString WindowInstance::socketPath(const QString &workspace)
{
    return QDir(LocalAgentRuntime::defaultRuntimeDir())
        .filePath(QStringLiteral("window-%1.sock").arg(LocalAgentRuntime::workspaceKey(workspace)));
}

bool WindowInstance::listen()
{
    const QString path = socketPath(m_workspace);
    {
        QLocalSocket probe;
        probe.connectToServer(path);
        if (probe.waitForConnected(200))
            return false; // another window of this workspace answers
    }
    const QString folder = QFileInfo(path).absolutePath();
    if (QDir().mkpath(folder))
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QLocalServer::removeServer(path); // left by a window that ended
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    return m_server.listen(path);
}

void WindowInstance::onNewConnection()
{
    while (QLocalSocket *socket = m_server.nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, socket, [this, socket] {
            if (!socket->canReadLine()) {
                if (socket->bytesAvailable() > kMaxRequestBytes)
                    socket->abort();
                return;
            }
            const QJsonObject request = QJsonDocument::fromJson(socket->readLine()).object();
            socket->write(line(m_handler ? m_handler(request) : QJsonObject{}));
            socket->disconnectFromServer();
        });
    }
}

std::optional<QJsonObject> WindowInstance::request(const QString &workspace, const QJsonObject &request,
                                                   int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    QLocalSocket socket;
    socket.connectToServer(socketPath(workspace));
    if (!socket.waitForConnected(int(deadline.remainingTime())))
        return std::nullopt;
    socket.write(line(request));
    if (!socket.waitForBytesWritten(int(deadline.remainingTime())))
        return std::nullopt;
    while (!socket.canReadLine()) {
        if (!socket.waitForReadyRead(int(deadline.remainingTime())))
            return std::nullopt;
    }
    return QJsonDocument::fromJson(socket.readLine()).object();
}

} // namespace sandman
