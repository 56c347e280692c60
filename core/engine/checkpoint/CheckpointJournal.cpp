// SPDX-License-Identifier: Apache-2.0
#include "CheckpointJournal.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDateTime>
#include <QDir>
#include <QSaveFile>

#include <algorithm>

namespace sandman {

namespace {
// Bumped whenever the encoding below changes: an older store is then started afresh.
constexpr quint32 kVersion = 1;
const QByteArray kBaseMagic = QByteArrayLiteral("SMCKBASE");
const QByteArray kJournalMagic = QByteArrayLiteral("SMCKJRNL");
// A record larger than this is damage, not a checkpoint (a change set is paged at 100,000 files).
constexpr quint32 kMaxRecord = 512u * 1024 * 1024;

QDataStream &operator<<(QDataStream &out, const FileEntry &entry)
{
    return out << qint8(entry.type) << entry.mode << entry.size << entry.mtimeNs << entry.inode
               << entry.ctimeNs << entry.hash << entry.linkTarget;
}

QDataStream &operator>>(QDataStream &in, FileEntry &entry)
{
    qint8 type = 0;
    in >> type >> entry.mode >> entry.size >> entry.mtimeNs >> entry.inode >> entry.ctimeNs >> entry.hash
        >> entry.linkTarget;
    if (type < FileEntry::File || type > FileEntry::Symlink)
        in.setStatus(QDataStream::ReadCorruptData);
    entry.type = FileEntry::Type(type);
    return in;
}

void writeOptional(QDataStream &out, const std::optional<FileEntry> &entry)
{
    out << bool(entry);
    if (entry)
        out << *entry;
}

std::optional<FileEntry> readOptional(QDataStream &in)
{
    bool present = false;
    in >> present;
    if (!present)
        return std::nullopt;
    FileEntry entry;
    in >> entry;
    return entry;
}

// A record is a checkpoint taken, or retention's dropping of the oldest ones up to an id.
enum RecordType : quint8 { CheckpointRecord = 'C', DropRecord = 'D' };

QByteArray encode(const Checkpoint &checkpoint)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << quint8(CheckpointRecord) << checkpoint.id << qint8(checkpoint.reason) << checkpoint.name
        << checkpoint.time << checkpoint.commandId << checkpoint.sessionId << checkpoint.clientId
        << checkpoint.command << checkpoint.failed << checkpoint.error << qint32(checkpoint.unstored)
        << checkpoint.bytesAdded << checkpoint.durationUs << checkpoint.since
        << quint32(checkpoint.changes.size());
    for (const FileChange &change : checkpoint.changes) {
        out << change.path;
        writeOptional(out, change.before);
        writeOptional(out, change.after);
        out << change.fromPath;
    }
    return bytes;
}

std::optional<Checkpoint> decode(QDataStream &in, qsizetype size)
{
    qint8 reason = 0;
    qint32 unstored = 0;
    quint32 count = 0;
    Checkpoint checkpoint;
    in >> checkpoint.id >> reason >> checkpoint.name >> checkpoint.time >> checkpoint.commandId
        >> checkpoint.sessionId >> checkpoint.clientId >> checkpoint.command >> checkpoint.failed
        >> checkpoint.error >> unstored >> checkpoint.bytesAdded >> checkpoint.durationUs >> checkpoint.since
        >> count;
    if (in.status() != QDataStream::Ok || reason < Checkpoint::Baseline || reason > Checkpoint::Outside
        || qsizetype(count) > size)
        return std::nullopt;
    checkpoint.reason = Checkpoint::Reason(reason);
    checkpoint.unstored = unstored;
    checkpoint.changes.reserve(count);
    for (quint32 i = 0; i < count && in.status() == QDataStream::Ok; ++i) {
        FileChange change;
        in >> change.path;
        change.before = readOptional(in);
        change.after = readOptional(in);
        in >> change.fromPath;
        checkpoint.index.insert(change.path, int(checkpoint.changes.size()));
        checkpoint.changes.append(std::move(change));
    }
    if (in.status() != QDataStream::Ok)
        return std::nullopt;
    return checkpoint;
}

// [length][CRC-16 of the payload][payload]: a torn or altered record is recognised as such.
QByteArray frame(const QByteArray &payload)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << quint32(payload.size()) << quint16(qChecksum(payload));
    bytes.append(payload);
    return bytes;
}

