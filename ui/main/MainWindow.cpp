// SPDX-License-Identifier: Apache-2.0
#include "MainWindow.h"

#include "AboutBox.h"
#include "AfterFirstPaint.h"
#include "CommandBar.h"
#include "ConnectionStatus.h"
#include "DockWidthFit.h"
#include "LanguageLoader.h"
#include "LazyDockContent.h"
#include "PaneController.h"
#include "StartupTrace.h"
#include "WindowGeometry.h"
#include "activity/ActivityController.h"
#include "activity/ActivityPane.h"
#include "broadcast/BroadcastController.h"
#include "code/CodePaneController.h"
#include "connect/RemoteConnections.h"
#include "connect/TokenStore.h"
#include "env/EnvironmentController.h"
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

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace sandman {

namespace {
// Not "window/geometry": that key holds QWidget::saveGeometry()'s frame position.
const QString kGeometryKey = QStringLiteral("window/placement");
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_sessionModel(new SessionTreeModel(this))
    , m_sessionView(new SessionTreeView(this))
    , m_logModel(new LogModel(this))
    , m_tokens(new TokenStore(this))
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
    restoreLayout();
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
    registerPane(m_sessionActions);
    registerPane(m_remotes);

    m_quitAction = new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"), this);
    // Ctrl+Q belongs to the program in a terminal (XON); Ctrl+Shift+Q quits from anywhere.
    m_quitAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q), QKeySequence::Quit});
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_aboutAction = new QAction(tr("&About Sandman"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createDocks()
{
    setDockNestingEnabled(true);

    m_sessionView->setModel(m_sessionModel);
    m_terminalList = new TerminalListController(m_sessionModel, m_sessionView, m_terminals, this);
    m_sessionView->setObjectName(QStringLiteral("sessionView"));
    m_sessionView->setUniformRowHeights(true);
    m_sessionView->setContextMenuPolicy(Qt::CustomContextMenu);
    m_sessionView->setColumnHidden(SessionTreeModel::DirectoryColumn, true);
    connect(m_sessionView, &QTreeView::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = m_sessionView->indexAt(pos);
        if (index.isValid())
            m_sessionView->setCurrentIndex(index);
        QMenu menu(this);
        m_sessionActions->addTo(&menu);
        if (m_remotes->disconnectAction()->isEnabled()) {
            menu.addAction(m_remotes->reconnectAction());
            menu.addAction(m_remotes->changeTokenAction());
            menu.addAction(m_remotes->disconnectAction());
        }
        menu.exec(m_sessionView->viewport()->mapToGlobal(pos));
    });
    connect(m_sessionView, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (m_terminalList->open(index))
            return; // a terminal row: its tab, its shell again, or a mirror
        if (!m_sessionModel->sessionIdAt(index).isEmpty())
            m_sessionActions->newTerminal();
    });

    auto *sessionsDock = new QDockWidget(tr("Sessions"), this);
    sessionsDock->setObjectName(QStringLiteral("sessionsDock"));
    sessionsDock->setWidget(m_sessionView);
    addDockWidget(Qt::LeftDockWidgetArea, sessionsDock);

    m_environment = new EnvironmentController(m_sessionModel, m_logModel, this);
    auto *envDock = new QDockWidget(tr("Environment"), this);
    envDock->setObjectName(QStringLiteral("environmentDock"));
    envDock->setWidget(m_environment->page());
    addDockWidget(Qt::RightDockWidgetArea, envDock);
    registerPane(m_environment);

    auto *processDock = new QDockWidget(tr("Processes"), this);
    processDock->setObjectName(QStringLiteral("processesDock"));
    m_processContent = LazyDockContent::install(
        this, processDock, [this] { return m_processPane = new ProcessPane(m_logModel, this); });
    addDockWidget(Qt::BottomDockWidgetArea, processDock);

    auto *logDock = new QDockWidget(tr("Log"), this);
    logDock->setObjectName(QStringLiteral("logDock"));
    // Tabbed behind Activity: its view is built once it shows or after the first frame.
    LazyDockContent::install(this, logDock, [this] { return m_logPane = new LogPane(m_logModel, this); });
    addDockWidget(Qt::BottomDockWidgetArea, logDock);
    tabifyDockWidget(processDock, logDock);
    logDock->raise();

    // Every client's commands, from the agent's event feed (ActivityController does the work).
    m_activity = new ActivityController(this, this);
    auto *activityDock = new QDockWidget(tr("Activity"), this);
    activityDock->setObjectName(QStringLiteral("activityDock"));
    activityDock->setWidget(m_activity->pane());
    addDockWidget(Qt::BottomDockWidgetArea, activityDock);
    tabifyDockWidget(logDock, activityDock);
    m_dockActions << activityDock->toggleViewAction();
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
    tabifyDockWidget(activityDock, resources->dock());

    for (QDockWidget *dock : {sessionsDock, envDock, processDock, logDock})
        m_dockActions << dock->toggleViewAction();

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
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(m_remotes->connectAction());
    fileMenu->addAction(m_remotes->reconnectAction());
    fileMenu->addAction(m_remotes->changeTokenAction());
    fileMenu->addAction(m_remotes->disconnectAction());
    fileMenu->addSeparator();
    fileMenu->addAction(m_quitAction);

    m_terminalActions = new TerminalActions(m_terminals, m_sessionActions->newTerminalAction(), this);
    m_terminalActions->addEditMenu(menuBar());

    m_sessionActions->addTo(menuBar()->addMenu(tr("&Session")));

    m_terminalActions->addTerminalMenu(menuBar());

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addActions(m_dockActions);
    m_viewMenu->addSeparator();
    QMenu *languageMenu = m_viewMenu->addMenu(tr("&Language"));
    auto *languageGroup = new QActionGroup(languageMenu);
    const QString saved = QSettings().value(QStringLiteral("language")).toString();
    QStringList choices{QString()};
    choices << LanguageLoader::availableLanguages();
    for (const QString &language : std::as_const(choices)) {
        QAction *action = languageMenu->addAction(language.isEmpty() ? tr("System Default")
                                                                     : LanguageLoader::displayName(language));
        action->setCheckable(true);
        action->setChecked(language == saved);
        languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, language] {
            QSettings().setValue(QStringLiteral("language"), language);
            statusBar()->showMessage(tr("The language changes when Sandman is started again."), 8000);
        });
    }

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(m_aboutAction);
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    if (!WindowGeometry::restore(this, settings.value(kGeometryKey).toByteArray())) {
        const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800);
        resize(qMin(1400, available.width() * 9 / 10), qMin(900, available.height() * 9 / 10));
    }
    m_savedState = settings.value(QStringLiteral("window/state")).toByteArray();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (std::exchange(m_layoutApplied, true))
        return;
    // The docks' sizes in a saved state are fitted to the window as it is when restored: at
    // its real size, hence now and not in the constructor (there every dock came back at its
    // minimum width). Docks added later (Kubernetes, panes plugged in with addPane) take their
    // saved place with restoreDockWidget().
    m_layoutRestored = restoreState(m_savedState);
    m_savedState.clear();
    if (m_layoutRestored)
        return;
    // First start: give the terminals most of the width. Dock sizes only stick once the
    // window has its real geometry, hence after the first event loop turn.
    QTimer::singleShot(0, this, [this] {
        const auto docks = findChildren<QDockWidget *>();
        QDockWidget *sessions = nullptr;
        QDockWidget *environment = nullptr;
        QDockWidget *log = nullptr;
        for (QDockWidget *dock : docks) {
            if (dock->objectName() == QLatin1String("sessionsDock"))
                sessions = dock;
            else if (dock->objectName() == QLatin1String("environmentDock"))
                environment = dock;
            else if (dock->objectName() == QLatin1String("activityDock")) // in front of its tab group
                log = dock;
        }
        if (sessions && environment) {
            resizeDocks({environment}, {width() * 3 / 10}, Qt::Horizontal);
            auto *fit = new DockWidthFit(this, sessions, static_cast<SessionTreeView *>(m_sessionView));
            // The names, states and timeouts whole, but the terminal keeps the most room: a
            // session's terminal rows (titles, often long paths) elide beyond a quarter.
            fit->start(width() / 5, width() / 4);
        }
        if (log)
            resizeDocks({log}, {height() / 3}, Qt::Vertical);
    });
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(kGeometryKey, WindowGeometry::save(this));
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::addConnection(SandboxConnection *connection)
{
    connection->setParent(this);
    m_sessionModel->addConnection(connection);
    m_sessionView->expand(m_sessionModel->indexOfConnection(connection));
    connect(connection, &SandboxConnection::errorOccurred, this, &MainWindow::showError);
    connect(connection, &SandboxConnection::sessionsChanged, this, [this, connection] {
        const QModelIndex sandboxIndex = m_sessionModel->indexOfConnection(connection);
        m_sessionView->setFirstColumnSpanned(sandboxIndex.row(), QModelIndex(), true);
        m_sessionView->expand(sandboxIndex);
        if (!m_sessionView->currentIndex().isValid()) {
            // Start on the session of the terminal in front (a tab reopened from the last run),
            // else the default one, so every pane has something to show: picking another would
            // bring another tab to the front.
            QModelIndex first;
            const int front = m_terminals->currentIndex();
            if (front >= 0 && m_terminals->connectionKeyAt(front) == TerminalTabs::connectionKey(connection))
                first = m_sessionModel->indexOfSession(connection, m_terminals->sessionIdAt(front));
            if (!first.isValid())
                first = m_sessionModel->indexOfSession(connection, QStringLiteral("default"));
            if (first.isValid())
                m_sessionView->setCurrentIndex(first);
        }
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
    return m_sessionModel->connectionAt(m_sessionView->currentIndex());
}

QString MainWindow::currentSessionId() const
{
    return m_sessionModel->sessionIdAt(m_sessionView->currentIndex());
}

void MainWindow::selectSession(SandboxConnection *connection, const QString &sessionId)
{
    const QModelIndex index = m_sessionModel->indexOfSession(connection, sessionId);
    if (index.isValid())
        m_sessionView->setCurrentIndex(index);
}

void MainWindow::openTerminalWhenListed(SandboxConnection *connection, const QString &sessionId)
{
    auto *context = new QObject(this);
    const auto tryOpen = [this, connection, sessionId, context] {
        if (connection->indexOfSession(sessionId) < 0)
            return;
        selectSession(connection, sessionId);
        m_terminals->openTerminal(connection, sessionId);
        context->deleteLater(); // once only
    };
    connect(connection, &SandboxConnection::sessionsChanged, context, tryOpen);
    tryOpen();
}

void MainWindow::restoreTerminalTabs()
{
    m_terminals->restoreTabs();
}

bool MainWindow::placeDock(QDockWidget *dock, Qt::DockWidgetArea area)
{
    if (m_layoutRestored && restoreDockWidget(dock))
        return true;
    addDockWidget(area, dock);
    return false;
}

void MainWindow::addPane(PaneController *pane, QDockWidget *dock, Qt::DockWidgetArea area)
{
    registerPane(pane);
    if (dock) {
        placeDock(dock, area);
        QAction *toggle = dock->toggleViewAction();
        m_dockActions << toggle;
        if (m_viewMenu) {
            const QList<QAction *> entries = m_viewMenu->actions();
            auto separator = std::find_if(entries.begin(), entries.end(),
                                          [](QAction *entry) { return entry->isSeparator(); });
            m_viewMenu->insertAction(separator == entries.end() ? nullptr : *separator, toggle);
        }
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
    QMenu *fileMenu = m_quitAction->associatedObjects().isEmpty()
        ? nullptr
        : qobject_cast<QMenu *>(m_quitAction->associatedObjects().constFirst());
    if (fileMenu)
        fileMenu->insertAction(m_quitAction, action);
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
