// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

class QAction;
class QMenu;
class QMenuBar;
class QPoint;
class QWidget;

namespace sandman {

class TerminalProfileBinder;
class TerminalTabs;
class TerminalView;

// The Edit and Terminal menus and the terminals' context menu: copy, paste, select all, find,
// zoom, clear scrollback, new/rename/close/switch tabs — each acting on the terminal in front
// and showing its shortcut. The window only places the menus.
class TerminalActions : public QObject
{
    Q_OBJECT
public:
    // newTerminal: the window's own "new terminal in the selected session" action.
    TerminalActions(TerminalTabs *tabs, QAction *newTerminal, QWidget *window);

    QMenu *addEditMenu(QMenuBar *bar);
    QMenu *addTerminalMenu(QMenuBar *bar);
    void showContextMenu(int index, const QPoint &globalPos);

    QAction *copyAction() const { return m_copy; }
    QAction *pasteAction() const { return m_paste; }
    QAction *selectAllAction() const { return m_selectAll; }
    QAction *renameAction() const { return m_rename; }
    QAction *clearScrollbackAction() const { return m_clearScrollback; }
    QAction *zoomInAction() const { return m_zoomIn; }
    QAction *profileAction() const { return m_profile; }
    TerminalProfileBinder *profiles() const { return m_profiles; }

private:
    QAction *addAction(const QString &text, const QKeySequence &shortcut, void (TerminalView::*slot)());
    void updateActions();

    TerminalTabs *m_tabs;
    QAction *m_newTerminal;
    QWidget *m_window;
    QList<QAction *> m_terminalActions; // enabled only while a terminal is open
    QAction *m_copy = nullptr;
    QAction *m_paste = nullptr;
    QAction *m_pasteSelection = nullptr;
    QAction *m_selectAll = nullptr;
    QAction *m_rename = nullptr;
    QAction *m_zoomIn = nullptr;
    QAction *m_zoomOut = nullptr;
    QAction *m_resetZoom = nullptr;
    QAction *m_clearScrollback = nullptr;
    TerminalProfileBinder *m_profiles = nullptr;
    QAction *m_profile = nullptr;
};

} // namespace sandman
