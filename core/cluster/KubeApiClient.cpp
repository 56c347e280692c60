// SPDX-License-Identifier: Apache-2.0
#include "cluster/KubeApiClient.h"

#include "cluster/KubeCredentials.h"
#include "cluster/KubeException.h"
#include "cluster/KubeRequestTarget.h"
#include "cluster/KubeSandboxInfo.h"
#include "cluster/KubeTokenSecret.h"
#include "cluster/KubeWatch.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPromise>
#include <QRandomGenerator>
#include <QTimer>

namespace sandman {

namespace {

const QString SandboxGroup = QStringLiteral("agents.x-k8s.io");
const QString ExtensionsGroup = QStringLiteral("extensions.agents.x-k8s.io");

QString preferredVersion(const QStringList &versions)
{
    for (const char *v : {"v1beta1", "v1alpha1"})
        if (versions.contains(QLatin1String(v)))
            return QString::fromLatin1(v);
    return {};
}

} // namespace

struct KubeApiClient::Pending {
    QByteArray verb;
    QString path;
    QByteArray body;
    QByteArray contentType;
    bool retriedAuth = false;
    QPromise<QJsonObject> promise;
};

KubeApiClient::KubeApiClient(const KubeEndpoint &endpoint, QObject *parent)
    : QObject(parent)
    , m_endpoint(endpoint)
    , m_server(QUrl(endpoint.cluster.server))
    , m_ssl(QSslConfiguration::defaultConfiguration())
    , m_credentials(new KubeCredentials(endpoint.user, endpoint.cluster, this))
    , m_network(new QNetworkAccessManager(this))
{
    const KubeCluster &cluster = endpoint.cluster;
    QByteArray ca = cluster.certificateAuthorityData;
    if (ca.isEmpty() && !cluster.certificateAuthorityFile.isEmpty()) {
        QFile file(cluster.certificateAuthorityFile);
        if (file.open(QIODevice::ReadOnly))
            ca = file.readAll();
    }
    // As kubectl: a cluster CA replaces the system's trust for this server.
    if (!ca.isEmpty())
        m_ssl.setCaCertificates(QSslCertificate::fromData(ca, QSsl::Pem));
    if (cluster.insecureSkipTlsVerify)
        m_ssl.setPeerVerifyMode(QSslSocket::VerifyNone);
    // Kubernetes API servers speak HTTP/2 and 1.1; 1.1 keeps watches on their own connection.
    m_network->setAutoDeleteReplies(false);
}

KubeApiClient::~KubeApiClient() = default;

QSslConfiguration KubeApiClient::sslConfiguration() const
{
    QSslConfiguration ssl = m_ssl;
    m_credentials->applyTo(ssl);
    return ssl;
}

QNetworkRequest KubeApiClient::request(const QString &pathAndQuery) const
{
    QUrl url = m_server;
    const QString base = url.path().endsWith(QLatin1Char('/')) ? url.path().chopped(1) : url.path();
    const int q = pathAndQuery.indexOf(QLatin1Char('?'));
    url.setPath(base + (q < 0 ? pathAndQuery : pathAndQuery.left(q)));
    if (q >= 0)
        url.setQuery(pathAndQuery.mid(q + 1));
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    request.setRawHeader("Accept", "application/json");
    request.setRawHeader("User-Agent", "sandman");
    if (url.scheme() == QLatin1String("https"))
        request.setSslConfiguration(sslConfiguration());
    m_credentials->applyTo(request);
    return request;
}

QNetworkRequest KubeApiClient::webSocketRequest(const QString &pathAndQuery) const
{
    QNetworkRequest r = request(pathAndQuery);
    QUrl url = r.url();
    url.setScheme(url.scheme() == QLatin1String("https") ? QStringLiteral("wss") : QStringLiteral("ws"));
    r.setUrl(url);
    return r;
}

QString KubeApiClient::namespacedPath(const QString &group, const QString &version, const QString &resource,
                                      const QString &name) const
{
    QString path = group.isEmpty() ? QStringLiteral("/api/%1").arg(version)
                                   : QStringLiteral("/apis/%1/%2").arg(group, version);
    path += QStringLiteral("/namespaces/%1/%2").arg(ns(), resource);
    if (!name.isEmpty())
        path += QLatin1Char('/') + QString::fromLatin1(QUrl::toPercentEncoding(name));
    return path;
}

QFuture<QJsonObject> KubeApiClient::call(const QByteArray &verb, const QString &path, const QJsonObject &body,
                                         const QByteArray &contentType)
{
    auto pending = std::make_shared<Pending>();
    pending->verb = verb;
    pending->path = path;
    if (!body.isEmpty())
        pending->body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    pending->contentType = contentType;
    pending->promise.start();
    QFuture<QJsonObject> future = pending->promise.future();
    start(pending);
    return future;
}

void KubeApiClient::start(std::shared_ptr<Pending> pending)
{
    m_credentials->withCurrent(
        this, [=] { send(pending); },
        [=](const QString &why) {
            pending->promise.setException(KubeException(KubeException::Kind::Credentials, why));
            pending->promise.finish();
        });
}

void KubeApiClient::send(std::shared_ptr<Pending> pending)
{
    QNetworkRequest r = request(pending->path);
    r.setTransferTimeout(m_timeoutMs);
    if (!pending->body.isEmpty())
        r.setHeader(QNetworkRequest::ContentTypeHeader, pending->contentType);
    QNetworkReply *reply = m_network->sendCustomRequest(r, pending->verb, pending->body);
    connect(reply, &QNetworkReply::finished, this, [=] { onReplyFinished(pending, reply); });
}

void KubeApiClient::onReplyFinished(std::shared_ptr<Pending> pending, QNetworkReply *reply)
{
    reply->deleteLater();
    const QVariant statusAttribute = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    const QByteArray raw = reply->readAll();
    const QJsonObject json = QJsonDocument::fromJson(raw).object();
    auto fail = [&](KubeException::Kind kind, const QString &message, int status = 0) {
        pending->promise.setException(
            KubeException(kind, message, status, json.value(QStringLiteral("reason")).toString()));
        pending->promise.finish();
    };
    if (!statusAttribute.isValid()) {
        fail(KubeException::Kind::Unreachable,
             tr("Cannot reach the Kubernetes API server %1: %2")
                 .arg(m_server.toString(), reply->errorString()));
        return;
    }
    const int status = statusAttribute.toInt();
    if (status >= 200 && status < 300) {
        pending->promise.addResult(json);
        pending->promise.finish();
        return;
    }
    if (status == 401 && !pending->retriedAuth && m_credentials->canRefresh()) {
        pending->retriedAuth = true;
        m_credentials->invalidate();
        start(pending);
        return;
    }
    const KubeRequestTarget target = KubeRequestTarget::parse(pending->verb, pending->path);
    const bool agentGroup = target.group == SandboxGroup || target.group == ExtensionsGroup;
    if (status == 404 && agentGroup && json.value(QStringLiteral("details")).toObject().isEmpty()) {
        fail(KubeException::Kind::NotInstalled,
             tr("agent-sandbox is not installed on this cluster: the API server does not serve %1.")
                 .arg(target.group + QLatin1Char('/') + target.version + QLatin1Char(' ') + target.resource),
             status);
        return;
    }
    const auto [kind, message] = KubeRequestTarget::describeFailure(target, status, json, raw, m_endpoint);
    fail(kind, message, status);
}

QFuture<KubeDiscovery> KubeApiClient::discover()
{
    return call("GET", QStringLiteral("/apis")).then(this, [this](const QJsonObject &groups) {
        KubeDiscovery d;
        for (const QJsonValue &g : groups.value(QStringLiteral("groups")).toArray()) {
            const QJsonObject group = g.toObject();
            const QString name = group.value(QStringLiteral("name")).toString();
            QStringList versions;
            for (const QJsonValue &v : group.value(QStringLiteral("versions")).toArray())
                versions << v.toObject().value(QStringLiteral("version")).toString();
            if (name == SandboxGroup)
                d.sandboxVersions = versions;
            else if (name == ExtensionsGroup)
                d.extensionVersions = versions;
        }
        d.sandboxVersion = preferredVersion(d.sandboxVersions);
        d.extensionVersion = preferredVersion(d.extensionVersions);
        m_discovery = d;
        m_discovered = true;
        emit discovered(d);
        if (!d.agentSandboxInstalled())
            throw KubeException(KubeException::Kind::NotInstalled,
                                tr("agent-sandbox is not installed on this cluster: the API server does not "
                                   "serve the %1 API group.")
                                    .arg(SandboxGroup));
        return d;
    });
}

QString KubeApiClient::sandboxApiVersion() const
{
    return SandboxGroup + QLatin1Char('/') + m_discovery.sandboxVersion;
}

QFuture<QJsonObject> KubeApiClient::withDiscovery(std::function<QFuture<QJsonObject>()> next)
{
    if (m_discovered && m_discovery.agentSandboxInstalled())
        return next();
    return discover().then(this, [next](const KubeDiscovery &) { return next(); }).unwrap();
}

QFuture<QJsonObject> KubeApiClient::listSandboxes()
{
    return withDiscovery([this] {
        return call("GET",
                    namespacedPath(SandboxGroup, m_discovery.sandboxVersion, QStringLiteral("sandboxes")));
    });
}

KubeWatch *KubeApiClient::watchSandboxes(const QString &resourceVersion, QObject *parent)
{
    if (!m_discovered || !m_discovery.agentSandboxInstalled())
        return nullptr;
    auto *watch = new KubeWatch(parent);
    QString path = namespacedPath(SandboxGroup, m_discovery.sandboxVersion, QStringLiteral("sandboxes"))
        + QStringLiteral("?watch=1&allowWatchBookmarks=true");
    if (!resourceVersion.isEmpty())
        path += QStringLiteral("&resourceVersion=") + resourceVersion;
    QPointer<KubeWatch> guard(watch);
    auto open = [this, guard, path] {
        if (!guard)
            return;
        QNetworkRequest r = request(path);
        r.setTransferTimeout(0); // a watch is quiet for as long as nothing changes
        guard->attach(m_network->get(r));
    };
    // Opened from the event loop, so the caller can connect to the watch first.
    QTimer::singleShot(0, watch, [this, guard, open] {
        if (guard)
            m_credentials->withCurrent(guard, open,
                                       [guard](const QString &why) { emit guard->finished(why); });
    });
    return watch;
}

QFuture<QJsonObject> KubeApiClient::getSandbox(const QString &name)
{
    return withDiscovery([this, name] {
        return call(
            "GET",
            namespacedPath(SandboxGroup, m_discovery.sandboxVersion, QStringLiteral("sandboxes"), name));
    });
}

QFuture<QJsonObject> KubeApiClient::createSandbox(const KubeSandboxSpec &spec, const QByteArray &token)
{
    QByteArray secret = token;
    if (secret.isEmpty()) {
        QByteArray random(32, Qt::Uninitialized);
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(random.data()), random.size() / 4);
        secret = random.toHex();
    }
    return withDiscovery([this, spec, secret] {
        const QString secretPath
            = namespacedPath({}, QStringLiteral("v1"), QStringLiteral("secrets"), spec.secretName());
        return createTokenSecret(spec, secret)
            .then(this,
                  [this, spec, secretPath](const QJsonObject &) {
                      return call("POST",
                                  namespacedPath(SandboxGroup, m_discovery.sandboxVersion,
                                                 QStringLiteral("sandboxes")),
                                  spec.toSandbox(m_discovery.sandboxVersion))
                          .onFailed(this, [this, secretPath](const KubeException &e) -> QJsonObject {
                              call("DELETE", secretPath); // no sandbox: no Secret for it
                              throw e;
                          });
                  })
            .unwrap()
            .then(this,
                  [this, secretPath](QJsonObject sandbox) {
                      if (!sandbox.contains(QStringLiteral("apiVersion")))
                          sandbox.insert(QStringLiteral("apiVersion"), sandboxApiVersion());
                      if (!sandbox.contains(QStringLiteral("kind")))
                          sandbox.insert(QStringLiteral("kind"), QStringLiteral("Sandbox"));
                      // Not fatal: the sandbox works, and Delete Sandbox removes an unowned Secret too.
                      return call("PATCH", secretPath, KubeTokenSecret::ownerPatch(sandbox),
                                  "application/merge-patch+json")
                          .then([sandbox](const QJsonObject &) { return sandbox; })
                          .onFailed([sandbox] { return sandbox; });
                  })
            .unwrap();
    });
}

