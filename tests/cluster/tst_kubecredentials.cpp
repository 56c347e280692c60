// SPDX-License-Identifier: Apache-2.0
// KubeCredentials through KubeApiClient against the API server double: a static token, a
// token file re-read after a 401, exec credential plugins (v1 and v1beta1) cached until their
// expiry and run again on expiry or on a 401, and the sentences for a plugin that is missing
// (named, with its installHint), fails, or answers in the wrong version.
#include "FakeKubeApiServer.h"
#include "KubeTestEnv.h"
#include "cluster/KubeApiClient.h"
#include "cluster/KubeConfig.h"
#include "cluster/KubeCredentials.h"

#include <QtTest>

using namespace sandman;
using namespace sandman::test;

class TestKubeCredentials : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<FakeKubeApiServer> m_server;
    QSet<QByteArray> m_acceptedExecTokens; // empty: every exec-token-N

    std::unique_ptr<KubeApiClient> client(const QString &userYaml)
    {
        const QString file = m_dir.filePath(QStringLiteral("config"));
        if (!writeKubeconfig(file, m_server->url(), {}, userYaml))
            return nullptr;
        QString error;
        const auto config = KubeConfig::load({file}, &error);
        const auto endpoint = config ? config->endpoint({}, &error) : std::nullopt;
        if (!endpoint) {
            qWarning() << error;
            return nullptr;
        }
        return std::make_unique<KubeApiClient>(*endpoint);
    }

    QString execUser(int lifetimeSecs,
                     const QString &apiVersion = QStringLiteral("client.authentication.k8s.io/v1"),
                     const QString &pluginVersion = {})
    {
        return QStringLiteral("    exec:\n      apiVersion: %1\n      command: %2\n      env:\n"
                              "      - {name: PLUGIN_COUNTER, value: %3}\n      - {name: PLUGIN_LIFETIME, "
                              "value: \"%4\"}\n"
                              "      - {name: PLUGIN_API_VERSION, value: %5}\n")
            .arg(apiVersion, QStringLiteral(KUBE_TEST_SOURCE_DIR "/exec-credential-plugin.sh"),
                 m_dir.filePath(QStringLiteral("counter")))
            .arg(lifetimeSecs)
            .arg(pluginVersion.isEmpty() ? apiVersion : pluginVersion);
    }

    static QString secretsPath() { return QStringLiteral("/api/v1/namespaces/default/secrets"); }

