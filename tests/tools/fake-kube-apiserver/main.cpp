// SPDX-License-Identifier: Apache-2.0
// fake-kube-apiserver: the test double of tests/support/kube as a process, so real clients
// (kubectl, python3-kubernetes) can be pointed at it. Prints "serving <url>" when listening
// and, with --kubeconfig, writes a kubeconfig for it.
#include "FakeKubeApiServer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSslKey>
#include <QTextStream>

using sandman::test::FakeKubeApiServer;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("A Kubernetes API server double (agent-sandbox, pods, secrets, port-forward)."));
    parser.addHelpOption();
    const QCommandLineOption port(QStringLiteral("port"),
                                  QStringLiteral("Port on 127.0.0.1 (default: any free one)."),
                                  QStringLiteral("port"), QStringLiteral("0"));
    const QCommandLineOption token(QStringLiteral("token"),
                                   QStringLiteral("Accepted bearer token, as TOKEN=USER (repeatable)."),
                                   QStringLiteral("token=user"));
    const QCommandLineOption backend(
        QStringLiteral("backend"),
        QStringLiteral("Serve pod port POD:PODPORT from local port LOCALPORT, as POD:PODPORT:LOCALPORT; POD "
                       "* for every pod (repeatable)."),
        QStringLiteral("pod:podport:localport"));
    const QCommandLineOption deny(
        QStringLiteral("deny"),
        QStringLiteral("Refuse VERB on RESOURCE (RBAC 403), as VERB:RESOURCE (repeatable)."),
        QStringLiteral("verb:resource"));
    const QCommandLineOption kubeconfig(QStringLiteral("kubeconfig"),
                                        QStringLiteral("Write a kubeconfig for the first token here."),
                                        QStringLiteral("file"));
    const QCommandLineOption readyDelay(QStringLiteral("ready-delay-ms"),
                                        QStringLiteral("How long a new Sandbox stays Pending."),
                                        QStringLiteral("ms"), QStringLiteral("50"));
    const QCommandLineOption cert(
        QStringLiteral("cert"),
        QStringLiteral("Serve HTTPS with this certificate (PEM); the kubeconfig trusts it as the CA."),
        QStringLiteral("file"));
    const QCommandLineOption key(QStringLiteral("key"),
                                 QStringLiteral("The certificate's private key (PEM)."),
                                 QStringLiteral("file"));
    const QCommandLineOption log(QStringLiteral("log"),
                                 QStringLiteral("Print every request served to stderr."));
    parser.addOptions({port, token, backend, deny, kubeconfig, readyDelay, cert, key, log});
    parser.process(app);

    FakeKubeApiServer::Options options;
    if (parser.isSet(cert)) {
        QFile certFile(parser.value(cert));
        QFile keyFile(parser.value(key));
        if (!certFile.open(QIODevice::ReadOnly) || !keyFile.open(QIODevice::ReadOnly)) {
            QTextStream(stderr) << "cannot read --cert / --key\n";
            return 2;
        }
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setLocalCertificateChain(QSslCertificate::fromData(certFile.readAll()));
        tls.setPrivateKey(QSslKey(keyFile.readAll(), QSsl::Rsa));
        options.tls = tls;
    }
    FakeKubeApiServer server(options);
    if (parser.isSet(log))
        QObject::connect(&server, &FakeKubeApiServer::requestServed,
                         [](const QString &line) { QTextStream(stderr) << line << Qt::endl; });
    server.setReadyDelayMs(parser.value(readyDelay).toInt());
    QString firstToken;
    for (const QString &t : parser.values(token)) {
        const int eq = t.indexOf(QLatin1Char('='));
        const QString value = eq < 0 ? t : t.left(eq);
        server.addToken(value.toUtf8(), eq < 0 ? QStringLiteral("tester") : t.mid(eq + 1));
        if (firstToken.isEmpty())
            firstToken = value;
    }
    if (firstToken.isEmpty())
        server.setAllowAnonymous(true);
    for (const QString &b : parser.values(backend)) {
        const QStringList parts = b.split(QLatin1Char(':'));
        if (parts.size() != 3) {
            QTextStream(stderr) << "--backend wants POD:PODPORT:LOCALPORT, got " << b << "\n";
            return 2;
        }
        server.setPodBackend(parts[0], quint16(parts[1].toUInt()), quint16(parts[2].toUInt()));
    }
    for (const QString &d : parser.values(deny)) {
        const int colon = d.indexOf(QLatin1Char(':'));
        server.deny(d.left(colon), d.mid(colon + 1));
    }
    QString error;
    if (!server.listen(&error, quint16(parser.value(port).toUInt()))) {
        QTextStream(stderr) << "cannot listen: " << error << "\n";
        return 1;
    }
    if (parser.isSet(kubeconfig)) {
        QFile file(parser.value(kubeconfig));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            QTextStream(stderr) << "cannot write " << file.fileName() << "\n";
            return 1;
        }
        QTextStream out(&file);
        out << "apiVersion: v1\nkind: Config\ncurrent-context: fake\n"
            << "clusters:\n- name: fake\n  cluster:\n    server: " << server.url().toString() << "\n"
            << (parser.isSet(cert) ? QStringLiteral("    certificate-authority: ")
                        + QFileInfo(parser.value(cert)).absoluteFilePath() + QLatin1Char('\n')
                                   : QString())
            << "users:\n- name: tester\n  user:\n"
            << (firstToken.isEmpty() ? QStringLiteral("    {}\n")
                                     : QStringLiteral("    token: ") + firstToken + QLatin1Char('\n'))
            << "contexts:\n- name: fake\n  context:\n    cluster: fake\n    user: tester\n    namespace: "
               "default\n";
    }
    QTextStream(stdout) << "serving " << server.url().toString() << Qt::endl;
    return app.exec();
}
