// SPDX-License-Identifier: Apache-2.0
#include "ActivityController.h"

#include "ActivityModel.h"
#include "ActivityPane.h"
#include "client/EventSubscription.h"
#include "client/SandboxClient.h"
#include "files/ChangeSetDialog.h"
#include "sessions/SandboxConnection.h"

#include <QFutureWatcher>

namespace sandman {

namespace {
constexpr int kRefreshDelayMs = 50;

QString markKey(SandboxConnection *connection, const QString &commandId)
{
    return QString::number(quintptr(connection), 16) + QLatin1Char('/') + commandId;
}
} // namespace

ActivityController::ActivityController(QWidget *paneParent, QObject *parent)
    : QObject(parent)
    , m_model(new ActivityModel(this))
    , m_pane(new ActivityPane(m_model, paneParent))
{
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(kRefreshDelayMs);
    connect(&m_refreshTimer, &QTimer::timeout, this, [this] {
        const auto due = std::exchange(m_refreshDue, {});
        for (const QPointer<SandboxConnection> &connection : due)
            if (connection)
                connection->refresh();
    });
    connect(m_pane, &ActivityPane::rerunRequested, this, &ActivityController::rerun);
    connect(m_pane, &ActivityPane::cancelRequested, this, &ActivityController::cancel);
    connect(m_pane, &ActivityPane::changesRequested, this, [this](int row) {
        const ActivityRow &entry = m_model->rowAt(row);
        if (!entry.connection)
            return;
        ChangeSetDialog::showFor(entry.connection->client(), entry.id, entry.text, m_pane);
    });
    connect(m_pane, &ActivityPane::terminalRequested, this, [this](int row) {
        if (row < 0)
            return;
        const ActivityRow &entry = m_model->rowAt(row);
        if (entry.connection)
            emit terminalRequested(entry.connection, entry.sessionId);
    });
}

void ActivityController::addConnection(SandboxConnection *connection)
{
    if (m_subscriptions.contains(connection) || !connection->client())
        return;
    EventSubscription *subscription = connection->client()->subscribeEvents(0);
    m_subscriptions.insert(connection, subscription);
    connect(subscription, &EventSubscription::subscribed, this,
            [this, connection](const QString &clientId) { m_model->setOwnClientId(connection, clientId); });
    connect(subscription, &EventSubscription::eventReceived, this,
            [this, connection, subscription](const QJsonObject &event) {
                onEvent(connection, subscription, event);
            });
    connect(subscription, &EventSubscription::behind, this, [this, connection](qint64 missed) {
        // Said in the timeline, where the gap is; what was missed may have changed the sessions.
        m_model->addEvent(
            connection,
            {{QStringLiteral("type"), QStringLiteral("feed_behind")}, {QStringLiteral("missed"), missed}});
        refreshSoon(connection);
    });
    connect(connection, &QObject::destroyed, this, [this, connection] { removeConnection(connection); });
}

void ActivityController::removeConnection(SandboxConnection *connection)
{
    if (!m_subscriptions.contains(connection))
        return;
    delete m_subscriptions.take(connection).data();
    m_model->removeConnection(connection);
}

EventSubscription *ActivityController::subscriptionOf(SandboxConnection *connection) const
{
    return m_subscriptions.value(connection);
}

void ActivityController::onEvent(SandboxConnection *connection, EventSubscription *subscription,
                                 const QJsonObject &event)
{
    m_model->addEvent(connection, event);
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type.startsWith(QLatin1String("session_"))) {
        refreshSoon(connection);
        return;
    }
    // Another client's command marks its session busy in the list, as this window's own do
    // (those the window notes itself). History replayed at subscription is not live.
    const bool own = event.value(QStringLiteral("clientId")).toString() == subscription->clientId();
    const bool live = event.value(QStringLiteral("seq")).toInteger() > subscription->historyEndSeq();
    if (live && type.startsWith(QLatin1String("process_")))
        emit processesChanged(connection);
    if (live && type.startsWith(QLatin1String("sandbox_process_"))) {
        emit systemProcessEvent(connection, event);
        return;
    }
    const QString key = markKey(connection, event.value(QStringLiteral("commandId")).toString());
    if (type == QLatin1String("command_started") && !own && live) {
        const QString sessionId = event.value(QStringLiteral("sessionId")).toString();
        m_markedRunning.insert(key, sessionId);
        connection->noteCommandStarted(sessionId);
    } else if (type == QLatin1String("command_finished") && m_markedRunning.contains(key)) {
        connection->noteCommandFinished(m_markedRunning.take(key), false);
    }
}

void ActivityController::refreshSoon(SandboxConnection *connection)
{
    if (!m_refreshDue.contains(connection))
        m_refreshDue.append(connection);
    if (!m_refreshTimer.isActive())
        m_refreshTimer.start();
}

void ActivityController::rerun(int row)
{
    if (row < 0)
        return;
    const ActivityRow &entry = m_model->rowAt(row);
    if (!entry.connection || entry.kind != ActivityRow::Kind::Command)
        return;
    ExecOptions options;
    options.sessionId = entry.sessionId;
    // Fire and forget: the run shows up in the timeline through the feed like any other.
    entry.connection->client()
        ->exec(entry.text, options)
        .then([](const ExecResult &) {})
        .onFailed(this, [this](const SandboxException &e) {
            emit errorOccurred(tr("Could not run the command again: %1"), e.error());
        });
}

void ActivityController::cancel(int row)
{
    if (row < 0)
        return;
    const ActivityRow &entry = m_model->rowAt(row);
    if (!entry.connection || !entry.isActive())
        return;
    entry.connection->client()->cancelCommand(entry.id).onFailed(this, [this](const SandboxException &e) {
        emit errorOccurred(tr("Could not cancel the command: %1"), e.error());
    });
}

} // namespace sandman
