// SPDX-License-Identifier: Apache-2.0
// The checkpoint store's objects: small ones packed, large ones files of their own, both read
// back byte for byte; identical content kept once; a pack that is mostly removed rewritten into
// the current one; packs taken over by the next agent, a pack cut short by a crash cut off there;
// the quota refusing what does not fit.
#include "engine/checkpoint/ObjectPack.h"
#include "engine/checkpoint/ObjectStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QtTest>

#include <fcntl.h>
#include <unistd.h>

using namespace sandman;

namespace {
constexpr qint64 kPackBytes = 100 * 1024;

QByteArray bytesOf(int seed, qint64 size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    QRandomGenerator generator(quint32(seed + 1));
    for (char &byte : bytes)
        byte = char(generator.bounded(256));
    return bytes;
}
} // namespace

class TestObjectStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString store() const { return m_dir.filePath(QStringLiteral("store")); }

    // Puts bytes through a file, as EntryReader does.
    QByteArray put(ObjectStore &objects, const QByteArray &bytes, qint64 *added = nullptr)
    {
        QTemporaryFile file(m_dir.filePath(QStringLiteral("in-XXXXXX")));
        if (!file.open() || file.write(bytes) != bytes.size() || !file.flush())
            return {};
        const int fd = ::open(QFile::encodeName(file.fileName()).constData(), O_RDONLY | O_CLOEXEC);
        qint64 grew = 0;
        QString error;
        const QByteArray hash = objects.put(fd, &grew, &error);
        ::close(fd);
        if (added)
            *added = grew;
        if (hash.isEmpty())
            qWarning("put: %s", qPrintable(error));
        return hash;
    }
    static QByteArray copied(const ObjectStore &objects, const QByteArray &hash)
    {
        QTemporaryFile out;
        if (!out.open() || !objects.copyTo(hash, int(out.handle())))
            return QByteArrayLiteral("<failed>");
        out.seek(0);
        return out.readAll();
    }

