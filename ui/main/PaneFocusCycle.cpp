// SPDX-License-Identifier: Apache-2.0
#include "PaneFocusCycle.h"

#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QShortcut>

#include <algorithm>

namespace sandman {

namespace {
bool takesKeyboardFocus(const QWidget *widget)
{
    return (widget->focusPolicy() & Qt::TabFocus) && widget->isVisible() && widget->isEnabled();
}

// The control inside `pane` to focus: the one focused there last, else the first in tab order.
QWidget *focusTarget(QWidget *pane)
{
    QWidget *last = pane->focusWidget();
    if (last && pane->isAncestorOf(last) && takesKeyboardFocus(last))
        return last;
    for (QWidget *w = pane->nextInFocusChain(); w && w != pane; w = w->nextInFocusChain()) {
        if (pane->isAncestorOf(w) && takesKeyboardFocus(w))
            return w;
    }
    return nullptr;
}
} // namespace

PaneFocusCycle::PaneFocusCycle(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    auto *next = new QShortcut(QKeySequence(Qt::Key_F6), window);
    connect(next, &QShortcut::activated, this, [this] { cycle(1); });
    auto *previous = new QShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6), window);
    connect(previous, &QShortcut::activated, this, [this] { cycle(-1); });
}

QList<QWidget *> PaneFocusCycle::panes() const
{
    QList<QWidget *> panes;
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
        // Open docks, those tabbed behind another too (F6 brings them to the front); a floating
        // one is a window of its own.
        if (dock->toggleViewAction()->isChecked() && !dock->isFloating() && dock->widget())
            panes << dock->widget();
    }
    if (QWidget *central = m_window->centralWidget(); central && central->isVisible())
        panes << central;
    // Reading order: by row, then left to right (docks tabbed together stay together).
    std::stable_sort(panes.begin(), panes.end(), [this](QWidget *a, QWidget *b) {
        const QPoint pa = placeOf(a);
        const QPoint pb = placeOf(b);
        return pa.y() != pb.y() ? pa.y() < pb.y() : pa.x() < pb.x();
    });
    return panes;
}

QPoint PaneFocusCycle::placeOf(QWidget *pane) const
{
    // A dock tabbed behind another has no place of its own: it has its dock's.
    QWidget *placed = pane->isVisible() ? pane : pane->parentWidget();
    return placed ? placed->mapTo(m_window, QPoint(0, 0)) : QPoint();
}

void PaneFocusCycle::cycle(int step)
{
    const QList<QWidget *> list = panes();
    if (list.isEmpty())
        return;
    QWidget *focused = QApplication::focusWidget();
    qsizetype current = -1;
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (focused && (focused == list.at(i) || list.at(i)->isAncestorOf(focused)))
            current = i;
    }
    const qsizetype count = list.size();
    qsizetype next = current < 0 ? (step > 0 ? -1 : count) : current;
    // The next pane that has something to focus (a pane still being built may not).
    for (qsizetype tried = 0; tried < count; ++tried) {
        next = ((next + step) % count + count) % count;
        QWidget *pane = list.at(next);
        if (auto *dock = qobject_cast<QDockWidget *>(pane->parentWidget()); dock && !pane->isVisible())
            dock->raise();
        if (QWidget *target = focusTarget(pane)) {
            target->setFocus(step > 0 ? Qt::TabFocusReason : Qt::BacktabFocusReason);
            return;
        }
    }
}

} // namespace sandman
