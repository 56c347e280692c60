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
#include "TerminalActions.h"
#include "TerminalListController.h"
#include "TerminalTabs.h"
#include "activity/ActivityController.h"
#include "activity/ActivityPane.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"
#include "connect/ConnectDialog.h"
#include "connect/TokenStore.h"
#include "env/EnvEditorWidget.h"
#include "env/EnvVarTableModel.h"
#include "log/ErrorText.h"
#include "log/LogModel.h"
#include "log/LogPane.h"
#include "processes/AllProcessesView.h"
#include "processes/ProcessPane.h"
#include "resources/ResourcesController.h"
#include "sessions/NewSessionDialog.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SessionSettingsWidget.h"
#include "sessions/SessionTreeModel.h"
#include "sessions/SessionTreeView.h"
#include "terminal/ClientTerminalChannel.h"

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

#include <algorithm>
#include <QVBoxLayout>

namespace sandman {

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
    connect(m_sessionModel, &QAbstractItemModel::dataChanged, this, &MainWindow::updateSessionSummary);
    connect(m_commandBar, &CommandBar::commandFinished, this,
            [this](SandboxConnection *connection, const QString &sessionId) {
                // A command may have exported variables: show the live environment again,
                // unless the user is in the middle of editing it.
                if (connection == currentConnection() && sessionId == currentSessionId()
                    && !m_envEditor->model()->hasPendingChanges())
                    loadEnvironment(connection, sessionId);
            });
    connect(m_terminals, &TerminalTabs::errorOccurred, this, &MainWindow::showError);
    // The terminal in front and the selected session are one: the panes act on the session
    // whose terminal the user is looking at.
    connect(m_terminals, &TerminalTabs::currentSessionChanged, this,
            [this](SandboxConnection *connection, const QString &sessionId) {
                if (connection && !sessionId.isEmpty()
                    && (connection != currentConnection() || sessionId != currentSessionId()))
                    selectSession(connection, sessionId);
            });
    m_terminals->setChannelFactory([this](SandboxConnection *connection, const QString &sessionId,
                                          const QString &terminalId, bool reattachOnly,
                                          QObject *parent) -> TerminalChannel * {
        // The view sends its real size as soon as it is laid out.
        auto *channel = ClientTerminalChannel::open(connection->client(), sessionId, 80, 24, terminalId,
                                                    parent, reattachOnly);
        if (channel) {
            connect(channel, &ClientTerminalChannel::errorOccurred, this,
                    [this, sessionId](const QString &message) {
                        showError(tr("Terminal of session \u201c%1\u201d: %2")
                                      .arg(sessionId, ErrorText::forTerminal(message)));
                    });
        }
        return channel;
    });

