// SPDX-License-Identifier: Apache-2.0
#include "AuditDialog.h"

#include "client/AuditClient.h"
#include "client/SandboxClient.h"
#include "sessions/SandboxConnection.h"

#include <QCheckBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sandman {

namespace {
QDateTimeEdit *makeTimeEdit(const QDateTime &time, QWidget *parent)
{
    auto *edit = new QDateTimeEdit(time, parent);
    edit->setCalendarPopup(true);
    edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    edit->setEnabled(false);
    return edit;
}
} // namespace

AuditDialog::AuditDialog(SandboxConnection *connection, QWidget *parent)
    : QDialog(parent)
    , m_connection(connection)
{
    setWindowTitle(tr("Audit Trail — %1").arg(connection ? connection->name() : QString()));
    m_client = new QLineEdit(this);
    m_client->setPlaceholderText(tr("connection id or client name, e.g. curl"));
    m_session = new QLineEdit(this);
    m_session->setPlaceholderText(tr("session id"));
    m_text = new QLineEdit(this);
    m_text->setPlaceholderText(tr("part of the command"));
    m_useExitCode = new QCheckBox(tr("Exit code"), this);
    m_exitCode = new QSpinBox(this);
    m_exitCode->setRange(-255, 255);
    m_exitCode->setEnabled(false);
    connect(m_useExitCode, &QCheckBox::toggled, m_exitCode, &QWidget::setEnabled);
    const QDateTime now = QDateTime::currentDateTime();
    m_useFrom = new QCheckBox(tr("From"), this);
    m_from = makeTimeEdit(now.addDays(-1), this);
    connect(m_useFrom, &QCheckBox::toggled, m_from, &QWidget::setEnabled);
    m_useTo = new QCheckBox(tr("Until"), this);
    m_to = makeTimeEdit(now, this);
    connect(m_useTo, &QCheckBox::toggled, m_to, &QWidget::setEnabled);
    m_commandsOnly = new QCheckBox(tr("Finished commands only"), this);
    m_commandsOnly->setChecked(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Client:"), m_client);
    form->addRow(tr("Session:"), m_session);
    form->addRow(tr("Command:"), m_text);
    auto *exitRow = new QHBoxLayout;
    exitRow->addWidget(m_useExitCode);
    exitRow->addWidget(m_exitCode);
    exitRow->addStretch(1);
    exitRow->addWidget(m_commandsOnly);
    form->addRow(exitRow);
    auto *timeRow = new QHBoxLayout;
    timeRow->addWidget(m_useFrom);
    timeRow->addWidget(m_from);
    timeRow->addWidget(m_useTo);
    timeRow->addWidget(m_to);
    timeRow->addStretch(1);
    form->addRow(timeRow);

    m_results = new QTreeWidget(this);
    m_results->setHeaderLabels(
        {tr("Time"), tr("Event"), tr("Session"), tr("Client"), tr("Exit"), tr("Command")});
    m_results->setRootIsDecorated(false);
    m_results->setUniformRowHeights(true);
    m_results->header()->setStretchLastSection(true);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *searchButton = buttons->addButton(tr("Search"), QDialogButtonBox::ActionRole);
    auto *jsonButton = buttons->addButton(tr("Export JSON Lines…"), QDialogButtonBox::ActionRole);
    auto *csvButton = buttons->addButton(tr("Export CSV…"), QDialogButtonBox::ActionRole);
    auto *verifyButton = buttons->addButton(tr("Verify Chain"), QDialogButtonBox::ActionRole);
    m_buttons = {searchButton, jsonButton, csvButton, verifyButton};
    searchButton->setDefault(true);
    connect(searchButton, &QPushButton::clicked, this, &AuditDialog::search);
    connect(jsonButton, &QPushButton::clicked, this, [this] { exportAs(false); });
    connect(csvButton, &QPushButton::clicked, this, [this] { exportAs(true); });
    connect(verifyButton, &QPushButton::clicked, this, &AuditDialog::verify);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_client, m_session, m_text})
        connect(edit, &QLineEdit::returnPressed, this, &AuditDialog::search);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_results, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(900, 560);
}

