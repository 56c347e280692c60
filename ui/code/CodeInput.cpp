// SPDX-License-Identifier: Apache-2.0
#include "CodeInput.h"

#include <QFontDatabase>
#include <QKeyEvent>
#include <QTextBlock>

namespace sandman {

namespace {
constexpr int kMaxHistory = 500;
}

CodeInput::CodeInput(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setObjectName(QStringLiteral("codeInput"));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTabChangesFocus(false);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setPlaceholderText(tr("Code \u2014 Shift+Enter runs it, Up/Down walk the history"));
    const int lines = 4;
    setMinimumHeight(fontMetrics().lineSpacing() * lines + 12);
}

void CodeInput::addToHistory(const QString &code)
{
    if (code.trimmed().isEmpty())
        return;
    if (m_history.isEmpty() || m_history.constLast() != code)
        m_history.append(code);
    while (m_history.size() > kMaxHistory)
        m_history.removeFirst();
    m_position = int(m_history.size());
    m_draft.clear();
}

bool CodeInput::historyPrevious()
{
    if (m_position <= 0)
        return false;
    if (m_position == m_history.size())
        m_draft = toPlainText();
    --m_position;
    setPlainText(m_history.at(m_position));
    moveCursor(QTextCursor::End);
    return true;
}

bool CodeInput::historyNext()
{
    if (m_position >= m_history.size())
        return false;
    ++m_position;
    setPlainText(m_position == m_history.size() ? m_draft : m_history.at(m_position));
    moveCursor(QTextCursor::End);
    return true;
}

void CodeInput::keyPressEvent(QKeyEvent *event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && (event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier))) {
        emit runRequested(toPlainText());
        return;
    }
    const QTextCursor cursor = textCursor();
    if (event->key() == Qt::Key_Up && event->modifiers() == Qt::NoModifier && !cursor.hasSelection()
        && cursor.block() == document()->firstBlock() && historyPrevious())
        return;
    if (event->key() == Qt::Key_Down && event->modifiers() == Qt::NoModifier && !cursor.hasSelection()
        && cursor.block() == document()->lastBlock() && historyNext())
        return;
    QPlainTextEdit::keyPressEvent(event);
}

} // namespace sandman
