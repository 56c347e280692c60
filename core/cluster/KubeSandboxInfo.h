// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace sandman {

// One Sandbox as the session list shows it, read from the object's metadata, spec and
// status.conditions.
struct KubeSandboxInfo {
    enum class State { Pending, Ready, Suspended, Finished };

    QString name;
    QString ns;
    QString uid;
    QString resourceVersion;
    QDateTime created;
    State state = State::Pending;
    QString reason; // the deciding condition's reason (DependenciesNotReady, PodSucceeded...)
    QString message;
    bool suspendRequested = false; // operatingMode Suspended (v1beta1) or replicas 0 (v1alpha1)
    QString podName; // agents.x-k8s.io/pod-name annotation, else the sandbox's name
    QJsonObject object;

    static KubeSandboxInfo fromObject(const QJsonObject &sandbox);
    // "Ready", "Suspended", ... translated.
    static QString stateText(State state);
    // Age as kubectl prints it: 42s, 5m, 3h, 2d (from created to now).
    static QString ageText(const QDateTime &created, const QDateTime &now);
    QString age() const { return ageText(created, QDateTime::currentDateTimeUtc()); }
};

} // namespace sandman
