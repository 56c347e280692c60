// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonArray>
#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace sandman {

class ResourceGraph;
class ResourceHistory;

// The Resources dock: the selected sandbox's CPU, memory and process count over the last 10
// minutes (ResourceGraph, limits drawn), a warning when it nears its memory cap or process
// limit, its busiest processes and its sessions (sortable by CPU and memory), and the ports
// listening inside it with the process behind each.
class ResourcesPane : public QWidget
{
    Q_OBJECT
public:
    explicit ResourcesPane(QWidget *parent = nullptr);

    // name empty: no sandbox selected.
    void setSandbox(const QString &name);
    void showHistory(const ResourceHistory &history);
    // canOpen: the ports can be opened from here, directly (the sandbox shares this machine's
    // network) or through a forward the agent carries.
    void setPorts(const QJsonArray &ports, bool canOpen);
    // A line under the ports (where a forward listens, why it failed).
    void showPortMessage(const QString &message);
    QLabel *portMessage() const { return m_portMessage; }
    QPushButton *openButton() const { return m_open; }

    ResourceGraph *cpuGraph() const { return m_cpu; }
    ResourceGraph *memoryGraph() const { return m_memory; }
    ResourceGraph *tasksGraph() const { return m_tasks; }
    QLabel *warningLabel() const { return m_warning; }
    QTreeWidget *processList() const { return m_processes; }
    QTreeWidget *portList() const { return m_ports; }

signals:
    void auditRequested();
    void openPortRequested(int port);

private:
    void updateOpenButton();

    QLabel *m_title;
    QLabel *m_warning;
    QLabel *m_summary;
    ResourceGraph *m_cpu;
    ResourceGraph *m_memory;
    ResourceGraph *m_tasks;
    QTreeWidget *m_processes;
    QTreeWidget *m_sessions;
    QTreeWidget *m_ports;
    QPushButton *m_open;
    QLabel *m_portMessage;
    bool m_canOpen = false;
};

} // namespace sandman
