// SPDX-License-Identifier: Apache-2.0
#include "TerminalFindBar.h"

#include "main/ClearButton.h"

#include "terminal/TerminalView.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

namespace sandman {

TerminalFindBar::TerminalFindBar(QWidget *parent)
    : QWidget(parent)
    , m_input(new QLineEdit(this))
    , m_caseSensitive(new QCheckBox(tr("Match case"), this))
    , m_status(new QLabel(this))
{
    m_input->setPlaceholderText(tr("Find in terminal"));
    m_input->setAccessibleName(tr("Find in terminal"));
    ClearButton::enable(m_input);
    m_input->installEventFilter(this);
    auto *previous = new QToolButton(this);
    previous->setText(tr("Previous"));
    previous->setToolTip(tr("Find the previous match (Shift+Enter)"));
    auto *next = new QToolButton(this);
    next->setText(tr("Next"));
    next->setToolTip(tr("Find the next match (Enter)"));
    auto *closeButton = new QToolButton(this);
    closeButton->setText(QStringLiteral("\u00d7"));
    closeButton->setToolTip(tr("Close (Escape)"));
    closeButton->setAccessibleName(tr("Close the find bar"));
    connect(previous, &QToolButton::clicked, this, &TerminalFindBar::findPrevious);
    connect(next, &QToolButton::clicked, this, &TerminalFindBar::findNext);
    connect(closeButton, &QToolButton::clicked, this, &TerminalFindBar::close);
    connect(m_input, &QLineEdit::textChanged, this, [this] {
        m_status->clear();
        updateHighlight();
    });
    connect(m_caseSensitive, &QCheckBox::toggled, this, &TerminalFindBar::updateHighlight);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    // Room for a word or two in any language: the options beside it must not squeeze it to "タ…".
    m_input->setMinimumWidth(m_input->fontMetrics().averageCharWidth() * 14);
    layout->addWidget(m_input, 1);
    layout->addWidget(previous);
    layout->addWidget(next);
    layout->addWidget(m_caseSensitive);
    layout->addWidget(m_status);
    layout->addWidget(closeButton);
    hide();
}

void TerminalFindBar::setTerminal(TerminalView *view)
{
    if (m_view && m_view != view)
        m_view->clearSearchHighlight();
    m_view = view;
    updateHighlight();
    m_status->clear();
}

void TerminalFindBar::open()
{
    show();
    updateHighlight();
    m_input->setFocus();
    m_input->selectAll();
}

void TerminalFindBar::findNext()
{
    if (m_view && !m_input->text().isEmpty())
        showResult(m_view->findNext(m_input->text(),
                                    m_caseSensitive->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive));
}

void TerminalFindBar::findPrevious()
{
    if (m_view && !m_input->text().isEmpty())
        showResult(m_view->findPrevious(
            m_input->text(), m_caseSensitive->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive));
}

void TerminalFindBar::close()
{
    hide();
    if (m_view) {
        m_view->clearSearchHighlight();
        m_view->setFocus();
    }
}

void TerminalFindBar::updateHighlight()
{
    // Every match in view is highlighted while the bar is open.
    if (m_view && !isHidden())
        m_view->setSearchHighlight(m_input->text(),
                                   m_caseSensitive->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive);
}

void TerminalFindBar::showResult(bool found)
{
    m_status->setText(found ? QString() : tr("Not found"));
}

bool TerminalFindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_input && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (key->modifiers() & Qt::ShiftModifier)
                findPrevious();
            else
                findNext();
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            close();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace sandman
