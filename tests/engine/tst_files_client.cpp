// SPDX-License-Identifier: Apache-2.0
// Files and gitCheckout through SandboxClient, over every transport (ClientFixture).
#include "ClientFixture.h"
#include "FutureWait.h"
#include "GitTestRepo.h"

#include <QtTest>

using namespace sandman;
using namespace sandman::test;

class TestFilesClient : public QObject
{
    Q_OBJECT
private:
    template<typename T> T result(const QFuture<T> &future)
    {
        if (!waitFor(future, 60000))
            qFatal("future timed out");
        if (auto error = failureOf(future))
            qFatal("call failed: %s %s", qPrintable(errorCodeName(error->code)), qPrintable(error->message));
        if constexpr (!std::is_void_v<T>)
            return future.result();
    }
    template<typename T> QString errorOf(const QFuture<T> &future)
    {
        if (!waitFor(future, 60000))
            return QStringLiteral("TIMEOUT");
        const auto error = failureOf(future);
        return error ? errorCodeName(error->code) : QStringLiteral("OK");
    }
    SandboxClient *client() const { return m_fx->client(); }

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
        result(client()->writeBinaryFile(QStringLiteral("/workspace/all.bin"), bytes));
        const FileReadResult read = result(client()->readFile(QStringLiteral("/workspace/all.bin")));
        QVERIFY(read.isBinary);
        QCOMPARE(read.encoding, QStringLiteral("base64"));
        QCOMPARE(read.size, qint64(256));
        QCOMPARE(read.bytes(), bytes);
    }

    void textUnicodeAndSpaces()
    {
        const QString path = QStringLiteral("/workspace/dir with space/中文 ファイル.txt");
        result(client()->writeFile(path, QStringLiteral("héllo 世界\n")));
        const FileReadResult read = result(client()->readFile(path));
        QVERIFY(!read.isBinary);
        QCOMPARE(read.content, QStringLiteral("héllo 世界\n"));
        QCOMPARE(read.mimeType, QStringLiteral("text/plain"));
        QVERIFY(result(client()->exists(path)));
        const QList<FileInfo> files = result(client()->listFiles(QStringLiteral("/workspace"), true));
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
        result(client()->mkdir(QStringLiteral("/workspace/sub"), true));
        QVERIFY(waitFor(client()->exec(QStringLiteral("cd sub"))));
        result(client()->writeFile(QStringLiteral("rel.txt"), QStringLiteral("x")));
        QVERIFY(QFile::exists(m_fx->workspace() + QStringLiteral("/sub/rel.txt")));
        result(client()->renameFile(QStringLiteral("rel.txt"), QStringLiteral("renamed.txt")));
        result(client()->moveFile(QStringLiteral("renamed.txt"), QStringLiteral("/workspace")));
        QVERIFY(QFile::exists(m_fx->workspace() + QStringLiteral("/renamed.txt")));
        result(client()->deleteFile(QStringLiteral("/workspace/renamed.txt")));
        QVERIFY(!result(client()->exists(QStringLiteral("/workspace/renamed.txt"))));
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
        const GitCheckoutResult checkout = result(client()->gitCheckout(m_repo->url()));
        QCOMPARE(checkout.targetDir, QStringLiteral("/workspace/origin"));
        QCOMPARE(checkout.branch, QStringLiteral("main"));
        QCOMPARE(checkout.repoUrl, m_repo->url());
        QVERIFY(result(client()->exists(QStringLiteral("/workspace/origin/README.md"))));
    }

    void gitCheckoutBranchDepthTarget()
    {
        GitCheckoutOptions options;
        options.branch = QStringLiteral("feature");
        options.depth = 1;
        options.targetDir = QStringLiteral("/workspace/co");
        const GitCheckoutResult checkout = result(client()->gitCheckout(m_repo->url(), options));
        QCOMPARE(checkout.branch, QStringLiteral("feature"));
        QCOMPARE(checkout.targetDir, QStringLiteral("/workspace/co"));
        QVERIFY(result(client()->exists(QStringLiteral("/workspace/co/feature.txt"))));
        QVERIFY(result(client()->exists(QStringLiteral("/workspace/co/.git/shallow"))));
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
