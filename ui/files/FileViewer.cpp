// SPDX-License-Identifier: Apache-2.0
#include "FileViewer.h"

#include "LineNumberEditor.h"
#include "client/FileReadResult.h"
#include "client/SandboxClient.h"
#include "client/SandboxException.h"

#include <QCryptographicHash>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace sandman {

FileViewer::FileViewer(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_saveButton(new QPushButton(tr("Save"), this))
    , m_stack(new QStackedWidget(this))
    , m_editor(new LineNumberEditor(this))
    , m_imageArea(new QScrollArea(this))
    , m_image(new QLabel(this))
    , m_message(new QLabel(this))
{
    auto *header = new QHBoxLayout;
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    header->addWidget(m_title, 1);
    m_saveButton->setShortcut(QKeySequence::Save);
    m_saveButton->setEnabled(false);
    header->addWidget(m_saveButton);
    m_imageArea->setWidget(m_image);
    m_imageArea->setAlignment(Qt::AlignCenter);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_stack->addWidget(m_message);
    m_stack->addWidget(m_editor);
    m_stack->addWidget(m_imageArea);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_stack, 1);
    connect(m_saveButton, &QPushButton::clicked, this, &FileViewer::save);
    connect(m_editor->document(), &QTextDocument::modificationChanged, m_saveButton,
            &QPushButton::setEnabled);
    m_resolver = [this](const QString &path) {
        QMessageBox box(QMessageBox::Warning, tr("File changed"),
                        tr("%1 changed in the sandbox since you opened it.").arg(path), QMessageBox::NoButton,
                        this);
        box.setInformativeText(tr("Overwrite it with your version, or reload it and lose your edits?"));
        QPushButton *overwrite = box.addButton(tr("Overwrite"), QMessageBox::DestructiveRole);
        QPushButton *reload = box.addButton(tr("Reload"), QMessageBox::ResetRole);
        box.addButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() == overwrite)
            return Conflict::Overwrite;
        return box.clickedButton() == reload ? Conflict::Reload : Conflict::Cancel;
    };
    clear();
}

void FileViewer::clear()
{
    ++m_generation;
    m_path.clear();
    m_loaded.clear();
    m_title->clear();
    m_saveButton->setEnabled(false);
    showMessage(tr("Open a file from the tree."));
}

void FileViewer::showMessage(const QString &message)
{
    m_mode = QStringLiteral("message");
    m_message->setText(message);
    m_stack->setCurrentWidget(m_message);
}

QString FileViewer::text() const
{
    return m_editor->toPlainText();
}

bool FileViewer::isModified() const
{
    return m_mode == QLatin1String("text") && m_editor->document()->isModified();
}

void FileViewer::setText(const QString &text)
{
    m_editor->setPlainText(text);
    m_editor->document()->setModified(true);
}

void FileViewer::open(SandboxClient *client, const QString &path, qint64 size)
{
    ++m_generation;
    m_client = client;
    m_path = path;
    m_title->setText(path);
    m_saveButton->setEnabled(false);
    if (size > kMaxOpenBytes) {
        showMessage(tr("%1 is %2: too large to open here.").arg(path, QLocale().formattedDataSize(size)));
        emit opened(path);
        return;
    }
    showMessage(tr("Opening %1…").arg(path));
    const quint64 generation = m_generation;
    client->readFile(path)
        .then(this,
              [this, generation, path](const FileReadResult &result) {
                  if (generation != m_generation)
                      return;
                  const QByteArray bytes = result.bytes();
                  m_loaded = bytes;
                  if (result.mimeType.startsWith(QLatin1String("image/"))) {
                      QPixmap pixmap;
                      if (pixmap.loadFromData(bytes)) {
                          m_mode = QStringLiteral("image");
                          m_image->setPixmap(pixmap);
                          m_image->resize(pixmap.size());
                          m_stack->setCurrentWidget(m_imageArea);
                          emit opened(path);
                          return;
                      }
                  }
                  if (result.isBinary) {
                      showMessage(
                          tr("Binary file (%1), %2\nSHA-256 %3")
                              .arg(result.mimeType.isEmpty() ? tr("unknown type") : result.mimeType,
                                   QLocale().formattedDataSize(bytes.size()),
                                   QString::fromLatin1(
                                       QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex())));
                      m_mode = QStringLiteral("binary");
                      emit opened(path);
                      return;
                  }
                  m_mode = QStringLiteral("text");
                  m_editor->setPlainText(QString::fromUtf8(bytes));
                  m_editor->document()->setModified(false);
                  m_stack->setCurrentWidget(m_editor);
                  emit opened(path);
              })
        .onFailed(this, [this, generation](const SandboxException &error) {
            if (generation != m_generation)
                return;
            showMessage(error.error().message);
            emit failed(error.error().message);
        });
}

void FileViewer::save()
{
    if (!m_client || m_mode != QLatin1String("text"))
        return;
    // Read it again first: someone else (a command, an agent) may have changed it meanwhile.
    const quint64 generation = m_generation;
    const QString path = m_path;
    m_client->readFile(path)
        .then(this,
              [this, generation, path](const FileReadResult &current) {
                  if (generation != m_generation)
                      return;
                  if (current.bytes() != m_loaded) {
                      switch (m_resolver(path)) {
                      case Conflict::Cancel:
                          return;
                      case Conflict::Reload:
                          open(m_client, path, current.size);
                          return;
                      case Conflict::Overwrite:
                          break;
                      }
                  }
                  write();
              })
        .onFailed(this, [this, generation](const SandboxException &error) {
            if (generation != m_generation)
                return;
            if (error.error().code == ErrorCode::FileNotFound)
                write(); // deleted meanwhile: saving brings it back
            else
                emit failed(error.error().message);
        });
}

void FileViewer::write()
{
    const QByteArray bytes = m_editor->toPlainText().toUtf8();
    const QString path = m_path;
    const quint64 generation = m_generation;
    m_client->writeBinaryFile(path, bytes)
        .then(this,
              [this, generation, path, bytes] {
                  if (generation != m_generation)
                      return;
                  m_loaded = bytes;
                  m_editor->document()->setModified(false);
                  emit saved(path);
              })
        .onFailed(this, [this](const SandboxException &error) { emit failed(error.error().message); });
}

} // namespace sandman