    // Closing a tab in which a command runs asks whether to detach or to end it.
    m_terminals->setCloseQuestion(
        [](SandboxConnection *connection, const QString &sessionId, const QString &terminalId) {
            const QString id = terminalId.isEmpty() ? QStringLiteral("main") : terminalId;
            return connection->client()->listTerminals().then(
                [sessionId, id](const QList<TerminalInfo> &terminals) {
                    for (const TerminalInfo &terminal : terminals) {
                        if (terminal.sessionId == sessionId && terminal.terminalId == id)
                            return terminal.foreground;
                    }
                    return QString();
                });
        },
        [this](SandboxConnection *connection, const QString &sessionId, const QString &terminalId) {
            connection->client()
                ->closeTerminal(sessionId, terminalId)
                .onFailed(this, [this](const SandboxException &e) {
                    showCallError(tr("Could not end the terminal: %1"), e.error());
                });
        });
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
    m_newSessionAction
        = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), tr("&New Session\u2026"), this);
    m_newSessionAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(m_newSessionAction, &QAction::triggered, this, &MainWindow::newSession);

    m_newTerminalAction
        = new QAction(QIcon::fromTheme(QStringLiteral("utilities-terminal")), tr("New &Terminal"), this);
    m_newTerminalAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    connect(m_newTerminalAction, &QAction::triggered, this, &MainWindow::newTerminal);

    m_deleteSessionAction
        = new QAction(QIcon::fromTheme(QStringLiteral("edit-delete")), tr("&Delete Session"), this);
    m_deleteSessionAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete));
    connect(m_deleteSessionAction, &QAction::triggered, this, &MainWindow::deleteSession);

    m_copyIdAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("&Copy Session ID"), this);
    connect(m_copyIdAction, &QAction::triggered, this, &MainWindow::copySessionId);

    m_refreshAction = new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Refresh"), this);
    m_refreshAction->setShortcut(QKeySequence::Refresh);
    connect(m_refreshAction, &QAction::triggered, this, &MainWindow::refreshSessions);

    m_connectAction = new QAction(QIcon::fromTheme(QStringLiteral("network-connect")),
                                  tr("&Connect to Remote Sandbox\u2026"), this);
    m_connectAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(m_connectAction, &QAction::triggered, this, &MainWindow::connectToRemote);

    m_disconnectAction = new QAction(QIcon::fromTheme(QStringLiteral("network-disconnect")),
                                     tr("&Disconnect Remote Sandbox"), this);
    connect(m_disconnectAction, &QAction::triggered, this, &MainWindow::disconnectRemote);
    m_changeTokenAction = new QAction(tr("Change To&ken\u2026"), this);
    m_changeTokenAction->setToolTip(tr("Give the selected remote sandbox another access token"));
    connect(m_changeTokenAction, &QAction::triggered, this, &MainWindow::changeToken);
    m_reconnectAction = new QAction(tr("&Reconnect Now"), this);
    connect(m_reconnectAction, &QAction::triggered, this, [this] {
        if (SandboxConnection *connection = currentConnection())
            connection->reconnectNow();
    });

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
        menu.addAction(m_newSessionAction);
        menu.addAction(m_newTerminalAction);
        menu.addSeparator();
        menu.addAction(m_copyIdAction);
        menu.addAction(m_refreshAction);
        menu.addSeparator();
        menu.addAction(m_deleteSessionAction);
        if (m_disconnectAction->isEnabled()) {
            menu.addAction(m_reconnectAction);
            menu.addAction(m_changeTokenAction);
            menu.addAction(m_disconnectAction);
        }
        menu.exec(m_sessionView->viewport()->mapToGlobal(pos));
    });
    connect(m_sessionView, &QTreeView::activated, this, [this](const QModelIndex &index) {
        if (m_terminalList->open(index))
            return; // a terminal row: its tab, its shell again, or a mirror
        if (!m_sessionModel->sessionIdAt(index).isEmpty())
            newTerminal();
    });

    auto *sessionsDock = new QDockWidget(tr("Sessions"), this);
    sessionsDock->setObjectName(QStringLiteral("sessionsDock"));
    sessionsDock->setWidget(m_sessionView);
    addDockWidget(Qt::LeftDockWidgetArea, sessionsDock);

    auto *envPage = new QWidget(this);
    m_sessionSettings = new SessionSettingsWidget(envPage);
    m_envEditor = new EnvEditorWidget(envPage);
    auto *envLayout = new QVBoxLayout(envPage);
    envLayout->setContentsMargins(4, 4, 4, 0);
    envLayout->addWidget(m_sessionSettings);
    envLayout->addWidget(m_envEditor, 1);
    connect(m_sessionSettings, &SessionSettingsWidget::timeoutApplyRequested, this,
            [this](const QString &sessionId, qint64 timeoutMs) {
                SandboxConnection *connection = currentConnection();
                if (!connection)
                    return;
                QPointer<SandboxConnection> guard = connection;
                connection->client()
                    ->setSessionCommandTimeout(sessionId, timeoutMs)
                    .then(this,
                          [this, guard, sessionId](const SessionInfo &info) {
                              m_logModel->append(
                                  sessionId, LogModel::Kind::Info,
                                  tr("Command timeout set to %1.")
                                      .arg(SessionTreeModel::formatTimeout(info.commandTimeoutMs)));
                              if (guard)
                                  guard->refresh();
                          })
                    .onFailed(this, [this](const SandboxException &e) {
                        showCallError(tr("Could not change the timeout: %1"), e.error());
                    });
            });
    connect(m_sessionSettings, &SessionSettingsWidget::directoryChanged, this,
            [this](const QString &sessionId, const QString &cwd) {
                m_logModel->append(sessionId, LogModel::Kind::Info,
                                   tr("Working directory changed to %1.").arg(cwd));
            });
    connect(m_sessionSettings, &SessionSettingsWidget::directoryChangeFailed, this,
            [this](const QString &sessionId, const QString &details) {
                m_logModel->append(sessionId, LogModel::Kind::Error, details);
            });
    connect(m_envEditor, &EnvEditorWidget::applyRequested, this,
            [this](const QString &sessionId, const QMap<QString, std::optional<QString>> &changes) {
                SandboxConnection *connection = currentConnection();
                if (!connection)
                    return;
                QPointer<SandboxConnection> guard = connection;
                connection->client()
                    ->setEnvVars(changes, sessionId)
                    .then(this,
                          [this, guard, sessionId, changes] {
                              m_logModel->append(
                                  sessionId, LogModel::Kind::Info,
                                  tr("Applied %n environment change(s).", nullptr, int(changes.size())));
                              if (guard)
                                  loadEnvironment(guard, sessionId);
                          })
                    .onFailed(this, [this, sessionId](const SandboxException &e) {
                        m_envEditor->setBusy(false,
                                             tr("Could not apply: %1").arg(ErrorText::sentence(e.code())));
                        m_logModel->append(sessionId, LogModel::Kind::Error,
                                           tr("Could not apply: %1").arg(ErrorText::withDetails(e.error())));
                    });
            });
    auto *envDock = new QDockWidget(tr("Environment"), this);
    envDock->setObjectName(QStringLiteral("environmentDock"));
    envDock->setWidget(envPage);
    addDockWidget(Qt::RightDockWidgetArea, envDock);

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
    connect(m_activity, &ActivityController::errorOccurred, this,
            [this](const QString &what, const SandboxError &error) { showCallError(what, error); });
    connect(m_activity, &ActivityController::processesChanged, this, [this](SandboxConnection *connection) {
        if (connection == currentConnection())
            processPane()->refresh();
    });
    connect(m_activity, &ActivityController::systemProcessEvent, this,
            [this](SandboxConnection *connection, const QJsonObject &event) {
                processPane()->allProcessesView()->applyEvent(connection, event);
            });

    auto *resources = new ResourcesController(this);
    addPane(resources, resources->dock(), Qt::BottomDockWidgetArea);
    tabifyDockWidget(activityDock, resources->dock());

    for (QDockWidget *dock : {sessionsDock, envDock, processDock, logDock})
        m_dockActions << dock->toggleViewAction();
}

