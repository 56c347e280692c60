// SPDX-License-Identifier: Apache-2.0
#include "ProcessPane.h"

#include "AllProcessesView.h"
#include "PaddedHeaderView.h"
#include "ProcessLogsDialog.h"
#include "ProcessTableModel.h"
#include "StartProcessDialog.h"
#include "client/ProcessLogStream.h"
#include "client/SandboxClient.h"
#include "log/ErrorText.h"
#include "log/LogModel.h"
#include "sessions/SandboxConnection.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace sandman {

namespace {
// Processes started elsewhere (another client of a remote agent) appear within this time.
constexpr int kRefreshIntervalMs = 3000;
} // namespace

ProcessPane::ProcessPane(LogModel *log, QWidget *parent)
    : QWidget(parent)
    , m_log(log)
    , m_model(new ProcessTableModel(this))
    , m_view(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_startButton(new QToolButton(this))
    , m_killButton(new QToolButton(this))
    , m_killAllButton(new QToolButton(this))
    , m_logsButton(new QToolButton(this))
    , m_clearButton(new QToolButton(this))
    , m_refreshTimer(new QTimer(this))
    , m_backgroundPageButton(new QToolButton(this))
    , m_allPageButton(new QToolButton(this))
    , m_pages(new QStackedWidget(this))
    , m_allProcesses(new AllProcessesView(this))
{
    m_startButton->setText(tr("Start\u2026"));
    m_startButton->setToolTip(tr("Start a background process in the selected session"));
    m_killButton->setText(tr("Kill"));
    m_killButton->setToolTip(tr("End the selected process and everything it started"));
    m_killAllButton->setText(tr("Kill All"));
    m_logsButton->setText(tr("Show Logs"));
    m_clearButton->setText(tr("Clear Finished"));
    m_clearButton->setToolTip(tr("Remove finished processes from the list"));
    m_view->setAccessibleName(tr("Background processes"));
    m_view->setAccessibleDescription(tr("Processes started through the sandbox's API, with their state"));
    connect(m_clearButton, &QToolButton::clicked, this, &ProcessPane::clearFinished);
    connect(m_startButton, &QToolButton::clicked, this, &ProcessPane::askAndStart);
    connect(m_killButton, &QToolButton::clicked, this, &ProcessPane::killSelected);
    connect(m_killAllButton, &QToolButton::clicked, this, &ProcessPane::killAll);
    connect(m_logsButton, &QToolButton::clicked, this, &ProcessPane::showLogsOfSelected);

    m_view->setHorizontalHeader(new PaddedHeaderView(Qt::Horizontal, m_view));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(ProcessTableModel::CommandColumn, QHeaderView::Stretch);
    m_view->setWordWrap(false);
    connect(m_view, &QTableView::doubleClicked, this, &ProcessPane::showLogsOfSelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ProcessPane::updateActions);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ProcessPane::updateActions);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &ProcessPane::updateActions);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &ProcessPane::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ProcessPane::updateActions);

    m_refreshTimer->setInterval(kRefreshIntervalMs);
    connect(m_refreshTimer, &QTimer::timeout, this, [this] {
        if (isVisible())
            refresh();
    });

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_startButton);
    bar->addWidget(m_killButton);
    bar->addWidget(m_killAllButton);
    bar->addWidget(m_logsButton);
    bar->addWidget(m_clearButton);
    bar->addStretch(1);
    bar->addWidget(m_summary);
    auto *background = new QWidget(m_pages);
    auto *backgroundLayout = new QVBoxLayout(background);
    backgroundLayout->setContentsMargins(0, 0, 0, 0);
    backgroundLayout->addLayout(bar);
    backgroundLayout->addWidget(m_view);
    m_pages->addWidget(background);
    m_pages->addWidget(m_allProcesses);

    // "Background | All Processes": what startProcess started, or everything in the sandbox.
    m_backgroundPageButton->setText(tr("Background"));
    m_backgroundPageButton->setToolTip(tr("Background processes started through the sandbox's API"));
    m_allPageButton->setText(tr("All Processes"));
    m_allPageButton->setToolTip(tr("Every process of the sandbox, as a tree, whoever started it"));
    auto *pageButtons = new QButtonGroup(this);
    for (QToolButton *button : {m_backgroundPageButton, m_allPageButton}) {
        button->setCheckable(true);
        button->setAutoRaise(true);
        pageButtons->addButton(button);
    }
    m_backgroundPageButton->setChecked(true);
    connect(m_allPageButton, &QToolButton::toggled, this, &ProcessPane::showAllProcesses);
    // The page chosen last time.
    connect(m_allPageButton, &QToolButton::toggled, this,
            [](bool all) { QSettings().setValue(QStringLiteral("processes/showAll"), all); });
    if (QSettings().value(QStringLiteral("processes/showAll")).toBool())
        showAllProcesses(true);
    auto *pageBar = new QHBoxLayout;
    pageBar->setSpacing(0);
    pageBar->addWidget(m_backgroundPageButton);
    pageBar->addWidget(m_allPageButton);
    pageBar->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(pageBar);
    layout->addWidget(m_pages);
    updateActions();
}

