// SPDX-License-Identifier: Apache-2.0
#include "FakeKubeGarbageCollector.h"

#include "FakeKubeStore.h"

#include <QJsonArray>
#include <QSet>
#include <QTimer>

namespace sandman::test {

FakeKubeGarbageCollector::FakeKubeGarbageCollector(FakeKubeStore *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{
    connect(store, &FakeKubeStore::changed, this, [this](const FakeKubeEvent &event) {
        if (!m_enabled || event.type != QLatin1String("DELETED"))
            return;
        const QString uid = event.object.value(QStringLiteral("metadata"))
                                .toObject()
                                .value(QStringLiteral("uid"))
                                .toString();
        // Asynchronous as the real collector: the owner's DELETE is answered first.
        QTimer::singleShot(0, this, [this, ns = event.ns, uid] { collect(ns, uid); });
    });
}

void FakeKubeGarbageCollector::collect(const QString &ns, const QString &ownerUid)
{
    if (!m_enabled || ownerUid.isEmpty())
        return;
    const QList<FakeKubeStore::Entry> dependents = m_store->ownedBy(ns, ownerUid);
    for (const FakeKubeStore::Entry &entry : dependents) {
        QJsonObject object = entry.object;
        QJsonObject meta = object.value(QStringLiteral("metadata")).toObject();
        QJsonArray kept;
        for (const QJsonValue &ref : meta.value(QStringLiteral("ownerReferences")).toArray()) {
            const QString uid = ref.toObject().value(QStringLiteral("uid")).toString();
            if (uid != ownerUid && m_store->existsWithUid(ns, uid))
                kept.append(ref);
        }
        const QString name = meta.value(QStringLiteral("name")).toString();
        if (kept.isEmpty()) {
            m_store->remove(entry.key, ns, name);
            continue;
        }
        meta.insert(QStringLiteral("ownerReferences"), kept);
        object.insert(QStringLiteral("metadata"), meta);
        m_store->update(entry.key, ns, object, false);
    }
}

} // namespace sandman::test
