// SPDX-License-Identifier: Apache-2.0
#include "TerminalTabs.h"

#include "StartupTrace.h"
#include "TerminalFindBar.h"
#include "TerminalMirrorBanner.h"
#include "TerminalMirrorScroller.h"
#include "TerminalSplitMenu.h"
#include "protocol/TerminalRequest.h"
#include "sessions/SandboxConnection.h"
#include "terminal/ClientTerminalChannel.h"
#include "terminal/TerminalChannel.h"
#include "terminal/TerminalView.h"

#include <QAction>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QUuid>
#include <QVBoxLayout>

#include <utility>

namespace sandman {

namespace {
const char *const kSessionProperty = "sandmanSessionId";
const char *const kConnectionProperty = "sandmanConnection";
const char *const kConnectionKeyProperty = "sandmanConnectionKey";
const char *const kEndedProperty = "sandmanEnded";
const char *const kTerminalIdProperty = "sandmanTerminalId";
// Why the connection was lost while it is being restored; true once it is lost for good.
const char *const kReconnectingProperty = "sandmanReconnecting";
const char *const kDisconnectedProperty = "sandmanDisconnected";
const char *const kCustomTitleProperty = "sandmanCustomTitle";
// The argv of a tab that runs a command instead of a shell (not remembered).
const char *const kCommandProperty = "sandmanCommand";
// Whose terminal a read-only mirror shows (not remembered).
const char *const kMirrorProperty = "sandmanMirrorOf";
// What the agent says when a viewer comes back to a terminal it does not know (any more):
// its shell ended while nobody watched, or the agent was started again since.
const QLatin1String kTerminalEnded("the terminal has ended");
const QString kTabsKey = QStringLiteral("terminals/tabs");
const QString kCurrentTabKey = QStringLiteral("terminals/current");
// A split tab's panes: {"tree": TerminalPaneTree::toJson(), "focus": index of the current pane}.
const QString kPanesKey = QStringLiteral("panes");
} // namespace

TerminalTabs::TerminalTabs(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_banner(new TerminalMirrorBanner(this))
{
    m_banner->hide();
    connect(m_banner, &TerminalMirrorBanner::takeOverRequested, this,
            [this] { takeOverInput(m_tabs->currentIndex()); });
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    m_tabs->setElideMode(Qt::ElideMiddle);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &TerminalTabs::closeTab);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (!m_restoring && !m_backgroundAttach.isEmpty())
            attachBackgroundTabs();
        if (m_findBar)
            m_findBar->setTerminal(terminalAt(index));
        if (TerminalView *view = terminalAt(index))
            view->setFocus();
        updateActions();
        saveTabs();
        updateBanner();
        emit currentSessionChanged(connectionAt(index), sessionIdAt(index));
    });
    connect(m_tabs->tabBar(), &QTabBar::tabBarDoubleClicked, this, &TerminalTabs::renameTabInteractively);
    m_tabs->tabBar()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tabs->tabBar(), &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const int index = m_tabs->tabBar()->tabAt(pos);
        if (index >= 0) {
            m_tabs->setCurrentIndex(index);
            emit contextMenuRequested(index, m_tabs->tabBar()->mapToGlobal(pos));
        }
    });
    connect(m_tabs->tabBar(), &QTabBar::tabMoved, this, &TerminalTabs::saveTabs);

    auto *placeholder
        = new QLabel(tr("<p style='font-size:large'>No terminal open</p>"
                        "<p>Double-click a session, or select it and press Ctrl+Shift+T,<br>"
                        "to open a terminal in its working directory with its environment.</p>"),
                     this);
    placeholder->setAlignment(Qt::AlignCenter);
    placeholder->setWordWrap(true);
    placeholder->setEnabled(false);

    m_stack->addWidget(placeholder);
    m_stack->addWidget(m_tabs);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner);
    layout->addWidget(m_stack);

    auto *findAction = m_findAction = new QAction(tr("Find in Terminal\u2026"), this);
    findAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    findAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(findAction, &QAction::triggered, this, [this] {
        if (m_tabs->count() > 0)
            findBar()->open();
    });
    addAction(findAction);

    auto *closeAction = m_closeAction = new QAction(tr("Close Terminal"), this);
    closeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    closeAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(closeAction, &QAction::triggered, this, &TerminalTabs::closeCurrentPane);
    addAction(closeAction);
    auto *nextAction = m_nextAction = new QAction(tr("Next Terminal"), this);
    nextAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    nextAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(nextAction, &QAction::triggered, this, [this] {
        if (m_tabs->count() > 1)
            m_tabs->setCurrentIndex((m_tabs->currentIndex() + 1) % m_tabs->count());
    });
    addAction(nextAction);
    auto *previousAction = m_previousAction = new QAction(tr("Previous Terminal"), this);
    previousAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    previousAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(previousAction, &QAction::triggered, this, [this] {
        if (m_tabs->count() > 1)
            m_tabs->setCurrentIndex((m_tabs->currentIndex() + m_tabs->count() - 1) % m_tabs->count());
    });
    addAction(previousAction);

    // As Konsole: Ctrl+( and Ctrl+) (shifted on most layouts, so they never reach the program).
    const auto addSplitAction = [this](const QString &text, Qt::Key key, Qt::Orientation orientation) {
        auto *action = new QAction(text, this);
        // Shifted too: a key event may carry the Shift that typed the parenthesis.
        action->setShortcuts({QKeySequence(Qt::CTRL | key), QKeySequence(Qt::CTRL | Qt::SHIFT | key)});
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, [this, orientation] { splitCurrent(orientation); });
        addAction(action);
        return action;
    };
    m_splitLeftRightAction = addSplitAction(tr("Split &Left/Right"), Qt::Key_ParenLeft, Qt::Horizontal);
    m_splitTopBottomAction = addSplitAction(tr("Split &Top/Bottom"), Qt::Key_ParenRight, Qt::Vertical);
    const Qt::Orientation orientations[] = {Qt::Horizontal, Qt::Vertical};
    for (int i = 0; i < 2; ++i) {
        const Qt::Key key = i == 0 ? Qt::Key_ParenLeft : Qt::Key_ParenRight;
        auto *menu
            = new TerminalSplitMenu(this, orientations[i], QKeySequence(Qt::CTRL | Qt::ALT | key), this);
        addAction(menu->popupAction());
        m_splitMenus[i] = menu;
    }
    // Ctrl+Shift+arrows: the terminal leaves Ctrl+Shift keys to the application. Enabled only
    // while the tab is split, so that otherwise the keys still reach the program.
    const struct {
        QString text;
        Qt::Key key;
        TerminalPaneTree::Direction direction;
    } focusActions[] = {
        {tr("Focus Left Pane"), Qt::Key_Left, TerminalPaneTree::Direction::Left},
        {tr("Focus Right Pane"), Qt::Key_Right, TerminalPaneTree::Direction::Right},
        {tr("Focus Pane Above"), Qt::Key_Up, TerminalPaneTree::Direction::Up},
        {tr("Focus Pane Below"), Qt::Key_Down, TerminalPaneTree::Direction::Down},
    };
    for (const auto &entry : focusActions) {
        auto *action = new QAction(entry.text, this);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | entry.key));
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        const TerminalPaneTree::Direction direction = entry.direction;
        connect(action, &QAction::triggered, this, [this, direction] { focusPane(direction); });
        addAction(action);
        m_focusActions.append(action);
    }
    // As Konsole's Expand View / Shrink View: Ctrl+Shift+] and Ctrl+Shift+[.
    const auto addResizeAction = [this](const QString &text, Qt::Key key, Qt::Key shifted, int steps) {
        auto *action = new QAction(text, this);
        action->setShortcuts(
            {QKeySequence(Qt::CTRL | Qt::SHIFT | key), QKeySequence(Qt::CTRL | Qt::SHIFT | shifted)});
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, [this, steps] {
            if (TerminalPaneTree *tree = paneTreeAt(currentIndex()))
                tree->resizeCurrent(steps);
        });
        addAction(action);
        m_resizeActions.append(action);
    };
    addResizeAction(tr("Expand Pane"), Qt::Key_BracketRight, Qt::Key_BraceRight, 1);
    addResizeAction(tr("Shrink Pane"), Qt::Key_BracketLeft, Qt::Key_BraceLeft, -1);
    updatePlaceholder();
    updateActions();
}

