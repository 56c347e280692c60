// SPDX-License-Identifier: Apache-2.0
#include "TerminalLauncher.h"

#include "TerminalTabs.h"
#include "client/SandboxClient.h"
#include "client/SandboxException.h"
#include "client/SessionOptions.h"
#include "log/ErrorText.h"
#include "protocol/TerminalRequest.h"
#include "sessions/SandboxConnection.h"
#include "terminal/ClientTerminalChannel.h"
#include "terminal/TerminalView.h"

namespace sandman {

TerminalLauncher::TerminalLauncher(LaunchOptions options, TerminalTabs *tabs, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_tabs(tabs)
{ }

TerminalView *TerminalLauncher::view() const
{
    return m_view;
}

void TerminalLauncher::launch(SandboxConnection *connection)
{
    if (!connection || !connection->client()) {
        fail(tr("There is no local sandbox to open the terminal in."));
        return;
    }
    if (!m_options.newSession) {
        openTab(connection, m_options.targetSession());
        return;
    }
    SessionOptions session;
    session.cwd = m_options.cwd;
    QPointer<SandboxConnection> guard(connection);
    connection->client()
        ->createSession(session)
        .then(this,
              [this, guard](const SessionInfo &info) {
                  if (guard)
                      openTab(guard, info.id);
              })
        .onFailed(this,
                  [this](const SandboxException &error) {
                      fail(tr("Could not create a session: %1").arg(ErrorText::sentence(error.code())));
                  })
        .onFailed(this, [this] { fail(tr("Could not create a session.")); });
}

void TerminalLauncher::openTab(SandboxConnection *connection, const QString &sessionId)
{
    TerminalRequest request;
    request.sessionId = sessionId;
    request.command = m_options.command;
    // A new session already starts there.
    request.cwd = m_options.newSession ? QString() : m_options.cwd;
    TerminalView *view = (request.command.isEmpty() && request.cwd.isEmpty())
        ? m_tabs->openTerminal(connection, sessionId)
        : m_tabs->openTerminal(connection, request);
    m_view = view;
    if (!view) {
        fail(tr("Could not open a terminal in session \u201c%1\u201d.").arg(sessionId));
        return;
    }
    selectWhenListed(connection, sessionId);
    if (m_options.command.isEmpty())
        return;
    if (auto *channel = qobject_cast<ClientTerminalChannel *>(view->channel()))
        connect(channel, &ClientTerminalChannel::ready, this, [this] { m_started = true; });
    connect(view->channel(), &TerminalChannel::errorOccurred, this,
            [this, sessionId](const QString &message) {
                // Before the command ran it could not be started; later the connection was lost.
                fail(tr("Could not run \u201c%1\u201d in session \u201c%2\u201d: %3")
                         .arg(m_options.command.join(QLatin1Char(' ')), sessionId, message));
            });
    connect(view, &TerminalView::finished, this, [this](int code) {
        if (!m_options.hold)
            emit quitRequested(code);
    });
}

void TerminalLauncher::fail(const QString &message)
{
    emit failed(message);
    if (!m_options.command.isEmpty() && !m_options.hold)
        emit quitRequested(m_started ? 1 : cannotRunStatus());
}

void TerminalLauncher::selectWhenListed(SandboxConnection *connection, const QString &sessionId)
{
    auto *once = new QObject(this);
    const auto tryNow = [this, connection, sessionId, once] {
        if (connection->indexOfSession(sessionId) < 0)
            return;
        emit sessionListed(connection, sessionId);
        once->deleteLater();
    };
    connect(connection, &SandboxConnection::sessionsChanged, once, tryNow);
    tryNow();
}

} // namespace sandman
