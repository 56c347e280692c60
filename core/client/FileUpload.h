// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFile>
#include <QObject>
#include <QPointer>

namespace sandman {

class SandboxClient;

// One local file copied into the sandbox in pieces of kChunkBytes, one request at a time, so a
// file of any size costs a piece of memory, not its size. The pieces go to a temporary name
// beside the target, which is renamed over it at the end: the target is never half written,
// and a failed upload removes what it wrote.
class FileUpload : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 kChunkBytes = 1024 * 1024;

    FileUpload(SandboxClient *client, const QString &localPath, const QString &path,
               const QString &sessionId = {}, QObject *parent = nullptr);

    void start();
    qint64 bytesSent() const { return m_sent; }
    qint64 size() const { return m_size; }
    bool isFinished() const { return m_finished; }
    QString error() const { return m_error; }
    const QString &path() const { return m_path; }

signals:
    void progress(qint64 sent, qint64 size);
    // error empty: the file is in the sandbox, whole.
    void finished(const QString &error);

private:
    void sendNext();
    void fail(const QString &error);
    void finish(const QString &error);

    QPointer<SandboxClient> m_client;
    QFile m_local;
    QString m_path;
    QString m_temporary;
    QString m_sessionId;
    qint64 m_sent = 0;
    qint64 m_size = 0;
    bool m_started = false;
    bool m_written = false; // the temporary exists
    bool m_finished = false;
    QString m_error;
};

} // namespace sandman