void TerminalTabs::updateActions()
{
    const TerminalPaneTree *tree = paneTreeAt(currentIndex());
    const bool split = tree && tree->views().size() > 1;
    for (QAction *action : m_focusActions + m_resizeActions)
        action->setEnabled(split);
    // A mirror is someone else's terminal: no shell of this window's is started beside it.
    const TerminalView *view = currentTerminal();
    const bool canSplit = view && !view->property(kMirrorProperty).isValid();
    m_splitLeftRightAction->setEnabled(canSplit);
    m_splitTopBottomAction->setEnabled(canSplit);
    for (QMenu *menu : m_splitMenus)
        menu->menuAction()->setEnabled(canSplit);
}

QMenu *TerminalTabs::splitInSessionMenu(Qt::Orientation orientation) const
{
    return m_splitMenus[orientation == Qt::Horizontal ? 0 : 1];
}

TerminalView *TerminalTabs::splitCurrent(Qt::Orientation orientation, const QString &session)
{
    TerminalPaneTree *tree = paneTreeAt(currentIndex());
    TerminalView *at = currentTerminal();
    if (!tree || !at || at->property(kMirrorProperty).isValid())
        return nullptr;
    SandboxConnection *connection = connectionAt(currentIndex());
    const QString own = at->property(kSessionProperty).toString();
    const QString sessionId = session.isEmpty() ? own : session;
    if (!connection || !m_factory) {
        emit errorOccurred(tr("The terminal cannot be split while its sandbox is not connected."));
        return nullptr;
    }
    // Another session must be one the sandbox has: the agent would start none.
    if (sessionId != own && connection->indexOfSession(sessionId) < 0) {
        emit errorOccurred(tr("The sandbox has no session \u201c%1\u201d.").arg(sessionId));
        return nullptr;
    }
    TerminalView *view
        = makeView(connectionKey(connection), sessionId, freeTerminalId(connection, sessionId));
    tree->split(at, view, orientation);
    if (!attachChannel(view, connection, false)) {
        tree->remove(view);
        delete view;
        emit errorOccurred(tr("Could not open a terminal in session \u201c%1\u201d.").arg(sessionId));
        return nullptr;
    }
    tree->setCurrent(view);
    updateActions();
    saveTabs();
    return view;
}

