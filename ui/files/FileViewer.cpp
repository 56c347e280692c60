// SPDX-License-Identifier: Apache-2.0
#include "FileViewer.h"

#include "LineNumberEditor.h"
#include "client/FileReadResult.h"
#include "client/SandboxClient.h"
#include "client/SandboxException.h"
#include "protocol/RawFileName.h"

#include <QCryptographicHash>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

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
    , m_pageBar(new QWidget(this))
    , m_pageLabel(new QLabel(m_pageBar))
    , m_previous(new QPushButton(tr("&Previous Page"), m_pageBar))
    , m_next(new QPushButton(tr("&Next Page"), m_pageBar))
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
    auto *pages = new QHBoxLayout(m_pageBar);
    pages->setContentsMargins(0, 0, 0, 0);
    pages->addWidget(m_pageLabel, 1);
    pages->addWidget(m_previous);
    pages->addWidget(m_next);
    m_pageLabel->setWordWrap(true);
    m_pageBar->hide();
    layout->addWidget(m_pageBar);
    connect(m_previous, &QPushButton::clicked, this, &FileViewer::previousPage);
    connect(m_next, &QPushButton::clicked, this, &FileViewer::nextPage);
    connect(m_saveButton, &QPushButton::clicked, this, &FileViewer::save);
    connect(m_editor->document(), &QTextDocument::modificationChanged, m_saveButton,
            &QPushButton::setEnabled);
    m_resolver = [this](const QString &path) {
        QMessageBox box(QMessageBox::Warning, tr("File changed"),
                        tr("%1 changed in the sandbox since you opened it.").arg(RawFileName::display(path)),
                        QMessageBox::NoButton, this);
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
    m_pages.clear();
    m_page = -1;
    updatePageBar();
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
    m_pages.clear();
    m_page = -1;
    m_editor->setReadOnly(false);
    m_editor->setFirstLineNumber(1);
    updatePageBar();
    if (size > kMaxOpenBytes) {
        m_size = size;
        m_pages.append(Page{});
        showMessage(tr("Opening %1…").arg(RawFileName::display(path)));
        loadPage(0);
        return;
    }
    showMessage(tr("Opening %1…").arg(RawFileName::display(path)));
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

bool FileViewer::hasNextPage() const
{
    return m_mode == QLatin1String("page") && !m_lastPage;
}

void FileViewer::nextPage()
{
    if (hasNextPage() && m_page + 1 < m_pages.size())
        loadPage(m_page + 1);
}

void FileViewer::previousPage()
{
    if (m_mode == QLatin1String("page") && m_page > 0)
        loadPage(m_page - 1);
}

int FileViewer::firstLineNumber() const
{
    return m_editor->firstLineNumber();
}

void FileViewer::loadPage(int index)
{
    if (!m_client || index < 0 || index >= m_pages.size())
        return;
    const quint64 generation = ++m_generation;
    const Page page = m_pages.at(index);
    const QString path = m_path;
    m_client->readFileRange(path, page.offset, kPageBytes)
        .then(
            this,
            [this, generation, index, page, path](const FileRange &range) {
                if (generation != m_generation)
                    return;
                m_size = range.size;
                QByteArray bytes = range.bytes;
                if (index == 0 && bytes.left(8192).contains('\0')) {
                    m_pages.clear();
                    m_page = -1;
                    showMessage(tr("Binary file, %1: too large to open here.")
                                    .arg(QLocale().formattedDataSize(range.size)));
                    m_mode = QStringLiteral("binary");
                    updatePageBar();
                    emit opened(path);
                    return;
                }
                // A page ends at a line's end (or, for a line longer than a page, between two
                // characters), so no line and no character is cut in two.
                m_lastPage = range.reachesEnd();
                if (!m_lastPage) {
                    const qsizetype newline = bytes.lastIndexOf('\n');
                    qsizetype cut = newline >= 0 ? newline + 1 : bytes.size();
                    while (newline < 0 && cut > 0 && (uchar(bytes.at(cut - 1)) & 0xC0) == 0x80)
                        --cut; // inside a UTF-8 sequence: back to its lead byte
                    if (newline < 0 && cut > 0 && uchar(bytes.at(cut - 1)) >= 0xC0)
                        --cut;
                    bytes.truncate(cut > 0 ? cut : bytes.size());
                }
                if (index + 1 == m_pages.size() && !m_lastPage)
                    m_pages.append(Page{page.offset + bytes.size(), page.firstLine + int(bytes.count('\n'))});
                m_page = index;
                m_mode = QStringLiteral("page");
                m_editor->setReadOnly(true);
                m_editor->setFirstLineNumber(page.firstLine);
                m_editor->setPlainText(QString::fromUtf8(bytes));
                m_editor->document()->setModified(false);
                m_stack->setCurrentWidget(m_editor);
                updatePageBar();
                emit opened(path);
            })
        .onFailed(this, [this, generation](const SandboxException &error) {
            if (generation != m_generation)
                return;
            showMessage(error.error().message);
            emit failed(error.error().message);
        });
}

void FileViewer::updatePageBar()
{
    const bool paged = m_mode == QLatin1String("page") && m_page >= 0;
    m_pageBar->setVisible(paged);
    if (!paged)
        return;
    const int first = m_editor->firstLineNumber();
    const int last = first + std::max(0, m_editor->blockCount() - 1);
    m_pageLabel->setText(
        tr("Lines %1–%2 of a file of %3, shown a page at a time (read-only)")
            .arg(QLocale().toString(first), QLocale().toString(last), QLocale().formattedDataSize(m_size)));
    m_previous->setEnabled(m_page > 0);
    m_next->setEnabled(!m_lastPage);
}

} // namespace sandman
