// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

#include <functional>

class QDockWidget;
class QWidget;

namespace sandman {

// Builds a dock's widget when the dock is first shown or right after its window's first paint,
// whichever comes first: a dock tabbed behind another needs nothing for the first frame
// (tests/bench/gui_startup). Code that needs the widget earlier calls build().
class LazyDockContent : public QObject
{
public:
    // The returned object belongs to the dock.
    static LazyDockContent *install(QWidget *window, QDockWidget *dock, std::function<QWidget *()> create);
    // Builds the widget now unless it is built already.
    void build();

private:
    LazyDockContent(QDockWidget *dock, std::function<QWidget *()> create);

    QDockWidget *m_dock;
    std::function<QWidget *()> m_create;
};

} // namespace sandman
