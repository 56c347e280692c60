// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace sandman {

// The entries of a kubeconfig file, as kubectl reads them. File paths are absolute (a
// relative path in the file is taken relative to that file's directory, as kubectl does);
// *-data fields are already base64-decoded.

// users[].user.exec: a client.authentication.k8s.io credential plugin.
struct KubeExecConfig {
    QString apiVersion; // client.authentication.k8s.io/v1 or /v1beta1
    QString command;
    QStringList args;
    QList<QPair<QString, QString>> env;
    QString installHint;
    bool provideClusterInfo = false;
    QString interactiveMode; // Never / IfAvailable / Always (Sandman never has a terminal)
    QString baseDir; // the kubeconfig's directory: a command with a '/' is relative to it
    bool isSet() const { return !command.isEmpty(); }
};

struct KubeUser {
    QString name;
    QString token;
    QString tokenFile;
    QString clientCertificateFile;
    QByteArray clientCertificateData;
    QString clientKeyFile;
    QByteArray clientKeyData;
    KubeExecConfig exec;
};

struct KubeCluster {
    QString name;
    QString server; // https://host:port (optionally with a path prefix)
    QString certificateAuthorityFile;
    QByteArray certificateAuthorityData;
    bool insecureSkipTlsVerify = false;
    QString tlsServerName;
};

struct KubeContext {
    QString name;
    QString cluster;
    QString user;
    QString ns; // empty: "default"
};

// One context resolved to its cluster and user: everything a KubeApiClient needs.
struct KubeEndpoint {
    KubeContext context;
    KubeCluster cluster;
    KubeUser user;
    QString ns() const { return context.ns.isEmpty() ? QStringLiteral("default") : context.ns; }
};

} // namespace sandman
