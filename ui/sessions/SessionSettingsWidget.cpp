// SPDX-License-Identifier: Apache-2.0
#include "SessionSettingsWidget.h"

#include "SandboxConnection.h"
#include "SandboxDirectoryDialog.h"
#include "TimeoutEdit.h"
#include "client/SandboxClient.h"
#include "log/ErrorText.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace sandman {

SessionSettingsWidget::SessionSettingsWidget(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_directory(new QLineEdit(this))
    , m_browse(new QPushButton(tr("Browse\u2026"), this))
    , m_cd(new QPushButton(tr("Go", "change the working directory"), this))
    , m_directoryProblem(new QLabel(this))
    , m_timeout(new TimeoutEdit(this))
    , m_apply(new QPushButton(tr("Set", "apply the command timeout"), this))
{
    m_directory->setObjectName(QStringLiteral("workingDirectory"));
    m_directoryProblem->setObjectName(QStringLiteral("directoryProblem"));
    m_directoryProblem->setStyleSheet(QStringLiteral("color: #c01c28"));
    m_directoryProblem->setWordWrap(true);
    m_directoryProblem->hide();
    m_directory->setToolTip(tr("The session's working directory: Return changes to the folder typed here"));
    m_directory->setAccessibleName(tr("Working directory"));
    m_browse->setToolTip(tr("Choose the working directory from the sandbox's folders"));
    m_cd->setToolTip(tr("Change the session's working directory (cd in its shell)"));
    m_apply->setToolTip(tr("Use this timeout for the session's next commands"));
    connect(m_apply, &QPushButton::clicked, this, &SessionSettingsWidget::apply);
    connect(m_timeout, &TimeoutEdit::timeoutChanged, this, &SessionSettingsWidget::updateState);
    connect(m_directory, &QLineEdit::textEdited, this, &SessionSettingsWidget::updateState);
    connect(m_directory, &QLineEdit::returnPressed, this, &SessionSettingsWidget::changeDirectory);
    connect(m_cd, &QPushButton::clicked, this, &SessionSettingsWidget::changeDirectory);
    connect(m_browse, &QPushButton::clicked, this, &SessionSettingsWidget::browse);

    auto *directoryRow = new QHBoxLayout;
    directoryRow->addWidget(m_directory, 1);
    directoryRow->addWidget(m_cd);
    directoryRow->addWidget(m_browse);
    auto *directoryBox = new QVBoxLayout;
    directoryBox->addLayout(directoryRow);
    directoryBox->addWidget(m_directoryProblem);
    auto *timeoutRow = new QHBoxLayout;
    timeoutRow->addWidget(m_timeout, 1);
    timeoutRow->addWidget(m_apply);
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    // In a narrow dock the labels go above their fields instead of widening the dock.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_title);
    form->addRow(tr("Working directory:"), directoryBox);
    form->addRow(tr("Command timeout:"), timeoutRow);
    clear();
}

void SessionSettingsWidget::setSession(SandboxConnection *connection, const SessionInfo &info)
{
    const bool sameSession = info.id == m_info.id && connection == m_connection;
    const bool edited = sameSession && m_apply->isEnabled();
    const bool directoryEdited = sameSession && m_directory->isModified();
    if (!sameSession)
        setDirectoryProblem({});
    m_connection = connection;
    m_info = info;
    const QString sandboxName = connection ? connection->name() : QString();
    m_title->setText(tr("<b>%1</b> in %2").arg(info.id.toHtmlEscaped(), sandboxName.toHtmlEscaped()));
    if (!directoryEdited)
        m_directory->setText(info.cwd);
    if (!edited)
        m_timeout->setTimeoutMs(info.commandTimeoutMs > 0 ? std::optional<qint64>(info.commandTimeoutMs)
                                                          : std::nullopt);
    setEnabled(true);
    updateState();
}

void SessionSettingsWidget::clear()
{
    m_connection = nullptr;
    m_info = SessionInfo();
    m_title->setText(tr("No session selected."));
    m_directory->clear();
    setDirectoryProblem({});
    m_timeout->setTimeoutMs(std::nullopt);
    setEnabled(false);
    updateState();
}

QString SessionSettingsWidget::directoryProblem() const
{
    return m_directoryProblem->text();
}

void SessionSettingsWidget::apply()
{
    if (m_info.id.isEmpty())
        return;
    emit timeoutApplyRequested(m_info.id, m_timeout->timeoutMs().value_or(0));
}

void SessionSettingsWidget::changeDirectory()
{
    const QString path = m_directory->text().trimmed();
    if (m_info.id.isEmpty() || !m_connection || m_changing || path.isEmpty() || path == m_info.cwd)
        return;
    m_changing = true;
    setDirectoryProblem({});
    updateState();
    QPointer<SessionSettingsWidget> self = this;
    QPointer<SandboxConnection> connection = m_connection;
    const QString sessionId = m_info.id;
    m_connection->client()
        ->changeSessionDirectory(sessionId, path)
        .then(this,
              [this, connection, sessionId](const SessionInfo &info) {
                  m_changing = false;
                  if (sessionId == m_info.id) {
                      m_info.cwd = info.cwd;
                      m_directory->setText(info.cwd);
                      m_directory->setModified(false);
                  }
                  updateState();
                  emit directoryChanged(sessionId, info.cwd);
                  if (connection)
                      connection->refresh();
              })
        .onFailed(this, [self, sessionId, path](const SandboxException &e) {
            if (!self)
                return;
            self->m_changing = false;
            if (sessionId == self->m_info.id) {
                // The session stays where it was, and so does the field.
                self->m_directory->setText(self->m_info.cwd);
                self->m_directory->setModified(false);
                self->setDirectoryProblem(ErrorText::forFolder(path, e.error()));
            }
            self->updateState();
            emit self->directoryChangeFailed(sessionId, ErrorText::withDetails(e.error()));
        });
}

void SessionSettingsWidget::browse()
{
    if (m_info.id.isEmpty() || !m_connection)
        return;
    SandboxDirectoryDialog dialog(m_connection->client(), m_info.id, m_directory->text().trimmed(), this);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedPath().isEmpty())
        return;
    m_directory->setText(dialog.selectedPath());
    m_directory->setModified(true);
    changeDirectory();
}

void SessionSettingsWidget::setDirectoryProblem(const QString &problem)
{
    m_directoryProblem->setText(problem);
    m_directoryProblem->setVisible(!problem.isEmpty());
}

void SessionSettingsWidget::updateState()
{
    const bool live = !m_info.id.isEmpty() && m_connection;
    const qint64 shown = m_timeout->timeoutMs().value_or(0);
    m_apply->setEnabled(!m_info.id.isEmpty() && shown != m_info.commandTimeoutMs);
    const QString path = m_directory->text().trimmed();
    m_cd->setEnabled(live && !m_changing && !path.isEmpty() && path != m_info.cwd);
    m_browse->setEnabled(live && !m_changing);
    m_directory->setReadOnly(m_changing);
}

} // namespace sandman
