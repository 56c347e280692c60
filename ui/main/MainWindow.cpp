// SPDX-License-Identifier: Apache-2.0
#include "MainWindow.h"

#include "AboutBox.h"
#include "AfterFirstPaint.h"
#include "CommandBar.h"
#include "ConnectionStatus.h"
#include "DockLayout.h"
#include "LazyDockContent.h"
#include "PaneController.h"
#include "SessionList.h"
#include "StartupTrace.h"
#include "WindowMenus.h"
#include "activity/ActivityController.h"
#include "activity/ActivityPane.h"
#include "broadcast/BroadcastController.h"
#include "code/CodePaneController.h"
#include "connect/RemoteConnections.h"
#include "connect/TokenStore.h"
#include "env/EnvironmentController.h"
#include "files/ChangeSetDialog.h"
#include "files/FilesController.h"
#include "log/ErrorText.h"
#include "log/LogModel.h"
#include "log/LogPane.h"
#include "processes/AllProcessesView.h"
#include "processes/ProcessPane.h"
#include "resources/ResourcesController.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionActions.h"
#include "sessions/SessionTreeModel.h"
#include "sessions/SessionTreeView.h"
#include "tabs/ClientTerminalBackend.h"
#include "tabs/TerminalActions.h"
#include "tabs/TerminalListController.h"
#include "tabs/TerminalTabs.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QJsonObject>
#include <QScreen>
#include <QStatusBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

