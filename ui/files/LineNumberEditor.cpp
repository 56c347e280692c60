// SPDX-License-Identifier: Apache-2.0
#include "LineNumberEditor.h"

#include <QPainter>
#include <QTextBlock>

#include <algorithm>

namespace sandman {

namespace {
class Margin : public QWidget
{
public:
    explicit Margin(LineNumberEditor *editor)
        : QWidget(editor)
        , m_editor(editor)
    { }
    QSize sizeHint() const override { return {m_editor->marginWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_editor->paintMargin(event); }

private:
    LineNumberEditor *m_editor;
};
} // namespace

LineNumberEditor::LineNumberEditor(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_margin(new Margin(this))
{
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    connect(this, &QPlainTextEdit::blockCountChanged, this,
            [this] { setViewportMargins(marginWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, &LineNumberEditor::updateMargin);
    setViewportMargins(marginWidth(), 0, 0, 0);
}

int LineNumberEditor::marginWidth() const
{
    const int digits = QString::number(qMax(1, m_firstLine + blockCount() - 1)).size();
    return 8 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits;
}

void LineNumberEditor::setFirstLineNumber(int number)
{
    m_firstLine = std::max(1, number);
    setViewportMargins(marginWidth(), 0, 0, 0);
    m_margin->update();
}

void LineNumberEditor::updateMargin(const QRect &rect, int dy)
{
    if (dy)
        m_margin->scroll(0, dy);
    else
        m_margin->update(0, rect.y(), m_margin->width(), rect.height());
}

void LineNumberEditor::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    m_margin->setGeometry(QRect(area.left(), area.top(), marginWidth(), area.height()));
}

void LineNumberEditor::paintMargin(QPaintEvent *event)
{
    QPainter painter(m_margin);
    painter.fillRect(event->rect(), palette().alternateBase());
    painter.setPen(palette().color(QPalette::PlaceholderText));
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible())
            painter.drawText(0, top, m_margin->width() - 4, fontMetrics().height(), Qt::AlignRight,
                             QString::number(block.blockNumber() + m_firstLine));
        top += height;
        block = block.next();
    }
}

} // namespace sandman
