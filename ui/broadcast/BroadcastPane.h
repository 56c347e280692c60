// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "BroadcastTarget.h"

#include <QList>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableView;
class QTreeWidget;
class QTreeWidgetItem;

namespace sandman {

class BroadcastResultModel;
class BroadcastRunner;
class KeystrokeBroadcast;
class SandboxConnection;
class TerminalTabs;

// Broadcast: a command run in the sessions chosen across every connected sandbox, with a grid
// of one row per target (state, exit code, duration, stdout, stderr; the selected row's whole
// output below), a limit on how many run at once, stop-on-first-failure and "re-run the
// failed ones"; and a page choosing the terminal tabs that copy each other's keys.
class BroadcastPane : public QWidget
{
    Q_OBJECT
public:
    // tabs may be null (no keystroke page).
    explicit BroadcastPane(TerminalTabs *tabs, QWidget *parent = nullptr);
    ~BroadcastPane() override;

    void addConnection(SandboxConnection *connection);
    void removeConnection(SandboxConnection *connection);

    // Checks a session's box (tests, and "broadcast to this session" later).
    void setTargetChecked(SandboxConnection *connection, const QString &sessionId, bool checked);
    QList<BroadcastTarget> checkedTargets() const;

    BroadcastResultModel *model() const { return m_model; }
    BroadcastRunner *runner() const { return m_runner; }
    KeystrokeBroadcast *keystrokes() const { return m_keystrokes; }
    QTreeWidget *targetTree() const { return m_targets; }
    QLineEdit *commandEdit() const { return m_command; }
    QSpinBox *concurrencyBox() const { return m_concurrency; }
    QCheckBox *stopOnFailureBox() const { return m_stopOnFailure; }
    QPushButton *runButton() const { return m_runButton; }
    QPushButton *stopButton() const { return m_stopButton; }
    QPushButton *rerunButton() const { return m_rerunButton; }
    QTableView *grid() const { return m_grid; }
    QPlainTextEdit *detail() const { return m_detail; }
    QLabel *summaryLabel() const { return m_summary; }
    QListWidget *tabList() const { return m_tabList; }

public slots:
    void run();
    void refreshTabList();

private:
    QWidget *makeCommandPage();
    QWidget *makeKeystrokePage();
    QTreeWidgetItem *sandboxItem(SandboxConnection *connection) const;
    void updateSessions(SandboxConnection *connection);
    void updateButtons();
    void updateSummary();
    void showDetail();

    QList<QPointer<SandboxConnection>> m_connections;
    BroadcastResultModel *m_model;
    BroadcastRunner *m_runner;
    QPointer<TerminalTabs> m_tabs;
    KeystrokeBroadcast *m_keystrokes = nullptr;
    QTreeWidget *m_targets = nullptr;
    QLineEdit *m_command = nullptr;
    QSpinBox *m_concurrency = nullptr;
    QCheckBox *m_stopOnFailure = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_stopButton = nullptr;
    QPushButton *m_rerunButton = nullptr;
    QTableView *m_grid = nullptr;
    QPlainTextEdit *m_detail = nullptr;
    QLabel *m_summary = nullptr;
    QListWidget *m_tabList = nullptr;
    bool m_fillingTabs = false;
};

} // namespace sandman
