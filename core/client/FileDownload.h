// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "StreamingCall.h"

#include <QSaveFile>

#include <memory>

namespace sandman {

class SandboxClient;

// One file of the sandbox copied to a local file as it streams in (/api/read/stream, base64
// chunks), so a file of any size costs a chunk of memory, not its size. The local file is
// written under a temporary name and appears whole or not at all (QSaveFile).
class FileDownload : public StreamingCall
{
    Q_OBJECT
public:
    // Null when the client has no connection; else started, and deletes itself never (the
    // caller owns it, through parent).
    static FileDownload *start(SandboxClient *client, const QString &path, const QString &localPath,
                               const QString &sessionId = {}, QObject *parent = nullptr);

    qint64 bytesReceived() const { return m_received; }
    qint64 size() const { return m_size; }
    bool isFinished() const { return m_finished; }
    QString error() const { return m_error; }

signals:
    void progress(qint64 received, qint64 size);
    // error empty: the local file is complete.
    void finished(const QString &error);

private:
    FileDownload(TransportCall *call, const QString &localPath, QObject *parent);
    void handleEvent(const QJsonObject &event) override;
    void handleFinished(int status, const QJsonObject &body) override;
    void finish(const QString &error);

    std::unique_ptr<QSaveFile> m_file;
    qint64 m_received = 0;
    qint64 m_size = -1;
    bool m_complete = false;
    bool m_finished = false;
    QString m_error;
};

} // namespace sandman
