// SPDX-License-Identifier: Apache-2.0
#include "StartProcessDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace sandman {

StartProcessDialog::StartProcessDialog(const QString &sessionId, QWidget *parent)
    : QDialog(parent)
    , m_label(new QLabel(tr("Command to run in session \u201c%1\u201d:").arg(sessionId), this))
    , m_command(new QLineEdit(this))
{
    setWindowTitle(tr("Start Process"));
    m_label->setBuddy(m_command);
    m_label->setWordWrap(true);
    m_command->setPlaceholderText(tr("e.g. python3 -m http.server 8000"));
    // Commands are mostly Latin: measured in 'x', not in the (CJK-wide) average of the UI font.
    m_command->setMinimumWidth(kFieldCharacters
                               * m_command->fontMetrics().horizontalAdvance(QLatin1Char('x')));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    connect(m_command, &QLineEdit::textChanged, this, [buttons](const QString &text) {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!text.trimmed().isEmpty());
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_label);
    layout->addWidget(m_command);
    layout->addWidget(buttons);
}

QString StartProcessDialog::command() const
{
    return m_command->text().trimmed();
}

} // namespace sandman
