// SPDX-License-Identifier: Apache-2.0
#include "LocalAgentInfo.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <sys/stat.h>

namespace sandman {

QJsonObject LocalAgentInfo::toJson() const
{
    return {{QStringLiteral("pid"), pid},
            {QStringLiteral("url"), url.toString()},
            {QStringLiteral("token"), QString::fromLatin1(token)},
            {QStringLiteral("isolated"), isolated},
            {QStringLiteral("workspace"), workspace},
            {QStringLiteral("logFile"), logFile},
            {QStringLiteral("startedAt"), startedAt},
            {QStringLiteral("network"), network},
            {QStringLiteral("passEnv"), QJsonArray::fromStringList(passEnv)},
            {QStringLiteral("unit"), unit}};
}

std::optional<LocalAgentInfo> LocalAgentInfo::fromJson(const QJsonObject &object)
{
    LocalAgentInfo info;
    info.pid = object.value(QStringLiteral("pid")).toInteger();
    info.url = QUrl(object.value(QStringLiteral("url")).toString());
    info.token = object.value(QStringLiteral("token")).toString().toLatin1();
    info.isolated = object.value(QStringLiteral("isolated")).toBool();
    info.workspace = object.value(QStringLiteral("workspace")).toString();
    info.logFile = object.value(QStringLiteral("logFile")).toString();
    info.startedAt = object.value(QStringLiteral("startedAt")).toString();
    info.settingsRecorded = object.contains(QStringLiteral("network"));
    info.network = object.value(QStringLiteral("network")).toString();
    info.unit = object.value(QStringLiteral("unit")).toString();
    for (const QJsonValue &name : object.value(QStringLiteral("passEnv")).toArray())
        info.passEnv.append(name.toString());
    if (info.pid <= 0 || info.token.isEmpty())
        return std::nullopt;
    return info;
}

bool LocalAgentInfo::write(const QString &path, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    ::fchmod(file.handle(), S_IRUSR | S_IWUSR); // before the token is in it
    file.write(QJsonDocument(toJson()).toJson(QJsonDocument::Compact));
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

std::optional<LocalAgentInfo> LocalAgentInfo::read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.exists() ? file.errorString() : QString();
        return std::nullopt;
    }
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
    std::optional<LocalAgentInfo> info = fromJson(document.object());
    if (!info && error)
        *error = QStringLiteral("%1 is not a runtime file of a local agent").arg(path);
    return info;
}

} // namespace sandman
