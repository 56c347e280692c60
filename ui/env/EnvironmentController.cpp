// SPDX-License-Identifier: Apache-2.0
#include "EnvironmentController.h"

#include "EnvEditorWidget.h"
#include "EnvVarTableModel.h"
#include "client/SandboxClient.h"
#include "client/SandboxException.h"
#include "log/ErrorText.h"
#include "log/LogModel.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionSettingsWidget.h"
#include "sessions/SessionTreeModel.h"

#include <QVBoxLayout>

namespace sandman {

EnvironmentController::EnvironmentController(SessionTreeModel *sessions, LogModel *log, QWidget *parent)
    : PaneController(parent)
    , m_sessions(sessions)
    , m_log(log)
    , m_page(new QWidget(parent))
    , m_settings(new SessionSettingsWidget(m_page))
    , m_editor(new EnvEditorWidget(m_page))
{
    auto *layout = new QVBoxLayout(m_page);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_settings);
    layout->addWidget(m_editor, 1);
    connect(m_settings, &SessionSettingsWidget::timeoutApplyRequested, this,
            &EnvironmentController::applyTimeout);
    connect(m_settings, &SessionSettingsWidget::directoryChanged, this,
            [this](const QString &sessionId, const QString &cwd) {
                m_log->append(sessionId, LogModel::Kind::Info,
                              tr("Working directory changed to %1.").arg(cwd));
            });
    connect(m_settings, &SessionSettingsWidget::directoryChangeFailed, this,
            [this](const QString &sessionId, const QString &details) {
                m_log->append(sessionId, LogModel::Kind::Error, details);
            });
    connect(m_editor, &EnvEditorWidget::applyRequested, this, &EnvironmentController::applyChanges);
    connect(m_sessions, &QAbstractItemModel::dataChanged, this, &EnvironmentController::updateSettings);
}

void EnvironmentController::connectionAdded(SandboxConnection *connection)
{
    connect(connection, &SandboxConnection::sessionsChanged, this, [this, connection] {
        if (connection == m_connection)
            updateSettings();
    });
}

void EnvironmentController::currentSessionChanged(SandboxConnection *connection, const QString &sessionId)
{
    m_connection = connection;
    m_sessionId = sessionId;
    updateSettings();
    if (!connection || sessionId.isEmpty()) {
        m_editor->setSession({}, {});
        return;
    }
    if (sessionId != m_editor->sessionId())
        loadEnvironment();
}

void EnvironmentController::commandFinished(SandboxConnection *connection, const QString &sessionId)
{
    // A command may have exported variables: show the live environment again, unless the user
    // is in the middle of editing it.
    if (connection == m_connection && sessionId == m_sessionId && !m_editor->model()->hasPendingChanges())
        loadEnvironment();
}

void EnvironmentController::updateSettings()
{
    const int index = m_connection ? m_connection->indexOfSession(m_sessionId) : -1;
    if (index < 0)
        m_settings->clear();
    else
        m_settings->setSession(m_connection, m_connection->sessions().at(index));
}

void EnvironmentController::loadEnvironment()
{
    if (!m_connection || m_sessionId.isEmpty())
        return;
    const QString sessionId = m_sessionId;
    m_editor->setBusy(true, tr("Loading the environment of \u201c%1\u201d\u2026").arg(sessionId));
    QPointer<SandboxConnection> guard = m_connection;
    m_connection->client()
        ->getEnvVars(sessionId)
        .then(this,
              [this, guard, sessionId](const QMap<QString, QString> &variables) {
                  // The user may have moved on to another session meanwhile. Unapplied edits are
                  // kept per sandbox and session, not per id alone.
                  if (guard && guard == m_connection && sessionId == m_sessionId)
                      m_editor->setSession(sessionId, variables,
                                           QString::number(quintptr(guard.data()), 16) + QLatin1Char('/')
                                               + sessionId);
              })
        .onFailed(this, [this, sessionId](const SandboxException &e) {
            if (sessionId != m_sessionId)
                return;
            m_editor->setSession({}, {});
            m_editor->setBusy(false,
                              tr("Could not read the environment: %1").arg(ErrorText::sentence(e.code())));
            m_log->append(sessionId, LogModel::Kind::Error,
                          tr("Could not read the environment: %1").arg(ErrorText::withDetails(e.error())));
        });
}

void EnvironmentController::applyChanges(const QString &sessionId,
                                         const QMap<QString, std::optional<QString>> &changes)
{
    if (!m_connection)
        return;
    QPointer<SandboxConnection> guard = m_connection;
    m_connection->client()
        ->setEnvVars(changes, sessionId)
        .then(this,
              [this, guard, sessionId, changes] {
                  m_log->append(sessionId, LogModel::Kind::Info,
                                tr("Applied %n environment change(s).", nullptr, int(changes.size())));
                  if (guard && guard == m_connection && sessionId == m_sessionId)
                      loadEnvironment();
              })
        .onFailed(this, [this, sessionId](const SandboxException &e) {
            m_editor->setBusy(false, tr("Could not apply: %1").arg(ErrorText::sentence(e.code())));
            m_log->append(sessionId, LogModel::Kind::Error,
                          tr("Could not apply: %1").arg(ErrorText::withDetails(e.error())));
        });
}

void EnvironmentController::applyTimeout(const QString &sessionId, qint64 timeoutMs)
{
    if (!m_connection)
        return;
    QPointer<SandboxConnection> guard = m_connection;
    m_connection->client()
        ->setSessionCommandTimeout(sessionId, timeoutMs)
        .then(this,
              [this, guard, sessionId](const SessionInfo &info) {
                  m_log->append(sessionId, LogModel::Kind::Info,
                                tr("Command timeout set to %1.")
                                    .arg(SessionTreeModel::formatTimeout(info.commandTimeoutMs)));
                  if (guard)
                      guard->refresh();
              })
        .onFailed(this, [this](const SandboxException &e) {
            emit callFailed(tr("Could not change the timeout: %1"), e.error());
        });
}

} // namespace sandman
