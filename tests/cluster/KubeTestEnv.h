// SPDX-License-Identifier: Apache-2.0
#pragma once

// Helpers for the cluster suites: a real sandman-agent behind the fake API server, a
// self-signed certificate for HTTPS (real clients send bearer tokens over TLS only), and
// kubeconfig files pointing at the double.

#include "AgentServing.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>

namespace sandman::test {

inline QString agentBinary()
{
    return qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-agent");
}

// Starts sandman-agent on 127.0.0.1 with token in its own workspace below dir; the port, or 0.
inline quint16 startAgent(QProcess &process, const QString &dir, const QByteArray &token)
{
    QDir().mkpath(dir);
    QFile tokenFile(dir + QStringLiteral("/token"));
    if (!tokenFile.open(QIODevice::WriteOnly))
        return 0;
    tokenFile.write(token);
    tokenFile.close();
    tokenFile.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(agentBinary(),
                  {QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--token-file"),
                   tokenFile.fileName(), QStringLiteral("--root"), dir + QStringLiteral("/workspace")});
    const QUrl url = waitForServing(&process);
    return url.isValid() ? quint16(url.port()) : 0;
}

// A self-signed certificate for 127.0.0.1 (openssl, a dependency of the build anyway).
inline bool makeCertificate(const QString &dir, QString *certFile, QString *keyFile)
{
    *certFile = dir + QStringLiteral("/server.crt");
    *keyFile = dir + QStringLiteral("/server.key");
    QProcess openssl;
    openssl.start(QStringLiteral("openssl"),
                  {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                   QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-keyout"), *keyFile,
                   QStringLiteral("-out"), *certFile, QStringLiteral("-days"), QStringLiteral("2"),
                   QStringLiteral("-subj"), QStringLiteral("/CN=127.0.0.1"), QStringLiteral("-addext"),
                   QStringLiteral("subjectAltName=IP:127.0.0.1")});
    return openssl.waitForFinished(60000) && openssl.exitCode() == 0;
}

inline std::optional<QSslConfiguration> tlsConfiguration(const QString &certFile, const QString &keyFile)
{
    QFile cert(certFile);
    QFile key(keyFile);
    if (!cert.open(QIODevice::ReadOnly) || !key.open(QIODevice::ReadOnly))
        return std::nullopt;
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificateChain(QSslCertificate::fromData(cert.readAll()));
    tls.setPrivateKey(QSslKey(key.readAll(), QSsl::Rsa));
    return tls;
}

// A kubeconfig with one context "fake" for server; userYaml is the body of users[0].user,
// indented by 4 spaces (e.g. "    token: abc\n").
inline bool writeKubeconfig(const QString &file, const QUrl &server, const QString &caFile,
                            const QString &userYaml, const QString &ns = QStringLiteral("default"))
{
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    QString text
        = QStringLiteral("apiVersion: v1\nkind: Config\ncurrent-context: fake\nclusters:\n- name: fake\n"
                         "  cluster:\n    server: %1\n")
              .arg(server.toString());
    if (!caFile.isEmpty())
        text += QStringLiteral("    certificate-authority: %1\n").arg(caFile);
    text += QStringLiteral("users:\n- name: tester\n  user:\n") + userYaml;
    text += QStringLiteral("contexts:\n- name: fake\n  context:\n    cluster: fake\n    user: tester\n    "
                           "namespace: %1\n")
                .arg(ns);
    f.write(text.toUtf8());
    return true;
}

} // namespace sandman::test

#include "FutureWait.h"
#include "cluster/KubeException.h"

namespace sandman::test {

// The KubeException a future failed with (after waiting for it), if any.
template<typename T> std::optional<KubeException> kubeFailure(const QFuture<T> &future, int timeoutMs = 30000)
{
    if (!waitFor(future, timeoutMs))
        return KubeException(KubeException::Kind::Server, QStringLiteral("timed out"));
    try {
        if constexpr (!std::is_void_v<T>)
            (void)future.result();
        else
            future.waitForFinished();
    } catch (const KubeException &e) {
        return e;
    }
    return std::nullopt;
}

} // namespace sandman::test
