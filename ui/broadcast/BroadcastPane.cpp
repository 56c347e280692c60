// SPDX-License-Identifier: Apache-2.0
#include "BroadcastPane.h"

#include "BroadcastResultModel.h"
#include "BroadcastRunner.h"
#include "KeystrokeBroadcast.h"
#include "client/SandboxClient.h"
#include "log/DurationText.h"
#include "sessions/SandboxConnection.h"
#include "tabs/TerminalTabs.h"

#include <QCheckBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sandman {

namespace {
constexpr int kConnectionRole = Qt::UserRole;
constexpr int kSessionRole = Qt::UserRole + 1;
} // namespace

BroadcastPane::BroadcastPane(TerminalTabs *tabs, QWidget *parent)
    : QWidget(parent)
    , m_model(new BroadcastResultModel(this))
    , m_runner(new BroadcastRunner(m_model, this))
    , m_tabs(tabs)
{
    setObjectName(QStringLiteral("broadcastPane"));
    auto *pages = new QTabWidget(this);
    pages->setDocumentMode(true);
    pages->addTab(makeCommandPage(), tr("Command"));
    if (tabs) {
        m_keystrokes = new KeystrokeBroadcast(tabs, this);
        pages->addTab(makeKeystrokePage(), tr("Keystrokes"));
        connect(tabs, &TerminalTabs::tabsChanged, this, &BroadcastPane::refreshTabList);
        refreshTabList();
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(pages);
    updateButtons();
}

BroadcastPane::~BroadcastPane() = default;

QWidget *BroadcastPane::makeCommandPage()
{
    auto *page = new QWidget(this);
    m_targets = new QTreeWidget(page);
    m_targets->setObjectName(QStringLiteral("broadcastTargets"));
    m_targets->setAccessibleName(tr("Sessions to run the command in"));
    m_targets->setHeaderLabel(tr("Run in"));
    m_targets->setUniformRowHeights(true);
    m_command = new QLineEdit(page);
    m_command->setObjectName(QStringLiteral("broadcastCommand"));
    m_command->setAccessibleName(tr("Command to broadcast"));
    m_command->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_command->setPlaceholderText(tr("A command for every checked session, e.g. make test"));
    m_concurrency = new QSpinBox(page);
    m_concurrency->setRange(0, 256);
    m_concurrency->setAccessibleName(tr("Sessions at the same time"));
    m_concurrency->setValue(16);
    m_concurrency->setSpecialValueText(tr("all"));
    m_concurrency->setToolTip(tr("How many sessions run the command at the same time (0: all)"));
    m_stopOnFailure = new QCheckBox(tr("Stop at the first failure"), page);
    m_runButton = new QPushButton(tr("Run"), page);
    m_stopButton = new QPushButton(tr("Stop"), page);
    m_rerunButton = new QPushButton(tr("Re-run Failed"), page);
    m_rerunButton->setToolTip(tr("Run the command again where it did not succeed"));
    m_grid = new QTableView(page);
    m_grid->setObjectName(QStringLiteral("broadcastGrid"));
    m_grid->setAccessibleName(tr("Broadcast results"));
    m_grid->setModel(m_model);
    m_grid->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_grid->setSelectionMode(QAbstractItemView::SingleSelection);
    m_grid->verticalHeader()->hide();
    m_grid->horizontalHeader()->setStretchLastSection(true);
    m_grid->setWordWrap(false);
    m_grid->verticalHeader()->setDefaultSectionSize(m_grid->fontMetrics().height() + 8);
    m_detail = new QPlainTextEdit(page);
    m_detail->setReadOnly(true);
    m_detail->setAccessibleName(tr("Output of the selected row"));
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_detail->setPlaceholderText(tr("Select a row to see its whole output."));
    m_summary = new QLabel(page);
    m_summary->setObjectName(QStringLiteral("broadcastSummary"));

    auto *commandRow = new QHBoxLayout;
    commandRow->addWidget(m_command, 1);
    commandRow->addWidget(m_runButton);
    commandRow->addWidget(m_stopButton);
    commandRow->addWidget(m_rerunButton);
    auto *optionRow = new QHBoxLayout;
    optionRow->addWidget(new QLabel(tr("At once:"), page));
    optionRow->addWidget(m_concurrency);
    optionRow->addWidget(m_stopOnFailure);
    optionRow->addStretch(1);
    optionRow->addWidget(m_summary);
    auto *results = new QSplitter(Qt::Vertical, page);
    results->addWidget(m_grid);
    results->addWidget(m_detail);
    results->setStretchFactor(0, 3);
    results->setSizes({300, 100});
    auto *right = new QWidget(page);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(commandRow);
    rightLayout->addLayout(optionRow);
    rightLayout->addWidget(results, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, page);
    splitter->addWidget(m_targets);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(splitter);

    connect(m_command, &QLineEdit::returnPressed, this, &BroadcastPane::run);
    connect(m_command, &QLineEdit::textChanged, this, &BroadcastPane::updateButtons);
    connect(m_runButton, &QPushButton::clicked, this, &BroadcastPane::run);
    connect(m_stopButton, &QPushButton::clicked, m_runner, &BroadcastRunner::stop);
    connect(m_rerunButton, &QPushButton::clicked, this, [this] {
        m_runner->setConcurrency(m_concurrency->value());
        m_runner->setStopOnFailure(m_stopOnFailure->isChecked());
        m_runner->rerunFailed();
    });
    connect(m_targets, &QTreeWidget::itemChanged, this, &BroadcastPane::updateButtons);
    connect(m_runner, &BroadcastRunner::started, this, &BroadcastPane::updateButtons);
    connect(m_runner, &BroadcastRunner::finished, this, &BroadcastPane::updateButtons);
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this] {
        updateSummary();
        updateButtons();
        showDetail();
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &BroadcastPane::updateSummary);
    connect(m_grid->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &BroadcastPane::showDetail);
    return page;
}

