// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cluster/KubeConfigEntries.h"
#include "cluster/KubeDiscovery.h"
#include "cluster/KubeSandboxSpec.h"

#include <QFuture>
#include <QJsonObject>
#include <QMap>
#include <QNetworkRequest>
#include <QObject>
#include <QSslConfiguration>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

namespace sandman {

class KubeCredentials;
class KubeWatch;

// Asynchronous REST client for one kubeconfig context: TLS with the cluster's CA (or the
// kubeconfig's insecure-skip-tls-verify), credentials from KubeCredentials (refreshed once
// and retried on a 401), JSON in and out. Failures come back as KubeException with a
// sentence naming what was refused (verb and resource for RBAC, the server for
// unreachable, agent-sandbox for a group that is not served).
class KubeApiClient : public QObject
{
    Q_OBJECT
public:
    explicit KubeApiClient(const KubeEndpoint &endpoint, QObject *parent = nullptr);
    ~KubeApiClient() override;

    const KubeEndpoint &endpoint() const { return m_endpoint; }
    QString ns() const { return m_endpoint.ns(); }
    QUrl serverUrl() const { return m_server; }
    KubeCredentials *credentials() const { return m_credentials; }
    // The cluster's trust (CA, verify mode) plus the client certificate if any.
    QSslConfiguration sslConfiguration() const;
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }

    // One request. verb: GET/POST/PUT/PATCH/DELETE; path: /api/... or /apis/... (with query);
    // resource: "sandboxes" etc. and verbName "list"/"create"... name what was attempted in
    // a Forbidden message when the Status body does not.
    QFuture<QJsonObject> call(const QByteArray &verb, const QString &path, const QJsonObject &body = {},
                              const QByteArray &contentType = "application/json");

    // /apis: is agent-sandbox installed and which versions (v1beta1 preferred, then v1alpha1).
    // Remembered for the calls below (they run discovery first if it has not run).
    QFuture<KubeDiscovery> discover();
    KubeDiscovery discovery() const { return m_discovery; }
    QString sandboxApiVersion() const; // "agents.x-k8s.io/v1beta1"

    QFuture<QJsonObject> listSandboxes();
    // Starts a watch of the namespace's sandboxes from resourceVersion (nullptr only if
    // discovery has not run: call discover() / listSandboxes() first).
    KubeWatch *watchSandboxes(const QString &resourceVersion, QObject *parent = nullptr);
    QFuture<QJsonObject> getSandbox(const QString &name);
    // Creates the token Secret (random token, or the one given), then the Sandbox, then makes
    // the Secret owned by the Sandbox (see KubeTokenSecret). The Secret comes first so the pod
    // never starts without its token; it is deleted again if the Sandbox is refused.
    QFuture<QJsonObject> createSandbox(const KubeSandboxSpec &spec, const QByteArray &token = {});
    // Deletes the Sandbox and then the token Secret Sandman made for it, without waiting for
    // the garbage collector (it may be slow or off, and an older Sandman set no owner).
    QFuture<QJsonObject> deleteSandbox(const QString &name);
    // v1beta1: spec.operatingMode Suspended/Running; v1alpha1: spec.replicas 0/1.
    QFuture<QJsonObject> setSandboxSuspended(const QString &name, bool suspended);
    QFuture<QJsonObject> listSandboxTemplates();

    // The Secret's data, base64-decoded.
    QFuture<QMap<QString, QByteArray>> readSecret(const QString &name);
    QFuture<QJsonObject> getPod(const QString &name);
    // The pod behind a sandbox, when it is Running and Ready; else KubeException PodNotReady.
    QFuture<QString> readyPodOf(const QString &sandboxName);

    // A WebSocket request (wss:// or ws://) for a path on the server with the credentials
    // applied; the credentials must be current (see credentials()->refresh()).
    QNetworkRequest webSocketRequest(const QString &pathAndQuery) const;
    QString namespacedPath(const QString &group, const QString &version, const QString &resource,
                           const QString &name = {}) const;

signals:
    // Discovery finished (or failed): for status displays.
    void discovered(const KubeDiscovery &discovery);

private:
    struct Pending;
    void start(std::shared_ptr<Pending> pending);
    void send(std::shared_ptr<Pending> pending);
    void onReplyFinished(std::shared_ptr<Pending> pending, QNetworkReply *reply);
    QNetworkRequest request(const QString &pathAndQuery) const;
    QFuture<QJsonObject> withDiscovery(std::function<QFuture<QJsonObject>()> call);
    QFuture<QJsonObject> createTokenSecret(const KubeSandboxSpec &spec, const QByteArray &token);
    QFuture<QJsonObject> deleteTokenSecret(const QString &secretName, const QString &sandboxName,
                                           const QString &sandboxUid);

    KubeEndpoint m_endpoint;
    QUrl m_server;
    QSslConfiguration m_ssl;
    KubeCredentials *m_credentials;
    QNetworkAccessManager *m_network;
    KubeDiscovery m_discovery;
    bool m_discovered = false;
    int m_timeoutMs = 30000;
};

} // namespace sandman
