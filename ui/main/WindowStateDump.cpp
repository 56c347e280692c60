// SPDX-License-Identifier: Apache-2.0
#include "WindowStateDump.h"

#include "MainWindow.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionTreeModel.h"
#include "tabs/TerminalTabs.h"
#include "terminal/TerminalModel.h"
#include "terminal/TerminalView.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace sandman {

namespace {
constexpr int kIntervalMs = 200;

// Scrollback and screen, soft-wrapped lines joined (as copying them does).
QString allText(const TerminalModel *model)
{
    QString text;
    for (int line = 0; line < model->totalLines(); ++line) {
        text += model->lineText(line);
        if (!model->isWrapped(line))
            text += QLatin1Char('\n');
    }
    return text;
}
} // namespace

WindowStateDump::WindowStateDump(MainWindow *window, QString path)
    : QObject(window)
    , m_window(window)
    , m_path(std::move(path))
{
    connect(&m_timer, &QTimer::timeout, this, &WindowStateDump::write);
    m_timer.start(kIntervalMs);
}

WindowStateDump *WindowStateDump::fromEnvironment(MainWindow *window)
{
    const QString path = qEnvironmentVariable("SANDMAN_STATE_DUMP");
    return path.isEmpty() ? nullptr : new WindowStateDump(window, path);
}

void WindowStateDump::write()
{
    QJsonArray tabs;
    const TerminalTabs *terminals = m_window->terminals();
    for (int i = 0; i < terminals->count(); ++i) {
        const TerminalView *view = terminals->terminalAt(i);
        tabs.append(QJsonObject{{QStringLiteral("connection"), terminals->connectionKeyAt(i)},
                                {QStringLiteral("session"), terminals->sessionIdAt(i)},
                                {QStringLiteral("terminal"), terminals->terminalIdAt(i)},
                                {QStringLiteral("title"), terminals->tabTitle(i)},
                                {QStringLiteral("text"), view ? allText(view->model()) : QString()}});
    }
    QJsonArray sandboxes;
    for (const SandboxConnection *connection : m_window->sessionModel()->connections()) {
        QJsonArray sessions;
        for (const SessionInfo &session : connection->sessions())
            sessions.append(QJsonObject{{QStringLiteral("id"), session.id},
                                        {QStringLiteral("restored"), session.restored},
                                        {QStringLiteral("shellPid"), session.shellPid},
                                        {QStringLiteral("commandTimeoutMs"), session.commandTimeoutMs}});
        sandboxes.append(QJsonObject{{QStringLiteral("connection"), TerminalTabs::connectionKey(connection)},
                                     {QStringLiteral("connected"), connection->isConnected()},
                                     {QStringLiteral("sessions"), sessions}});
    }
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return;
    file.write(QJsonDocument(QJsonObject{{QStringLiteral("tabs"), tabs},
                                         {QStringLiteral("current"), terminals->currentIndex()},
                                         {QStringLiteral("sandboxes"), sandboxes}})
                   .toJson(QJsonDocument::Compact));
    file.commit();
}

} // namespace sandman
