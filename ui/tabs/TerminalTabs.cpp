// SPDX-License-Identifier: Apache-2.0
#include "TerminalTabs.h"

#include "ClientTerminalBackend.h"
#include "TerminalCloseQuestion.h"
#include "TerminalFindBar.h"
#include "TerminalMirrorBanner.h"
#include "TerminalMirrorScroller.h"
#include "TerminalPane.h"
#include "TerminalTabStore.h"
#include "log/ErrorText.h"
#include "main/StartupTrace.h"
#include "protocol/TerminalRequest.h"
#include "sessions/SandboxConnection.h"
#include "terminal/TerminalChannel.h"
#include "terminal/TerminalView.h"

#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QStackedWidget>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QUuid>
#include <QVBoxLayout>

#include <utility>

namespace sandman {

TerminalTabs::TerminalTabs(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_banner(new TerminalMirrorBanner(this))
{
    setBackend(new ClientTerminalBackend);
    m_banner->hide();
    connect(m_banner, &TerminalMirrorBanner::takeOverRequested, this,
            [this] { takeOverInput(m_tabs->currentIndex()); });
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    // "shell title · session": the session stays readable in a narrow tab.
    m_tabs->setElideMode(Qt::ElideLeft);
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

    m_actions = new TerminalTabActions(this, m_tabs);
    m_closeQuestion = new TerminalCloseQuestion(this);
    connect(m_closeQuestion, &TerminalCloseQuestion::closeAccepted, this, &TerminalTabs::removePane);
    updatePlaceholder();
    updateActions();
}

TerminalTabs::~TerminalTabs()
{
    // The views go after this object's members (with the widgets, in ~QWidget): they must not
    // reach m_panes on their way out.
    for (TerminalView *view : allViews())
        disconnect(view, nullptr, this, nullptr);
}

void TerminalTabs::updateActions()
{
    const TerminalPaneTree *tree = paneTreeAt(currentIndex());
    // A mirror is someone else's terminal: no shell of this window's is started beside it.
    const TerminalView *view = currentTerminal();
    m_actions->update(tree && tree->views().size() > 1, view && !pane(view).isMirror());
}

TerminalView *TerminalTabs::splitCurrent(Qt::Orientation orientation, const QString &session)
{
    TerminalPaneTree *tree = paneTreeAt(currentIndex());
    TerminalView *at = currentTerminal();
    if (!tree || !at || pane(at).isMirror())
        return nullptr;
    SandboxConnection *connection = connectionAt(currentIndex());
    const QString own = pane(at).sessionId;
    const QString sessionId = session.isEmpty() ? own : session;
    if (!connection) {
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
    if (!connection) {
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
        pane(view).command = opening.command;
        view->setRunsCommand(true);
        updateTitle(view);
    }
    TerminalChannel *channel = m_backend->openRequestChannel(connection, opening, view);
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
        const TerminalPane &bound = pane(view);
        if (bound.connectionKey == key && bound.sessionId == sessionId && bound.terminalId == id
            && !bound.isOver())
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
    if (open && !pane(open).isMirror()) {
        showTerminal(connection, sessionId, terminalId);
        return open;
    }
    if (!connection) {
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
    pane(view).mirrorOf = who;
    TerminalChannel *channel = m_backend->openRequestChannel(connection, request, view);
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
    return view && pane(view).isMirror();
}

void TerminalTabs::takeOverInput(int index)
{
    if (!isMirror(index))
        return;
    TerminalView *mirror = terminalAt(index);
    SandboxConnection *connection = connectionAt(index);
    const QString sessionId = sessionIdAt(index);
    QString terminalId = pane(mirror).terminalId;
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
    const bool mirror = view && pane(view).isMirror();
    if (mirror) {
        m_banner->setOwner(pane(view).mirrorOf);
        m_banner->setOwnerSize(view->fixedGridSize());
    }
    m_banner->setVisible(mirror);
}

bool TerminalTabs::runsCommand(int index) const
{
    const TerminalView *view = terminalAt(index);
    return view && pane(view).runsCommand();
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
    TerminalPane &bound = m_panes[view];
    bound.connectionKey = connectionKey;
    bound.sessionId = sessionId;
    bound.terminalId = terminalId;
    connect(view, &QObject::destroyed, this, [this, view] { m_panes.remove(view); });
    connect(view, &TerminalView::titleChanged, this, [this, view] { updateTitle(view); });
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint &pos) {
        emit contextMenuRequested(indexOfView(view), view->mapToGlobal(pos));
    });
    connect(view, &TerminalView::finished, this, [this, view](int code) {
        TerminalPane &bound = pane(view);
        bound.state = TerminalPane::State::Ended;
        bound.exitCode = code;
        updateTitle(view);
    });
    return view;
}

bool TerminalTabs::attachChannel(TerminalView *view, SandboxConnection *connection, bool reattachOnly)
{
    const QString sessionId = pane(view).sessionId;
    const QString terminalId = pane(view).terminalId;
    TerminalChannel *channel = m_backend->openChannel(connection, sessionId, terminalId, reattachOnly, view);
    if (!channel)
        return false;
    wireChannel(view, connection, channel);
    return true;
}

void TerminalTabs::wireChannel(TerminalView *view, SandboxConnection *connection, TerminalChannel *channel)
{
    TerminalPane &bound = pane(view);
    bound.connection = connection;
    bound.state = TerminalPane::State::Live;
    bound.reason.clear();
    if (!m_connections.contains(connection))
        m_connections.append(connection);
    view->setChannel(channel);
    connect(channel, &TerminalChannel::reconnecting, view, [this, view](const QString &why) {
        pane(view).state = TerminalPane::State::Reconnecting;
        pane(view).reason = why;
        updateTitle(view);
    });
    connect(channel, &TerminalChannel::reattached, view, [this, view] {
        pane(view).state = TerminalPane::State::Live;
        pane(view).reason.clear();
        updateTitle(view);
    });
    connect(channel, &TerminalChannel::terminalEnded, view, [this, view] {
        pane(view).state = TerminalPane::State::Ended;
        updateTitle(view);
    });
    connect(channel, &TerminalChannel::errorOccurred, view, [this, view](const QString &message) {
        TerminalPane &lost = pane(view);
        if (lost.state == TerminalPane::State::Ended)
            return;
        lost.state = TerminalPane::State::Disconnected;
        lost.reason = ErrorText::forTerminal(message);
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
    const QList<TerminalTabStore::Record> saved = TerminalTabStore::load(&current);
    m_restoring = true;
    // A visible QTabBar lays every tab out again on each insert and title: hidden while the
    // tabs come back, it lays them out once (20 tabs: ~25 ms of perf samples less).
    const bool tabBarShown = !m_tabs->tabBar()->isHidden();
    if (!saved.isEmpty())
        m_tabs->tabBar()->hide();
    for (const TerminalTabStore::Record &record : saved) {
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
        if (view && connection && pane(view).state == TerminalPane::State::Waiting)
            attachChannel(view, connection, true);
    }
}

void TerminalTabs::connectionAdded(SandboxConnection *connection)
{
    m_connections.removeAll(nullptr);
    m_connections.append(connection);
    const QString key = connectionKey(connection);
    for (TerminalView *view : allViews()) {
        if (pane(view).state == TerminalPane::State::Waiting && pane(view).connectionKey == key)
            attachChannel(view, connection, true);
    }
}

QList<TerminalTabs::SavedTab> TerminalTabs::savedTabs(int *currentIndex)
{
    QList<SavedTab> tabs;
    for (const TerminalTabStore::Record &record : TerminalTabStore::load(currentIndex))
        tabs.append(record.tab);
    return tabs;
}

void TerminalTabs::saveTabs() const
{
    if (!m_remember || m_restoring)
        return;
    // Command panes are left out: their command is not run again by the next start. Mirrors
    // too: watching another client's terminal is not brought back at start.
    const auto remembered = [this](const TerminalView *view) { return pane(view).isRemembered(); };
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
    QList<TerminalTabStore::Record> records;
    for (const TerminalPaneTree *tree : std::as_const(trees)) {
        QList<TerminalView *> views = tree->views();
        views.removeIf([&](const TerminalView *view) { return !remembered(view); });
        // The first pane is the tab of a single-pane record, which older versions read too.
        const TerminalPane &first = pane(views.constFirst());
        TerminalTabStore::Record record{{first.connectionKey, first.sessionId, first.terminalId}, {}};
        if (views.size() > 1) {
            const QJsonObject layout = tree->toJson([&](TerminalView *view) {
                if (!remembered(view))
                    return QJsonObject();
                return QJsonObject{{QStringLiteral("session"), pane(view).sessionId},
                                   {QStringLiteral("terminal"), pane(view).terminalId}};
            });
            record.panes = QJsonObject{{QStringLiteral("tree"), layout},
                                       {QStringLiteral("focus"), int(views.indexOf(tree->current()))}};
        }
        records.append(record);
    }
    TerminalTabStore::save(records, current);
}

void TerminalTabs::sessionDeleted(SandboxConnection *connection, const QString &sessionId)
{
    for (TerminalView *view : allViews()) {
        TerminalPane &bound = pane(view);
        if (bound.sessionId == sessionId && bound.connection == connection) {
            bound.state = TerminalPane::State::Ended;
            view->setChannel(nullptr);
            updateTitle(view);
        }
    }
}

void TerminalTabs::connectionRemoved(SandboxConnection *connection, const QString &notice)
{
    for (TerminalView *view : allViews()) {
        TerminalPane &bound = pane(view);
        if (bound.connection != connection)
            continue;
        if (!bound.isOver() && !notice.isEmpty())
            view->appendNotice(notice);
        // Ended, not waiting: a waiting one would be attached to the next sandbox of the address.
        bound.state = TerminalPane::State::Ended;
        bound.connection = nullptr;
        closeChannel(view);
        updateTitle(view);
    }
    m_connections.removeAll(connection);
}

void TerminalTabs::connectionStopped(SandboxConnection *connection, const QString &notice)
{
    for (TerminalView *view : allViews()) {
        TerminalPane &bound = pane(view);
        if (bound.connection != connection || bound.isOver())
            continue;
        if (!notice.isEmpty())
            view->appendNotice(notice);
        bound.state = TerminalPane::State::Stopped;
        closeChannel(view); // no reconnecting to a sandbox stopped on purpose
        updateTitle(view);
    }
    emit tabsChanged();
}

void TerminalTabs::closeChannel(TerminalView *view)
{
    // The channel (a child of the view) detaches its viewer and closes its socket as it goes.
    if (TerminalChannel *channel = view->channel()) {
        view->setChannel(nullptr);
        channel->deleteLater();
    }
}

QString TerminalTabs::freeTerminalId(SandboxConnection *connection, const QString &sessionId) const
{
    QSet<QString> used;
    const QString key = connectionKey(connection);
    for (const TerminalView *view : allViews()) {
        if (pane(view).sessionId == sessionId && pane(view).connectionKey == key)
            used.insert(pane(view).terminalId);
    }
    // Nor one another client (or window) is using: a new tab never types into it unasked.
    const auto taken = [&](const QString &id) {
        return m_backend->isTaken(connection, sessionId, id.isEmpty() ? QStringLiteral("main") : id);
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
    return view ? pane(view).terminalId : QString();
}

QString TerminalTabs::connectionKeyAt(int index) const
{
    const TerminalView *view = terminalAt(index);
    return view ? pane(view).connectionKey : QString();
}

int TerminalTabs::currentIndex() const
{
    return m_tabs->currentIndex();
}

QString TerminalTabs::sessionIdAt(int index) const
{
    return sessionIdOf(terminalAt(index));
}

QString TerminalTabs::sessionIdOf(const TerminalView *view) const
{
    return view ? pane(view).sessionId : QString();
}

QString TerminalTabs::terminalIdOf(const TerminalView *view) const
{
    return view ? pane(view).terminalId : QString();
}

TerminalPane &TerminalTabs::pane(const TerminalView *view)
{
    return m_panes[view];
}

const TerminalPane &TerminalTabs::pane(const TerminalView *view) const
{
    static const TerminalPane none;
    const auto it = m_panes.constFind(view);
    return it == m_panes.cend() ? none : *it;
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
    const TerminalPane &bound = pane(view);
    const QString shellTitle = view->title().trimmed();
    // Whose shell it is: the session and, away from this machine, the sandbox.
    const SandboxConnection *connection = connectionAt(index);
    const QString owner = connection && !connection->isLocal()
        ? tr("%1 @ %2").arg(bound.sessionId, connection->name())
        : bound.sessionId;
    QString toolTip = bound.toolTip(shellTitle, owner);
    // A split tab may hold panes of other sessions: the title is the focused pane's, the
    // tooltip names them all.
    QStringList sessions;
    for (const TerminalView *other : paneTreeAt(index)->views()) {
        if (!sessions.contains(pane(other).sessionId))
            sessions << pane(other).sessionId;
    }
    if (sessions.size() > 1)
        toolTip += QLatin1Char('\n') + tr("Panes in sessions %1").arg(sessions.join(QLatin1String(", ")));
    m_titles[paneTreeAt(index)] = bound.title(shellTitle, owner);
    m_tabs->setTabToolTip(index, toolTip);
    applyTitles();
}

void TerminalTabs::applyTitles()
{
    // Two tabs of one session in one folder read alike: the second is "… (2)", and so on.
    QHash<QString, int> seen;
    for (int i = 0; i < m_tabs->count(); ++i) {
        const QString base = m_titles.value(paneTreeAt(i));
        const int n = ++seen[base];
        const QString title = n == 1
            ? base
            : tr("%1 (%2)", "a tab's title, then its number among tabs titled alike").arg(base).arg(n);
        // QTabBar lays all its tabs out again on every setTabText, even to the same text: 20
        // reopened tabs spent ~20 ms (perf) re-setting theirs.
        if (m_tabs->tabText(i) != title)
            m_tabs->setTabText(i, title);
    }
}

SandboxConnection *TerminalTabs::connectionAt(int index) const
{
    // Through the guarded list, not the view's raw pointer: a sandbox may be gone meanwhile.
    const TerminalView *view = terminalAt(index);
    if (!view || !pane(view).connection)
        return nullptr;
    const QString key = pane(view).connectionKey;
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
    pane(view).customTitle = name.trimmed();
    updateTitle(view);
}

void TerminalTabs::renameTabInteractively(int index)
{
    TerminalView *view = terminalAt(index);
    if (!view)
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename Terminal"),
                                               tr("Name of this terminal (empty: the shell's title):"),
                                               QLineEdit::Normal, pane(view).customTitle, &ok);
    if (ok)
        renameTab(index, name);
}

void TerminalTabs::setBackend(TerminalBackend *backend)
{
    delete m_backend;
    m_backend = backend;
    backend->setParent(this);
    connect(backend, &TerminalBackend::errorOccurred, this, &TerminalTabs::errorOccurred);
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
    if (view)
        m_closeQuestion->close(view, pane(view));
}

void TerminalTabs::removePane(TerminalView *view)
{
    TerminalPaneTree *tree = paneTreeOf(view);
    if (!tree)
        return;
    // The channel is a child of the view: deleting it detaches this viewer, nothing more.
    if (!tree->remove(view)) {
        m_titles.remove(tree);
        m_tabs->removeTab(m_tabs->indexOf(tree));
        tree->deleteLater();
    }
    view->deleteLater();
    applyTitles();
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