QFuture<QJsonObject> KubeApiClient::createTokenSecret(const KubeSandboxSpec &spec, const QByteArray &token)
{
    const QString secrets = namespacedPath({}, QStringLiteral("v1"), QStringLiteral("secrets"));
    const QString path
        = namespacedPath({}, QStringLiteral("v1"), QStringLiteral("secrets"), spec.secretName());
    const QJsonObject secret = KubeTokenSecret::object(spec.secretName(), token, spec.name);
    // A Secret of Sandman's left behind by a sandbox of this name that is gone (an older
    // Sandman did not delete it) is replaced; any other existing Secret stays a conflict.
    const auto leftBehind = [this, spec, path](const KubeException &conflict) {
        return call("GET", path)
            .then(this,
                  [this, spec, conflict](const QJsonObject &existing) {
                      const bool owned = existing.value(QStringLiteral("metadata"))
                                             .toObject()
                                             .contains(QStringLiteral("ownerReferences"));
                      if (owned || !KubeTokenSecret::belongsTo(existing, spec.name, {}))
                          throw conflict;
                      return getSandbox(spec.name);
                  })
            .unwrap()
            .then(this,
                  [this, path, conflict](QFuture<QJsonObject> sandbox) {
                      try {
                          sandbox.result();
                      } catch (const KubeException &e) {
                          if (e.kind() == KubeException::Kind::NotFound)
                              return call("DELETE", path);
                      }
                      throw conflict; // its sandbox is still there (or cannot be asked about)
                  })
            .unwrap();
    };
    return call("POST", secrets, secret)
        .then(this,
              [this, secrets, secret, leftBehind](QFuture<QJsonObject> created) {
                  try {
                      return QtFuture::makeReadyFuture(created.result());
                  } catch (const KubeException &e) {
                      if (e.kind() != KubeException::Kind::Conflict)
                          throw;
                      return leftBehind(e)
                          .then(this,
                                [this, secrets, secret](const QJsonObject &) {
                                    return call("POST", secrets, secret);
                                })
                          .unwrap();
                  }
              })
        .unwrap();
}

