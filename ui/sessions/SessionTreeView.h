// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QTreeView>

class QTimer;

namespace sandman {

// The session list: the first column (names) takes the spare width but is never narrower than
// its content, the other columns fit theirs; a view too narrow scrolls instead of squeezing
// the names to nothing (a Japanese state such as 待機中（復元済み） did). sizeHint() is the
// width that shows every column whole, so a dock can start at it.
class SessionTreeView : public QTreeView
{
    Q_OBJECT
public:
    explicit SessionTreeView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    QSize sizeHint() const override;
    // Columns' content, rows spanning every column included, without frame or scroll bar.
    int contentWidth() const { return m_contentWidth; }
    // The width one column needs for its header and its rows (rows spanning every column
    // left out; the first column's indentation counted).
    int columnContentWidth(int column) const;

signals:
    void contentWidthChanged(int width);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void scheduleFit();
    void fitColumns();
    void spanEmptyRows(const QModelIndex &parent);
    int spannedRowsWidth(const QModelIndex &parent, int depth) const;

    QTimer *m_fitTimer;
    int m_contentWidth = 0;
};

} // namespace sandman
