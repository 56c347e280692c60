// SPDX-License-Identifier: Apache-2.0
#include "SessionSettingsWidget.h"

#include "TimeoutEdit.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace sandman {

SessionSettingsWidget::SessionSettingsWidget(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_directory(new QLabel(this))
    , m_timeout(new TimeoutEdit(this))
    , m_apply(new QPushButton(tr("Set", "apply the command timeout"), this))
{
    m_directory->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_directory->setWordWrap(true);
    m_apply->setToolTip(tr("Use this timeout for the session's next commands"));
    connect(m_apply, &QPushButton::clicked, this, &SessionSettingsWidget::apply);
    connect(m_timeout, &TimeoutEdit::timeoutChanged, this, &SessionSettingsWidget::updateState);

    auto *timeoutRow = new QHBoxLayout;
    timeoutRow->addWidget(m_timeout, 1);
    timeoutRow->addWidget(m_apply);
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    // In a narrow dock the labels go above their fields instead of widening the dock.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_title);
    form->addRow(tr("Working directory:"), m_directory);
    form->addRow(tr("Command timeout:"), timeoutRow);
    clear();
}

void SessionSettingsWidget::setSession(const QString &sandboxName, const SessionInfo &info)
{
    const bool sameSession = info.id == m_info.id;
    const bool edited = sameSession && m_apply->isEnabled();
    m_info = info;
    m_title->setText(tr("<b>%1</b> in %2").arg(info.id.toHtmlEscaped(), sandboxName.toHtmlEscaped()));
    m_directory->setText(QStringLiteral("<tt>%1</tt>").arg(info.cwd.toHtmlEscaped()));
    if (!edited)
        m_timeout->setTimeoutMs(info.commandTimeoutMs > 0 ? std::optional<qint64>(info.commandTimeoutMs)
                                                          : std::nullopt);
    setEnabled(true);
    updateState();
}

void SessionSettingsWidget::clear()
{
    m_info = SessionInfo();
    m_title->setText(tr("No session selected."));
    m_directory->clear();
    m_timeout->setTimeoutMs(std::nullopt);
    setEnabled(false);
    updateState();
}

void SessionSettingsWidget::apply()
{
    if (m_info.id.isEmpty())
        return;
    emit timeoutApplyRequested(m_info.id, m_timeout->timeoutMs().value_or(0));
}

void SessionSettingsWidget::updateState()
{
    const qint64 shown = m_timeout->timeoutMs().value_or(0);
    m_apply->setEnabled(!m_info.id.isEmpty() && shown != m_info.commandTimeoutMs);
}

} // namespace sandman
