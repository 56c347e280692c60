// SPDX-License-Identifier: Apache-2.0
#include "ActivityPane.h"

#include "main/ClearButton.h"

#include "ActivityFilterModel.h"
#include "ActivityModel.h"
#include "ActivityRow.h"
#include "sessions/SandboxConnection.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTextCharFormat>
#include <QTextCursor>
#include <QVBoxLayout>

namespace sandman {

ActivityPane::ActivityPane(ActivityModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_filter(new ActivityFilterModel(this))
    , m_session(new QComboBox(this))
    , m_client(new QComboBox(this))
    , m_text(new QLineEdit(this))
    , m_failedOnly(new QCheckBox(tr("Failed only"), this))
    , m_view(new QTableView(this))
    , m_output(new QPlainTextEdit(this))
    , m_copyCommand(new QPushButton(tr("Copy Command"), this))
    , m_copyOutput(new QPushButton(tr("Copy Output"), this))
    , m_rerun(new QPushButton(tr("Run Again"), this))
    , m_terminal(new QPushButton(tr("Open Terminal"), this))
    , m_cancel(new QPushButton(tr("Cancel Command"), this))
    , m_changes(new QPushButton(tr("Changed Files…"), this))
{
    m_filter->setSourceModel(model);
    addChoice(m_session, tr("All sessions"), QString());
    addChoice(m_client, tr("All clients"), QString());
    m_session->setToolTip(tr("Show one session only"));
    m_client->setToolTip(tr("Show one client only"));
    m_text->setPlaceholderText(tr("Filter commands"));
    m_session->setAccessibleName(tr("Session filter"));
    m_client->setAccessibleName(tr("Client filter"));
    m_text->setAccessibleName(tr("Filter commands"));
    ClearButton::enable(m_text);
    m_view->setAccessibleName(tr("Activity timeline"));
    m_view->setAccessibleDescription(
        tr("Commands, processes, terminals and file changes of every client, newest last"));
    m_output->setAccessibleName(tr("Command output"));

    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setSectionResizeMode(ActivityModel::CommandColumn, QHeaderView::Stretch);
    fitColumns();
    m_view->setWordWrap(false);
    m_output->setReadOnly(true);
    m_output->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_output->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_output->setPlaceholderText(tr("Select a command to see its output."));

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_session);
    filters->addWidget(m_client);
    filters->addWidget(m_text, 1);
    filters->addWidget(m_failedOnly);
    auto *actions = new QHBoxLayout;
    for (QPushButton *button : {m_copyCommand, m_copyOutput, m_rerun, m_terminal, m_cancel, m_changes})
        actions->addWidget(button);
    actions->addStretch(1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_output);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(splitter, 1);
    layout->addLayout(actions);

    connect(m_session, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setSession(m_session->currentData().toString()); });
    connect(m_client, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setClient(m_client->currentData().toString()); });
    connect(m_text, &QLineEdit::textChanged, m_filter, &ActivityFilterModel::setText);
    connect(m_failedOnly, &QCheckBox::toggled, m_filter, &ActivityFilterModel::setFailedOnly);
    connect(model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) { onRowsInserted(first, last); });
    connect(model, &QAbstractItemModel::dataChanged, this, &ActivityPane::updateActions);
    connect(model, &ActivityModel::outputChanged, this, [this](const QList<int> &rows) {
        if (rows.contains(currentRow()))
            showOutput();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        showOutput();
        updateActions();
    });
    connect(m_copyCommand, &QPushButton::clicked, this, &ActivityPane::copyCommand);
    connect(m_copyOutput, &QPushButton::clicked, this, &ActivityPane::copyOutput);
    connect(m_rerun, &QPushButton::clicked, this, [this] { emit rerunRequested(currentRow()); });
    connect(m_terminal, &QPushButton::clicked, this, [this] { emit terminalRequested(currentRow()); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { emit cancelRequested(currentRow()); });
    connect(m_changes, &QPushButton::clicked, this, [this] { emit changesRequested(currentRow()); });
    updateActions();
}

void ActivityPane::fitColumns()
{
    const QFontMetrics metrics = m_view->fontMetrics();
    const QFontMetrics headerMetrics = m_view->horizontalHeader()->fontMetrics();
    // Cell and header margins, and room for the sort indicator.
    const int padding = 2 * m_view->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, m_view)
        + m_view->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, m_view)
        + metrics.averageCharWidth();
    const struct {
        ActivityModel::Column column;
        QString sample; // the widest usual content
    } columns[] = {
        {ActivityModel::TimeColumn, QStringLiteral("88:88:88")},
        {ActivityModel::SandboxColumn, QString(14, QLatin1Char('n'))},
        {ActivityModel::SessionColumn, QString(12, QLatin1Char('n'))},
        {ActivityModel::ClientColumn, SandboxConnection::clientOrigin()},
        {ActivityModel::StateColumn, QString(12, QLatin1Char('n'))},
        {ActivityModel::DurationColumn, QStringLiteral("88 min 88 s")},
    };
    for (const auto &entry : columns) {
        const QString header = m_view->model()->headerData(entry.column, Qt::Horizontal).toString();
        const int width
            = qMax(metrics.horizontalAdvance(entry.sample), headerMetrics.horizontalAdvance(header));
        m_view->horizontalHeader()->resizeSection(entry.column, width + padding);
    }
}

