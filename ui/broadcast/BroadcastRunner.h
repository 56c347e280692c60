// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "BroadcastResultModel.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>

#include <functional>
#include <optional>

namespace sandman {

class SandboxClient;

// Runs one command in every target of a BroadcastResultModel: at most concurrency() at once
// (0: all at once), each in its own session's shell, filling the row as it ends. With
// stop-on-failure the first failure stops the others (running ones are cancelled, queued ones
// skipped). A target whose sandbox goes away marks its own row only.
class BroadcastRunner : public QObject
{
    Q_OBJECT
public:
    explicit BroadcastRunner(BroadcastResultModel *model, QObject *parent = nullptr);
    ~BroadcastRunner() override;

    void setConcurrency(int limit) { m_concurrency = qMax(0, limit); }
    int concurrency() const { return m_concurrency; }
    void setStopOnFailure(bool stop) { m_stopOnFailure = stop; }
    bool stopOnFailure() const { return m_stopOnFailure; }
    // Per-command timeout; none: each session's own.
    void setTimeoutMs(std::optional<qint64> timeoutMs) { m_timeoutMs = timeoutMs; }

    // Fills the model with the targets and runs the command in them.
    void start(const QString &command, const QList<BroadcastTarget> &targets);
    // Runs the command again in the rows that did not succeed; false when there are none.
    bool rerunFailed();
    // Cancels the running commands; queued rows are skipped.
    void stop();
    // The sandbox of these rows is gone: its running and queued rows say so, the rest run on.
    void clientGone(SandboxClient *client, const QString &reason = QString());

    bool isRunning() const { return !m_running.isEmpty() || !m_queue.isEmpty(); }
    const QString &command() const { return m_command; }
    // Wall time of the last start() or rerunFailed() until its last row ended.
    qint64 wallTimeMs() const { return m_wallMs; }

signals:
    void started();
    void finished();

private:
    void pump();
    void launch(int row);
    void finishRow(int row, const BroadcastResultModel::Row &result);
    void failRemaining(BroadcastResultModel::State queuedState);
    void checkFinished();

    struct Running {
        std::function<void()> cancel;
        QElapsedTimer clock;
        bool cancelRequested = false;
    };
    BroadcastResultModel *m_model;
    QString m_command;
    int m_concurrency = 16;
    bool m_stopOnFailure = false;
    std::optional<qint64> m_timeoutMs;
    QList<int> m_queue;
    QHash<int, Running> m_running;
    QList<QMetaObject::Connection> m_watches; // the targets' clients going away
    quint64 m_generation = 0;
    QElapsedTimer m_wall;
    qint64 m_wallMs = -1;
};

} // namespace sandman
