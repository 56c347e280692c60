// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "SystemProcess.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QTimer>

#include <functional>

class QSocketNotifier;

namespace sandman {

class EventFeed;
class SystemProcessTable;

// Turns the sandbox's process table into feed events while anyone follows the feed:
// sandbox_process_started (a ps row), sandbox_process_changed (it exec'd another program: the
// row again) and sandbox_process_exited {pid, startTicks}.
//
// Linux offers an unprivileged program no event for "a process started" (the proc connector
// and audit need CAP_NET_ADMIN / CAP_AUDIT_READ in the initial user namespace, fanotify and
// BPF more), so starts are found by reading /proc — but only when something may have started
// one: a hint (terminal output, a command or process event of the feed, an exit) runs a scan at
// once, at most one per kMinScanGapMs while hints keep coming, and follow-up scans
// kSettleScansMs (50, 250 and 1000 ms) after the last hint catch what a quiet command started. With nothing
// happening nothing is read. Exits need no scan: every process seen is held by a pidfd whose
// readiness (the kernel's exit notification, for any process) triggers one.
class SystemProcessWatcher : public QObject
{
    Q_OBJECT
public:
    using OwnersFunction = std::function<QHash<qint64, SystemProcess::Owner>()>;
    static constexpr int kMinScanGapMs = 50;
    static constexpr int kMaxPidFds = 512;

    // table and feed outlive the watcher (its parent owns all three).
    SystemProcessWatcher(SystemProcessTable *table, EventFeed *feed, OwnersFunction owners,
                         QObject *parent = nullptr);
    ~SystemProcessWatcher() override;

    bool isActive() const { return m_active; }
    // Something may have started or ended a process: scan soon (no-op while inactive).
    void hint();
    // Scans made so far (tests, the bench's idle check).
    int scanCount() const { return m_scans; }

private:
    struct Entry {
        quint64 startTicks = 0;
        QString name;
        SystemProcess::Owner owner;
        QSocketNotifier *exitNotifier = nullptr; // on a pidfd, while fewer than kMaxPidFds
    };

    void setActive(bool active);
    void scan();
    void forget(Entry &entry);
    void watchExit(qint64 pid, Entry &entry);

    SystemProcessTable *m_table;
    EventFeed *m_feed;
    OwnersFunction m_owners;
    QHash<qint64, Entry> m_known;
    QTimer m_scanTimer; // the next throttled scan
    QTimer m_settleTimer; // follow-up scans after the last hint
    int m_settleStep = 0;
    QElapsedTimer m_lastScan;
    int m_pidFds = 0;
    int m_scans = 0;
    bool m_active = false;
    QMetaObject::Connection m_hints; // to the feed's events, while active
};

} // namespace sandman
