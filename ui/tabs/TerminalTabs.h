// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalPane.h"
#include "TerminalPaneTree.h"
#include "TerminalTabActions.h"
#include "TerminalTabStore.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QAction;
class QIcon;
class QMenu;
class QPoint;
class QStackedWidget;
class QTabWidget;

namespace sandman {

class SandboxConnection;
class TerminalBackend;
class TerminalChannel;
class TerminalCloseQuestion;
class TerminalFindBar;
class TerminalMirrorBanner;
class TerminalView;
struct TerminalPane;
struct TerminalRequest;

// The centre of the window: terminal tabs, several per session. Closing a tab closes that
// viewer only; the session and its shell live on. A placeholder shows when no tab is open.
// Once restoreTabs() was called the tabs are remembered as they change (QSettings, so a
// crash loses nothing), and the next run reopens them in order, reattached to their shells.
class TerminalTabs : public QWidget
{
    Q_OBJECT
public:
    // A remembered tab: its sandbox (connectionKey()), session and terminal.
    using SavedTab = TerminalTabStore::Tab;

    explicit TerminalTabs(QWidget *parent = nullptr);
    ~TerminalTabs() override;

    // How the tabs reach their sandboxes (channels, the close question, ending a terminal):
    // a ClientTerminalBackend unless another is set. Takes ownership; set it before the first tab.
    void setBackend(TerminalBackend *backend);
    TerminalBackend *backend() const { return m_backend; }
    TerminalView *openTerminal(SandboxConnection *connection, const QString &sessionId);
    // A tab on a terminal of its own (never an existing shell) that runs request.command instead
    // of a shell, and/or starts in request.cwd. Command tabs are not remembered: a command is not
    // started again in the next run.
    TerminalView *openTerminal(SandboxConnection *connection, const TerminalRequest &request);
    // Whether the tab runs a command instead of a shell.
    bool runsCommand(int index) const;
    // A tab on a running terminal of the session (terminalId as the agent names it), reattached
    // to its shell with its recent output: one of this window's detached terminals comes back
    // as a normal (remembered) tab. Shows the tab instead when one is open on it already.
    TerminalView *openExisting(SandboxConnection *connection, const QString &sessionId,
                               const QString &terminalId);
    // A read-only mirror of someone else's terminal (who: its opener, for the banner): this
    // window's keys and size go nowhere until takeOverInput(). Mirrors are not remembered: the
    // next run lists the terminal under its session again, and watching it is a double-click
    // away, but it does not silently attach to other people's shells at start.
    TerminalView *openMirror(SandboxConnection *connection, const QString &sessionId,
                             const QString &terminalId, const QString &who);
    bool isMirror(int index) const;
    // The mirror at index becomes a normal tab on the same shell that types into it (reattached
    // writable, with its recent output); the banner goes.
    void takeOverInput(int index);
    // Brings the tab on that terminal (agent id) to the front; false when none shows it.
    bool showTerminal(SandboxConnection *connection, const QString &sessionId, const QString &terminalId);
    // The index of the tab on that terminal (agent id), or -1.
    int indexOfTerminal(SandboxConnection *connection, const QString &sessionId,
                        const QString &terminalId) const;
    TerminalMirrorBanner *mirrorBanner() const { return m_banner; }
    // The session is gone: its tabs say so and stop taking input.
    void sessionDeleted(SandboxConnection *connection, const QString &sessionId);
    // The sandbox is about to go for good (disconnected, or deleted on its cluster): its tabs
    // show the notice, say they ended and let go of it (closing one then asks nothing).
    void connectionRemoved(SandboxConnection *connection, const QString &notice);
    // The sandbox was stopped on purpose: its tabs show the notice and end, and stop
    // reconnecting (the sandbox stays in the window, to be started again).
    void connectionStopped(SandboxConnection *connection, const QString &notice);

