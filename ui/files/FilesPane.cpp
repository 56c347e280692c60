// SPDX-License-Identifier: Apache-2.0
#include "FilesPane.h"

#include "FileFilterModel.h"
#include "FileTransfers.h"
#include "FileTreeModel.h"
#include "FileViewer.h"
#include "client/CheckpointClient.h"
#include "client/SandboxClient.h"
#include "client/SandboxException.h"
#include "client/TransportCall.h"
#include "protocol/RawFileName.h"

#include <QAction>
#include <QEventLoop>
#include <QFileDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QPushButton>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QUrl>
#include <QVBoxLayout>

namespace sandman {

namespace {
const QString kRoot = QStringLiteral("/workspace");

QString parentOf(const QString &path)
{
    const int slash = path.lastIndexOf(QLatin1Char('/'));
    return slash <= 0 ? kRoot : path.left(slash);
}

// A path as one word for bash. A name that is not UTF-8 cannot travel as the command's text: its
// bytes are written $'\xNN' (bash's ANSI-C quoting), which bash turns back into those bytes.
QString shellQuoted(QString text)
{
    if (!RawFileName::hasRawBytes(text))
        return QLatin1Char('\'') + text.replace(QLatin1Char('\''), QLatin1String("'\\''"))
            + QLatin1Char('\'');
    QString quoted = QStringLiteral("$'");
    for (const char byte : RawFileName::toBytes(text))
        quoted
            += QStringLiteral("\\x%1").arg(uint(static_cast<unsigned char>(byte)), 2, 16, QLatin1Char('0'));
    return quoted + QLatin1Char('\'');
}
// A path of a watch event, exactly: a name that is not UTF-8 comes as base64 of its bytes beside
// the \xNN text.
QString watchedPath(const QJsonObject &event, const char *key, const char *rawKey)
{
    const QJsonValue raw = event.value(QLatin1String(rawKey));
    if (raw.isString())
        return RawFileName::fromBytes(QByteArray::fromBase64(raw.toString().toLatin1()));
    return event.value(QLatin1String(key)).toString();
}
} // namespace

FilesPane::FilesPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new FileTreeModel(this))
    , m_filter(new FileFilterModel(this))
    , m_view(new QTreeView(this))
    , m_viewer(new FileViewer(this))
    , m_filterEdit(new QLineEdit(this))
    , m_transfers(new FileTransfers(this))
{
    m_filter->setSourceModel(m_model);
    m_view->setModel(m_filter);
    m_view->setAccessibleName(tr("Workspace files"));
    m_filterEdit->setAccessibleName(tr("Filter files by name"));
    m_view->setUniformRowHeights(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    // The names get what the size and date leave; the pane is a side dock, often narrow.
    m_view->header()->setSectionResizeMode(FileTreeModel::NameColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(FileTreeModel::SizeColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(FileTreeModel::ModifiedColumn, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(false);
    m_view->setDragEnabled(true);
    m_view->setAcceptDrops(true);
    m_view->setDropIndicatorShown(true);
    m_view->setDragDropMode(QAbstractItemView::DragDrop);
    m_view->setDefaultDropAction(Qt::CopyAction);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_model->setDragProvider([this](const QStringList &paths) { return dragData(paths); });
    connect(m_model, &FileTreeModel::uploadRequested, this, &FilesPane::upload);
    connect(m_transfers, &FileTransfers::finished, this, [this](const QStringList &errors) {
        if (!errors.isEmpty())
            emit errorOccurred(tr("Some files were not copied:\n%1").arg(errors.join(QLatin1Char('\n'))));
    });

    auto *toolbar = new QToolBar(this);
    m_filterEdit->setPlaceholderText(tr("Filter by name"));
    m_filterEdit->setClearButtonEnabled(true);
    toolbar->addWidget(m_filterEdit);
    m_hidden = toolbar->addAction(tr("Hidden files"));
    m_hidden->setCheckable(true);
    m_hidden->setToolTip(tr("Show files and folders whose names start with a dot"));
    toolbar->addSeparator();
    toolbar->addAction(tr("New folder"), this, &FilesPane::newFolder);
    toolbar->addAction(tr("Checkpoint now"), this, &FilesPane::checkpointNow);

    // Tree above the file: both get the dock's whole width.
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_viewer);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(toolbar);
    layout->addWidget(splitter, 1);

    connect(m_filterEdit, &QLineEdit::textChanged, m_filter, &FileFilterModel::setNameFilter);
    connect(m_hidden, &QAction::toggled, m_filter, &FileFilterModel::setShowHidden);
    connect(m_view, &QTreeView::activated, this, &FilesPane::openIndex);
    connect(m_view, &QTreeView::doubleClicked, this, &FilesPane::openIndex);
    connect(m_view, &QTreeView::customContextMenuRequested, this, [this](const QPoint &at) {
        QMenu menu(this);
        const bool selected = !selectedPath().isEmpty();
        menu.addAction(tr("New folder…"), this, &FilesPane::newFolder);
        menu.addAction(tr("Rename…"), this, &FilesPane::renameSelected)->setEnabled(selected);
        menu.addAction(tr("Delete…"), this, &FilesPane::deleteSelected)->setEnabled(selected);
        menu.addSeparator();
        menu.addAction(tr("Upload Files…"), this, &FilesPane::uploadWithDialog)
            ->setEnabled(m_client != nullptr);
        menu.addAction(tr("Download…"), this, &FilesPane::downloadWithDialog)->setEnabled(selected);
        menu.addSeparator();
        menu.addAction(tr("Checkpoint now…"), this, &FilesPane::checkpointNow);
        menu.exec(m_view->viewport()->mapToGlobal(at));
    });
    connect(m_model, &FileTreeModel::listingFailed, this,
            [this](const QString &path, const QString &message) {
                if (path == m_model->root())
                    emit errorOccurred(tr("Cannot list %1: %2").arg(RawFileName::display(path), message));
            });
    connect(m_viewer, &FileViewer::failed, this, &FilesPane::errorOccurred);

    m_refresh.setSingleShot(true);
    m_refresh.setInterval(kRefreshDelayMs);
    connect(&m_refresh, &QTimer::timeout, this, [this] {
        if (m_dirtyAll) {
            m_model->refreshAll();
        } else {
            for (const QString &path : std::as_const(m_dirty))
                m_model->refreshDirectory(path);
        }
        m_dirty.clear();
        m_dirtyAll = false;
    });
    m_rewatch.setSingleShot(true);
    m_rewatch.setInterval(2000);
    connect(&m_rewatch, &QTimer::timeout, this, [this] {
        if (m_client) {
            startWatch();
            m_dirtyAll = true; // what changed while the watch was down
            m_refresh.start();
        }
    });
}

FilesPane::~FilesPane()
{
    stopWatch();
}

void FilesPane::setClient(SandboxClient *client)
{
    if (client == m_client)
        return;
    stopWatch();
    m_client = client;
    m_transfers->setClient(client);
    m_viewer->clear();
    m_model->setRoot(client, kRoot);
    if (client)
        startWatch();
}

void FilesPane::startWatch()
{
    stopWatch();
    if (!m_client)
        return;
    m_watch = m_client->openStream(QStringLiteral("POST"), QStringLiteral("/api/watch"),
                                   {{QStringLiteral("path"), kRoot}, {QStringLiteral("recursive"), true}});
    connect(m_watch, &TransportCall::event, this, &FilesPane::onWatchEvent);
    connect(m_watch, &TransportCall::finished, this, [this](int status, const QJsonObject &) {
        m_watch = nullptr;
        if (status != 200 || m_client)
            m_rewatch.start(); // the agent went away or the workspace was replaced: try again
    });
}

void FilesPane::stopWatch()
{
    m_rewatch.stop();
    if (TransportCall *watch = m_watch.data()) {
        m_watch = nullptr;
        watch->disconnect(this);
        watch->cancel();
        watch->deleteLater();
    }
}

void FilesPane::onWatchEvent(const QJsonObject &event)
{
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("watching")) {
        emit watching();
        return;
    }
    if (type == QLatin1String("overflow")) {
        m_dirtyAll = true;
    } else if (type == QLatin1String("event")) {
        m_dirty.insert(parentOf(watchedPath(event, "path", "rawPath")));
        const QString from = watchedPath(event, "from", "rawFrom");
        if (!from.isEmpty())
            m_dirty.insert(parentOf(from));
    } else {
        return;
    }
    if (!m_refresh.isActive())
        m_refresh.start();
}

QString FilesPane::selectedPath() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? index.data(FileTreeModel::PathRole).toString() : QString();
}

void FilesPane::openIndex(const QModelIndex &index)
{
    if (!m_client || !index.isValid() || index.data(FileTreeModel::IsDirectoryRole).toBool())
        return;
    const QModelIndex name = index.siblingAtColumn(FileTreeModel::NameColumn);
    if (m_viewer->isModified()
        && QMessageBox::question(
               this, tr("Unsaved changes"),
               tr("Discard your changes to %1?").arg(RawFileName::display(m_viewer->path())))
            != QMessageBox::Yes)
        return;
    m_viewer->open(m_client, name.data(FileTreeModel::PathRole).toString(),
                   name.data(FileTreeModel::SizeRole).toLongLong());
}

QString FilesPane::directoryForNew() const
{
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid())
        return kRoot;
    const QString path = index.data(FileTreeModel::PathRole).toString();
    return index.data(FileTreeModel::IsDirectoryRole).toBool() ? path : parentOf(path);
}

