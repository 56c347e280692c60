// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QIcon>
#include <QList>
#include <QObject>
#include <QPointer>

namespace sandman {

class TerminalTabs;
class TerminalView;

// Keystroke broadcast, as Konsole's "copy input to": what is typed (or pasted) in any pane of
// the chosen tabs goes to the other chosen panes too. Every receiving tab carries a mark.
// Hooks the views' inputSent() and answers with sendCopiedInput(), which announces nothing,
// so a copy is never copied again. Mouse and focus reports are not copied.
class KeystrokeBroadcast : public QObject
{
    Q_OBJECT
public:
    explicit KeystrokeBroadcast(TerminalTabs *tabs, QObject *parent = nullptr);
    ~KeystrokeBroadcast() override;

    // The panes of the tab at index join or leave the group.
    void setTabIncluded(int index, bool included);
    bool isTabIncluded(int index) const;
    void clear();
    // The panes in the group (those still open).
    QList<TerminalView *> views() const;
    bool isActive() const { return views().size() > 1; }
    // The mark on receiving tabs.
    static QIcon markIcon();

signals:
    void changed();

private:
    void add(TerminalView *view);
    void onInput(TerminalView *source, const QByteArray &bytes);
    void updateMarks();

    QPointer<TerminalTabs> m_tabs;
    QList<QPointer<TerminalView>> m_views;
};

} // namespace sandman
