// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMenu>

namespace sandman {

class TerminalTabs;

// "Split Left/Right in Session" / "Split Top/Bottom in Session": the sessions of the focused
// pane's sandbox, listed afresh each time the menu opens (the pane's own checked); choosing one
// splits the pane with a new shell in that session. A shortcut opens it at the focused pane,
// where arrows and Enter pick the session, as tmux's chooser does.
class TerminalSplitMenu : public QMenu
{
    Q_OBJECT
public:
    TerminalSplitMenu(TerminalTabs *tabs, Qt::Orientation orientation, const QKeySequence &shortcut,
                      QWidget *parent = nullptr);

    // The action that opens the menu at the focused pane (its shortcut; for the tabs' widget).
    QAction *popupAction() const { return m_popup; }
    void popupAtPane();

private:
    void rebuild();

    TerminalTabs *m_tabs;
    Qt::Orientation m_orientation;
    QAction *m_popup;
};

} // namespace sandman
