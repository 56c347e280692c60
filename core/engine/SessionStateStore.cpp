// SPDX-License-Identifier: Apache-2.0
#include "SessionStateStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <sys/stat.h>

namespace sandman {

namespace {
constexpr int kVersion = 1;

QJsonObject envJson(const EnvChanges &env)
{
    QJsonObject object;
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        object.insert(it.key(), it.value() ? QJsonValue(*it.value()) : QJsonValue(QJsonValue::Null));
    return object;
}

bool readEnv(const QJsonValue &value, EnvChanges *env)
{
    if (!value.isObject() && !value.isUndefined())
        return false;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.value().isString())
            env->insert(it.key(), it.value().toString());
        else if (it.value().isNull())
            env->insert(it.key(), std::nullopt);
        else
            return false;
    }
    return true;
}

void merge(EnvChanges *into, const EnvChanges &changes)
{
    for (auto it = changes.cbegin(); it != changes.cend(); ++it)
        into->insert(it.key(), it.value());
}
} // namespace

SessionStateStore::SessionStateStore(QString path)
    : m_path(std::move(path))
{ }

bool SessionStateStore::load(QString *error)
{
    m_sessions.clear();
    m_sandboxEnv.clear();
    QFile file(m_path);
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(m_path, file.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    const QJsonObject root = document.object();
    const auto bad = [&](const QString &why) {
        m_sessions.clear();
        m_sandboxEnv.clear();
        *error = QStringLiteral("%1: %2").arg(m_path, why);
        return false;
    };
    if (parseError.error != QJsonParseError::NoError)
        return bad(parseError.errorString());
    if (root.value(QStringLiteral("version")).toInt() != kVersion)
        return bad(QStringLiteral("unknown version"));
    if (!readEnv(root.value(QStringLiteral("sandboxEnv")), &m_sandboxEnv))
        return bad(QStringLiteral("sandboxEnv is not a map of strings"));
    for (const QJsonValue &value : root.value(QStringLiteral("sessions")).toArray()) {
        const QJsonObject object = value.toObject();
        Entry entry;
        entry.id = object.value(QStringLiteral("id")).toString();
        entry.cwd = object.value(QStringLiteral("cwd")).toString();
        entry.commandTimeoutMs = object.value(QStringLiteral("commandTimeoutMs")).toInteger();
        if (entry.id.isEmpty() || entry.commandTimeoutMs < 0 || find(entry.id))
            return bad(QStringLiteral("a session without a valid, unique id or timeout"));
        if (!readEnv(object.value(QStringLiteral("env")), &entry.env))
            return bad(QStringLiteral("the env of session %1 is not a map of strings").arg(entry.id));
        m_sessions.append(entry);
    }
    return true;
}

bool SessionStateStore::save(QString *error) const
{
    QJsonArray sessions;
    for (const Entry &entry : m_sessions)
        sessions.append(QJsonObject{{QStringLiteral("id"), entry.id},
                                    {QStringLiteral("cwd"), entry.cwd},
                                    {QStringLiteral("env"), envJson(entry.env)},
                                    {QStringLiteral("commandTimeoutMs"), entry.commandTimeoutMs}});
    const QJsonObject root{{QStringLiteral("version"), kVersion},
                           {QStringLiteral("sandboxEnv"), envJson(m_sandboxEnv)},
                           {QStringLiteral("sessions"), sessions}};
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("cannot write %1: %2").arg(m_path, file.errorString());
        return false;
    }
    ::fchmod(file.handle(), S_IRUSR | S_IWUSR); // before any value is in it
    file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        *error = QStringLiteral("cannot write %1: %2").arg(m_path, file.errorString());
        return false;
    }
    return true;
}

SessionStateStore::Entry *SessionStateStore::find(const QString &id)
{
    for (Entry &entry : m_sessions) {
        if (entry.id == id)
            return &entry;
    }
    return nullptr;
}

bool SessionStateStore::putSession(const Entry &entry, QString *error)
{
    if (Entry *existing = find(entry.id))
        *existing = entry;
    else
        m_sessions.append(entry);
    return save(error);
}

bool SessionStateStore::removeSession(const QString &id, QString *error)
{
    m_sessions.removeIf([&id](const Entry &entry) { return entry.id == id; });
    return save(error);
}

bool SessionStateStore::applyEnv(const QString &id, const EnvChanges &changes, QString *error)
{
    Entry *entry = find(id);
    if (!entry)
        return true;
    merge(&entry->env, changes);
    return save(error);
}

bool SessionStateStore::setCommandTimeout(const QString &id, qint64 commandTimeoutMs, QString *error)
{
    Entry *entry = find(id);
    if (!entry || entry->commandTimeoutMs == commandTimeoutMs)
        return true;
    entry->commandTimeoutMs = commandTimeoutMs;
    return save(error);
}

bool SessionStateStore::setCwd(const QString &id, const QString &cwd, QString *error)
{
    Entry *entry = find(id);
    if (!entry || entry->cwd == cwd)
        return true;
    entry->cwd = cwd;
    return save(error);
}

bool SessionStateStore::applySandboxEnv(const EnvChanges &changes, QString *error)
{
    merge(&m_sandboxEnv, changes);
    return save(error);
}

} // namespace sandman
