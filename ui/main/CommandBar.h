// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QToolButton;

namespace sandman {

class LogModel;
class SandboxConnection;

// Runs one command in the selected session (exec) and records it in the log, with history on
// Up/Down. The quick way to poke a session without opening a terminal. A command shows in the
// log as soon as it is sent (running, with its elapsed time) and can be cancelled (Esc or the
// Cancel button), which stops its whole process tree.
class CommandBar : public QWidget
{
    Q_OBJECT
public:
    CommandBar(LogModel *log, QWidget *parent = nullptr);

    void setTarget(SandboxConnection *connection, const QString &sessionId);
    QString sessionId() const { return m_sessionId; }
    int runningCount() const { return int(m_running.size()); }

public slots:
    void run(const QString &command);
    // Cancels the most recent command still running.
    void cancelLatest();

signals:
    // After every finished command: the session's env or cwd may have changed.
    void commandFinished(sandman::SandboxConnection *connection, const QString &sessionId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updatePrompt();
    void finished(qint64 group);

    LogModel *m_log;
    SandboxConnection *m_connection = nullptr;
    QString m_sessionId;
    QLabel *m_prompt;
    QLineEdit *m_input;
    QToolButton *m_runButton;
    QToolButton *m_cancelButton;
    QStringList m_history;
    int m_historyPosition = 0;
    struct Running {
        qint64 group; // its rows in the log
        std::function<void()> cancel;
    };
    QList<Running> m_running;
};

} // namespace sandman