ProcessPane *MainWindow::processPane() const
{
    m_processContent->build();
    return m_processPane;
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(m_connectAction);
    fileMenu->addAction(m_reconnectAction);
    fileMenu->addAction(m_changeTokenAction);
    fileMenu->addAction(m_disconnectAction);
    fileMenu->addSeparator();
    fileMenu->addAction(m_quitAction);

    m_terminalActions = new TerminalActions(m_terminals, m_newTerminalAction, this);
    m_terminalActions->addEditMenu(menuBar());

    QMenu *sessionMenu = menuBar()->addMenu(tr("&Session"));
    sessionMenu->addAction(m_newSessionAction);
    sessionMenu->addAction(m_newTerminalAction);
    sessionMenu->addSeparator();
    sessionMenu->addAction(m_copyIdAction);
    sessionMenu->addAction(m_refreshAction);
    sessionMenu->addSeparator();
    sessionMenu->addAction(m_deleteSessionAction);

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
    const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800);
        resize(qMin(1400, available.width() * 9 / 10), qMin(900, available.height() * 9 / 10));
    }
    if (restoreState(settings.value(QStringLiteral("window/state")).toByteArray()))
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
            else if (dock->objectName() == QLatin1String("logDock"))
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
            resizeDocks({log}, {height() / 4}, Qt::Vertical);
    });
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
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
            // Start on the default session so every pane has something to show.
            const QModelIndex first = m_sessionModel->indexOfSession(connection, QStringLiteral("default"));
            if (first.isValid())
                m_sessionView->setCurrentIndex(first);
        }
        updateActions();
        updateSessionSummary();
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
    WebSocketTransport::Options options;
    options.token = token.toUtf8();
    auto *transport = new WebSocketTransport(url, options);
    auto *connection = new SandboxConnection(name, transport, false, this);
    transport->open(); // first: the list is asked for once connected, not before
    addConnection(connection);
    return connection;
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

