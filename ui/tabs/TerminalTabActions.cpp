// SPDX-License-Identifier: Apache-2.0
#include "TerminalTabActions.h"

#include "TerminalFindBar.h"
#include "TerminalPaneTree.h"
#include "TerminalSplitMenu.h"
#include "TerminalTabs.h"

#include <QAction>
#include <QTabWidget>

#include <utility>

namespace sandman {

// The actions' words are the tabs' (TerminalTabs::tr), where their translations are filed.

TerminalTabActions::TerminalTabActions(TerminalTabs *tabs, QTabWidget *tabWidget)
    : QObject(tabs)
    , m_tabs(tabs)
{
    m_find = add(TerminalTabs::tr("Find in Terminal\u2026"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F)},
                 [tabs] {
                     if (tabs->count() > 0)
                         tabs->findBar()->open();
                 });
    m_close = add(TerminalTabs::tr("Close Terminal"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W)},
                  [tabs] { tabs->closeCurrentPane(); });
    m_next = add(TerminalTabs::tr("Next Terminal"), {QKeySequence(Qt::CTRL | Qt::Key_PageDown)}, [tabWidget] {
        if (tabWidget->count() > 1)
            tabWidget->setCurrentIndex((tabWidget->currentIndex() + 1) % tabWidget->count());
    });
    m_previous
        = add(TerminalTabs::tr("Previous Terminal"), {QKeySequence(Qt::CTRL | Qt::Key_PageUp)}, [tabWidget] {
              if (tabWidget->count() > 1)
                  tabWidget->setCurrentIndex((tabWidget->currentIndex() + tabWidget->count() - 1)
                                             % tabWidget->count());
          });

    // As Konsole: Ctrl+( and Ctrl+) (shifted on most layouts, so they never reach the program).
    // Shifted too: a key event may carry the Shift that typed the parenthesis.
    const auto addSplit = [this, tabs](const QString &text, Qt::Key key, Qt::Orientation orientation) {
        return add(text, {QKeySequence(Qt::CTRL | key), QKeySequence(Qt::CTRL | Qt::SHIFT | key)},
                   [tabs, orientation] { tabs->splitCurrent(orientation); });
    };
    m_splitLeftRight = addSplit(TerminalTabs::tr("Split &Left/Right"), Qt::Key_ParenLeft, Qt::Horizontal);
    m_splitTopBottom = addSplit(TerminalTabs::tr("Split &Top/Bottom"), Qt::Key_ParenRight, Qt::Vertical);
    const Qt::Orientation orientations[] = {Qt::Horizontal, Qt::Vertical};
    for (int i = 0; i < 2; ++i) {
        const Qt::Key key = i == 0 ? Qt::Key_ParenLeft : Qt::Key_ParenRight;
        auto *menu
            = new TerminalSplitMenu(tabs, orientations[i], QKeySequence(Qt::CTRL | Qt::ALT | key), tabs);
        tabs->addAction(menu->popupAction());
        m_splitMenus[i] = menu;
    }
    // Ctrl+Shift+arrows: the terminal leaves Ctrl+Shift keys to the application. Enabled only
    // while the tab is split, so that otherwise the keys still reach the program.
    const struct {
        QString text;
        Qt::Key key;
        TerminalPaneTree::Direction direction;
    } focusActions[] = {
        {TerminalTabs::tr("Focus Left Pane"), Qt::Key_Left, TerminalPaneTree::Direction::Left},
        {TerminalTabs::tr("Focus Right Pane"), Qt::Key_Right, TerminalPaneTree::Direction::Right},
        {TerminalTabs::tr("Focus Pane Above"), Qt::Key_Up, TerminalPaneTree::Direction::Up},
        {TerminalTabs::tr("Focus Pane Below"), Qt::Key_Down, TerminalPaneTree::Direction::Down},
    };
    for (const auto &entry : focusActions) {
        const TerminalPaneTree::Direction direction = entry.direction;
        m_focusPane << add(entry.text, {QKeySequence(Qt::CTRL | Qt::SHIFT | entry.key)},
                           [tabs, direction] { tabs->focusPane(direction); });
    }
    // As Konsole's Expand View / Shrink View: Ctrl+Shift+] and Ctrl+Shift+[.
    const auto addResize = [this, tabs](const QString &text, Qt::Key key, Qt::Key shifted, int steps) {
        m_resizePane << add(
            text, {QKeySequence(Qt::CTRL | Qt::SHIFT | key), QKeySequence(Qt::CTRL | Qt::SHIFT | shifted)},
            [tabs, steps] {
                if (TerminalPaneTree *tree = tabs->paneTreeAt(tabs->currentIndex()))
                    tree->resizeCurrent(steps);
            });
    };
    addResize(TerminalTabs::tr("Expand Pane"), Qt::Key_BracketRight, Qt::Key_BraceRight, 1);
    addResize(TerminalTabs::tr("Shrink Pane"), Qt::Key_BracketLeft, Qt::Key_BraceLeft, -1);
}

QAction *TerminalTabActions::add(const QString &text, const QList<QKeySequence> &shortcuts,
                                 std::function<void()> trigger)
{
    // A child of the tabs' widget and on it: its shortcut works wherever the focus is in a tab.
    auto *action = new QAction(text, m_tabs);
    action->setShortcuts(shortcuts);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(action, &QAction::triggered, m_tabs, std::move(trigger));
    m_tabs->addAction(action);
    return action;
}

QMenu *TerminalTabActions::splitInSessionMenu(Qt::Orientation orientation) const
{
    return m_splitMenus[orientation == Qt::Horizontal ? 0 : 1];
}

void TerminalTabActions::update(bool split, bool canSplit)
{
    for (QAction *action : m_focusPane + m_resizePane)
        action->setEnabled(split);
    m_splitLeftRight->setEnabled(canSplit);
    m_splitTopBottom->setEnabled(canSplit);
    for (QMenu *menu : m_splitMenus)
        menu->menuAction()->setEnabled(canSplit);
}

} // namespace sandman