bool TerminalTabs::focusPane(TerminalPaneTree::Direction direction)
{
    TerminalPaneTree *tree = paneTreeAt(currentIndex());
    TerminalView *view = tree ? tree->neighbour(direction) : nullptr;
    if (view)
        tree->setCurrent(view);
    return view != nullptr;
}

TerminalPaneTree *TerminalTabs::paneTreeAt(int index) const
{
    return qobject_cast<TerminalPaneTree *>(m_tabs->widget(index));
}

TerminalPaneTree *TerminalTabs::paneTreeOf(const TerminalView *view) const
{
    for (int i = 0; i < m_tabs->count(); ++i) {
        TerminalPaneTree *tree = paneTreeAt(i);
        if (tree && tree->contains(view))
            return tree;
    }
    return nullptr;
}

QList<TerminalView *> TerminalTabs::allViews() const
{
    QList<TerminalView *> views;
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (const TerminalPaneTree *tree = paneTreeAt(i))
            views += tree->views();
    }
    return views;
}

TerminalView *TerminalTabs::openTerminal(SandboxConnection *connection, const QString &sessionId)
{
    if (!m_factory || !connection) {
        emit errorOccurred(tr("Terminals are not available for this sandbox."));
        return nullptr;
    }
    TerminalView *view = addView(connectionKey(connection), sessionId, freeTerminalId(connection, sessionId));
    if (!attachChannel(view, connection, false)) {
        delete paneTreeOf(view);
        updatePlaceholder();
        emit errorOccurred(tr("Could not open a terminal in session \u201c%1\u201d.").arg(sessionId));
        return nullptr;
    }
    m_tabs->setCurrentIndex(indexOfView(view));
    view->setFocus();
    saveTabs();
    return view;
}

TerminalView *TerminalTabs::openTerminal(SandboxConnection *connection, const TerminalRequest &request)
{
    if (!connection) {
        emit errorOccurred(tr("Terminals are not available for this sandbox."));
        return nullptr;
    }
    TerminalRequest opening = request;
    opening.reattach = false;
    if (opening.terminalId.isEmpty()) // unique: neither a detached shell nor another window's command
        opening.terminalId = QStringLiteral("run-") + QUuid::createUuid().toString(QUuid::Id128).left(12);
    TerminalView *view = addView(connectionKey(connection), opening.sessionId, opening.terminalId);
    if (!opening.command.isEmpty()) {
        view->setProperty(kCommandProperty, opening.command);
        view->setRunsCommand(true);
        updateTitle(view);
    }
    TerminalChannel *channel = requestChannel(connection, opening, view);
    if (!channel) {
        delete paneTreeOf(view);
        updatePlaceholder();
        emit errorOccurred(tr("Could not open a terminal in session \u201c%1\u201d.").arg(opening.sessionId));
        return nullptr;
    }
    wireChannel(view, connection, channel);
    m_tabs->setCurrentIndex(indexOfView(view));
    view->setFocus();
    saveTabs();
    return view;
}

TerminalChannel *TerminalTabs::requestChannel(SandboxConnection *connection, const TerminalRequest &request,
                                              QObject *parent)
{
    return m_requestFactory ? m_requestFactory(connection, request, parent)
                            : ClientTerminalChannel::open(connection->client(), request, parent);
}

namespace {
// A tab names the session's main terminal with the empty id (see freeTerminalId()).
QString tabTerminalId(const QString &agentId)
{
    return agentId == QLatin1String("main") ? QString() : agentId;
}
} // namespace

int TerminalTabs::indexOfTerminal(SandboxConnection *connection, const QString &sessionId,
                                  const QString &terminalId) const
{
    if (!connection)
        return -1;
    return indexOfView(findView(connection, sessionId, terminalId));
}

TerminalView *TerminalTabs::findView(SandboxConnection *connection, const QString &sessionId,
                                     const QString &terminalId) const
{
    if (!connection)
        return nullptr;
    const QString key = connectionKey(connection);
    const QString id = tabTerminalId(terminalId);
    for (TerminalView *view : allViews()) {
        if (view->property(kConnectionKeyProperty).toString() == key
            && view->property(kSessionProperty).toString() == sessionId
            && view->property(kTerminalIdProperty).toString() == id
            && !view->property(kEndedProperty).isValid())
            return view;
    }
    return nullptr;
}

bool TerminalTabs::showTerminal(SandboxConnection *connection, const QString &sessionId,
                                const QString &terminalId)
{
    TerminalView *view = findView(connection, sessionId, terminalId);
    if (view) {
        m_tabs->setCurrentIndex(indexOfView(view));
        paneTreeOf(view)->setCurrent(view);
    }
    return view != nullptr;
}

TerminalView *TerminalTabs::openExisting(SandboxConnection *connection, const QString &sessionId,
                                         const QString &terminalId)
{
    TerminalView *open = findView(connection, sessionId, terminalId);
    if (open && !open->property(kMirrorProperty).isValid()) {
        showTerminal(connection, sessionId, terminalId);
        return open;
    }
    if (!m_factory || !connection) {
        emit errorOccurred(tr("Terminals are not available for this sandbox."));
        return nullptr;
    }
    TerminalView *view = addView(connectionKey(connection), sessionId, tabTerminalId(terminalId));
    if (!attachChannel(view, connection, true)) {
        delete paneTreeOf(view);
        updatePlaceholder();
        emit errorOccurred(tr("Could not open a terminal in session \u201c%1\u201d.").arg(sessionId));
        return nullptr;
    }
    if (open) // it replaces the mirror on the same shell
        removePane(open);
    m_tabs->setCurrentIndex(indexOfView(view));
    view->setFocus();
    saveTabs();
    return view;
}

