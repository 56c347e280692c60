// SPDX-License-Identifier: Apache-2.0
#include "ChangeSetDialog.h"

#include "DiffView.h"
#include "client/CheckpointClient.h"
#include "client/SandboxException.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace sandman {

ChangeSetDialog::ChangeSetDialog(SandboxClient *client, const QString &commandId, const QString &command,
                                 QWidget *parent)
    : QDialog(parent)
    , m_client(client)
    , m_commandId(commandId)
    , m_summary(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_diff(new DiffView(this))
    , m_sideBySide(new QCheckBox(tr("&Side by side"), this))
    , m_undo(new QPushButton(tr("Undo this command's changes…"), this))
{
    setWindowTitle(tr("Changes of %1").arg(command.left(80)));
    m_summary->setWordWrap(true);
    m_list->setAccessibleName(tr("Changed files"));
    m_diff->setPlaceholderText(tr("Select a file to see what changed in it."));
    m_undo->setEnabled(false);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_diff);
    splitter->setStretchFactor(1, 3);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_undo, QDialogButtonBox::ActionRole);
    connect(m_sideBySide, &QCheckBox::toggled, this,
            [this](bool on) { m_diff->setMode(on ? DiffView::SideBySide : DiffView::Unified); });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_sideBySide);
    bottom->addWidget(buttons, 1);
    layout->addLayout(bottom);
    resize(900, 560);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_undo, &QPushButton::clicked, this, &ChangeSetDialog::undo);
    connect(m_list, &QListWidget::currentRowChanged, this, &ChangeSetDialog::showDiff);
    m_confirmer = [this](const QStringList &changes) {
        QMessageBox box(
            QMessageBox::Question, tr("Undo this command's changes"),
            tr("This puts back %n file(s) as they were before the command:", nullptr, int(changes.size())),
            QMessageBox::Cancel, this);
        box.setInformativeText(
            changes.mid(0, 30).join(QLatin1Char('\n'))
            + (changes.size() > 30 ? tr("\n… and %1 more").arg(changes.size() - 30) : QString()));
        QPushButton *go = box.addButton(tr("Undo"), QMessageBox::DestructiveRole);
        box.exec();
        return box.clickedButton() == go;
    };
    load();
}

QString ChangeSetDialog::status() const
{
    return m_summary->text();
}

QString ChangeSetDialog::describe(const ChangeSetInfo::Change &change)
{
    const QString kind = change.kind == QLatin1String("created") ? tr("created")
        : change.kind == QLatin1String("deleted")                ? tr("deleted")
        : change.kind == QLatin1String("renamed")                ? tr("renamed from %1").arg(change.fromPath)
                                                                 : tr("modified");
    if (change.writer.program.isEmpty())
        return QStringLiteral("%1  (%2)").arg(change.path, kind);
    return QStringLiteral("%1  (%2)").arg(change.path, tr("%1 by %2").arg(kind, change.writer.program));
}

