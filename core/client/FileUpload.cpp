// SPDX-License-Identifier: Apache-2.0
#include "FileUpload.h"

#include "SandboxClient.h"
#include "SandboxException.h"

#include <QCoreApplication>
#include <QFuture>
#include <QRandomGenerator>

namespace sandman {

FileUpload::FileUpload(SandboxClient *client, const QString &localPath, const QString &path,
                       const QString &sessionId, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_local(localPath)
    , m_path(path)
    , m_sessionId(sessionId)
{
    // Beside the target (a rename never crosses filesystems), hidden, and unlikely to be taken.
    const int slash = path.lastIndexOf(QLatin1Char('/'));
    m_temporary = path.left(slash + 1) + QLatin1Char('.') + path.mid(slash + 1)
        + QStringLiteral(".upload-%1").arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
}

void FileUpload::start()
{
    if (m_started)
        return;
    m_started = true;
    if (!m_local.open(QIODevice::ReadOnly))
        return finish(QCoreApplication::translate("FileUpload", "cannot read %1: %2")
                          .arg(m_local.fileName(), m_local.errorString()));
    m_size = m_local.size();
    sendNext();
}

void FileUpload::sendNext()
{
    if (!m_client)
        return finish(QCoreApplication::translate("FileUpload", "the sandbox is no longer connected"));
    const bool first = !m_written;
    const QByteArray piece = m_local.read(kChunkBytes);
    if (m_local.error() != QFileDevice::NoError)
        return fail(QCoreApplication::translate("FileUpload", "cannot read %1: %2")
                        .arg(m_local.fileName(), m_local.errorString()));
    if (piece.isEmpty() && !first) {
        m_client->renameFile(m_temporary, m_path, m_sessionId)
            .then(this, [this] { finish(QString()); })
            .onFailed(this, [this](const SandboxException &error) { fail(error.error().message); });
        return;
    }
    QFuture<void> sent = first ? m_client->writeBinaryFile(m_temporary, piece, m_sessionId)
                               : m_client->appendBinaryFile(m_temporary, piece, m_sessionId);
    const qint64 size = piece.size();
    sent.then(this,
              [this, size] {
                  m_sent += size;
                  m_written = true;
                  emit progress(m_sent, m_size);
                  sendNext();
              })
        .onFailed(this, [this](const SandboxException &error) { fail(error.error().message); });
}

void FileUpload::fail(const QString &error)
{
    if (m_client && m_written)
        m_client->deleteFile(m_temporary, m_sessionId).onFailed([](const SandboxException &) {});
    finish(error);
}

void FileUpload::finish(const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_error = error;
    emit finished(error);
}

} // namespace sandman
