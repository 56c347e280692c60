// SPDX-License-Identifier: Apache-2.0
#include "SessionActions.h"

#include "NewSessionDialog.h"
#include "SandboxConnection.h"
#include "client/SandboxClient.h"
#include "client/SandboxException.h"
#include "log/LogModel.h"
#include "tabs/TerminalTabs.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QMessageBox>

namespace sandman {

SessionActions::SessionActions(TerminalTabs *terminals, LogModel *log, QWidget *window)
    : PaneController(window)
    , m_window(window)
    , m_terminals(terminals)
    , m_log(log)
    , m_newSession(new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("&New Session\u2026"), this))
    , m_newTerminal(
          new QAction(QIcon::fromTheme(QStringLiteral("utilities-terminal")), tr("New &Terminal"), this))
    , m_delete(new QAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete Session"), this))
    , m_copyId(new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("&Copy Session ID"), this))
    , m_refresh(new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Refresh"), this))
{
    m_newSession->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(m_newSession, &QAction::triggered, this, &SessionActions::newSession);
    m_newTerminal->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    connect(m_newTerminal, &QAction::triggered, this, &SessionActions::newTerminal);
    m_delete->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete));
    connect(m_delete, &QAction::triggered, this, &SessionActions::deleteSession);
    connect(m_copyId, &QAction::triggered, this, &SessionActions::copySessionId);
    m_refresh->setShortcut(QKeySequence::Refresh);
    connect(m_refresh, &QAction::triggered, this, &SessionActions::refreshSessions);
    updateActions();
}

void SessionActions::addTo(QMenu *menu) const
{
    menu->addAction(m_newSession);
    menu->addAction(m_newTerminal);
    menu->addSeparator();
    menu->addAction(m_copyId);
    menu->addAction(m_refresh);
    menu->addSeparator();
    menu->addAction(m_delete);
}

void SessionActions::connectionAdded(SandboxConnection *connection)
{
    m_connections.removeAll(nullptr);
    m_connections.append(connection);
    connect(connection, &SandboxConnection::connectionChanged, this, &SessionActions::updateActions);
}

void SessionActions::connectionRemoved(SandboxConnection *connection)
{
    m_connections.removeAll(connection);
}

void SessionActions::currentSessionChanged(SandboxConnection *connection, const QString &sessionId)
{
    m_connection = connection;
    m_sessionId = sessionId;
    updateActions();
}

void SessionActions::updateActions()
{
    const bool connected = m_connection && m_connection->isConnected();
    m_newSession->setEnabled(connected);
    m_newTerminal->setEnabled(connected && !m_sessionId.isEmpty());
    m_delete->setEnabled(connected && !m_sessionId.isEmpty() && m_sessionId != QLatin1String("default"));
    m_copyId->setEnabled(!m_sessionId.isEmpty());
    m_refresh->setEnabled(m_connection != nullptr);
}

void SessionActions::newSession()
{
    if (!m_connection)
        return;
    NewSessionDialog dialog(m_connection->name(), m_window);
    QPointer<SandboxConnection> guard = m_connection;
    dialog.setFolders(NewSessionDialog::foldersOf(guard->client()));
    if (dialog.exec() != QDialog::Accepted || !guard)
        return;
    guard->client()
        ->createSession(dialog.options())
        .then(this,
              [this, guard](const SessionInfo &info) {
                  m_log->append(info.id, LogModel::Kind::Info,
                                tr("Session created; working directory: %1.").arg(info.cwd));
                  if (!info.note.isEmpty())
                      m_log->append(info.id, LogModel::Kind::Info, info.note);
                  if (!guard)
                      return;
                  guard->refresh();
                  connect(
                      guard, &SandboxConnection::sessionsChanged, this,
                      [this, guard, id = info.id] {
                          if (guard)
                              emit sessionCreated(guard, id);
                      },
                      Qt::SingleShotConnection);
              })
        .onFailed(this, [this](const SandboxException &e) {
            emit callFailed(tr("Could not create the session: %1"), e.error());
        });
}

void SessionActions::newTerminal()
{
    if (m_connection && !m_sessionId.isEmpty())
        m_terminals->openTerminal(m_connection, m_sessionId);
}

void SessionActions::deleteSession()
{
    const QString sessionId = m_sessionId;
    if (!m_connection || sessionId.isEmpty() || sessionId == QLatin1String("default"))
        return;
    const auto answer = QMessageBox::question(
        m_window, tr("Delete Session"),
        tr("Delete session \u201c%1\u201d? Its shell and every command and process it runs are ended.")
            .arg(sessionId),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes || !m_connection)
        return;
    QPointer<SandboxConnection> guard = m_connection;
    guard->client()
        ->deleteSession(sessionId)
        .then(this,
              [this, guard, sessionId](const QString &) {
                  m_log->append(sessionId, LogModel::Kind::Info, tr("Session deleted."));
                  m_terminals->sessionDeleted(guard, sessionId);
                  if (guard)
                      guard->refresh();
              })
        .onFailed(this, [this](const SandboxException &e) {
            emit callFailed(tr("Could not delete the session: %1"), e.error());
        });
}

void SessionActions::copySessionId()
{
    if (!m_sessionId.isEmpty())
        QApplication::clipboard()->setText(m_sessionId);
}

void SessionActions::refreshSessions()
{
    for (const QPointer<SandboxConnection> &connection : std::as_const(m_connections)) {
        if (connection)
            connection->refresh();
    }
}

} // namespace sandman
