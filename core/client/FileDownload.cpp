// SPDX-License-Identifier: Apache-2.0
#include "FileDownload.h"

#include "FilePathFields.h"
#include "SandboxClient.h"
#include "protocol/SandboxError.h"

#include <QCoreApplication>

namespace sandman {

FileDownload *FileDownload::start(SandboxClient *client, const QString &path, const QString &localPath,
                                  const QString &sessionId, QObject *parent)
{
    QJsonObject body{{QStringLiteral("path"), path}, {QStringLiteral("encoding"), QStringLiteral("base64")}};
    if (!sessionId.isEmpty())
        body.insert(QStringLiteral("sessionId"), sessionId);
    TransportCall *call = client->openStream(QStringLiteral("POST"), QStringLiteral("/api/read/stream"),
                                             FilePathFields::encode(body));
    if (!call)
        return nullptr;
    return new FileDownload(call, localPath, parent);
}

FileDownload::FileDownload(TransportCall *call, const QString &localPath, QObject *parent)
    : StreamingCall(call, parent)
    , m_file(std::make_unique<QSaveFile>(localPath))
{
    if (!m_file->open(QIODevice::WriteOnly)) {
        const QString reason = m_file->errorString();
        // Reported once the event loop runs, as every other outcome.
        QMetaObject::invokeMethod(
            this,
            [this, localPath, reason] {
                cancel();
                finish(QCoreApplication::translate("FileDownload", "cannot write %1: %2")
                           .arg(localPath, reason));
            },
            Qt::QueuedConnection);
    }
}

void FileDownload::handleEvent(const QJsonObject &event)
{
    if (m_finished)
        return;
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("metadata")) {
        m_size = event.value(QStringLiteral("size")).toInteger(-1);
        emit progress(m_received, m_size);
    } else if (type == QLatin1String("chunk")) {
        auto bytes = QByteArray::fromBase64Encoding(event.value(QStringLiteral("data")).toString().toLatin1(),
                                                    QByteArray::AbortOnBase64DecodingErrors);
        if (!bytes) {
            cancel();
            return finish(
                QCoreApplication::translate("FileDownload", "the sandbox sent a damaged piece of the file"));
        }
        if (m_file->write(*bytes) != bytes.decoded.size()) {
            cancel();
            return finish(QCoreApplication::translate("FileDownload", "cannot write %1: %2")
                              .arg(m_file->fileName(), m_file->errorString()));
        }
        m_received += bytes.decoded.size();
        emit progress(m_received, m_size);
    } else if (type == QLatin1String("complete")) {
        m_complete = true;
    } else if (type == QLatin1String("error")) {
        finish(event.value(QStringLiteral("error")).toString());
    }
}

void FileDownload::handleFinished(int status, const QJsonObject &body)
{
    if (m_finished)
        return;
    if (status < 200 || status >= 300)
        return finish(SandboxError::fromJson(body, status).message);
    if (!m_complete || (m_size >= 0 && m_received != m_size))
        return finish(QCoreApplication::translate("FileDownload", "the file ended early (%1 of %2 bytes)")
                          .arg(m_received)
                          .arg(m_size));
    if (!m_file->commit())
        return finish(QCoreApplication::translate("FileDownload", "cannot write %1: %2")
                          .arg(m_file->fileName(), m_file->errorString()));
    finish(QString());
}

void FileDownload::finish(const QString &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_error = error;
    if (!error.isEmpty())
        m_file->cancelWriting();
    emit finished(error);
}

} // namespace sandman
