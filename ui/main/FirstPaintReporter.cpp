// SPDX-License-Identifier: Apache-2.0
#include "FirstPaintReporter.h"

#include "StartupTrace.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

#include <cstdio>

namespace sandman {

FirstPaintReporter::FirstPaintReporter(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    QCoreApplication::instance()->installEventFilter(this);
}

void FirstPaintReporter::installFromEnvironment(QWidget *window)
{
    if (qEnvironmentVariableIsSet("SANDMAN_REPORT_FIRST_PAINT"))
        new FirstPaintReporter(window);
}

bool FirstPaintReporter::eventFilter(QObject *watched, QEvent *event)
{
    auto *widget = qobject_cast<QWidget *>(watched);
    if (event->type() == QEvent::Paint && widget && widget->window() == m_window) {
        StartupTrace::mark("first paint");
        std::fputs("first paint\n", stdout);
        std::fflush(stdout);
        QCoreApplication::instance()->removeEventFilter(this);
        deleteLater();
    }
    return false;
}

} // namespace sandman
