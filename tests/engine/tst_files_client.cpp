// SPDX-License-Identifier: Apache-2.0
// Files and gitCheckout through SandboxClient, over every transport (ClientFixture).
#include "ClientFixture.h"
#include "FutureWait.h"
#include "GitTestRepo.h"
#include "client/TransportCall.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QThread>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace sandman;
using namespace sandman::test;

class TestFilesClient : public QObject
{
    Q_OBJECT
private:
    template<typename T> QString errorOf(const QFuture<T> &future)
    {
        if (!waitFor(future, 60000))
            return QStringLiteral("TIMEOUT");
        const auto error = failureOf(future);
        return error ? errorCodeName(error->code) : QStringLiteral("OK");
    }
    SandboxClient *client() const { return m_fx->client(); }

    // One POST /api/read/stream as the SDK sends it, with everything it produced.
    struct StreamRun {
        QList<QJsonObject> events;
        int status = -1;
        QJsonObject body;
        bool finished = false;
        int chunks() const
        {
            return int(std::count_if(events.cbegin(), events.cend(), [](const QJsonObject &event) {
                return event.value(QStringLiteral("type")) == QLatin1String("chunk");
            }));
        }
        // The content of the chunk events, decoded as the metadata says.
        QByteArray content() const
        {
            const bool base64 = !events.isEmpty()
                && events.first().value(QStringLiteral("encoding")) == QLatin1String("base64");
            QByteArray bytes;
            for (const QJsonObject &event : events) {
                if (event.value(QStringLiteral("type")) != QLatin1String("chunk"))
                    continue;
                const QString data = event.value(QStringLiteral("data")).toString();
                bytes += base64 ? QByteArray::fromBase64(data.toLatin1()) : data.toUtf8();
            }
            return bytes;
        }
    };
    // onEvent may cancel the call; it gets the run so far.
    StreamRun readStream(const QJsonObject &body,
                         const std::function<void(TransportCall *, const StreamRun &)> &onEvent = {})
    {
        StreamRun run;
        QObject context;
        TransportCall *call
            = client()->openStream(QStringLiteral("POST"), QStringLiteral("/api/read/stream"), body);
        connect(call, &TransportCall::event, &context, [&run, call, onEvent](const QJsonObject &event) {
            run.events.append(event);
            if (onEvent)
                onEvent(call, run);
        });
        connect(call, &TransportCall::finished, &context, [&run](int status, const QJsonObject &finalBody) {
            run.status = status;
            run.body = finalBody;
            run.finished = true;
        });
        waitUntil([&run] { return run.finished; }, 60000);
        return run;
    }
    QString writeWorkspaceFile(const QString &name, const QByteArray &bytes) const
    {
        QFile file(m_fx->workspace() + QLatin1Char('/') + name);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(name));
        return QStringLiteral("/workspace/") + name;
    }
    static QByteArray randomBytes(qsizetype size)
    {
        QByteArray bytes(size, Qt::Uninitialized);
        QRandomGenerator generator(7);
        for (qsizetype i = 0; i + 4 <= size; i += 4) {
            const quint32 word = generator.generate();
            memcpy(bytes.data() + i, &word, 4);
        }
        for (qsizetype i = size - size % 4; i < size; ++i)
            bytes[i] = char(generator.bounded(256));
        return bytes;
    }

