// SPDX-License-Identifier: Apache-2.0
#include "FakeKubeApiServer.h"

#include "FakeKubeGarbageCollector.h"
#include "FakeKubeHttpConnection.h"
#include "FakeKubePortForwardBridge.h"
#include "FakeKubeSpdySession.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSslServer>
#include <QSslSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

namespace sandman::test {

namespace {

// kubectl >= 1.30 offers this WebSocket subprotocol first and falls back to a SPDY upgrade.
const QString spdyTunnelProtocol = QStringLiteral("SPDY/3.1+portforward.k8s.io");

QJsonObject meta(const QJsonObject &o)
{
    return o.value(QStringLiteral("metadata")).toObject();
}

QString nameOf(const QJsonObject &o)
{
    return meta(o).value(QStringLiteral("name")).toString();
}

// RFC 7386 JSON merge patch.
QJsonValue mergePatch(const QJsonValue &target, const QJsonValue &patch)
{
    if (!patch.isObject())
        return patch;
    QJsonObject result = target.isObject() ? target.toObject() : QJsonObject();
    const QJsonObject p = patch.toObject();
    for (auto it = p.begin(); it != p.end(); ++it) {
        if (it.value().isNull())
            result.remove(it.key());
        else
            result.insert(it.key(), mergePatch(result.value(it.key()), it.value()));
    }
    return result;
}

QJsonObject condition(const QString &type, bool status, const QString &reason, const QString &message,
                      int generation)
{
    return QJsonObject{
        {QStringLiteral("type"), type},
        {QStringLiteral("status"), status ? QStringLiteral("True") : QStringLiteral("False")},
        {QStringLiteral("reason"), reason},
        {QStringLiteral("message"), message},
        {QStringLiteral("observedGeneration"), generation},
        {QStringLiteral("lastTransitionTime"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
}

// Conditions compared without their timestamps (so reconciling twice writes nothing).
QJsonArray withoutTimes(QJsonArray conditions)
{
    for (int i = 0; i < conditions.size(); ++i) {
        QJsonObject c = conditions.at(i).toObject();
        c.remove(QStringLiteral("lastTransitionTime"));
        conditions.replace(i, c);
    }
    return conditions;
}

// What the API server's metadata validation says of ownerReferences, or empty when they are fine.
QString ownerReferencesProblem(const QJsonObject &object)
{
    int controllers = 0;
    for (const QJsonValue &value : meta(object).value(QStringLiteral("ownerReferences")).toArray()) {
        const QJsonObject ref = value.toObject();
        for (const char *field : {"apiVersion", "kind", "name", "uid"})
            if (ref.value(QLatin1String(field)).toString().isEmpty())
                return QStringLiteral(
                           "metadata.ownerReferences.%1: Invalid value: \"\": %1 must not be empty")
                    .arg(QLatin1String(field));
        controllers += ref.value(QStringLiteral("controller")).toBool() ? 1 : 0;
    }
    return controllers > 1 ? QStringLiteral("metadata.ownerReferences: Invalid value: only one reference can "
                                            "have Controller set to true")
                           : QString();
}

} // namespace

struct FakeKubeApiServer::Target {
    QString group;
    QString version;
    QString ns;
    QString plural;
    QString name;
    QString sub;
    const FakeKubeResource *resource = nullptr;
    QString key() const { return resource ? resource->key() : QString(); }
    QString rbacResource() const { return sub.isEmpty() ? plural : plural + QLatin1Char('/') + sub; }
    QString qualified() const { return FakeKubeResources::qualified(group, plural); }
};

struct FakeKubeApiServer::Watch {
    QPointer<FakeKubeHttpConnection> connection;
    Target target;
    QString fieldName; // fieldSelector metadata.name=
    bool bookmarks = false;
};

FakeKubeApiServer::FakeKubeApiServer(QObject *parent)
    : FakeKubeApiServer(Options(), parent)
{ }

FakeKubeApiServer::FakeKubeApiServer(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_resources(m_options.sandboxVersions, m_options.agentSandbox)
    , m_collector(new FakeKubeGarbageCollector(&m_store, this))
{
    m_webSockets
        = new QWebSocketServer(QStringLiteral("fake-kube-apiserver"), QWebSocketServer::NonSecureMode, this);
    m_webSockets->setSupportedSubprotocols(
        {QStringLiteral("v4.channel.k8s.io"), QStringLiteral("channel.k8s.io"), spdyTunnelProtocol});
    connect(m_webSockets, &QWebSocketServer::newConnection, this, &FakeKubeApiServer::onWebSocket);
    connect(&m_store, &FakeKubeStore::changed, this, [this](const FakeKubeEvent &event) {
        if (event.key == sandboxKey())
            scheduleReconcile(event.ns, nameOf(event.object));
        for (Watch *w : std::as_const(m_watches)) {
            if (!w->connection || w->target.key() != event.key
                || (!w->target.ns.isEmpty() && w->target.ns != event.ns))
                continue;
            if (!w->fieldName.isEmpty() && w->fieldName != nameOf(event.object))
                continue;
            w->connection->writeLine(
                QJsonObject{{QStringLiteral("type"), event.type},
                            {QStringLiteral("object"), served(w->target, event.object)}});
        }
    });
}

FakeKubeApiServer::~FakeKubeApiServer()
{
    qDeleteAll(m_watches);
}

bool FakeKubeApiServer::listen(QString *error, quint16 port)
{
    if (m_options.tls) {
        auto *ssl = new QSslServer(this);
        QSslConfiguration config = *m_options.tls;
        config.setPeerVerifyMode(QSslSocket::QueryPeer);
        ssl->setSslConfiguration(config);
        m_server = ssl;
        connect(ssl, &QSslServer::pendingConnectionAvailable, this, &FakeKubeApiServer::onNewConnection);
    } else {
        m_server = new QTcpServer(this);
        connect(m_server, &QTcpServer::newConnection, this, &FakeKubeApiServer::onNewConnection);
    }
    if (m_server->listen(QHostAddress::LocalHost, port))
        return true;
    if (error)
        *error = m_server->errorString();
    return false;
}

QUrl FakeKubeApiServer::url() const
{
    return QUrl(QStringLiteral("%1://127.0.0.1:%2")
                    .arg(m_options.tls ? QStringLiteral("https") : QStringLiteral("http"))
                    .arg(m_server ? m_server->serverPort() : 0));
}

void FakeKubeApiServer::addToken(const QByteArray &token, const QString &user)
{
    m_tokens.insert(token, user);
}

void FakeKubeApiServer::removeToken(const QByteArray &token)
{
    m_tokens.remove(token);
}

void FakeKubeApiServer::setTokenValidator(std::function<QString(const QByteArray &)> validator)
{
    m_tokenValidator = std::move(validator);
}

void FakeKubeApiServer::addCertificateUser(const QString &commonName)
{
    m_certificateUsers.insert(commonName);
}

void FakeKubeApiServer::deny(const QString &verb, const QString &resource, const QString &user)
{
    m_rbac.deny(verb, resource, user);
}

void FakeKubeApiServer::setGarbageCollection(bool enabled)
{
    m_collector->setEnabled(enabled);
}

void FakeKubeApiServer::setPodBackend(const QString &pod, quint16 podPort, quint16 localPort)
{
    m_backends.insert(pod + QLatin1Char('|') + QString::number(podPort), localPort);
}

void FakeKubeApiServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        // As the real API server (Go enables TCP_NODELAY on every connection).
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        auto *connection = new FakeKubeHttpConnection(socket, this);
        connect(connection, &FakeKubeHttpConnection::request, this,
                [this, connection](const FakeKubeHttpRequest &r) { onRequest(connection, r); });
    }
}

QString FakeKubeApiServer::authenticate(FakeKubeHttpConnection *connection,
                                        const FakeKubeHttpRequest &request, bool *ok) const
{
    *ok = true;
    const QByteArray authorization = request.header("authorization");
    if (authorization.startsWith("Bearer ")) {
        const QByteArray token = authorization.mid(7).trimmed();
        QString user = m_tokens.value(token);
        if (user.isEmpty() && m_tokenValidator)
            user = m_tokenValidator(token);
        *ok = !user.isEmpty();
        return user;
    }
    if (auto *ssl = qobject_cast<QSslSocket *>(connection->findChild<QTcpSocket *>())) {
        const QStringList names = ssl->peerCertificate().subjectInfo(QSslCertificate::CommonName);
        if (!names.isEmpty() && m_certificateUsers.contains(names.first()))
            return names.first();
    }
    if (m_allowAnonymous)
        return QStringLiteral("system:anonymous");
    *ok = false;
    return {};
}

bool FakeKubeApiServer::denied(const QString &user, const QString &verb, const Target &target)
{
    return m_rbac.denied(user, target.group, verb, target.rbacResource());
}

void FakeKubeApiServer::refuse(FakeKubeHttpConnection *connection, const QString &user, const QString &verb,
                               const Target &target)
{
    // Worded as the real authorizer words it.
    QString message = target.qualified();
    if (!target.name.isEmpty())
        message += QStringLiteral(" \"%1\"").arg(target.name);
    message += QStringLiteral(" is forbidden: User \"%1\" cannot %2 resource \"%3\" in API group \"%4\"")
                   .arg(user, verb, target.rbacResource(), target.group);
    if (!target.ns.isEmpty())
        message += QStringLiteral(" in the namespace \"%1\"").arg(target.ns);
    QJsonObject details{{QStringLiteral("kind"), target.plural}};
    if (!target.group.isEmpty())
        details.insert(QStringLiteral("group"), target.group);
    if (!target.name.isEmpty())
        details.insert(QStringLiteral("name"), target.name);
    connection->respond(403, FakeKubeResources::status(403, QStringLiteral("Forbidden"), message, details));
}

void FakeKubeApiServer::onRequest(FakeKubeHttpConnection *connection, const FakeKubeHttpRequest &request)
{
    bool authenticated = false;
    const QString user = authenticate(connection, request, &authenticated);
    m_log << QStringLiteral("%1 %2%3 %4")
                 .arg(QString::fromLatin1(request.method), request.path,
                      request.query.isEmpty() ? QString() : QLatin1Char('?') + request.query.toString(),
                      authenticated ? user : QStringLiteral("-"));
    emit requestServed(m_log.last());
    if (!authenticated) {
        connection->respond(
            401,
            FakeKubeResources::status(401, QStringLiteral("Unauthorized"), QStringLiteral("Unauthorized")));
        return;
    }
    if (request.path == QLatin1String("/version")) {
        connection->respond(
            200,
            QJsonObject{{QStringLiteral("major"), QStringLiteral("1")},
                        {QStringLiteral("minor"), QStringLiteral("30")},
                        {QStringLiteral("gitVersion"), QStringLiteral("v1.30.0-sandman-fake")},
                        {QStringLiteral("platform"), QStringLiteral("linux/amd64")}});
        return;
    }
    if (request.method == "GET") {
        const QJsonObject doc = m_resources.discovery(request.path);
        if (!doc.isEmpty()) {
            connection->respond(200, doc);
            return;
        }
    }

    // /api/v1/[namespaces/NS/]PLURAL[/NAME[/SUB]] or /apis/G/V/[namespaces/NS/]PLURAL[/NAME[/SUB]]
    QStringList parts = request.path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    Target target;
    if (parts.value(0) == QLatin1String("api") && parts.size() >= 3) {
        target.version = parts[1];
        parts = parts.mid(2);
    } else if (parts.value(0) == QLatin1String("apis") && parts.size() >= 4) {
        target.group = parts[1];
        target.version = parts[2];
        parts = parts.mid(3);
    } else {
        parts.clear();
    }
    if (parts.size() >= 3 && parts[0] == QLatin1String("namespaces")) {
        target.ns = parts[1];
        parts = parts.mid(2);
    }
    target.plural = parts.value(0);
    target.name = parts.value(1);
    target.sub = parts.value(2);
    target.resource = parts.isEmpty() || parts.size() > 3
        ? nullptr
        : m_resources.find(target.group, target.version, target.plural);
    if (!target.resource) {
        connection->respondRaw(404, "text/plain; charset=utf-8", "404 page not found\n");
        return;
    }
    if (request.upgrade) {
        serveUpgrade(connection, request, target, user);
        return;
    }
    // Parsed as Go's strconv.ParseBool does (python3-kubernetes sends watch=True).
    static const QStringList truths{QStringLiteral("1"),    QStringLiteral("t"),    QStringLiteral("T"),
                                    QStringLiteral("TRUE"), QStringLiteral("true"), QStringLiteral("True")};
    const bool watch = truths.contains(request.query.queryItemValue(QStringLiteral("watch")));
    QString verb;
    if (request.method == "GET")
        verb = watch                ? QStringLiteral("watch")
            : target.name.isEmpty() ? QStringLiteral("list")
                                    : QStringLiteral("get");
    else if (request.method == "POST")
        verb = QStringLiteral("create");
    else if (request.method == "PUT")
        verb = QStringLiteral("update");
    else if (request.method == "PATCH")
        verb = QStringLiteral("patch");
    else if (request.method == "DELETE")
        verb = QStringLiteral("delete");
    if (verb.isEmpty()) {
        connection->respond(
            405,
            FakeKubeResources::status(
                405, QStringLiteral("MethodNotAllowed"),
                QStringLiteral("the server does not allow this method on the requested resource")));
        return;
    }
    if (denied(user, verb, target)) {
        refuse(connection, user, verb, target);
        return;
    }
    if (watch)
        serveWatch(connection, request, target);
    else
        serveResource(connection, request, target);
}

QJsonObject FakeKubeApiServer::served(const Target &target, QJsonObject object) const
{
    object.insert(QStringLiteral("apiVersion"),
                  target.group.isEmpty() ? target.version : target.group + QLatin1Char('/') + target.version);
    object.insert(QStringLiteral("kind"), target.resource->kind);
    return object;
}

void FakeKubeApiServer::serveResource(FakeKubeHttpConnection *connection, const FakeKubeHttpRequest &request,
                                      const Target &target)
{
    const QString key = target.key();
    const QString qualified = target.qualified();
    auto notFound = [&] {
        connection->respond(
            404,
            FakeKubeResources::status(404, QStringLiteral("NotFound"),
                                      QStringLiteral("%1 \"%2\" not found").arg(qualified, target.name),
                                      QJsonObject{{QStringLiteral("name"), target.name},
                                                  {QStringLiteral("group"), target.group},
                                                  {QStringLiteral("kind"), target.plural}}));
    };
    auto invalid = [&](int code, const QString &reason, const QString &message) {
        connection->respond(code, FakeKubeResources::status(code, reason, message));
    };

    if (request.method == "GET" && target.name.isEmpty()) {
        QJsonArray items;
        for (const QJsonObject &o : m_store.list(key, target.ns))
            items.append(served(target, o));
        connection->respond(
            200,
            QJsonObject{
                {QStringLiteral("apiVersion"),
                 target.group.isEmpty() ? target.version : target.group + QLatin1Char('/') + target.version},
                {QStringLiteral("kind"), target.resource->kind + QStringLiteral("List")},
                {QStringLiteral("metadata"),
                 QJsonObject{{QStringLiteral("resourceVersion"), QString::number(m_store.revision())}}},
                {QStringLiteral("items"), items}});
        return;
    }
    if (request.method == "POST") {
        if (!target.name.isEmpty()) {
            invalid(405, QStringLiteral("MethodNotAllowed"),
                    QStringLiteral("the server does not allow this method on the requested resource"));
            return;
        }
        QJsonParseError error;
        QJsonObject object = QJsonDocument::fromJson(request.body, &error).object();
        if (error.error != QJsonParseError::NoError) {
            invalid(400, QStringLiteral("BadRequest"),
                    QStringLiteral("the body of the request was in an unknown format - accepted media types "
                                   "include: application/json"));
            return;
        }
        QJsonObject m = meta(object);
        if (m.value(QStringLiteral("name")).toString().isEmpty()
            && m.contains(QStringLiteral("generateName"))) {
            QString suffix;
            for (int i = 0; i < 5; ++i)
                suffix += QLatin1Char("bcdfghjklmnpqrstvwxz2456789"[QRandomGenerator::global()->bounded(27)]);
            m.insert(QStringLiteral("name"), m.value(QStringLiteral("generateName")).toString() + suffix);
            object.insert(QStringLiteral("metadata"), m);
        }
        const QString name = m.value(QStringLiteral("name")).toString();
        if (name.isEmpty()) {
            invalid(422, QStringLiteral("Invalid"),
                    QStringLiteral(
                        "%1 \"\" is invalid: metadata.name: Required value: name or generateName is required")
                        .arg(target.resource->kind));
            return;
        }
        if (m.contains(QStringLiteral("namespace"))
            && m.value(QStringLiteral("namespace")).toString() != target.ns) {
            invalid(
                400, QStringLiteral("BadRequest"),
                QStringLiteral(
                    "the namespace of the provided object does not match the namespace sent on the request"));
            return;
        }
        if (m_store.get(key, target.ns, name)) {
            connection->respond(
                409,
                FakeKubeResources::status(409, QStringLiteral("AlreadyExists"),
                                          QStringLiteral("%1 \"%2\" already exists").arg(qualified, name),
                                          QJsonObject{{QStringLiteral("name"), name},
                                                      {QStringLiteral("group"), target.group},
                                                      {QStringLiteral("kind"), target.plural}}));
            return;
        }
        if (key == sandboxKey()
            && object.value(QStringLiteral("spec"))
                   .toObject()
                   .value(QStringLiteral("podTemplate"))
                   .toObject()
                   .value(QStringLiteral("spec"))
                   .toObject()
                   .value(QStringLiteral("containers"))
                   .toArray()
                   .isEmpty()) {
            invalid(422, QStringLiteral("Invalid"),
                    QStringLiteral("Sandbox.agents.x-k8s.io \"%1\" is invalid: "
                                   "spec.podTemplate.spec.containers: Required value")
                        .arg(name));
            return;
        }
        if (const QString problem = ownerReferencesProblem(object); !problem.isEmpty()) {
            invalid(422, QStringLiteral("Invalid"),
                    QStringLiteral("%1 \"%2\" is invalid: %3").arg(target.resource->kind, name, problem));
            return;
        }
        if (key == secretKey() && object.contains(QStringLiteral("stringData"))) {
            QJsonObject data = object.value(QStringLiteral("data")).toObject();
            const QJsonObject strings = object.value(QStringLiteral("stringData")).toObject();
            for (auto it = strings.begin(); it != strings.end(); ++it)
                data.insert(it.key(), QString::fromLatin1(it.value().toString().toUtf8().toBase64()));
            object.remove(QStringLiteral("stringData"));
            object.insert(QStringLiteral("data"), data);
        }
        object.remove(QStringLiteral("status"));
        connection->respond(201, served(target, m_store.create(key, target.ns, served(target, object))));
        return;
    }

    const std::optional<QJsonObject> stored = m_store.get(key, target.ns, target.name);
    if (!stored) {
        notFound();
        return;
    }
    if (request.method == "GET") {
        connection->respond(200, served(target, *stored));
        return;
    }
    if (request.method == "DELETE") {
        connection->respond(200, served(target, *m_store.remove(key, target.ns, target.name)));
        return;
    }
    QJsonObject incoming;
    if (request.method == "PATCH") {
        const QByteArray type = request.header("content-type");
        const bool custom = !target.group.isEmpty();
        if (!type.startsWith("application/merge-patch+json")
            && !(type.startsWith("application/strategic-merge-patch+json") && !custom)) {
            invalid(415, QStringLiteral("UnsupportedMediaType"),
                    QStringLiteral("the body of the request was in an unknown format - accepted media types "
                                   "include: application/json-patch+json, application/merge-patch+json, "
                                   "application/apply-patch+yaml"));
            return;
        }
        incoming = mergePatch(*stored, QJsonDocument::fromJson(request.body).object()).toObject();
    } else {
        incoming = QJsonDocument::fromJson(request.body).object();
        const QString version = meta(incoming).value(QStringLiteral("resourceVersion")).toString();
        if (!version.isEmpty()
            && version != meta(*stored).value(QStringLiteral("resourceVersion")).toString()) {
            invalid(409, QStringLiteral("Conflict"),
                    QStringLiteral("Operation cannot be fulfilled on %1 \"%2\": the object has been "
                                   "modified; please apply your changes to the latest version and try again")
                        .arg(qualified, target.name));
            return;
        }
    }
    if (const QString problem = ownerReferencesProblem(incoming); !problem.isEmpty()) {
        invalid(422, QStringLiteral("Invalid"),
                QStringLiteral("%1 \"%2\" is invalid: %3").arg(target.resource->kind, target.name, problem));
        return;
    }
    QJsonObject updated = *stored;
    if (target.sub == QLatin1String("status")) {
        updated.insert(QStringLiteral("status"), incoming.value(QStringLiteral("status")));
    } else {
        const QJsonValue status = stored->value(QStringLiteral("status"));
        updated = incoming;
        QJsonObject m = meta(updated);
        m.insert(QStringLiteral("name"), target.name);
        updated.insert(QStringLiteral("metadata"), m);
        if (status.isUndefined())
            updated.remove(QStringLiteral("status"));
        else
            updated.insert(QStringLiteral("status"), status);
    }
    const bool specChanged = updated.value(QStringLiteral("spec")) != stored->value(QStringLiteral("spec"));
    connection->respond(200, served(target, m_store.update(key, target.ns, updated, specChanged)));
}

void FakeKubeApiServer::serveWatch(FakeKubeHttpConnection *connection, const FakeKubeHttpRequest &request,
                                   const Target &target)
{
    auto *watch = new Watch{connection, target, {}, false};
    const QString selector
        = request.query.queryItemValue(QStringLiteral("fieldSelector"), QUrl::FullyDecoded);
    if (selector.startsWith(QLatin1String("metadata.name=")))
        watch->fieldName = selector.mid(14);
    if (!target.name.isEmpty())
        watch->fieldName = target.name;
    watch->bookmarks = request.query.queryItemValue(QStringLiteral("allowWatchBookmarks")).toLower()
        == QLatin1String("true");
    const QString version = request.query.queryItemValue(QStringLiteral("resourceVersion"));
    connection->startStream();
    auto send = [&](const QString &type, const QJsonObject &object) {
        if (watch->fieldName.isEmpty() || watch->fieldName == nameOf(object))
            connection->writeLine(QJsonObject{{QStringLiteral("type"), type},
                                              {QStringLiteral("object"), served(target, object)}});
    };
    if (version.isEmpty() || version == QLatin1String("0")) {
        // No version: the current state as ADDED events, then changes.
        for (const QJsonObject &o : m_store.list(target.key(), target.ns))
            send(QStringLiteral("ADDED"), o);
    } else {
        const qint64 from = version.toLongLong();
        if (from < m_store.compactedRevision()) {
            connection->writeLine(
                QJsonObject{{QStringLiteral("type"), QStringLiteral("ERROR")},
                            {QStringLiteral("object"),
                             FakeKubeResources::status(410, QStringLiteral("Expired"),
                                                       QStringLiteral("too old resource version: %1 (%2)")
                                                           .arg(from)
                                                           .arg(m_store.compactedRevision()))}});
            connection->endStream();
            delete watch;
            return;
        }
        for (const FakeKubeEvent &e : m_store.eventsSince(target.key(), target.ns, from))
            send(e.type, e.object);
    }
    m_watches.append(watch);
    connect(connection, &FakeKubeHttpConnection::closed, this, [this, watch] {
        if (m_watches.removeOne(watch))
            delete watch;
    });
    const int timeout = request.query.queryItemValue(QStringLiteral("timeoutSeconds")).toInt();
    if (timeout > 0) {
        QPointer<FakeKubeHttpConnection> guard(connection);
        QTimer::singleShot(timeout * 1000, this, [this, guard, watch] {
            if (guard && m_watches.contains(watch)) {
                m_watches.removeOne(watch);
                if (watch->bookmarks)
                    guard->writeLine(QJsonObject{
                        {QStringLiteral("type"), QStringLiteral("BOOKMARK")},
                        {QStringLiteral("object"),
                         served(watch->target,
                                QJsonObject{{QStringLiteral("metadata"),
                                             QJsonObject{{QStringLiteral("resourceVersion"),
                                                          QString::number(m_store.revision())}}}})}});
                guard->endStream();
                delete watch;
            }
        });
    }
}

void FakeKubeApiServer::closeWatches()
{
    const QList<Watch *> watches = m_watches;
    m_watches.clear();
    for (Watch *w : watches) {
        if (w->connection)
            w->connection->endStream();
        delete w;
    }
}

int FakeKubeApiServer::openWatches() const
{
    return int(m_watches.size());
}

void FakeKubeApiServer::serveUpgrade(FakeKubeHttpConnection *connection, const FakeKubeHttpRequest &request,
                                     const Target &target, const QString &user)
{
    Q_UNUSED(request);
    if (target.plural != QLatin1String("pods") || target.sub != QLatin1String("portforward")) {
        connection->respond(
            400,
            FakeKubeResources::status(400, QStringLiteral("BadRequest"),
                                      QStringLiteral("upgrade request not supported for this resource")));
        return;
    }
    // A WebSocket port-forward is authorized as create (and, since 1.30, get) on pods/portforward.
    for (const QString &verb : {QStringLiteral("create"), QStringLiteral("get")})
        if (denied(user, verb, target)) {
            refuse(connection, user, verb, target);
            return;
        }
    const std::optional<QJsonObject> pod = m_store.get(podKey(), target.ns, target.name);
    if (!pod) {
        connection->respond(
            404,
            FakeKubeResources::status(404, QStringLiteral("NotFound"),
                                      QStringLiteral("pods \"%1\" not found").arg(target.name),
                                      QJsonObject{{QStringLiteral("name"), target.name},
                                                  {QStringLiteral("kind"), QStringLiteral("pods")}}));
        return;
    }
    const QString phase
        = pod->value(QStringLiteral("status")).toObject().value(QStringLiteral("phase")).toString();
    if (phase != QLatin1String("Running")) {
        connection->respond(400,
                            FakeKubeResources::status(
                                400, QStringLiteral("BadRequest"),
                                QStringLiteral("pod %1 is not running (phase %2)").arg(target.name, phase)));
        return;
    }
    if (request.spdy) {
        // kubectl's SPDY port-forward: the port comes in each stream's headers, not the query.
        if (!request.header("x-stream-protocol-version").contains("portforward.k8s.io")) {
            connection->respond(
                400,
                FakeKubeResources::status(400, QStringLiteral("BadRequest"),
                                          QStringLiteral("unable to upgrade: no common "
                                                         "stream protocol (portforward.k8s.io)")));
            return;
        }
        QTcpSocket *socket = connection->takeSocket();
        socket->write("HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: SPDY/3.1\r\n"
                      "X-Stream-Protocol-Version: portforward.k8s.io\r\n\r\n");
        startSpdySession(socket, target.name);
        return;
    }
    if (!m_spdyTunnel && request.header("sec-websocket-protocol").contains(spdyTunnelProtocol.toLatin1())) {
        connection->respond(400,
                            FakeKubeResources::status(400, QStringLiteral("BadRequest"),
                                                      QStringLiteral("unable to upgrade: subprotocol %1 is "
                                                                     "not supported")
                                                          .arg(spdyTunnelProtocol)));
        return;
    }
    QTcpSocket *socket = connection->takeSocket();
    m_webSockets->handleConnection(socket);
    // The handshake is already buffered: let the WebSocket server read it now.
    QTimer::singleShot(0, socket, [socket] { emit socket->readyRead(); });
}

void FakeKubeApiServer::onWebSocket()
{
    while (QWebSocket *socket = m_webSockets->nextPendingConnection()) {
        const QUrl url = socket->requestUrl();
        const QStringList parts = url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
        // api v1 namespaces NS pods NAME portforward
        const QString pod = parts.value(5);
        if (socket->subprotocol() == spdyTunnelProtocol) {
            startSpdyTunnel(socket, pod);
            continue;
        }
        QList<FakeKubePortForwardBridge::Target> targets;
        const QUrlQuery query(url.query());
        for (const auto &item : query.queryItems())
            if (item.first == QLatin1String("ports") || item.first == QLatin1String("port"))
                for (const QString &p : item.second.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                    const quint16 podPort = quint16(p.toUInt());
                    targets.append({podPort, QHostAddress::LocalHost, backendPort(pod, podPort)});
                }
        if (targets.isEmpty()) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                          QStringLiteral("query parameter \"port\" is required"));
            socket->deleteLater();
            continue;
        }
        new FakeKubePortForwardBridge(socket, pod, targets, this);
    }
}

quint16 FakeKubeApiServer::backendPort(const QString &pod, quint16 podPort) const
{
    const QString port = QString::number(podPort);
    const quint16 local = m_backends.value(pod + QLatin1Char('|') + port);
    return local ? local : m_backends.value(QStringLiteral("*|") + port);
}

FakeKubeSpdySession *FakeKubeApiServer::newSpdySession(QObject *transport, const QString &pod)
{
    auto *session = new FakeKubeSpdySession(
        pod, [this, pod](quint16 podPort) { return backendPort(pod, podPort); }, transport);
    m_spdySessions << session;
    connect(session, &QObject::destroyed, this, [this] {
        m_spdySessions.removeAll(nullptr);
        emit portForwardStreamsChanged();
    });
    connect(session, &FakeKubeSpdySession::streamsChanged, this,
            &FakeKubeApiServer::portForwardStreamsChanged);
    return session;
}

void FakeKubeApiServer::startSpdySession(QTcpSocket *socket, const QString &pod)
{
    socket->setParent(this);
    FakeKubeSpdySession *session = newSpdySession(socket, pod);
    auto read = [socket, session] { session->receive(socket->readAll()); };
    connect(socket, &QTcpSocket::readyRead, session, read);
    connect(session, &FakeKubeSpdySession::send, socket,
            [socket](const QByteArray &bytes) { socket->write(bytes); });
    connect(session, &FakeKubeSpdySession::finished, socket, &QTcpSocket::disconnectFromHost);
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    if (socket->bytesAvailable() > 0)
        QTimer::singleShot(0, session, read);
}

void FakeKubeApiServer::startSpdyTunnel(QWebSocket *socket, const QString &pod)
{
    // kubectl >= 1.30 (PortForwardWebsockets): the same SPDY bytes, in binary messages.
    socket->setParent(this);
    FakeKubeSpdySession *session = newSpdySession(socket, pod);
    connect(socket, &QWebSocket::binaryMessageReceived, session, &FakeKubeSpdySession::receive);
    connect(session, &FakeKubeSpdySession::send, socket,
            [socket](const QByteArray &bytes) { socket->sendBinaryMessage(bytes); });
    connect(session, &FakeKubeSpdySession::finished, socket, [socket] { socket->close(); });
    connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
}

int FakeKubeApiServer::spdyConnections() const
{
    return int(
        std::count_if(m_spdySessions.begin(), m_spdySessions.end(), [](const auto &s) { return bool(s); }));
}

int FakeKubeApiServer::spdyStreams() const
{
    int n = 0;
    for (const auto &s : m_spdySessions)
        if (s)
            n += s->openStreams();
    return n;
}

void FakeKubeApiServer::scheduleReconcile(const QString &ns, const QString &name)
{
    const QString id = ns + QLatin1Char('/') + name;
    if (m_reconcilePending.contains(id))
        return;
    m_reconcilePending.insert(id);
    QTimer::singleShot(m_options.readyDelayMs, this, [this, ns, name, id] {
        m_reconcilePending.remove(id);
        reconcile(ns, name);
    });
}

void FakeKubeApiServer::reconcile(const QString &ns, const QString &name)
{
    const std::optional<QJsonObject> sandbox = m_store.get(sandboxKey(), ns, name);
    const std::optional<QJsonObject> pod = m_store.get(podKey(), ns, name);
    if (!sandbox) {
        if (pod)
            m_store.remove(podKey(), ns, name);
        return;
    }
    const QJsonObject spec = sandbox->value(QStringLiteral("spec")).toObject();
    QJsonObject status = sandbox->value(QStringLiteral("status")).toObject();
    const int generation = meta(*sandbox).value(QStringLiteral("generation")).toInt();
    for (const QJsonValue &c : status.value(QStringLiteral("conditions")).toArray())
        if (c.toObject().value(QStringLiteral("type")).toString() == QLatin1String("Finished"))
            return; // terminal: nothing more to do
    const bool suspended
        = spec.value(QStringLiteral("operatingMode")).toString() == QLatin1String("Suspended")
        || (spec.contains(QStringLiteral("replicas")) && spec.value(QStringLiteral("replicas")).toInt() == 0);
    QJsonArray conditions;
    if (suspended) {
        if (pod)
            m_store.remove(podKey(), ns, name);
        conditions = {condition(QStringLiteral("Ready"), false, QStringLiteral("SandboxSuspended"),
                                QStringLiteral("Sandbox is suspended"), generation),
                      condition(QStringLiteral("Suspended"), true, QStringLiteral("PodTerminated"),
                                QStringLiteral("Pod has been terminated"), generation)};
        status.remove(QStringLiteral("podIPs"));
    } else {
        QString ip;
        if (!pod) {
            ip = QStringLiteral("10.244.0.%1").arg(++m_podCounter % 250 + 2);
            const QJsonObject podObject{
                {QStringLiteral("metadata"),
                 QJsonObject{{QStringLiteral("name"), name},
                             {QStringLiteral("labels"),
                              spec.value(QStringLiteral("podTemplate"))
                                  .toObject()
                                  .value(QStringLiteral("metadata"))
                                  .toObject()
                                  .value(QStringLiteral("labels"))},
                             {QStringLiteral("ownerReferences"),
                              QJsonArray{QJsonObject{
                                  {QStringLiteral("apiVersion"), QStringLiteral("agents.x-k8s.io/v1beta1")},
                                  {QStringLiteral("kind"), QStringLiteral("Sandbox")},
                                  {QStringLiteral("name"), name},
                                  {QStringLiteral("uid"), meta(*sandbox).value(QStringLiteral("uid"))},
                                  {QStringLiteral("controller"), true}}}}}},
                {QStringLiteral("spec"),
                 spec.value(QStringLiteral("podTemplate")).toObject().value(QStringLiteral("spec"))},
                {QStringLiteral("status"),
                 QJsonObject{{QStringLiteral("phase"), QStringLiteral("Running")},
                             {QStringLiteral("podIP"), ip},
                             {QStringLiteral("podIPs"), QJsonArray{QJsonObject{{QStringLiteral("ip"), ip}}}},
                             {QStringLiteral("conditions"),
                              QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Ready")},
                                                     {QStringLiteral("status"), QStringLiteral("True")}}}}}}};
            QJsonObject created = podObject;
            created.insert(QStringLiteral("apiVersion"), QStringLiteral("v1"));
            created.insert(QStringLiteral("kind"), QStringLiteral("Pod"));
            m_store.create(podKey(), ns, created);
        } else {
            ip = pod->value(QStringLiteral("status")).toObject().value(QStringLiteral("podIP")).toString();
        }
        conditions = {condition(QStringLiteral("Ready"), true, QStringLiteral("DependenciesReady"),
                                QStringLiteral("Pod is Ready"), generation)};
        status.insert(QStringLiteral("podIPs"), QJsonArray{ip});
    }
    if (withoutTimes(conditions) == withoutTimes(status.value(QStringLiteral("conditions")).toArray())
        && status.value(QStringLiteral("podIPs"))
            == sandbox->value(QStringLiteral("status")).toObject().value(QStringLiteral("podIPs")))
        return;
    status.insert(QStringLiteral("conditions"), conditions);
    QJsonObject updated = *sandbox;
    updated.insert(QStringLiteral("status"), status);
    m_store.update(sandboxKey(), ns, updated, false);
}

