// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace sandman {

// One append-only file of small objects for the ObjectStore: records of [32-byte SHA-256]
// [little-endian u32 size][the bytes], one write(2) each. A checkpoint of small files then
// writes into a file that is already open instead of creating a file per object — on ext4,
// creating inodes (and finding free ones among the recently deleted) is most of what a
// file-per-object store costs. No sync, as the journal: a record cut short by a crash ends the
// pack there (scan() cuts it off), and the journal never names an object it had not stored.
class ObjectPack
{
public:
    static constexpr qint64 kHeaderBytes = 36;
    struct Record {
        QByteArray hash; // hex, as the store names objects
        qint64 offset = 0; // of the bytes, past the header
        qint64 size = 0;
    };

    // "cannot write to the checkpoint store: …" for errno code (the store's words too).
    static QString writeError(int code);

    ObjectPack(QString path, int number);
    ~ObjectPack();
    ObjectPack(const ObjectPack &) = delete;
    ObjectPack &operator=(const ObjectPack &) = delete;

    bool open(QString *error);
    // The records in order; a record cut short at the end is cut off the file.
    QList<Record> scan();
    // Appends an object; the offset of its bytes, or -1 with *error.
    qint64 append(const QByteArray &hexHash, const char *data, qint64 size, QString *error);
    bool read(qint64 offset, qint64 size, char *into) const;
    void removeFile();

    int number() const { return m_number; }
    qint64 size() const { return m_size; }
    const QString &path() const { return m_path; }

private:
    QString m_path;
    int m_number;
    int m_fd = -1;
    qint64 m_size = 0;
};

} // namespace sandman
