// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/FileInfo.h"

#include <QDialog>
#include <QPersistentModelIndex>
#include <QPointer>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStandardItem;
class QStandardItemModel;
class QTreeView;

namespace sandman {

class SandboxClient;

// Picks a folder inside a sandbox (local or remote): a tree of its directories, each listed
// with listFiles only when it is opened, a path field, and New Folder. Failures are said in
// words (ErrorText) under the tree; nothing is decided until the user chooses.
class SandboxDirectoryDialog : public QDialog
{
    Q_OBJECT
public:
    enum Role { PathRole = Qt::UserRole + 1, StateRole, HiddenRole };
    enum State { NotListed, Listing, Listed };

    // Relative paths (and the empty one) start from the session's working directory.
    SandboxDirectoryDialog(SandboxClient *client, const QString &sessionId, const QString &startPath,
                           QWidget *parent = nullptr);

    // The chosen folder: absolute, as the sandbox names it.
    QString selectedPath() const;
    QTreeView *tree() const { return m_tree; }
    QLineEdit *pathEdit() const { return m_path; }
    // The last problem, in words (empty when none).
    QString problem() const;
    // Opens the tree down to path (absolute), loading each level on the way.
    void revealPath(const QString &path);
    // Makes a folder named name in the selected folder, then selects it.
    void createFolder(const QString &name);
    // Nothing is being listed or created.
    bool isIdle() const { return m_pending == 0; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    // A listing or folder creation finished (for tests and the busy cursor).
    void idle();

private:
    QStandardItem *itemAt(const QModelIndex &index) const;
    QStandardItem *addFolder(QStandardItem *parent, const QString &name, const QString &path);
    void load(QStandardItem *item);
    void loaded(const QPersistentModelIndex &index, const QList<FileInfo> &entries);
    void continueReveal();
    void selectItem(QStandardItem *item);
    void applyHidden(QStandardItem *parent);
    void setProblem(const QString &problem);
    void askFolderName();
    void finishOne();

    QPointer<SandboxClient> m_client;
    QString m_sessionId;
    QStandardItemModel *m_model;
    QTreeView *m_tree;
    QLineEdit *m_path;
    QCheckBox *m_showHidden;
    QPushButton *m_newFolder;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    QString m_revealTarget; // where revealPath() is going, until it got there
    int m_pending = 0;
};

} // namespace sandman