QFuture<QJsonObject> KubeApiClient::deleteSandbox(const QString &name)
{
    return getSandbox(name)
        .then(this,
              [this, name](const QJsonObject &sandbox) {
                  const QString secretName = KubeTokenSecret::createdFor(sandbox);
                  const QString uid = sandbox.value(QStringLiteral("metadata"))
                                          .toObject()
                                          .value(QStringLiteral("uid"))
                                          .toString();
                  return call("DELETE",
                              namespacedPath(SandboxGroup, m_discovery.sandboxVersion,
                                             QStringLiteral("sandboxes"), name))
                      .then(this,
                            [this, name, secretName, uid](const QJsonObject &status) {
                                if (secretName.isEmpty())
                                    return QtFuture::makeReadyFuture(status);
                                return deleteTokenSecret(secretName, name, uid)
                                    .then([status](const QJsonObject &) { return status; });
                            })
                      .unwrap();
              })
        .unwrap();
}

QFuture<QJsonObject> KubeApiClient::deleteTokenSecret(const QString &secretName, const QString &sandboxName,
                                                      const QString &sandboxUid)
{
    const QString path = namespacedPath({}, QStringLiteral("v1"), QStringLiteral("secrets"), secretName);
    const auto notGone = [this, sandboxName, secretName](const KubeException &e) -> QJsonObject {
        if (e.kind() == KubeException::Kind::NotFound)
            return {}; // gone already (the garbage collector was first)
        throw KubeException(e.kind(),
                            tr("Sandbox “%1” was deleted, but not its token Secret “%2”: %3")
                                .arg(sandboxName, secretName, e.message()),
                            e.httpStatus(), KubeTokenSecret::leftBehindReason());
    };
    return call("GET", path)
        .then(this,
              [this, path, sandboxName, sandboxUid](const QJsonObject &secret) {
                  if (!KubeTokenSecret::belongsTo(secret, sandboxName, sandboxUid))
                      return QtFuture::makeReadyFuture(QJsonObject()); // someone else's: left alone
                  return call("DELETE", path);
              })
        .unwrap()
        .onFailed(this, notGone);
}

