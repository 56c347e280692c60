// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace sandman {

// The content-addressed half of the checkpoint store: every version of a file kept once, under
// the hex SHA-256 of its bytes (objects/ab/cdef…), outside the workspace. Copies are read,
// hashed and written in one pass; identical content is kept once. A quota (0: none) stands for
// the disk: past it, as on ENOSPC, put() fails and the caller marks its checkpoint failed.
class ObjectStore
{
public:
    explicit ObjectStore(QString directory);

    // Opens the directory: with keep, the objects an earlier agent left are taken over (their
    // checkpoints were kept); without, it is created afresh.
    bool open(bool keep, QString *error);
    const QString &directory() const { return m_directory; }

    // Stores what fd reads until its end. Returns the hash, or empty with *error set.
    // *added: bytes the store grew by (0 when the content was there already).
    QByteArray put(int fd, qint64 *added, QString *error);
    bool contains(const QByteArray &hash) const { return m_sizes.contains(hash); }
    qint64 sizeOf(const QByteArray &hash) const { return m_sizes.value(hash, -1); }
    QString pathOf(const QByteArray &hash) const;
    void remove(const QByteArray &hash);

    qint64 bytes() const { return m_bytes; }
    int objectCount() const { return int(m_sizes.size()); }
    void setQuota(qint64 bytes) { m_quota = bytes; }
    qint64 quota() const { return m_quota; }

    // The hashes stored (to find what no checkpoint names any more after a restart).
    QList<QByteArray> hashes() const { return m_sizes.keys(); }

private:
    void scan(const QString &objects);

    QString m_directory;
    QHash<QByteArray, qint64> m_sizes;
    QSet<QByteArray> m_prefixes; // objects/ab folders made (one mkdir each, not one per object)
    qint64 m_bytes = 0;
    qint64 m_quota = 0;
    quint64 m_nextTemp = 1;
};

} // namespace sandman
