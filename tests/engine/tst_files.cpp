// SPDX-License-Identifier: Apache-2.0
// FileService and PathValidator on their own (the client-level suite is tst_files_client).
#include "engine/files/FileReadStream.h"
#include "engine/files/FileService.h"
#include "engine/files/PathValidator.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>
#include <sys/stat.h>
#include <unistd.h>

using namespace sandman;

class TestFiles : public QObject
{
    Q_OBJECT
private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    static QByteArray readAll(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
    }
    static bool writeBytes(const QString &file, const QByteArray &bytes)
    {
        QFile f(file);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    }
    static QByteArray randomBytes(qsizetype size)
    {
        QByteArray bytes(size, Qt::Uninitialized);
        QRandomGenerator generator(42);
        for (char &byte : bytes)
            byte = char(generator.bounded(256));
        return bytes;
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void pathValidation_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("valid");
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("nul") << (QStringLiteral("a") + QChar(u'\0') + QStringLiteral("b")) << false;
        QTest::newRow("4097 chars") << QString(4097, u'a') << false;
        QTest::newRow("4096 chars") << QString(4096, u'a') << true;
        QTest::newRow("relative") << QStringLiteral("a/b.txt") << true;
        QTest::newRow("absolute") << QStringLiteral("/workspace/x") << true;
        QTest::newRow("spaces and unicode") << QStringLiteral("dir with space/文件 ü.txt") << true;
        QTest::newRow("dot dot") << QStringLiteral("../x") << true;
    }
    void pathValidation()
    {
        QFETCH(QString, path);
        QFETCH(bool, valid);
        const auto error = PathValidator::validate(path);
        QCOMPARE(!error.has_value(), valid);
        if (error)
            QCOMPARE(error->kind, FileError::InvalidArgument);
    }

    void errnoMapping_data()
    {
        QTest::addColumn<int>("error");
        QTest::addColumn<int>("kind");
        QTest::newRow("ENOENT") << ENOENT << int(FileError::NotFound);
        QTest::newRow("EACCES") << EACCES << int(FileError::PermissionDenied);
        QTest::newRow("EPERM") << EPERM << int(FileError::PermissionDenied);
        QTest::newRow("EISDIR") << EISDIR << int(FileError::IsDirectory);
        QTest::newRow("EEXIST") << EEXIST << int(FileError::Exists);
        QTest::newRow("EIO") << EIO << int(FileError::Internal);
    }
    void errnoMapping()
    {
        QFETCH(int, error);
        QFETCH(int, kind);
        const FileError mapped
            = FileService::errorFromErrno(error, QStringLiteral("/x"), QStringLiteral("read"));
        QCOMPARE(int(mapped.kind), kind);
        QCOMPARE(mapped.context.value(QStringLiteral("path")).toString(), QStringLiteral("/x"));
    }

    void writeReadText()
    {
        FileService files;
        QVERIFY(
            !files.writeFile(QStringLiteral("hello.txt"), QStringLiteral("héllo\nwörld"), {}, m_dir->path()));
        QCOMPARE(readAll(path(QStringLiteral("hello.txt"))), QStringLiteral("héllo\nwörld").toUtf8());
        FileContent content;
        QVERIFY(!files.readFile(path(QStringLiteral("hello.txt")), QString(), &content));
        QCOMPARE(content.content, QStringLiteral("héllo\nwörld"));
        QCOMPARE(content.encoding, QStringLiteral("utf-8"));
        QVERIFY(!content.isBinary);
        QCOMPARE(content.mimeType, QStringLiteral("text/plain"));
        QCOMPARE(content.size, qint64(QStringLiteral("héllo\nwörld").toUtf8().size()));
    }

    void binaryRoundTripAllByteValues()
    {
        QByteArray bytes;
        for (int i = 0; i < 256; ++i)
            bytes.append(char(i));
        FileService files;
        QVERIFY(!files.writeFile(QStringLiteral("all.bin"), QString::fromLatin1(bytes.toBase64()),
                                 QStringLiteral("base64"), m_dir->path()));
        QCOMPARE(readAll(path(QStringLiteral("all.bin"))), bytes);
        FileContent content;
        QVERIFY(!files.readFile(QStringLiteral("all.bin"), m_dir->path(), &content));
        QVERIFY(content.isBinary);
        QCOMPARE(content.encoding, QStringLiteral("base64"));
        QCOMPARE(QByteArray::fromBase64(content.content.toLatin1()), bytes);
        QCOMPARE(content.size, qint64(256));
    }