QFuture<QJsonObject> KubeApiClient::setSandboxSuspended(const QString &name, bool suspended)
{
    return withDiscovery([this, name, suspended] {
        // v1alpha1 has no operatingMode: a suspended sandbox is one scaled to 0 replicas.
        const QJsonObject spec = m_discovery.sandboxVersion == QLatin1String("v1alpha1")
            ? QJsonObject{{QStringLiteral("replicas"), suspended ? 0 : 1}}
            : QJsonObject{{QStringLiteral("operatingMode"),
                           suspended ? QStringLiteral("Suspended") : QStringLiteral("Running")}};
        return call(
            "PATCH",
            namespacedPath(SandboxGroup, m_discovery.sandboxVersion, QStringLiteral("sandboxes"), name),
            QJsonObject{{QStringLiteral("spec"), spec}}, "application/merge-patch+json");
    });
}

QFuture<QJsonObject> KubeApiClient::listSandboxTemplates()
{
    return withDiscovery([this] {
        if (m_discovery.extensionVersion.isEmpty())
            return QtFuture::makeExceptionalFuture<QJsonObject>(KubeException(
                KubeException::Kind::NotInstalled,
                tr("The agent-sandbox extensions (SandboxTemplate) are not installed on this cluster.")));
        return call("GET",
                    namespacedPath(ExtensionsGroup, m_discovery.extensionVersion,
                                   QStringLiteral("sandboxtemplates")));
    });
}

