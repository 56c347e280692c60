// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QPointF>

#include <deque>

namespace sandman {

// The last 10 minutes of one sandbox's resource_sample events, as series to graph, plus the
// newest sample's details (busiest processes, sessions) and whether it is near a limit.
class ResourceHistory
{
public:
    static constexpr qint64 kKeepMs = 10 * 60 * 1000;
    static constexpr double kNearLimit = 0.9;

    struct Point {
        qint64 ms = 0;
        double cpuPercent = 0;
        qint64 memoryBytes = 0;
        qint64 tasks = 0;
    };

    // A resource_sample event (its timestamp and fields).
    void add(const QJsonObject &sample);
    void clear();

    bool isEmpty() const { return m_points.empty(); }
    int size() const { return int(m_points.size()); }
    QList<QPointF> cpu() const;
    QList<QPointF> memory() const;
    QList<QPointF> tasks() const;
    const QJsonObject &latest() const { return m_latest; } // the newest "sandbox" object
    const QJsonArray &processes() const { return m_processes; }
    const QJsonArray &sessions() const { return m_sessions; }
    qint64 memoryLimit() const;
    qint64 taskLimit() const;
    // Whether the newest sample is at kNearLimit of the memory cap, of the task limit.
    bool memoryNearLimit() const;
    bool tasksNearLimit() const;

private:
    std::deque<Point> m_points;
    QJsonObject m_latest;
    QJsonArray m_processes;
    QJsonArray m_sessions;
};

} // namespace sandman