QWidget *BroadcastPane::makeKeystrokePage()
{
    auto *page = new QWidget(this);
    auto *explanation = new QLabel(tr("Keys typed in any checked tab go to every checked tab. Receiving "
                                      "tabs are marked with a red dot."),
                                   page);
    explanation->setWordWrap(true);
    m_tabList = new QListWidget(page);
    m_tabList->setObjectName(QStringLiteral("broadcastTabs"));
    m_tabList->setAccessibleName(tr("Tabs that get the keys"));
    auto *none = new QPushButton(tr("Stop Copying Keys"), page);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(explanation);
    layout->addWidget(m_tabList, 1);
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(none);
    layout->addLayout(row);
    connect(none, &QPushButton::clicked, m_keystrokes, &KeystrokeBroadcast::clear);
    connect(m_keystrokes, &KeystrokeBroadcast::changed, this, &BroadcastPane::refreshTabList);
    connect(m_tabList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (m_fillingTabs)
            return;
        m_keystrokes->setTabIncluded(m_tabList->row(item), item->checkState() == Qt::Checked);
    });
    return page;
}

void BroadcastPane::refreshTabList()
{
    if (!m_tabList || !m_tabs)
        return;
    m_fillingTabs = true;
    m_tabList->clear();
    for (int index = 0; index < m_tabs->count(); ++index) {
        auto *item = new QListWidgetItem(m_tabs->tabTitle(index), m_tabList);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        const bool included = m_keystrokes->isTabIncluded(index);
        item->setCheckState(included ? Qt::Checked : Qt::Unchecked);
        if (included && m_keystrokes->isActive())
            item->setIcon(KeystrokeBroadcast::markIcon());
    }
    m_fillingTabs = false;
}

QTreeWidgetItem *BroadcastPane::sandboxItem(SandboxConnection *connection) const
{
    for (int i = 0; i < m_targets->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_targets->topLevelItem(i);
        if (item->data(0, kConnectionRole).value<quintptr>() == quintptr(connection))
            return item;
    }
    return nullptr;
}

void BroadcastPane::addConnection(SandboxConnection *connection)
{
    if (sandboxItem(connection))
        return;
    m_connections.append(connection);
    auto *item = new QTreeWidgetItem(m_targets);
    item->setData(0, kConnectionRole, quintptr(connection));
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
    item->setCheckState(0, Qt::Unchecked);
    connect(connection, &SandboxConnection::sessionsChanged, this,
            [this, connection] { updateSessions(connection); });
    updateSessions(connection);
    item->setExpanded(true);
}