private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void initTestCase()
    {
        m_repo = std::make_unique<GitTestRepo>();
        QVERIFY(m_repo->isValid());
    }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
    }
    void cleanup() { m_fx.reset(); }

    void binaryRoundTripAllByteValues()
    {
        QByteArray bytes;
        for (int i = 0; i < 256; ++i)
            bytes.append(char(i));
        resultOf(client()->writeBinaryFile(QStringLiteral("/workspace/all.bin"), bytes));
        const FileReadResult read = resultOf(client()->readFile(QStringLiteral("/workspace/all.bin")));
        QVERIFY(read.isBinary);
        QCOMPARE(read.encoding, QStringLiteral("base64"));
        QCOMPARE(read.size, qint64(256));
        QCOMPARE(read.bytes(), bytes);
    }

    // A file name that is not UTF-8 is listed (stray bytes shown as \xNN, flagged, with its
    // exact bytes in rawPath) and the other file calls reach it through that rawPath.
    void nonUtf8Names_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QString>("shown");
        QTest::newRow("latin-1 byte") << QByteArray("caf\xe9.txt") << QStringLiteral("caf\\xe9.txt");
        QTest::newRow("lone continuation, 0xff") << QByteArray("a\x80\xff") << QStringLiteral("a\\x80\\xff");
        QTest::newRow("truncated sequence beside valid text")
            << QByteArray("\xe4\xb8-\xe4\xb8\xad") << QString(QStringLiteral("\\xe4\\xb8-") + QChar(0x4E2D));
        QTest::newRow("overlong slash") << QByteArray("x\xc0\xafy") << QStringLiteral("x\\xc0\\xafy");
    }

    void nonUtf8Names()
    {
        QFETCH(QByteArray, name);
        QFETCH(QString, shown);
        const QByteArray dir = QFile::encodeName(m_fx->workspace()) + "/raw";
        QVERIFY(QDir().mkpath(QFile::decodeName(dir)));
        const QByteArray real = dir + '/' + name;
        {
            const int fd = ::open(real.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            QVERIFY(fd >= 0);
            QCOMPARE(::write(fd, "raw content", 11), ssize_t(11));
            ::close(fd);
        }
        const QJsonObject listed
            = resultOf(client()->request(QStringLiteral("POST"), QStringLiteral("/api/list-files"),
                                         {{QStringLiteral("path"), QStringLiteral("/workspace/raw")}}));
        const QJsonArray files = listed.value(QStringLiteral("files")).toArray();
        QCOMPARE(files.size(), 1);
        const QJsonObject entry = files.first().toObject();
        QCOMPARE(entry.value(QStringLiteral("name")).toString(), shown);
        QCOMPARE(entry.value(QStringLiteral("absolutePath")).toString(),
                 QStringLiteral("/workspace/raw/") + shown);
        QCOMPARE(entry.value(QStringLiteral("nameEncoding")).toString(), QStringLiteral("escaped"));
        QCOMPARE(QByteArray::fromBase64(entry.value(QStringLiteral("rawName")).toString().toLatin1()), name);
        const QString rawPath = entry.value(QStringLiteral("rawPath")).toString();
        QCOMPARE(QByteArray::fromBase64(rawPath.toLatin1()), "/workspace/raw/" + name);
        QCOMPARE(entry.value(QStringLiteral("type")).toString(), QStringLiteral("file"));
        QCOMPARE(entry.value(QStringLiteral("size")).toInt(), 11);

        const QString base64 = QStringLiteral("base64");
        const QString encoding = QStringLiteral("pathEncoding");
        const QJsonObject read
            = resultOf(client()->request(QStringLiteral("POST"), QStringLiteral("/api/read"),
                                         {{QStringLiteral("path"), rawPath}, {encoding, base64}}));
        QCOMPARE(read.value(QStringLiteral("content")).toString(), QStringLiteral("raw content"));
        QCOMPARE(read.value(QStringLiteral("path")).toString(), QStringLiteral("/workspace/raw/") + shown);
        const QJsonObject exists
            = resultOf(client()->request(QStringLiteral("POST"), QStringLiteral("/api/exists"),
                                         {{QStringLiteral("path"), rawPath}, {encoding, base64}}));
        QVERIFY(exists.value(QStringLiteral("exists")).toBool());

        // Renamed to another name that is not UTF-8 either, then deleted.
        const QByteArray renamed = "/workspace/raw/" + name + "\xfe";
        resultOf(client()->request(QStringLiteral("POST"), QStringLiteral("/api/rename"),
                                   {{QStringLiteral("oldPath"), rawPath},
                                    {QStringLiteral("newPath"), QString::fromLatin1(renamed.toBase64())},
                                    {encoding, base64}}));
        QVERIFY(::access(real.constData(), F_OK) != 0);
        QVERIFY(::access((real + "\xfe").constData(), F_OK) == 0);
        resultOf(client()->request(
            QStringLiteral("POST"), QStringLiteral("/api/delete"),
            {{QStringLiteral("path"), QString::fromLatin1(renamed.toBase64())}, {encoding, base64}}));
        QVERIFY(::access((real + "\xfe").constData(), F_OK) != 0);
        const QJsonObject empty
            = resultOf(client()->request(QStringLiteral("POST"), QStringLiteral("/api/list-files"),
                                         {{QStringLiteral("path"), QStringLiteral("/workspace/raw")}}));
        QCOMPARE(empty.value(QStringLiteral("count")).toInt(), 0);
    }

    void pathEncodingErrors_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::newRow("unknown pathEncoding")
            << QJsonObject{{QStringLiteral("path"), QStringLiteral("x")},
                           {QStringLiteral("pathEncoding"), QStringLiteral("rot13")}};
        QTest::newRow("not base64") << QJsonObject{
            {QStringLiteral("path"), QStringLiteral("!!!")},
            {QStringLiteral("pathEncoding"), QStringLiteral("base64")}};
    }

    void pathEncodingErrors()
    {
        QFETCH(QJsonObject, body);
        auto call = client()->request(QStringLiteral("POST"), QStringLiteral("/api/exists"), body);
        QVERIFY(waitFor(call));
        const auto error = failureOf(call);
        QVERIFY(error);
        QCOMPARE(error->code, ErrorCode::ValidationFailed);
    }

    void textUnicodeAndSpaces()
    {
        const QString path = QStringLiteral("/workspace/dir with space/中文 ファイル.txt");
        resultOf(client()->writeFile(path, QStringLiteral("héllo 世界\n")));
        const FileReadResult read = resultOf(client()->readFile(path));
        QVERIFY(!read.isBinary);
        QCOMPARE(read.content, QStringLiteral("héllo 世界\n"));
        QCOMPARE(read.mimeType, QStringLiteral("text/plain"));
        QVERIFY(resultOf(client()->exists(path)));
        const QList<FileInfo> files = resultOf(client()->listFiles(QStringLiteral("/workspace"), true));
        QStringList names;
        for (const FileInfo &file : files)
            names << file.relativePath;
        QCOMPARE(names,
                 QStringList(
                     {QStringLiteral("dir with space"), QStringLiteral("dir with space/中文 ファイル.txt")}));
        QCOMPARE(files.last().absolutePath, path);
        QCOMPARE(files.last().type, QStringLiteral("file"));
    }

    void relativePathsFollowSessionCwd()
    {
        resultOf(client()->mkdir(QStringLiteral("/workspace/sub"), true));
        QVERIFY(waitFor(client()->exec(QStringLiteral("cd sub"))));
        resultOf(client()->writeFile(QStringLiteral("rel.txt"), QStringLiteral("x")));
        QVERIFY(QFile::exists(m_fx->workspace() + QStringLiteral("/sub/rel.txt")));
        resultOf(client()->renameFile(QStringLiteral("rel.txt"), QStringLiteral("renamed.txt")));
        resultOf(client()->moveFile(QStringLiteral("renamed.txt"), QStringLiteral("/workspace")));
        QVERIFY(QFile::exists(m_fx->workspace() + QStringLiteral("/renamed.txt")));
        resultOf(client()->deleteFile(QStringLiteral("/workspace/renamed.txt")));
        QVERIFY(!resultOf(client()->exists(QStringLiteral("/workspace/renamed.txt"))));
    }

    // POST /api/read/stream: metadata, chunks, complete, then a 200 response (the SDK's
    // readFileStream / streamFile / collectFile).
    void readFileStream_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("binary");
        QTest::addColumn<int>("chunks");
        QTest::addColumn<QString>("mimeType");
        const int chunk = 65535;
        QTest::newRow("text") << QStringLiteral("héllo\n世界\n").toUtf8() << false << 1 << "text/plain";
        QTest::newRow("empty") << QByteArray() << false << 0 << "text/plain";
        QTest::newRow("text over several chunks") << QString(100000, QChar(0xfc)).toUtf8() + "end\n"
                                                  << false << 4 << "text/plain";
        QByteArray png = randomBytes(2 * chunk + 100);
        png.replace(0, 8, QByteArray("\x89PNG\r\n\x1a\n"));
        QTest::newRow("binary over several chunks") << png << true << 3 << "image/png";
    }
    void readFileStream()
    {
        QFETCH(QByteArray, content);
        QFETCH(bool, binary);
        QFETCH(int, chunks);
        QFETCH(QString, mimeType);
        const QString name = binary ? QStringLiteral("f.png") : QStringLiteral("f.txt");
        const QString path = writeWorkspaceFile(name, content);
        const StreamRun run = readStream({{QStringLiteral("path"), path}});
        QVERIFY(run.finished);
        QCOMPARE(run.status, 200);
        QVERIFY(run.events.size() >= 2);
        const QJsonObject metadata = run.events.first();
        QCOMPARE(metadata.value(QStringLiteral("type")).toString(), QStringLiteral("metadata"));
        QCOMPARE(metadata.value(QStringLiteral("isBinary")).toBool(), binary);
        QCOMPARE(metadata.value(QStringLiteral("encoding")).toString(),
                 binary ? QStringLiteral("base64") : QStringLiteral("utf-8"));
        QCOMPARE(metadata.value(QStringLiteral("size")).toInteger(), qint64(content.size()));
        QCOMPARE(metadata.value(QStringLiteral("mimeType")).toString(), mimeType);
        const QJsonObject complete = run.events.last();
        QCOMPARE(complete.value(QStringLiteral("type")).toString(), QStringLiteral("complete"));
        QCOMPARE(complete.value(QStringLiteral("bytesRead")).toInteger(), qint64(content.size()));
        QCOMPARE(run.chunks(), chunks);
        QCOMPARE(run.events.size(), chunks + 2);
        QVERIFY(run.content() == content);
        QCOMPARE(run.body.value(QStringLiteral("success")).toBool(), true);
        QCOMPARE(run.body.value(QStringLiteral("bytesRead")).toInteger(), qint64(content.size()));
        // The stream agrees with readFile.
        const FileReadResult read = resultOf(client()->readFile(path));
        QCOMPARE(read.isBinary, binary);
        QCOMPARE(read.mimeType, mimeType);
    }

    void readFileStreamRelativeToSessionCwd()
    {
        resultOf(client()->mkdir(QStringLiteral("/workspace/sub"), true));
        writeWorkspaceFile(QStringLiteral("sub/rel.txt"), "relative\n");
        QVERIFY(waitFor(client()->exec(QStringLiteral("cd sub"))));
        const StreamRun run = readStream({{QStringLiteral("path"), QStringLiteral("rel.txt")}});
        QCOMPARE(run.status, 200);
        QCOMPARE(run.content(), QByteArray("relative\n"));
    }

    void readFileStreamErrors_data()
    {
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        const QString path = QStringLiteral("path");
        QTest::newRow("no path") << QJsonObject{} << 400 << "VALIDATION_FAILED";
        QTest::newRow("path not a string") << QJsonObject{{path, 42}} << 400 << "VALIDATION_FAILED";
        QTest::newRow("empty path") << QJsonObject{{path, QString()}} << 400 << "VALIDATION_FAILED";
        QTest::newRow("nul in path") << QJsonObject{{path, QStringLiteral("/workspace/a") + QChar(u'\0')}}
                                     << 400 << "VALIDATION_FAILED";
        QTest::newRow("too long") << QJsonObject{{path, QString(4097, u'a')}} << 400 << "VALIDATION_FAILED";
        QTest::newRow("missing file")
            << QJsonObject{{path, QStringLiteral("/workspace/missing.txt")}} << 404 << "FILE_NOT_FOUND";
        QTest::newRow("missing directory")
            << QJsonObject{{path, QStringLiteral("/nonexistent-dir/x")}} << 404 << "FILE_NOT_FOUND";
        QTest::newRow("directory") << QJsonObject{{path, QStringLiteral("/workspace")}} << 400
                                   << "IS_DIRECTORY";
        QTest::newRow("fifo") << QJsonObject{{path, QStringLiteral("/workspace/fifo")}} << 400
                              << "VALIDATION_FAILED";
        QTest::newRow("invalid session id")
            << QJsonObject{{path, QStringLiteral("/workspace/plain.txt")},
                           {QStringLiteral("sessionId"), QStringLiteral("no pe!")}}
            << 400 << "VALIDATION_FAILED";
        QTest::newRow("unknown encoding")
            << QJsonObject{{path, QStringLiteral("/workspace/plain.txt")},
                           {QStringLiteral("encoding"), QStringLiteral("latin1")}}
            << 400 << "VALIDATION_FAILED";
    }
    void readFileStreamErrors()
    {
        QFETCH(QJsonObject, body);
        QFETCH(int, status);
        QFETCH(QString, code);
        writeWorkspaceFile(QStringLiteral("plain.txt"), "plain");
        QCOMPARE(::mkfifo(QFile::encodeName(m_fx->workspace() + QStringLiteral("/fifo")).constData(), 0600),
                 0);
        const StreamRun run = readStream(body);
        QVERIFY(run.finished);
        QCOMPARE(run.status, status);
        QCOMPARE(run.body.value(QStringLiteral("code")).toString(), code);
        QCOMPARE(run.body.value(QStringLiteral("httpStatus")).toInt(), status);
        QVERIFY(!run.body.value(QStringLiteral("message")).toString().isEmpty());
        QVERIFY(run.events.isEmpty()); // an error before any event, so the SDK's call rejects
        // The sandbox is fine afterwards.
        resultOf(client()->ping());
    }

    void readFileStreamLargeFile()
    {
        const QByteArray content = randomBytes(24 * 1024 * 1024);
        const QString path = writeWorkspaceFile(QStringLiteral("large.bin"), content);
        const StreamRun run = readStream({{QStringLiteral("path"), path}});
        QCOMPARE(run.status, 200);
        QCOMPARE(run.chunks(), int((content.size() + 65534) / 65535));
        QCOMPARE(run.events.last().value(QStringLiteral("bytesRead")).toInteger(), qint64(content.size()));
        QCOMPARE(QCryptographicHash::hash(run.content(), QCryptographicHash::Sha256),
                 QCryptographicHash::hash(content, QCryptographicHash::Sha256));
    }

    void readFileStreamCancel()
    {
        const QByteArray content = randomBytes(32 * 1024 * 1024);
        const QString path = writeWorkspaceFile(QStringLiteral("large.bin"), content);
        const StreamRun run
            = readStream({{QStringLiteral("path"), path}}, [](TransportCall *call, const StreamRun &so) {
                  if (so.chunks() == 1)
                      call->cancel();
              });
        QVERIFY(run.finished);
        QVERIFY(run.chunks() < 512);
        QVERIFY(run.events.last().value(QStringLiteral("type")) != QLatin1String("complete"));
        resultOf(client()->ping());
        // A new stream of the same file after the cancel is whole.
        QCOMPARE(readStream({{QStringLiteral("path"), path}}).chunks(), 513);
    }

    // The agent reads no further ahead of the client than its send window (over /ws the
    // socket's unsent bytes, in-process the events the client's thread has not taken): with
    // the client not reading for a while, the stream must still be far from its end.
    void readFileStreamWaitsForSlowClient()
    {
        const QByteArray content = randomBytes(48 * 1024 * 1024);
        const QString path = writeWorkspaceFile(QStringLiteral("large.bin"), content);
        bool slept = false;
        const StreamRun run = readStream(
            {{QStringLiteral("path"), path}}, [&slept](TransportCall *call, const StreamRun &so) {
                if (so.chunks() == 1 && !slept) {
                    slept = true;
                    QThread::msleep(1500); // the client (and this thread's agent server) stall
                } else if (slept && so.chunks() == 2) {
                    call->cancel();
                }
            });
        QVERIFY(run.finished);
        const int total = int((content.size() + 65534) / 65535);
        qInfo("%d of %d chunks arrived before the cancel took effect", run.chunks(), total);
        QVERIFY(run.events.last().value(QStringLiteral("type")) != QLatin1String("complete"));
        QVERIFY2(run.chunks() < total / 2, "the agent read ahead of a client that did not read");
    }

    void errors_data()
    {
        QTest::addColumn<QString>("call");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("code");
        QTest::newRow("read missing") << "read"
                                      << "/workspace/missing"
                                      << "FILE_NOT_FOUND";
        QTest::newRow("read empty path") << "read"
                                         << ""
                                         << "VALIDATION_FAILED";
        QTest::newRow("read nul") << "read" << QStringLiteral("a") + QChar(u'\0') << "VALIDATION_FAILED";
        QTest::newRow("read too long") << "read" << QString(4097, u'a') << "VALIDATION_FAILED";
        QTest::newRow("read directory") << "read"
                                        << "/workspace"
                                        << "IS_DIRECTORY";
        QTest::newRow("delete directory") << "delete"
                                          << "/workspace"
                                          << "IS_DIRECTORY";
        QTest::newRow("delete missing") << "delete"
                                        << "/workspace/missing"
                                        << "FILE_NOT_FOUND";
        QTest::newRow("mkdir no parent") << "mkdir"
                                         << "/workspace/a/b"
                                         << "FILE_NOT_FOUND";
        QTest::newRow("list missing") << "list"
                                      << "/workspace/missing"
                                      << "FILE_NOT_FOUND";
        QTest::newRow("rename missing") << "rename"
                                        << "/workspace/missing"
                                        << "FILE_NOT_FOUND";
    }
    void errors()
    {
        QFETCH(QString, call);
        QFETCH(QString, path);
        QFETCH(QString, code);
        QString actual;
        if (call == QLatin1String("read"))
            actual = errorOf(client()->readFile(path));
        else if (call == QLatin1String("delete"))
            actual = errorOf(client()->deleteFile(path));
        else if (call == QLatin1String("mkdir"))
            actual = errorOf(client()->mkdir(path));
        else if (call == QLatin1String("list"))
            actual = errorOf(client()->listFiles(path));
        else if (call == QLatin1String("rename"))
            actual = errorOf(client()->renameFile(path, QStringLiteral("/workspace/x")));
        QCOMPARE(actual, code);
    }

    void gitCheckoutDefaultTarget()
    {
        const GitCheckoutResult checkout = resultOf(client()->gitCheckout(m_repo->url()));
        QCOMPARE(checkout.targetDir, QStringLiteral("/workspace/origin"));
        QCOMPARE(checkout.branch, QStringLiteral("main"));
        QCOMPARE(checkout.repoUrl, m_repo->url());
        QVERIFY(resultOf(client()->exists(QStringLiteral("/workspace/origin/README.md"))));
    }

    void gitCheckoutBranchDepthTarget()
    {
        GitCheckoutOptions options;
        options.branch = QStringLiteral("feature");
        options.depth = 1;
        options.targetDir = QStringLiteral("/workspace/co");
        const GitCheckoutResult checkout = resultOf(client()->gitCheckout(m_repo->url(), options));
        QCOMPARE(checkout.branch, QStringLiteral("feature"));
        QCOMPARE(checkout.targetDir, QStringLiteral("/workspace/co"));
        QVERIFY(resultOf(client()->exists(QStringLiteral("/workspace/co/feature.txt"))));
        QVERIFY(resultOf(client()->exists(QStringLiteral("/workspace/co/.git/shallow"))));
    }

    void gitErrors_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("branch");
        QTest::addColumn<QString>("code");
        QTest::newRow("missing branch") << "REPO"
                                        << "nope"
                                        << "GIT_BRANCH_NOT_FOUND";
        QTest::newRow("missing repository") << "MISSING"
                                            << ""
                                            << "GIT_REPOSITORY_NOT_FOUND";
        QTest::newRow("bad url") << "::not a url::"
                                 << ""
                                 << "INVALID_GIT_URL";
    }
    void gitErrors()
    {
        QFETCH(QString, url);
        QFETCH(QString, branch);
        QFETCH(QString, code);
        if (url == QLatin1String("REPO"))
            url = m_repo->url();
        else if (url == QLatin1String("MISSING"))
            url = m_repo->missingUrl();
        GitCheckoutOptions options;
        options.branch = branch;
        QCOMPARE(errorOf(client()->gitCheckout(url, options)), code);
    }

private:
    std::unique_ptr<GitTestRepo> m_repo;
    std::unique_ptr<ClientFixture> m_fx;
};

QTEST_GUILESS_MAIN(TestFilesClient)
#include "tst_files_client.moc"
