// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cluster/KubeConfigEntries.h"

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QSslCertificate>
#include <QSslKey>

#include <functional>

class QNetworkRequest;
class QProcess;
class QSslConfiguration;

namespace sandman {

// The credentials of one kubeconfig user, obtained as kubectl does: a bearer token (inline
// or from tokenFile, re-read on every refresh), a client certificate and key, or an exec
// credential plugin (client.authentication.k8s.io/v1 or v1beta1). Plugin results are cached
// until their expirationTimestamp; invalidate() (after a 401) forces the plugin to run again.
class KubeCredentials : public QObject
{
    Q_OBJECT
public:
    KubeCredentials(KubeUser user, KubeCluster cluster, QObject *parent = nullptr);
    ~KubeCredentials() override;

    // Held credentials that have not expired (static ones always, once loaded).
    bool isCurrent() const;
    // Obtains credentials if not current: emits ready() or failed() (always asynchronously,
    // also when already current). Calls while a plugin runs share that run.
    void refresh();
    // The server refused what we hold (401): drop it so the next refresh() gets new ones.
    void invalidate();
    // Runs onReady at once when current, else after a refresh (onFailed with the reason);
    // neither runs once context is gone.
    void withCurrent(QObject *context, std::function<void()> onReady,
                     std::function<void(const QString &)> onFailed);
    // Whether a refresh can yield something different (an exec plugin or a token file).
    bool canRefresh() const;

    QByteArray token() const { return m_token; }
    QSslCertificate certificate() const { return m_certificate; }
    QSslKey key() const { return m_key; }
    QDateTime expiry() const { return m_expiry; } // invalid: does not expire
    QString userName() const { return m_user.name; }
    int pluginRuns() const { return m_pluginRuns; } // how often the plugin ran (tests)

    // Authorization header / client certificate onto a request or TLS configuration.
    void applyTo(QNetworkRequest &request) const;
    void applyTo(QSslConfiguration &configuration) const;

    void setPluginTimeoutMs(int ms) { m_pluginTimeoutMs = ms; }

signals:
    void ready();
    void failed(const QString &message);

private:
    bool loadStatic(QString *error);
    void startPlugin();
    void onPluginFinished(int exitCode);
    bool takeExecCredential(const QByteArray &json, QString *error);
    void finish(const QString &error);

    KubeUser m_user;
    KubeCluster m_cluster;
    QByteArray m_token;
    QSslCertificate m_certificate;
    QSslKey m_key;
    QDateTime m_expiry;
    bool m_loaded = false;
    QPointer<QProcess> m_plugin;
    int m_pluginRuns = 0;
    int m_pluginTimeoutMs = 60000;
};

} // namespace sandman
