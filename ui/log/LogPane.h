// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

class QLineEdit;
class QPlainTextEdit;
class QSortFilterProxyModel;
class QTableView;
class QToolButton;

namespace sandman {

class LogModel;

// The log dock: exec history and process output with a filter, copy and save. The table
// shows one line per entry; the details below it show the selected command whole — the
// command, its output and errors apart, each as real lines, and its result.
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
    QTableView *view() const { return m_view; }
    // What the details show for the current row.
    QString detailsText() const;
    // The agent's id of the current entry's command, when its change set can be shown.
    QString currentCommandId() const;

signals:
    // "Changed Files…": the files the current entry's command created, changed or deleted.
    // source is the sandbox connection the command ran on.
    void changesRequested(QObject *source, const QString &commandId, const QString &command);

public slots:
    void copySelection();
    void saveAs();

private:
    QList<int> sourceRows(bool selectionOnly) const;
    void showDetails();
    // The command row of the current entry (-1: none).
    int currentCommandRow() const;

    LogModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_view;
    QPlainTextEdit *m_details;
    QToolButton *m_changes;
    bool m_followOutput = true;
};

} // namespace sandman
