// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QToolButton;

namespace sandman {

class LogModel;
class SandboxConnection;

// Runs one command in the selected session (exec) and records it in the log, with history on
// Up/Down. The quick way to poke a session without opening a terminal.
class CommandBar : public QWidget
{
    Q_OBJECT
public:
    CommandBar(LogModel *log, QWidget *parent = nullptr);

    void setTarget(SandboxConnection *connection, const QString &sessionId);
    QString sessionId() const { return m_sessionId; }
    int runningCount() const { return m_running; }

public slots:
    void run(const QString &command);

signals:
    // After every finished command: the session's env or cwd may have changed.
    void commandFinished(sandman::SandboxConnection *connection, const QString &sessionId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updatePrompt();

    LogModel *m_log;
    SandboxConnection *m_connection = nullptr;
    QString m_sessionId;
    QLabel *m_prompt;
    QLineEdit *m_input;
    QToolButton *m_runButton;
    QStringList m_history;
    int m_historyPosition = 0;
    int m_running = 0;
};

} // namespace sandman