// The next framed payload of in; nullopt at the end or at damage (*damaged tells which).
std::optional<QByteArray> unframe(QIODevice *in, bool *damaged)
{
    *damaged = false;
    const QByteArray head = in->read(6);
    if (head.isEmpty())
        return std::nullopt;
    QDataStream header(head);
    quint32 length = 0;
    quint16 checksum = 0;
    header >> length >> checksum;
    if (head.size() < 6 || length > kMaxRecord) {
        *damaged = true;
        return std::nullopt;
    }
    QByteArray payload = in->read(length);
    if (payload.size() != qsizetype(length) || quint16(qChecksum(payload)) != checksum) {
        *damaged = true;
        return std::nullopt;
    }
    return payload;
}

// The magic, the format's version and the generation that pairs a journal with its base.
constexpr int kHeaderSize = 8 + 4 + 8;
QByteArray header(const QByteArray &magic, quint64 generation)
{
    QByteArray bytes = magic;
    QDataStream out(&bytes, QIODevice::WriteOnly | QIODevice::Append);
    out << kVersion << generation;
    return bytes;
}

// The generation of a file with this header, or nullopt for another file or format.
std::optional<quint64> readHeader(QIODevice *in, const QByteArray &magic)
{
    const QByteArray bytes = in->read(kHeaderSize);
    if (bytes.size() != kHeaderSize || !bytes.startsWith(magic))
        return std::nullopt;
    QDataStream stream(bytes.mid(magic.size()));
    quint32 version = 0;
    quint64 generation = 0;
    stream >> version >> generation;
    if (version != kVersion)
        return std::nullopt;
    return generation;
}

QString basePath(const QString &directory)
{
    return directory + QStringLiteral("/base");
}

QString journalPath(const QString &directory)
{
    return directory + QStringLiteral("/journal");
}

QString writeError(const QString &path, const QString &reason)
{
    return QCoreApplication::translate("CheckpointJournal", "cannot save the checkpoints in %1: %2")
        .arg(path, reason);
}
} // namespace

CheckpointJournal::CheckpointJournal(QString directory)
    : m_directory(std::move(directory))
{ }

std::optional<CheckpointJournal::Saved> CheckpointJournal::load()
{
    m_journal.close();
    m_records = 0;
    QFile baseFile(basePath(m_directory));
    if (!baseFile.open(QIODevice::ReadOnly))
        return std::nullopt;
    const std::optional<quint64> generation = readHeader(&baseFile, kBaseMagic);
    if (!generation)
        return std::nullopt;
    bool damaged = false;
    const std::optional<QByteArray> basePayload = unframe(&baseFile, &damaged);
    if (!basePayload)
        return std::nullopt;
    Saved saved;
    QDataStream base(*basePayload);
    quint32 count = 0;
    base >> count;
    if (count > quint32(basePayload->size()))
        return std::nullopt;
    saved.base.reserve(count);
    for (quint32 i = 0; i < count && base.status() == QDataStream::Ok; ++i) {
        QByteArray path;
        FileEntry entry;
        base >> path >> entry;
        saved.base.insert(path, entry);
    }
    if (base.status() != QDataStream::Ok)
        return std::nullopt;

    QFile journal(journalPath(m_directory));
    // A journal of another generation belongs to another base (a rewrite cut short).
    if (!journal.open(QIODevice::ReadOnly) || readHeader(&journal, kJournalMagic) != generation)
        return std::nullopt;
    qint64 good = journal.pos();
    for (;;) {
        const std::optional<QByteArray> payload = unframe(&journal, &damaged);
        if (!payload) {
            saved.truncated = damaged;
            break;
        }
        QDataStream in(*payload);
        quint8 type = 0;
        in >> type;
        if (type == DropRecord) {
            quint64 through = 0;
            in >> through;
            // Dropped checkpoints are history: their changes go into the base.
            while (!saved.checkpoints.empty() && saved.checkpoints.front().id <= through) {
                for (const FileChange &change : saved.checkpoints.front().changes) {
                    if (change.after)
                        saved.base.insert(change.path, *change.after);
                    else
                        saved.base.remove(change.path);
                }
                saved.checkpoints.pop_front();
            }
            good = journal.pos();
            continue;
        }
        std::optional<Checkpoint> checkpoint
            = type == CheckpointRecord ? decode(in, payload->size()) : std::nullopt;
        if (!checkpoint || (!saved.checkpoints.empty() && checkpoint->id <= saved.checkpoints.back().id)) {
            saved.truncated = true;
            break;
        }
        saved.checkpoints.push_back(std::move(*checkpoint));
        good = journal.pos();
    }
    journal.close();
    if (saved.truncated)
        QFile::resize(journalPath(m_directory), good); // appends go after the last good record
    m_records = int(saved.checkpoints.size());
    m_generation = *generation;
    return saved;
}