namespace sandman {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_sessionModel(new SessionTreeModel(this))
    , m_sessionView(new SessionTreeView(this))
    , m_logModel(new LogModel(this))
    , m_tokens(new TokenStore(this))
    , m_layout(new DockLayout(this, static_cast<SessionTreeView *>(m_sessionView)))
    , m_menus(new WindowMenus(this))
{
    setWindowTitle(tr("Sandman"));
    // The SVG icon engine is a plugin to load: not needed for the first frame.
    AfterFirstPaint::run(this,
                         [this] { setWindowIcon(QIcon(QStringLiteral(":/sandman/icons/sandman.svg"))); });

    m_terminals = new TerminalTabs(this);
    StartupTrace::mark("  terminal tabs widget");
    m_commandBar = new CommandBar(m_logModel, this);
    auto *centre = new QWidget(this);
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    centreLayout->addWidget(m_terminals, 1);
    centreLayout->addWidget(m_commandBar);
    // The terminal keeps its room as the window narrows: the docks yield first (QMainWindow
    // shrinks docks only down to the centre's minimum): some 50 columns of the terminal, or
    // less than half of a small screen.
    const int screenWidth = screen() ? screen()->availableGeometry().width() : 1280;
    centre->setMinimumWidth(
        qMin(centre->fontMetrics().horizontalAdvance(QLatin1Char('m')) * 40, screenWidth * 2 / 5));
    setCentralWidget(centre);

    createActions();
    createDocks();
    StartupTrace::mark("  docks");
    createMenus();
    StartupTrace::mark("  menus");

    m_statusConnection = new ConnectionStatus(this);
    statusBar()->addPermanentWidget(m_statusConnection);

    connect(m_sessionView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &MainWindow::currentSessionChanged);
    connect(m_commandBar, &CommandBar::commandFinished, m_environment,
            &EnvironmentController::commandFinished);
    connect(m_terminals, &TerminalTabs::errorOccurred, this, &MainWindow::showError);
    // The terminal in front and the selected session are one: the panes act on the session
    // whose terminal the user is looking at.
    connect(m_terminals, &TerminalTabs::currentSessionChanged, this,
            [this](SandboxConnection *connection, const QString &sessionId) {
                if (connection && !sessionId.isEmpty()
                    && (connection != currentConnection() || sessionId != currentSessionId()))
                    selectSession(connection, sessionId);
            });
    // Terminals reach their sandboxes through its client; a new tab takes up again only this
    // window's own detached shells, as the session list knows them.
    auto *backend = new ClientTerminalBackend;
    backend->setTerminals(m_terminalList->terminals());
    m_terminals->setBackend(backend);
    m_layout->restoreGeometry();
    updateActions();
}

MainWindow::~MainWindow()
{
    // Connections go first, while this window and its panes are whole: dropping their calls
    // in flight runs continuations that have the window or a pane as context (from ~QWidget
    // on they would run on a half-destroyed window, or assert on a dead context).
    qDeleteAll(findChildren<SandboxConnection *>(Qt::FindDirectChildrenOnly));
}

void MainWindow::createActions()
{
    m_sessionActions = new SessionActions(m_terminals, m_logModel, this);
    connect(m_sessionActions, &SessionActions::sessionCreated, this, &MainWindow::selectSession);
    m_remotes = new RemoteConnections(m_tokens, m_logModel, this);
    connect(m_remotes, &RemoteConnections::connectionCreated, this, &MainWindow::addConnection);
    connect(m_remotes, &RemoteConnections::connectionDropped, this, &MainWindow::removeConnection);
    connect(m_remotes, &RemoteConnections::selectRequested, this, [this](SandboxConnection *connection) {
        m_sessionView->setCurrentIndex(m_sessionModel->indexOfConnection(connection));
    });
    // Before the panes: they ask it for the current session.
    m_sessionList = new SessionList(m_sessionModel, static_cast<SessionTreeView *>(m_sessionView),
                                    m_terminals, m_sessionActions, m_remotes, this);
    m_terminalList = m_sessionList->terminalList();
    registerPane(m_sessionActions);
    registerPane(m_remotes);
}

void MainWindow::createDocks()
{
    setDockNestingEnabled(true);

    QDockWidget *sessionsDock = m_layout->addDock(tr("Sessions"), QStringLiteral("sessionsDock"),
                                                  m_sessionView, Qt::LeftDockWidgetArea);

    m_environment = new EnvironmentController(m_sessionModel, m_logModel, this);
    QDockWidget *envDock = m_layout->addDock(tr("Environment"), QStringLiteral("environmentDock"),
                                             m_environment->page(), Qt::RightDockWidgetArea);
    registerPane(m_environment);

    // Built when they first show or after the first frame (the log tabbed behind Activity).
    QDockWidget *processDock = m_layout->addDock(tr("Processes"), QStringLiteral("processesDock"), nullptr,
                                                 Qt::BottomDockWidgetArea);
    m_processContent = LazyDockContent::install(
        this, processDock, [this] { return m_processPane = new ProcessPane(m_logModel, this); });
    QDockWidget *logDock
        = m_layout->addDock(tr("Log"), QStringLiteral("logDock"), nullptr, Qt::BottomDockWidgetArea);
    LazyDockContent::install(this, logDock, [this] {
        m_logPane = new LogPane(m_logModel, this);
        connect(m_logPane, &LogPane::changesRequested, this,
                [this](QObject *source, const QString &commandId, const QString &command) {
                    if (auto *connection = qobject_cast<SandboxConnection *>(source))
                        ChangeSetDialog::showFor(connection->client(), commandId, command, m_logPane);
                });
        return m_logPane;
    });
    tabifyDockWidget(processDock, logDock);
    logDock->raise();

    // Every client's commands, from the agent's event feed (ActivityController does the work).
    m_activity = new ActivityController(this, this);
    QDockWidget *activityDock = m_layout->addDock(tr("Activity"), QStringLiteral("activityDock"),
                                                  m_activity->pane(), Qt::BottomDockWidgetArea);
    tabifyDockWidget(logDock, activityDock);
    m_layout->listDock(activityDock);
    connect(m_activity, &ActivityController::terminalRequested, this,
            [this](SandboxConnection *connection, const QString &sessionId) {
                m_terminals->openTerminal(connection, sessionId);
            });
    connect(m_activity, &ActivityController::errorOccurred, this, &MainWindow::showCallError);
    connect(m_activity, &ActivityController::processesChanged, this, [this](SandboxConnection *connection) {
        if (connection == currentConnection())
            processPane()->refresh();
    });
    connect(m_activity, &ActivityController::systemProcessEvent, this,
            [this](SandboxConnection *connection, const QJsonObject &event) {
                processPane()->allProcessesView()->applyEvent(connection, event);
            });

    auto *files = new FilesController(this);
    addPane(files, files->dock(), Qt::RightDockWidgetArea);
    tabifyDockWidget(envDock, files->dock());
    envDock->raise();
    auto *resources = new ResourcesController(this);
    addPane(resources, resources->dock(), Qt::BottomDockWidgetArea);
    connect(resources, &ResourcesController::sampled, this,
            [this](SandboxConnection *connection, const QJsonObject &sample) {
                processPane()->allProcessesView()->applyEvent(connection, sample);
            });
    tabifyDockWidget(activityDock, resources->dock());

    for (QDockWidget *dock : {sessionsDock, envDock, processDock, logDock})
        m_layout->listDock(dock);

    auto *code = new CodePaneController(this);
    addPane(code, code->dock(), Qt::BottomDockWidgetArea);
    tabifyDockWidget(activityDock, code->dock());
    auto *broadcast = new BroadcastController(m_terminals, this);
    addPane(broadcast, broadcast->dock(), Qt::BottomDockWidgetArea);
    tabifyDockWidget(code->dock(), broadcast->dock());
    activityDock->raise();
}

ProcessPane *MainWindow::processPane() const
{
    m_processContent->build();
    return m_processPane;
}

void MainWindow::createMenus()
{
    m_terminalActions = new TerminalActions(m_terminals, m_sessionActions->newTerminalAction(), this);
    m_menus->build(m_remotes, m_sessionActions, m_terminalActions, m_layout->dockActions());
    // Docks plugged in from now on are listed after the others.
    connect(m_layout, &DockLayout::dockListed, m_menus, &WindowMenus::addDockAction);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    m_layout->windowShown();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_layout->windowClosing();
    event->accept();
}

void MainWindow::addConnection(SandboxConnection *connection)
{
    connection->setParent(this);
    m_sessionModel->addConnection(connection);
    m_sessionList->connectionAdded(connection);
    connect(connection, &SandboxConnection::errorOccurred, this, &MainWindow::showError);
    connect(connection, &SandboxConnection::sessionsChanged, this, [this] {
        updateActions();
        m_statusConnection->showConnections(m_sessionModel->connections());
    });
    processPane()->addConnection(connection);
    m_terminals->connectionAdded(connection);
    for (PaneController *pane : std::as_const(m_panes))
        pane->connectionAdded(connection);
    m_activity->addConnection(connection);
    m_terminalList->addConnection(connection, m_activity->subscriptionOf(connection));
    connection->refresh();
}

SandboxConnection *MainWindow::connectToAgent(const QUrl &url, const QString &token, const QString &name)
{
    return m_remotes->connectToAgent(url, token, name);
}

void MainWindow::restoreRemoteConnections()
{
    m_remotes->restore();
}

QList<QPair<QString, QUrl>> MainWindow::savedRemotes()
{
    return RemoteConnections::savedRemotes();
}

SandboxConnection *MainWindow::currentConnection() const
{
    return m_sessionList->currentConnection();
}

QString MainWindow::currentSessionId() const
{
    return m_sessionList->currentSessionId();
}

void MainWindow::selectSession(SandboxConnection *connection, const QString &sessionId)
{
    m_sessionList->select(connection, sessionId);
}

void MainWindow::openTerminalWhenListed(SandboxConnection *connection, const QString &sessionId)
{
    m_sessionList->openTerminalWhenListed(connection, sessionId);
}

void MainWindow::restoreTerminalTabs()
{
    m_terminals->restoreTabs();
}

bool MainWindow::placeDock(QDockWidget *dock, Qt::DockWidgetArea area)
{
    return m_layout->placeDock(dock, area);
}

void MainWindow::addPane(PaneController *pane, QDockWidget *dock, Qt::DockWidgetArea area)
{
    registerPane(pane);
    if (dock) {
        m_layout->placeDock(dock, area);
        m_layout->listDock(dock);
    }
}

void MainWindow::registerPane(PaneController *pane)
{
    pane->setParent(this);
    m_panes.append(pane);
    connect(pane, &PaneController::errorOccurred, this, &MainWindow::showError);
    connect(pane, &PaneController::callFailed, this, &MainWindow::showCallError);
    for (SandboxConnection *connection : m_sessionModel->connections())
        pane->connectionAdded(connection);
    pane->currentSessionChanged(currentConnection(), currentSessionId());
}

void MainWindow::addFileAction(QAction *action)
{
    m_menus->addFileAction(action);
}

void MainWindow::currentSessionChanged()
{
    SandboxConnection *connection = currentConnection();
    const QString sessionId = currentSessionId();
    m_commandBar->setTarget(connection, sessionId);
    if (connection && !sessionId.isEmpty())
        m_terminals->showSession(connection, sessionId);
    processPane()->setCurrentConnection(connection);
    processPane()->setCurrentSession(sessionId.isEmpty() ? QStringLiteral("default") : sessionId);
    for (PaneController *pane : std::as_const(m_panes))
        pane->currentSessionChanged(connection, sessionId);
    updateActions();
}

void MainWindow::updateActions()
{
    m_sessionActions->updateActions();
    m_remotes->updateActions();
}

EnvEditorWidget *MainWindow::envEditor() const
{
    return m_environment->editor();
}

SessionSettingsWidget *MainWindow::sessionSettings() const
{
    return m_environment->settings();
}

void MainWindow::disconnectRemote()
{
    m_remotes->disconnectRemote();
}

void MainWindow::removeConnection(SandboxConnection *connection, const QString &notice)
{
    m_terminals->connectionRemoved(connection, notice);
    for (PaneController *pane : std::as_const(m_panes))
        pane->connectionRemoved(connection);
    processPane()->setCurrentConnection(nullptr);
    m_sessionModel->removeConnection(connection);
    connection->deleteLater();
    m_statusConnection->showConnections(m_sessionModel->connections());
    currentSessionChanged();
}

void MainWindow::setLocalSandboxStatus(const QString &state, const QString &detail, bool warning)
{
    // One label per state: the local sandbox's joins its connection state ("connected, isolated").
    m_statusConnection->setLocalNote({state, detail, warning});
    const QString text = tr("%1: %2").arg(SandboxConnection::localSandboxName(), state);
    m_logModel->append(QString(), warning ? LogModel::Kind::Error : LogModel::Kind::Info,
                       detail.isEmpty() ? text : tr("%1 (%2)").arg(text, detail));
}

void MainWindow::reportLocalSandboxProblem(const QString &message, const QString &detail)
{
    statusBar()->showMessage(message, 10000);
    m_logModel->append(QString(), LogModel::Kind::Error,
                       detail.isEmpty() ? message : tr("%1 (%2)").arg(message, detail));
}

void MainWindow::showError(const QString &message)
{
    statusBar()->showMessage(message, 10000);
    m_logModel->append(QString(), LogModel::Kind::Error, message);
}

void MainWindow::showAbout()
{
    AboutBox::show(this);
}

void MainWindow::showCallError(const QString &what, const SandboxError &error)
{
    // The status bar says it in words; the log keeps the agent's message and the code.
    statusBar()->showMessage(what.arg(ErrorText::sentence(error.code)), 10000);
    m_logModel->append(QString(), LogModel::Kind::Error, what.arg(ErrorText::withDetails(error)));
}

void MainWindow::addNoticeBar(QWidget *bar)
{
    if (auto *layout = qobject_cast<QVBoxLayout *>(centralWidget()->layout()))
        layout->insertWidget(0, bar);
}

} // namespace sandman
