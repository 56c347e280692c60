// SPDX-License-Identifier: Apache-2.0
#include "ResourcesPane.h"

#include "ResourceGraph.h"
#include "ResourceHistory.h"
#include "ResourceText.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace sandman {

namespace {
// A row that sorts its numeric columns by value, not by text.
class NumericItem : public QTreeWidgetItem
{
public:
    using QTreeWidgetItem::QTreeWidgetItem;
    bool operator<(const QTreeWidgetItem &other) const override
    {
        const int column = treeWidget() ? treeWidget()->sortColumn() : 0;
        const QVariant a = data(column, Qt::UserRole);
        const QVariant b = other.data(column, Qt::UserRole);
        if (a.isValid() && b.isValid())
            return a.toDouble() < b.toDouble();
        return QTreeWidgetItem::operator<(other);
    }
};

QTreeWidget *makeList(const QStringList &headers, QWidget *parent)
{
    auto *list = new QTreeWidget(parent);
    list->setHeaderLabels(headers);
    list->setRootIsDecorated(false);
    list->setUniformRowHeights(true);
    list->setSortingEnabled(true);
    list->header()->setStretchLastSection(true);
    return list;
}

void setNumber(QTreeWidgetItem *item, int column, double value, const QString &text)
{
    item->setText(column, text);
    item->setData(column, Qt::UserRole, value);
    item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
}
} // namespace

ResourcesPane::ResourcesPane(QWidget *parent)
    : QWidget(parent)
{
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    auto *audit = new QPushButton(tr("Audit Trail…"), this);
    audit->setToolTip(tr("Search, export and verify everything this sandbox recorded"));
    connect(audit, &QPushButton::clicked, this, &ResourcesPane::auditRequested);
    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(audit);

    m_warning = new QLabel(this);
    m_warning->setWordWrap(true);
    m_warning->setStyleSheet(QStringLiteral("QLabel { background: #fdecea; color: #8a1c1c; border: 1px solid "
                                            "#e0a0a0; border-radius: 3px; padding: 4px; }"));
    m_warning->hide();
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_cpu = new ResourceGraph(tr("CPU (100% = one core)"), QColor(0x2d, 0x7f, 0xd3), ResourceText::percent,
                              this);
    m_memory = new ResourceGraph(tr("Memory"), QColor(0x8e, 0x44, 0xad), ResourceText::bytes, this);
    m_tasks = new ResourceGraph(
        tr("Processes and threads"), QColor(0x27, 0xa0, 0x5a),
        [](double value) { return QString::number(qRound64(value)); }, this);
    auto *graphs = new QHBoxLayout;
    graphs->addWidget(m_cpu);
    graphs->addWidget(m_memory);
    graphs->addWidget(m_tasks);

    m_processes = makeList({tr("CPU"), tr("Memory"), tr("PID"), tr("Session"), tr("Command")}, this);
    m_processes->setAccessibleName(tr("Busiest processes"));
    m_processes->sortByColumn(0, Qt::DescendingOrder);
    m_sessions = makeList({tr("Session"), tr("CPU"), tr("Memory"), tr("Processes")}, this);
    m_sessions->setAccessibleName(tr("Busiest sessions"));
    m_sessions->sortByColumn(1, Qt::DescendingOrder);
    auto *portsPage = new QWidget(this);
    m_ports = makeList({tr("Port"), tr("Address"), tr("PID"), tr("Process"), tr("Session")}, portsPage);
    m_ports->setAccessibleName(tr("Listening ports"));
    m_ports->sortByColumn(0, Qt::AscendingOrder);
    m_open = new QPushButton(tr("Open in Browser"), portsPage);
    m_open->setEnabled(false);
    connect(m_ports, &QTreeWidget::itemSelectionChanged, this, &ResourcesPane::updateOpenButton);
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (QTreeWidgetItem *item = m_ports->currentItem())
            emit openPortRequested(item->data(0, Qt::UserRole).toInt());
    });
    auto *portsLayout = new QVBoxLayout(portsPage);
    portsLayout->setContentsMargins(0, 0, 0, 0);
    portsLayout->addWidget(m_ports, 1);
    auto *portButtons = new QHBoxLayout;
    m_portMessage = new QLabel(portsPage);
    m_portMessage->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_portMessage->setWordWrap(true);
    portButtons->addWidget(m_portMessage, 1);
    portButtons->addWidget(m_open);
    portsLayout->addLayout(portButtons);

    auto *tabs = new QTabWidget(this);
    tabs->addTab(m_processes, tr("Busiest Processes"));
    tabs->addTab(m_sessions, tr("Sessions"));
    tabs->addTab(portsPage, tr("Ports"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_warning);
    layout->addWidget(m_summary);
    layout->addLayout(graphs, 3);
    layout->addWidget(tabs, 2);
    setSandbox(QString());
}

void ResourcesPane::setSandbox(const QString &name)
{
    m_title->setText(name.isEmpty() ? tr("No sandbox selected") : name);
    if (name.isEmpty()) {
        m_summary->setText(QString());
        m_warning->hide();
        for (ResourceGraph *graph : {m_cpu, m_memory, m_tasks})
            graph->setSamples({}, 0);
        m_processes->clear();
        m_sessions->clear();
        m_ports->clear();
    } else {
        m_summary->setText(tr("Waiting for the agent's first sample…"));
    }
}

