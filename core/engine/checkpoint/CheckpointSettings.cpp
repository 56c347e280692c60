// SPDX-License-Identifier: Apache-2.0
#include "CheckpointSettings.h"

#include "ExcludeRules.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace sandman {

namespace {
QString settingsPath(const QString &directory)
{
    return QDir(directory).filePath(QStringLiteral("settings.json"));
}
} // namespace

CheckpointSettings::CheckpointSettings()
    : excludes(ExcludeRules::defaults())
{ }

std::optional<CheckpointSettings> CheckpointSettings::load(const QString &directory, QString *error)
{
    QFile file(settingsPath(directory));
    if (!file.exists())
        return std::nullopt;
    const auto fail = [&](const QString &why) -> std::optional<CheckpointSettings> {
        if (error)
            *error = QCoreApplication::translate("CheckpointSettings", "cannot read %1: %2")
                         .arg(file.fileName(), why);
        return std::nullopt;
    };
    if (!file.open(QIODevice::ReadOnly) || file.size() > 1024 * 1024)
        return fail(file.isOpen() ? QStringLiteral("too large") : file.errorString());
    QJsonParseError parse{};
    const QJsonObject json = QJsonDocument::fromJson(file.readAll(), &parse).object();
    if (parse.error != QJsonParseError::NoError)
        return fail(parse.errorString());
    CheckpointSettings settings;
    const auto number = [&json](const char *key, qint64 fallback) {
        const QJsonValue value = json.value(QLatin1String(key));
        return value.isDouble() && value.toInteger(-1) >= 0 ? value.toInteger() : fallback;
    };
    settings.retention.maxCount = int(qMin<qint64>(number("maxCount", settings.retention.maxCount), 1000000));
    settings.retention.maxBytes = number("maxBytes", settings.retention.maxBytes);
    settings.retention.maxAgeSeconds = number("maxAgeSeconds", settings.retention.maxAgeSeconds);
    settings.quotaBytes = number("quotaBytes", 0);
    if (json.value(QStringLiteral("excludes")).isArray()) {
        settings.excludes.clear();
        for (const QJsonValue &pattern : json.value(QStringLiteral("excludes")).toArray())
            settings.excludes.append(pattern.toString());
    }
    return settings;
}

bool CheckpointSettings::save(const QString &directory, QString *error) const
{
    const QJsonObject json{{QStringLiteral("maxCount"), retention.maxCount},
                           {QStringLiteral("maxBytes"), retention.maxBytes},
                           {QStringLiteral("maxAgeSeconds"), retention.maxAgeSeconds},
                           {QStringLiteral("quotaBytes"), quotaBytes},
                           {QStringLiteral("excludes"), QJsonArray::fromStringList(excludes)}};
    QSaveFile file(settingsPath(directory));
    if (file.open(QIODevice::WriteOnly)) {
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        file.write(QJsonDocument(json).toJson());
        if (file.commit())
            return true;
    }
    if (error)
        *error = QCoreApplication::translate("CheckpointSettings", "cannot save %1: %2")
                     .arg(file.fileName(), file.errorString());
    return false;
}

} // namespace sandman