TerminalView *TerminalTabs::openMirror(SandboxConnection *connection, const QString &sessionId,
                                       const QString &terminalId, const QString &who)
{
    if (showTerminal(connection, sessionId, terminalId))
        return currentTerminal();
    if (!connection) {
        emit errorOccurred(tr("Terminals are not available for this sandbox."));
        return nullptr;
    }
    TerminalRequest request;
    request.sessionId = sessionId;
    request.terminalId = terminalId;
    request.reattach = true; // never start a shell in its place
    request.readOnly = true;
    // At its owner's size, in an area that scrolls to what this window is too small for.
    TerminalView *view = makeView(connectionKey(connection), sessionId, tabTerminalId(terminalId));
    addPaneTree(new TerminalMirrorScroller(view));
    view->setProperty(kMirrorProperty, who);
    TerminalChannel *channel = requestChannel(connection, request, view);
    if (!channel) {
        delete paneTreeOf(view);
        updatePlaceholder();
        emit errorOccurred(tr("Could not watch the terminal in session \u201c%1\u201d.").arg(sessionId));
        return nullptr;
    }
    wireChannel(view, connection, channel);
    // The mirror takes the owner's size (TerminalView::setFixedGridSize): the banner says it.
    connect(view, &TerminalView::terminalSizeChanged, this, &TerminalTabs::updateBanner);
    updateTitle(view);
    m_tabs->setCurrentIndex(indexOfView(view));
    updateBanner();
    return view;
}

bool TerminalTabs::isMirror(int index) const
{
    const TerminalView *view = terminalAt(index);
    return view && view->property(kMirrorProperty).isValid();
}

void TerminalTabs::takeOverInput(int index)
{
    if (!isMirror(index))
        return;
    TerminalView *mirror = terminalAt(index);
    SandboxConnection *connection = connectionAt(index);
    const QString sessionId = sessionIdAt(index);
    QString terminalId = mirror->property(kTerminalIdProperty).toString();
    if (terminalId.isEmpty())
        terminalId = QStringLiteral("main");
    // A new tab in its place: the shell's output is replayed into a fresh screen.
    if (TerminalView *view = openExisting(connection, sessionId, terminalId)) {
        const int at = indexOfView(view);
        if (at >= 0 && at != index)
            m_tabs->tabBar()->moveTab(at, qMin(index, m_tabs->count() - 1));
        m_tabs->setCurrentWidget(view);
        saveTabs();
    }
    updateBanner();
}

void TerminalTabs::updateBanner()
{
    const TerminalView *view = terminalAt(m_tabs->currentIndex());
    const QVariant who = view ? view->property(kMirrorProperty) : QVariant();
    if (who.isValid()) {
        m_banner->setOwner(who.toString());
        m_banner->setOwnerSize(view->fixedGridSize());
    }
    m_banner->setVisible(who.isValid());
}

bool TerminalTabs::runsCommand(int index) const
{
    const TerminalView *view = terminalAt(index);
    return view && view->property(kCommandProperty).isValid();
}

TerminalView *TerminalTabs::addView(const QString &connectionKey, const QString &sessionId,
                                    const QString &terminalId)
{
    TerminalView *view = makeView(connectionKey, sessionId, terminalId);
    addPaneTree(view);
    return view;
}

TerminalFindBar *TerminalTabs::findBar()
{
    if (!m_findBar) {
        m_findBar = new TerminalFindBar(this);
        static_cast<QVBoxLayout *>(layout())->addWidget(m_findBar);
        m_findBar->setTerminal(currentTerminal());
    }
    return m_findBar;
}

TerminalPaneTree *TerminalTabs::addPaneTree(QWidget *root)
{
    auto *tree = new TerminalPaneTree(root, m_tabs);
    connect(tree, &TerminalPaneTree::currentChanged, this, [this, tree](TerminalView *current) {
        updateTitle(current);
        if (m_tabs->currentWidget() != tree)
            return;
        if (m_findBar)
            m_findBar->setTerminal(current);
        updateBanner();
        updateActions();
        saveTabs();
        emit currentSessionChanged(connectionAt(currentIndex()), sessionIdAt(currentIndex()));
    });
    connect(tree, &TerminalPaneTree::sizesChanged, this, &TerminalTabs::saveTabs);
    m_tabs->addTab(tree, QString());
    updateTitle(tree->current());
    updatePlaceholder();
    return tree;
}

TerminalView *TerminalTabs::makeView(const QString &connectionKey, const QString &sessionId,
                                     const QString &terminalId)
{
    auto *view = new TerminalView;
    view->setProperty(kSessionProperty, sessionId);
    view->setProperty(kTerminalIdProperty, terminalId);
    view->setProperty(kConnectionKeyProperty, connectionKey);
    connect(view, &TerminalView::titleChanged, this, [this, view] { updateTitle(view); });
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint &pos) {
        emit contextMenuRequested(indexOfView(view), view->mapToGlobal(pos));
    });
    connect(view, &TerminalView::finished, this, [this, view](int code) {
        view->setProperty(kEndedProperty, code);
        updateTitle(view);
    });
    return view;
}