private slots:
    void init()
    {
        QFile::remove(m_dir.filePath(QStringLiteral("counter")));
        m_acceptedExecTokens.clear();
        m_server = std::make_unique<FakeKubeApiServer>();
        m_server->addToken("static-token", QStringLiteral("alice"));
        m_server->setTokenValidator([this](const QByteArray &token) {
            const bool ok = token.startsWith("exec-token-")
                && (m_acceptedExecTokens.isEmpty() || m_acceptedExecTokens.contains(token));
            return ok ? QStringLiteral("exec-user") : QString();
        });
        QVERIFY(m_server->listen());
    }

    void staticToken()
    {
        auto c = client(QStringLiteral("    token: static-token\n"));
        QVERIFY(c);
        QVERIFY(!kubeFailure(c->call("GET", secretsPath())));
        QVERIFY(m_server->requestLog().last().endsWith(QStringLiteral(" alice")));

        auto wrong = client(QStringLiteral("    token: not-a-token\n"));
        const auto failure = kubeFailure(wrong->call("GET", secretsPath()));
        QVERIFY(failure);
        QCOMPARE(failure->kind(), KubeException::Kind::Unauthorized);
        QVERIFY2(failure->message().contains(QStringLiteral("refused the credentials of user “tester”")),
                 qPrintable(failure->message()));
    }

    void tokenFileIsReadAgainAfter401()
    {
        const QString tokenFile = m_dir.filePath(QStringLiteral("token"));
        auto writeToken = [&](const QByteArray &t) {
            QFile f(tokenFile);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(t + '\n');
        };
        writeToken("static-token");
        auto c = client(QStringLiteral("    tokenFile: %1\n").arg(tokenFile));
        QVERIFY(!kubeFailure(c->call("GET", secretsPath())));
        // The token is rotated on disk and the old one revoked: one 401, then the new one.
        m_server->addToken("rotated", QStringLiteral("alice"));
        m_server->removeToken("static-token");
        writeToken("rotated");
        QVERIFY(!kubeFailure(c->call("GET", secretsPath())));
        QCOMPARE(c->credentials()->token(), QByteArray("rotated"));
    }

    void execPluginCachedUntilExpiry()
    {
        auto c = client(execUser(3600));
        QVERIFY(!kubeFailure(c->call("GET", secretsPath())));
        QVERIFY(!kubeFailure(c->call("GET", secretsPath())));
        QCOMPARE(c->credentials()->pluginRuns(), 1);
        QCOMPARE(c->credentials()->token(), QByteArray("exec-token-1"));
        QVERIFY(c->credentials()->expiry().isValid());
    }

    void execPluginRefreshedOnExpiry()
    {
        // 11 s of life: within the 10 s refresh margin after a second.
        auto c = client(execUser(11));
        QVERIFY(!kubeFailure(c->call("GET", secretsPath())));
        QCOMPARE(c->credentials()->token(), QByteArray("exec-token-1"));
        QTest::qWait(1500);
        QVERIFY(!c->credentials()->isCurrent());
        QVERIFY(!kubeFailure(c->call("GET", secretsPath())));
        QCOMPARE(c->credentials()->pluginRuns(), 2);
        QVERIFY(m_server->requestLog().last().endsWith(QStringLiteral(" exec-user")));
        QCOMPARE(c->credentials()->token(), QByteArray("exec-token-2"));
    }

    void execPluginRefreshedOn401()
    {
        auto c = client(execUser(3600));
        QVERIFY(!kubeFailure(c->call("GET", secretsPath())));
        // The server stops accepting the cached token long before its stated expiry.
        m_acceptedExecTokens = {"exec-token-2"};
        QVERIFY(!kubeFailure(c->call("GET", secretsPath())));
        QCOMPARE(c->credentials()->pluginRuns(), 2);
        QCOMPARE(c->credentials()->token(), QByteArray("exec-token-2"));
        // Refused again after the refresh: reported, not retried forever.
        m_acceptedExecTokens = {"exec-token-99"};
        const auto failure = kubeFailure(c->call("GET", secretsPath()));
        QVERIFY(failure);
        QCOMPARE(failure->kind(), KubeException::Kind::Unauthorized);
        QCOMPARE(c->credentials()->pluginRuns(), 3);
    }

    void execPluginV1beta1()
    {
        auto c = client(execUser(3600, QStringLiteral("client.authentication.k8s.io/v1beta1")));
        QVERIFY(!kubeFailure(c->call("GET", secretsPath())));
        auto mismatch = client(execUser(3600, QStringLiteral("client.authentication.k8s.io/v1beta1"),
                                        QStringLiteral("client.authentication.k8s.io/v1")));
        const auto failure = kubeFailure(mismatch->call("GET", secretsPath()));
        QVERIFY(failure);
        QCOMPARE(failure->kind(), KubeException::Kind::Credentials);
        QVERIFY2(failure->message().contains(QStringLiteral("asks for client.authentication.k8s.io/v1beta1")),
                 qPrintable(failure->message()));
    }

    void missingPluginIsNamed()
    {
        auto c = client(QStringLiteral("    exec:\n      apiVersion: client.authentication.k8s.io/v1\n"
                                       "      command: kubectl-oidc_login-not-installed\n"
                                       "      installHint: Install kubelogin from your package manager.\n"));
        const auto failure = kubeFailure(c->call("GET", secretsPath()));
        QVERIFY(failure);
        QCOMPARE(failure->kind(), KubeException::Kind::Credentials);
        QVERIFY2(failure->message().contains(QStringLiteral("“kubectl-oidc_login-not-installed”"))
                     && failure->message().contains(QStringLiteral("not found on PATH"))
                     && failure->message().contains(
                         QStringLiteral("Install kubelogin from your package manager.")),
                 qPrintable(failure->message()));
        QCOMPARE(m_server->requestLog().size(), 0); // nothing was sent without credentials
    }

    void failingPluginSaysWhy()
    {
        // The script refuses to run without KUBERNETES_EXEC_INFO: run it through env -u.
        auto c
            = client(QStringLiteral(
                         "    exec:\n      apiVersion: client.authentication.k8s.io/v1\n      command: env\n"
                         "      args: [-u, KUBERNETES_EXEC_INFO, %1]\n")
                         .arg(QStringLiteral(KUBE_TEST_SOURCE_DIR "/exec-credential-plugin.sh")));
        const auto failure = kubeFailure(c->call("GET", secretsPath()));
        QVERIFY(failure);
        QVERIFY2(failure->message().contains(QStringLiteral("failed (exit code 3)"))
                     && failure->message().contains(QStringLiteral("KUBERNETES_EXEC_INFO is missing")),
                 qPrintable(failure->message()));
    }
};

QTEST_GUILESS_MAIN(TestKubeCredentials)
#include "tst_kubecredentials.moc"