void MainWindow::addPane(PaneController *pane, QDockWidget *dock, Qt::DockWidgetArea area)
{
    pane->setParent(this);
    m_panes.append(pane);
    connect(pane, &PaneController::errorOccurred, this, &MainWindow::showError);
    if (dock) {
        addDockWidget(area, dock);
        QAction *toggle = dock->toggleViewAction();
        m_dockActions << toggle;
        if (m_viewMenu) {
            const QList<QAction *> entries = m_viewMenu->actions();
            auto separator = std::find_if(entries.begin(), entries.end(),
                                          [](QAction *entry) { return entry->isSeparator(); });
            m_viewMenu->insertAction(separator == entries.end() ? nullptr : *separator, toggle);
        }
    }
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
    updateSessionSummary();
    if (!connection || sessionId.isEmpty()) {
        m_envEditor->setSession({}, {});
        return;
    }
    if (sessionId != m_envEditor->sessionId())
        loadEnvironment(connection, sessionId);
}

void MainWindow::loadEnvironment(SandboxConnection *connection, const QString &sessionId)
{
    m_envEditor->setBusy(true, tr("Loading the environment of \u201c%1\u201d\u2026").arg(sessionId));
    QPointer<SandboxConnection> guard = connection;
    connection->client()
        ->getEnvVars(sessionId)
        .then(this,
              [this, guard, sessionId](const QMap<QString, QString> &variables) {
                  // The user may have moved on to another session meanwhile.
                  // Unapplied edits are kept per sandbox and session, not per id alone.
                  if (guard == currentConnection() && sessionId == currentSessionId())
                      m_envEditor->setSession(sessionId, variables,
                                              QString::number(quintptr(guard.data()), 16) + QLatin1Char('/')
                                                  + sessionId);
              })
        .onFailed(this, [this, sessionId](const SandboxException &e) {
            if (sessionId == currentSessionId()) {
                m_envEditor->setSession({}, {});
                m_envEditor->setBusy(
                    false, tr("Could not read the environment: %1").arg(ErrorText::sentence(e.code())));
                m_logModel->append(
                    sessionId, LogModel::Kind::Error,
                    tr("Could not read the environment: %1").arg(ErrorText::withDetails(e.error())));
            }
        });
}

void MainWindow::updateSessionSummary()
{
    SandboxConnection *connection = currentConnection();
    const QString sessionId = currentSessionId();
    const int index = connection ? connection->indexOfSession(sessionId) : -1;
    if (index < 0)
        m_sessionSettings->clear();
    else
        m_sessionSettings->setSession(connection, connection->sessions().at(index));
}

