// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QTabWidget;

namespace sandman {

class TerminalTabs;

// The terminal tabs' own actions with their shortcuts, on the tabs' widget (they act while the
// focus is in a terminal): find, close, next and previous tab, split (here or into another
// session), focus the pane beside, expand or shrink a pane. Enabled as the tab in front allows.
class TerminalTabActions : public QObject
{
    Q_OBJECT
public:
    // tabWidget: the tabs' QTabWidget, whose current tab next and previous change.
    TerminalTabActions(TerminalTabs *tabs, QTabWidget *tabWidget);

    QAction *find() const { return m_find; }
    QAction *close() const { return m_close; }
    QAction *next() const { return m_next; }
    QAction *previous() const { return m_previous; }
    QAction *splitLeftRight() const { return m_splitLeftRight; }
    QAction *splitTopBottom() const { return m_splitTopBottom; }
    QMenu *splitInSessionMenu(Qt::Orientation orientation) const;
    QList<QAction *> focusPane() const { return m_focusPane; }
    QList<QAction *> resizePane() const { return m_resizePane; }

    // split: the tab in front has more than one pane; canSplit: its pane may get one beside it.
    void update(bool split, bool canSplit);

private:
    QAction *add(const QString &text, const QList<QKeySequence> &shortcuts, std::function<void()> trigger);

    TerminalTabs *m_tabs;
    QAction *m_find;
    QAction *m_close;
    QAction *m_next;
    QAction *m_previous;
    QAction *m_splitLeftRight;
    QAction *m_splitTopBottom;
    QMenu *m_splitMenus[2] = {nullptr, nullptr}; // left/right, top/bottom
    QList<QAction *> m_focusPane;
    QList<QAction *> m_resizePane;
};

} // namespace sandman
