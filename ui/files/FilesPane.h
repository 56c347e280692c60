// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SandboxClient.h"
#include "client/TransportCall.h"

#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QWidget>

#include <memory>

class QAction;
class QMimeData;
class QTemporaryDir;
class QLineEdit;
class QTreeView;

namespace sandman {

class FileFilterModel;
class FileTransfers;
class FileTreeModel;
class FileViewer;

// The Files pane: the sandbox's workspace as a tree kept live from a watch of it (a change
// lists its folder again; a lost event lists every open folder again: no polling), with the
// file opened beside it (FileViewer), and new folder, rename, delete (confirmed: a checkpoint
// can bring it back) and "Checkpoint now". Files and folders drag in from the desktop and out to
// it, streamed (FileTransfers); Upload… and Download… do the same from the keyboard.
class FilesPane : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kRefreshDelayMs = 100;

    explicit FilesPane(QWidget *parent = nullptr);
    ~FilesPane() override;

    void setClient(SandboxClient *client);
    SandboxClient *client() const { return m_client; }
    FileTreeModel *model() const { return m_model; }
    FileFilterModel *filterModel() const { return m_filter; }
    QTreeView *view() const { return m_view; }
    FileViewer *viewer() const { return m_viewer; }
    // The path of the selected row, empty if none.
    QString selectedPath() const;
    bool isWatching() const { return m_watch != nullptr; }

    // The actions, here for menus and tests (each asks what it needs first).
    // Opens the file of a row in the viewer (asks first if the viewer has unsaved edits).
    void openIndex(const QModelIndex &index);
    void newFolder();
    void renameSelected();
    void deleteSelected();
    void checkpointNow();
    // Copies local files and folders into the sandbox folder, and sandbox paths into a local
    // folder (transfers()->finished tells when and what failed).
    void upload(const QStringList &localPaths, const QString &folder);
    void download(const QStringList &paths, const QString &localFolder);
    FileTransfers *transfers() const { return m_transfers; }

signals:
    void errorOccurred(const QString &message);
    // The watch of the workspace is set up (tests wait for it).
    void watching();

private:
    void startWatch();
    void stopWatch();
    void onWatchEvent(const QJsonObject &event);
    QString directoryForNew() const;
    // A drag to the desktop carries local files: the dragged paths, downloaded first.
    QMimeData *dragData(const QStringList &paths);
    void uploadWithDialog();
    void downloadWithDialog();

    QPointer<SandboxClient> m_client;
    FileTreeModel *m_model;
    FileFilterModel *m_filter;
    QTreeView *m_view;
    FileViewer *m_viewer;
    QLineEdit *m_filterEdit;
    QAction *m_hidden;
    QPointer<TransportCall> m_watch; // owned by the client's transport, which may go first
    QSet<QString> m_dirty; // folders to list again
    bool m_dirtyAll = false;
    QTimer m_refresh;
    QTimer m_rewatch;
    FileTransfers *m_transfers;
    std::unique_ptr<QTemporaryDir> m_dragFolder; // what the last drag out carried
};

} // namespace sandman
