// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/ChangeSetInfo.h"
#include "client/SandboxClient.h"

#include <QDialog>
#include <QPointer>

#include <functional>

class QCheckBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace sandman {

struct FileDiff;

class DiffView;

// One command's change set (from the Activity and Log panes): the files it created, modified, deleted or
// renamed, the unified diff of the selected one (binaries and big files by size and hash), and
// "Undo this command's changes": a preview of what the undo would change, a confirmation, then
// the restore with the preview's token (if a file changed in between, it is asked again).
class ChangeSetDialog : public QDialog
{
    Q_OBJECT
public:
    // Asked before the undo, with the preview's lines; true goes ahead (a test may answer).
    using Confirmer = std::function<bool(const QStringList &changes)>;

    ChangeSetDialog(SandboxClient *client, const QString &commandId, const QString &command,
                    QWidget *parent = nullptr);
    // Shown, non-modal, deleted when closed.
    static ChangeSetDialog *showFor(SandboxClient *client, const QString &commandId, const QString &command,
                                    QWidget *parent);

    void setConfirmer(Confirmer confirmer) { m_confirmer = std::move(confirmer); }
    void undo();
    QListWidget *list() const { return m_list; }
    QPlainTextEdit *diffView() const;
    DiffView *diff() const { return m_diff; }
    QCheckBox *sideBySideToggle() const { return m_sideBySide; }
    QString status() const;

signals:
    void loaded();
    void diffShown();
    void undone(bool ok);

private:
    void load();
    void showDiff(int row);
    // An image's diff before and after; false when a side cannot be decoded here.
    bool showImages(const FileDiff &diff);
    static QString describe(const ChangeSetInfo::Change &change);

    QPointer<SandboxClient> m_client;
    QString m_commandId;
    ChangeSetInfo m_changes;
    Confirmer m_confirmer;
    QLabel *m_summary;
    QListWidget *m_list;
    DiffView *m_diff;
    QCheckBox *m_sideBySide;
    QPushButton *m_undo;
};

} // namespace sandman
