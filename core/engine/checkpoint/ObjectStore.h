// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ObjectPack.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <map>
#include <memory>
#include <optional>

namespace sandman {

// The content-addressed half of the checkpoint store: every version of a file kept once, under
// the hex SHA-256 of its bytes, outside the workspace. Small objects (up to kPackedMax) are
// appended to pack files (packs/N.pack, ObjectPack), larger ones are files of their own
// (objects/ab/cdef…); both are read, hashed and written in one pass, identical content is kept
// once. A pack whose objects were mostly removed (retention) is rewritten: its live objects go to
// the current pack; until then a removed record stays in its pack, and the next open(keep)
// finds it again (the checkpoint store removes what its journal does not name). A quota (0: none) stands for
// the disk: past it, as on ENOSPC, put() fails and the caller marks its checkpoint failed.
class ObjectStore
{
public:
    static constexpr qint64 kPackedMax = 64 * 1024;
    static constexpr qint64 kPackBytes = 64 * 1024 * 1024; // then the next pack is started

    // packBytes: the size past which the next pack is started (small in tests).
    explicit ObjectStore(QString directory, qint64 packBytes = kPackBytes);
    ~ObjectStore();

    // Opens the directory: with keep, the objects an earlier agent left are taken over (their
    // checkpoints were kept); without, it is created afresh.
    bool open(bool keep, QString *error);
    const QString &directory() const { return m_directory; }

    // Stores what fd (a regular file) reads until its end. Returns the hash, or empty with *error.
    // *added: bytes the store grew by (0 when the content was there already).
    QByteArray put(int fd, qint64 *added, QString *error);
    bool contains(const QByteArray &hash) const { return m_objects.contains(hash); }
    qint64 sizeOf(const QByteArray &hash) const;
    // An object's bytes (nullopt: unknown, larger than limit, or unreadable).
    std::optional<QByteArray> read(const QByteArray &hash, qint64 limit) const;
    // Writes an object's bytes to fd; false with errno set when reading or writing failed.
    bool copyTo(const QByteArray &hash, int fd) const;
    void remove(const QByteArray &hash);

    // Bytes of the objects kept (what retention and the quota count).
    qint64 bytes() const { return m_bytes; }
    int objectCount() const { return int(m_objects.size()); }
    int packCount() const { return int(m_packs.size()); }
    void setQuota(qint64 bytes) { m_quota = bytes; }
    qint64 quota() const { return m_quota; }

    // The hashes stored (to find what no checkpoint names any more after a restart).
    QList<QByteArray> hashes() const { return m_objects.keys(); }

private:
    struct Location {
        int pack = -1; // -1: a file of its own
        qint64 offset = 0;
        qint64 size = 0;
    };
    QString loosePath(const QByteArray &hash) const;
    void scanLoose(const QString &objects);
    bool openPacks(bool keep, QString *error);
    ObjectPack *packFor(qint64 size, QString *error);
    QByteArray putPacked(const QByteArray &data, qint64 *added, QString *error);
    QByteArray putLoose(int fd, const QByteArray &head, qint64 *added, QString *error);
    bool overQuota(qint64 more) const { return m_quota > 0 && m_bytes + more > m_quota; }
    void repack(int number);

    QString m_directory;
    QHash<QByteArray, Location> m_objects;
    std::map<int, std::unique_ptr<ObjectPack>> m_packs;
    QHash<int, qint64> m_deadBytes; // per pack: bytes of removed records
    ObjectPack *m_current = nullptr;
    QSet<QByteArray> m_prefixes; // objects/ab folders made (one mkdir each, not one per object)
    QByteArray m_buffer; // reused: a put of a small file allocates nothing
    qint64 m_packBytes;
    qint64 m_bytes = 0;
    qint64 m_quota = 0;
    quint64 m_nextTemp = 1;
};

} // namespace sandman