bool TerminalTabs::attachChannel(TerminalView *view, SandboxConnection *connection, bool reattachOnly)
{
    const QString sessionId = view->property(kSessionProperty).toString();
    const QString terminalId = view->property(kTerminalIdProperty).toString();
    TerminalChannel *channel
        = m_factory ? m_factory(connection, sessionId, terminalId, reattachOnly, view) : nullptr;
    if (!channel)
        return false;
    wireChannel(view, connection, channel);
    return true;
}

void TerminalTabs::wireChannel(TerminalView *view, SandboxConnection *connection, TerminalChannel *channel)
{
    view->setProperty(kConnectionProperty, QVariant::fromValue<QObject *>(connection));
    if (!m_connections.contains(connection))
        m_connections.append(connection);
    view->setProperty(kDisconnectedProperty, QVariant());
    view->setChannel(channel);
    connect(channel, &TerminalChannel::reconnecting, view, [this, view](const QString &why) {
        view->setProperty(kReconnectingProperty, why);
        updateTitle(view);
    });
    connect(channel, &TerminalChannel::reattached, view, [this, view] {
        view->setProperty(kReconnectingProperty, QVariant());
        updateTitle(view);
    });
    connect(channel, &TerminalChannel::errorOccurred, view, [this, view](const QString &message) {
        view->setProperty(kReconnectingProperty, QVariant());
        if (message.contains(kTerminalEnded))
            view->setProperty(kEndedProperty, -1);
        else
            view->setProperty(kDisconnectedProperty, true);
        updateTitle(view);
    });
    updateTitle(view);
    emit tabsChanged();
}

QString TerminalTabs::connectionKey(const SandboxConnection *connection)
{
    return connection->isLocal() ? QStringLiteral("local") : connection->endpoint();
}

void TerminalTabs::restoreTabs()
{
    int current = -1;
    const QList<SavedRecord> saved = savedRecords(&current);
    m_restoring = true;
    // A visible QTabBar lays every tab out again on each insert and title: hidden while the
    // tabs come back, it lays them out once (20 tabs: ~25 ms of perf samples less).
    const bool tabBarShown = !m_tabs->tabBar()->isHidden();
    if (!saved.isEmpty())
        m_tabs->tabBar()->hide();
    for (const SavedRecord &record : saved) {
        const QString key = record.tab.connection;
        const auto leaf = [this, &key](const QJsonObject &pane) -> TerminalView * {
            const QString sessionId = pane.value(QStringLiteral("session")).toString();
            if (sessionId.isEmpty())
                return nullptr;
            return makeView(key, sessionId, pane.value(QStringLiteral("terminal")).toString());
        };
        QWidget *root
            = TerminalPaneTree::fromJson(record.panes.value(QStringLiteral("tree")).toObject(), leaf);
        // A record of a single pane (or of an older version, or damaged): the tab's own terminal.
        if (!root)
            root = makeView(key, record.tab.sessionId, record.tab.terminalId);
        TerminalPaneTree *tree = addPaneTree(root);
        const bool inFront = m_tabs->count() - 1 == (current >= 0 && current < saved.size() ? current : 0);
        const QList<TerminalView *> views = tree->views();
        const int focus = record.panes.value(QStringLiteral("focus")).toInt();
        if (focus > 0 && focus < views.size()) {
            tree->setCurrent(views.at(focus));
            updateTitle(views.at(focus));
        }
        for (const QPointer<SandboxConnection> &connection : std::as_const(m_connections)) {
            if (connection && connectionKey(connection) == key) {
                for (TerminalView *view : views) {
                    if (inFront)
                        attachChannel(view, connection, true);
                    else
                        m_backgroundAttach.append({view, connection});
                }
            }
        }
    }
    if (current >= 0 && current < m_tabs->count())
        m_tabs->setCurrentIndex(current);
    if (!saved.isEmpty() && tabBarShown)
        m_tabs->tabBar()->show();
    m_restoring = false;
    m_remember = true;
    updateActions();
    saveTabs();
    // The other tabs' replays, decoded while they are hidden, would hold up the frame that
    // shows the one in front: they attach once its output came (or it failed, or in 300 ms at
    // the latest; at once when the user picks another tab).
    if (!m_backgroundAttach.isEmpty()) {
        QTimer::singleShot(300, this, &TerminalTabs::attachBackgroundTabs);
        if (const TerminalView *front = currentTerminal(); front && front->channel()) {
            // Queued: the output is applied and painted first.
            const auto later = [this] { QTimer::singleShot(0, this, &TerminalTabs::attachBackgroundTabs); };
            connect(front->channel(), &TerminalChannel::dataReceived, this, later, Qt::SingleShotConnection);
            connect(front->channel(), &TerminalChannel::errorOccurred, this, later, Qt::SingleShotConnection);
        }
    }
}

void TerminalTabs::attachBackgroundTabs()
{
    if (!m_backgroundAttach.isEmpty())
        StartupTrace::mark("background tabs attach");
    const auto waiting = std::exchange(m_backgroundAttach, {});
    for (const auto &[view, connection] : waiting) {
        if (view && connection && !view->property(kConnectionProperty).isValid())
            attachChannel(view, connection, true);
    }
}