void MainWindow::updateActions()
{
    SandboxConnection *connection = currentConnection();
    const QString sessionId = currentSessionId();
    const bool connected = connection && connection->isConnected();
    m_newSessionAction->setEnabled(connected);
    m_newTerminalAction->setEnabled(connected && !sessionId.isEmpty());
    m_deleteSessionAction->setEnabled(connected && !sessionId.isEmpty()
                                      && sessionId != QLatin1String("default"));
    m_copyIdAction->setEnabled(!sessionId.isEmpty());
    m_refreshAction->setEnabled(connection != nullptr);
    m_disconnectAction->setEnabled(connection && !connection->isLocal());
    m_changeTokenAction->setEnabled(connection && !connection->isLocal());
    m_reconnectAction->setEnabled(connection && !connection->isLocal() && !connection->isConnected());
}

void MainWindow::newSession()
{
    SandboxConnection *connection = currentConnection();
    if (!connection)
        return;
    NewSessionDialog dialog(connection->name(), this);
    QPointer<SandboxConnection> guard = connection;
    dialog.setFolders(NewSessionDialog::foldersOf(connection->client()));
    if (dialog.exec() != QDialog::Accepted || !guard)
        return;
    connection->client()
        ->createSession(dialog.options())
        .then(this,
              [this, guard](const SessionInfo &info) {
                  m_logModel->append(info.id, LogModel::Kind::Info,
                                     tr("Session created; working directory: %1.").arg(info.cwd));
                  if (!info.note.isEmpty())
                      m_logModel->append(info.id, LogModel::Kind::Info, info.note);
                  if (!guard)
                      return;
                  guard->refresh();
                  connect(
                      guard, &SandboxConnection::sessionsChanged, this,
                      [this, guard, id = info.id] { selectSession(guard, id); }, Qt::SingleShotConnection);
              })
        .onFailed(this, [this](const SandboxException &e) {
            showCallError(tr("Could not create the session: %1"), e.error());
        });
}

void MainWindow::newTerminal()
{
    SandboxConnection *connection = currentConnection();
    const QString sessionId = currentSessionId();
    if (connection && !sessionId.isEmpty())
        m_terminals->openTerminal(connection, sessionId);
}

