// SPDX-License-Identifier: Apache-2.0
#include "cluster/KubeSandboxInfo.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace sandman {

namespace {

struct Condition {
    bool present = false;
    bool isTrue = false;
    QString reason;
    QString message;
};

Condition condition(const QJsonObject &status, const char *type)
{
    for (const QJsonValue &v : status.value(QStringLiteral("conditions")).toArray()) {
        const QJsonObject c = v.toObject();
        if (c.value(QStringLiteral("type")).toString() == QLatin1String(type))
            return {true, c.value(QStringLiteral("status")).toString() == QLatin1String("True"),
                    c.value(QStringLiteral("reason")).toString(),
                    c.value(QStringLiteral("message")).toString()};
    }
    return {};
}

} // namespace

KubeSandboxInfo KubeSandboxInfo::fromObject(const QJsonObject &sandbox)
{
    KubeSandboxInfo info;
    info.object = sandbox;
    const QJsonObject meta = sandbox.value(QStringLiteral("metadata")).toObject();
    const QJsonObject spec = sandbox.value(QStringLiteral("spec")).toObject();
    const QJsonObject status = sandbox.value(QStringLiteral("status")).toObject();
    info.name = meta.value(QStringLiteral("name")).toString();
    info.ns = meta.value(QStringLiteral("namespace")).toString();
    info.uid = meta.value(QStringLiteral("uid")).toString();
    info.resourceVersion = meta.value(QStringLiteral("resourceVersion")).toString();
    info.created
        = QDateTime::fromString(meta.value(QStringLiteral("creationTimestamp")).toString(), Qt::ISODate);
    info.podName = meta.value(QStringLiteral("annotations"))
                       .toObject()
                       .value(QStringLiteral("agents.x-k8s.io/pod-name"))
                       .toString();
    if (info.podName.isEmpty())
        info.podName = info.name;
    info.suspendRequested
        = spec.value(QStringLiteral("operatingMode")).toString() == QLatin1String("Suspended")
        || (spec.contains(QStringLiteral("replicas")) && spec.value(QStringLiteral("replicas")).toInt() == 0);

    // Finished is terminal; Ready is authoritative for running (a Suspended condition may
    // linger after a resume, per agent-sandbox's own notes); suspension otherwise.
    const Condition finished = condition(status, "Finished");
    const Condition ready = condition(status, "Ready");
    const Condition suspended = condition(status, "Suspended");
    if (finished.isTrue) {
        info.state = State::Finished;
        info.reason = finished.reason;
        info.message = finished.message;
    } else if (ready.isTrue) {
        info.state = State::Ready;
        info.reason = ready.reason;
        info.message = ready.message;
    } else if (info.suspendRequested || ready.reason == QLatin1String("SandboxSuspended")) {
        info.state = State::Suspended;
        info.reason = suspended.present ? suspended.reason : ready.reason;
        info.message = suspended.present ? suspended.message : ready.message;
    } else {
        info.state = ready.reason == QLatin1String("SandboxExpired") ? State::Finished : State::Pending;
        info.reason = ready.reason;
        info.message = ready.message;
    }
    return info;
}

QString KubeSandboxInfo::stateText(State state)
{
    switch (state) {
    case State::Ready:
        return QCoreApplication::translate("sandman::KubeSandboxInfo", "Ready");
    case State::Suspended:
        return QCoreApplication::translate("sandman::KubeSandboxInfo", "Suspended");
    case State::Finished:
        return QCoreApplication::translate("sandman::KubeSandboxInfo", "Finished");
    case State::Pending:
        break;
    }
    return QCoreApplication::translate("sandman::KubeSandboxInfo", "Pending");
}

QString KubeSandboxInfo::ageText(const QDateTime &created, const QDateTime &now)
{
    if (!created.isValid())
        return QStringLiteral("?");
    const qint64 s = qMax<qint64>(0, created.secsTo(now));
    //: Ages as kubectl prints them: seconds, minutes, hours, days.
    if (s < 120)
        return QCoreApplication::translate("sandman::KubeSandboxInfo", "%1s").arg(s);
    if (s < 7200)
        return QCoreApplication::translate("sandman::KubeSandboxInfo", "%1m").arg(s / 60);
    if (s < 48 * 3600)
        return QCoreApplication::translate("sandman::KubeSandboxInfo", "%1h").arg(s / 3600);
    return QCoreApplication::translate("sandman::KubeSandboxInfo", "%1d").arg(s / 86400);
}

} // namespace sandman
