// SPDX-License-Identifier: Apache-2.0
#include "TerminalProfileBinder.h"

#include "TerminalTabs.h"
#include "terminal/ProfileDialog.h"
#include "terminal/TerminalView.h"

namespace sandman {

TerminalProfileBinder::TerminalProfileBinder(TerminalTabs *tabs, QWidget *window)
    : QObject(window)
    , m_tabs(tabs)
    , m_window(window)
{
    connect(m_tabs, &TerminalTabs::tabsChanged, this, &TerminalProfileBinder::applyToNew);
    applyToNew();
}

QList<TerminalView *> TerminalProfileBinder::viewsAt(int index) const
{
    if (const TerminalPaneTree *panes = m_tabs->paneTreeAt(index))
        return panes->views();
    TerminalView *view = m_tabs->terminalAt(index);
    return view ? QList<TerminalView *>{view} : QList<TerminalView *>{};
}

void TerminalProfileBinder::apply(int index, bool onlyNew)
{
    // Each pane its own session's: a split may hold panes of other sessions of the sandbox.
    for (TerminalView *view : viewsAt(index)) {
        const bool known = m_applied.contains(view);
        if (onlyNew && known)
            continue;
        const TerminalProfile profile
            = m_store.profileFor(m_tabs->connectionKeyAt(index), m_tabs->sessionIdOf(view));
        profile.applyTo(view, m_schemes.theme(profile.scheme));
        if (!known)
            m_applied << view;
    }
}

void TerminalProfileBinder::applyToNew()
{
    m_applied.removeAll(nullptr);
    for (int i = 0; i < m_tabs->count(); ++i)
        apply(i, true);
}

void TerminalProfileBinder::applyAll()
{
    for (int i = 0; i < m_tabs->count(); ++i)
        apply(i, false);
}

ProfileDialog *TerminalProfileBinder::createDialog()
{
    const int index = m_tabs->currentIndex();
    const bool haveSession = m_tabs->terminalAt(index) != nullptr;
    const TerminalProfile profile = haveSession
        ? m_store.profileFor(m_tabs->connectionKeyAt(index), m_tabs->sessionIdAt(index))
        : m_store.defaultProfile();
    auto *dialog = new ProfileDialog(profile, &m_schemes, haveSession, m_window);
    // A session with a profile of its own is most likely edited as such again.
    dialog->setSessionOnly(
        haveSession && m_store.sessionProfile(m_tabs->connectionKeyAt(index), m_tabs->sessionIdAt(index)));
    return dialog;
}

void TerminalProfileBinder::commit(const ProfileDialog &dialog)
{
    const int index = m_tabs->currentIndex();
    const bool haveSession = m_tabs->terminalAt(index) != nullptr;
    const QString sandbox = haveSession ? m_tabs->connectionKeyAt(index) : QString();
    const QString session = haveSession ? m_tabs->sessionIdAt(index) : QString();
    if (dialog.sessionOnly()) {
        m_store.setSessionProfile(sandbox, session, dialog.profile());
    } else {
        m_store.setDefaultProfile(dialog.profile());
        // The session in front shows what was chosen, even if it had a profile of its own.
        if (haveSession)
            m_store.clearSessionProfile(sandbox, session);
    }
    applyAll();
}

void TerminalProfileBinder::editProfile()
{
    ProfileDialog *dialog = createDialog();
    if (dialog->exec() == QDialog::Accepted)
        commit(*dialog);
    dialog->deleteLater();
}

} // namespace sandman
