// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "main/PaneController.h"

#include <QPointer>

class QWidget;

namespace sandman {

class EnvEditorWidget;
class LogModel;
class SessionSettingsWidget;
class SessionTreeModel;

// The Environment dock: the session's settings (folder, timeout) above its environment
// editor. Loads the current session's environment, applies edits and the timeout, and shows
// the live environment again after a command ran (unless the user is editing it).
class EnvironmentController : public PaneController
{
    Q_OBJECT
public:
    EnvironmentController(SessionTreeModel *sessions, LogModel *log, QWidget *parent);

    QWidget *page() const { return m_page; }
    EnvEditorWidget *editor() const { return m_editor; }
    SessionSettingsWidget *settings() const { return m_settings; }

    void connectionAdded(SandboxConnection *connection) override;
    void currentSessionChanged(SandboxConnection *connection, const QString &sessionId) override;

public slots:
    // A command ended in the session (it may have exported variables).
    void commandFinished(SandboxConnection *connection, const QString &sessionId);

private:
    void loadEnvironment();
    void applyChanges(const QString &sessionId, const QMap<QString, std::optional<QString>> &changes);
    void applyTimeout(const QString &sessionId, qint64 timeoutMs);
    // The settings row shows the session as the sandbox last listed it.
    void updateSettings();

    SessionTreeModel *m_sessions;
    LogModel *m_log;
    QWidget *m_page;
    SessionSettingsWidget *m_settings;
    EnvEditorWidget *m_editor;
    QPointer<SandboxConnection> m_connection;
    QString m_sessionId;
};

} // namespace sandman
