// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace sandman {

class ActivityFilterModel;
class ActivityModel;
struct ActivityRow;

// The Activity dock: the timeline of every client's commands, processes and changes
// (ActivityModel) with filters (session, client, text, failed only), the selected command's
// stdout and stderr below it (growing while it runs), and actions on it. The actions are
// requests (signals with the model row); ActivityController carries them out.
class ActivityPane : public QWidget
{
    Q_OBJECT
public:
    explicit ActivityPane(ActivityModel *model, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    ActivityFilterModel *filter() const { return m_filter; }
    QComboBox *sessionFilter() const { return m_session; }
    QComboBox *clientFilter() const { return m_client; }
    QLineEdit *textFilter() const { return m_text; }
    QCheckBox *failedOnly() const { return m_failedOnly; }
    // The model row of the current line, or -1.
    int currentRow() const;
    void setCurrentRow(int modelRow);
    // What the output view shows for the current row.
    QString outputText() const;
    QString commandText() const;

public slots:
    void copyCommand();
    void copyOutput();

signals:
    void rerunRequested(int modelRow);
    void terminalRequested(int modelRow);
    void cancelRequested(int modelRow);
    // The files the command changed, with diffs and undo (ChangeSetDialog).
    void changesRequested(int modelRow);

private:
    // The narrow columns get widths from the font and their words (a client's name is long,
    // translated headers differ): the default 100 px cut "Sandman user@host" off.
    void fitColumns();
    void onRowsInserted(int first, int last);
    void showOutput();
    QString truncationNote(const ActivityRow &entry, bool isStdout) const;
    void updateActions();
    static void addChoice(QComboBox *box, const QString &text, const QString &value);

    ActivityModel *m_model;
    ActivityFilterModel *m_filter;
    QComboBox *m_session;
    QComboBox *m_client;
    QLineEdit *m_text;
    QCheckBox *m_failedOnly;
    QTableView *m_view;
    QPlainTextEdit *m_output;
    QString m_shownKey; // the row whose output is shown (sandbox + id), to keep its scroll place
    QPushButton *m_copyCommand;
    QPushButton *m_copyOutput;
    QPushButton *m_rerun;
    QPushButton *m_terminal;
    QPushButton *m_cancel;
    QPushButton *m_changes;
};

} // namespace sandman