void TerminalTabs::connectionAdded(SandboxConnection *connection)
{
    m_connections.removeAll(nullptr);
    m_connections.append(connection);
    const QString key = connectionKey(connection);
    for (TerminalView *view : allViews()) {
        if (!view->property(kConnectionProperty).isValid()
            && view->property(kConnectionKeyProperty).toString() == key)
            attachChannel(view, connection, true);
    }
}

QList<TerminalTabs::SavedTab> TerminalTabs::savedTabs(int *currentIndex)
{
    QList<SavedTab> tabs;
    for (const SavedRecord &record : savedRecords(currentIndex))
        tabs.append(record.tab);
    return tabs;
}

QList<TerminalTabs::SavedRecord> TerminalTabs::savedRecords(int *currentIndex)
{
    QSettings settings;
    QList<SavedRecord> records;
    const int count = settings.beginReadArray(kTabsKey);
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        SavedRecord record{{settings.value(QStringLiteral("connection")).toString(),
                            settings.value(QStringLiteral("session")).toString(),
                            settings.value(QStringLiteral("terminal")).toString()},
                           QJsonDocument::fromJson(settings.value(kPanesKey).toByteArray()).object()};
        if (!record.tab.connection.isEmpty() && !record.tab.sessionId.isEmpty())
            records.append(record);
    }
    settings.endArray();
    if (currentIndex)
        *currentIndex = settings.value(kCurrentTabKey, -1).toInt();
    return records;
}

void TerminalTabs::saveTabs() const
{
    if (!m_remember || m_restoring)
        return;
    // Command panes are left out: their command is not run again by the next start. Mirrors
    // too: watching another client's terminal is not brought back at start.
    const auto remembered = [](const TerminalView *view) {
        return !view->property(kCommandProperty).isValid() && !view->property(kMirrorProperty).isValid();
    };
    QList<const TerminalPaneTree *> trees;
    int current = -1;
    for (int i = 0; i < m_tabs->count(); ++i) {
        const TerminalPaneTree *tree = paneTreeAt(i);
        QList<TerminalView *> views = tree->views();
        views.removeIf([&](const TerminalView *view) { return !remembered(view); });
        if (i == m_tabs->currentIndex())
            current = int(trees.size());
        if (!views.isEmpty())
            trees.append(tree);
    }
    QSettings settings;
    settings.beginWriteArray(kTabsKey, int(trees.size()));
    for (int i = 0; i < trees.size(); ++i) {
        settings.setArrayIndex(i);
        const TerminalPaneTree *tree = trees.at(i);
        QList<TerminalView *> views = tree->views();
        views.removeIf([&](const TerminalView *view) { return !remembered(view); });
        // The first pane is the tab of a single-pane record, which older versions read too.
        const TerminalView *first = views.constFirst();
        settings.setValue(QStringLiteral("connection"), first->property(kConnectionKeyProperty));
        settings.setValue(QStringLiteral("session"), first->property(kSessionProperty));
        settings.setValue(QStringLiteral("terminal"), first->property(kTerminalIdProperty));
        if (views.size() == 1) {
            settings.remove(kPanesKey);
            continue;
        }
        const QJsonObject layout = tree->toJson([&](TerminalView *view) {
            if (!remembered(view))
                return QJsonObject();
            return QJsonObject{{QStringLiteral("session"), view->property(kSessionProperty).toString()},
                               {QStringLiteral("terminal"), view->property(kTerminalIdProperty).toString()}};
        });
        const QJsonObject panes{{QStringLiteral("tree"), layout},
                                {QStringLiteral("focus"), int(views.indexOf(tree->current()))}};
        settings.setValue(kPanesKey, QJsonDocument(panes).toJson(QJsonDocument::Compact));
    }
    settings.endArray();
    settings.setValue(kCurrentTabKey, qMin(current, int(trees.size()) - 1));
    settings.sync(); // now: a window killed the next moment loses nothing
}

void TerminalTabs::sessionDeleted(SandboxConnection *connection, const QString &sessionId)
{
    for (TerminalView *view : allViews()) {
        if (view->property(kSessionProperty).toString() == sessionId
            && view->property(kConnectionProperty).value<QObject *>() == connection) {
            view->setProperty(kEndedProperty, -1);
            view->setChannel(nullptr);
            updateTitle(view);
        }
    }
}

void TerminalTabs::connectionRemoved(SandboxConnection *connection, const QString &notice)
{
    for (TerminalView *view : allViews()) {
        if (view->property(kConnectionProperty).value<QObject *>() != connection)
            continue;
        if (!view->property(kEndedProperty).isValid() && !notice.isEmpty())
            view->appendNotice(notice);
        view->setProperty(kEndedProperty, -1);
        view->setChannel(nullptr);
        // Null, not unset: an unset one would be attached to the next sandbox of the same address.
        view->setProperty(kConnectionProperty, QVariant::fromValue<QObject *>(nullptr));
        updateTitle(view);
    }
    m_connections.removeAll(connection);
}

QString TerminalTabs::freeTerminalId(SandboxConnection *connection, const QString &sessionId) const
{
    QSet<QString> used;
    const QString key = connectionKey(connection);
    for (const TerminalView *view : allViews()) {
        if (view->property(kSessionProperty).toString() == sessionId
            && view->property(kConnectionKeyProperty).toString() == key)
            used.insert(view->property(kTerminalIdProperty).toString());
    }
    // Nor one another client (or window) is using: a new tab never types into it unasked.
    const auto taken = [&](const QString &id) {
        return m_taken && m_taken(connection, sessionId, id.isEmpty() ? QStringLiteral("main") : id);
    };
    if (!used.contains(QString()) && !taken(QString()))
        return QString();
    for (int n = 2;; ++n) {
        const QString id = QStringLiteral("tab-%1").arg(n);
        if (!used.contains(id) && !taken(id))
            return id;
    }
}

