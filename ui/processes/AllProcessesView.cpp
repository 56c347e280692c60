// SPDX-License-Identifier: Apache-2.0
#include "AllProcessesView.h"

#include "PaddedHeaderView.h"

#include "log/ErrorText.h"
#include "main/ClearButton.h"

#include "ProcessTreeModel.h"
#include "client/SandboxClient.h"
#include "sessions/SandboxConnection.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

namespace sandman {

namespace {
// After a signal, the tree shows its effect this soon rather than at the next refresh.
constexpr int kRefreshAfterSignalMs = 250;
// Events of one burst (a build starting dozens of processes) make one model update.
constexpr int kLiveCoalesceMs = 15;
// The agent samples once a second; this long without a sample, the view asks for itself.
constexpr int kSamplesStaleMs = 3000;
} // namespace

AllProcessesView::AllProcessesView(QWidget *parent)
    : QWidget(parent)
    , m_model(new ProcessTreeModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTreeView(this))
    , m_filter(new QLineEdit(this))
    , m_signalButton(new QToolButton(this))
    , m_summary(new QLabel(this))
    , m_status(new QLabel(this))
    , m_timer(new QTimer(this))
    , m_liveTimer(new QTimer(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ProcessTreeModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setRecursiveFilteringEnabled(true); // a match keeps its ancestors visible
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    m_filter->setPlaceholderText(tr("Filter by command, user, PID or session"));
    m_filter->setAccessibleName(tr("Filter processes"));
    ClearButton::enable(m_filter);
    m_view->setAccessibleName(tr("All processes"));
    m_view->setAccessibleDescription(tr("Every process of the sandbox as a tree, whoever started it"));

    auto *header = new PaddedHeaderView(Qt::Horizontal, m_view);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter); // as a tree view's own header
    header->setSectionsMovable(true);
    m_view->setHeader(header);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(ProcessTreeModel::PidColumn, Qt::AscendingOrder);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->header()->setStretchLastSection(false);
    const int digit = m_view->fontMetrics().horizontalAdvance(QLatin1Char('0'));
    // The command takes what the other columns leave.
    m_view->header()->setSectionResizeMode(ProcessTreeModel::CommandColumn, QHeaderView::Stretch);
    m_view->header()->setMinimumSectionSize(6 * digit);
    for (int column = ProcessTreeModel::PidColumn; column < ProcessTreeModel::ColumnCount; ++column)
        m_view->header()->resizeSection(column, qMax(10 * digit, m_view->header()->sectionSizeHint(column)));
    connect(m_view, &QTreeView::customContextMenuRequested, this, &AllProcessesView::showContextMenu);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &AllProcessesView::updateActions);
    // New processes are shown expanded; what the user collapsed stays collapsed.
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &parent, int first, int last) {
                for (int row = first; row <= last; ++row)
                    m_view->expand(m_proxy->index(row, 0, parent));
            });

    m_signalButton->setText(tr("Send Signal"));
    m_signalButton->setToolTip(tr("Send a signal to the selected process"));
    m_signalButton->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(m_signalButton);
    fillSignalMenu(menu);
    m_signalButton->setMenu(menu);

    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->hide();

    m_timer->setInterval(refreshIntervalMs());
    // The figures follow the agent's samples; only an agent that sends none is asked again.
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (!samplesArrive())
            refresh();
    });
    m_liveTimer->setSingleShot(true);
    m_liveTimer->setInterval(kLiveCoalesceMs);
    connect(m_liveTimer, &QTimer::timeout, this, [this] {
        showProcesses();
        emit liveUpdated();
    });

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_signalButton);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_summary);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    updateActions();
}