void FakeKubeApiServer::finishSandbox(const QString &ns, const QString &name, bool succeeded)
{
    std::optional<QJsonObject> sandbox = m_store.get(sandboxKey(), ns, name);
    if (!sandbox)
        return;
    if (auto pod = m_store.get(podKey(), ns, name)) {
        QJsonObject status = pod->value(QStringLiteral("status")).toObject();
        status.insert(QStringLiteral("phase"),
                      succeeded ? QStringLiteral("Succeeded") : QStringLiteral("Failed"));
        status.insert(QStringLiteral("conditions"),
                      QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("Ready")},
                                             {QStringLiteral("status"), QStringLiteral("False")}}});
        pod->insert(QStringLiteral("status"), status);
        m_store.update(podKey(), ns, *pod, false);
    }
    const int generation = meta(*sandbox).value(QStringLiteral("generation")).toInt();
    const QString reason = succeeded ? QStringLiteral("PodSucceeded") : QStringLiteral("PodFailed");
    QJsonObject status = sandbox->value(QStringLiteral("status")).toObject();
    status.insert(QStringLiteral("conditions"),
                  QJsonArray{condition(QStringLiteral("Ready"), false, reason,
                                       QStringLiteral("Pod has finished"), generation),
                             condition(QStringLiteral("Finished"), true, reason,
                                       QStringLiteral("Pod has finished"), generation)});
    sandbox->insert(QStringLiteral("status"), status);
    m_store.update(sandboxKey(), ns, *sandbox, false);
}

} // namespace sandman::test