void FilesPane::newFolder()
{
    if (!m_client)
        return;
    const QString directory = directoryForNew();
    const QString name
        = QInputDialog::getText(this, tr("New folder"),
                                tr("Name of the new folder in %1:").arg(RawFileName::display(directory)))
              .trimmed();
    if (name.isEmpty())
        return;
    if (name.contains(QLatin1Char('/')) || name == QLatin1String(".") || name == QLatin1String("..")) {
        emit errorOccurred(tr("A folder name cannot contain \"/\" or be \".\" or \"..\"."));
        return;
    }
    m_client->mkdir(directory + QLatin1Char('/') + name)
        .onFailed(this, [this](const SandboxException &error) {
            emit errorOccurred(tr("Cannot create the folder: %1").arg(error.error().message));
        });
}

void FilesPane::renameSelected()
{
    const QString path = selectedPath();
    if (!m_client || path.isEmpty())
        return;
    // A name that is not UTF-8 is offered as people read it (\xNN); the new name is text.
    const QString oldName = RawFileName::display(path.mid(path.lastIndexOf(QLatin1Char('/')) + 1));
    const QString name = QInputDialog::getText(this, tr("Rename"), tr("New name for %1:").arg(oldName),
                                               QLineEdit::Normal, oldName)
                             .trimmed();
    if (name.isEmpty() || name == oldName)
        return;
    if (name.contains(QLatin1Char('/'))) {
        emit errorOccurred(tr("A name cannot contain \"/\"."));
        return;
    }
    m_client->renameFile(path, parentOf(path) + QLatin1Char('/') + name)
        .onFailed(this, [this](const SandboxException &error) {
            emit errorOccurred(tr("Cannot rename: %1").arg(error.error().message));
        });
}

