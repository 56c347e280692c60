// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SystemProcessInfo.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class QJsonArray;
class QLabel;
class QLineEdit;
class QMenu;
class QSortFilterProxyModel;
class QTimer;
class QToolButton;
class QTreeView;

namespace sandman {

class ProcessTreeModel;
class SandboxConnection;

// The processes pane's "All Processes" page: every process of the sandbox as a sortable,
// filterable tree (GET /api/sandman/ps, once when shown), and signals to the selected one (with a
// confirmation before KILL). Live from the feed (applyEvent()): a process shows up or goes as the
// agent sees it start or end (sandbox_process_*), its CPU and memory follow the agent's
// once-a-second resource_sample. Only from an agent that sends no samples does it ask again,
// every refreshIntervalMs() while shown.
class AllProcessesView : public QWidget
{
    Q_OBJECT
public:
    explicit AllProcessesView(QWidget *parent = nullptr);

    void setConnection(SandboxConnection *connection);

    ProcessTreeModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTreeView *view() const { return m_view; }
    // What the view last said (an error or what was sent), as shown below the tree.
    QString statusText() const;
    static constexpr int refreshIntervalMs() { return 5000; }

public slots:
    void refresh();
    // Sends signal ("TERM", "KILL", ...) to the selected process; KILL asks first.
    void signalSelected(const QString &signal);
    // The same for any process of the tree (by its source index).
    void sendSignal(const QModelIndex &sourceIndex, const QString &signal);
    // A live event of connection's feed: sandbox_process_started / _changed (a ps row),
    // _exited {pid, startTicks}, or resource_sample (its usage: [pid, cpuPercent, rssBytes]
    // rows); others and other connections' are ignored.
    void applyEvent(sandman::SandboxConnection *connection, const QJsonObject &event);

signals:
    // A refresh was applied to the model (for tests and the summary).
    void refreshed();
    // Live events were applied to the model.
    void liveUpdated();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QModelIndex selectedSourceIndex() const;
    void fillSignalMenu(QMenu *menu);
    void showContextMenu(const QPoint &pos);
    void updateActions();
    void say(const QString &text, bool isError, const QString &details = QString());
    // m_processes into the model (selection and expansion kept).
    void showProcesses();
    void applyToList(const QJsonObject &event);
    void applyUsage(const QJsonArray &usage);
    // A sample came lately: the figures are the agent's, no need to ask.
    bool samplesArrive() const;

    ProcessTreeModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTreeView *m_view;
    QLineEdit *m_filter;
    QToolButton *m_signalButton;
    QLabel *m_summary;
    QLabel *m_status;
    QTimer *m_timer;
    QTimer *m_liveTimer; // coalesces a burst of events into one model update
    QHash<qint64, SystemProcessInfo> m_processes; // what the model shows, by pid
    QList<QJsonObject> m_duringRefresh; // events that a listing on its way may predate
    QPointer<SandboxConnection> m_connection;
    QElapsedTimer m_lastSample;
    bool m_refreshing = false;
    bool m_firstFill = true;
};

} // namespace sandman
