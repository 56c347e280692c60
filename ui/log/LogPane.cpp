// SPDX-License-Identifier: Apache-2.0
#include "LogPane.h"

#include "main/ClearButton.h"

#include "LogModel.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSaveFile>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTextCharFormat>
#include <QTextCursor>
#include <QToolButton>
#include <QVBoxLayout>

namespace sandman {

LogPane::LogPane(LogModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_view(new QTableView(this))
    , m_details(new QPlainTextEdit(this))
    , m_changes(new QToolButton(this))
{
    m_proxy->setSourceModel(model);
    m_proxy->setFilterKeyColumn(-1); // any column: session, kind or text
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter->setPlaceholderText(tr("Filter log"));
    m_filter->setAccessibleName(tr("Filter log"));
    ClearButton::enable(m_filter);
    connect(m_filter, &QLineEdit::textChanged, this, &LogPane::setFilterText);

    auto *copyButton = new QToolButton(this);
    copyButton->setText(tr("Copy"));
    copyButton->setToolTip(tr("Copy the selected entries"));
    connect(copyButton, &QToolButton::clicked, this, &LogPane::copySelection);
    auto *saveButton = new QToolButton(this);
    saveButton->setText(tr("Save\u2026"));
    saveButton->setToolTip(tr("Save the visible entries to a file"));
    connect(saveButton, &QToolButton::clicked, this, &LogPane::saveAs);
    m_changes->setObjectName(QStringLiteral("changedFilesButton"));
    m_changes->setText(tr("Changed Files\u2026"));
    m_changes->setToolTip(tr("The files this command created, changed or deleted, with diffs and undo"));
    m_changes->setEnabled(false);
    connect(m_changes, &QToolButton::clicked, this, [this] {
        const int row = currentCommandRow();
        if (row < 0)
            return;
        const LogModel::Entry &entry = m_model->entry(row);
        if (entry.source && !entry.commandId.isEmpty())
            emit changesRequested(entry.source, entry.commandId, entry.text);
    });
    auto *clearButton = new QToolButton(this);
    clearButton->setText(tr("Clear"));
    connect(clearButton, &QToolButton::clicked, model, &LogModel::clear);

    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(LogModel::TimeColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(LogModel::KindColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(LogModel::DurationColumn, QHeaderView::ResizeToContents);
    m_details->setReadOnly(true);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_details->setPlaceholderText(tr("Select an entry to see it whole"));
    m_view->setAccessibleName(tr("Command log"));
    m_view->setAccessibleDescription(tr("Every command run from this window, its output and result"));
    m_details->setAccessibleName(tr("Log entry"));
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &LogPane::showDetails);
    // A running command's output and result arrive under it: show them once they do.
    connect(model, &QAbstractItemModel::rowsInserted, this, &LogPane::showDetails);
    // Follow new entries while the view is scrolled to the bottom; a user reading older
    // entries is left where they are.
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeInserted, m_view, [this] {
        QScrollBar *bar = m_view->verticalScrollBar();
        m_followOutput = bar->value() >= bar->maximum();
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, m_view, [this] {
        if (m_followOutput)
            m_view->scrollToBottom();
    });

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_changes);
    bar->addWidget(copyButton);
    bar->addWidget(saveButton);
    bar->addWidget(clearButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter);
}

QString LogPane::detailsText() const
{
    return m_details->toPlainText();
}

int LogPane::currentCommandRow() const
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    return current.isValid() ? m_model->commandRowOf(current.row()) : -1;
}

QString LogPane::currentCommandId() const
{
    const int row = currentCommandRow();
    if (row < 0 || !m_model->entry(row).source)
        return {};
    return m_model->entry(row).commandId;
}

void LogPane::showDetails()
{
    m_changes->setEnabled(!currentCommandId().isEmpty());
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    if (!current.isValid()) {
        m_details->clear();
        return;
    }
    const LogModel::Entry &entry = m_model->entry(current.row());
    QList<int> rows = m_model->rowsOfGroup(entry.group);
    if (rows.isEmpty())
        rows << current.row();
    m_details->clear();
    QTextCursor cursor(m_details->document());
    QTextCharFormat heading;
    heading.setFontWeight(QFont::Bold);
    QTextCharFormat plain;
    QTextCharFormat error;
    error.setForeground(QColor(0xc0, 0x1c, 0x28));
    for (const int row : std::as_const(rows)) {
        const LogModel::Entry &part = m_model->entry(row);
        if (!cursor.atStart())
            cursor.insertBlock();
        switch (part.kind) {
        case LogModel::Kind::Command:
            cursor.insertText(QStringLiteral("%1 $ %2").arg(part.sessionId, part.text), heading);
            if (part.running)
                cursor.insertText(
                    QLatin1Char('\n')
                        + tr("running since %1").arg(part.time.toString(QStringLiteral("HH:mm:ss"))),
                    plain);
            break;
        case LogModel::Kind::Stdout:
        case LogModel::Kind::Stderr: {
            const bool isError = part.kind == LogModel::Kind::Stderr;
            cursor.insertText(isError ? tr("Errors (stderr)") : tr("Output (stdout)"), heading);
            cursor.insertBlock();
            QString text = part.text;
            if (text.endsWith(QLatin1Char('\n')))
                text.chop(1);
            cursor.insertText(text, isError ? error : plain);
            break;
        }
        default:
            cursor.insertText(part.text, part.kind == LogModel::Kind::Error ? error : plain);
        }
    }
    m_details->moveCursor(QTextCursor::Start);
}

void LogPane::setFilterText(const QString &text)
{
    if (m_filter->text() != text)
        m_filter->setText(text);
    m_proxy->setFilterFixedString(text);
}

int LogPane::visibleRowCount() const
{
    return m_proxy->rowCount();
}

QList<int> LogPane::sourceRows(bool selectionOnly) const
{
    QList<int> rows;
    if (selectionOnly) {
        for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
            rows << m_proxy->mapToSource(index).row();
        std::sort(rows.begin(), rows.end());
    }
    if (rows.isEmpty()) {
        for (int row = 0; row < m_proxy->rowCount(); ++row)
            rows << m_proxy->mapToSource(m_proxy->index(row, 0)).row();
    }
    return rows;
}

QString LogPane::selectedText() const
{
    return m_model->toText(sourceRows(true));
}

void LogPane::copySelection()
{
    QApplication::clipboard()->setText(selectedText());
}

bool LogPane::saveTo(const QString &fileName, QString *error) const
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        *error = file.errorString();
        return false;
    }
    file.write(m_model->toText(sourceRows(false)).toUtf8());
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

void LogPane::saveAs()
{
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Save Log"), QStringLiteral("sandman.log"),
                                                          tr("Log files (*.log *.txt);;All files (*)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!saveTo(fileName, &error))
        QMessageBox::warning(this, tr("Save Log"), tr("Could not save the log: %1").arg(error));
}

} // namespace sandman
