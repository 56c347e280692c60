// SPDX-License-Identifier: Apache-2.0
#include "TerminalActions.h"

#include "TerminalProfileBinder.h"
#include "TerminalTabs.h"
#include "sessions/SandboxConnection.h"
#include "terminal/TerminalView.h"

#include <QAction>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>

namespace sandman {

TerminalActions::TerminalActions(TerminalTabs *tabs, QAction *newTerminal, QWidget *window)
    : QObject(window)
    , m_tabs(tabs)
    , m_newTerminal(newTerminal)
    , m_window(window)
{
    // Ctrl+Shift: plain Ctrl combinations belong to the program in the terminal.
    m_copy = addAction(tr("&Copy"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), &TerminalView::copy);
    m_paste = addAction(tr("&Paste"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V),
                        &TerminalView::pasteClipboard);
    m_pasteSelection = addAction(tr("Paste &Selection"), QKeySequence(Qt::SHIFT | Qt::Key_Insert),
                                 &TerminalView::pasteSelection);
    m_selectAll = addAction(tr("Select &All"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
                            &TerminalView::selectAll);
    m_zoomIn = addAction(tr("Zoom &In"), QKeySequence(Qt::CTRL | Qt::Key_Equal), &TerminalView::zoomIn);
    m_zoomOut = addAction(tr("Zoom &Out"), QKeySequence(Qt::CTRL | Qt::Key_Minus), &TerminalView::zoomOut);
    m_resetZoom = addAction(tr("&Reset Zoom"), QKeySequence(Qt::CTRL | Qt::Key_0), &TerminalView::resetZoom);
    m_clearScrollback = addAction(tr("C&lear Scrollback"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K),
                                  &TerminalView::clearScrollback);
    m_rename = new QAction(tr("Re&name Terminal\u2026"), this);
    m_rename->setToolTip(tr("Give the terminal a name of your own (or double-click its tab)"));
    connect(m_rename, &QAction::triggered, this,
            [this] { m_tabs->renameTabInteractively(m_tabs->currentIndex()); });
    // Not a terminal action: the default profile can be edited with no terminal open.
    m_profiles = new TerminalProfileBinder(m_tabs, m_window);
    m_profile = new QAction(tr("&Profile\u2026"), this);
    m_profile->setToolTip(tr("Font, colours, scrollback, cursor and bell of the terminals"));
    connect(m_profile, &QAction::triggered, m_profiles, &TerminalProfileBinder::editProfile);
    m_terminalActions << m_rename << m_tabs->findAction() << m_tabs->closeAction() << m_tabs->nextAction()
                      << m_tabs->previousAction();

    connect(m_tabs, &TerminalTabs::currentSessionChanged, this, &TerminalActions::updateActions);
    connect(m_tabs, &TerminalTabs::contextMenuRequested, this, &TerminalActions::showContextMenu);
    updateActions();
}

QAction *TerminalActions::addAction(const QString &text, const QKeySequence &shortcut,
                                    void (TerminalView::*slot)())
{
    auto *action = new QAction(text, this);
    action->setShortcut(shortcut);
    connect(action, &QAction::triggered, this, [this, slot] {
        if (TerminalView *view = m_tabs->currentTerminal())
            (view->*slot)();
    });
    // Active anywhere in the window (the terminal passes Ctrl+Shift keys on to it).
    m_window->addAction(action);
    m_terminalActions << action;
    return action;
}

QMenu *TerminalActions::addEditMenu(QMenuBar *bar)
{
    QMenu *menu = bar->addMenu(tr("&Edit"));
    menu->addAction(m_copy);
    menu->addAction(m_paste);
    menu->addAction(m_pasteSelection);
    menu->addSeparator();
    menu->addAction(m_selectAll);
    menu->addAction(m_tabs->findAction());
    return menu;
}

QMenu *TerminalActions::addTerminalMenu(QMenuBar *bar)
{
    QMenu *menu = bar->addMenu(tr("&Terminal"));
    menu->addAction(m_newTerminal);
    menu->addAction(m_rename);
    menu->addAction(m_tabs->closeAction());
    menu->addSeparator();
    menu->addAction(m_tabs->nextAction());
    menu->addAction(m_tabs->previousAction());
    menu->addSeparator();
    menu->addAction(m_tabs->splitLeftRightAction());
    menu->addAction(m_tabs->splitTopBottomAction());
    menu->addMenu(m_tabs->splitInSessionMenu(Qt::Horizontal));
    menu->addMenu(m_tabs->splitInSessionMenu(Qt::Vertical));
    menu->addActions(m_tabs->focusPaneActions());
    menu->addActions(m_tabs->resizePaneActions());
    menu->addSeparator();
    menu->addAction(m_zoomIn);
    menu->addAction(m_zoomOut);
    menu->addAction(m_resetZoom);
    menu->addSeparator();
    menu->addAction(m_clearScrollback);
    menu->addSeparator();
    menu->addAction(m_profile);
    return menu;
}

void TerminalActions::showContextMenu(int index, const QPoint &globalPos)
{
    if (index < 0)
        return;
    QMenu menu(m_window);
    menu.addAction(m_copy);
    menu.addAction(m_paste);
    menu.addAction(m_selectAll);
    menu.addAction(m_tabs->findAction());
    menu.addSeparator();
    menu.addAction(m_zoomIn);
    menu.addAction(m_zoomOut);
    menu.addAction(m_clearScrollback);
    menu.addSeparator();
    menu.addAction(m_newTerminal);
    menu.addAction(m_tabs->splitLeftRightAction());
    menu.addAction(m_tabs->splitTopBottomAction());
    menu.addMenu(m_tabs->splitInSessionMenu(Qt::Horizontal));
    menu.addMenu(m_tabs->splitInSessionMenu(Qt::Vertical));
    menu.addAction(m_rename);
    menu.addAction(m_tabs->closeAction());
    menu.exec(globalPos);
}

void TerminalActions::updateActions()
{
    const bool haveTerminal = m_tabs->currentTerminal() != nullptr;
    for (QAction *action : std::as_const(m_terminalActions))
        action->setEnabled(haveTerminal);
}

} // namespace sandman
