// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QPointer>
#include <QWidget>

#include <functional>

class QStackedWidget;
class QTabWidget;

namespace sandman {

class SandboxConnection;
class TerminalChannel;
class TerminalFindBar;
class TerminalView;

// The centre of the window: terminal tabs, several per session. Closing a tab closes that
// viewer only; the session and its shell live on. A placeholder shows when no tab is open.
class TerminalTabs : public QWidget
{
    Q_OBJECT
public:
    // Makes the channel a tab reads from: terminal terminalId of the session, local or remote.
    // The first terminal of a session has the empty id; opening an id again reattaches to its
    // shell, with the recent output replayed.
    using ChannelFactory = std::function<TerminalChannel *(
        SandboxConnection *connection, const QString &sessionId, const QString &terminalId, QObject *parent)>;

    explicit TerminalTabs(QWidget *parent = nullptr);

    void setChannelFactory(ChannelFactory factory) { m_factory = std::move(factory); }
    TerminalView *openTerminal(SandboxConnection *connection, const QString &sessionId);
    // The session is gone: its tabs say so and stop taking input.
    void sessionDeleted(SandboxConnection *connection, const QString &sessionId);

    int count() const;
    TerminalView *terminalAt(int index) const;
    QString tabTitle(int index) const;
    QString sessionIdAt(int index) const;
    TerminalFindBar *findBar() const { return m_findBar; }

public slots:
    void closeTab(int index);
    void closeCurrentTab();

signals:
    void errorOccurred(const QString &message);

private:
    struct TabInfo;
    int indexOfView(const TerminalView *view) const;
    // The first terminal id of the session that no open tab shows: detached shells come back.
    QString freeTerminalId(SandboxConnection *connection, const QString &sessionId) const;
    void updateTitle(TerminalView *view);
    void updatePlaceholder();

    QStackedWidget *m_stack;
    QTabWidget *m_tabs;
    TerminalFindBar *m_findBar;
    ChannelFactory m_factory;
};

} // namespace sandman
