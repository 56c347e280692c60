// SPDX-License-Identifier: Apache-2.0
#include "cluster/KubeSandboxWatcher.h"

#include "cluster/KubeApiClient.h"
#include "cluster/KubeCredentials.h"
#include "cluster/KubeException.h"
#include "cluster/KubeWatch.h"

#include <QJsonArray>
#include <QSet>

namespace sandman {

KubeSandboxWatcher::KubeSandboxWatcher(KubeApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &KubeSandboxWatcher::list);
}

KubeSandboxWatcher::~KubeSandboxWatcher()
{
    stop();
}

void KubeSandboxWatcher::start()
{
    if (m_running)
        return;
    m_running = true;
    list();
}

void KubeSandboxWatcher::stop()
{
    m_running = false;
    m_retry.stop();
    if (m_watch) {
        m_watch->disconnect(this);
        m_watch->abort();
        m_watch->deleteLater();
    }
}

std::optional<KubeSandboxInfo> KubeSandboxWatcher::sandbox(const QString &name) const
{
    const auto it = m_sandboxes.constFind(name);
    if (it == m_sandboxes.cend())
        return std::nullopt;
    return *it;
}

void KubeSandboxWatcher::list()
{
    if (!m_running)
        return;
    QPointer<KubeSandboxWatcher> self(this);
    m_client->listSandboxes()
        .then(this,
              [this](const QJsonObject &list) {
                  if (!m_running)
                      return;
                  ++m_lists;
                  m_failures = 0;
                  QSet<QString> seen;
                  for (const QJsonValue &item : list.value(QStringLiteral("items")).toArray()) {
                      const KubeSandboxInfo info = KubeSandboxInfo::fromObject(item.toObject());
                      seen.insert(info.name);
                      upsert(info);
                  }
                  // After a relist: whatever vanished meanwhile is gone.
                  const QStringList names = m_sandboxes.keys();
                  for (const QString &name : names)
                      if (!seen.contains(name)) {
                          m_sandboxes.remove(name);
                          emit removed(name);
                      }
                  m_resourceVersion = list.value(QStringLiteral("metadata"))
                                          .toObject()
                                          .value(QStringLiteral("resourceVersion"))
                                          .toString();
                  m_synced = true;
                  emit synced();
                  watch();
              })
        .onFailed(this, [this](const KubeException &e) { fail(e.message()); })
        .onFailed(this, [this](const std::exception &e) { fail(QString::fromUtf8(e.what())); });
}

void KubeSandboxWatcher::watch()
{
    if (!m_running)
        return;
    if (m_watch) {
        m_watch->disconnect(this);
        m_watch->deleteLater();
    }
    m_watch = m_client->watchSandboxes(m_resourceVersion, this);
    if (!m_watch) {
        fail(QString());
        return;
    }
    connect(m_watch, &KubeWatch::event, this, &KubeSandboxWatcher::onEvent);
    connect(m_watch, &KubeWatch::gone, this, [this] {
        m_resourceVersion.clear();
        list();
    });
    connect(m_watch, &KubeWatch::refused, this, [this](int status, const QString &) {
        if (status == 401)
            m_client->credentials()->invalidate(); // the relist after the failure refreshes
    });
    connect(m_watch, &KubeWatch::finished, this, &KubeSandboxWatcher::onWatchFinished);
}

void KubeSandboxWatcher::onEvent(const QString &type, const QJsonObject &object)
{
    if (type == QLatin1String("BOOKMARK")) {
        m_resourceVersion = object.value(QStringLiteral("metadata"))
                                .toObject()
                                .value(QStringLiteral("resourceVersion"))
                                .toString();
        return;
    }
    const KubeSandboxInfo info = KubeSandboxInfo::fromObject(object);
    if (!info.resourceVersion.isEmpty())
        m_resourceVersion = info.resourceVersion;
    if (type == QLatin1String("DELETED")) {
        if (m_sandboxes.remove(info.name))
            emit removed(info.name);
        return;
    }
    upsert(info);
}

void KubeSandboxWatcher::upsert(const KubeSandboxInfo &info)
{
    auto it = m_sandboxes.find(info.name);
    if (it == m_sandboxes.end()) {
        m_sandboxes.insert(info.name, info);
        emit added(info);
    } else if (it->resourceVersion != info.resourceVersion || it->uid != info.uid) {
        *it = info;
        emit changed(info);
    }
}

void KubeSandboxWatcher::onWatchFinished(const QString &error)
{
    if (!m_running)
        return;
    if (error.isEmpty()) {
        watch(); // the server ended the watch on schedule: resume from the last version
        return;
    }
    fail(error);
}

void KubeSandboxWatcher::fail(const QString &message)
{
    if (!m_running)
        return;
    if (!message.isEmpty())
        emit errorOccurred(message);
    // Back off 1 s, 2 s, 4 s ... up to 30 s; the retry lists again (nothing is missed).
    const int delay = qMin(30000, m_retryDelayMs << qMin(m_failures, 5));
    ++m_failures;
    m_retry.start(delay);
}

} // namespace sandman
