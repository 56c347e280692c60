// SPDX-License-Identifier: Apache-2.0
#include "TerminalSplitMenu.h"

#include "TerminalTabs.h"
#include "sessions/SandboxConnection.h"
#include "terminal/TerminalView.h"

namespace sandman {

TerminalSplitMenu::TerminalSplitMenu(TerminalTabs *tabs, Qt::Orientation orientation,
                                     const QKeySequence &shortcut, QWidget *parent)
    : QMenu(parent)
    , m_tabs(tabs)
    , m_orientation(orientation)
    , m_popup(new QAction(this))
{
    const QString title = orientation == Qt::Horizontal ? tr("Split Left/Right in &Session")
                                                        : tr("Split Top/Botto&m in Session");
    // The shortcut in the shortcut column, as other entries show theirs.
    setTitle(title + QLatin1Char('\t') + shortcut.toString(QKeySequence::NativeText));
    setToolTipsVisible(true);
    m_popup->setText(title);
    // Shifted too: the key event may carry the Shift that typed the parenthesis.
    m_popup->setShortcuts({shortcut,
                           QKeySequence(QKeyCombination(shortcut[0].keyboardModifiers() | Qt::ShiftModifier,
                                                        shortcut[0].key()))});
    m_popup->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_popup, &QAction::triggered, this, &TerminalSplitMenu::popupAtPane);
    connect(this, &QMenu::aboutToShow, this, &TerminalSplitMenu::rebuild);
}

void TerminalSplitMenu::popupAtPane()
{
    TerminalView *view = m_tabs->currentTerminal();
    if (!view || !menuAction()->isEnabled())
        return;
    rebuild();
    // Arrows start from the pane's own session: one step down is the next one.
    QAction *own = nullptr;
    for (QAction *action : actions())
        own = action->isChecked() ? action : own;
    popup(view->mapToGlobal(view->rect().center()), own);
}

void TerminalSplitMenu::rebuild()
{
    clear();
    const int index = m_tabs->currentIndex();
    const SandboxConnection *connection = m_tabs->connectionAt(index);
    const QString own = m_tabs->sessionIdAt(index);
    if (!connection || connection->sessions().isEmpty()) {
        addAction(tr("No sessions to open"))->setEnabled(false);
        return;
    }
    for (const SessionInfo &session : connection->sessions()) {
        const QString id = session.id;
        QAction *action = addAction(QString(id).replace(QLatin1Char('&'), QLatin1String("&&")));
        action->setCheckable(true);
        action->setChecked(id == own);
        action->setToolTip(session.cwd.isEmpty()
                               ? tr("A new shell in session %1").arg(id)
                               : tr("A new shell in session %1, in %2").arg(id, session.cwd));
        connect(action, &QAction::triggered, m_tabs, [this, id] { m_tabs->splitCurrent(m_orientation, id); });
    }
}

} // namespace sandman
