// SPDX-License-Identifier: Apache-2.0
#include "NewSessionDialog.h"

#include "TimeoutEdit.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace sandman {

NewSessionDialog::NewSessionDialog(const QString &sandboxName, QWidget *parent)
    : QDialog(parent)
    , m_id(new QLineEdit(this))
    , m_cwd(new QLineEdit(this))
    , m_timeout(new TimeoutEdit(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Session in %1").arg(sandboxName));
    m_id->setPlaceholderText(tr("Generated when empty"));
    m_cwd->setPlaceholderText(tr("The sandbox workspace"));
    m_problem->setStyleSheet(QStringLiteral("color: #c01c28"));
    m_problem->setWordWrap(true);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));

    auto *form = new QFormLayout;
    form->addRow(tr("Session &ID:"), m_id);
    form->addRow(tr("Working &directory:"), m_cwd);
    form->addRow(tr("Command &timeout:"), m_timeout);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_id, &QLineEdit::textChanged, this, &NewSessionDialog::updateState);
    updateState();
    resize(460, sizeHint().height());
}

QString NewSessionDialog::validateSessionId(const QString &id)
{
    static const QRegularExpression allowed(QStringLiteral("^[A-Za-z0-9._-]*$"));
    if (id.size() > 128)
        return tr("A session ID has at most 128 characters.");
    if (!allowed.match(id).hasMatch())
        return tr("A session ID may contain only letters, digits, dots, underscores and hyphens.");
    return {};
}

SessionOptions NewSessionDialog::options() const
{
    SessionOptions options;
    options.id = m_id->text().trimmed();
    options.cwd = m_cwd->text().trimmed();
    options.commandTimeoutMs = m_timeout->timeoutMs();
    return options;
}

void NewSessionDialog::setOptions(const SessionOptions &options)
{
    m_id->setText(options.id);
    m_cwd->setText(options.cwd);
    m_timeout->setTimeoutMs(options.commandTimeoutMs);
}

void NewSessionDialog::updateState()
{
    const QString problem = validateSessionId(m_id->text().trimmed());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace sandman
