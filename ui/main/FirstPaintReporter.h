// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

class QWidget;

namespace sandman {

// A benchmark hook, on only when $SANDMAN_REPORT_FIRST_PAINT is set: prints "first paint"
// on stdout once the window has painted for the first time (tests/bench/gui_startup measures
// from the process start to that line), then removes itself.
class FirstPaintReporter : public QObject
{
    Q_OBJECT
public:
    explicit FirstPaintReporter(QWidget *window);
    // Installs one on the window when the variable is set.
    static void installFromEnvironment(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};

} // namespace sandman
