// SPDX-License-Identifier: Apache-2.0
#include "FileTransfers.h"

#include "client/FileDownload.h"
#include "client/FileInfo.h"
#include "client/FileUpload.h"
#include "client/SandboxClient.h"
#include "client/SandboxException.h"
#include "protocol/RawFileName.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

namespace sandman {

namespace {
QString joined(const QString &folder, const QString &name)
{
    return folder.endsWith(QLatin1Char('/')) ? folder + name : folder + QLatin1Char('/') + name;
}

QString baseName(const QString &path)
{
    QString trimmed = path;
    while (trimmed.size() > 1 && trimmed.endsWith(QLatin1Char('/')))
        trimmed.chop(1);
    return trimmed.mid(trimmed.lastIndexOf(QLatin1Char('/')) + 1);
}
} // namespace

FileTransfers::FileTransfers(QObject *parent)
    : QObject(parent)
{ }

void FileTransfers::setClient(SandboxClient *client)
{
    m_client = client;
}

void FileTransfers::upload(const QStringList &localPaths, const QString &remoteDirectory)
{
    for (const QString &local : localPaths) {
        const QFileInfo info(local);
        const QString remote = joined(remoteDirectory, info.fileName());
        if (!info.isDir()) {
            enqueue({Job::UploadFile, local, remote});
            continue;
        }
        // The folder's tree now, parents before what is in them.
        enqueue({Job::MakeRemoteFolder, local, remote});
        QDirIterator it(local, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString inside = joined(remote, QDir(local).relativeFilePath(path));
            enqueue({it.fileInfo().isDir() ? Job::MakeRemoteFolder : Job::UploadFile, path, inside});
        }
    }
    next();
}

void FileTransfers::download(const QStringList &remotePaths, const QString &localDirectory)
{
    for (const QString &remote : remotePaths)
        // A name that is not UTF-8 is written here as people read it (\xNN).
        enqueue(
            {Job::ListRemoteFolder, remote, joined(localDirectory, RawFileName::display(baseName(remote)))});
    next();
}

void FileTransfers::enqueue(Job job)
{
    if (job.kind == Job::UploadFile || job.kind == Job::DownloadFile)
        ++m_total;
    m_jobs.push_back(std::move(job));
}

void FileTransfers::next()
{
    if (m_busy)
        return;
    if (m_jobs.empty()) {
        const QStringList errors = std::exchange(m_errors, {});
        m_done = m_total = 0;
        emit finished(errors);
        return;
    }
    if (!m_client) {
        m_jobs.clear();
        m_errors.append(tr("The sandbox is no longer connected."));
        return next();
    }
    m_busy = true;
    const Job job = m_jobs.front();
    m_jobs.pop_front();
    switch (job.kind) {
    case Job::UploadFile: {
        emit progress(m_done, m_total, job.target);
        auto *upload = new FileUpload(m_client, job.source, job.target, {}, this);
        connect(upload, &FileUpload::finished, this, [this, upload, job](const QString &error) {
            upload->deleteLater();
            ++m_done;
            done(error.isEmpty() ? error : tr("%1: %2").arg(job.source, error));
        });
        upload->start();
        break;
    }
    case Job::MakeRemoteFolder:
        m_client->mkdir(job.target, true)
            .then(this, [this] { done(QString()); })
            .onFailed(this, [this, job](const SandboxException &error) {
                done(tr("%1: %2").arg(job.target, error.error().message));
            });
        break;
    case Job::ListRemoteFolder:
        // A folder answers with its whole tree; a file refuses to be listed, and is fetched.
        m_client->listFiles(job.source, true, true)
            .then(this,
                  [this, job](const QList<FileInfo> &entries) {
                      QDir().mkpath(job.target);
                      for (const FileInfo &entry : entries) {
                          const QString local = joined(job.target, RawFileName::display(entry.relativePath));
                          if (entry.isDirectory())
                              QDir().mkpath(local);
                          else if (entry.type == QLatin1String("file"))
                              enqueue({Job::DownloadFile, joined(job.source, entry.relativePath), local});
                      }
                      done(QString());
                  })
            .onFailed(this, [this, job](const SandboxException &) {
                enqueue({Job::DownloadFile, job.source, job.target});
                done(QString());
            });
        break;
    case Job::DownloadFile: {
        emit progress(m_done, m_total, job.source);
        FileDownload *download = FileDownload::start(m_client, job.source, job.target, {}, this);
        if (!download) {
            ++m_done;
            done(tr("The sandbox is no longer connected."));
            break;
        }
        connect(download, &FileDownload::finished, this, [this, download, job](const QString &error) {
            download->deleteLater();
            ++m_done;
            done(error.isEmpty() ? error : tr("%1: %2").arg(job.source, error));
        });
        break;
    }
    }
}

void FileTransfers::done(const QString &error)
{
    if (!error.isEmpty())
        m_errors.append(error);
    m_busy = false;
    next();
}

} // namespace sandman
