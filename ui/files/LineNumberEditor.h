// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QPlainTextEdit>

namespace sandman {

// A plain-text editor with the line numbers in a margin on its left.
class LineNumberEditor : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit LineNumberEditor(QWidget *parent = nullptr);

    int marginWidth() const;
    // The number of the first line shown (a page of a large file starts further down).
    void setFirstLineNumber(int number);
    int firstLineNumber() const { return m_firstLine; }
    void paintMargin(QPaintEvent *event);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateMargin(const QRect &rect, int dy);

    QWidget *m_margin;
    int m_firstLine = 1;
};

} // namespace sandman
