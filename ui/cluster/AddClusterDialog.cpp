// SPDX-License-Identifier: Apache-2.0
#include "AddClusterDialog.h"

#include "main/WidgetFit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QToolButton>

#include <algorithm>

namespace sandman {

AddClusterDialog::AddClusterDialog(QWidget *parent)
    : QDialog(parent)
    , m_path(new QLineEdit(this))
    , m_context(new QComboBox(this))
    , m_namespace(new QLineEdit(this))
    , m_message(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Add Kubernetes Cluster"));
    auto *browse = new QToolButton(this);
    browse->setText(tr("Browse\u2026"));
    // As tall as its text needs, whatever the row's field gets (large fonts made it clip).
    browse->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    connect(browse, &QToolButton::clicked, this, &AddClusterDialog::browse);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    m_path->setToolTip(tr("One kubeconfig file, or several separated by ':' as in $KUBECONFIG"));
    // A namespace is a DNS-1123 label.
    m_namespace->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?")), m_namespace));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QSizePolicy messagePolicy = m_message->sizePolicy();
    messagePolicy.setHeightForWidth(false);
    m_message->setSizePolicy(messagePolicy);

    auto *form = new QFormLayout;
    form->addRow(WidgetFit::buddyLabel(tr("&Kubeconfig:"), m_path, this), pathRow);
    form->addRow(tr("&Context:"), m_context);
    form->addRow(tr("&Namespace:"), m_namespace);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_path, &QLineEdit::editingFinished, this, &AddClusterDialog::reload);
    connect(m_context, &QComboBox::currentIndexChanged, this, &AddClusterDialog::contextChosen);
    connect(m_namespace, &QLineEdit::textChanged, this, &AddClusterDialog::updateOk);

    m_path->setText(KubeConfig::defaultPaths().join(QLatin1Char(':')));
    reload();
    resize(520, sizeHint().height());
}

AddClusterDialog::~AddClusterDialog()
{
    // ~QDialog hides the dialog, the path field loses focus and says editingFinished: reload()
    // then ran on members already destroyed (a use-after-free when closed while shown).
    disconnect(m_path, nullptr, this, nullptr);
}

QStringList AddClusterDialog::kubeconfigPaths() const
{
    QStringList paths;
    for (const QString &path : m_path->text().split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
        const QString trimmed = path.trimmed();
        paths << (trimmed.startsWith(QLatin1String("~/")) ? QDir::homePath() + trimmed.mid(1) : trimmed);
    }
    return paths;
}

QString AddClusterDialog::contextName() const
{
    return m_context->currentText();
}

QString AddClusterDialog::ns() const
{
    return m_namespace->text().trimmed();
}

std::optional<KubeEndpoint> AddClusterDialog::endpoint(QString *error) const
{
    if (!m_config) {
        *error = m_problem;
        return std::nullopt;
    }
    std::optional<KubeEndpoint> endpoint = m_config->endpoint(contextName(), error);
    if (endpoint && !ns().isEmpty())
        endpoint->context.ns = ns();
    return endpoint;
}

void AddClusterDialog::setKubeconfigText(const QString &text)
{
    m_path->setText(text);
    reload();
}

void AddClusterDialog::setContextName(const QString &name)
{
    m_context->setCurrentIndex(m_context->findText(name));
}

void AddClusterDialog::setNamespace(const QString &ns)
{
    m_namespace->setText(ns);
}

QString AddClusterDialog::problem() const
{
    return m_message->text();
}

void AddClusterDialog::reload()
{
    QString error;
    const QStringList paths = kubeconfigPaths();
    m_config = paths.isEmpty() ? std::nullopt : KubeConfig::load(paths, &error);
    if (paths.isEmpty())
        error = tr("Give the kubeconfig file of the cluster.");
    const QSignalBlocker blocker(m_context);
    m_context->clear();
    if (m_config) {
        m_context->addItems(m_config->contextNames());
        const int current = m_context->findText(m_config->currentContext());
        m_context->setCurrentIndex(current >= 0 ? current : 0);
        if (m_context->count() == 0)
            error = tr("%1 defines no context.").arg(paths.join(QLatin1Char(':')));
    }
    m_problem = error;
    contextChosen();
}

void AddClusterDialog::contextChosen()
{
    // The namespace follows the context, as kubectl's default does.
    if (m_config) {
        for (const KubeContext &context : m_config->contexts()) {
            if (context.name == contextName())
                m_namespace->setText(context.ns.isEmpty() ? QStringLiteral("default") : context.ns);
        }
    }
    updateOk();
}

void AddClusterDialog::updateOk()
{
    QString problem = m_problem;
    if (problem.isEmpty() && m_config) {
        QString error;
        if (!m_config->endpoint(contextName(), &error))
            problem = error;
        else if (!m_namespace->hasAcceptableInput())
            problem = tr("The namespace must be a lowercase DNS label (letters, digits and '-').");
    }
    m_message->setText(problem);
    m_message->setVisible(!problem.isEmpty());
    fitMessage();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty() && m_config);
}

void AddClusterDialog::fitMessage()
{
    // The width the message gets: the dialog's, less the layout's margins.
    const QMargins margins = layout() ? layout()->contentsMargins() : QMargins();
    const int width = std::max(100, this->width() - margins.left() - margins.right());
    m_message->setMinimumHeight(m_message->text().isEmpty() ? 0 : m_message->heightForWidth(width));
}

void AddClusterDialog::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    fitMessage();
}

void AddClusterDialog::browse()
{
    const QString file
        = QFileDialog::getOpenFileName(this, tr("Kubeconfig"), QDir::homePath() + QStringLiteral("/.kube"));
    if (!file.isEmpty())
        setKubeconfigText(file);
}

} // namespace sandman