    int count() const;
    TerminalView *terminalAt(int index) const;
    QString tabTitle(int index) const;
    QString sessionIdAt(int index) const;
    // The session of one pane (the tab's panes may be in different sessions).
    QString sessionIdOf(const TerminalView *view) const;
    // The terminal of one pane (empty: the session's main terminal).
    QString terminalIdOf(const TerminalView *view) const;
    QString terminalIdAt(int index) const;
    QString connectionKeyAt(int index) const;
    int currentIndex() const;
    // Built when first needed (Find, or a test): no clear-button icon or layout before that.
    TerminalFindBar *findBar();
    TerminalView *currentTerminal() const { return terminalAt(currentIndex()); }
    // The sandbox of a tab (null while a restored tab waits for its sandbox).
    SandboxConnection *connectionAt(int index) const;
    // Shows a pane of this session (of the tab in front first), if one is open; false when none is.
    bool showSession(SandboxConnection *connection, const QString &sessionId);
    // A name the user gave the tab; it replaces the title from the shell. Empty: the shell's.
    void renameTab(int index, const QString &name);
    // An icon on the tab for what happens to it (e.g. it receives broadcast keys); null: none.
    void setTabMark(int index, const QIcon &icon);
    // The tab's actions, with their shortcuts (for the window's menus).
    QAction *findAction() const { return m_actions->find(); }
    QAction *closeAction() const { return m_actions->close(); }
    QAction *nextAction() const { return m_actions->next(); }
    QAction *previousAction() const { return m_actions->previous(); }
    // Split the current pane: the new pane (right of it / below it) gets a shell of its own in
    // the same session. Focus moves between panes by direction; the close action closes a pane.
    QAction *splitLeftRightAction() const { return m_actions->splitLeftRight(); }
    QAction *splitTopBottomAction() const { return m_actions->splitTopBottom(); }
    // The same into a session of the sandbox the user picks (a submenu; Ctrl+Alt+( / Ctrl+Alt+)
    // open it at the focused pane).
    QMenu *splitInSessionMenu(Qt::Orientation orientation) const
    {
        return m_actions->splitInSessionMenu(orientation);
    }
    QList<QAction *> focusPaneActions() const { return m_actions->focusPane(); }
    // Expand Pane / Shrink Pane: the focused pane's share of its split, from the keyboard.
    QList<QAction *> resizePaneActions() const { return m_actions->resizePane(); }
    // The new pane, or null (with errorOccurred) when no terminal could be opened. sessionId:
    // a session of the current pane's sandbox (empty: the current pane's own).
    TerminalView *splitCurrent(Qt::Orientation orientation, const QString &sessionId = QString());
    // Focuses the pane beside the current one; false when there is none in that direction.
    bool focusPane(TerminalPaneTree::Direction direction);
    // The panes of a tab (terminalAt() is its current one).
    TerminalPaneTree *paneTreeAt(int index) const;

    // Reopens the tabs of the last run (each waits for its sandbox to be added) and remembers
    // the tabs from now on.
    void restoreTabs();
    // A sandbox joined the window: the restored tabs that wait for it attach to their shells.
    void connectionAdded(SandboxConnection *connection);
    // "local" for the local sandbox, its address for a remote one.
    static QString connectionKey(const SandboxConnection *connection);
    // The remembered tabs, in order, and the index of the current one.
    static QList<SavedTab> savedTabs(int *currentIndex = nullptr);

public slots:
    void closeTab(int index);
    void closeCurrentTab();
    // The current pane; its tab when it is the last one.
    void closeCurrentPane();

    // Asks for a new name of the tab (double-click on it, or the Terminal menu).
    void renameTabInteractively(int index);

signals:
    void errorOccurred(const QString &message);
    // The tab in front changed to a terminal of this session (null connection: none).
    void currentSessionChanged(sandman::SandboxConnection *connection, const QString &sessionId);
    // Tabs were opened, closed or attached (which terminals this window shows changed).
    void tabsChanged();
    // A context menu was asked for on a terminal or its tab, at a global position.
    void contextMenuRequested(int index, const QPoint &globalPos);

private:
    TerminalPane &pane(const TerminalView *view);
    const TerminalPane &pane(const TerminalView *view) const;
    // Deletes the view's channel (its socket closes, its shell lives on).
    void closeChannel(TerminalView *view);
    // Sets each tab's text from m_titles, numbering tabs that would read alike.
    void applyTitles();
    int indexOfView(const TerminalView *view) const;
    TerminalPaneTree *paneTreeOf(const TerminalView *view) const;
    QList<TerminalView *> allViews() const;
    TerminalView *findView(SandboxConnection *connection, const QString &sessionId,
                           const QString &terminalId) const;
    // A pane not yet placed; addView() places it in a new tab.
    TerminalView *makeView(const QString &connectionKey, const QString &sessionId, const QString &terminalId);
    TerminalView *addView(const QString &connectionKey, const QString &sessionId, const QString &terminalId);
    TerminalPaneTree *addPaneTree(QWidget *root);
    void updateActions();
    void closePane(TerminalView *view);
    bool attachChannel(TerminalView *view, SandboxConnection *connection, bool reattachOnly);
    // Reopened tabs behind the one in front, attached once its replay came (restoreTabs()).
    void attachBackgroundTabs();
    void wireChannel(TerminalView *view, SandboxConnection *connection, TerminalChannel *channel);
    void saveTabs() const;
    void removePane(TerminalView *view);
    // The first terminal id of the session that no open tab shows: detached shells come back.
    QString freeTerminalId(SandboxConnection *connection, const QString &sessionId) const;
    void updateTitle(TerminalView *view);
    void updatePlaceholder();
    void updateBanner();

    TerminalTabActions *m_actions = nullptr;
    TerminalCloseQuestion *m_closeQuestion = nullptr;
    QStackedWidget *m_stack;
    QTabWidget *m_tabs;
    TerminalFindBar *m_findBar = nullptr;
    TerminalMirrorBanner *m_banner;
    TerminalBackend *m_backend = nullptr;
    QList<QPointer<SandboxConnection>> m_connections;
    bool m_remember = false;
    bool m_restoring = false;
    QList<QPair<QPointer<TerminalView>, QPointer<SandboxConnection>>> m_backgroundAttach;
    QHash<const TerminalView *, TerminalPane> m_panes;
    QHash<const TerminalPaneTree *, QString> m_titles; // each tab's title before numbering
};

} // namespace sandman
