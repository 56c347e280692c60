// SPDX-License-Identifier: Apache-2.0
#include "BroadcastRunner.h"

#include "client/SandboxClient.h"
#include "log/ErrorText.h"

#include <QSet>

namespace sandman {

using State = BroadcastResultModel::State;
using Row = BroadcastResultModel::Row;

BroadcastRunner::BroadcastRunner(BroadcastResultModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model)
{ }

BroadcastRunner::~BroadcastRunner()
{
    ++m_generation; // late answers find nothing to update
    for (Running &running : m_running) {
        if (running.cancel)
            running.cancel();
    }
}

void BroadcastRunner::start(const QString &command, const QList<BroadcastTarget> &targets)
{
    stop();
    ++m_generation;
    m_running.clear();
    m_queue.clear();
    m_command = command;
    m_model->setTargets(targets);
    // A sandbox that leaves the window takes its client along: its rows say so at once.
    for (const QMetaObject::Connection &watch : std::exchange(m_watches, {}))
        disconnect(watch);
    QSet<SandboxClient *> clients;
    for (const BroadcastTarget &target : targets) {
        if (target.client && !clients.contains(target.client)) {
            clients.insert(target.client);
            m_watches.append(
                connect(target.client, &QObject::destroyed, this, [this] { clientGone(nullptr); }));
        }
    }
    for (int row = 0; row < targets.size(); ++row)
        m_queue.append(row);
    m_wall.start();
    m_wallMs = -1;
    emit started();
    pump();
    checkFinished();
}

bool BroadcastRunner::rerunFailed()
{
    if (isRunning() || m_command.isEmpty())
        return false;
    ++m_generation;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (BroadcastResultModel::isFailure(m_model->row(row).state)) {
            m_model->resetRow(row);
            m_queue.append(row);
        }
    }
    if (m_queue.isEmpty())
        return false;
    m_wall.start();
    m_wallMs = -1;
    emit started();
    pump();
    return true;
}

void BroadcastRunner::stop()
{
    failRemaining(State::Cancelled);
}

void BroadcastRunner::failRemaining(State queuedState)
{
    for (int row : std::exchange(m_queue, {})) {
        Row result = m_model->row(row);
        result.state = queuedState;
        m_model->updateRow(row, result);
    }
    // Their answers (cancelled) come later and finish the rows.
    const QList<int> rows = m_running.keys();
    for (int row : rows) {
        Running &running = m_running[row];
        running.cancelRequested = true;
        if (running.cancel)
            running.cancel();
    }
    checkFinished();
}

void BroadcastRunner::clientGone(SandboxClient *client, const QString &reason)
{
    const QString why = reason.isEmpty() ? tr("The sandbox was disconnected.") : reason;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const Row &current = m_model->row(row);
        if (current.target.client != client && !current.target.client.isNull())
            continue;
        if (BroadcastResultModel::isFinal(current.state))
            continue;
        Row result = current;
        result.state = State::Disconnected;
        result.message = why;
        if (m_running.contains(row))
            result.durationMs = m_running.value(row).clock.elapsed();
        m_queue.removeAll(row);
        m_running.remove(row);
        m_model->updateRow(row, result);
    }
    pump();
    checkFinished();
}

void BroadcastRunner::pump()
{
    while (!m_queue.isEmpty() && (m_concurrency == 0 || m_running.size() < m_concurrency))
        launch(m_queue.takeFirst());
}

void BroadcastRunner::launch(int row)
{
    Row current = m_model->row(row);
    SandboxClient *client = current.target.client;
    if (!client) {
        current.state = State::Disconnected;
        current.message = tr("The sandbox is not connected.");
        m_model->updateRow(row, current);
        return;
    }
    current.state = State::Running;
    m_model->updateRow(row, current);
    Running &running = m_running[row];
    running.clock.start();
    ExecOptions options;
    options.sessionId = current.target.sessionId;
    options.timeoutMs = m_timeoutMs;
    const quint64 generation = m_generation;
    const auto stale
        = [this, generation, row] { return generation != m_generation || !m_running.contains(row); };
    client->exec(m_command, options, &running.cancel)
        .then(this,
              [this, row, stale](const ExecResult &result) {
                  if (stale())
                      return;
                  Row done = m_model->row(row);
                  done.exitCode = result.exitCode;
                  done.durationMs = result.durationMs;
                  done.stdoutText = QString::fromUtf8(result.stdoutData);
                  done.stderrText = QString::fromUtf8(result.stderrData);
                  done.state = result.cancelled ? State::Cancelled
                      : result.timedOut         ? State::TimedOut
                      : result.exitCode == 0    ? State::Succeeded
                                                : State::Failed;
                  finishRow(row, done);
              })
        .onFailed(this,
                  [this, row, stale](const SandboxException &e) {
                      if (stale())
                          return;
                      Row done = m_model->row(row);
                      done.durationMs = m_running.value(row).clock.elapsed();
                      // A command stopped before its shell took it fails instead of ending cancelled.
                      done.state = m_running.value(row).cancelRequested ? State::Cancelled
                          : e.code() == ErrorCode::ConnectionLost       ? State::Disconnected
                                                                        : State::Error;
                      done.message = ErrorText::withDetails(e.error());
                      finishRow(row, done);
                  })
        .onCanceled(this, [this, row, stale] {
            if (stale())
                return;
            Row done = m_model->row(row);
            done.durationMs = m_running.value(row).clock.elapsed();
            done.state = State::Disconnected;
            done.message = tr("The connection ended before the command did.");
            finishRow(row, done);
        });
}

void BroadcastRunner::finishRow(int row, const Row &result)
{
    m_running.remove(row);
    m_model->updateRow(row, result);
    if (m_stopOnFailure && BroadcastResultModel::isFailure(result.state) && result.state != State::Cancelled)
        failRemaining(State::Skipped);
    pump();
    checkFinished();
}

void BroadcastRunner::checkFinished()
{
    if (isRunning() || m_wallMs >= 0 || !m_wall.isValid())
        return;
    m_wallMs = m_wall.elapsed();
    emit finished();
}

} // namespace sandman
