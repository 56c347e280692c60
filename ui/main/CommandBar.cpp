// SPDX-License-Identifier: Apache-2.0
#include "CommandBar.h"

#include "client/SandboxClient.h"
#include "log/ErrorText.h"
#include "log/LogModel.h"
#include "sessions/SandboxConnection.h"

#include <QHBoxLayout>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QToolButton>

namespace sandman {

CommandBar::CommandBar(LogModel *log, QWidget *parent)
    : QWidget(parent)
    , m_log(log)
    , m_prompt(new QLabel(this))
    , m_input(new QLineEdit(this))
    , m_runButton(new QToolButton(this))
    , m_cancelButton(new QToolButton(this))
{
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Stop the running command and everything it started (Esc)"));
    m_cancelButton->hide();
    connect(m_cancelButton, &QToolButton::clicked, this, &CommandBar::cancelLatest);
    m_runButton->setText(tr("Run"));
    m_runButton->setToolTip(tr("Run the command in the selected session; the output goes to the log"));
    m_input->installEventFilter(this);
    m_input->setAccessibleName(tr("Command"));
    m_input->setAccessibleDescription(
        tr("A command to run in the selected session; Return runs it, Esc cancels the running one"));
    connect(m_input, &QLineEdit::returnPressed, this, [this] { run(m_input->text()); });
    connect(m_runButton, &QToolButton::clicked, this, [this] { run(m_input->text()); });

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_prompt);
    layout->addWidget(m_input, 1);
    layout->addWidget(m_runButton);
    layout->addWidget(m_cancelButton);
    updatePrompt();
}

void CommandBar::setTarget(SandboxConnection *connection, const QString &sessionId)
{
    m_connection = connection;
    m_sessionId = sessionId;
    updatePrompt();
}

void CommandBar::updatePrompt()
{
    const bool ready = m_connection && !m_sessionId.isEmpty();
    m_prompt->setText(ready ? QStringLiteral("%1 $").arg(m_sessionId) : tr("No session"));
    m_input->setEnabled(ready);
    m_runButton->setEnabled(ready);
    m_input->setPlaceholderText(ready ? tr("Run a command in session \u201c%1\u201d").arg(m_sessionId)
                                      : tr("Select a session to run commands"));
}

void CommandBar::run(const QString &command)
{
    if (!m_connection || m_sessionId.isEmpty() || command.trimmed().isEmpty())
        return;
    if (m_history.isEmpty() || m_history.constLast() != command)
        m_history << command;
    m_historyPosition = int(m_history.size());
    m_input->clear();

    QPointer<SandboxConnection> connection = m_connection;
    const QString sessionId = m_sessionId;
    ExecOptions options;
    options.sessionId = sessionId;
    const qint64 group = m_log->beginExec(sessionId, command, connection);
    Running running{group, {}};
    connection->noteCommandStarted(sessionId);
    QFuture<ExecResult> future = connection->client()->exec(command, options, &running.cancel);
    m_running.append(running);
    m_cancelButton->show();
    future
        .then(this,
              [this, connection, sessionId, group](const ExecResult &result) {
                  {
                      // One entry as the activity feed has it: output, exit code and the
                      // agent's duration, whether it completed or was cancelled.
                      LogModel::ExecOutcome outcome;
                      outcome.cancelled = result.cancelled;
                      outcome.stdoutText = QString::fromUtf8(result.stdoutData);
                      outcome.stderrText = QString::fromUtf8(result.stderrData);
                      outcome.exitCode = result.exitCode;
                      outcome.durationMs = result.durationMs;
                      outcome.timedOut = result.timedOut;
                      outcome.timeoutMs = result.timeoutMs;
                      outcome.stdoutTruncated = result.stdoutTruncated;
                      outcome.stderrTruncated = result.stderrTruncated;
                      outcome.stdoutBytes = result.stdoutBytes;
                      outcome.stderrBytes = result.stderrBytes;
                      outcome.commandId = result.commandId;
                      m_log->finishExec(group, outcome);
                  }
                  if (connection)
                      connection->noteCommandFinished(sessionId, false);
              })
        .onFailed(this,
                  [this, connection, sessionId, group](const SandboxException &e) {
                      const QJsonObject &context = e.error().context;
                      if (e.code() == ErrorCode::SessionTerminated
                          && context.contains(QStringLiteral("exitCode"))) {
                          // `exit N`: what it wrote and how it ended, as a result reads.
                          LogModel::ExecOutcome outcome;
                          outcome.shellExited = true;
                          outcome.exitCode = context.value(QStringLiteral("exitCode")).toInt(-1);
                          outcome.stdoutText = context.value(QStringLiteral("stdout")).toString();
                          outcome.stderrText = context.value(QStringLiteral("stderr")).toString();
                          outcome.durationMs = qint64(context.value(QStringLiteral("duration")).toDouble());
                          m_log->finishExec(group, outcome);
                      } else {
                          // A sentence in the user's language; the agent's words and the code
                          // stay in the log for whoever needs them.
                          m_log->failExec(group, LogModel::Kind::Error, ErrorText::withDetails(e.error()));
                      }
                      if (connection)
                          connection->noteCommandFinished(sessionId,
                                                          e.code() == ErrorCode::SessionTerminated);
                  })
        .onFailed(this,
                  [this, connection, sessionId, group] {
                      m_log->failExec(group, LogModel::Kind::Error, tr("The command failed unexpectedly."));
                      if (connection)
                          connection->noteCommandFinished(sessionId, false);
                  })
        .then(this, [this, connection, sessionId, group] {
            finished(group);
            if (connection)
                emit commandFinished(connection, sessionId);
        });
}

void CommandBar::finished(qint64 group)
{
    for (qsizetype i = 0; i < m_running.size(); ++i) {
        if (m_running[i].group == group) {
            m_running.removeAt(i);
            break;
        }
    }
    m_cancelButton->setVisible(!m_running.isEmpty());
}

void CommandBar::cancelLatest()
{
    if (!m_running.isEmpty() && m_running.constLast().cancel)
        m_running.constLast().cancel();
}

bool CommandBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_input && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape && !m_running.isEmpty()) {
            cancelLatest();
            return true;
        }
        if (key->key() == Qt::Key_Up && m_historyPosition > 0) {
            m_input->setText(m_history.at(--m_historyPosition));
            return true;
        }
        if (key->key() == Qt::Key_Down && m_historyPosition < m_history.size()) {
            ++m_historyPosition;
            m_input->setText(m_historyPosition < m_history.size() ? m_history.at(m_historyPosition)
                                                                  : QString());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace sandman
