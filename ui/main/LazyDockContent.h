// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

#include <functional>

class QDockWidget;
class QWidget;

namespace sandman {

// Builds a dock's widget when the dock is first shown or right after its window's first paint,
// whichever comes first: a dock tabbed behind another needs nothing for the first frame
// (tests/bench/gui_startup).
class LazyDockContent : public QObject
{
public:
    static void install(QWidget *window, QDockWidget *dock, std::function<QWidget *()> create);

private:
    LazyDockContent(QDockWidget *dock, std::function<QWidget *()> create);
    void build();

    QDockWidget *m_dock;
    std::function<QWidget *()> m_create;
};

} // namespace sandman