int TerminalTabs::count() const
{
    return m_tabs->count();
}

TerminalView *TerminalTabs::terminalAt(int index) const
{
    const TerminalPaneTree *tree = paneTreeAt(index);
    return tree ? tree->current() : nullptr;
}

QString TerminalTabs::tabTitle(int index) const
{
    return m_tabs->tabText(index);
}

QString TerminalTabs::terminalIdAt(int index) const
{
    const TerminalView *view = terminalAt(index);
    return view ? view->property(kTerminalIdProperty).toString() : QString();
}

QString TerminalTabs::connectionKeyAt(int index) const
{
    const TerminalView *view = terminalAt(index);
    return view ? view->property(kConnectionKeyProperty).toString() : QString();
}

int TerminalTabs::currentIndex() const
{
    return m_tabs->currentIndex();
}

QString TerminalTabs::sessionIdAt(int index) const
{
    return sessionIdOf(terminalAt(index));
}

QString TerminalTabs::sessionIdOf(const TerminalView *view)
{
    return view ? view->property(kSessionProperty).toString() : QString();
}

int TerminalTabs::indexOfView(const TerminalView *view) const
{
    return view ? m_tabs->indexOf(paneTreeOf(view)) : -1;
}

void TerminalTabs::updateTitle(TerminalView *view)
{
    const int index = indexOfView(view);
    // The tab's title is its current pane's.
    if (index < 0 || terminalAt(index) != view)
        return;
    const QString sessionId = view->property(kSessionProperty).toString();
    const QString shellTitle = view->title().trimmed();
    const QString custom = view->property(kCustomTitleProperty).toString();
    // What the shell says (its title: by default where it is), then whose shell it is: the
    // session and, away from this machine, the sandbox.
    const SandboxConnection *connection = connectionAt(index);
    const QString owner
        = connection && !connection->isLocal() ? tr("%1 @ %2").arg(sessionId, connection->name()) : sessionId;
    const QStringList command = view->property(kCommandProperty).toStringList();
    QString title;
    if (!custom.isEmpty())
        title = custom;
    else if (shellTitle.isEmpty() && !command.isEmpty())
        title = tr("%1 \u00b7 %2", "tab title: shell title · session").arg(command.constFirst(), owner);
    else if (shellTitle.isEmpty())
        title = owner;
    else
        title = tr("%1 \u00b7 %2", "tab title: shell title · session").arg(shellTitle, owner);
    QString toolTip = tr("Session %1").arg(owner);
    // A split tab may hold panes of other sessions: the title is the focused pane's, the
    // tooltip names them all.
    QStringList sessions;
    for (const TerminalView *pane : paneTreeAt(index)->views()) {
        const QString paneSession = pane->property(kSessionProperty).toString();
        if (!sessions.contains(paneSession))
            sessions << paneSession;
    }
    if (sessions.size() > 1)
        toolTip += QLatin1Char('\n') + tr("Panes in sessions %1").arg(sessions.join(QLatin1String(", ")));
    if (!shellTitle.isEmpty())
        toolTip += QLatin1Char('\n') + shellTitle;
    if (!command.isEmpty())
        toolTip += QLatin1Char('\n') + tr("Runs: %1").arg(command.join(QLatin1Char(' ')));
    const QVariant reconnecting = view->property(kReconnectingProperty);
    if (view->property(kMirrorProperty).isValid()) {
        title = tr("%1 (watching)").arg(title);
        toolTip += QLatin1Char('\n')
            + tr("Watching %1\u2019s terminal \u2014 input is off")
                  .arg(view->property(kMirrorProperty).toString());
    }
    if (view->property(kEndedProperty).isValid()) {
        title = tr("%1 (ended)").arg(title);
    } else if (view->property(kDisconnectedProperty).isValid()) {
        title = tr("%1 (disconnected)").arg(title);
    } else if (reconnecting.isValid()) {
        title = tr("%1 (reconnecting\u2026)").arg(title);
        toolTip += QLatin1Char('\n')
            + tr("Connection lost (%1), reconnecting\u2026").arg(reconnecting.toString());
    }
    // QTabBar lays all its tabs out again on every setTabText, even to the same text: 20
    // reopened tabs spent ~20 ms (perf) re-setting theirs.
    if (m_tabs->tabText(index) != title)
        m_tabs->setTabText(index, title);
    m_tabs->setTabToolTip(index, toolTip);
}

SandboxConnection *TerminalTabs::connectionAt(int index) const
{
    // Through the guarded list, not the view's raw pointer: a sandbox may be gone meanwhile.
    const TerminalView *view = terminalAt(index);
    if (!view || !view->property(kConnectionProperty).isValid())
        return nullptr;
    const QString key = view->property(kConnectionKeyProperty).toString();
    for (const QPointer<SandboxConnection> &connection : m_connections) {
        if (connection && connectionKey(connection) == key)
            return connection;
    }
    return nullptr;
}