ChangeSetDialog *ChangeSetDialog::showFor(SandboxClient *client, const QString &commandId,
                                          const QString &command, QWidget *parent)
{
    auto *dialog = new ChangeSetDialog(client, commandId, command, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void ChangeSetDialog::load()
{
    if (!m_client)
        return;
    CheckpointClient(m_client)
        .commandChanges(m_commandId)
        .then(this,
              [this](const ChangeSetInfo &changes) {
                  m_changes = changes;
                  m_list->clear();
                  for (const ChangeSetInfo::Change &change : changes.changes) {
                      auto *item = new QListWidgetItem(describe(change), m_list);
                      if (change.writer.pid > 0)
                          item->setToolTip(tr("Written by %1 (process %2)")
                                               .arg(change.writer.program)
                                               .arg(change.writer.pid));
                  }
                  QString summary = tr("%1 created, %2 modified, %3 deleted, %4 renamed.")
                                        .arg(changes.created)
                                        .arg(changes.modified)
                                        .arg(changes.deleted)
                                        .arg(changes.renamed);
                  if (changes.summarised)
                      summary += QLatin1Char(' ')
                          + tr("Only the first %1 are listed.").arg(changes.changes.size());
                  if (changes.running)
                      summary += QLatin1Char(' ') + tr("The command is still running.");
                  // Whether files other programs changed meanwhile may be among them.
                  if (changes.attribution == QLatin1String("writers"))
                      summary += QLatin1Char(' ') + tr("Only what the command's own processes changed.");
                  else if (changes.attribution == QLatin1String("time"))
                      summary += QLatin1Char(' ')
                          + tr("Everything that changed while it ran, whoever changed it.");
                  m_summary->setText(changes.total == 0 ? tr("The command changed no files.") : summary);
                  m_undo->setEnabled(changes.total > 0);
                  emit loaded();
              })
        .onFailed(this, [this](const SandboxException &error) {
            m_summary->setText(error.error().message);
            emit loaded();
        });
}

QPlainTextEdit *ChangeSetDialog::diffView() const
{
    return m_diff->unifiedView();
}

void ChangeSetDialog::showDiff(int row)
{
    if (!m_client || row < 0 || row >= m_changes.changes.size())
        return;
    const ChangeSetInfo::Change change = m_changes.changes.at(row);
    CheckpointClient(m_client)
        .commandDiff(m_commandId, change.pathBytes, true)
        .then(this,
              [this](const FileDiff &diff) {
                  if (diff.binary && diff.image && showImages(diff)) {
                      // shown before and after
                  } else if (diff.binary || diff.tooLarge) {
                      const auto side = [](const QJsonObject &entry) {
                          return entry.isEmpty()
                              ? tr("absent")
                              : tr("%1, SHA-256 %2")
                                    .arg(QLocale().formattedDataSize(
                                             entry.value(QStringLiteral("size")).toInteger()),
                                         entry.value(QStringLiteral("hash")).toString());
                      };
                      m_diff->setMessage(
                          (diff.binary ? tr("Binary file.") : tr("Too large to compare line by line."))
                          + QLatin1Char('\n') + tr("Before: %1").arg(side(diff.before)) + QLatin1Char('\n')
                          + tr("After: %1").arg(side(diff.after)));
                  } else if (diff.unified.isEmpty()) {
                      m_diff->setMessage(tr("No change in content (mode or type only)."));
                  } else {
                      m_diff->setUnifiedDiff(diff.unified);
                  }
                  emit diffShown();
              })
        .onFailed(this, [this](const SandboxException &error) {
            m_diff->setMessage(error.error().message);
            emit diffShown();
        });
}

bool ChangeSetDialog::showImages(const FileDiff &diff)
{
    const auto load = [](const QJsonObject &side) {
        return side.isEmpty() ? QImage() : QImage::fromData(FileDiff::contentOf(side));
    };
    const QImage before = load(diff.before);
    const QImage after = load(diff.after);
    if ((!diff.before.isEmpty() && before.isNull()) || (!diff.after.isEmpty() && after.isNull()))
        return false; // not one this window can show: its sizes and hashes then
    const auto caption = [](const QString &label, const QJsonObject &side, const QImage &image) {
        if (side.isEmpty())
            return tr("%1: absent").arg(label);
        return tr("%1: %2 × %3, %4")
            .arg(label)
            .arg(image.width())
            .arg(image.height())
            .arg(QLocale().formattedDataSize(side.value(QStringLiteral("size")).toInteger()));
    };
    m_diff->setImages(before, caption(tr("Before"), diff.before, before), after,
                      caption(tr("After"), diff.after, after));
    return true;
}

void ChangeSetDialog::undo()
{
    if (!m_client)
        return;
    CheckpointClient::RestoreRequest request;
    request.commandId = m_commandId;
    request.preview = true;
    QPointer<SandboxClient> client = m_client;
    CheckpointClient(m_client)
        .restore(request)
        .then(
            this,
            [this, request, client](const RestoreOutcome &preview) mutable {
                QStringList lines;
                for (const ChangeSetInfo::Change &change : preview.changes) {
                    // The preview's before is now, its after is what the undo puts back.
                    const QString what = change.after.isEmpty() ? tr("remove")
                        : change.before.isEmpty()               ? tr("bring back")
                                                                : tr("put back");
                    lines.append(QStringLiteral("%1: %2").arg(what, change.path));
                }
                if (lines.isEmpty()) {
                    m_summary->setText(tr("Nothing to undo: the files are as they were before the command."));
                    emit undone(true);
                    return;
                }
                if (!m_confirmer(lines) || !client) {
                    emit undone(false);
                    return;
                }
                request.preview = false;
                request.previewToken = preview.previewToken;
                CheckpointClient(client)
                    .restore(request)
                    .then(this,
                          [this](const RestoreOutcome &done) {
                              m_summary->setText(
                                  done.errors.isEmpty()
                                      ? tr("Undone: %n file(s) put back.", nullptr, int(done.changes.size()))
                                      : tr("Undone in part: %1").arg(done.errors.join(QLatin1Char('\n'))));
                              emit undone(done.errors.isEmpty());
                          })
                    .onFailed(this, [this](const SandboxException &error) {
                        // RESOURCE_BUSY: a file changed since the preview.
                        m_summary->setText(error.error().message);
                        emit undone(false);
                    });
            })
        .onFailed(this, [this](const SandboxException &error) {
            m_summary->setText(error.error().message);
            emit undone(false);
        });
}

} // namespace sandman