bool CheckpointJournal::rewrite(const QHash<QByteArray, FileEntry> &base, const std::deque<Checkpoint> &kept,
                                QString *error)
{
    m_journal.close();
    if (!QDir().mkpath(m_directory)) {
        *error = writeError(m_directory,
                            QCoreApplication::translate("CheckpointJournal", "cannot create the folder"));
        return false;
    }
    QByteArray payload;
    {
        QDataStream out(&payload, QIODevice::WriteOnly);
        out << quint32(base.size());
        for (auto it = base.cbegin(); it != base.cend(); ++it)
            out << it.key() << it.value();
    }
    // Each file is replaced atomically; a crash between the two renames leaves files of two
    // generations, which load() refuses rather than replaying a journal onto the wrong base.
    const quint64 generation = std::max(m_generation + 1, quint64(QDateTime::currentMSecsSinceEpoch()));
    QSaveFile journal(journalPath(m_directory));
    journal.setDirectWriteFallback(false);
    if (!journal.open(QIODevice::WriteOnly)) {
        *error = writeError(journal.fileName(), journal.errorString());
        return false;
    }
    journal.write(header(kJournalMagic, generation));
    for (const Checkpoint &checkpoint : kept)
        journal.write(frame(encode(checkpoint)));
    QSaveFile baseFile(basePath(m_directory));
    if (!baseFile.open(QIODevice::WriteOnly)) {
        *error = writeError(baseFile.fileName(), baseFile.errorString());
        journal.cancelWriting();
        return false;
    }
    baseFile.write(header(kBaseMagic, generation));
    baseFile.write(frame(payload));
    if (!baseFile.commit()) {
        *error = writeError(baseFile.fileName(), baseFile.errorString());
        journal.cancelWriting();
        return false;
    }
    if (!journal.commit()) {
        *error = writeError(journal.fileName(), journal.errorString());
        QFile::remove(basePath(m_directory)); // a base without its journal is not loadable anyway
        return false;
    }
    m_records = int(kept.size());
    m_generation = generation;
    return openForAppend(error);
}

bool CheckpointJournal::openForAppend(QString *error)
{
    if (m_journal.isOpen())
        return true;
    m_journal.setFileName(journalPath(m_directory));
    if (!m_journal.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
        *error = writeError(m_journal.fileName(), m_journal.errorString());
        return false;
    }
    m_journal.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return true;
}

bool CheckpointJournal::append(const Checkpoint &checkpoint, QString *error)
{
    if (!openForAppend(error))
        return false;
    const QByteArray record = frame(encode(checkpoint));
    // One write(2) per record (unbuffered): what the agent is killed after is on the disk.
    if (m_journal.write(record) != record.size()) {
        *error = writeError(m_journal.fileName(), m_journal.errorString());
        return false;
    }
    ++m_records;
    return true;
}

bool CheckpointJournal::appendDrop(quint64 throughId, QString *error)
{
    if (!openForAppend(error))
        return false;
    QByteArray payload;
    QDataStream out(&payload, QIODevice::WriteOnly);
    out << quint8(DropRecord) << throughId;
    const QByteArray record = frame(payload);
    if (m_journal.write(record) != record.size()) {
        *error = writeError(m_journal.fileName(), m_journal.errorString());
        return false;
    }
    return true;
}

void CheckpointJournal::clear()
{
    m_journal.close();
    m_records = 0;
    QFile::remove(basePath(m_directory));
    QFile::remove(journalPath(m_directory));
}

} // namespace sandman
