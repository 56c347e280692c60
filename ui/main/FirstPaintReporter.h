// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

namespace sandman {

class MainWindow;

// A benchmark hook, on only when $SANDMAN_REPORT_FIRST_PAINT is set: prints "first paint"
// on stdout once the window has painted for the first time (tests/bench/gui_startup measures
// from the process start to that line), then "content painted" at the first paint of the
// terminal in front once the session list lists a session and that terminal shows output (its
// replay: a cursor that moved, or scrollback): the first frame with the sessions and the tab
// as they were. Then it removes itself.
class FirstPaintReporter : public QObject
{
    Q_OBJECT
public:
    explicit FirstPaintReporter(MainWindow *window);
    // Installs one on the window when the variable is set.
    static void installFromEnvironment(MainWindow *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool showsContent(const QObject *painted) const;

    MainWindow *m_window;
    bool m_painted = false;
};

} // namespace sandman
