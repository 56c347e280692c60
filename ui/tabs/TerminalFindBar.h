// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace sandman {

class TerminalView;

// Searches the scrollback and screen of one terminal: Enter finds the next (older) match,
// Shift+Enter the previous one, Escape closes the bar and gives the terminal its focus back.
// While it is open, every match in view is highlighted.
class TerminalFindBar : public QWidget
{
    Q_OBJECT
public:
    explicit TerminalFindBar(QWidget *parent = nullptr);

    void setTerminal(TerminalView *view);
    QLineEdit *input() const { return m_input; }

public slots:
    void open();
    void findNext();
    void findPrevious();
    void close();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showResult(bool found);
    void updateHighlight();

    QPointer<TerminalView> m_view;
    QLineEdit *m_input;
    QCheckBox *m_caseSensitive;
    QLabel *m_status;
};

} // namespace sandman
