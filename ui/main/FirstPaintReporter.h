// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

namespace sandman {

class MainWindow;

// A benchmark hook, on only when $SANDMAN_REPORT_FIRST_PAINT is set: prints "first paint"
// on stdout once the window has painted for the first time (tests/bench/gui_startup measures
// from the process start to that line), then "content painted" once the terminal in front has
// painted output (its replay: a cursor that moved, or scrollback) and the session list lists a
// session, at the paint that completes both: the first frame with the sessions and the tab as
// they were. Then it removes itself.
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
    bool terminalShowsOutput(const QObject *painted) const;
    bool sessionsListed() const;

    MainWindow *m_window;
    bool m_painted = false;
    bool m_terminalPainted = false;
};

} // namespace sandman
