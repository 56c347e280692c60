// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cluster/KubeSandboxInfo.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace sandman {

class KubeApiClient;
class KubeWatch;

// The live set of sandboxes in a namespace: list, then watch from the list's resourceVersion;
// a watch the server ends is resumed from the last version seen (BOOKMARKs included), a 410
// Gone lists again and reports only the differences; a failure is reported and retried with
// backoff. Emits added/changed/removed, so a model can follow without polling.
class KubeSandboxWatcher : public QObject
{
    Q_OBJECT
public:
    explicit KubeSandboxWatcher(KubeApiClient *client, QObject *parent = nullptr);
    ~KubeSandboxWatcher() override;

    void start();
    void stop();
    bool isSynced() const { return m_synced; }
    QList<KubeSandboxInfo> sandboxes() const { return m_sandboxes.values(); }
    std::optional<KubeSandboxInfo> sandbox(const QString &name) const;
    QString resourceVersion() const { return m_resourceVersion; }
    int listCount() const { return m_lists; } // lists done (1 + relists after 410 / errors)
    void setRetryDelayMs(int ms) { m_retryDelayMs = ms; }

signals:
    void added(const KubeSandboxInfo &sandbox);
    void changed(const KubeSandboxInfo &sandbox);
    void removed(const QString &name);
    // The first list (and each relist) has been applied.
    void synced();
    void errorOccurred(const QString &message);

private:
    void list();
    void watch();
    void onEvent(const QString &type, const QJsonObject &object);
    void onWatchFinished(const QString &error);
    void fail(const QString &message);
    void upsert(const KubeSandboxInfo &info);

    KubeApiClient *m_client;
    QHash<QString, KubeSandboxInfo> m_sandboxes;
    QPointer<KubeWatch> m_watch;
    QString m_resourceVersion;
    QTimer m_retry;
    bool m_running = false;
    bool m_synced = false;
    int m_lists = 0;
    int m_retryDelayMs = 1000;
    int m_failures = 0;
};

} // namespace sandman