AuditQuery AuditDialog::query() const
{
    AuditQuery query;
    query.client = m_client->text().trimmed();
    query.sessionId = m_session->text().trimmed();
    query.text = m_text->text();
    if (m_useExitCode->isChecked())
        query.exitCode = m_exitCode->value();
    if (m_useFrom->isChecked())
        query.from = m_from->dateTime();
    if (m_useTo->isChecked())
        query.to = m_to->dateTime();
    if (m_commandsOnly->isChecked())
        query.types = {QStringLiteral("command_finished")};
    return query;
}

void AuditDialog::setBusy(bool busy)
{
    for (QPushButton *button : std::as_const(m_buttons))
        button->setEnabled(!busy);
    if (busy)
        m_status->setText(tr("Asking the agent…"));
}

void AuditDialog::search()
{
    if (!m_connection)
        return;
    setBusy(true);
    AuditClient(m_connection->client())
        .search(query())
        .then(this,
              [this](const AuditSearchResult &found) {
                  setBusy(false);
                  m_results->clear();
                  for (const QJsonObject &record : found.records) {
                      auto *item = new QTreeWidgetItem(m_results);
                      const QDateTime time = QDateTime::fromString(
                          record.value(QStringLiteral("timestamp")).toString(), Qt::ISODateWithMs);
                      item->setText(0, time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
                      item->setText(1, record.value(QStringLiteral("type")).toString());
                      item->setText(2, record.value(QStringLiteral("sessionId")).toString());
                      const QString origin = record.value(QStringLiteral("origin")).toString();
                      const QString client = record.value(QStringLiteral("clientId")).toString();
                      item->setText(
                          3, origin.isEmpty() ? client : QStringLiteral("%1 (%2)").arg(origin, client));
                      if (record.contains(QStringLiteral("exitCode")))
                          item->setText(4, QString::number(record.value(QStringLiteral("exitCode")).toInt()));
                      item->setText(5, record.value(QStringLiteral("command")).toString());
                      item->setToolTip(5, record.value(QStringLiteral("command")).toString());
                  }
                  m_status->setText(found.matched > found.records.size()
                                        ? tr("%1 records match; the newest %2 are shown.")
                                              .arg(found.matched)
                                              .arg(found.records.size())
                                        : tr("%n record(s) match.", nullptr, int(found.matched)));
              })
        .onFailed(this, [this](const SandboxException &e) {
            setBusy(false);
            m_status->setText(tr("The search failed: %1").arg(e.error().message));
        });
}

void AuditDialog::verify()
{
    if (!m_connection)
        return;
    setBusy(true);
    AuditClient(m_connection->client())
        .verify()
        .then(this,
              [this](const AuditVerifyResult &result) {
                  setBusy(false);
                  if (result.ok)
                      m_status->setText(tr("The chain is intact: %1 records in %2 files.")
                                            .arg(result.records)
                                            .arg(result.files));
                  else
                      m_status->setText(
                          tr("<b>The chain is broken</b> at record %1 of %2: %3")
                              .arg(result.brokenLine)
                              .arg(result.brokenFile.toHtmlEscaped(), result.reason.toHtmlEscaped()));
              })
        .onFailed(this, [this](const SandboxException &e) {
            setBusy(false);
            m_status->setText(tr("Verification failed: %1").arg(e.error().message));
        });
}

void AuditDialog::exportAs(bool csv)
{
    if (!m_connection)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Audit Records"), csv ? QStringLiteral("audit.csv") : QStringLiteral("audit.jsonl"),
        csv ? tr("CSV files (*.csv)") : tr("JSON lines (*.jsonl)"));
    if (path.isEmpty())
        return;
    AuditQuery wanted = query();
    wanted.limit = 100000;
    setBusy(true);
    AuditClient(m_connection->client())
        .exportRecords(wanted, csv ? AuditClient::Format::Csv : AuditClient::Format::JsonLines)
        .then(this,
              [this, path](const QByteArray &content) {
                  setBusy(false);
                  QFile file(path);
                  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
                      || file.write(content) != content.size())
                      m_status->setText(tr("Could not write %1: %2").arg(path, file.errorString()));
                  else
                      m_status->setText(tr("Saved %1.").arg(path));
              })
        .onFailed(this, [this](const SandboxException &e) {
            setBusy(false);
            m_status->setText(tr("The export failed: %1").arg(e.error().message));
        });
}

} // namespace sandman
