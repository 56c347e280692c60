// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

namespace sandman::test {

struct FakeKubeEvent {
    qint64 revision = 0;
    QString key; // FakeKubeResource::key()
    QString ns;
    QString type; // ADDED, MODIFIED, DELETED
    QJsonObject object;
};

// The fake API server's etcd: objects by resource, namespace and name, one revision counter
// for everything (resourceVersion is that revision as a string, as with etcd), and the
// history of changes a watch replays from — until compact() forgets it, after which a watch
// from an older version must be answered with 410 Gone.
class FakeKubeStore : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    std::optional<QJsonObject> get(const QString &key, const QString &ns, const QString &name) const;
    QList<QJsonObject> list(const QString &key, const QString &ns) const; // ns empty: all
    qint64 revision() const { return m_revision; }
    qint64 compactedRevision() const { return m_compacted; }

    // Fills uid, creationTimestamp, resourceVersion, generation, namespace.
    QJsonObject create(const QString &key, const QString &ns, QJsonObject object);
    // Stores object (metadata kept from the stored one except labels, annotations, finalizers and
    // ownerReferences, which an update may change), new version.
    QJsonObject update(const QString &key, const QString &ns, QJsonObject object, bool specChanged = true);
    std::optional<QJsonObject> remove(const QString &key, const QString &ns, const QString &name);
    // The objects of a namespace that name uid in their metadata.ownerReferences (for the GC).
    struct Entry {
        QString key;
        QJsonObject object;
    };
    QList<Entry> ownedBy(const QString &ns, const QString &uid) const;
    bool existsWithUid(const QString &ns, const QString &uid) const;
    void compact();
    QList<FakeKubeEvent> eventsSince(const QString &key, const QString &ns, qint64 revision) const;

signals:
    void changed(const sandman::test::FakeKubeEvent &event);

private:
    static QString id(const QString &key, const QString &ns, const QString &name);
    void record(const QString &key, const QString &ns, const QString &type, const QJsonObject &object);

    QHash<QString, QJsonObject> m_objects;
    QList<FakeKubeEvent> m_history;
    qint64 m_revision = 1000;
    qint64 m_compacted = 0;
};

} // namespace sandman::test
