// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <deque>

namespace sandman {

class SandboxClient;

// Copies between the desktop and the sandbox, for the Files pane's drag and drop: files and
// whole folders (empty ones too), one file at a time and each one streamed (FileUpload,
// FileDownload), so copying a large tree costs a piece of memory, not its size. A failure is
// collected and the rest goes on.
class FileTransfers : public QObject
{
    Q_OBJECT
public:
    explicit FileTransfers(QObject *parent = nullptr);

    void setClient(SandboxClient *client);
    // Local files and folders into the sandbox folder remoteDirectory.
    void upload(const QStringList &localPaths, const QString &remoteDirectory);
    // Sandbox files and folders into the local folder localDirectory.
    void download(const QStringList &remotePaths, const QString &localDirectory);
    bool isBusy() const { return m_busy; }

signals:
    // files: files done of those known so far; current: the one being copied.
    void progress(int files, int total, const QString &current);
    // The batch is over; errors: one sentence per file or folder that failed.
    void finished(const QStringList &errors);

private:
    struct Job {
        enum Kind { UploadFile, MakeRemoteFolder, DownloadFile, ListRemoteFolder } kind;
        QString source;
        QString target;
    };
    void enqueue(Job job);
    void next();
    void done(const QString &error);

    QPointer<SandboxClient> m_client;
    std::deque<Job> m_jobs;
    QStringList m_errors;
    int m_done = 0;
    int m_total = 0;
    bool m_busy = false;
};

} // namespace sandman