void FilesPane::deleteSelected()
{
    const QModelIndex index = m_view->currentIndex();
    const QString path = selectedPath();
    if (!m_client || path.isEmpty())
        return;
    const bool folder = index.data(FileTreeModel::IsDirectoryRole).toBool();
    QMessageBox box(QMessageBox::Warning, tr("Delete"),
                    folder ? tr("Delete the folder %1 and everything in it?").arg(RawFileName::display(path))
                           : tr("Delete %1?").arg(RawFileName::display(path)),
                    QMessageBox::Cancel, this);
    box.setInformativeText(tr("A checkpoint taken before can bring it back."));
    QPushButton *remove = box.addButton(tr("Delete"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != remove)
        return;
    const auto failed = [this](const SandboxException &error) {
        emit errorOccurred(tr("Cannot delete: %1").arg(error.error().message));
    };
    if (!folder) {
        m_client->deleteFile(path).onFailed(this, failed);
        return;
    }
    // deleteFile refuses folders (as the SDK does); a command removes it, with a change set.
    m_client->exec(QStringLiteral("rm -rf -- ") + shellQuoted(path))
        .then(this,
              [this](const ExecResult &result) {
                  if (!result.success)
                      emit errorOccurred(
                          tr("Cannot delete: %1").arg(QString::fromUtf8(result.stderrData).trimmed()));
              })
        .onFailed(this, failed);
}

void FilesPane::checkpointNow()
{
    if (!m_client)
        return;
    bool ok = false;
    const QString name
        = QInputDialog::getText(this, tr("Checkpoint now"), tr("Name of the checkpoint (optional):"),
                                QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    CheckpointClient(m_client)
        .create(name.trimmed())
        .then(this, [](const CheckpointInfo &) {})
        .onFailed(this, [this](const SandboxException &error) {
            emit errorOccurred(tr("Cannot take a checkpoint: %1").arg(error.error().message));
        });
}

void FilesPane::upload(const QStringList &localPaths, const QString &folder)
{
    m_transfers->upload(localPaths, folder);
}

void FilesPane::download(const QStringList &paths, const QString &localFolder)
{
    m_transfers->download(paths, localFolder);
}

void FilesPane::uploadWithDialog()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Upload Files"));
    if (!files.isEmpty())
        upload(files, m_model->dropFolder(m_filter->mapToSource(m_view->currentIndex())));
}

void FilesPane::downloadWithDialog()
{
    QStringList paths;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        paths.append(index.data(FileTreeModel::PathRole).toString());
    if (paths.isEmpty())
        return;
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Download To"));
    if (!folder.isEmpty())
        download(paths, folder);
}

QMimeData *FilesPane::dragData(const QStringList &paths)
{
    if (!m_client || m_transfers->isBusy())
        return nullptr;
    // The desktop takes local files: the drag starts once they are here (a dialog shows while
    // it takes longer than a moment, and cancels it).
    m_dragFolder = std::make_unique<QTemporaryDir>();
    if (!m_dragFolder->isValid())
        return nullptr;
    QEventLoop loop;
    QStringList errors;
    bool cancelled = false;
    QProgressDialog wait(tr("Copying from the sandbox…"), tr("Cancel"), 0, 0, this);
    wait.setWindowModality(Qt::WindowModal);
    wait.setMinimumDuration(500);
    const QMetaObject::Connection progress = connect(m_transfers, &FileTransfers::progress, &wait,
                                                     [&wait](int done, int total, const QString &) {
                                                         wait.setMaximum(total);
                                                         wait.setValue(done);
                                                     });
    const QMetaObject::Connection finished
        = connect(m_transfers, &FileTransfers::finished, &loop, [&](const QStringList &failed) {
              errors = failed;
              loop.quit();
          });
    connect(&wait, &QProgressDialog::canceled, &loop, [&] {
        cancelled = true;
        loop.quit();
    });
    m_transfers->download(paths, m_dragFolder->path());
    loop.exec();
    disconnect(progress);
    disconnect(finished);
    if (cancelled || !errors.isEmpty())
        return nullptr; // the errors are reported as for any copy
    QList<QUrl> urls;
    for (const QString &path : paths)
        urls.append(
            QUrl::fromLocalFile(m_dragFolder->filePath(path.mid(path.lastIndexOf(QLatin1Char('/')) + 1))));
    auto *data = new QMimeData;
    data->setUrls(urls);
    return data;
}

} // namespace sandman
