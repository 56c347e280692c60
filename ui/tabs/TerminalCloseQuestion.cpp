// SPDX-License-Identifier: Apache-2.0
#include "TerminalCloseQuestion.h"

#include "TerminalBackend.h"
#include "TerminalPane.h"
#include "TerminalTabs.h"
#include "sessions/SandboxConnection.h"
#include "terminal/TerminalView.h"

#include <QMessageBox>
#include <QPointer>
#include <QPushButton>

namespace sandman {

// The question's words are the tabs' (TerminalTabs::tr), where their translations are filed.

TerminalCloseQuestion::TerminalCloseQuestion(TerminalTabs *tabs)
    : QObject(tabs)
    , m_tabs(tabs)
{ }

void TerminalCloseQuestion::close(TerminalView *view, const TerminalPane &pane)
{
    SandboxConnection *connection = pane.connection;
    // A mirror only stops watching: someone else's shell is never this window's to end.
    if (!connection || pane.isOver() || pane.isMirror()) {
        emit closeAccepted(view);
        return;
    }
    if (pane.runsCommand()) {
        // As closing an xterm: the command belongs to its window and ends with it.
        m_tabs->backend()->endTerminal(connection, pane.sessionId, pane.terminalId);
        emit closeAccepted(view);
        return;
    }
    QPointer<TerminalView> guard(view);
    QPointer<SandboxConnection> connectionGuard(connection);
    const QString sessionId = pane.sessionId;
    const QString terminalId = pane.terminalId;
    m_tabs->backend()
        ->foregroundCommand(connection, sessionId, terminalId)
        .then(this,
              [this, guard, connectionGuard, sessionId, terminalId](const QString &foreground) {
                  if (!guard)
                      return;
                  if (foreground.isEmpty() || !connectionGuard)
                      emit closeAccepted(guard);
                  else
                      ask(guard, connectionGuard, sessionId, terminalId, foreground);
              })
        .onFailed(this, [this, guard] {
            if (guard)
                emit closeAccepted(guard); // the sandbox does not answer: detaching loses nothing
        });
}

void TerminalCloseQuestion::ask(TerminalView *view, SandboxConnection *connection, const QString &sessionId,
                                const QString &terminalId, const QString &foreground)
{
    QMessageBox box(QMessageBox::Question, TerminalTabs::tr("Close Terminal"),
                    TerminalTabs::tr("\u201c%1\u201d is running in this terminal.").arg(foreground),
                    QMessageBox::NoButton, m_tabs);
    box.setInformativeText(
        TerminalTabs::tr("Detach keeps the shell and what runs in it; the session opens it again with "
                         "its output. End stops it."));
    QPushButton *detach = box.addButton(TerminalTabs::tr("&Detach"), QMessageBox::AcceptRole);
    QPushButton *end = box.addButton(TerminalTabs::tr("&End"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(detach);
    box.exec();
    if (box.clickedButton() == end)
        m_tabs->backend()->endTerminal(connection, sessionId, terminalId);
    if (box.clickedButton() == detach || box.clickedButton() == end)
        emit closeAccepted(view);
}

} // namespace sandman
