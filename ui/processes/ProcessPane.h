// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ProcessOutput.h"

#include <QHash>
#include <QPointer>
#include <QSet>
#include <QWidget>

class QLabel;
class QStackedWidget;
class QTableView;
class QTimer;
class QToolButton;

namespace sandman {

class AllProcessesView;
class LogModel;
class ProcessLogStream;
class ProcessTableModel;
class SandboxConnection;
struct ProcessInfo;

// The processes dock: background processes of the selected sandbox, live. Running processes
// are followed with streamProcessLogs, so exits and output show up as they happen.
class ProcessPane : public QWidget
{
    Q_OBJECT
public:
    explicit ProcessPane(LogModel *log, QWidget *parent = nullptr);
    ~ProcessPane() override;

    void addConnection(SandboxConnection *connection);
    void setCurrentConnection(SandboxConnection *connection);
    // The session new processes start in.
    void setCurrentSession(const QString &sessionId) { m_sessionId = sessionId; }

    ProcessTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // The "All Processes" page: every process of the sandbox as a tree.
    AllProcessesView *allProcessesView() const { return m_allProcesses; }
    bool isShowingAllProcesses() const;
    int followedCount() const { return int(m_streams.size()); }
    // What the window saw of a followed process's output (empty for others).
    ProcessOutput output(const QString &processId) const { return m_output.value(processId); }

public slots:
    void refresh();
    void startProcess(const QString &command);
    // Asks for a command (StartProcessDialog) and starts it in the current session.
    void askAndStart();
    void killSelected();
    void killAll();
    void showLogsOfSelected();
    // Removes finished processes from the list (they stay in the sandbox's own table).
    void clearFinished();
    // Shows every process of the sandbox (true) or the background processes (false).
    void showAllProcesses(bool all);

signals:
    void outputReceived(const QString &processId, bool isStderr, const QByteArray &data);

private:
    void follow(const ProcessInfo &info);
    void stopFollowing();
    QString selectedProcessId() const;
    void updateActions();
    void report(const QString &message);

    LogModel *m_log;
    ProcessTableModel *m_model;
    QTableView *m_view;
    QLabel *m_summary;
    QToolButton *m_startButton;
    QToolButton *m_killButton;
    QToolButton *m_killAllButton;
    QToolButton *m_logsButton;
    QToolButton *m_clearButton;
    QTimer *m_refreshTimer;
    QToolButton *m_backgroundPageButton;
    QToolButton *m_allPageButton;
    QStackedWidget *m_pages;
    AllProcessesView *m_allProcesses;
    QPointer<SandboxConnection> m_connection;
    QString m_sessionId = QStringLiteral("default");
    QHash<QString, QPointer<ProcessLogStream>> m_streams;
    QHash<QString, ProcessOutput> m_output;
    QSet<QString> m_killRequested; // ended by the user: an action, not an error
    QSet<QString> m_cleared; // finished processes the user cleared from the list
    bool m_refreshing = false;
};

} // namespace sandman