void ResourcesPane::showHistory(const ResourceHistory &history)
{
    const QJsonObject now = history.latest();
    m_cpu->setSamples(history.cpu(), 0);
    m_memory->setSamples(history.memory(), double(history.memoryLimit()));
    m_tasks->setSamples(history.tasks(), double(history.taskLimit()));

    QStringList parts;
    parts << tr("CPU %1").arg(ResourceText::percent(now.value(QStringLiteral("cpuPercent")).toDouble()));
    const qint64 memory = now.value(QStringLiteral("memoryBytes")).toInteger();
    parts << (history.memoryLimit() > 0 ? tr("memory %1 of %2")
                                              .arg(ResourceText::bytes(double(memory)),
                                                   ResourceText::bytes(double(history.memoryLimit())))
                                        : tr("memory %1").arg(ResourceText::bytes(double(memory))));
    const qint64 tasks = now.value(QStringLiteral("tasks")).toInteger();
    parts << (history.taskLimit() > 0
                  ? tr("%1 of %2 processes and threads").arg(tasks).arg(history.taskLimit())
                  : tr("%1 processes and threads").arg(tasks));
    if (now.contains(QStringLiteral("diskBytes")))
        parts << tr("workspace %1")
                     .arg(ResourceText::bytes(double(now.value(QStringLiteral("diskBytes")).toInteger())));
    if (now.value(QStringLiteral("netScope")).toString() == QLatin1String("sandbox"))
        parts << tr("network ↓%1 ↑%2")
                     .arg(ResourceText::bytes(double(now.value(QStringLiteral("netRxBytes")).toInteger())),
                          ResourceText::bytes(double(now.value(QStringLiteral("netTxBytes")).toInteger())));
    m_summary->setText(parts.join(QStringLiteral(" · ")));

    QStringList warnings;
    if (history.memoryNearLimit())
        warnings
            << tr("The sandbox is near its memory cap: %1 of %2. Commands may be killed when it is full.")
                   .arg(ResourceText::bytes(double(memory)),
                        ResourceText::bytes(double(history.memoryLimit())));
    if (history.tasksNearLimit())
        warnings << tr("The sandbox is near its process limit: %1 of %2. New processes may fail to start.")
                        .arg(tasks)
                        .arg(history.taskLimit());
    m_warning->setText(QStringLiteral("⚠ ") + warnings.join(QStringLiteral("\n⚠ ")));
    m_warning->setVisible(!warnings.isEmpty());

    m_processes->setSortingEnabled(false);
    m_processes->clear();
    for (const QJsonValue &value : history.processes()) {
        const QJsonObject p = value.toObject();
        auto *item = new NumericItem(m_processes);
        const double cpu = p.value(QStringLiteral("cpuPercent")).toDouble();
        const double rss = double(p.value(QStringLiteral("rssBytes")).toInteger());
        setNumber(item, 0, cpu, ResourceText::percent(cpu));
        setNumber(item, 1, rss, ResourceText::bytes(rss));
        setNumber(item, 2, double(p.value(QStringLiteral("pid")).toInteger()),
                  QString::number(p.value(QStringLiteral("pid")).toInteger()));
        item->setText(3, p.value(QStringLiteral("sessionId")).toString());
        // On one line: arguments may hold newlines (python3 -c "…"), shown as boxes otherwise.
        item->setText(4, p.value(QStringLiteral("command")).toString().simplified());
        item->setToolTip(4, p.value(QStringLiteral("command")).toString());
    }
    m_processes->setSortingEnabled(true);
    m_sessions->setSortingEnabled(false);
    m_sessions->clear();
    for (const QJsonValue &value : history.sessions()) {
        const QJsonObject s = value.toObject();
        auto *item = new NumericItem(m_sessions);
        const double cpu = s.value(QStringLiteral("cpuPercent")).toDouble();
        const double rss = double(s.value(QStringLiteral("rssBytes")).toInteger());
        item->setText(0, s.value(QStringLiteral("sessionId")).toString());
        setNumber(item, 1, cpu, ResourceText::percent(cpu));
        setNumber(item, 2, rss, ResourceText::bytes(rss));
        setNumber(item, 3, s.value(QStringLiteral("processes")).toDouble(),
                  QString::number(s.value(QStringLiteral("processes")).toInt()));
    }
    m_sessions->setSortingEnabled(true);
}

void ResourcesPane::setPorts(const QJsonArray &ports, bool canOpen)
{
    m_canOpen = canOpen;
    const int selected = m_ports->currentItem() ? m_ports->currentItem()->data(0, Qt::UserRole).toInt() : -1;
    m_ports->setSortingEnabled(false);
    m_ports->clear();
    for (const QJsonValue &value : ports) {
        const QJsonObject p = value.toObject();
        auto *item = new NumericItem(m_ports);
        const int port = p.value(QStringLiteral("port")).toInt();
        setNumber(item, 0, port, QString::number(port));
        item->setText(1, p.value(QStringLiteral("address")).toString());
        if (p.contains(QStringLiteral("pid")))
            setNumber(item, 2, p.value(QStringLiteral("pid")).toDouble(),
                      QString::number(p.value(QStringLiteral("pid")).toInteger()));
        item->setText(3, p.value(QStringLiteral("processName")).toString());
        item->setToolTip(3, p.value(QStringLiteral("command")).toString());
        item->setText(4, p.value(QStringLiteral("sessionId")).toString());
        if (port == selected)
            m_ports->setCurrentItem(item);
    }
    m_ports->setSortingEnabled(true);
    updateOpenButton();
}

void ResourcesPane::updateOpenButton()
{
    m_open->setEnabled(m_canOpen && m_ports->currentItem());
    m_open->setToolTip(m_canOpen ? tr("Open the port in the default browser (through a forward on this "
                                      "machine's loopback when the sandbox has a network of its own)")
                                 : tr("This connection cannot forward the sandbox's ports"));
}

void ResourcesPane::showPortMessage(const QString &message)
{
    m_portMessage->setText(message);
}

} // namespace sandman