QFuture<QMap<QString, QByteArray>> KubeApiClient::readSecret(const QString &name)
{
    return call("GET", namespacedPath({}, QStringLiteral("v1"), QStringLiteral("secrets"), name))
        .then([](const QJsonObject &secret) {
            QMap<QString, QByteArray> data;
            const QJsonObject encoded = secret.value(QStringLiteral("data")).toObject();
            for (auto it = encoded.begin(); it != encoded.end(); ++it)
                data.insert(it.key(), QByteArray::fromBase64(it.value().toString().toLatin1()));
            return data;
        });
}

QFuture<QJsonObject> KubeApiClient::getPod(const QString &name)
{
    return call("GET", namespacedPath({}, QStringLiteral("v1"), QStringLiteral("pods"), name));
}

QFuture<QString> KubeApiClient::readyPodOf(const QString &sandboxName)
{
    return getSandbox(sandboxName)
        .then(this,
              [this, sandboxName](const QJsonObject &sandbox) {
                  const KubeSandboxInfo info = KubeSandboxInfo::fromObject(sandbox);
                  if (info.state != KubeSandboxInfo::State::Ready)
                      throw KubeException(
                          KubeException::Kind::PodNotReady,
                          tr("Sandbox “%1” is not ready (%2%3).")
                              .arg(sandboxName, KubeSandboxInfo::stateText(info.state),
                                   info.reason.isEmpty() ? QString() : QStringLiteral(": ") + info.reason));
                  return getPod(info.podName);
              })
        .unwrap()
        .then([](const QJsonObject &pod) {
            const QString name
                = pod.value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")).toString();
            const QJsonObject status = pod.value(QStringLiteral("status")).toObject();
            const QString phase = status.value(QStringLiteral("phase")).toString();
            bool ready = false;
            for (const QJsonValue &c : status.value(QStringLiteral("conditions")).toArray())
                if (c.toObject().value(QStringLiteral("type")).toString() == QLatin1String("Ready"))
                    ready = c.toObject().value(QStringLiteral("status")).toString() == QLatin1String("True");
            if (phase != QLatin1String("Running") || !ready)
                throw KubeException(KubeException::Kind::PodNotReady,
                                    tr("The pod “%1” is not ready (phase %2).")
                                        .arg(name, phase.isEmpty() ? QStringLiteral("?") : phase));
            return name;
        });
}

} // namespace sandman
