// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FakeKubeRbac.h"
#include "FakeKubeResources.h"
#include "FakeKubeStore.h"

#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QSslConfiguration>
#include <QTcpServer>
#include <QUrl>

#include <functional>
#include <optional>

class QWebSocket;
class QWebSocketServer;

namespace sandman::test {

class FakeKubeGarbageCollector;
class FakeKubeHttpConnection;
class FakeKubeSpdySession;
struct FakeKubeHttpRequest;

// A Kubernetes API server double for what Sandman uses, following the documented API: legacy
// discovery (/api, /api/v1, /apis, the groups), CRUD + watch (chunked newline-delimited
// events, resourceVersion, 410 for a version older than the last compaction) of Sandbox (with
// v1beta1 and v1alpha1 served), SandboxTemplate, SandboxWarmPool, SandboxClaim, Secrets and
// Pods; merge-patch; 403 Status bodies worded like RBAC's; bearer-token auth (401); and
// pods/{name}/portforward over WebSocket (v4.channel.k8s.io) and, for kubectl, over SPDY/3.1
// (plain, or tunneled in a WebSocket as SPDY/3.1+portforward.k8s.io) on the same port, bridged
// to a real local sandman-agent. A small controller plays agent-sandbox: a Running Sandbox gets a
// pod and becomes Ready after readyDelayMs; Suspended deletes the pod.
// HTTP by default; HTTPS with Options::tls (client certificates then authenticate too).
class FakeKubeApiServer : public QObject
{
    Q_OBJECT
public:
    struct Options {
        QStringList sandboxVersions{QStringLiteral("v1beta1"), QStringLiteral("v1alpha1")};
        bool agentSandbox = true; // false: as a cluster without agent-sandbox installed
        std::optional<QSslConfiguration> tls;
        int readyDelayMs = 50;
    };

    explicit FakeKubeApiServer(QObject *parent = nullptr);
    explicit FakeKubeApiServer(Options options, QObject *parent = nullptr);
    ~FakeKubeApiServer() override;

    bool listen(QString *error = nullptr, quint16 port = 0);
    QUrl url() const;
    FakeKubeStore &store() { return m_store; }

    // Authentication: bearer tokens (or a validator for computed ones, e.g. from an exec
    // plugin) mapped to user names; client certificates by common name (HTTPS only).
    void addToken(const QByteArray &token, const QString &user);
    void removeToken(const QByteArray &token);
    void setTokenValidator(std::function<QString(const QByteArray &token)> validator);
    void addCertificateUser(const QString &commonName);
    void setAllowAnonymous(bool allow) { m_allowAnonymous = allow; }

    // RBAC refusals: verb (get, list, watch, create, update, patch, delete, "*") on resource
    // ("sandboxes", "secrets", "pods/portforward", "*"), for one user or everyone (empty).
    void deny(const QString &verb, const QString &resource, const QString &user = {});
    void clearDenials() { m_rbac.clear(); }
    // As if user were bound to a Role with these rules only: everything else is refused.
    void grant(const QString &user, const QList<FakeKubeRule> &rules) { m_rbac.grant(user, rules); }
    // "verb group/resource user" for every request refused so far.
    QStringList refusals() const { return m_rbac.refusals(); }
    // The garbage collector (on by default): objects go with their owners (ownerReferences).
    void setGarbageCollection(bool enabled);

    // Where pod port podPort of pod (or of every pod: "*") is served: a local agent's port.
    void setPodBackend(const QString &pod, quint16 podPort, quint16 localPort);
    void setReadyDelayMs(int ms) { m_options.readyDelayMs = ms; }
    // The sandbox's pod ends (Succeeded or Failed): Finished, as agent-sandbox reports it.
    void finishSandbox(const QString &ns, const QString &name, bool succeeded);

    // kubectl port-forward's SPDY/3.1 connections (plain or tunneled in a WebSocket) open now,
    // and the streams open in them; both drop to 0 when kubectl ends.
    int spdyConnections() const;
    int spdyStreams() const;
    // false: refuse kubectl's WebSocket tunnel (400), as a server before 1.30 does; kubectl
    // then falls back to the plain SPDY upgrade.
    void setSpdyTunnel(bool served) { m_spdyTunnel = served; }

    // A watch from a version before now must get 410 Gone from here on.
    void compact() { m_store.compact(); }
    // Ends every open watch stream (as the real server does after timeoutSeconds).
    void closeWatches();
    int openWatches() const;
    // "GET /apis/... user" for every request served, in order.
    QStringList requestLog() const { return m_log; }
    void clearRequestLog() { m_log.clear(); }

signals:
    void requestServed(const QString &line);
    void portForwardStreamsChanged();

public:
    static QString sandboxKey() { return QStringLiteral("agents.x-k8s.io/sandboxes"); }
    static QString podKey() { return QStringLiteral("/pods"); }
    static QString secretKey() { return QStringLiteral("/secrets"); }

private:
    struct Target;
    struct Watch;
    void onNewConnection();
    void onRequest(FakeKubeHttpConnection *connection, const FakeKubeHttpRequest &request);
    QString authenticate(FakeKubeHttpConnection *connection, const FakeKubeHttpRequest &request,
                         bool *ok) const;
    bool denied(const QString &user, const QString &verb, const Target &target);
    void refuse(FakeKubeHttpConnection *connection, const QString &user, const QString &verb,
                const Target &target);
    void serveResource(FakeKubeHttpConnection *connection, const FakeKubeHttpRequest &request,
                       const Target &target);
    void serveWatch(FakeKubeHttpConnection *connection, const FakeKubeHttpRequest &request,
                    const Target &target);
    void serveUpgrade(FakeKubeHttpConnection *connection, const FakeKubeHttpRequest &request,
                      const Target &target, const QString &user);
    void onWebSocket();
    quint16 backendPort(const QString &pod, quint16 podPort) const;
    FakeKubeSpdySession *newSpdySession(QObject *transport, const QString &pod);
    void startSpdySession(QTcpSocket *socket, const QString &pod);
    void startSpdyTunnel(QWebSocket *socket, const QString &pod);
    QJsonObject served(const Target &target, QJsonObject object) const;
    void scheduleReconcile(const QString &ns, const QString &name);
    void reconcile(const QString &ns, const QString &name);

    Options m_options;
    FakeKubeResources m_resources;
    FakeKubeStore m_store;
    QTcpServer *m_server = nullptr;
    QWebSocketServer *m_webSockets = nullptr;
    QHash<QByteArray, QString> m_tokens;
    std::function<QString(const QByteArray &)> m_tokenValidator;
    QSet<QString> m_certificateUsers;
    bool m_allowAnonymous = false;
    bool m_spdyTunnel = true;
    FakeKubeRbac m_rbac;
    FakeKubeGarbageCollector *m_collector;
    QHash<QString, quint16> m_backends; // "pod|port" -> local port
    QSet<QString> m_reconcilePending;
    QList<Watch *> m_watches;
    QList<QPointer<FakeKubeSpdySession>> m_spdySessions;
    QStringList m_log;
    int m_podCounter = 0;
};

} // namespace sandman::test