void AllProcessesView::fillSignalMenu(QMenu *menu)
{
    const QList<QPair<QString, QString>> entries{
        {QStringLiteral("TERM"), tr("TERM \u2014 ask it to end")},
        {QStringLiteral("INT"), tr("INT \u2014 interrupt, like Ctrl+C")},
        {QStringLiteral("HUP"), tr("HUP \u2014 hang up (many servers reload)")},
        {QStringLiteral("QUIT"), tr("QUIT \u2014 quit (with a core dump)")},
        {QStringLiteral("KILL"), tr("KILL \u2014 end it at once\u2026")},
        {QStringLiteral("STOP"), tr("STOP \u2014 pause it")},
        {QStringLiteral("CONT"), tr("CONT \u2014 let a paused process go on")},
        {QStringLiteral("USR1"), tr("USR1 \u2014 user-defined signal 1")},
        {QStringLiteral("USR2"), tr("USR2 \u2014 user-defined signal 2")}};
    for (const auto &[name, label] : entries) {
        QAction *action = menu->addAction(label);
        connect(action, &QAction::triggered, this, [this, name = name] { signalSelected(name); });
    }
}

void AllProcessesView::setConnection(SandboxConnection *connection)
{
    if (connection == m_connection)
        return;
    if (m_connection)
        disconnect(m_connection, nullptr, this, nullptr);
    m_connection = connection;
    m_model->clear();
    m_processes.clear();
    m_duringRefresh.clear();
    m_lastSample.invalidate();
    m_firstFill = true;
    say({}, false);
    if (connection) {
        connect(connection, &SandboxConnection::connectionChanged, this, [this] {
            if (isVisible())
                refresh();
        });
    }
    if (isVisible())
        refresh();
    updateActions();
}

void AllProcessesView::refresh()
{
    if (!m_connection || m_refreshing || !m_connection->isConnected())
        return;
    m_refreshing = true;
    m_duringRefresh.clear();
    const QPointer<SandboxConnection> connection = m_connection;
    connection->client()
        ->listSystemProcesses()
        .then(this,
              [this, connection](const QList<SystemProcessInfo> &processes) {
                  if (connection != m_connection)
                      return;
                  m_processes.clear();
                  for (const SystemProcessInfo &info : processes)
                      m_processes.insert(info.pid, info);
                  // What happened while the listing was on its way is newer than it.
                  for (const QJsonObject &event : std::exchange(m_duringRefresh, {}))
                      applyToList(event);
                  showProcesses();
                  if (m_firstFill) {
                      m_view->expandAll();
                      m_firstFill = false;
                  }
                  emit refreshed();
              })
        .onFailed(
            this,
            [this, connection](const SandboxException &e) {
                if (connection == m_connection)
                    say(tr("Could not list the sandbox's processes: %1").arg(ErrorText::sentence(e.code())),
                        true, ErrorText::withDetails(e.error()));
            })
        .onFailed(this, [] {})
        .then(this, [this] { m_refreshing = false; });
}

void AllProcessesView::applyEvent(SandboxConnection *connection, const QJsonObject &event)
{
    if (!connection || connection != m_connection)
        return;
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("resource_sample")) {
        applyUsage(event.value(QStringLiteral("usage")).toArray());
        return;
    }
    if (!type.startsWith(QLatin1String("sandbox_process_")))
        return;
    if (m_refreshing)
        m_duringRefresh.append(event);
    applyToList(event);
    // Hidden: the list is kept, the tree is filled when shown (by a fresh listing anyway).
    if (isVisible() && !m_liveTimer->isActive())
        m_liveTimer->start();
}

void AllProcessesView::applyToList(const QJsonObject &event)
{
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("sandbox_process_exited")) {
        const qint64 pid = event.value(QStringLiteral("pid")).toInteger();
        const quint64 ticks = event.value(QStringLiteral("startTicks")).toString().toULongLong();
        const auto it = m_processes.constFind(pid);
        if (it != m_processes.constEnd() && (ticks == 0 || it->startTicks == ticks))
            m_processes.erase(it);
        return;
    }
    const SystemProcessInfo info = SystemProcessInfo::fromJson(event);
    if (info.pid > 0)
        m_processes.insert(info.pid, info);
}

