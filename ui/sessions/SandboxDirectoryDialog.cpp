// SPDX-License-Identifier: Apache-2.0
#include "SandboxDirectoryDialog.h"

#include "client/SandboxClient.h"
#include "log/ErrorText.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStyle>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace sandman {

namespace {
// Sandbox paths are POSIX paths whatever the host: no QDir::toNativeSeparators.
QString joinPath(const QString &dir, const QString &name)
{
    return QDir::cleanPath(dir == QLatin1String("/") ? QLatin1Char('/') + name
                                                     : dir + QLatin1Char('/') + name);
}
} // namespace

SandboxDirectoryDialog::SandboxDirectoryDialog(SandboxClient *client, const QString &sessionId,
                                               const QString &startPath, QWidget *parent)
    : QDialog(parent)
    , m_client(client)
    , m_sessionId(sessionId)
    , m_model(new QStandardItemModel(this))
    , m_tree(new QTreeView(this))
    , m_path(new QLineEdit(this))
    , m_showHidden(new QCheckBox(tr("Show &hidden folders"), this))
    , m_newFolder(new QPushButton(tr("&New Folder\u2026"), this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Choose a Folder in the Sandbox"));
    m_path->setObjectName(QStringLiteral("folderPath"));
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setStyleSheet(QStringLiteral("color: #c01c28"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    m_tree->setModel(m_model);
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->setAccessibleName(tr("Folders of the sandbox"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Choose"));

    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(new QLabel(tr("&Folder:"), this));
    pathRow->addWidget(m_path, 1);
    qobject_cast<QLabel *>(pathRow->itemAt(0)->widget())->setBuddy(m_path);
    auto *optionsRow = new QHBoxLayout;
    optionsRow->addWidget(m_showHidden);
    optionsRow->addStretch(1);
    optionsRow->addWidget(m_newFolder);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(pathRow);
    layout->addWidget(m_tree, 1);
    layout->addLayout(optionsRow);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_tree, &QTreeView::expanded, this, [this](const QModelIndex &index) { load(itemAt(index)); });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (QStandardItem *item = itemAt(current))
                    m_path->setText(item->data(PathRole).toString());
            });
    m_path->installEventFilter(this);
    connect(m_showHidden, &QCheckBox::toggled, this, [this] { applyHidden(m_model->invisibleRootItem()); });
    connect(m_newFolder, &QPushButton::clicked, this, &SandboxDirectoryDialog::askFolderName);

    QStandardItem *root = addFolder(m_model->invisibleRootItem(), QStringLiteral("/"), QStringLiteral("/"));
    root->setText(tr("/ (sandbox root)"));
    resize(520, 480);

    if (startPath.startsWith(QLatin1Char('/'))) {
        revealPath(startPath);
    } else if (m_client) {
        // Relative to the session: its cwd as the agent reports it.
        ++m_pending;
        QPointer<SandboxDirectoryDialog> self = this;
        m_client->getSession(m_sessionId)
            .then(this,
                  [this, startPath](const SessionInfo &info) {
                      finishOne();
                      revealPath(startPath.isEmpty() ? info.cwd : joinPath(info.cwd, startPath));
                  })
            .onFailed(this, [self](const SandboxException &e) {
                if (!self)
                    return;
                self->finishOne();
                self->setProblem(ErrorText::sentence(e.code()));
                self->revealPath(QStringLiteral("/"));
            });
    }
}

bool SandboxDirectoryDialog::eventFilter(QObject *watched, QEvent *event)
{
    // Return in the path field goes to a folder typed there; only once the tree shows it does
    // Return choose it.
    if (watched == m_path && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        const QString path = selectedPath();
        const QStandardItem *current = itemAt(m_tree->currentIndex());
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && path.startsWith(QLatin1Char('/'))
            && (!current || current->data(PathRole).toString() != path)) {
            revealPath(path);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

QString SandboxDirectoryDialog::selectedPath() const
{
    const QString path = m_path->text().trimmed();
    return path.isEmpty() ? QString() : QDir::cleanPath(path);
}

QString SandboxDirectoryDialog::problem() const
{
    return m_problem->isVisible() || !m_problem->text().isEmpty() ? m_problem->text() : QString();
}

QStandardItem *SandboxDirectoryDialog::itemAt(const QModelIndex &index) const
{
    return index.isValid() ? m_model->itemFromIndex(index) : nullptr;
}

QStandardItem *SandboxDirectoryDialog::addFolder(QStandardItem *parent, const QString &name,
                                                 const QString &path)
{
    auto *item = new QStandardItem(style()->standardIcon(QStyle::SP_DirIcon), name);
    item->setData(path, PathRole);
    item->setData(NotListed, StateRole);
    item->setData(name.startsWith(QLatin1Char('.')), HiddenRole);
    item->setToolTip(path);
    // A placeholder so the tree offers to open it; replaced when it is listed.
    auto *placeholder = new QStandardItem(tr("Loading\u2026"));
    placeholder->setEnabled(false);
    item->appendRow(placeholder);
    parent->appendRow(item);
    return item;
}

void SandboxDirectoryDialog::load(QStandardItem *item)
{
    if (!item || item->data(StateRole).toInt() != NotListed || item->data(PathRole).toString().isEmpty()
        || !m_client)
        return;
    item->setData(Listing, StateRole); // one request per folder
    ++m_pending;
    const QPersistentModelIndex index(item->index());
    QPointer<SandboxDirectoryDialog> self = this;
    // Hidden folders are listed too (the way to a session's folder may pass one); the tree
    // hides them unless asked.
    m_client->listFiles(item->data(PathRole).toString(), false, true, m_sessionId)
        .then(this, [this, index](const QList<FileInfo> &entries) { loaded(index, entries); })
        .onFailed(this, [self, index](const SandboxException &e) {
            if (!self)
                return;
            if (QStandardItem *failed = index.isValid() ? self->m_model->itemFromIndex(index) : nullptr) {
                failed->setData(Listed, StateRole);
                failed->removeRows(0, failed->rowCount());
                auto *note = new QStandardItem(ErrorText::sentence(e.code()));
                note->setEnabled(false);
                failed->appendRow(note);
                self->setProblem(ErrorText::forFolder(failed->data(PathRole).toString(), e.error()));
            }
            self->m_revealTarget.clear();
            self->finishOne();
        });
}

void SandboxDirectoryDialog::loaded(const QPersistentModelIndex &index, const QList<FileInfo> &entries)
{
    QStandardItem *item = index.isValid() ? m_model->itemFromIndex(index) : nullptr;
    if (item) {
        item->setData(Listed, StateRole);
        item->removeRows(0, item->rowCount());
        QList<FileInfo> folders;
        std::copy_if(entries.cbegin(), entries.cend(), std::back_inserter(folders),
                     [](const FileInfo &entry) { return entry.isDirectory(); });
        std::sort(folders.begin(), folders.end(), [](const FileInfo &a, const FileInfo &b) {
            return QString::localeAwareCompare(a.name, b.name) < 0;
        });
        const QString parentPath = item->data(PathRole).toString();
        for (const FileInfo &folder : folders)
            addFolder(item, folder.name, joinPath(parentPath, folder.name));
        applyHidden(item);
    }
    finishOne();
    continueReveal();
}

void SandboxDirectoryDialog::revealPath(const QString &path)
{
    m_revealTarget = QDir::cleanPath(path);
    setProblem({});
    continueReveal();
}

void SandboxDirectoryDialog::continueReveal()
{
    if (m_revealTarget.isEmpty())
        return;
    QStandardItem *item = m_model->item(0);
    const QStringList parts = m_revealTarget.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        if (item->data(StateRole).toInt() != Listed) {
            load(item); // comes back here when listed
            return;
        }
        QStandardItem *next = nullptr;
        for (int row = 0; row < item->rowCount() && !next; ++row) {
            if (item->child(row)->text() == part)
                next = item->child(row);
        }
        if (!next) {
            selectItem(item);
            setProblem(ErrorText::forFolder(m_revealTarget, {ErrorCode::FileNotFound, {}, {}}));
            m_revealTarget.clear();
            return;
        }
        item = next;
    }
    m_revealTarget.clear();
    selectItem(item);
    m_tree->expand(item->index()); // and shows what is in it
}

void SandboxDirectoryDialog::selectItem(QStandardItem *item)
{
    const QModelIndex index = item->index();
    // Hidden folders on the way to the one the user goes to stay visible.
    for (QStandardItem *step = item; step->parent(); step = step->parent())
        m_tree->setRowHidden(step->row(), step->parent()->index(), false);
    for (QModelIndex up = index.parent(); up.isValid(); up = up.parent())
        m_tree->expand(up);
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
    m_path->setText(item->data(PathRole).toString());
}

void SandboxDirectoryDialog::applyHidden(QStandardItem *parent)
{
    const bool show = m_showHidden->isChecked();
    const QString current = m_path->text();
    for (int row = 0; row < parent->rowCount(); ++row) {
        QStandardItem *child = parent->child(row);
        const QString path = child->data(PathRole).toString();
        // Never hide the way to the folder that is shown in the path field.
        const bool onTheWay
            = !path.isEmpty() && (current == path || current.startsWith(path + QLatin1Char('/')));
        m_tree->setRowHidden(row, parent->index(), child->data(HiddenRole).toBool() && !show && !onTheWay);
        if (child->data(StateRole).toInt() == Listed)
            applyHidden(child);
    }
}

void SandboxDirectoryDialog::setProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
}

void SandboxDirectoryDialog::askFolderName()
{
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, tr("New Folder"), tr("Name of the new folder in \u201c%1\u201d:").arg(selectedPath()),
        QLineEdit::Normal, QString(), &ok);
    if (ok)
        createFolder(name);
}

void SandboxDirectoryDialog::createFolder(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed.contains(QLatin1Char('/')) || trimmed == QLatin1String(".")
        || trimmed == QLatin1String("..")) {
        setProblem(tr(
            "A folder name must not be empty, \u201c.\u201d or \u201c..\u201d, or contain \u201c/\u201d."));
        return;
    }
    const QString parent = selectedPath().isEmpty() ? QStringLiteral("/") : selectedPath();
    if (!m_client || !parent.startsWith(QLatin1Char('/')))
        return;
    const QString path = joinPath(parent, trimmed);
    ++m_pending;
    setProblem({});
    QPointer<SandboxDirectoryDialog> self = this;
    m_client->mkdir(path, false, m_sessionId)
        .then(this,
              [this, parent, path] {
                  // Listed again with the new folder, then selected.
                  for (QStandardItem *item = m_model->item(0); item;) {
                      if (item->data(PathRole).toString() == parent) {
                          item->setData(NotListed, StateRole);
                          break;
                      }
                      QStandardItem *next = nullptr;
                      for (int row = 0; row < item->rowCount() && !next; ++row) {
                          const QString childPath = item->child(row)->data(PathRole).toString();
                          if (!childPath.isEmpty()
                              && (parent == childPath || parent.startsWith(childPath + QLatin1Char('/'))))
                              next = item->child(row);
                      }
                      item = next;
                  }
                  finishOne();
                  revealPath(path);
              })
        .onFailed(this, [self, path](const SandboxException &e) {
            if (!self)
                return;
            self->finishOne();
            self->setProblem(
                tr("Could not create \u201c%1\u201d: %2").arg(path, ErrorText::sentence(e.code())));
        });
}

void SandboxDirectoryDialog::finishOne()
{
    if (m_pending > 0 && --m_pending == 0)
        emit idle();
}

} // namespace sandman
