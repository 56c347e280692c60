// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace sandman {

class CodeConsole;
class SandboxClient;
struct CodeContextInfo;

// The code contexts of one sandbox (persistent Python, JavaScript and TypeScript
// interpreters): listed with their language and state, created (in the current session's
// folder), restarted (a fresh interpreter of the same language and folder) and deleted, each
// with a console of its own. Consoles are kept per sandbox while the window knows it.
class CodePane : public QWidget
{
    Q_OBJECT
public:
    enum Column { ContextColumn, LanguageColumn, StateColumn, ColumnCount };

    explicit CodePane(QWidget *parent = nullptr);

    // The sandbox to show (null: none); cwd is where new contexts start (empty: the workspace).
    void setSandbox(SandboxClient *client, const QString &name, const QString &cwd = QString());
    // The sandbox went away: its consoles go too.
    void forgetSandbox(SandboxClient *client);
    SandboxClient *client() const { return m_client; }

    QTreeWidget *contextList() const { return m_list; }
    QString currentContextId() const;
    void selectContext(const QString &contextId);
    CodeConsole *console(const QString &contextId) const;
    CodeConsole *currentConsole() const;
    // The state column's text of a context ("idle", "running"…; empty when not listed).
    QString contextState(const QString &contextId) const;
    bool isBusy() const { return m_pending > 0; }

public slots:
    void refresh();
    void createContext(const QString &language);
    void restartCurrent();
    void deleteCurrent();

signals:
    void errorOccurred(const QString &message);
    // The list changed (a create, delete, restart or refresh answered).
    void contextsChanged();

private:
    QTreeWidgetItem *itemOf(const QString &contextId) const;
    QTreeWidgetItem *addContext(const CodeContextInfo &info);
    CodeConsole *consoleFor(const QString &contextId, const QString &language);
    void setState(const QString &contextId, const QString &state);
    void showCurrent();
    void updateButtons();
    void callStarted();
    void callEnded();

    QPointer<SandboxClient> m_client;
    QString m_name;
    QString m_cwd;
    QTreeWidget *m_list;
    QComboBox *m_language;
    QPushButton *m_newButton;
    QPushButton *m_restartButton;
    QPushButton *m_deleteButton;
    QPushButton *m_refreshButton;
    QLabel *m_placeholder;
    QStackedWidget *m_consoles;
    // Consoles by sandbox, then by context id.
    QHash<SandboxClient *, QHash<QString, CodeConsole *>> m_byClient;
    QHash<CodeConsole *, QString> m_restarting; // consoles whose context is being replaced
    int m_pending = 0;
};

} // namespace sandman
