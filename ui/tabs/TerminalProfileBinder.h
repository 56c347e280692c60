// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "terminal/ColorSchemeLibrary.h"
#include "terminal/TerminalProfileStore.h"

#include <QList>
#include <QObject>
#include <QPointer>

class QWidget;

namespace sandman {

class ProfileDialog;
class TerminalTabs;
class TerminalView;

// Gives every terminal tab its session's profile as it opens, and edits profiles: what the
// dialog chose is remembered and applied to the open terminals at once.
class TerminalProfileBinder : public QObject
{
    Q_OBJECT
public:
    TerminalProfileBinder(TerminalTabs *tabs, QWidget *window);

    TerminalProfileStore *store() { return &m_store; }
    ColorSchemeLibrary *schemes() { return &m_schemes; }

    // Shows the dialog for the terminal in front (or the default profile) and commits it.
    void editProfile();
    // The dialog editProfile() shows, filled for the terminal in front.
    ProfileDialog *createDialog();
    // Remembers what the dialog holds and applies it to the open terminals.
    void commit(const ProfileDialog &dialog);
    // Applies each open terminal's profile again.
    void applyAll();

private:
    void applyToNew();
    QList<TerminalView *> viewsAt(int index) const;
    // Gives the panes of tab index their session's profile (onlyNew: those that had none yet).
    void apply(int index, bool onlyNew);

    TerminalTabs *m_tabs;
    QWidget *m_window;
    TerminalProfileStore m_store;
    ColorSchemeLibrary m_schemes;
    QList<QPointer<TerminalView>> m_applied;
};

} // namespace sandman