void BroadcastPane::updateSessions(SandboxConnection *connection)
{
    QTreeWidgetItem *parent = sandboxItem(connection);
    if (!parent)
        return;
    const QSignalBlocker blocker(m_targets);
    parent->setText(0, connection->name());
    QSet<QString> checked;
    for (int i = 0; i < parent->childCount(); ++i) {
        if (parent->child(i)->checkState(0) == Qt::Checked)
            checked.insert(parent->child(i)->data(0, kSessionRole).toString());
    }
    qDeleteAll(parent->takeChildren());
    for (const SessionInfo &session : connection->sessions()) {
        auto *item = new QTreeWidgetItem(parent);
        item->setText(0, session.id);
        item->setData(0, kSessionRole, session.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(0, checked.contains(session.id) ? Qt::Checked : Qt::Unchecked);
    }
    updateButtons();
}

void BroadcastPane::removeConnection(SandboxConnection *connection)
{
    m_runner->clientGone(connection->client(), tr("%1 was disconnected.").arg(connection->name()));
    delete sandboxItem(connection);
    m_connections.removeAll(connection);
    disconnect(connection, nullptr, this, nullptr);
    updateButtons();
}

void BroadcastPane::setTargetChecked(SandboxConnection *connection, const QString &sessionId, bool checked)
{
    QTreeWidgetItem *parent = sandboxItem(connection);
    for (int i = 0; parent && i < parent->childCount(); ++i) {
        if (parent->child(i)->data(0, kSessionRole).toString() == sessionId)
            parent->child(i)->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
    }
}

QList<BroadcastTarget> BroadcastPane::checkedTargets() const
{
    QList<BroadcastTarget> targets;
    for (const QPointer<SandboxConnection> &connection : m_connections) {
        QTreeWidgetItem *parent = connection ? sandboxItem(connection) : nullptr;
        for (int i = 0; parent && i < parent->childCount(); ++i) {
            if (parent->child(i)->checkState(0) == Qt::Checked)
                targets.append(BroadcastTarget{connection->client(), connection->name(),
                                               parent->child(i)->data(0, kSessionRole).toString()});
        }
    }
    return targets;
}

void BroadcastPane::run()
{
    const QString command = m_command->text().trimmed();
    const QList<BroadcastTarget> targets = checkedTargets();
    if (command.isEmpty() || targets.isEmpty() || m_runner->isRunning())
        return;
    m_runner->setConcurrency(m_concurrency->value());
    m_runner->setStopOnFailure(m_stopOnFailure->isChecked());
    m_runner->start(command, targets);
    m_grid->resizeColumnsToContents();
}

void BroadcastPane::updateButtons()
{
    const bool running = m_runner->isRunning();
    m_runButton->setEnabled(!running && !m_command->text().trimmed().isEmpty()
                            && !checkedTargets().isEmpty());
    m_stopButton->setEnabled(running);
    bool anyFailed = false;
    for (const BroadcastResultModel::Row &row : m_model->rows())
        anyFailed = anyFailed || BroadcastResultModel::isFailure(row.state);
    m_rerunButton->setEnabled(!running && anyFailed);
}

void BroadcastPane::updateSummary()
{
    using State = BroadcastResultModel::State;
    const int total = m_model->rowCount();
    if (total == 0) {
        m_summary->clear();
        return;
    }
    const int succeeded = m_model->countIn(State::Succeeded);
    const int running = m_model->countIn(State::Running) + m_model->countIn(State::Queued);
    const int failed = total - succeeded - running;
    QString text = tr("%1 of %2 succeeded, %3 failed").arg(succeeded).arg(total).arg(failed);
    if (running > 0)
        text += tr(", %1 to go").arg(running);
    else if (m_runner->wallTimeMs() >= 0)
        text += tr(" \u00b7 %1").arg(DurationText::format(m_runner->wallTimeMs()));
    m_summary->setText(text);
}

void BroadcastPane::showDetail()
{
    const QModelIndex current = m_grid->currentIndex();
    if (!current.isValid() || current.row() >= m_model->rowCount()) {
        m_detail->clear();
        return;
    }
    const BroadcastResultModel::Row &row = m_model->row(current.row());
    QString text;
    if (!row.message.isEmpty())
        text += row.message + QLatin1Char('\n');
    if (!row.stdoutText.isEmpty())
        text += row.stdoutText;
    if (!row.stderrText.isEmpty()) {
        if (!text.isEmpty() && !text.endsWith(QLatin1Char('\n')))
            text += QLatin1Char('\n');
        text += tr("\u2014 stderr \u2014") + QLatin1Char('\n') + row.stderrText;
    }
    if (m_detail->toPlainText() != text)
        m_detail->setPlainText(text);
}

} // namespace sandman
