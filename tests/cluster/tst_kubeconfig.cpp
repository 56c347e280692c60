// SPDX-License-Identifier: Apache-2.0
// KubeConfig: kubeconfig files as kubectl reads them (yaml-cpp), as a table of documents and
// what each resolves to or which sentence it fails with; $KUBECONFIG lists and merging.
#include "cluster/KubeConfig.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;

namespace {

const char *const Base = R"(apiVersion: v1
kind: Config
current-context: dev
clusters:
- name: c1
  cluster:
    server: https://10.0.0.1:6443
    certificate-authority: ca.crt
- name: c2
  cluster:
    server: https://k8s.example:443/prefix
    certificate-authority-data: aGVsbG8=
    insecure-skip-tls-verify: true
users:
- name: u-token
  user:
    token: abc123
- name: u-file
  user:
    tokenFile: /var/run/token
    client-certificate: certs/me.crt
    client-key: certs/me.key
- name: u-exec
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1
      command: gke-gcloud-auth-plugin
      args: [--flag, value]
      env:
      - name: FOO
        value: bar
      installHint: Install it with apt.
      provideClusterInfo: true
contexts:
- name: dev
  context:
    cluster: c1
    user: u-token
    namespace: team-a
- name: prod
  context:
    cluster: c2
    user: u-exec
- name: files
  context:
    cluster: c1
    user: u-file
- name: ghost-user
  context:
    cluster: c1
    user: nobody
- name: ghost-cluster
  context:
    cluster: nowhere
    user: u-token
)";

} // namespace

