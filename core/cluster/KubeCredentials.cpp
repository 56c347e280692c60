// SPDX-License-Identifier: Apache-2.0
#include "cluster/KubeCredentials.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkRequest>
#include <QProcess>
#include <QSslConfiguration>
#include <QStandardPaths>
#include <QTimer>

namespace sandman {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("sandman::KubeCredentials", text);
}

// Plugin credentials this close to their expiry are refreshed already (a request sent now
// would arrive with a token that is about to lapse).
constexpr qint64 ExpirySlackSecs = 10;

QByteArray readFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(path, file.errorString());
        return {};
    }
    return file.readAll();
}

} // namespace

KubeCredentials::KubeCredentials(KubeUser user, KubeCluster cluster, QObject *parent)
    : QObject(parent)
    , m_user(std::move(user))
    , m_cluster(std::move(cluster))
{ }

KubeCredentials::~KubeCredentials()
{
    if (m_plugin) {
        m_plugin->disconnect(this);
        m_plugin->kill();
        m_plugin->waitForFinished(1000);
    }
}

bool KubeCredentials::isCurrent() const
{
    if (!m_loaded)
        return false;
    return !m_expiry.isValid() || QDateTime::currentDateTimeUtc().secsTo(m_expiry) > ExpirySlackSecs;
}

bool KubeCredentials::canRefresh() const
{
    return m_user.exec.isSet() || !m_user.tokenFile.isEmpty();
}

void KubeCredentials::invalidate()
{
    if (canRefresh())
        m_loaded = false;
}

void KubeCredentials::refresh()
{
    if (isCurrent()) {
        QTimer::singleShot(0, this, [this] { emit ready(); });
        return;
    }
    if (m_user.exec.isSet()) {
        if (!m_plugin)
            startPlugin();
        return;
    }
    QString error;
    const bool ok = loadStatic(&error);
    QTimer::singleShot(0, this, [this, ok, error] { ok ? emit ready() : emit failed(error); });
}

void KubeCredentials::withCurrent(QObject *context, std::function<void()> onReady,
                                  std::function<void(const QString &)> onFailed)
{
    if (isCurrent()) {
        onReady();
        return;
    }
    // One pair of connections per caller, both dropped when either fires.
    auto connections = std::make_shared<QList<QMetaObject::Connection>>();
    auto done = [connections] {
        for (const auto &c : *connections)
            QObject::disconnect(c);
    };
    connections->append(connect(this, &KubeCredentials::ready, context, [=] {
        done();
        onReady();
    }));
    connections->append(connect(this, &KubeCredentials::failed, context, [=](const QString &why) {
        done();
        onFailed(why);
    }));
    refresh();
}

bool KubeCredentials::loadStatic(QString *error)
{
    m_token = m_user.token.toUtf8();
    if (!m_user.tokenFile.isEmpty()) {
        m_token = readFile(m_user.tokenFile, error).trimmed();
        if (!error->isEmpty())
            return false;
    }
    QByteArray cert = m_user.clientCertificateData;
    QByteArray key = m_user.clientKeyData;
    if (cert.isEmpty() && !m_user.clientCertificateFile.isEmpty())
        cert = readFile(m_user.clientCertificateFile, error);
    if (key.isEmpty() && !m_user.clientKeyFile.isEmpty())
        key = readFile(m_user.clientKeyFile, error);
    if (!error->isEmpty())
        return false;
    if (!cert.isEmpty() || !key.isEmpty()) {
        const auto certs = QSslCertificate::fromData(cert, QSsl::Pem);
        m_key = QSslKey(key, QSsl::Rsa, QSsl::Pem);
        if (m_key.isNull())
            m_key = QSslKey(key, QSsl::Ec, QSsl::Pem);
        if (certs.isEmpty() || m_key.isNull()) {
            *error = tr("The client certificate or key of user “%1” cannot be read (PEM expected).")
                         .arg(m_user.name);
            return false;
        }
        m_certificate = certs.first();
    }
    m_expiry = {};
    m_loaded = true;
    return true;
}

