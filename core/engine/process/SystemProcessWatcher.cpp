// SPDX-License-Identifier: Apache-2.0
#include "SystemProcessWatcher.h"

#include "SystemProcessTable.h"
#include "engine/events/EventFeed.h"

#include <QSocketNotifier>

#include <array>
#include <sys/syscall.h>
#include <unistd.h>

namespace sandman {

namespace {
// After the last hint: what a command started without printing anything is still found.
constexpr std::array<int, 3> kSettleScansMs{50, 250, 1000};
const QString kPid = QStringLiteral("pid");
const QString kStartTicks = QStringLiteral("startTicks");
} // namespace

SystemProcessWatcher::SystemProcessWatcher(SystemProcessTable *table, EventFeed *feed, OwnersFunction owners,
                                           QObject *parent)
    : QObject(parent)
    , m_table(table)
    , m_feed(feed)
    , m_owners(std::move(owners))
    , m_scanTimer(this) // children: they go with the sandbox to its thread
    , m_settleTimer(this)
{
    m_scanTimer.setSingleShot(true);
    connect(&m_scanTimer, &QTimer::timeout, this, &SystemProcessWatcher::scan);
    m_settleTimer.setSingleShot(true);
    connect(&m_settleTimer, &QTimer::timeout, this, [this] {
        scan();
        if (++m_settleStep < int(kSettleScansMs.size()))
            m_settleTimer.start(kSettleScansMs[size_t(m_settleStep)]
                                - kSettleScansMs[size_t(m_settleStep - 1)]);
    });
    connect(feed, &EventFeed::subscribersChanged, this, [this](int count) { setActive(count > 0); });
    setActive(feed->subscriberCount() > 0);
}

SystemProcessWatcher::~SystemProcessWatcher()
{
    for (Entry &entry : m_known)
        forget(entry);
}

void SystemProcessWatcher::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    m_scanTimer.stop();
    m_settleTimer.stop();
    for (Entry &entry : m_known)
        forget(entry);
    m_known.clear();
    // Listening only while someone follows: every exec publishes three or four events.
    disconnect(m_hints);
    if (active) {
        m_hints = connect(m_feed, &EventFeed::published, this, [this](const SandboxEvent &event) {
            // Commands, background processes, terminals and code runs start processes; our own
            // events must not feed back.
            if (!event.type().startsWith(QLatin1String("sandbox_process_")))
                hint();
        });
        scan(); // the baseline: what runs already is in GET /api/sandman/ps, not news
    }
}

void SystemProcessWatcher::hint()
{
    if (!m_active)
        return;
    if (!m_scanTimer.isActive()) {
        const qint64 since = m_lastScan.isValid() ? m_lastScan.elapsed() : kMinScanGapMs;
        // 0 ms: hints of one event loop pass (a burst of output) make one scan.
        m_scanTimer.start(int(qMax<qint64>(0, kMinScanGapMs - since)));
    }
    m_settleStep = 0;
    m_settleTimer.start(kSettleScansMs[0]);
}

void SystemProcessWatcher::forget(Entry &entry)
{
    if (entry.exitNotifier) {
        const int fd = int(entry.exitNotifier->socket());
        delete entry.exitNotifier;
        entry.exitNotifier = nullptr;
        ::close(fd);
        --m_pidFds;
    }
}

void SystemProcessWatcher::watchExit(qint64 pid, Entry &entry)
{
    if (m_pidFds >= kMaxPidFds)
        return; // found by the scans the other hints cause
    const int fd = int(::syscall(SYS_pidfd_open, pid_t(pid), 0));
    if (fd < 0)
        return;
    ++m_pidFds;
    entry.exitNotifier = new QSocketNotifier(fd, QSocketNotifier::Read, this);
    // Readable once the process has exited; a scan tells the exit (and what its parent did).
    connect(entry.exitNotifier, &QSocketNotifier::activated, this, [this, notifier = entry.exitNotifier] {
        notifier->setEnabled(false);
        hint();
    });
}

void SystemProcessWatcher::scan()
{
    if (!m_active)
        return;
    m_scanTimer.stop();
    m_lastScan.start();
    ++m_scans;
    const bool baseline = m_known.isEmpty();
    const QList<SystemProcess> now = m_table->statLines();
    const QHash<qint64, SystemProcess::Owner> roots
        = m_owners ? m_owners() : QHash<qint64, SystemProcess::Owner>();
    const qint64 agentPid = m_table->agentPid();

    QHash<qint64, Entry> next;
    next.reserve(now.size());
    for (SystemProcess p : now) {
        auto known = m_known.find(p.pid);
        const bool same = known != m_known.end() && known->startTicks == p.startTicks;
        if (same) {
            Entry entry = *known;
            known->exitNotifier = nullptr; // moved to next
            // A shell is seen before its session knows its pid: its owner may come later.
            bool ownerFound = false;
            if (!entry.owner.isKnown()) {
                entry.owner = roots.contains(p.pid)               ? roots.value(p.pid)
                    : p.ppid != agentPid && next.contains(p.ppid) ? next.value(p.ppid).owner
                                                                  : SystemProcess::Owner();
                ownerFound = entry.owner.isKnown();
            }
            if (entry.name != p.name || ownerFound) { // it exec'd another program, or is placed
                entry.name = p.name;
                p.owner = entry.owner;
                if (m_table->complete(&p))
                    m_feed->publish(QStringLiteral("sandbox_process_changed"), p.toJson(), {});
            }
            next.insert(p.pid, entry);
            continue;
        }
        // Whose it is: a root the agent started, else its parent's (not through the agent).
        if (roots.contains(p.pid))
            p.owner = roots.value(p.pid);
        else if (p.ppid != agentPid && next.contains(p.ppid))
            p.owner = next.value(p.ppid).owner;
        Entry entry{p.startTicks, p.name, p.owner, nullptr};
        if (!baseline) {
            if (!m_table->complete(&p))
                continue; // gone already
            m_feed->publish(QStringLiteral("sandbox_process_started"), p.toJson(), {});
        }
        watchExit(p.pid, entry);
        next.insert(p.pid, entry);
    }
    for (auto it = m_known.begin(); it != m_known.end(); ++it) {
        const auto kept = next.constFind(it.key());
        if (kept != next.constEnd() && kept->startTicks == it->startTicks)
            continue; // the same process (its notifier went with it)
        m_feed->publish(QStringLiteral("sandbox_process_exited"),
                        {{kPid, it.key()}, {kStartTicks, QString::number(it->startTicks)}}, {});
        forget(*it);
    }
    m_known = std::move(next);
}

} // namespace sandman
