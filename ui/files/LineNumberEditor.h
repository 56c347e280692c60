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
    void paintMargin(QPaintEvent *event);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateMargin(const QRect &rect, int dy);

    QWidget *m_margin;
};

} // namespace sandman
