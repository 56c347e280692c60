// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace sandman {

class LogModel;

// The log dock: exec history and process output with a filter, copy and save.
class LogPane : public QWidget
{
    Q_OBJECT
public:
    explicit LogPane(LogModel *model, QWidget *parent = nullptr);

    void setFilterText(const QString &text);
    int visibleRowCount() const;
    // Text of the selected rows (all visible rows when nothing is selected).
    QString selectedText() const;
    bool saveTo(const QString &fileName, QString *error) const;

public slots:
    void copySelection();
    void saveAs();

private:
    QList<int> sourceRows(bool selectionOnly) const;

    LogModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_view;
    bool m_followOutput = true;
};

} // namespace sandman
