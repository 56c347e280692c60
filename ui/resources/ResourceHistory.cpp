// SPDX-License-Identifier: Apache-2.0
#include "ResourceHistory.h"

#include <QDateTime>

namespace sandman {

void ResourceHistory::add(const QJsonObject &sample)
{
    const QDateTime time
        = QDateTime::fromString(sample.value(QStringLiteral("timestamp")).toString(), Qt::ISODateWithMs);
    const QJsonObject sandbox = sample.value(QStringLiteral("sandbox")).toObject();
    Point point;
    point.ms = time.isValid() ? time.toMSecsSinceEpoch() : QDateTime::currentMSecsSinceEpoch();
    point.cpuPercent = sandbox.value(QStringLiteral("cpuPercent")).toDouble();
    point.memoryBytes = sandbox.value(QStringLiteral("memoryBytes")).toInteger();
    point.tasks = sandbox.value(QStringLiteral("tasks")).toInteger();
    if (!m_points.empty() && point.ms < m_points.back().ms)
        m_points.clear(); // the agent's clock went back: start over rather than draw backwards
    m_points.push_back(point);
    while (!m_points.empty() && m_points.front().ms < point.ms - kKeepMs)
        m_points.pop_front();
    m_latest = sandbox;
    m_processes = sample.value(QStringLiteral("processes")).toArray();
    m_sessions = sample.value(QStringLiteral("sessions")).toArray();
}

void ResourceHistory::clear()
{
    m_points.clear();
    m_latest = {};
    m_processes = {};
    m_sessions = {};
}

QList<QPointF> ResourceHistory::cpu() const
{
    QList<QPointF> list;
    list.reserve(qsizetype(m_points.size()));
    for (const Point &p : m_points)
        list.append(QPointF(double(p.ms), p.cpuPercent));
    return list;
}

QList<QPointF> ResourceHistory::memory() const
{
    QList<QPointF> list;
    list.reserve(qsizetype(m_points.size()));
    for (const Point &p : m_points)
        list.append(QPointF(double(p.ms), double(p.memoryBytes)));
    return list;
}

QList<QPointF> ResourceHistory::tasks() const
{
    QList<QPointF> list;
    list.reserve(qsizetype(m_points.size()));
    for (const Point &p : m_points)
        list.append(QPointF(double(p.ms), double(p.tasks)));
    return list;
}

qint64 ResourceHistory::memoryLimit() const
{
    return m_latest.value(QStringLiteral("memoryLimitBytes")).toInteger();
}

qint64 ResourceHistory::taskLimit() const
{
    return m_latest.value(QStringLiteral("taskLimit")).toInteger();
}

bool ResourceHistory::memoryNearLimit() const
{
    const qint64 limit = memoryLimit();
    return limit > 0 && !m_points.empty()
        && double(m_points.back().memoryBytes) >= kNearLimit * double(limit);
}

bool ResourceHistory::tasksNearLimit() const
{
    const qint64 limit = taskLimit();
    return limit > 0 && !m_points.empty() && double(m_points.back().tasks) >= kNearLimit * double(limit);
}

} // namespace sandman
