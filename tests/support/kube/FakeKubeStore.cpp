// SPDX-License-Identifier: Apache-2.0
#include "FakeKubeStore.h"

#include <QDateTime>
#include <QJsonArray>
#include <QUuid>

namespace sandman::test {

namespace {

QJsonObject metadataOf(const QJsonObject &object)
{
    return object.value(QStringLiteral("metadata")).toObject();
}

QString nameOf(const QJsonObject &object)
{
    return metadataOf(object).value(QStringLiteral("name")).toString();
}

} // namespace

QString FakeKubeStore::id(const QString &key, const QString &ns, const QString &name)
{
    return key + QLatin1Char('|') + ns + QLatin1Char('|') + name;
}

std::optional<QJsonObject> FakeKubeStore::get(const QString &key, const QString &ns,
                                              const QString &name) const
{
    const auto it = m_objects.constFind(id(key, ns, name));
    if (it == m_objects.cend())
        return std::nullopt;
    return *it;
}

QList<QJsonObject> FakeKubeStore::list(const QString &key, const QString &ns) const
{
    QList<QJsonObject> items;
    const QString prefix = ns.isEmpty() ? key + QLatin1Char('|') : id(key, ns, {});
    for (auto it = m_objects.cbegin(); it != m_objects.cend(); ++it)
        if (it.key().startsWith(prefix))
            items << *it;
    std::sort(items.begin(), items.end(),
              [](const QJsonObject &a, const QJsonObject &b) { return nameOf(a) < nameOf(b); });
    return items;
}

QJsonObject FakeKubeStore::create(const QString &key, const QString &ns, QJsonObject object)
{
    QJsonObject meta = metadataOf(object);
    meta.insert(QStringLiteral("uid"), QUuid::createUuid().toString(QUuid::WithoutBraces));
    meta.insert(QStringLiteral("creationTimestamp"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    meta.insert(QStringLiteral("generation"), 1);
    if (!ns.isEmpty())
        meta.insert(QStringLiteral("namespace"), ns);
    meta.insert(QStringLiteral("resourceVersion"), QString::number(++m_revision));
    object.insert(QStringLiteral("metadata"), meta);
    m_objects.insert(id(key, ns, nameOf(object)), object);
    record(key, ns, QStringLiteral("ADDED"), object);
    return object;
}

QJsonObject FakeKubeStore::update(const QString &key, const QString &ns, QJsonObject object, bool specChanged)
{
    const QString name = nameOf(object);
    QJsonObject stored = m_objects.value(id(key, ns, name));
    QJsonObject meta = metadataOf(stored);
    const QJsonObject incoming = metadataOf(object);
    for (const char *field : {"labels", "annotations", "finalizers", "ownerReferences"})
        if (incoming.contains(QLatin1String(field)))
            meta.insert(QLatin1String(field), incoming.value(QLatin1String(field)));
    if (specChanged)
        meta.insert(QStringLiteral("generation"), meta.value(QStringLiteral("generation")).toInt() + 1);
    meta.insert(QStringLiteral("resourceVersion"), QString::number(++m_revision));
    object.insert(QStringLiteral("metadata"), meta);
    m_objects.insert(id(key, ns, name), object);
    record(key, ns, QStringLiteral("MODIFIED"), object);
    return object;
}

std::optional<QJsonObject> FakeKubeStore::remove(const QString &key, const QString &ns, const QString &name)
{
    const auto it = m_objects.find(id(key, ns, name));
    if (it == m_objects.end())
        return std::nullopt;
    QJsonObject object = *it;
    m_objects.erase(it);
    // A deletion is a revision of its own; the DELETED event carries it.
    QJsonObject meta = metadataOf(object);
    meta.insert(QStringLiteral("resourceVersion"), QString::number(++m_revision));
    object.insert(QStringLiteral("metadata"), meta);
    record(key, ns, QStringLiteral("DELETED"), object);
    return object;
}

QList<FakeKubeStore::Entry> FakeKubeStore::ownedBy(const QString &ns, const QString &uid) const
{
    QList<Entry> owned;
    for (auto it = m_objects.cbegin(); it != m_objects.cend(); ++it) {
        const QStringList parts = it.key().split(QLatin1Char('|'));
        if (parts.value(1) != ns)
            continue;
        const QJsonArray refs = metadataOf(*it).value(QStringLiteral("ownerReferences")).toArray();
        for (const QJsonValue &ref : refs)
            if (ref.toObject().value(QStringLiteral("uid")).toString() == uid) {
                owned.append({parts.value(0), *it});
                break;
            }
    }
    return owned;
}

bool FakeKubeStore::existsWithUid(const QString &ns, const QString &uid) const
{
    for (auto it = m_objects.cbegin(); it != m_objects.cend(); ++it)
        if (metadataOf(*it).value(QStringLiteral("uid")).toString() == uid
            && it.key().section(QLatin1Char('|'), 1, 1) == ns)
            return true;
    return false;
}

void FakeKubeStore::record(const QString &key, const QString &ns, const QString &type,
                           const QJsonObject &object)
{
    FakeKubeEvent event{m_revision, key, ns, type, object};
    m_history.append(event);
    emit changed(event);
}

void FakeKubeStore::compact()
{
    m_history.clear();
    m_compacted = m_revision;
}

QList<FakeKubeEvent> FakeKubeStore::eventsSince(const QString &key, const QString &ns, qint64 revision) const
{
    QList<FakeKubeEvent> events;
    for (const FakeKubeEvent &e : m_history)
        if (e.revision > revision && e.key == key && (ns.isEmpty() || e.ns == ns))
            events << e;
    return events;
}

} // namespace sandman::test
