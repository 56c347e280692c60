// SPDX-License-Identifier: Apache-2.0
#include "SessionOpener.h"

#include "MainWindow.h"
#include "WindowInstance.h"
#include "cluster/ClusterController.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionTreeModel.h"
#include "tabs/TerminalTabs.h"

#include <QJsonObject>
#include <QUrl>

#include <QCoreApplication>
#include <QPointer>

namespace sandman {

namespace {
// The window's connection to the remote agent at sandbox's url, made (with its token) when the
// window has none.
SandboxConnection *remoteConnection(MainWindow *window, const QJsonObject &sandbox)
{
    const QUrl url(sandbox.value(QStringLiteral("url")).toString());
    for (SandboxConnection *existing : window->sessionModel()->connections()) {
        if (!existing->isLocal()
            && QUrl(existing->endpoint()).adjusted(QUrl::StripTrailingSlash)
                == url.adjusted(QUrl::RemoveQuery | QUrl::RemoveUserInfo | QUrl::StripTrailingSlash))
            return existing;
    }
    const QString name = sandbox.value(QStringLiteral("name")).toString();
    return window->connectToAgent(url, sandbox.value(QStringLiteral("token")).toString(),
                                  name.isEmpty() ? url.host() : name);
}
// The session's tab in front, one opened when it has none.
void openSession(MainWindow *window, SandboxConnection *connection, const QString &session)
{
    if (session.isEmpty())
        return;
    if (window->terminals()->showSession(connection, session))
        window->selectSession(connection, session);
    else
        window->openTerminalWhenListed(connection, session);
}
} // namespace

WindowInstance *SessionOpener::install(MainWindow *window, SandboxConnection *local, const QString &workspace)
{
    QPointer<SandboxConnection> connection(local);
    auto *instance = new WindowInstance(
        workspace,
        [window, connection](const QJsonObject &request) {
            const QString session = request.value(QStringLiteral("session")).toString();
            SandboxConnection *target = connection;
            const QJsonObject sandbox = request.value(QStringLiteral("sandbox")).toObject();
            if (!sandbox.isEmpty())
                target = remoteConnection(window, sandbox);
            const QJsonObject cluster = request.value(QStringLiteral("cluster")).toObject();
            if (!cluster.isEmpty()) {
                // Opened in the background (a port-forward, the token from its Secret); the
                // session's tab follows.
                auto *clusters = window->findChild<ClusterController *>();
                QString error;
                if (!clusters
                    || !clusters->openFromRequest(
                        cluster,
                        [window, session](SandboxConnection *opened) {
                            openSession(window, opened, session);
                        },
                        &error))
                    return QJsonObject{
                        {QStringLiteral("ok"), false},
                        {QStringLiteral("error"),
                         clusters ? error
                                  : QCoreApplication::translate("SessionOpener",
                                                                "this window has no Kubernetes support")}};
                target = nullptr;
            }
            if (target)
                openSession(window, target, session);
            window->setWindowState((window->windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
            window->show();
            window->raise();
            window->activateWindow();
            return QJsonObject{{QStringLiteral("ok"), true},
                               {QStringLiteral("pid"), QCoreApplication::applicationPid()}};
        },
        window);
    if (instance->listen())
        return instance;
    delete instance;
    return nullptr;
}

} // namespace sandman