bool TerminalTabs::showSession(SandboxConnection *connection, const QString &sessionId)
{
    if (connectionAt(currentIndex()) == connection && sessionIdAt(currentIndex()) == sessionId)
        return true;
    // A split may mix sessions: a pane of the tab in front, else a tab whose focused pane is in
    // the session, else any pane of it.
    QList<int> order{currentIndex()};
    for (int i = 0; i < m_tabs->count(); ++i)
        order << i;
    for (int pass = 0; pass < 3; ++pass) {
        const QList<int> tabs = pass == 0 ? order.mid(0, 1) : order.mid(1);
        for (int i : tabs) {
            TerminalPaneTree *tree = paneTreeAt(i);
            if (!tree || connectionAt(i) != connection)
                continue;
            for (TerminalView *view : tree->views()) {
                if (sessionIdOf(view) != sessionId || (pass == 1 && view != tree->current()))
                    continue;
                m_tabs->setCurrentIndex(i);
                tree->setCurrent(view);
                return true;
            }
        }
    }
    return false;
}

void TerminalTabs::setTabMark(int index, const QIcon &icon)
{
    if (index >= 0 && index < m_tabs->count())
        m_tabs->setTabIcon(index, icon);
}

void TerminalTabs::renameTab(int index, const QString &name)
{
    TerminalView *view = terminalAt(index);
    if (!view)
        return;
    view->setProperty(kCustomTitleProperty, name.trimmed().isEmpty() ? QVariant() : QVariant(name.trimmed()));
    updateTitle(view);
}

void TerminalTabs::renameTabInteractively(int index)
{
    TerminalView *view = terminalAt(index);
    if (!view)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, tr("Rename Terminal"), tr("Name of this terminal (empty: the shell's title):"),
        QLineEdit::Normal, view->property(kCustomTitleProperty).toString(), &ok);
    if (ok)
        renameTab(index, name);
}

void TerminalTabs::setCloseQuestion(ForegroundQuery query, TerminalEnder ender)
{
    m_foregroundQuery = std::move(query);
    m_ender = std::move(ender);
}

void TerminalTabs::closeTab(int index)
{
    if (const TerminalPaneTree *tree = paneTreeAt(index)) {
        for (TerminalView *view : tree->views())
            closePane(view);
    }
}

void TerminalTabs::closeCurrentPane()
{
    if (TerminalView *view = currentTerminal())
        closePane(view);
}

void TerminalTabs::closePane(TerminalView *view)
{
    auto *connection = view
        ? qobject_cast<SandboxConnection *>(view->property(kConnectionProperty).value<QObject *>())
        : nullptr;
    // A mirror only stops watching: someone else's shell is never this window's to end.
    if (!view || !m_foregroundQuery || !connection || view->property(kEndedProperty).isValid()
        || view->property(kMirrorProperty).isValid()) {
        removePane(view);
        return;
    }
    if (view->property(kCommandProperty).isValid()) {
        // As closing an xterm: the command belongs to its window and ends with it.
        if (m_ender)
            m_ender(connection, view->property(kSessionProperty).toString(),
                    view->property(kTerminalIdProperty).toString());
        removePane(view);
        return;
    }
    QPointer<TerminalView> guard(view);
    QPointer<SandboxConnection> connectionGuard(connection);
    m_foregroundQuery(connection, view->property(kSessionProperty).toString(),
                      view->property(kTerminalIdProperty).toString())
        .then(this,
              [this, guard, connectionGuard](const QString &foreground) {
                  if (!guard)
                      return;
                  if (foreground.isEmpty() || !connectionGuard)
                      removePane(guard);
                  else
                      askBeforeClosing(guard, connectionGuard, foreground);
              })
        .onFailed(this, [this, guard] {
            if (guard)
                removePane(guard); // the sandbox does not answer: detaching loses nothing
        });
}

void TerminalTabs::askBeforeClosing(TerminalView *view, SandboxConnection *connection,
                                    const QString &foreground)
{
    QMessageBox box(QMessageBox::Question, tr("Close Terminal"),
                    tr("\u201c%1\u201d is running in this terminal.").arg(foreground), QMessageBox::NoButton,
                    this);
    box.setInformativeText(tr("Detach keeps the shell and what runs in it; the session opens it again with "
                              "its output. End stops it."));
    QPushButton *detach = box.addButton(tr("&Detach"), QMessageBox::AcceptRole);
    QPushButton *end = box.addButton(tr("&End"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(detach);
    box.exec();
    if (box.clickedButton() == end && m_ender)
        m_ender(connection, view->property(kSessionProperty).toString(),
                view->property(kTerminalIdProperty).toString());
    if (box.clickedButton() == detach || box.clickedButton() == end)
        removePane(view);
}

void TerminalTabs::removePane(TerminalView *view)
{
    TerminalPaneTree *tree = paneTreeOf(view);
    if (!tree)
        return;
    // The channel is a child of the view: deleting it detaches this viewer, nothing more.
    if (!tree->remove(view)) {
        m_tabs->removeTab(m_tabs->indexOf(tree));
        tree->deleteLater();
    }
    view->deleteLater();
    updateActions();
    updatePlaceholder();
    updateBanner();
    saveTabs();
    emit tabsChanged();
}

void TerminalTabs::closeCurrentTab()
{
    closeTab(m_tabs->currentIndex());
}

void TerminalTabs::updatePlaceholder()
{
    m_stack->setCurrentIndex(m_tabs->count() == 0 ? 0 : 1);
}

} // namespace sandman