void MainWindow::deleteSession()
{
    SandboxConnection *connection = currentConnection();
    const QString sessionId = currentSessionId();
    if (!connection || sessionId.isEmpty() || sessionId == QLatin1String("default"))
        return;
    const auto answer = QMessageBox::question(
        this, tr("Delete Session"),
        tr("Delete session \u201c%1\u201d? Its shell and every command and process it runs are ended.")
            .arg(sessionId),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    QPointer<SandboxConnection> guard = connection;
    connection->client()
        ->deleteSession(sessionId)
        .then(this,
              [this, guard, sessionId](const QString &) {
                  m_logModel->append(sessionId, LogModel::Kind::Info, tr("Session deleted."));
                  m_terminals->sessionDeleted(guard, sessionId);
                  if (guard)
                      guard->refresh();
              })
        .onFailed(this, [this](const SandboxException &e) {
            showCallError(tr("Could not delete the session: %1"), e.error());
        });
}

void MainWindow::copySessionId()
{
    const QString sessionId = currentSessionId();
    if (!sessionId.isEmpty())
        QApplication::clipboard()->setText(sessionId);
}

void MainWindow::refreshSessions()
{
    for (SandboxConnection *connection : m_sessionModel->connections())
        connection->refresh();
}

void MainWindow::connectToRemote()
{
    ConnectDialog dialog(m_tokens, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QUrl url = dialog.url();
    if (dialog.rememberToken() && !dialog.token().isEmpty()) {
        m_tokens->store(url.toString(), dialog.token(), [this](bool ok, const QString &error) {
            if (!ok)
                statusBar()->showMessage(tr("The token was not saved in the keyring: %1").arg(error), 8000);
        });
    }
    // One entry per agent: connecting to one already listed gives it the new token instead.
    SandboxConnection *existing = nullptr;
    for (SandboxConnection *connection : m_sessionModel->connections()) {
        if (!connection->isLocal() && QUrl(connection->endpoint()) == url)
            existing = connection;
    }
    if (existing) {
        existing->changeToken(dialog.token().toUtf8());
        m_sessionView->setCurrentIndex(m_sessionModel->indexOfConnection(existing));
    } else {
        connectToAgent(url, dialog.token(), dialog.displayName());
    }
    QList<QPair<QString, QUrl>> remotes = savedRemotes();
    remotes.removeIf([&url](const QPair<QString, QUrl> &remote) { return remote.second == url; });
    remotes.append({dialog.displayName(), url});
    saveRemotes(remotes);
}

void MainWindow::changeToken()
{
    SandboxConnection *connection = currentConnection();
    if (!connection || connection->isLocal())
        return;
    bool ok = false;
    const QString token = QInputDialog::getText(this, tr("Change Token"),
                                                tr("Access token for %1:").arg(connection->endpoint()),
                                                QLineEdit::Password, QString(), &ok);
    if (!ok || token.trimmed().isEmpty())
        return;
    m_tokens->store(
        QUrl(connection->endpoint()).toString(), token.trimmed(), [this](bool stored, const QString &error) {
            if (!stored)
                statusBar()->showMessage(tr("The token was not saved in the keyring: %1").arg(error), 8000);
        });
    connection->changeToken(token.trimmed().toUtf8());
}

void MainWindow::disconnectRemote()
{
    SandboxConnection *connection = currentConnection();
    if (!connection || connection->isLocal())
        return;
    const QUrl url(connection->endpoint());
    QList<QPair<QString, QUrl>> remotes = savedRemotes();
    remotes.removeIf([&url](const QPair<QString, QUrl> &remote) { return remote.second == url; });
    saveRemotes(remotes);
    m_logModel->append(QString(), LogModel::Kind::Info, tr("Disconnected from %1.").arg(connection->name()));
    removeConnection(connection, tr("[Disconnected from %1]").arg(connection->name()));
}

void MainWindow::removeConnection(SandboxConnection *connection, const QString &notice)
{
    m_terminals->connectionRemoved(connection, notice);
    for (PaneController *pane : std::as_const(m_panes))
        pane->connectionRemoved(connection);
    processPane()->setCurrentConnection(nullptr);
    m_sessionModel->removeConnection(connection);
    connection->deleteLater();
    currentSessionChanged();
}

QList<QPair<QString, QUrl>> MainWindow::savedRemotes()
{
    QList<QPair<QString, QUrl>> remotes;
    QSettings settings;
    const int count = settings.beginReadArray(QStringLiteral("remotes"));
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        const QUrl url = settings.value(QStringLiteral("url")).toUrl();
        if (url.isValid())
            remotes.append({settings.value(QStringLiteral("name")).toString(), url});
    }
    settings.endArray();
    return remotes;
}

void MainWindow::saveRemotes(const QList<QPair<QString, QUrl>> &remotes)
{
    QSettings settings;
    settings.beginWriteArray(QStringLiteral("remotes"), int(remotes.size()));
    for (int i = 0; i < remotes.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), remotes[i].first);
        settings.setValue(QStringLiteral("url"), remotes[i].second);
    }
    settings.endArray();
}

void MainWindow::restoreRemoteConnections()
{
    for (const auto &[name, url] : savedRemotes()) {
        m_tokens->load(url.toString(),
                       [this, name = name, url = url](bool ok, const QString &token, const QString &error) {
                           if (!ok)
                               m_logModel->append(QString(), LogModel::Kind::Info,
                                                  tr("No stored token for %1: %2").arg(name, error));
                           // Without a stored token the agent refuses us; the list shows it as not connected
                           // and the user can connect again with the token.
                           connectToAgent(url, ok ? token : QString(), name);
                       });
    }
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
