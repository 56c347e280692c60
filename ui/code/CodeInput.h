// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QPlainTextEdit>
#include <QStringList>

namespace sandman {

// Where code is typed: several lines (Enter breaks the line), Shift+Enter (or Ctrl+Enter)
// runs it; Up on the first line and Down on the last walk the history of what ran, keeping
// what was being typed as the newest entry.
class CodeInput : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit CodeInput(QWidget *parent = nullptr);

    // What ran, oldest first (consecutive duplicates once).
    const QStringList &history() const { return m_history; }
    void addToHistory(const QString &code);
    // Shows the previous / next entry; false when there is none.
    bool historyPrevious();
    bool historyNext();

signals:
    // Shift+Enter: the text to run (the input is cleared by whoever runs it).
    void runRequested(const QString &code);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QStringList m_history;
    int m_position = 0; // == size: the draft
    QString m_draft;
};

} // namespace sandman
