// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SessionOptions.h"

#include <QDialog>
#include <QFuture>

#include <functional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace sandman {

class EnvEditorWidget;
class SandboxClient;
class TimeoutEdit;

// Creates a session: optional id, working directory, environment variables and default
// command timeout. A working directory that does not exist in the sandbox is caught here
// (with an offer to create it), not silently replaced by another one when the shell starts.
class NewSessionDialog : public QDialog
{
    Q_OBJECT
public:
    // How the dialog looks at the sandbox's files (the owner wires them to the client).
    struct Folders {
        std::function<QFuture<bool>(const QString &path)> exists;
        std::function<QFuture<void>(const QString &path)> create;
        // Asks whether to create a missing folder; by default a question box.
        std::function<bool(QWidget *parent, const QString &path)> confirmCreate;
        // Lets the user pick a folder starting at start; empty when cancelled. Unset: no Browse.
        std::function<QString(QWidget *parent, const QString &start)> browse;
    };
    // The sandbox's own folders through its client (browse: SandboxDirectoryDialog).
    static Folders foldersOf(SandboxClient *client);

    explicit NewSessionDialog(const QString &sandboxName, QWidget *parent = nullptr);

    SessionOptions options() const;
    void setOptions(const SessionOptions &options);
    void setFolders(const Folders &folders);
    EnvEditorWidget *environmentEditor() const { return m_env; }
    // Empty when the id can be used (empty = generated), otherwise the problem.
    static QString validateSessionId(const QString &id);

public slots:
    // Create: checks the working directory first (when the dialog can), then accepts.
    void accept() override;

private:
    void updateState();
    void setProblem(const QString &problem);
    void setChecking(bool checking);
    void folderChecked(const QString &path, bool exists);
    void browse();

    QLineEdit *m_id;
    QLineEdit *m_cwd;
    QPushButton *m_browse;
    TimeoutEdit *m_timeout;
    EnvEditorWidget *m_env;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    Folders m_folders;
    bool m_checking = false;
};

} // namespace sandman
