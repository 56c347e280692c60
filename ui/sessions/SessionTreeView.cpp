// SPDX-License-Identifier: Apache-2.0
#include "SessionTreeView.h"

#include <QHeaderView>
#include <QResizeEvent>
#include <QScrollBar>
#include <QTimer>

namespace sandman {

SessionTreeView::SessionTreeView(QWidget *parent)
    : QTreeView(parent)
    , m_fitTimer(new QTimer(this))
{
    m_fitTimer->setSingleShot(true);
    m_fitTimer->setInterval(0);
    connect(m_fitTimer, &QTimer::timeout, this, &SessionTreeView::fitColumns);
    // Widths are computed here: Stretch would shrink the names below their text.
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(QHeaderView::Fixed);
    connect(this, &QTreeView::expanded, this, &SessionTreeView::scheduleFit);
    connect(this, &QTreeView::collapsed, this, &SessionTreeView::scheduleFit);
    setAccessibleName(tr("Sessions"));
    setAccessibleDescription(tr("Each sandbox with its sessions and their terminals; Return or a double "
                                "click opens a terminal, Ctrl+Shift+N makes a new session"));
}

void SessionTreeView::setModel(QAbstractItemModel *model)
{
    QTreeView::setModel(model);
    if (!model)
        return;
    header()->setSectionResizeMode(QHeaderView::Fixed);
    connect(model, &QAbstractItemModel::rowsInserted, this, &SessionTreeView::scheduleFit);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &SessionTreeView::scheduleFit);
    connect(model, &QAbstractItemModel::dataChanged, this, &SessionTreeView::scheduleFit);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &SessionTreeView::scheduleFit);
    connect(model, &QAbstractItemModel::modelReset, this, &SessionTreeView::scheduleFit);
    connect(model, &QAbstractItemModel::layoutChanged, this, &SessionTreeView::scheduleFit);
    scheduleFit();
}

QSize SessionTreeView::sizeHint() const
{
    QSize hint = QTreeView::sizeHint();
    const int frame = 2 * frameWidth();
    hint.setWidth(m_contentWidth + frame + verticalScrollBar()->sizeHint().width());
    return hint;
}

void SessionTreeView::resizeEvent(QResizeEvent *event)
{
    QTreeView::resizeEvent(event);
    fitColumns();
}

int SessionTreeView::columnContentWidth(int column) const
{
    // sizeHintForColumn skips rows spanning every column and counts the indentation.
    return qMax(sizeHintForColumn(column), header()->sectionSizeHint(column));
}

void SessionTreeView::scheduleFit()
{
    m_fitTimer->start();
}

void SessionTreeView::fitColumns()
{
    if (!model())
        return;
    ensurePolished();
    spanEmptyRows(QModelIndex());
    QHeaderView *head = header();
    int others = 0;
    for (int column = 1; column < head->count(); ++column) {
        if (head->isSectionHidden(column))
            continue;
        const int width = columnContentWidth(column);
        head->resizeSection(column, width);
        others += width;
    }
    const int names = columnContentWidth(0);
    head->resizeSection(0, qMax(names, viewport()->width() - others));
    const int content = qMax(names + others, spannedRowsWidth(QModelIndex(), 0));
    if (content != m_contentWidth) {
        m_contentWidth = content;
        updateGeometry();
        emit contentWidthChanged(content);
    }
}

void SessionTreeView::spanEmptyRows(const QModelIndex &parent)
{
    // A row with nothing past its first cell (a sandbox, a terminal) spans the columns: its
    // long text then neither widens the names column nor pushes the states out of sight.
    for (int row = 0; row < model()->rowCount(parent); ++row) {
        bool empty = true;
        for (int column = 1; column < model()->columnCount(parent) && empty; ++column)
            empty = header()->isSectionHidden(column)
                || model()->index(row, column, parent).data().toString().isEmpty();
        if (empty && !isFirstColumnSpanned(row, parent)) // spans set by the owner stay
            setFirstColumnSpanned(row, parent, true);
        const QModelIndex index = model()->index(row, 0, parent);
        if (isExpanded(index))
            spanEmptyRows(index);
    }
}

int SessionTreeView::spannedRowsWidth(const QModelIndex &parent, int depth) const
{
    int widest = 0;
    const int indent = indentation() * (depth + (rootIsDecorated() ? 1 : 0));
    for (int row = 0; row < model()->rowCount(parent); ++row) {
        const QModelIndex index = model()->index(row, 0, parent);
        if (isFirstColumnSpanned(row, parent))
            widest = qMax(widest, indent + sizeHintForIndex(index).width());
        if (isExpanded(index))
            widest = qMax(widest, spannedRowsWidth(index, depth + 1));
    }
    return widest;
}

} // namespace sandman
