// SPDX-License-Identifier: Apache-2.0
#include "ResourcesController.h"

#include "AuditDialog.h"
#include "ResourcesPane.h"
#include "client/EventSubscription.h"
#include "client/PortForward.h"
#include "client/ResourceClient.h"
#include "client/SandboxClient.h"
#include "client/Transport.h"
#include "sessions/SandboxConnection.h"

#include <QDesktopServices>
#include <QDockWidget>
#include <QSet>
#include <QUrl>

namespace sandman {

ResourcesController::ResourcesController(QWidget *window)
    : PaneController(window)
{
    m_dock = new QDockWidget(tr("Resources"), window);
    m_dock->setObjectName(QStringLiteral("resourcesDock"));
    m_pane = new ResourcesPane(m_dock);
    m_dock->setWidget(m_pane);
    connect(m_pane, &ResourcesPane::auditRequested, this, [this, window] {
        if (!m_current)
            return;
        auto *dialog = new AuditDialog(m_current, window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
        dialog->search();
    });
    connect(m_pane, &ResourcesPane::openPortRequested, this, &ResourcesController::openPort);
}

const ResourceHistory *ResourcesController::historyOf(SandboxConnection *connection) const
{
    const auto it = m_followed.constFind(connection);
    return it == m_followed.constEnd() ? nullptr : &it->history;
}

void ResourcesController::connectionAdded(SandboxConnection *connection)
{
    // Live events only: samples are never replayed, and a warning's state is in each sample.
    EventSubscription *subscription = connection->client()->subscribeEvents(-1);
    subscription->setParent(this);
    m_followed[connection].subscription = subscription;
    connect(subscription, &EventSubscription::eventReceived, this,
            [this, connection](const QJsonObject &event) { onEvent(connection, event); });
    // Ports change rarely: what is open now, then ports_changed.
    const QPointer<SandboxConnection> guard(connection);
    connect(subscription, &EventSubscription::subscribed, this, [this, guard] {
        if (!guard)
            return;
        ResourceClient(guard->client()).ports().then(this, [this, guard](const QJsonArray &ports) {
            if (guard && m_followed.contains(guard)) {
                m_followed[guard].ports = ports;
                if (guard == m_current)
                    showCurrent();
            }
        });
    });
    if (!m_current)
        currentSessionChanged(connection, QString());
}

void ResourcesController::connectionRemoved(SandboxConnection *connection)
{
    const Followed followed = m_followed.take(connection);
    delete followed.subscription.data();
    for (const QPointer<PortForward> &forward : followed.forwards)
        delete forward.data();
    if (m_current == connection) {
        m_current = nullptr;
        m_pane->setSandbox(QString());
    }
}

void ResourcesController::currentSessionChanged(SandboxConnection *connection, const QString &)
{
    if (connection == m_current)
        return;
    m_current = connection;
    m_pane->setSandbox(connection ? connection->name() : QString());
    showCurrent();
}

void ResourcesController::onEvent(SandboxConnection *connection, const QJsonObject &event)
{
    const auto it = m_followed.find(connection);
    if (it == m_followed.end())
        return;
    const QString type = event.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("resource_sample")) {
        it->history.add(event);
        // The session list's figures come from the same sample.
        QHash<QString, SandboxConnection::SessionUsage> usage;
        for (const QJsonValue &value : event.value(QStringLiteral("sessions")).toArray()) {
            const QJsonObject session = value.toObject();
            usage.insert(session.value(QStringLiteral("sessionId")).toString(),
                         {session.value(QStringLiteral("cpuPercent")).toDouble(),
                          session.value(QStringLiteral("rssBytes")).toInteger(),
                          session.value(QStringLiteral("processes")).toInt()});
        }
        connection->setSessionUsage(usage);
        it->hostNetwork = event.value(QStringLiteral("sandbox"))[QStringLiteral("netScope")].toString()
            == QLatin1String("host");
        emit sampled(connection, event);
    } else if (type == QLatin1String("ports_changed")) {
        it->ports = event.value(QStringLiteral("ports")).toArray();
        closeStaleForwards(*it);
    } else {
        return;
    }
    if (connection == m_current)
        showCurrent();
}

void ResourcesController::showCurrent()
{
    if (!m_current || !m_followed.contains(m_current))
        return;
    const Followed &followed = m_followed[m_current];
    if (!followed.history.isEmpty())
        m_pane->showHistory(followed.history);
    // A local sandbox on the machine's own network listens where a browser here can reach it.
    m_pane->setPorts(followed.ports,
                     (m_current->isLocal() && followed.hostNetwork)
                         || m_current->transport()->canForwardPorts());
}

void ResourcesController::openPort(int port)
{
    if (!m_current || !m_followed.contains(m_current))
        return;
    Followed &followed = m_followed[m_current];
    if (m_current->isLocal() && followed.hostNetwork) {
        QDesktopServices::openUrl(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port)));
        return;
    }
    PortForward *forward = followed.forwards.value(port);
    if (!forward || !forward->isOpen()) {
        forward = m_current->transport()->forwardPort(quint16(port), this);
        if (!forward)
            return;
        QString error;
        if (!forward->listen(&error)) {
            delete forward;
            m_pane->showPortMessage(tr("Cannot forward port %1: %2").arg(port).arg(error));
            return;
        }
        connect(forward, &PortForward::closed, forward, &QObject::deleteLater);
        connect(forward, &PortForward::tunnelFailed, m_pane, [this, port](const QString &message) {
            m_pane->showPortMessage(tr("Cannot reach port %1 in the sandbox: %2").arg(port).arg(message));
        });
        followed.forwards.insert(port, forward);
    }
    m_pane->showPortMessage(tr("Port %1 is forwarded to %2").arg(port).arg(forward->browserUrl().toString()));
    QDesktopServices::openUrl(forward->browserUrl());
}

void ResourcesController::closeStaleForwards(Followed &followed)
{
    QSet<int> listed;
    for (const QJsonValue &value : std::as_const(followed.ports))
        listed.insert(value[QStringLiteral("port")].toInt());
    for (auto it = followed.forwards.begin(); it != followed.forwards.end();) {
        if (!it.value() || !listed.contains(it.key())) {
            if (it.value())
                it.value()->close(); // deleted by its closed()
            it = followed.forwards.erase(it);
        } else {
            ++it;
        }
    }
}

} // namespace sandman
