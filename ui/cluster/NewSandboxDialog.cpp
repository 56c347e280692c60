// SPDX-License-Identifier: Apache-2.0
#include "NewSandboxDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>

namespace sandman {

namespace {

const QRegularExpression &dnsName()
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$"));
    return re;
}

// Kubernetes quantities as resource amounts are written: 500m, 2, 1.5 (CPU); 512Mi, 2Gi, 1G.
bool isCpu(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^([0-9]+m|[0-9]+(\\.[0-9]+)?)$"));
    return re.match(text).hasMatch();
}

bool isMemory(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^[0-9]+(\\.[0-9]+)?(Ki|Mi|Gi|Ti|k|M|G|T)?$"));
    return re.match(text).hasMatch();
}

} // namespace

NewSandboxDialog::NewSandboxDialog(const QString &clusterName, QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_template(new QComboBox(this))
    , m_image(new QLineEdit(defaultImage(), this))
    , m_cpu(new QLineEdit(QStringLiteral("1"), this))
    , m_memory(new QLineEdit(QStringLiteral("1Gi"), this))
    , m_environment(new QPlainTextEdit(this))
    , m_shutdown(new QCheckBox(tr("Shut down at"), this))
    , m_shutdownTime(new QDateTimeEdit(QDateTime::currentDateTime().addSecs(8 * 3600), this))
    , m_message(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Sandbox on %1").arg(clusterName));
    m_name->setText(
        QStringLiteral("sandman-%1").arg(QRandomGenerator::global()->bounded(0x10000, 0xfffff), 0, 16));
    m_template->addItem(tr("Sandman's agent pod (built in)"));
    m_cpu->setPlaceholderText(tr("e.g. 500m or 2"));
    m_memory->setPlaceholderText(tr("e.g. 512Mi or 2Gi"));
    m_environment->setPlaceholderText(tr("NAME=value, one per line"));
    m_environment->setTabChangesFocus(true);
    m_environment->setFixedHeight(m_environment->fontMetrics().lineSpacing() * 5);
    m_shutdownTime->setCalendarPopup(true);
    m_shutdownTime->setEnabled(false);
    m_shutdownTime->setAccessibleName(tr("Shutdown time"));
    m_environment->setAccessibleDescription(tr("NAME=value, one per line"));
    m_message->setWordWrap(true);
    connect(m_shutdown, &QCheckBox::toggled, m_shutdownTime, &QWidget::setEnabled);

    auto *shutdownRow = new QHBoxLayout;
    shutdownRow->addWidget(m_shutdown);
    shutdownRow->addWidget(m_shutdownTime, 1);
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Template:"), m_template);
    form->addRow(tr("&Image:"), m_image);
    form->addRow(tr("&CPU:"), m_cpu);
    form->addRow(tr("&Memory:"), m_memory);
    form->addRow(tr("&Environment:"), m_environment);
    form->addRow(QString(), shutdownRow);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_name, m_image, m_cpu, m_memory})
        connect(edit, &QLineEdit::textChanged, this, &NewSandboxDialog::validate);
    connect(m_environment, &QPlainTextEdit::textChanged, this, &NewSandboxDialog::validate);
    connect(m_shutdown, &QCheckBox::toggled, this, &NewSandboxDialog::validate);
    connect(m_shutdownTime, &QDateTimeEdit::dateTimeChanged, this, &NewSandboxDialog::validate);
    validate();
}

QString NewSandboxDialog::defaultImage()
{
    return QStringLiteral("localhost/sandman-agent:latest");
}

void NewSandboxDialog::setTemplates(const QList<QPair<QString, QJsonObject>> &templates)
{
    for (const auto &entry : templates) {
        m_template->addItem(tr("SandboxTemplate %1").arg(entry.first));
        m_templateSpecs.append(entry.second);
    }
    // A template of Sandman's own manifests is the better start when the cluster has one.
    for (int i = 0; i < templates.size(); ++i) {
        if (templates.at(i).first == QLatin1String("sandman-agent"))
            m_template->setCurrentIndex(i + 1);
    }
}

KubeSandboxSpec NewSandboxDialog::spec() const
{
    KubeSandboxSpec spec;
    spec.name = m_name->text().trimmed();
    spec.image = m_image->text().trimmed();
    spec.cpu = m_cpu->text().trimmed();
    spec.memory = m_memory->text().trimmed();
    QString ignored;
    parseEnvironment(&spec.env, &ignored);
    if (m_shutdown->isChecked())
        spec.shutdownTime = m_shutdownTime->dateTime().toUTC();
    const int chosen = m_template->currentIndex() - 1;
    if (chosen >= 0 && chosen < m_templateSpecs.size())
        spec.templateSpec = m_templateSpecs.at(chosen);
    return spec;
}

QString NewSandboxDialog::problem() const
{
    return m_message->text();
}

bool NewSandboxDialog::parseEnvironment(QList<QPair<QString, QString>> *env, QString *error) const
{
    static const QRegularExpression name(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    const QStringList lines = m_environment->toPlainText().split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (line.trimmed().isEmpty())
            continue;
        const int equals = int(line.indexOf(QLatin1Char('=')));
        const QString key = line.left(equals).trimmed();
        if (equals < 0 || !name.match(key).hasMatch()) {
            *error = tr("Environment line %1 is not NAME=value with a name of letters, digits and '_'.")
                         .arg(i + 1);
            return false;
        }
        env->append({key, line.mid(equals + 1)});
    }
    return true;
}

void NewSandboxDialog::validate()
{
    // The first thing wrong, in the order of the fields.
    const auto firstProblem = [this]() -> QString {
        QString error;
        QList<QPair<QString, QString>> env;
        if (!dnsName().match(m_name->text().trimmed()).hasMatch())
            return tr("The name must be a lowercase DNS label (letters, digits and '-', at most 63).");
        if (m_image->text().trimmed().isEmpty())
            return tr("Give the container image that runs sandman-agent.");
        if (!m_cpu->text().trimmed().isEmpty() && !isCpu(m_cpu->text().trimmed()))
            return tr("CPU is a number of cores (2, 0.5) or millicores (500m).");
        if (!m_memory->text().trimmed().isEmpty() && !isMemory(m_memory->text().trimmed()))
            return tr("Memory is an amount such as 512Mi or 2Gi.");
        if (!parseEnvironment(&env, &error))
            return error;
        if (m_shutdown->isChecked() && m_shutdownTime->dateTime() <= QDateTime::currentDateTime())
            return tr("The shutdown time is in the past.");
        return {};
    };
    const QString problem = firstProblem();
    m_message->setText(problem);
    m_message->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace sandman
