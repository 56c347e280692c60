// SPDX-License-Identifier: Apache-2.0
#include "FileTreeModel.h"

#include "client/FileInfo.h"
#include "client/SandboxClient.h"
#include "client/SandboxException.h"
#include "protocol/RawFileName.h"

#include <QLocale>
#include <QMimeData>
#include <QUrl>

#include <algorithm>

namespace sandman {

FileTreeModel::FileTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

FileTreeModel::~FileTreeModel() = default;

void FileTreeModel::setRoot(SandboxClient *client, const QString &root)
{
    beginResetModel();
    ++m_generation;
    m_pending = 0;
    m_client = client;
    m_root.reset();
    if (client) {
        m_root = std::make_unique<Node>();
        m_root->path = root;
        m_root->name = root;
        m_root->isDirectory = true;
    }
    endResetModel();
    if (m_root)
        load(m_root.get());
}

QString FileTreeModel::root() const
{
    return m_root ? m_root->path : QString();
}

bool FileTreeModel::before(const Node &a, const Node &b)
{
    if (a.isDirectory != b.isDirectory)
        return a.isDirectory;
    const int byName = a.name.compare(b.name, Qt::CaseInsensitive);
    return byName != 0 ? byName < 0 : a.name < b.name;
}

FileTreeModel::Node *FileTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex FileTreeModel::indexOf(const Node *node, int column) const
{
    if (!node || !node->parent)
        return {};
    const auto &siblings = node->parent->children;
    const auto it = std::find_if(siblings.begin(), siblings.end(),
                                 [node](const auto &child) { return child.get() == node; });
    return createIndex(int(it - siblings.begin()), column, const_cast<Node *>(node));
}

FileTreeModel::Node *FileTreeModel::find(const QString &path) const
{
    if (!m_root)
        return nullptr;
    if (path == m_root->path)
        return m_root.get();
    if (!path.startsWith(m_root->path + QLatin1Char('/')))
        return nullptr;
    Node *node = m_root.get();
    for (const QString &part :
         path.mid(m_root->path.size() + 1).split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        const auto it = std::find_if(node->children.begin(), node->children.end(),
                                     [&part](const auto &child) { return child->name == part; });
        if (it == node->children.end())
            return nullptr;
        node = it->get();
    }
    return node;
}

QModelIndex FileTreeModel::indexOfPath(const QString &path) const
{
    return indexOf(find(path));
}

QModelIndex FileTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    const Node *node = nodeOf(parent);
    if (!node || row < 0 || row >= int(node->children.size()) || column < 0 || column >= ColumnCount)
        return {};
    return createIndex(row, column, node->children[size_t(row)].get());
}

QModelIndex FileTreeModel::parent(const QModelIndex &child) const
{
    const Node *node = nodeOf(child);
    if (!child.isValid() || !node || node->parent == m_root.get())
        return {};
    return indexOf(node->parent);
}

int FileTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const Node *node = nodeOf(parent);
    return node ? int(node->children.size()) : 0;
}

int FileTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool FileTreeModel::hasChildren(const QModelIndex &parent) const
{
    const Node *node = nodeOf(parent);
    return node && node->isDirectory && (!node->loaded || !node->children.empty());
}

bool FileTreeModel::canFetchMore(const QModelIndex &parent) const
{
    const Node *node = nodeOf(parent);
    return node && node->isDirectory && !node->loaded && !node->loading;
}

void FileTreeModel::fetchMore(const QModelIndex &parent)
{
    if (Node *node = nodeOf(parent); node && node->isDirectory && !node->loading)
        load(node);
}

void FileTreeModel::refreshDirectory(const QString &path)
{
    Node *node = find(path);
    if (node && node->isDirectory && node->loaded && !node->loading)
        load(node);
}

void FileTreeModel::refreshAll()
{
    QList<QString> loaded;
    std::vector<const Node *> stack{m_root.get()};
    while (!stack.empty()) {
        const Node *node = stack.back();
        stack.pop_back();
        if (!node || !node->loaded)
            continue;
        loaded.append(node->path);
        for (const auto &child : node->children)
            stack.push_back(child.get());
    }
    for (const QString &path : loaded)
        refreshDirectory(path);
}

void FileTreeModel::load(Node *node)
{
    if (!m_client)
        return;
    node->loading = true;
    ++m_pending;
    const QString path = node->path;
    const quint64 generation = m_generation;
    m_client->listFiles(path, false, true)
        .then(this,
              [this, path, generation](const QList<FileInfo> &entries) {
                  if (generation != m_generation)
                      return;
                  --m_pending;
                  if (Node *target = find(path)) {
                      target->loading = false;
                      merge(target, entries);
                  }
                  emit directoryLoaded(path);
              })
        .onFailed(this, [this, path, generation](const SandboxException &error) {
            if (generation != m_generation)
                return;
            --m_pending;
            if (Node *target = find(path)) {
                target->loading = false;
                target->loaded = true; // gone or unreadable: shown empty, listed again on the next change
                merge(target, {});
            }
            emit listingFailed(path, error.error().message);
        });
}

