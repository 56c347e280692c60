// SPDX-License-Identifier: Apache-2.0
#include "cluster/KubeConfig.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <yaml-cpp/yaml.h>

namespace sandman {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("sandman::KubeConfig", text);
}

QString scalar(const YAML::Node &node, const char *key)
{
    const YAML::Node value = node[key];
    if (!value || !value.IsScalar())
        return {};
    return QString::fromStdString(value.as<std::string>());
}

bool boolean(const YAML::Node &node, const char *key)
{
    const YAML::Node value = node[key];
    return value && value.IsScalar() && value.as<bool>(false);
}

QString path(const YAML::Node &node, const char *key, const QString &baseDir)
{
    const QString value = scalar(node, key);
    if (value.isEmpty())
        return value;
    if (value.startsWith(QLatin1String("~/")))
        return QDir::homePath() + value.mid(1);
    return QDir::isAbsolutePath(value) ? value : QDir(baseDir).absoluteFilePath(value);
}

// *-data fields: base64 of the PEM (or of the token). false: not valid base64.
bool data(const YAML::Node &node, const char *key, QByteArray *out)
{
    const QByteArray text = scalar(node, key).toLatin1();
    if (text.isEmpty())
        return true;
    auto decoded = QByteArray::fromBase64Encoding(text.trimmed(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return false;
    *out = *decoded;
    return true;
}

// The named entries of a top-level list (clusters, users, contexts): each {name, <inner>}.
template<typename Fn>
bool forEachNamed(const YAML::Node &root, const char *list, const char *inner, const QString &source,
                  QString *error, Fn fn)
{
    const YAML::Node entries = root[list];
    if (!entries || entries.IsNull())
        return true;
    if (!entries.IsSequence()) {
        *error = tr("%1: “%2” must be a list.").arg(source, QString::fromLatin1(list));
        return false;
    }
    for (const YAML::Node &entry : entries) {
        const QString name = entry.IsMap() ? scalar(entry, "name") : QString();
        if (name.isEmpty()) {
            *error = tr("%1: an entry of “%2” has no name.").arg(source, QString::fromLatin1(list));
            return false;
        }
        const YAML::Node body = entry[inner];
        if (!fn(name, body && body.IsMap() ? body : YAML::Node(YAML::NodeType::Map)))
            return false;
    }
    return true;
}

bool readExec(const YAML::Node &node, const QString &baseDir, KubeExecConfig *exec)
{
    exec->apiVersion = scalar(node, "apiVersion");
    exec->command = scalar(node, "command");
    exec->installHint = scalar(node, "installHint");
    exec->provideClusterInfo = boolean(node, "provideClusterInfo");
    exec->interactiveMode = scalar(node, "interactiveMode");
    exec->baseDir = baseDir;
    if (const YAML::Node args = node["args"]; args && args.IsSequence())
        for (const YAML::Node &arg : args)
            exec->args << QString::fromStdString(arg.as<std::string>());
    if (const YAML::Node env = node["env"]; env && env.IsSequence())
        for (const YAML::Node &var : env)
            exec->env.append({scalar(var, "name"), scalar(var, "value")});
    return !exec->command.isEmpty();
}

template<typename T> const T *findNamed(const QList<T> &list, const QString &name)
{
    for (const T &item : list)
        if (item.name == name)
            return &item;
    return nullptr;
}

template<typename T> void mergeNamed(QList<T> &into, const QList<T> &from)
{
    for (const T &item : from)
        if (!findNamed(into, item.name))
            into.append(item);
}

} // namespace

QStringList KubeConfig::defaultPaths()
{
    const QString list = qEnvironmentVariable("KUBECONFIG");
    QStringList paths;
    for (const QString &path : list.split(QLatin1Char(':'), Qt::SkipEmptyParts))
        if (!paths.contains(path))
            paths << path;
    if (paths.isEmpty())
        paths << QDir::homePath() + QStringLiteral("/.kube/config");
    return paths;
}

std::optional<KubeConfig> KubeConfig::parse(const QByteArray &yaml, const QString &baseDir,
                                            const QString &source, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    YAML::Node root;
    try {
        root = YAML::Load(yaml.toStdString());
    } catch (const YAML::Exception &e) {
        *error = tr("%1 is not valid YAML (line %2, column %3): %4")
                     .arg(source)
                     .arg(e.mark.line + 1)
                     .arg(e.mark.column + 1)
                     .arg(QString::fromStdString(e.msg));
        return std::nullopt;
    }
    if (root.IsNull())
        return KubeConfig(); // an empty file is an empty config, as for kubectl
    if (!root.IsMap()) {
        *error = tr("%1 is not a kubeconfig (expected a mapping with clusters, users and contexts).")
                     .arg(source);
        return std::nullopt;
    }
    KubeConfig config;
    try {
        config.m_currentContext = scalar(root, "current-context");
        bool ok = forEachNamed(
            root, "clusters", "cluster", source, error, [&](const QString &name, const YAML::Node &node) {
                KubeCluster c;
                c.name = name;
                c.server = scalar(node, "server");
                c.certificateAuthorityFile = path(node, "certificate-authority", baseDir);
                c.insecureSkipTlsVerify = boolean(node, "insecure-skip-tls-verify");
                c.tlsServerName = scalar(node, "tls-server-name");
                if (!data(node, "certificate-authority-data", &c.certificateAuthorityData)) {
                    *error = tr("%1: certificate-authority-data of cluster “%2” is not base64.")
                                 .arg(source, name);
                    return false;
                }
                config.m_clusters.append(c);
                return true;
            });
        ok = ok
            && forEachNamed(
                 root, "users", "user", source, error, [&](const QString &name, const YAML::Node &node) {
                     KubeUser u;
                     u.name = name;
                     u.token = scalar(node, "token");
                     u.tokenFile = path(node, "tokenFile", baseDir);
                     u.clientCertificateFile = path(node, "client-certificate", baseDir);
                     u.clientKeyFile = path(node, "client-key", baseDir);
                     if (!data(node, "client-certificate-data", &u.clientCertificateData)
                         || !data(node, "client-key-data", &u.clientKeyData)) {
                         *error = tr("%1: the client certificate or key data of user “%2” is not base64.")
                                      .arg(source, name);
                         return false;
                     }
                     if (const YAML::Node exec = node["exec"];
                         exec && exec.IsMap() && !readExec(exec, baseDir, &u.exec)) {
                         *error = tr("%1: the exec credential plugin of user “%2” has no command.")
                                      .arg(source, name);
                         return false;
                     }
                     config.m_users.append(u);
                     return true;
                 });
        ok = ok
            && forEachNamed(root, "contexts", "context", source, error,
                            [&](const QString &name, const YAML::Node &node) {
                                config.m_contexts.append({name, scalar(node, "cluster"), scalar(node, "user"),
                                                          scalar(node, "namespace")});
                                return true;
                            });
        if (!ok)
            return std::nullopt;
    } catch (const YAML::Exception &e) {
        *error = tr("%1 is not a valid kubeconfig: %2").arg(source, QString::fromStdString(e.msg));
        return std::nullopt;
    }
    return config;
}

std::optional<KubeConfig> KubeConfig::load(const QStringList &paths, QString *error)
{
    QString ignored;
    if (!error)
        error = &ignored;
    KubeConfig merged;
    int read = 0;
    for (const QString &file : paths) {
        QFile f(file);
        if (!f.exists())
            continue;
        if (!f.open(QIODevice::ReadOnly)) {
            *error = tr("Cannot read the kubeconfig %1: %2").arg(file, f.errorString());
            return std::nullopt;
        }
        const auto one = parse(f.readAll(), QFileInfo(file).absolutePath(), file, error);
        if (!one)
            return std::nullopt;
        merged.mergeFrom(*one);
        ++read;
    }
    if (read == 0) {
        *error = paths.size() == 1
            ? tr("The kubeconfig %1 does not exist.").arg(paths.value(0))
            : tr("None of the kubeconfig files exist: %1").arg(paths.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    return merged;
}

void KubeConfig::mergeFrom(const KubeConfig &other)
{
    mergeNamed(m_clusters, other.m_clusters);
    mergeNamed(m_users, other.m_users);
    mergeNamed(m_contexts, other.m_contexts);
    if (m_currentContext.isEmpty())
        m_currentContext = other.m_currentContext;
}

QStringList KubeConfig::contextNames() const
{
    QStringList names;
    for (const KubeContext &c : m_contexts)
        names << c.name;
    return names;
}

std::optional<KubeEndpoint> KubeConfig::endpoint(const QString &contextName, QString *error) const
{
    QString ignored;
    if (!error)
        error = &ignored;
    const QString name = contextName.isEmpty() ? m_currentContext : contextName;
    if (name.isEmpty()) {
        *error = tr("The kubeconfig sets no current context; choose one of: %1")
                     .arg(contextNames().join(QStringLiteral(", ")));
        return std::nullopt;
    }
    const KubeContext *context = findNamed(m_contexts, name);
    if (!context) {
        *error = m_contexts.isEmpty()
            ? tr("The kubeconfig has no context “%1” (it defines no contexts).").arg(name)
            : tr("The kubeconfig has no context “%1”; it has: %2")
                  .arg(name, contextNames().join(QStringLiteral(", ")));
        return std::nullopt;
    }
    const KubeCluster *cluster = findNamed(m_clusters, context->cluster);
    if (!cluster || cluster->server.isEmpty()) {
        *error = tr("Context “%1” refers to cluster “%2”, which the kubeconfig does not define (or has no "
                    "server).")
                     .arg(name, context->cluster);
        return std::nullopt;
    }
    KubeEndpoint endpoint;
    endpoint.context = *context;
    endpoint.cluster = *cluster;
    if (!context->user.isEmpty()) {
        const KubeUser *user = findNamed(m_users, context->user);
        if (!user) {
            *error = tr("Context “%1” refers to user “%2”, which the kubeconfig does not define.")
                         .arg(name, context->user);
            return std::nullopt;
        }
        endpoint.user = *user;
    }
    return endpoint;
}

} // namespace sandman