class TestKubeConfig : public QObject
{
    Q_OBJECT

private slots:
    void resolve_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("server"); // empty: an error is expected
        QTest::addColumn<QString>("ns");
        QTest::addColumn<QString>("detail"); // token / exec command / cert file, or the error's words
        const QByteArray base(Base);
        QTest::newRow("current context, token, namespace") << base << ""
                                                           << "https://10.0.0.1:6443"
                                                           << "team-a"
                                                           << "abc123";
        QTest::newRow("named context, exec, default namespace") << base << "prod"
                                                                << "https://k8s.example:443/prefix"
                                                                << "default"
                                                                << "gke-gcloud-auth-plugin";
        QTest::newRow("relative cert paths") << base << "files"
                                             << "https://10.0.0.1:6443"
                                             << "default"
                                             << "/base/certs/me.crt";
        QTest::newRow("unknown context") << base << "staging"
                                         << ""
                                         << ""
                                         << "no context “staging”; it has: dev, prod, files";
        QTest::newRow("unknown user") << base << "ghost-user"
                                      << ""
                                      << ""
                                      << "user “nobody”";
        QTest::newRow("unknown cluster") << base << "ghost-cluster"
                                         << ""
                                         << ""
                                         << "cluster “nowhere”";
        QTest::newRow("no current context") << QByteArray("contexts: []\n") << ""
                                            << ""
                                            << ""
                                            << "no current context";
        QTest::newRow("bad yaml") << QByteArray("clusters: [\n  - {name: x\n") << ""
                                  << ""
                                  << ""
                                  << "is not valid YAML (line";
        QTest::newRow("not a mapping") << QByteArray("- a\n- b\n") << ""
                                       << ""
                                       << ""
                                       << "is not a kubeconfig";
        QTest::newRow("clusters not a list") << QByteArray("clusters: 3\n") << ""
                                             << ""
                                             << ""
                                             << "“clusters” must be a list";
        QTest::newRow("entry without name") << QByteArray("users:\n- user: {token: x}\n") << ""
                                            << ""
                                            << ""
                                            << "has no name";
        QTest::newRow("bad base64") << QByteArray(
            "clusters:\n- name: a\n  cluster: {server: https://x, certificate-authority-data: '%%%'}\n")
                                    << ""
                                    << ""
                                    << ""
                                    << "is not base64";
        QTest::newRow("exec without command")
            << QByteArray("users:\n- name: u\n  user:\n    exec: {apiVersion: x}\n") << ""
            << ""
            << ""
            << "has no command";
    }

    void resolve()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, context);
        QFETCH(QString, server);
        QFETCH(QString, ns);
        QFETCH(QString, detail);
        QString error;
        const auto config
            = KubeConfig::parse(yaml, QStringLiteral("/base"), QStringLiteral("test.yaml"), &error);
        std::optional<KubeEndpoint> endpoint;
        if (config)
            endpoint = config->endpoint(context, &error);
        if (server.isEmpty()) {
            QVERIFY(!endpoint);
            QVERIFY2(error.contains(detail), qPrintable(error));
            return;
        }
        QVERIFY2(endpoint, qPrintable(error));
        QCOMPARE(endpoint->cluster.server, server);
        QCOMPARE(endpoint->ns(), ns);
        const KubeUser &u = endpoint->user;
        QVERIFY2(u.token == detail || u.exec.command == detail || u.clientCertificateFile == detail,
                 qPrintable(u.name));
    }

    void fieldsAreRead()
    {
        QString error;
        const auto config = KubeConfig::parse(Base, QStringLiteral("/base"), QStringLiteral("t"), &error);
        QVERIFY2(config, qPrintable(error));
        const auto prod = config->endpoint(QStringLiteral("prod"), &error);
        QVERIFY(prod);
        QCOMPARE(prod->cluster.certificateAuthorityData, QByteArray("hello"));
        QVERIFY(prod->cluster.insecureSkipTlsVerify);
        const KubeExecConfig &exec = prod->user.exec;
        QCOMPARE(exec.apiVersion, QStringLiteral("client.authentication.k8s.io/v1"));
        QCOMPARE(exec.args, (QStringList{QStringLiteral("--flag"), QStringLiteral("value")}));
        QCOMPARE(exec.env.value(0).first, QStringLiteral("FOO"));
        QCOMPARE(exec.env.value(0).second, QStringLiteral("bar"));
        QCOMPARE(exec.installHint, QStringLiteral("Install it with apt."));
        QVERIFY(exec.provideClusterInfo);
        const auto dev = config->endpoint({}, &error);
        QCOMPARE(dev->cluster.certificateAuthorityFile, QStringLiteral("/base/ca.crt"));
        QCOMPARE(config->contextNames().size(), 5);
    }

    void kubeconfigListMerges()
    {
        QTemporaryDir dir;
        auto write = [&](const QString &name, const QByteArray &text) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        // The first file that names an entry wins; current-context from the first that sets it.
        write(QStringLiteral("a"),
              "clusters:\n- name: c\n  cluster: {server: https://first}\n"
              "contexts:\n- name: x\n  context: {cluster: c}\n");
        write(QStringLiteral("b"),
              "current-context: x\nclusters:\n- name: c\n  cluster: {server: https://second}\n"
              "- name: d\n  cluster: {server: https://d}\n"
              "contexts:\n- name: y\n  context: {cluster: d}\n");
        qputenv("KUBECONFIG",
                (dir.filePath(QStringLiteral("a")) + QStringLiteral("::")
                 + dir.filePath(QStringLiteral("missing")) + QLatin1Char(':')
                 + dir.filePath(QStringLiteral("b")))
                    .toUtf8());
        const QStringList paths = KubeConfig::defaultPaths();
        QCOMPARE(paths.size(), 3);
        QString error;
        const auto config = KubeConfig::load(paths, &error);
        QVERIFY2(config, qPrintable(error));
        QCOMPARE(config->currentContext(), QStringLiteral("x"));
        QCOMPARE(config->endpoint({}, &error)->cluster.server, QStringLiteral("https://first"));
        QCOMPARE(config->endpoint(QStringLiteral("y"), &error)->cluster.server, QStringLiteral("https://d"));
        qunsetenv("KUBECONFIG");
        QCOMPARE(KubeConfig::defaultPaths(), QStringList{QDir::homePath() + QStringLiteral("/.kube/config")});
    }

    void missingFileIsNamed()
    {
        QString error;
        QVERIFY(!KubeConfig::load({QStringLiteral("/nonexistent/kubeconfig")}, &error));
        QVERIFY2(error.contains(QStringLiteral("/nonexistent/kubeconfig"))
                     && error.contains(QStringLiteral("does not exist")),
                 qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestKubeConfig)
#include "tst_kubeconfig.moc"