void AllProcessesView::applyUsage(const QJsonArray &usage)
{
    if (usage.isEmpty())
        return;
    m_lastSample.start();
    bool changed = false;
    for (const QJsonValue &value : usage) {
        const QJsonArray row = value.toArray();
        const auto it = m_processes.find(row.at(0).toInteger());
        if (row.size() < 3 || it == m_processes.end())
            continue; // one the list does not have yet: its sandbox_process_started is on its way
        const double cpu = row.at(1).toDouble();
        const qint64 rss = row.at(2).toInteger();
        if (it->cpuPercent == cpu && it->rssBytes == rss)
            continue;
        it->cpuPercent = cpu;
        it->rssBytes = rss;
        changed = true;
    }
    if (changed && isVisible() && !m_liveTimer->isActive())
        m_liveTimer->start();
}

bool AllProcessesView::samplesArrive() const
{
    return m_lastSample.isValid() && m_lastSample.elapsed() < kSamplesStaleMs;
}

void AllProcessesView::showProcesses()
{
    m_model->setProcesses(m_processes.values());
    m_summary->setText(tr("%n process(es)", nullptr, m_model->processCount()));
    updateActions();
}

QModelIndex AllProcessesView::selectedSourceIndex() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? QModelIndex() : m_proxy->mapToSource(rows.first());
}

void AllProcessesView::signalSelected(const QString &signal)
{
    const QModelIndex index = selectedSourceIndex();
    if (index.isValid())
        sendSignal(index, signal);
}

void AllProcessesView::sendSignal(const QModelIndex &sourceIndex, const QString &signal)
{
    const SystemProcessInfo info = m_model->process(sourceIndex);
    if (!m_connection || info.pid <= 0)
        return;
    if (!info.signallable) {
        say(tr("Process %1 is part of the sandbox itself and cannot be signalled.").arg(info.pid), true);
        return;
    }
    if (signal == QLatin1String("KILL")) {
        const QString command = m_view->fontMetrics().elidedText(info.command, Qt::ElideRight, 400);
        const auto answer = QMessageBox::question(
            this, tr("Kill Process"),
            tr("Kill process %1 (%2) at once? It gets no chance to save its work or clean up.")
                .arg(info.pid)
                .arg(command),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return;
    }
    const qint64 pid = info.pid;
    const QPointer<SandboxConnection> connection = m_connection;
    connection->client()
        ->signalSystemProcess(pid, signal, info.startTicks)
        .then(this,
              [this, pid, signal] {
                  say(tr("Sent %1 to process %2.").arg(signal).arg(pid), false);
                  QTimer::singleShot(kRefreshAfterSignalMs, this, &AllProcessesView::refresh);
              })
        .onFailed(this, [this, pid, signal](const SandboxException &e) {
            say(tr("Could not send %1 to process %2: %3")
                    .arg(signal)
                    .arg(pid)
                    .arg(ErrorText::sentence(e.code())),
                true, ErrorText::withDetails(e.error()));
        });
}

void AllProcessesView::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid())
        return;
    const QModelIndex source = m_proxy->mapToSource(index);
    const SystemProcessInfo info = m_model->process(source);
    QMenu menu(this);
    QMenu *signals_ = menu.addMenu(tr("Send Signal"));
    signals_->setEnabled(info.signallable && m_connection && m_connection->isConnected());
    fillSignalMenu(signals_);
    menu.addSeparator();
    menu.addAction(tr("Copy PID"), this,
                   [pid = info.pid] { QApplication::clipboard()->setText(QString::number(pid)); });
    menu.addAction(tr("Copy Command"), this,
                   [command = info.command] { QApplication::clipboard()->setText(command); });
    m_view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void AllProcessesView::updateActions()
{
    const bool connected = m_connection && m_connection->isConnected();
    const QModelIndex index = selectedSourceIndex();
    m_signalButton->setEnabled(connected && index.isValid() && m_model->process(index).signallable);
}

QString AllProcessesView::statusText() const
{
    return m_status->text();
}

void AllProcessesView::say(const QString &text, bool isError, const QString &details)
{
    m_status->setText(text);
    m_status->setToolTip(details); // the agent's own words and the code
    m_status->setStyleSheet(isError ? QStringLiteral("color: #c62828;") : QString());
    m_status->setVisible(!text.isEmpty());
}

void AllProcessesView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_timer->start();
    refresh();
}

void AllProcessesView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_timer->stop();
}

} // namespace sandman
