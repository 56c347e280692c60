// SPDX-License-Identifier: Apache-2.0
#include "WindowMenus.h"

#include "AboutBox.h"
#include "LanguageLoader.h"
#include "MainWindow.h"
#include "connect/RemoteConnections.h"
#include "sessions/SessionActions.h"
#include "tabs/TerminalActions.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>

#include <algorithm>
#include <utility>

namespace sandman {

// The menus' words keep the window's translation context (MainWindow::tr): they were built
// there, and their translations are filed under it.

WindowMenus::WindowMenus(QMainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_quit(
          new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), MainWindow::tr("&Quit"), window))
    , m_about(new QAction(MainWindow::tr("&About Sandman"), window))
{
    // Ctrl+Q belongs to the program in a terminal (XON); Ctrl+Shift+Q quits from anywhere.
    m_quit->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q), QKeySequence::Quit});
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, window, &QWidget::close);
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, window, [window] { AboutBox::show(window); });
}

void WindowMenus::build(RemoteConnections *remotes, SessionActions *sessions, TerminalActions *terminals,
                        const QList<QAction *> &dockActions)
{
    QMenuBar *bar = m_window->menuBar();
    m_fileMenu = bar->addMenu(MainWindow::tr("&File"));
    m_fileMenu->addAction(remotes->connectAction());
    m_fileMenu->addAction(remotes->reconnectAction());
    m_fileMenu->addAction(remotes->changeTokenAction());
    m_fileMenu->addAction(remotes->disconnectAction());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);

    terminals->addEditMenu(bar);
    sessions->addTo(bar->addMenu(MainWindow::tr("&Session")));
    terminals->addTerminalMenu(bar);

    m_viewMenu = bar->addMenu(MainWindow::tr("&View"));
    m_viewMenu->addActions(dockActions);
    m_viewMenu->addSeparator();
    addLanguageMenu(m_viewMenu);

    QMenu *helpMenu = bar->addMenu(MainWindow::tr("&Help"));
    helpMenu->addAction(m_about);
}

void WindowMenus::addLanguageMenu(QMenu *view)
{
    QMenu *languageMenu = view->addMenu(MainWindow::tr("&Language"));
    auto *languageGroup = new QActionGroup(languageMenu);
    const QString saved = QSettings().value(QStringLiteral("language")).toString();
    QStringList choices{QString()};
    choices << LanguageLoader::availableLanguages();
    for (const QString &language : std::as_const(choices)) {
        QAction *action = languageMenu->addAction(language.isEmpty() ? MainWindow::tr("System Default")
                                                                     : LanguageLoader::displayName(language));
        action->setCheckable(true);
        action->setChecked(language == saved);
        languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, language] {
            QSettings().setValue(QStringLiteral("language"), language);
            m_window->statusBar()->showMessage(
                MainWindow::tr("The language changes when Sandman is started again."), 8000);
        });
    }
}

void WindowMenus::addFileAction(QAction *action)
{
    if (m_fileMenu)
        m_fileMenu->insertAction(m_quit, action);
}

void WindowMenus::addDockAction(QAction *toggle)
{
    if (!m_viewMenu)
        return;
    // Before the separator that ends the docks' actions.
    const QList<QAction *> entries = m_viewMenu->actions();
    auto separator
        = std::find_if(entries.begin(), entries.end(), [](QAction *entry) { return entry->isSeparator(); });
    m_viewMenu->insertAction(separator == entries.end() ? nullptr : *separator, toggle);
}

} // namespace sandman
