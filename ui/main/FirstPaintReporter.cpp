// SPDX-License-Identifier: Apache-2.0
#include "FirstPaintReporter.h"

#include "MainWindow.h"
#include "StartupTrace.h"
#include "sessions/SessionTreeModel.h"
#include "tabs/TerminalTabs.h"
#include "terminal/TerminalModel.h"
#include "terminal/TerminalView.h"

#include <QCoreApplication>
#include <QEvent>

#include <cstdio>

namespace sandman {

namespace {
void report(const char *what)
{
    StartupTrace::mark(what);
    std::fprintf(stdout, "%s\n", what);
    std::fflush(stdout);
}
} // namespace

FirstPaintReporter::FirstPaintReporter(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    QCoreApplication::instance()->installEventFilter(this);
}

void FirstPaintReporter::installFromEnvironment(MainWindow *window)
{
    if (qEnvironmentVariableIsSet("SANDMAN_REPORT_FIRST_PAINT"))
        new FirstPaintReporter(window);
}

bool FirstPaintReporter::terminalShowsOutput(const QObject *painted) const
{
    const TerminalView *view = m_window->terminals()->currentTerminal();
    if (!view || (painted != view && !view->isAncestorOf(qobject_cast<const QWidget *>(painted))))
        return false;
    const TerminalModel *model = view->model();
    return model->scrollbackLines() > 0 || model->cursorRow() > 0 || model->cursorCol() > 0;
}

bool FirstPaintReporter::sessionsListed() const
{
    const SessionTreeModel *sessions = m_window->sessionModel();
    for (int row = 0; row < sessions->rowCount(); ++row) {
        if (sessions->rowCount(sessions->index(row, 0)) > 0)
            return true;
    }
    return false;
}

bool FirstPaintReporter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Paint)
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || widget->window() != m_window)
        return false;
    if (!m_painted) {
        m_painted = true;
        report("first paint");
    }
    // The terminal and the list each paint when they change, in either order.
    m_terminalPainted = m_terminalPainted || terminalShowsOutput(watched);
    if (m_terminalPainted && sessionsListed()) {
        report("content painted");
        QCoreApplication::instance()->removeEventFilter(this);
        deleteLater();
    }
    return false;
}

} // namespace sandman
