// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SandboxClient.h"

#include <QAbstractItemModel>
#include <QDateTime>
#include <QFileIconProvider>
#include <QPointer>

#include <functional>
#include <memory>
#include <vector>

class QMimeData;

namespace sandman {

struct FileInfo;

// A sandbox's workspace as a lazy tree: a folder is listed (listFiles, hidden files included)
// when the view first opens it; afterwards refreshDirectory() lists it again and merges the
// answer into the rows (insert, update, remove), so the view keeps its expansion and selection
// while the file watch tells what changed. Folders first, then names, case-insensitively.
class FileTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, SizeColumn, ModifiedColumn, ColumnCount };
    enum Role { PathRole = Qt::UserRole + 1, IsDirectoryRole, SizeRole, IsHiddenRole };

    explicit FileTreeModel(QObject *parent = nullptr);
    ~FileTreeModel() override;

    // Shows root (a directory path as the client names it, e.g. /workspace) of client's sandbox.
    void setRoot(SandboxClient *client, const QString &root);
    QString root() const;
    // Lists the folder again, if it was listed before (the watch said something changed in it).
    void refreshDirectory(const QString &path);
    // Every folder listed so far (the watch lost events).
    void refreshAll();
    QModelIndex indexOfPath(const QString &path) const;
    bool isLoading() const { return m_pending > 0; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    // Drag and drop with the desktop: rows drag out as local copies of their files (made by the
    // provider, which the pane sets: it downloads them), files from the desktop drop into the
    // folder under the cursor (uploadRequested: the pane uploads them).
    using DragProvider = std::function<QMimeData *(const QStringList &paths)>;
    void setDragProvider(DragProvider provider) { m_dragProvider = std::move(provider); }
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDropActions() const override { return Qt::CopyAction; }
    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction; }
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;
    // The folder a drop on index lands in (a file's own folder; the root for none).
    QString dropFolder(const QModelIndex &index) const;

signals:
    void uploadRequested(const QStringList &localPaths, const QString &folder);
    void listingFailed(const QString &path, const QString &message);
    // A listing arrived and was merged (tests and the pane's status wait for it).
    void directoryLoaded(const QString &path);

private:
    struct Node {
        QString path;
        QString name;
        bool isDirectory = false;
        qint64 size = 0;
        QDateTime modified;
        Node *parent = nullptr;
        std::vector<std::unique_ptr<Node>> children;
        bool loaded = false;
        bool loading = false;
    };
    Node *nodeOf(const QModelIndex &index) const;
    QModelIndex indexOf(const Node *node, int column = 0) const;
    Node *find(const QString &path) const;
    void load(Node *node);
    void merge(Node *node, QList<FileInfo> entries);
    static bool before(const Node &a, const Node &b);

    QPointer<SandboxClient> m_client;
    std::unique_ptr<Node> m_root;
    quint64 m_generation = 0; // answers for an earlier root are dropped
    int m_pending = 0;
    QFileIconProvider m_icons;
    DragProvider m_dragProvider;
};

} // namespace sandman