    void writeCreatesParentsAndReplacesAtomically()
    {
        FileService files;
        QVERIFY(!files.writeFile(QStringLiteral("a/b/c.txt"), QStringLiteral("one"), {}, m_dir->path()));
        QFile::setPermissions(path(QStringLiteral("a/b/c.txt")),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QVERIFY(!files.writeFile(QStringLiteral("a/b/c.txt"), QStringLiteral("two"), {}, m_dir->path()));
        QCOMPARE(readAll(path(QStringLiteral("a/b/c.txt"))), QByteArray("two"));
        // Permissions survive the replace and no temporary file is left behind.
        QVERIFY(QFileInfo(path(QStringLiteral("a/b/c.txt"))).permission(QFile::ExeOwner));
        QCOMPARE(QDir(path(QStringLiteral("a/b")))
                     .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("c.txt")});
    }

    void unicodeAndSpacesInPaths()
    {
        FileService files;
        const QString name = QStringLiteral("dir with space/日本語 ファイル ü.txt");
        QVERIFY(!files.writeFile(name, QStringLiteral("内容"), {}, m_dir->path()));
        bool exists = false;
        QVERIFY(!files.exists(name, m_dir->path(), &exists));
        QVERIFY(exists);
        QJsonArray list;
        QVERIFY(!files.listFiles(QStringLiteral("dir with space"), false, false, m_dir->path(), &list));
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("日本語 ファイル ü.txt"));
        QVERIFY(!files.renameFile(name, QStringLiteral("dir with space/新しい.txt"), m_dir->path()));
        FileContent content;
        QVERIFY(!files.readFile(QStringLiteral("dir with space/新しい.txt"), m_dir->path(), &content));
        QCOMPARE(content.content, QStringLiteral("内容"));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("kind");
        QTest::newRow("read missing") << "read"
                                      << "missing.txt" << int(FileError::NotFound);
        QTest::newRow("read directory") << "read"
                                        << "dir" << int(FileError::IsDirectory);
        QTest::newRow("read too large") << "read"
                                        << "big.txt" << int(FileError::TooLarge);
        QTest::newRow("read empty path") << "read"
                                         << "" << int(FileError::InvalidArgument);
        QTest::newRow("write directory") << "write"
                                         << "dir" << int(FileError::IsDirectory);
        QTest::newRow("delete directory") << "delete"
                                          << "dir" << int(FileError::IsDirectory);
        QTest::newRow("delete missing") << "delete"
                                        << "missing.txt" << int(FileError::NotFound);
        QTest::newRow("mkdir exists") << "mkdir"
                                      << "dir" << int(FileError::Exists);
        QTest::newRow("mkdir missing parent") << "mkdir"
                                              << "x/y/z" << int(FileError::NotFound);
        QTest::newRow("mkdir -p over file") << "mkdir-p"
                                            << "big.txt/sub" << int(FileError::Exists);
        QTest::newRow("list missing") << "list"
                                      << "missing" << int(FileError::NotFound);
        QTest::newRow("list file") << "list"
                                   << "big.txt" << int(FileError::NotDirectory);
        QTest::newRow("rename missing") << "rename"
                                        << "missing.txt" << int(FileError::NotFound);
        QTest::newRow("move missing") << "move"
                                      << "missing.txt" << int(FileError::NotFound);
    }
    void errors()
    {
        QFETCH(QString, operation);
        QFETCH(QString, target);
        QFETCH(int, kind);
        QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("dir")));
        {
            QFile big(path(QStringLiteral("big.txt")));
            QVERIFY(big.open(QIODevice::WriteOnly));
            big.write(QByteArray(2048, 'x'));
        }
        FileService files;
        files.setMaxReadSize(1024);
        const QString cwd = m_dir->path();
        FileService::Result result;
        FileContent content;
        QJsonArray list;
        if (operation == QLatin1String("read"))
            result = files.readFile(target, cwd, &content);
        else if (operation == QLatin1String("write"))
            result = files.writeFile(target, QStringLiteral("x"), {}, cwd);
        else if (operation == QLatin1String("delete"))
            result = files.deleteFile(target, cwd);
        else if (operation == QLatin1String("mkdir"))
            result = files.makeDirectory(target, false, cwd);
        else if (operation == QLatin1String("mkdir-p"))
            result = files.makeDirectory(target, true, cwd);
        else if (operation == QLatin1String("list"))
            result = files.listFiles(target, false, false, cwd, &list);
        else if (operation == QLatin1String("rename"))
            result = files.renameFile(target, QStringLiteral("other"), cwd);
        else if (operation == QLatin1String("move"))
            result = files.moveFile(target, QStringLiteral("dir"), cwd);
        QVERIFY(result.has_value());
        QCOMPARE(int(result->kind), kind);
        QVERIFY(!result->message.isEmpty());
    }

    void permissionDenied()
    {
        if (::geteuid() == 0)
            QSKIP("root bypasses file permissions");
        FileService files;
        QVERIFY(!files.writeFile(QStringLiteral("secret.txt"), QStringLiteral("x"), {}, m_dir->path()));
        QFile::setPermissions(path(QStringLiteral("secret.txt")), {});
        FileContent content;
        const auto error = files.readFile(QStringLiteral("secret.txt"), m_dir->path(), &content);
        QVERIFY(error);
        QCOMPARE(error->kind, FileError::PermissionDenied);
    }

    void mkdirDeleteRenameMove()
    {
        FileService files;
        const QString cwd = m_dir->path();
        QVERIFY(!files.makeDirectory(QStringLiteral("p/q/r"), true, cwd));
        QVERIFY(!files.makeDirectory(QStringLiteral("p/q/r"), true, cwd)); // -p tolerates existing
        QVERIFY(!files.makeDirectory(QStringLiteral("single"), false, cwd));
        QVERIFY(QFileInfo(path(QStringLiteral("p/q/r"))).isDir());
        QVERIFY(!files.writeFile(QStringLiteral("f.txt"), QStringLiteral("data"), {}, cwd));
        QVERIFY(!files.renameFile(QStringLiteral("f.txt"), QStringLiteral("g.txt"), cwd));
        QVERIFY(!QFile::exists(path(QStringLiteral("f.txt"))));
        QVERIFY(!files.moveFile(QStringLiteral("g.txt"), QStringLiteral("p/q"),
                                cwd)); // into the directory
        QCOMPARE(readAll(path(QStringLiteral("p/q/g.txt"))), QByteArray("data"));
        QVERIFY(!files.moveFile(QStringLiteral("p/q/g.txt"), QStringLiteral("single/h.txt"), cwd));
        QCOMPARE(readAll(path(QStringLiteral("single/h.txt"))), QByteArray("data"));
        QVERIFY(!files.renameFile(QStringLiteral("p"), QStringLiteral("p2"), cwd)); // directories too
        QVERIFY(QFileInfo(path(QStringLiteral("p2/q/r"))).isDir());
        QVERIFY(!files.deleteFile(QStringLiteral("single/h.txt"), cwd));
        bool exists = true;
        QVERIFY(!files.exists(QStringLiteral("single/h.txt"), cwd, &exists));
        QVERIFY(!exists);
    }

    void listFiles_data()
    {
        QTest::addColumn<bool>("recursive");
        QTest::addColumn<bool>("includeHidden");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("flat") << false << false
                              << QStringList{QStringLiteral("a.txt"), QStringLiteral("sub")};
        QTest::newRow("flat hidden") << false << true
                                     << QStringList{QStringLiteral(".hidden"), QStringLiteral(".hiddendir"),
                                                    QStringLiteral("a.txt"), QStringLiteral("sub")};
        QTest::newRow("recursive") << true << false
                                   << QStringList{QStringLiteral("a.txt"), QStringLiteral("sub"),
                                                  QStringLiteral("sub/b.txt"), QStringLiteral("sub/deeper"),
                                                  QStringLiteral("sub/deeper/c.txt")};
        QTest::newRow("recursive hidden") << true << true
                                          << QStringList{QStringLiteral(".hidden"),
                                                         QStringLiteral(".hiddendir"),
                                                         QStringLiteral(".hiddendir/inside.txt"),
                                                         QStringLiteral("a.txt"),
                                                         QStringLiteral("sub"),
                                                         QStringLiteral("sub/b.txt"),
                                                         QStringLiteral("sub/deeper"),
                                                         QStringLiteral("sub/deeper/c.txt")};
    }
    void listFiles()
    {
        QFETCH(bool, recursive);
        QFETCH(bool, includeHidden);
        QFETCH(QStringList, expected);
        FileService files;
        const QString cwd = m_dir->path();
        for (const char *file :
             {"a.txt", ".hidden", "sub/b.txt", "sub/deeper/c.txt", ".hiddendir/inside.txt"})
            QVERIFY(!files.writeFile(QString::fromLatin1(file), QStringLiteral("12345"), {}, cwd));
        QJsonArray list;
        QVERIFY(!files.listFiles(QStringLiteral("."), recursive, includeHidden, cwd, &list));
        QStringList relative;
        for (const QJsonValue &value : list)
            relative << value.toObject().value(QStringLiteral("relativePath")).toString();
        QCOMPARE(relative, expected);
        const QJsonObject first = list.at(relative.indexOf(QStringLiteral("a.txt"))).toObject();
        QCOMPARE(first.value(QStringLiteral("name")).toString(), QStringLiteral("a.txt"));
        QCOMPARE(first.value(QStringLiteral("type")).toString(), QStringLiteral("file"));
        QCOMPARE(first.value(QStringLiteral("size")).toInteger(), 5);
        QCOMPARE(first.value(QStringLiteral("absolutePath")).toString(),
                 QDir::cleanPath(path(QStringLiteral("a.txt"))));
        QVERIFY(QDateTime::fromString(first.value(QStringLiteral("modifiedAt")).toString(), Qt::ISODateWithMs)
                    .isValid());
        QCOMPARE(first.value(QStringLiteral("mode")).toString().size(), 9);
        QVERIFY(
            first.value(QStringLiteral("permissions")).toObject().value(QStringLiteral("readable")).toBool());
        const QJsonObject sub = list.at(relative.indexOf(QStringLiteral("sub"))).toObject();
        QCOMPARE(sub.value(QStringLiteral("type")).toString(), QStringLiteral("directory"));
    }

    void resolverMapsClientPaths()
    {
        // A resolver like Sandbox::resolvePath: /workspace is the temporary directory.
        const QString root = m_dir->path();
        FileService files([root](const QString &clientPath, const QString &cwd) {
            QString p = clientPath;
            if (p == QLatin1String("/workspace") || p.startsWith(QLatin1String("/workspace/")))
                p = root + p.mid(10);
            return QDir::cleanPath(QDir(cwd.isEmpty() ? root : cwd).absoluteFilePath(p));
        });
        QVERIFY(!files.writeFile(QStringLiteral("/workspace/w.txt"), QStringLiteral("w"), {}, QString()));
        QCOMPARE(readAll(path(QStringLiteral("w.txt"))), QByteArray("w"));
        QJsonArray list;
        QVERIFY(!files.listFiles(QStringLiteral("/workspace"), false, false, QString(), &list));
        QCOMPARE(list.at(0).toObject().value(QStringLiteral("absolutePath")).toString(),
                 QStringLiteral("/workspace/w.txt"));
    }

    void invalidBase64Rejected()
    {
        FileService files;
        const auto error = files.writeFile(QStringLiteral("x.bin"), QStringLiteral("!!notbase64"),
                                           QStringLiteral("base64"), m_dir->path());
        QVERIFY(error);
        QCOMPARE(error->kind, FileError::InvalidArgument);
        QVERIFY(!QFile::exists(path(QStringLiteral("x.bin"))));
    }

    // append (uploads in pieces): bytes go at the end, the file is created when missing, a
    // folder is refused, bad base64 appends nothing.
    void appendAddsAtTheEnd()
    {
        FileService files;
        const QString b64a = QString::fromLatin1(QByteArray("\x00\x01"
                                                            "first ",
                                                            8)
                                                     .toBase64());
        const QString b64b = QString::fromLatin1(QByteArray("second\xff").toBase64());
        QVERIFY(!files.writeFile(QStringLiteral("sub/up.bin"), b64a, QStringLiteral("base64"), m_dir->path(),
                                 true));
        QVERIFY(!files.writeFile(QStringLiteral("sub/up.bin"), b64b, QStringLiteral("base64"), m_dir->path(),
                                 true));
        QFile file(path(QStringLiteral("sub/up.bin")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(),
                 QByteArray("\x00\x01"
                            "first second\xff",
                            15));
        const auto intoFolder
            = files.writeFile(QStringLiteral("sub"), b64a, QStringLiteral("base64"), m_dir->path(), true);
        QVERIFY(intoFolder);
        QCOMPARE(intoFolder->kind, FileError::IsDirectory);
        QVERIFY(files.writeFile(QStringLiteral("sub/up.bin"), QStringLiteral("!!"), QStringLiteral("base64"),
                                m_dir->path(), true));
        QCOMPARE(QFileInfo(path(QStringLiteral("sub/up.bin"))).size(), 15);
    }

    // readRange (the Files pane's pages): any slice, past the end empty, the whole size told,
    // bad arguments refused, folders refused.
    void readRangeSlices()
    {
        FileService files;
        files.setMaxReadSize(64); // ranges ignore the whole-file cap, but not for one slice
        QVERIFY(!files.writeFile(QStringLiteral("r.txt"),
                                 QStringLiteral("0123456789abcdefghij") + QString(200, u'z'),
                                 QStringLiteral("utf-8"), m_dir->path()));
        QByteArray bytes;
        qint64 size = 0;
        QVERIFY(!files.readRange(QStringLiteral("r.txt"), m_dir->path(), 5, 10, &bytes, &size));
        QCOMPARE(bytes, QByteArray("56789abcde"));
        QCOMPARE(size, 220);
        QVERIFY(!files.readRange(QStringLiteral("r.txt"), m_dir->path(), 0, 1000, &bytes, &size));
        QCOMPARE(bytes.size(), 64);
        QVERIFY(!files.readRange(QStringLiteral("r.txt"), m_dir->path(), 500, 10, &bytes, &size));
        QVERIFY(bytes.isEmpty());
        const auto negative = files.readRange(QStringLiteral("r.txt"), m_dir->path(), -1, 10, &bytes, &size);
        QVERIFY(negative);
        QCOMPARE(negative->kind, FileError::InvalidArgument);
        QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("d")));
        const auto folder = files.readRange(QStringLiteral("d"), m_dir->path(), 0, 10, &bytes, &size);
        QVERIFY(folder);
        QCOMPARE(folder->kind, FileError::IsDirectory);
    }

    // FileReadStream (/api/read/stream): classification as readFile decides it, chunks that
    // reassemble the file byte for byte, text cut only between characters.
    void readStream_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("requested"); // encoding asked for
        QTest::addColumn<bool>("binary");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<int>("chunks");
        const qsizetype chunk = FileReadStream::kChunkSize;
        QByteArray allBytes;
        for (int i = 0; i < 256; ++i)
            allBytes.append(char(i));
        QTest::newRow("empty") << QByteArray() << QString() << false << "utf-8" << 0;
        QTest::newRow("small text") << QStringLiteral("héllo\nwörld 日本語\n").toUtf8() << QString() << false
                                    << "utf-8" << 1;
        QTest::newRow("text of exactly one chunk")
            << QByteArray(chunk, 'a') << QString() << false << "utf-8" << 1;
        // 'ü' is 2 bytes and the chunk size odd: every raw chunk end falls inside a character.
        QTest::newRow("text, 2-byte characters across chunk ends")
            << QString(100000, QChar(0xfc)).toUtf8() << QString() << false << "utf-8" << 4;
        QTest::newRow("text, 4-byte character across a chunk end")
            << QByteArray(chunk - 2, 'a') + QStringLiteral("😀b").toUtf8() << QString() << false << "utf-8"
            << 2;
        QTest::newRow("binary, all byte values") << allBytes << QString() << true << "base64" << 1;
        QTest::newRow("binary, several chunks")
            << randomBytes(3 * chunk + 7) << QString() << true << "base64" << 4;
        QTest::newRow("text with a NUL late")
            << QByteArray(3 * chunk, 'a') + '\0' << QString() << true << "base64" << 4;
        QTest::newRow("invalid UTF-8 after the first chunk")
            << QByteArray(2 * chunk, 'a') + "\xff" << QString() << true << "base64" << 3;
        QTest::newRow("truncated sequence at the end")
            << QByteArray("abc\xe6\x97") << QString() << true << "base64" << 1;
        QTest::newRow("text forced to base64")
            << QByteArray("plain text\n") << "base64" << false << "base64" << 1;
    }
    void readStream()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, requested);
        QFETCH(bool, binary);
        QFETCH(QString, encoding);
        QFETCH(int, chunks);
        QVERIFY(writeBytes(path(QStringLiteral("f.dat")), content));
        FileService files;
        std::unique_ptr<FileReadStream> stream;
        QVERIFY(!files.openReadStream(QStringLiteral("f.dat"), m_dir->path(), &stream, requested));
        QVERIFY(stream);
        QCOMPARE(stream->size(), qint64(content.size()));
        QCOMPARE(stream->clientPath(), QStringLiteral("f.dat"));

        // Classify in small steps, as the route does between event-loop turns.
        bool done = false;
        int steps = 0;
        while (!done) {
            QVERIFY(!stream->classify(10000, &done));
            QVERIFY(++steps < 1000);
        }
        QCOMPARE(stream->isBinary(), binary);
        QCOMPARE(stream->encoding(), encoding);
        // The same verdict and MIME type as a whole-file readFile.
        FileContent whole;
        QVERIFY(!files.readFile(QStringLiteral("f.dat"), m_dir->path(), &whole, requested));
        QCOMPARE(stream->isBinary(), whole.isBinary);
        QCOMPARE(stream->encoding(), whole.encoding);
        QCOMPARE(stream->mimeType(), whole.mimeType);

        QByteArray reassembled;
        int sent = 0;
        for (;;) {
            QString data;
            bool eof = false;
            QVERIFY(!stream->nextChunk(&data, &eof));
            if (eof) {
                QVERIFY(data.isEmpty());
                break;
            }
            if (data.isEmpty())
                continue;
            ++sent;
            QByteArray bytes;
            if (encoding == QLatin1String("base64")) {
                auto decoded = QByteArray::fromBase64Encoding(data.toLatin1(),
                                                              QByteArray::AbortOnBase64DecodingErrors);
                QVERIFY(decoded);
                bytes = *decoded;
            } else {
                QVERIFY2(!data.contains(QChar::ReplacementCharacter), "a chunk holds a broken character");
                bytes = data.toUtf8();
            }
            QVERIFY(bytes.size() <= FileReadStream::kChunkSize + 3);
            reassembled += bytes;
        }
        QCOMPARE(reassembled.size(), content.size());
        QVERIFY(reassembled == content);
        QCOMPARE(sent, chunks);
        QCOMPARE(stream->bytesRead(), qint64(content.size()));
        // Past the end it stays at the end.
        QString data;
        bool eof = false;
        QVERIFY(!stream->nextChunk(&data, &eof));
        QVERIFY(eof);
    }

    void readStreamBeforeClassifyFails()
    {
        QVERIFY(writeBytes(path(QStringLiteral("f.txt")), "x"));
        FileService files;
        std::unique_ptr<FileReadStream> stream;
        QVERIFY(!files.openReadStream(QStringLiteral("f.txt"), m_dir->path(), &stream));
        QString data;
        bool eof = false;
        const auto error = stream->nextChunk(&data, &eof);
        QVERIFY(error);
        QCOMPARE(error->kind, FileError::Internal);
    }

    void readStreamErrors_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("encoding");
        QTest::addColumn<int>("kind");
        QTest::newRow("missing") << "missing.txt" << QString() << int(FileError::NotFound);
        QTest::newRow("missing parent") << "nowhere/x.txt" << QString() << int(FileError::NotFound);
        QTest::newRow("below a file") << "plain.txt/x" << QString() << int(FileError::NotFound);
        QTest::newRow("directory") << "dir" << QString() << int(FileError::IsDirectory);
        QTest::newRow("fifo") << "fifo" << QString() << int(FileError::InvalidArgument);
        QTest::newRow("empty path") << "" << QString() << int(FileError::InvalidArgument);
        QTest::newRow("nul") << QStringLiteral("a") + QChar(u'\0') << QString()
                             << int(FileError::InvalidArgument);
        QTest::newRow("too long") << QString(4097, u'a') << QString() << int(FileError::InvalidArgument);
        QTest::newRow("unknown encoding") << "plain.txt"
                                          << "latin1" << int(FileError::InvalidArgument);
    }
    void readStreamErrors()
    {
        QFETCH(QString, target);
        QFETCH(QString, encoding);
        QFETCH(int, kind);
        QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("dir")));
        QVERIFY(writeBytes(path(QStringLiteral("plain.txt")), "plain"));
        QCOMPARE(::mkfifo(QFile::encodeName(path(QStringLiteral("fifo"))).constData(), 0600), 0);
        FileService files;
        std::unique_ptr<FileReadStream> stream;
        const auto error = files.openReadStream(target, m_dir->path(), &stream, encoding); // never blocks
        QVERIFY(error);
        QCOMPARE(int(error->kind), kind);
        QVERIFY(!error->message.isEmpty());
        QVERIFY(!stream);
    }

    void readStreamPermissionDenied()
    {
        if (::geteuid() == 0)
            QSKIP("root bypasses file permissions");
        QVERIFY(writeBytes(path(QStringLiteral("secret.txt")), "x"));
        QFile::setPermissions(path(QStringLiteral("secret.txt")), {});
        FileService files;
        std::unique_ptr<FileReadStream> stream;
        const auto error = files.openReadStream(QStringLiteral("secret.txt"), m_dir->path(), &stream);
        QVERIFY(error);
        QCOMPARE(error->kind, FileError::PermissionDenied);
    }

    void incompleteUtf8Tail_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("kept");
        QTest::addColumn<QByteArray>("tail");
        QTest::newRow("empty") << QByteArray() << QByteArray() << QByteArray();
        QTest::newRow("ascii") << QByteArray("abc") << QByteArray("abc") << QByteArray();
        QTest::newRow("complete 2-byte")
            << QByteArray("a\xc3\xbc") << QByteArray("a\xc3\xbc") << QByteArray();
        QTest::newRow("lead of 2-byte") << QByteArray("a\xc3") << QByteArray("a") << QByteArray("\xc3");
        QTest::newRow("2 of 3 bytes") << QByteArray("a\xe6\x97") << QByteArray("a") << QByteArray("\xe6\x97");
        QTest::newRow("3 of 4 bytes")
            << QByteArray("\xf0\x9f\x98") << QByteArray() << QByteArray("\xf0\x9f\x98");
        QTest::newRow("complete 4-byte")
            << QByteArray("\xf0\x9f\x98\x80") << QByteArray("\xf0\x9f\x98\x80") << QByteArray();
        QTest::newRow("stray continuations")
            << QByteArray("a\x80\x80\x80\x80") << QByteArray("a\x80\x80\x80\x80") << QByteArray();
        QTest::newRow("invalid lead") << QByteArray("a\xff") << QByteArray("a\xff") << QByteArray();
    }
    void incompleteUtf8Tail()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, kept);
        QFETCH(QByteArray, tail);
        QByteArray data = input;
        QCOMPARE(FileReadStream::takeIncompleteUtf8Tail(&data), tail);
        QCOMPARE(data, kept);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestFiles)
#include "tst_files.moc"
