// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMainWindow>
#include <QPointer>

class QAction;
class QDockWidget;
class QLabel;
class QTreeView;

namespace sandman {

class ActivityController;
class CommandBar;
class ConnectionStatus;
class DockLayout;
class EnvEditorWidget;
class EnvironmentController;
class RemoteConnections;
class SessionActions;
class LogModel;
class LazyDockContent;
class LogPane;
class PaneController;
class ProcessPane;
class SandboxConnection;
struct SandboxError;
class SessionList;
class SessionSettingsWidget;
class SessionTreeModel;
class TerminalActions;
class TerminalListController;
class TerminalTabs;
class TokenStore;
class WindowMenus;

// The Sandman window: session list (left), terminals (centre), environment editor (right),
// processes and log (bottom). It wires panes to the selected session; each pane does its job.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Adds a sandbox to the session list; the window takes ownership.
    void addConnection(SandboxConnection *connection);
    // Takes a sandbox off the session list for good and deletes it; its terminals show notice
    // and end (e.g. a Kubernetes sandbox deleted on its cluster).
    void removeConnection(SandboxConnection *connection, const QString &notice);
    // Connects to a remote agent (used by the Connect dialog and --connect).
    SandboxConnection *connectToAgent(const QUrl &url, const QString &token, const QString &name);
    // Reconnects to the remote agents of the last run (addresses in QSettings, tokens from the
    // keyring).
    void restoreRemoteConnections();
    // Agents to reconnect to at start: name and address, no secrets.
    static QList<QPair<QString, QUrl>> savedRemotes();

    SessionTreeModel *sessionModel() const { return m_sessionModel; }
    QTreeView *sessionView() const { return m_sessionView; }
    EnvEditorWidget *envEditor() const;
    TerminalTabs *terminals() const { return m_terminals; }
    TerminalActions *terminalActions() const { return m_terminalActions; }
    TerminalListController *terminalList() const { return m_terminalList; }
    LogModel *logModel() const { return m_logModel; }
    CommandBar *commandBar() const { return m_commandBar; }
    // Built after the first paint (tabbed behind Activity), or now when asked for.
    ProcessPane *processPane() const;
    ActivityController *activity() const { return m_activity; }
    SessionSettingsWidget *sessionSettings() const;
    SessionActions *sessionActions() const { return m_sessionActions; }
    RemoteConnections *remoteConnections() const { return m_remotes; }

    SandboxConnection *currentConnection() const;
    QString currentSessionId() const;
    void selectSession(SandboxConnection *connection, const QString &sessionId);
    // Shows how the local sandbox runs (isolated or not, and why) in the status bar and log.
    // What the local sandbox is beside its connection state, in the status bar's one line for it
    // ("isolated", "not isolated", "stopped"; warning: marked ⚠), and in the log with detail.
    void setLocalSandboxStatus(const QString &state, const QString &detail, bool warning);
    // Something about the local sandbox went wrong (a sentence): the status bar for a while, and the log.
    void reportLocalSandboxProblem(const QString &message, const QString &detail = QString());
    // Opens a terminal in the session as soon as the sandbox lists it (start-up option).
    void openTerminalWhenListed(SandboxConnection *connection, const QString &sessionId);
    // Reopens the terminal tabs of the last run (and remembers them from now on).
    void restoreTerminalTabs();
    // Plugs a pane in: it hears of every connection (those already listed too) and of the
    // current session from now on; the window takes ownership. dock, when given, is added in
    // area and listed in the View menu.
    void addPane(PaneController *pane, QDockWidget *dock = nullptr,
                 Qt::DockWidgetArea area = Qt::BottomDockWidgetArea);
    // Puts a dock created after the window (e.g. by a controller) where the saved layout had it,
    // else into area; true when the saved layout had it.
    bool placeDock(QDockWidget *dock, Qt::DockWidgetArea area);
    // An action of the File menu, above Quit (e.g. Stop Local Sandbox…).
    void addFileAction(QAction *action);

public slots:
    // A bar above the terminals (e.g. "restart the local sandbox to use …"); the window owns it.
    void addNoticeBar(QWidget *bar);
    void disconnectRemote();
    void showAbout();

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void currentSessionChanged();
    // A pane without a dock of its own (or with one the window placed itself).
    void registerPane(PaneController *pane);
    void showError(const QString &message);
    void updateActions();
    // what has a %1 for the error: its sentence in the status bar, with details in the log.
    void showCallError(const QString &what, const SandboxError &error);

    SessionTreeModel *m_sessionModel;
    QTreeView *m_sessionView;
    LogModel *m_logModel;
    LogPane *m_logPane = nullptr;
    EnvironmentController *m_environment = nullptr;
    SessionActions *m_sessionActions = nullptr;
    RemoteConnections *m_remotes = nullptr;
    ProcessPane *m_processPane = nullptr;
    LazyDockContent *m_processContent = nullptr;
    ActivityController *m_activity = nullptr;
    TerminalTabs *m_terminals = nullptr;
    CommandBar *m_commandBar = nullptr;
    TokenStore *m_tokens;
    DockLayout *m_layout;
    WindowMenus *m_menus;
    ConnectionStatus *m_statusConnection = nullptr;

    TerminalActions *m_terminalActions = nullptr;
    SessionList *m_sessionList = nullptr;
    TerminalListController *m_terminalList = nullptr;
    QList<PaneController *> m_panes;
};

} // namespace sandman