void KubeCredentials::startPlugin()
{
    const KubeExecConfig &exec = m_user.exec;
    QString program = exec.command;
    if (program.contains(QLatin1Char('/'))) {
        if (QDir::isRelativePath(program))
            program = QDir(exec.baseDir).absoluteFilePath(program);
        if (!QFileInfo(program).isExecutable())
            program.clear();
    } else {
        program = QStandardPaths::findExecutable(program);
    }
    if (program.isEmpty()) {
        QString message
            = tr("The credential plugin “%1” of user “%2” was not found on PATH (or is not executable).")
                  .arg(exec.command, m_user.name);
        if (!exec.installHint.isEmpty())
            message += QLatin1Char('\n') + exec.installHint.trimmed();
        QTimer::singleShot(0, this, [this, message] { finish(message); });
        return;
    }

    const QString apiVersion
        = exec.apiVersion.isEmpty() ? QStringLiteral("client.authentication.k8s.io/v1") : exec.apiVersion;
    QJsonObject spec{{QStringLiteral("interactive"), false}};
    if (exec.provideClusterInfo) {
        QJsonObject cluster{{QStringLiteral("server"), m_cluster.server},
                            {QStringLiteral("insecure-skip-tls-verify"), m_cluster.insecureSkipTlsVerify}};
        if (!m_cluster.tlsServerName.isEmpty())
            cluster.insert(QStringLiteral("tls-server-name"), m_cluster.tlsServerName);
        if (!m_cluster.certificateAuthorityData.isEmpty())
            cluster.insert(QStringLiteral("certificate-authority-data"),
                           QString::fromLatin1(m_cluster.certificateAuthorityData.toBase64()));
        spec.insert(QStringLiteral("cluster"), cluster);
    }
    const QJsonObject info{{QStringLiteral("apiVersion"), apiVersion},
                           {QStringLiteral("kind"), QStringLiteral("ExecCredential")},
                           {QStringLiteral("spec"), spec}};

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const auto &[name, value] : exec.env)
        env.insert(name, value);
    env.insert(QStringLiteral("KUBERNETES_EXEC_INFO"),
               QString::fromUtf8(QJsonDocument(info).toJson(QJsonDocument::Compact)));

    m_plugin = new QProcess(this);
    m_plugin->setProcessEnvironment(env);
    m_plugin->setStandardInputFile(QProcess::nullDevice());
    ++m_pluginRuns;
    connect(m_plugin, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        onPluginFinished(status == QProcess::NormalExit ? exitCode : -1);
    });
    connect(m_plugin, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            finish(tr("The credential plugin “%1” could not be started: %2")
                       .arg(m_user.exec.command, m_plugin->errorString()));
    });
    QTimer::singleShot(m_pluginTimeoutMs, m_plugin, [this] {
        if (m_plugin && m_plugin->state() != QProcess::NotRunning) {
            m_plugin->disconnect(this);
            m_plugin->kill();
            finish(tr("The credential plugin “%1” did not answer within %2 seconds.")
                       .arg(m_user.exec.command)
                       .arg(m_pluginTimeoutMs / 1000));
        }
    });
    m_plugin->start(program, exec.args);
}

void KubeCredentials::onPluginFinished(int exitCode)
{
    if (!m_plugin)
        return;
    const QByteArray out = m_plugin->readAllStandardOutput();
    const QByteArray err = m_plugin->readAllStandardError().trimmed();
    if (exitCode != 0) {
        finish(tr("The credential plugin “%1” failed (exit code %2): %3")
                   .arg(m_user.exec.command)
                   .arg(exitCode)
                   .arg(QString::fromUtf8(err.isEmpty() ? out.trimmed() : err)));
        return;
    }
    QString error;
    finish(takeExecCredential(out, &error) ? QString() : error);
}

bool KubeCredentials::takeExecCredential(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonObject credential = QJsonDocument::fromJson(json, &parseError).object();
    const QString command = m_user.exec.command;
    if (parseError.error != QJsonParseError::NoError
        || credential.value(QStringLiteral("kind")).toString() != QLatin1String("ExecCredential")) {
        *error = tr("The credential plugin “%1” did not print an ExecCredential.").arg(command);
        return false;
    }
    const QString expected = m_user.exec.apiVersion;
    const QString got = credential.value(QStringLiteral("apiVersion")).toString();
    if (!expected.isEmpty() && got != expected) {
        *error = tr("The credential plugin “%1” answered with %2, but the kubeconfig asks for %3.")
                     .arg(command, got, expected);
        return false;
    }
    const QJsonObject status = credential.value(QStringLiteral("status")).toObject();
    const QByteArray token = status.value(QStringLiteral("token")).toString().toUtf8();
    const QByteArray cert = status.value(QStringLiteral("clientCertificateData")).toString().toUtf8();
    const QByteArray key = status.value(QStringLiteral("clientKeyData")).toString().toUtf8();
    if (token.isEmpty() && (cert.isEmpty() || key.isEmpty())) {
        *error = tr("The credential plugin “%1” returned neither a token nor a client certificate and key.")
                     .arg(command);
        return false;
    }
    QDateTime expiry;
    if (const QString stamp = status.value(QStringLiteral("expirationTimestamp")).toString();
        !stamp.isEmpty()) {
        expiry = QDateTime::fromString(stamp, Qt::ISODateWithMs);
        if (!expiry.isValid()) {
            *error = tr("The credential plugin “%1” returned an unreadable expirationTimestamp “%2”.")
                         .arg(command, stamp);
            return false;
        }
    }
    m_certificate = QSslCertificate();
    m_key = QSslKey();
    if (!cert.isEmpty()) {
        const auto certs = QSslCertificate::fromData(cert, QSsl::Pem);
        m_key = QSslKey(key, QSsl::Rsa, QSsl::Pem);
        if (m_key.isNull())
            m_key = QSslKey(key, QSsl::Ec, QSsl::Pem);
        if (certs.isEmpty() || m_key.isNull()) {
            *error
                = tr("The credential plugin “%1” returned a client certificate or key that cannot be read.")
                      .arg(command);
            return false;
        }
        m_certificate = certs.first();
    }
    m_token = token;
    m_expiry = expiry.toUTC();
    m_loaded = true;
    return true;
}

void KubeCredentials::finish(const QString &error)
{
    if (m_plugin) {
        m_plugin->disconnect(this);
        m_plugin->deleteLater();
        m_plugin = nullptr;
    }
    if (error.isEmpty())
        emit ready();
    else
        emit failed(error);
}

void KubeCredentials::applyTo(QNetworkRequest &request) const
{
    if (!m_token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_token);
}

void KubeCredentials::applyTo(QSslConfiguration &configuration) const
{
    if (!m_certificate.isNull()) {
        configuration.setLocalCertificate(m_certificate);
        configuration.setPrivateKey(m_key);
    }
}

} // namespace sandman