void FileTreeModel::merge(Node *node, QList<FileInfo> entries)
{
    node->loaded = true;
    std::vector<std::unique_ptr<Node>> fresh;
    for (const FileInfo &entry : entries) {
        auto child = std::make_unique<Node>();
        child->name = entry.name;
        child->path = node->path + QLatin1Char('/') + entry.name;
        child->isDirectory = entry.isDirectory();
        child->size = entry.size;
        child->modified = entry.modifiedAt;
        child->parent = node;
        fresh.push_back(std::move(child));
    }
    std::sort(fresh.begin(), fresh.end(), [](const auto &a, const auto &b) { return before(*a, *b); });
    const QModelIndex parentIndex = indexOf(node);
    // Rows that are gone, from the end.
    for (int row = int(node->children.size()) - 1; row >= 0; --row) {
        const Node &old = *node->children[size_t(row)];
        const bool kept = std::any_of(fresh.begin(), fresh.end(), [&old](const auto &entry) {
            return entry->name == old.name && entry->isDirectory == old.isDirectory;
        });
        if (!kept) {
            beginRemoveRows(parentIndex, row, row);
            node->children.erase(node->children.begin() + row);
            endRemoveRows();
        }
    }
    // Both lists are in the same order now: walk them together.
    size_t row = 0;
    for (auto &entry : fresh) {
        if (row < node->children.size() && node->children[row]->name == entry->name) {
            Node &existing = *node->children[row];
            if (existing.size != entry->size || existing.modified != entry->modified) {
                existing.size = entry->size;
                existing.modified = entry->modified;
                emit dataChanged(index(int(row), SizeColumn, parentIndex),
                                 index(int(row), ModifiedColumn, parentIndex));
            }
        } else {
            beginInsertRows(parentIndex, int(row), int(row));
            node->children.insert(node->children.begin() + qsizetype(row), std::move(entry));
            endInsertRows();
        }
        ++row;
    }
}

QVariant FileTreeModel::data(const QModelIndex &index, int role) const
{
    const Node *node = index.isValid() ? nodeOf(index) : nullptr;
    if (!node)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return RawFileName::display(node->name); // PathRole keeps the exact name
        if (index.column() == SizeColumn)
            return node->isDirectory ? QVariant() : QLocale().formattedDataSize(node->size);
        if (index.column() == ModifiedColumn)
            return QLocale().toString(node->modified.toLocalTime(), QLocale::ShortFormat);
        break;
    case Qt::DecorationRole:
        if (index.column() == NameColumn)
            return m_icons.icon(node->isDirectory ? QFileIconProvider::Folder : QFileIconProvider::File);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == SizeColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ToolTipRole:
        return RawFileName::display(node->path);
    case PathRole:
        return node->path;
    case IsDirectoryRole:
        return node->isDirectory;
    case SizeRole:
        return node->size;
    case IsHiddenRole:
        return node->name.startsWith(QLatin1Char('.'));
    default:
        break;
    }
    return {};
}

QVariant FileTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case SizeColumn:
        return tr("Size");
    case ModifiedColumn:
        return tr("Modified");
    default:
        return {};
    }
}

Qt::ItemFlags FileTreeModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractItemModel::flags(index);
    if (!index.isValid())
        return flags | Qt::ItemIsDropEnabled; // the root, below the last row
    flags |= Qt::ItemIsDragEnabled;
    if (nodeOf(index)->isDirectory)
        flags |= Qt::ItemIsDropEnabled;
    return flags;
}

QStringList FileTreeModel::mimeTypes() const
{
    return {QStringLiteral("text/uri-list")};
}

QMimeData *FileTreeModel::mimeData(const QModelIndexList &indexes) const
{
    QStringList paths;
    for (const QModelIndex &index : indexes) {
        const QString path = index.data(PathRole).toString();
        if (!path.isEmpty() && !paths.contains(path))
            paths.append(path);
    }
    return m_dragProvider && !paths.isEmpty() ? m_dragProvider(paths) : nullptr;
}

namespace {
QStringList localFiles(const QMimeData *data)
{
    QStringList paths;
    if (!data || !data->hasUrls())
        return paths;
    for (const QUrl &url : data->urls()) {
        if (!url.isLocalFile())
            return {}; // a web link or a remote share: nothing to upload from here
        paths.append(url.toLocalFile());
    }
    return paths;
}
} // namespace

bool FileTreeModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int, int,
                                    const QModelIndex &) const
{
    return m_client && (action == Qt::CopyAction || action == Qt::MoveAction) && !localFiles(data).isEmpty();
}

bool FileTreeModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                                 const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    emit uploadRequested(localFiles(data), dropFolder(parent));
    return true;
}

QString FileTreeModel::dropFolder(const QModelIndex &index) const
{
    const Node *node = index.isValid() ? nodeOf(index) : m_root.get();
    if (node && !node->isDirectory)
        node = node->parent;
    return node ? node->path : root();
}

} // namespace sandman
