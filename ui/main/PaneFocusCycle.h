// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QPoint>

class QMainWindow;
class QWidget;

namespace sandman {

/// F6 and Shift+F6 move the keyboard focus to the next or previous pane of a main window: its
/// open docks in reading order (one tabbed behind another comes to the front) and its central
/// widget, as F6 does in desktop applications.
/// A terminal keeps Tab for its shell, so this is how the keyboard leaves it. The pane gets
/// back the control that had the focus in it last.
class PaneFocusCycle : public QObject
{
    Q_OBJECT
public:
    explicit PaneFocusCycle(QMainWindow *window);

    /// The open panes, in the order F6 visits them.
    QList<QWidget *> panes() const;
    /// Focuses the pane after (step 1) or before (step -1) the one holding the focus.
    void cycle(int step);

private:
    QPoint placeOf(QWidget *pane) const;

    QMainWindow *m_window;
};

} // namespace sandman
