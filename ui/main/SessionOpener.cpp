// SPDX-License-Identifier: Apache-2.0
#include "SessionOpener.h"

#include "MainWindow.h"
#include "tabs/TerminalTabs.h"
#include "WindowInstance.h"
#include "sessions/SandboxConnection.h"

#include <QCoreApplication>
#include <QPointer>

namespace sandman {

WindowInstance *SessionOpener::install(MainWindow *window, SandboxConnection *local, const QString &workspace)
{
    QPointer<SandboxConnection> connection(local);
    auto *instance = new WindowInstance(
        workspace,
        [window, connection](const QJsonObject &request) {
            const QString session = request.value(QStringLiteral("session")).toString();
            if (!session.isEmpty() && connection) {
                if (window->terminals()->showSession(connection, session))
                    window->selectSession(connection, session);
                else
                    window->openTerminalWhenListed(connection, session);
            }
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
