// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cluster/KubeConfigEntries.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sandman {

// A kubeconfig (one file or the $KUBECONFIG list merged as kubectl merges it: the first file
// that defines a name wins, current-context from the first file that sets one). Parsed with
// yaml-cpp. Errors are sentences for the user (translated), naming the file or context.
class KubeConfig
{
public:
    // $KUBECONFIG split on ':' (empty entries skipped), else ~/.kube/config.
    static QStringList defaultPaths();
    // Reads and merges the files. A missing file is an error only when it is the only one
    // (kubectl skips missing entries of a list); bad YAML is always an error.
    static std::optional<KubeConfig> load(const QStringList &paths, QString *error);
    // One file's text; baseDir resolves relative paths; source names it in errors.
    static std::optional<KubeConfig> parse(const QByteArray &yaml, const QString &baseDir,
                                           const QString &source, QString *error);

    QStringList contextNames() const;
    QString currentContext() const { return m_currentContext; }
    const QList<KubeCluster> &clusters() const { return m_clusters; }
    const QList<KubeUser> &users() const { return m_users; }
    const QList<KubeContext> &contexts() const { return m_contexts; }

    // The named context (empty: the current one) with its cluster and user; nullopt and a
    // sentence when the context, its cluster or its user is not defined.
    std::optional<KubeEndpoint> endpoint(const QString &contextName, QString *error) const;

private:
    void mergeFrom(const KubeConfig &other);

    QList<KubeCluster> m_clusters;
    QList<KubeUser> m_users;
    QList<KubeContext> m_contexts;
    QString m_currentContext;
};

} // namespace sandman
