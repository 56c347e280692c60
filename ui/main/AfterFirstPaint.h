// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

class QWidget;

namespace sandman {

// Runs work once a window has painted its first frame (or after a grace period, for a window
// that is never exposed): what the first frame does not need — attaching to the sandbox,
// reopening the terminal tabs — waits until the user sees the window.
class AfterFirstPaint : public QObject
{
public:
    static void run(QWidget *window, std::function<void()> work);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    AfterFirstPaint(QWidget *window, std::function<void()> work);
    void runOnce();

    QWidget *m_window;
    std::function<void()> m_work;
    QTimer m_grace;
};

} // namespace sandman
