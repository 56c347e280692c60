// SPDX-License-Identifier: Apache-2.0
#include "ConnectDialog.h"

#include "TokenStore.h"
#include "main/WidgetFit.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace sandman {

ConnectDialog::ConnectDialog(TokenStore *tokens, QWidget *parent)
    : QDialog(parent)
    , m_tokens(tokens)
    , m_name(new QLineEdit(this))
    , m_url(new QLineEdit(this))
    , m_token(new QLineEdit(this))
    , m_remember(new QCheckBox(tr("Remember the token in the system keyring"), this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Connect to Remote Sandbox"));
    m_url->setPlaceholderText(QStringLiteral("ws://127.0.0.1:7681/ws"));
    m_name->setPlaceholderText(tr("Optional, shown in the session list"));
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(tr("Access token printed by sandman-agent"));
    m_remember->setEnabled(TokenStore::isAvailable());
    m_remember->setChecked(TokenStore::isAvailable());
    if (!TokenStore::isAvailable())
        m_remember->setToolTip(
            tr("No system keyring is available; the token is kept only while Sandman runs."));
    m_problem->setStyleSheet(QStringLiteral("color: #c01c28"));
    m_problem->setWordWrap(true);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Connect"));

    auto *form = new QFormLayout;
    form->addRow(tr("Agent &address:"), m_url);
    auto *tokenRow = new QHBoxLayout;
    tokenRow->addWidget(m_token, 1);
    auto *fromFile = new QPushButton(tr("From &File\u2026"), this);
    fromFile->setToolTip(tr("Read the token from a token file (its first line)"));
    connect(fromFile, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Token File"));
        if (!path.isEmpty())
            loadTokenFile(path);
    });
    tokenRow->addWidget(fromFile);
    form->addRow(WidgetFit::buddyLabel(tr("Access &token:"), m_token, this), tokenRow);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(QString(), m_remember);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_url, &QLineEdit::textChanged, this, &ConnectDialog::updateState);
    // A remembered token fills in as soon as the address names a known agent.
    connect(m_url, &QLineEdit::editingFinished, this, [this] {
        if (!m_tokens || !m_token->text().isEmpty() || !validateUrl(m_url->text()).isEmpty())
            return;
        m_tokens->load(m_url->text(), [this](bool ok, const QString &token, const QString &) {
            if (ok && m_token->text().isEmpty())
                m_token->setText(token);
        });
    });
    // Keyboard order is the form's, not the order the fields were made in (Name came first).
    setTabOrder(m_url, m_token);
    setTabOrder(m_token, fromFile);
    setTabOrder(fromFile, m_name);
    setTabOrder(m_name, m_remember);
    m_url->setFocus();
    WidgetFit::fitPlaceholder(m_token);
    WidgetFit::fitPlaceholder(m_name);
    updateState();
    resize(qMax(sizeHint().width(), fontMetrics().averageCharWidth() * 60), sizeHint().height());
}

QString ConnectDialog::validateUrl(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return tr("Enter the address of a sandman-agent, for example ws://127.0.0.1:7681/ws.");
    const QUrl url(trimmed, QUrl::StrictMode);
    if (!url.isValid())
        return tr("This is not a valid address.");
    if (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss"))
        return tr("The address must start with ws:// or wss://.");
    if (url.host().isEmpty())
        return tr("The address needs a host name.");
    return {};
}

QString ConnectDialog::readTokenFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(path, file.errorString());
        return {};
    }
    const QString token = QString::fromUtf8(file.read(64 * 1024).split('\n').value(0)).trimmed();
    if (token.isEmpty())
        *error = tr("%1 holds no token on its first line.").arg(path);
    return token;
}

void ConnectDialog::loadTokenFile(const QString &path)
{
    QString error;
    const QString token = readTokenFile(path, &error);
    if (token.isEmpty()) {
        m_problem->setText(error);
        m_problem->setVisible(true);
        return;
    }
    m_token->setText(token);
    updateState();
}

void ConnectDialog::setUrl(const QString &url)
{
    m_url->setText(url);
    if (!url.isEmpty())
        m_token->setFocus(); // the address is known: the token is what is asked for
}

QUrl ConnectDialog::url() const
{
    QUrl url(m_url->text().trimmed());
    if (url.path().isEmpty() || url.path() == QLatin1String("/"))
        url.setPath(QStringLiteral("/ws"));
    return url;
}

QString ConnectDialog::token() const
{
    return m_token->text();
}

QString ConnectDialog::displayName() const
{
    const QString name = m_name->text().trimmed();
    return name.isEmpty() ? url().host() + QLatin1Char(':') + QString::number(url().port(7681)) : name;
}

bool ConnectDialog::rememberToken() const
{
    return m_remember->isEnabled() && m_remember->isChecked();
}

void ConnectDialog::updateState()
{
    const QString problem = m_url->text().isEmpty() ? QString() : validateUrl(m_url->text());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(validateUrl(m_url->text()).isEmpty());
}

} // namespace sandman
