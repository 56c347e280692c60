// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

class QDockWidget;
class QMainWindow;

namespace sandman {

class SessionTreeView;

// At first start (no saved window state) a dock is as wide as its session list's content,
// within [floor, ceiling], and widens as content arrives (sessions come after the first
// paint) until the user drags the dock's edge.
class DockWidthFit : public QObject
{
    Q_OBJECT
public:
    DockWidthFit(QMainWindow *window, QDockWidget *dock, SessionTreeView *view);

    // The width the dock should have now: its view's size hint plus the dock's own margins.
    int wantedWidth() const;
    void start(int floor, int ceiling);
    // False once the user resized the dock: from then on its width is theirs.
    bool isActive() const { return m_active; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fit();
    void request(int width);

    QMainWindow *m_window;
    QDockWidget *m_dock;
    SessionTreeView *m_view;
    int m_floor = 0;
    int m_ceiling = 0;
    int m_minimumWidth = 0; // the dock's own, restored after each request
    bool m_active = false;
    bool m_pinned = false; // a request's minimum width is in force
    bool m_dragging = false; // a mouse button is down on the window's dock separators
};

} // namespace sandman