ProcessPane::~ProcessPane()
{
    stopFollowing();
}

void ProcessPane::addConnection(SandboxConnection *connection)
{
    connect(connection, &SandboxConnection::connectionChanged, this, [this, connection] {
        if (connection == m_connection)
            refresh();
    });
}

void ProcessPane::setCurrentConnection(SandboxConnection *connection)
{
    if (connection == m_connection)
        return;
    stopFollowing();
    m_model->clear();
    m_connection = connection;
    m_allProcesses->setConnection(connection);
    if (connection) {
        m_refreshTimer->start();
        refresh();
    } else {
        m_refreshTimer->stop();
    }
    updateActions();
}

void ProcessPane::askAndStart()
{
    StartProcessDialog dialog(m_sessionId, this);
    if (dialog.exec() == QDialog::Accepted)
        startProcess(dialog.command());
}

void ProcessPane::refresh()
{
    if (!m_connection || m_refreshing || !m_connection->isConnected())
        return;
    m_refreshing = true;
    QPointer<SandboxConnection> connection = m_connection;
    connection->client()
        ->listProcesses()
        .then(this,
              [this, connection](const QList<ProcessInfo> &processes) {
                  if (connection != m_connection)
                      return;
                  QList<ProcessInfo> shown;
                  for (const ProcessInfo &info : processes) {
                      if (!m_cleared.contains(info.id))
                          shown << info;
                  }
                  m_model->setProcesses(shown);
                  for (const ProcessInfo &info : shown) {
                      if (!info.isFinished())
                          follow(info);
                  }
              })
        .onFailed(this,
                  [this](const SandboxException &e) {
                      report(tr("Could not list processes: %1").arg(ErrorText::withDetails(e.error())));
                  })
        .onFailed(this, [] {})
        .then(this, [this] { m_refreshing = false; });
}

void ProcessPane::follow(const ProcessInfo &info)
{
    if (m_streams.contains(info.id) || !m_connection)
        return;
    ProcessLogStream *stream = m_connection->client()->streamProcessLogs(info.id);
    if (!stream)
        return;
    stream->setParent(this);
    const QString id = info.id;
    const QString sessionId = info.sessionId;
    m_streams.insert(id, stream);
    m_output.insert(id, {}); // the stream starts with everything the sandbox still holds
    connect(stream, &ProcessLogStream::processInfo, this,
            [this](const ProcessInfo &update) { m_model->updateProcess(update); });
    // Output stays with the process (its logs dialog), not in the main log.
    connect(stream, &ProcessLogStream::stdoutReceived, this, [this, id](const QByteArray &data) {
        m_output[id].append(false, data);
        emit outputReceived(id, false, data);
    });
    connect(stream, &ProcessLogStream::stderrReceived, this, [this, id](const QByteArray &data) {
        m_output[id].append(true, data);
        emit outputReceived(id, true, data);
    });
    connect(stream, &ProcessLogStream::outputDropped, this,
            [this, id, sessionId](const QString &channel, qint64 bytes) {
                // The window fell behind a fast process and the sandbox's log ring moved on.
                m_output[id].addDropped(channel == QLatin1String("stderr"), bytes);
                m_log->append(sessionId, LogModel::Kind::Info,
                              channel == QLatin1String("stderr")
                                  ? tr("[%1] %2 bytes of error output were skipped: the window could not "
                                       "keep up with the process.")
                                        .arg(id)
                                        .arg(bytes)
                                  : tr("[%1] %2 bytes of output were skipped: the window could not keep up "
                                       "with the process.")
                                        .arg(id)
                                        .arg(bytes));
            });
    connect(stream, &ProcessLogStream::exited, this, [this, id, sessionId](const ProcessInfo &final) {
        m_model->updateProcess(final);
        const QString code = final.exitCode ? QString::number(*final.exitCode) : QStringLiteral("?");
        // Whole sentences per outcome, so that translations need not follow English word order.
        QString text;
        LogModel::Kind kind = LogModel::Kind::Error;
        if (m_killRequested.remove(id)) {
            text = tr("Process %1 was ended as you asked (exit code %2).").arg(id, code);
            kind = LogModel::Kind::Info;
        } else if (final.status == QLatin1String("completed")) {
            text = tr("Process %1 completed (exit code %2).").arg(id, code);
            kind = LogModel::Kind::Result;
        } else if (final.status == QLatin1String("killed")) {
            text = tr("Process %1 was killed (exit code %2).").arg(id, code);
        } else {
            text = tr("Process %1 failed (exit code %2).").arg(id, code);
        }
        m_log->append(sessionId, kind, text);
    });
    connect(stream, &ProcessLogStream::finished, this, [this, id, stream] {
        if (m_streams.value(id) == stream)
            m_streams.remove(id);
        stream->deleteLater();
    });
}

void ProcessPane::stopFollowing()
{
    const auto streams = m_streams;
    m_streams.clear();
    for (const auto &stream : streams) {
        if (stream)
            stream->deleteLater(); // deleting a stream ends the subscription, not the process
    }
}