void ActivityPane::addChoice(QComboBox *box, const QString &text, const QString &value)
{
    if (box->findData(value) < 0)
        box->addItem(text, value);
}

void ActivityPane::onRowsInserted(int first, int last)
{
    QScrollBar *scroll = m_view->verticalScrollBar();
    const bool follow = scroll->value() >= scroll->maximum() - 2;
    for (int row = first; row <= last; ++row) {
        const ActivityRow &entry = m_model->rowAt(row);
        if (!entry.sessionId.isEmpty())
            addChoice(m_session, entry.sessionId, entry.sessionId);
        if (!entry.clientId.isEmpty())
            addChoice(m_client, m_model->index(row, ActivityModel::ClientColumn).data().toString(),
                      entry.clientId);
    }
    if (follow)
        m_view->scrollToBottom();
}

int ActivityPane::currentRow() const
{
    const QModelIndex current = m_filter->mapToSource(m_view->currentIndex());
    return current.isValid() ? current.row() : -1;
}

void ActivityPane::setCurrentRow(int modelRow)
{
    m_view->setCurrentIndex(m_filter->mapFromSource(m_model->index(modelRow, ActivityModel::CommandColumn)));
}

QString ActivityPane::commandText() const
{
    const int row = currentRow();
    return row < 0 ? QString() : m_model->rowAt(row).text;
}

QString ActivityPane::outputText() const
{
    return m_output->toPlainText();
}

void ActivityPane::showOutput()
{
    const int row = currentRow();
    const ActivityRow *entry = row >= 0 ? &m_model->rowAt(row) : nullptr;
    const QString key
        = entry && !entry->id.isEmpty() ? entry->sandbox + QLatin1Char('\n') + entry->id : QString();
    // Output that grows keeps its place: at the end (where a running command opens) it follows
    // what comes; scrolled back, it stays put.
    QScrollBar *scroll = m_output->verticalScrollBar();
    const bool sameRow = !key.isEmpty() && key == m_shownKey;
    const bool follow = sameRow ? scroll->value() >= scroll->maximum() - 2 : entry && entry->isActive();
    const int kept = sameRow ? scroll->value() : 0;
    m_shownKey = key;
    m_output->clear();
    if (!entry)
        return;
    QTextCursor cursor(m_output->document());
    QTextCharFormat normal;
    QTextCharFormat error;
    error.setForeground(QColor(0xc0, 0x1c, 0x28));
    QTextCharFormat note;
    note.setFontItalic(true);
    cursor.insertText(QString::fromUtf8(entry->stdoutData), normal);
    if (entry->stdoutTruncated)
        cursor.insertText(truncationNote(*entry, true), note);
    cursor.insertText(QString::fromUtf8(entry->stderrData), error);
    if (entry->stderrTruncated)
        cursor.insertText(truncationNote(*entry, false), note);
    if (!entry->error.isEmpty())
        cursor.insertText(QLatin1Char('\n') + entry->error, error);
    scroll->setValue(follow ? scroll->maximum() : kept);
}

QString ActivityPane::truncationNote(const ActivityRow &entry, bool isStdout) const
{
    const qsizetype kept = (isStdout ? entry.stdoutData : entry.stderrData).size();
    // The total is known once the command finished.
    if (entry.isActive())
        return isStdout
            ? tr("\n[stdout: more follows; the activity feed keeps the first %1 bytes]\n").arg(kept)
            : tr("\n[stderr: more follows; the activity feed keeps the first %1 bytes]\n").arg(kept);
    const qint64 total = isStdout ? entry.stdoutBytes : entry.stderrBytes;
    return isStdout
        ? tr("\n[stdout: %1 bytes in all; the activity feed keeps the first %2]\n").arg(total).arg(kept)
        : tr("\n[stderr: %1 bytes in all; the activity feed keeps the first %2]\n").arg(total).arg(kept);
}

void ActivityPane::updateActions()
{
    const int row = currentRow();
    const bool command = row >= 0 && m_model->rowAt(row).kind == ActivityRow::Kind::Command;
    const bool reachable = row >= 0 && m_model->rowAt(row).connection;
    m_copyCommand->setEnabled(row >= 0);
    m_copyOutput->setEnabled(command);
    m_rerun->setEnabled(command && reachable);
    m_terminal->setEnabled(reachable && !m_model->rowAt(row).sessionId.isEmpty());
    m_cancel->setEnabled(command && reachable && m_model->rowAt(row).isActive());
    m_changes->setEnabled(command && reachable);
}

void ActivityPane::copyCommand()
{
    if (currentRow() >= 0)
        QApplication::clipboard()->setText(commandText());
}

void ActivityPane::copyOutput()
{
    if (currentRow() >= 0)
        QApplication::clipboard()->setText(outputText());
}

} // namespace sandman
