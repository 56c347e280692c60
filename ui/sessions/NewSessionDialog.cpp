// SPDX-License-Identifier: Apache-2.0
#include "NewSessionDialog.h"

#include "SandboxDirectoryDialog.h"
#include "TimeoutEdit.h"
#include "client/SandboxClient.h"
#include "env/EnvEditorWidget.h"
#include "log/ErrorText.h"
#include "main/WidgetFit.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace sandman {

namespace {
bool askToCreate(QWidget *parent, const QString &path)
{
    QMessageBox box(
        QMessageBox::Question, NewSessionDialog::tr("Working Directory Missing"),
        NewSessionDialog::tr("The folder \u201c%1\u201d does not exist in the sandbox.").arg(path),
        QMessageBox::Cancel, parent);
    box.setInformativeText(NewSessionDialog::tr("Create it and start the session there?"));
    QPushButton *create = box.addButton(NewSessionDialog::tr("Create Folder"), QMessageBox::AcceptRole);
    box.setDefaultButton(create);
    box.exec();
    return box.clickedButton() == create;
}
} // namespace

NewSessionDialog::NewSessionDialog(const QString &sandboxName, QWidget *parent)
    : QDialog(parent)
    , m_id(new QLineEdit(this))
    , m_cwd(new QLineEdit(this))
    , m_browse(new QPushButton(tr("&Browse\u2026"), this))
    , m_timeout(new TimeoutEdit(this))
    , m_env(new EnvEditorWidget(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Session in %1").arg(sandboxName));
    m_id->setObjectName(QStringLiteral("sessionId"));
    m_cwd->setObjectName(QStringLiteral("workingDirectory"));
    m_problem->setObjectName(QStringLiteral("problem"));
    m_id->setPlaceholderText(tr("Generated when empty"));
    m_cwd->setPlaceholderText(tr("The sandbox workspace"));
    m_problem->setStyleSheet(QStringLiteral("color: #c01c28"));
    m_problem->setWordWrap(true);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));
    m_buttons->button(QDialogButtonBox::Ok)->setDefault(true);
    m_env->setDraftOnly(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Session &ID:"), m_id);
    auto *cwdRow = new QHBoxLayout;
    cwdRow->addWidget(m_cwd, 1);
    cwdRow->addWidget(m_browse);
    m_browse->setObjectName(QStringLiteral("browse"));
    m_browse->setToolTip(tr("Choose the working directory from the sandbox's folders"));
    m_browse->hide(); // until the dialog can look at the sandbox (setFolders)
    form->addRow(WidgetFit::buddyLabel(tr("Working &directory:"), m_cwd, this), cwdRow);
    form->addRow(tr("Command &timeout:"), m_timeout);
    auto *envBox = new QGroupBox(tr("&Environment variables"), this);
    auto *envLayout = new QVBoxLayout(envBox);
    envLayout->setContentsMargins(2, 2, 2, 2);
    envLayout->addWidget(m_env);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(envBox, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &NewSessionDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_id, &QLineEdit::textChanged, this, &NewSessionDialog::updateState);
    connect(m_browse, &QPushButton::clicked, this, &NewSessionDialog::browse);
    connect(m_cwd, &QLineEdit::textChanged, this, &NewSessionDialog::updateState);
    connect(m_env->model(), &QAbstractItemModel::dataChanged, this, &NewSessionDialog::updateState);
    connect(m_env->model(), &QAbstractItemModel::rowsInserted, this, &NewSessionDialog::updateState);
    connect(m_env->model(), &QAbstractItemModel::rowsRemoved, this, &NewSessionDialog::updateState);
    updateState();
    resize(520, 460);
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
    options.env = m_env->variables();
    options.commandTimeoutMs = m_timeout->timeoutMs();
    return options;
}

void NewSessionDialog::setOptions(const SessionOptions &options)
{
    m_id->setText(options.id);
    m_cwd->setText(options.cwd);
    m_timeout->setTimeoutMs(options.commandTimeoutMs);
    m_env->setSession({}, {});
    for (auto it = options.env.cbegin(); it != options.env.cend(); ++it)
        m_env->model()->addVariable(it.key(), it.value());
}

void NewSessionDialog::setFolders(const Folders &folders)
{
    m_folders = folders;
    if (!m_folders.confirmCreate)
        m_folders.confirmCreate = askToCreate;
    m_browse->setVisible(bool(m_folders.browse));
}

NewSessionDialog::Folders NewSessionDialog::foldersOf(SandboxClient *client)
{
    QPointer<SandboxClient> guard = client;
    Folders folders;
    folders.exists = [guard](const QString &path) {
        return guard ? guard->exists(path) : QtFuture::makeReadyFuture(true);
    };
    folders.create = [guard](const QString &path) {
        return guard ? guard->mkdir(path, true) : QtFuture::makeReadyFuture();
    };
    folders.browse = [guard](QWidget *parent, const QString &start) {
        if (!guard)
            return QString();
        // Relative paths are shown from the default session's folder.
        SandboxDirectoryDialog dialog(guard, QStringLiteral("default"), start, parent);
        return dialog.exec() == QDialog::Accepted ? dialog.selectedPath() : QString();
    };
    return folders;
}

void NewSessionDialog::browse()
{
    if (!m_folders.browse)
        return;
    const QString chosen = m_folders.browse(this, m_cwd->text().trimmed());
    if (!chosen.isEmpty())
        m_cwd->setText(chosen);
}

void NewSessionDialog::accept()
{
    const QString cwd = m_cwd->text().trimmed();
    if (m_checking || !m_buttons->button(QDialogButtonBox::Ok)->isEnabled())
        return;
    if (cwd.isEmpty() || !m_folders.exists) {
        QDialog::accept();
        return;
    }
    setChecking(true);
    QPointer<NewSessionDialog> self = this;
    m_folders.exists(cwd)
        .then(this, [this, cwd](bool exists) { folderChecked(cwd, exists); })
        .onFailed(this, [self, cwd](const SandboxException &e) {
            if (!self)
                return;
            self->setChecking(false);
            self->setProblem(
                tr("Could not check \u201c%1\u201d: %2").arg(cwd, ErrorText::sentence(e.code())));
        });
}

void NewSessionDialog::folderChecked(const QString &path, bool exists)
{
    if (exists) {
        setChecking(false);
        QDialog::accept();
        return;
    }
    if (!m_folders.create || !m_folders.confirmCreate(this, path)) {
        setChecking(false);
        setProblem(tr("The working directory \u201c%1\u201d does not exist in the sandbox.").arg(path));
        return;
    }
    QPointer<NewSessionDialog> self = this;
    m_folders.create(path)
        .then(this,
              [this] {
                  setChecking(false);
                  QDialog::accept();
              })
        .onFailed(this, [self, path](const SandboxException &e) {
            if (!self)
                return;
            self->setChecking(false);
            self->setProblem(
                tr("Could not create \u201c%1\u201d: %2").arg(path, ErrorText::sentence(e.code())));
        });
}

void NewSessionDialog::setChecking(bool checking)
{
    m_checking = checking;
    if (checking)
        setProblem({});
    updateState();
}

void NewSessionDialog::setProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
}

void NewSessionDialog::updateState()
{
    QString problem = validateSessionId(m_id->text().trimmed());
    if (problem.isEmpty() && m_env->model()->hasInvalidRows())
        problem = tr("Fix the variable names marked in red.");
    if (!m_checking)
        setProblem(problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty() && !m_checking);
}

} // namespace sandman