void ProcessPane::startProcess(const QString &command)
{
    if (!m_connection || command.trimmed().isEmpty())
        return;
    ProcessOptions options;
    options.sessionId = m_sessionId;
    m_connection->client()
        ->startProcess(command, options)
        .then(this,
              [this](const ProcessInfo &info) {
                  m_log->append(
                      info.sessionId, LogModel::Kind::Info,
                      tr("Started process %1 (PID %2): %3").arg(info.id).arg(info.pid).arg(info.command));
                  m_model->updateProcess(info);
                  follow(info);
              })
        .onFailed(this, [this](const SandboxException &e) {
            report(tr("Could not start the process: %1").arg(ErrorText::withDetails(e.error())));
        });
}

QString ProcessPane::selectedProcessId() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(ProcessTableModel::ProcessIdRole).toString();
}

void ProcessPane::killSelected()
{
    const QString id = selectedProcessId();
    if (!m_connection || id.isEmpty())
        return;
    m_killRequested.insert(id);
    m_connection->client()
        ->killProcess(id)
        .then(this,
              [this, id] {
                  // A followed process says so when its exit arrives; others right here.
                  if (!m_streams.contains(id) && m_killRequested.remove(id))
                      m_log->append(QString(), LogModel::Kind::Info,
                                    tr("Ended process %1 as you asked.").arg(id));
                  refresh();
              })
        .onFailed(this, [this, id](const SandboxException &e) {
            m_killRequested.remove(id);
            report(tr("Could not kill process %1: %2").arg(id, ErrorText::withDetails(e.error())));
        });
}

void ProcessPane::killAll()
{
    if (!m_connection || m_model->runningCount() == 0)
        return;
    const auto answer = QMessageBox::question(
        this, tr("Kill All Processes"),
        tr("End all %n running process(es) of this sandbox?", nullptr, m_model->runningCount()),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (!m_model->process(row).isFinished())
            m_killRequested.insert(m_model->process(row).id);
    }
    m_connection->client()
        ->killAllProcesses()
        .then(this,
              [this](int count) {
                  m_log->append(QString(), LogModel::Kind::Info,
                                tr("Killed %n process(es).", nullptr, count));
                  refresh();
              })
        .onFailed(this, [this](const SandboxException &e) {
            report(tr("Could not kill the processes: %1").arg(ErrorText::withDetails(e.error())));
        });
}

void ProcessPane::showLogsOfSelected()
{
    const QString id = selectedProcessId();
    if (!m_connection || id.isEmpty())
        return;
    auto *dialog = new ProcessLogsDialog(id, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(this, &ProcessPane::outputReceived, dialog,
            [dialog, id](const QString &processId, bool isStderr, const QByteArray &data) {
                if (processId == id)
                    dialog->append(isStderr, data);
            });
    dialog->show();
    if (m_output.contains(id)) {
        // Followed from its start: the window has all of it, and the rest arrives live.
        const ProcessOutput &output = m_output[id];
        dialog->setLogs(output.data(false), output.data(true), output.droppedBytes(false),
                        output.droppedBytes(true));
        return;
    }
    QPointer<ProcessLogsDialog> guard = dialog;
    m_connection->client()
        ->getProcessLogs(id)
        .then(this,
              [guard](const ProcessLogs &logs) {
                  if (guard)
                      guard->setLogs(logs.stdoutData, logs.stderrData, logs.stdoutDroppedBytes,
                                     logs.stderrDroppedBytes);
              })
        .onFailed(this, [this, id](const SandboxException &e) {
            report(tr("Could not read the logs of %1: %2").arg(id, ErrorText::withDetails(e.error())));
        });
}

void ProcessPane::clearFinished()
{
    for (const QString &id : m_model->removeFinished()) {
        m_cleared.insert(id);
        m_output.remove(id);
    }
}

void ProcessPane::showAllProcesses(bool all)
{
    m_pages->setCurrentWidget(all ? static_cast<QWidget *>(m_allProcesses) : m_pages->widget(0));
    (all ? m_allPageButton : m_backgroundPageButton)->setChecked(true);
}

bool ProcessPane::isShowingAllProcesses() const
{
    return m_pages->currentWidget() == m_allProcesses;
}

void ProcessPane::report(const QString &message)
{
    m_log->append(QString(), LogModel::Kind::Error, message);
}

void ProcessPane::updateActions()
{
    const bool connected = m_connection && m_connection->isConnected();
    const QString id = selectedProcessId();
    const int row = id.isEmpty() ? -1 : m_model->rowOfId(id);
    const bool running = row >= 0 && !m_model->process(row).isFinished();
    m_startButton->setEnabled(connected);
    m_killButton->setEnabled(connected && running);
    m_killAllButton->setEnabled(connected && m_model->runningCount() > 0);
    m_logsButton->setEnabled(connected && row >= 0);
    m_clearButton->setEnabled(m_model->rowCount() > m_model->runningCount());
    m_summary->setText(tr("%n running", nullptr, m_model->runningCount()));
}

} // namespace sandman
