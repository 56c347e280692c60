// SPDX-License-Identifier: Apache-2.0
#include "ClusterTarget.h"

#include "Await.h"
#include "CtlError.h"
#include "cluster/KubeApiClient.h"
#include "cluster/KubeConfig.h"
#include "cluster/KubeException.h"
#include "cluster/KubePortForward.h"
#include "cluster/SandboxAgentRef.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QSettings>
#include <QTimer>

namespace sandman::ctl {

namespace {

int exitCodeFor(const KubeException &e)
{
    switch (e.kind()) {
    case KubeException::Kind::NotFound:
    case KubeException::Kind::NotInstalled:
        return NotFound;
    case KubeException::Kind::Credentials:
    case KubeException::Kind::Unauthorized:
    case KubeException::Kind::Forbidden:
        return AccessDenied;
    case KubeException::Kind::Unreachable:
    case KubeException::Kind::PodNotReady:
        return Unreachable;
    default:
        return Failed;
    }
}

// The future's value once it is done (Ctrl-C and the client's own timeout end the wait), or
// the CtlError for the Kubernetes failure, its sentence prefixed with the address.
template<typename T> T kubeResult(QFuture<T> future, const QString &address)
{
    await(future.then([](const T &) {}).onFailed([] {}));
    try {
        return future.result();
    } catch (const KubeException &e) {
        throw CtlError{exitCodeFor(e), QStringLiteral("%1: %2").arg(address, e.message())};
    } catch (const std::exception &e) {
        throw CtlError{Failed, QStringLiteral("%1: %2").arg(address, QString::fromUtf8(e.what()))};
    }
}

// What a Target keeps alive: the API client and the port-forward its URL points at. Going, it
// lets the tunnels finish forwarding what was written last (send-text writes and exits).
class ClusterLink : public QObject
{
public:
    explicit ClusterLink(const KubeEndpoint &endpoint)
        : api(new KubeApiClient(endpoint, this))
    { }
    ~ClusterLink() override
    {
        if (!forward || forward->openTunnels() == 0)
            return;
        QEventLoop loop;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (forward->openTunnels() == 0)
                loop.quit();
        });
        poll.start(5);
        QTimer::singleShot(kDrainMs, &loop, &QEventLoop::quit);
        loop.exec();
    }
    KubeApiClient *api;
    KubePortForward *forward = nullptr;

private:
    static constexpr int kDrainMs = 3500;
};

constexpr int kKubeTimeoutMs = 15000;

} // namespace

ClusterTarget::Address ClusterTarget::parse(const QString &address)
{
    const QStringList parts = address.mid(int(qstrlen(kScheme))).split(QLatin1Char('/'));
    if (!address.startsWith(QLatin1String(kScheme)) || parts.size() < 3 || parts.last().isEmpty()
        || parts.at(parts.size() - 2).isEmpty())
        throw CtlError{Usage,
                       QCoreApplication::translate(
                           "sandmanctl",
                           "a cluster sandbox is k8s://CONTEXT/NAMESPACE/NAME (CONTEXT empty: the "
                           "kubeconfig's current one), not \u201c%1\u201d")
                           .arg(address)};
    return {parts.mid(0, parts.size() - 2).join(QLatin1Char('/')), parts.at(parts.size() - 2), parts.last()};
}

Target ClusterTarget::resolve(const QString &text)
{
    const Address address = parse(text);
    QString error;
    const std::optional<KubeConfig> config
        = KubeConfig::load(ClusterTarget::kubeconfigPaths(address), &error);
    if (!config)
        throw CtlError{NotFound, error};
    std::optional<KubeEndpoint> endpoint = config->endpoint(address.context, &error);
    if (!endpoint)
        throw CtlError{NotFound, error};
    endpoint->context.ns = address.ns;

    auto link = std::make_shared<ClusterLink>(*endpoint);
    link->api->setTimeoutMs(kKubeTimeoutMs);
    const QJsonObject sandbox = kubeResult(link->api->getSandbox(address.name), text);
    const SandboxAgentRef ref = SandboxAgentRef::fromSandbox(sandbox);
    const QString pod = kubeResult(link->api->readyPodOf(address.name), text);
    const QByteArray token
        = kubeResult(link->api->readSecret(ref.secretName), text).value(ref.secretKey).trimmed();
    if (token.isEmpty())
        throw CtlError{
            AccessDenied,
            QCoreApplication::translate("sandmanctl",
                                        "%1: its Secret %2 has no \u201c%3\u201d value, so there is no token "
                                        "for its agent")
                .arg(text, ref.secretName, ref.secretKey)};
    auto *forward = new KubePortForward(link->api, pod, ref.port, link.get());
    link->forward = forward;
    if (!forward->listen(&error))
        throw CtlError{Unreachable, QStringLiteral("%1: %2").arg(text, error)};
    // A tunnel refused later (RBAC on pods/portforward, the pod gone) closes the connection:
    // the transport reports it, and this sentence says why.
    QObject::connect(forward, &KubePortForward::errorOccurred, link.get(), [text](const QString &message) {
        std::fprintf(stderr, "sandmanctl: %s: %s\n", qPrintable(text), qPrintable(message));
    });

    Target target;
    target.url = forward->localWebSocketUrl();
    target.token = token;
    target.name = text;
    target.keepAlive = link;
    return target;
}

QStringList ClusterTarget::kubeconfigPaths(const Address &address)
{
    QSettings settings;
    const int count = settings.beginReadArray(QStringLiteral("kubernetesClusters"));
    QStringList paths;
    for (int i = 0; i < count && paths.isEmpty(); ++i) {
        settings.setArrayIndex(i);
        if (settings.value(QStringLiteral("context")).toString() == address.context
            && settings.value(QStringLiteral("namespace")).toString() == address.ns)
            paths = settings.value(QStringLiteral("kubeconfig")).toStringList();
    }
    settings.endArray();
    return paths.isEmpty() ? KubeConfig::defaultPaths() : paths;
}

} // namespace sandman::ctl