private slots:
    void init()
    {
        QDir(store()).removeRecursively();
        QVERIFY(QDir().mkpath(store()));
    }

    void smallAndLargeObjects_data()
    {
        QTest::addColumn<qint64>("size");
        QTest::addColumn<bool>("packed");
        QTest::newRow("empty") << qint64(0) << true;
        QTest::newRow("one byte") << qint64(1) << true;
        QTest::newRow("10 KiB") << qint64(10 * 1024) << true;
        QTest::newRow("the largest packed") << ObjectStore::kPackedMax << true;
        QTest::newRow("one byte more") << ObjectStore::kPackedMax + 1 << false;
        QTest::newRow("3 MiB") << qint64(3 * 1024 * 1024) << false;
    }
    void smallAndLargeObjects()
    {
        QFETCH(qint64, size);
        QFETCH(bool, packed);
        ObjectStore objects(store(), kPackBytes);
        QString error;
        QVERIFY(objects.open(false, &error));
        const QByteArray bytes = bytesOf(int(size), size);
        qint64 added = -1;
        const QByteArray hash = put(objects, bytes, &added);
        QCOMPARE(hash, QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
        QCOMPARE(added, size);
        QCOMPARE(objects.sizeOf(hash), size);
        QCOMPARE(objects.read(hash, size).value_or("<none>"), bytes);
        QVERIFY(!objects.read(hash, size - 1).has_value() || size == 0);
        QCOMPARE(copied(objects, hash), bytes);
        QCOMPARE(objects.packCount(), packed ? 1 : 0);
        // The same content again: kept once.
        QCOMPARE(put(objects, bytes, &added), hash);
        QCOMPARE(added, 0);
        QCOMPARE(objects.objectCount(), 1);
        QCOMPARE(objects.bytes(), size);
    }

    void mostlyRemovedPacksAreRewritten()
    {
        ObjectStore objects(store(), kPackBytes);
        QString error;
        QVERIFY(objects.open(false, &error));
        QList<QByteArray> hashes;
        for (int i = 0; i < 30; ++i) // 10 KiB each: about 10 per pack
            hashes.append(put(objects, bytesOf(i, 10 * 1024)));
        QVERIFY(objects.packCount() >= 3);
        const int packs = objects.packCount();
        QVERIFY(QFile::exists(store() + QStringLiteral("/packs/1.pack")));
        // Most of the first pack goes: it is rewritten, its survivors still read.
        for (int i = 1; i < 8; ++i)
            objects.remove(hashes.at(i));
        QVERIFY(!QFile::exists(store() + QStringLiteral("/packs/1.pack")));
        QVERIFY(objects.packCount() <= packs);
        for (int i : {0, 8, 9, 29})
            QCOMPARE(objects.read(hashes.at(i), 1 << 20).value_or("<none>"), bytesOf(i, 10 * 1024));
        QVERIFY(!objects.contains(hashes.at(3)));
        QCOMPARE(objects.objectCount(), 23);
        QCOMPARE(objects.bytes(), 23 * 10 * 1024);

        objects.remove(hashes.at(20)); // from a pack that stays: a dead record in it

        // The next agent takes the packs over. A record removed from a pack that was not
        // rewritten is there again (a pack is append-only): the checkpoint store removes
        // whatever its journal does not name, as here.
        ObjectStore again(store(), kPackBytes);
        QVERIFY(again.open(true, &error));
        QVERIFY(!again.contains(hashes.at(3))); // its pack was rewritten
        QVERIFY(again.contains(hashes.at(20)));
        QSet<QByteArray> live(hashes.begin(), hashes.end());
        for (int i : {1, 2, 3, 4, 5, 6, 7, 20})
            live.remove(hashes.at(i));
        for (const QByteArray &hash : again.hashes()) {
            if (!live.contains(hash))
                again.remove(hash);
        }
        QCOMPARE(again.objectCount(), 22);
        QCOMPARE(again.bytes(), 22 * 10 * 1024);
        for (int i : {0, 8, 17, 29})
            QCOMPARE(again.read(hashes.at(i), 1 << 20).value_or("<none>"), bytesOf(i, 10 * 1024));
    }

    void aPackCutShortEndsThere()
    {
        QByteArray kept, lost;
        {
            ObjectStore objects(store(), kPackBytes);
            QString error;
            QVERIFY(objects.open(false, &error));
            kept = put(objects, bytesOf(1, 5000));
            lost = put(objects, bytesOf(2, 5000));
        }
        const QString pack = store() + QStringLiteral("/packs/1.pack");
        QCOMPARE(QFileInfo(pack).size(), 2 * (ObjectPack::kHeaderBytes + 5000));
        QVERIFY(QFile::resize(pack, QFileInfo(pack).size() - 100)); // the agent died mid-write
        ObjectStore objects(store(), kPackBytes);
        QString error;
        QVERIFY(objects.open(true, &error));
        QVERIFY(objects.contains(kept));
        QVERIFY(!objects.contains(lost));
        QCOMPARE(QFileInfo(pack).size(), ObjectPack::kHeaderBytes + 5000);
        // Stored again, it reads back whole.
        QCOMPARE(put(objects, bytesOf(2, 5000)), lost);
        QCOMPARE(objects.read(lost, 1 << 20).value_or("<none>"), bytesOf(2, 5000));
    }

    void quotaRefusesWhatDoesNotFit()
    {
        ObjectStore objects(store(), kPackBytes);
        QString error;
        QVERIFY(objects.open(false, &error));
        objects.setQuota(15000);
        QVERIFY(!put(objects, bytesOf(1, 10000)).isEmpty());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^put: .*full")));
        QVERIFY(put(objects, bytesOf(2, 10000)).isEmpty());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^put: .*full")));
        QVERIFY(put(objects, bytesOf(3, 100000)).isEmpty()); // a large one too
        QCOMPARE(objects.objectCount(), 1);
        QCOMPARE(QDir(store() + QStringLiteral("/tmp")).entryList(QDir::Files).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestObjectStore)
#include "tst_objectstore.moc"
