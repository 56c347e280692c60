// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QTimer>

namespace sandman {

class MainWindow;

// A test hook, on only when $SANDMAN_STATE_DUMP names a file: what the window shows — its
// terminal tabs (sandbox, session, terminal, title, text with scrollback), the current tab and
// the sessions of each sandbox — written there as JSON a few times a second, so that a test
// driving the real binary from outside can see it. It reads the window, it changes nothing.
class WindowStateDump : public QObject
{
    Q_OBJECT
public:
    WindowStateDump(MainWindow *window, QString path);

    // The file from the environment, or null when the variable is not set.
    static WindowStateDump *fromEnvironment(MainWindow *window);

private:
    void write();

    MainWindow *m_window;
    QString m_path;
    QTimer m_timer;
};

} // namespace sandman
