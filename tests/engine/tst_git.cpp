// SPDX-License-Identifier: Apache-2.0
// GitCheckout on its own, against local repositories over file://.
#include "FutureWait.h"
#include "GitTestRepo.h"
#include "engine/git/GitCheckout.h"

#include <QSignalSpy>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

class TestGit : public QObject
{
    Q_OBJECT
private:
    static GitCheckout::Options opts(const QString &url, const QString &target = {})
    {
        GitCheckout::Options options;
        options.repoUrl = url;
        options.targetDir = target;
        return options;
    }

    GitCheckout::Result run(GitCheckout::Options options)
    {
        if (options.workspace.isEmpty())
            options.workspace = m_workspace->path();
        auto *checkout = new GitCheckout;
        std::optional<GitCheckout::Result> result;
        connect(checkout, &GitCheckout::finished, this, [&](const GitCheckout::Result &r) { result = r; });
        checkout->start(options);
        if (!waitUntil([&] { return result.has_value(); }, 60000)) {
            GitCheckout::Result timedOut;
            timedOut.failure = GitCheckout::Failure::Failed;
            timedOut.message = QStringLiteral("test timed out");
            return timedOut;
        }
        return *result;
    }

private slots:
    void initTestCase()
    {
        m_repo = std::make_unique<GitTestRepo>();
        QVERIFY(m_repo->isValid());
    }
    void init()
    {
        m_workspace = std::make_unique<QTemporaryDir>();
        QVERIFY(m_workspace->isValid());
    }

    void urlValidation_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("name");
        QTest::newRow("https") << "https://github.com/org/repo.git" << true << "repo";
        QTest::newRow("https no .git") << "https://example.com/org/project/" << true << "project";
        QTest::newRow("ssh") << "ssh://git@host:22/org/r.git" << true << "r";
        QTest::newRow("scp-like") << "git@github.com:org/repo.git" << true << "repo";
        QTest::newRow("file") << "file:///srv/git/lib.git" << true << "lib";
        QTest::newRow("empty") << "" << false << "";
        QTest::newRow("option injection") << "--upload-pack=touch /tmp/x" << false << "";
        QTest::newRow("spaces") << "https://host/a b" << false << "";
        QTest::newRow("no scheme") << "github.com/org/repo" << false << "";
        QTest::newRow("bad scheme") << "ftp://host/repo.git" << false << "";
        QTest::newRow("ext transport") << "ext::sh -c touch% /tmp/pwned" << false << "";
        QTest::newRow("no host") << "https:///repo.git" << false << "";
    }
    void urlValidation()
    {
        QFETCH(QString, url);
        QFETCH(bool, valid);
        QFETCH(QString, name);
        QCOMPARE(GitCheckout::isValidRepoUrl(url), valid);
        if (valid)
            QCOMPARE(GitCheckout::repositoryName(url), name);
    }

    void branchValidation_data()
    {
        QTest::addColumn<QString>("branch");
        QTest::addColumn<bool>("valid");
        QTest::newRow("simple") << "main" << true;
        QTest::newRow("slashed") << "release/1.2" << true;
        QTest::newRow("option") << "-x" << false;
        QTest::newRow("dot dot") << "a..b" << false;
        QTest::newRow("space") << "a b" << false;
        QTest::newRow("lock") << "x.lock" << false;
    }
    void branchValidation()
    {
        QFETCH(QString, branch);
        QFETCH(bool, valid);
        QCOMPARE(GitCheckout::isValidBranchName(branch), valid);
    }

    void defaultTarget()
    {
        const auto result = run(opts(m_repo->url()));
        QVERIFY2(result.ok(), qPrintable(result.message));
        QCOMPARE(result.targetDir, m_workspace->filePath(QStringLiteral("origin")));
        QCOMPARE(result.branch, QStringLiteral("main"));
        QVERIFY(QFile::exists(result.targetDir + QStringLiteral("/README.md")));
        QVERIFY(!QFile::exists(result.targetDir + QStringLiteral("/feature.txt")));
    }

    void branchAndTarget()
    {
        GitCheckout::Options options = opts(m_repo->url());
        options.branch = QStringLiteral("feature");
        options.targetDir = m_workspace->filePath(QStringLiteral("nested/dir/checkout"));
        const auto result = run(options);
        QVERIFY2(result.ok(), qPrintable(result.message));
        QCOMPARE(result.branch, QStringLiteral("feature"));
        QCOMPARE(result.targetDir, options.targetDir);
        QVERIFY(QFile::exists(options.targetDir + QStringLiteral("/feature.txt")));
    }

    void depth()
    {
        GitCheckout::Options options = opts(m_repo->url());
        options.depth = 1;
        const auto result = run(options);
        QVERIFY2(result.ok(), qPrintable(result.message));
        QVERIFY(QFile::exists(result.targetDir + QStringLiteral("/.git/shallow")));
        const auto full = run(opts(m_repo->url(), m_workspace->filePath(QStringLiteral("full"))));
        QVERIFY2(full.ok(), qPrintable(full.message));
        QVERIFY(!QFile::exists(full.targetDir + QStringLiteral("/.git/shallow")));
    }

    void failures_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("branch");
        QTest::addColumn<int>("failure");
        QTest::newRow("missing branch") << "REPO"
                                        << "no-such-branch" << int(GitCheckout::Failure::BranchNotFound);
        QTest::newRow("missing repository") << "MISSING"
                                            << "" << int(GitCheckout::Failure::RepositoryNotFound);
        QTest::newRow("bad url") << "not a url"
                                 << "" << int(GitCheckout::Failure::InvalidUrl);
        QTest::newRow("bad branch") << "REPO"
                                    << "--orphan" << int(GitCheckout::Failure::InvalidArgument);
    }
    void failures()
    {
        QFETCH(QString, url);
        QFETCH(QString, branch);
        QFETCH(int, failure);
        if (url == QLatin1String("REPO"))
            url = m_repo->url();
        else if (url == QLatin1String("MISSING"))
            url = m_repo->missingUrl();
        GitCheckout::Options options = opts(url);
        options.branch = branch;
        const auto result = run(options);
        QCOMPARE(int(result.failure), failure);
        QVERIFY(!result.message.isEmpty());
        // Nothing half-cloned is left behind.
        QCOMPARE(QDir(m_workspace->path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
    }

    void nonEmptyTargetRefused()
    {
        QVERIFY(QDir(m_workspace->path()).mkpath(QStringLiteral("origin/keep")));
        const auto result = run(opts(m_repo->url()));
        QCOMPARE(result.failure, GitCheckout::Failure::TargetExists);
        QVERIFY(QFileInfo(m_workspace->filePath(QStringLiteral("origin/keep"))).isDir());
    }

    void timeoutKillsClone()
    {
        // A git on the session's PATH that hangs (with a child) stands in for a stalled network.
        QTemporaryDir bin;
        QFile fake(bin.filePath(QStringLiteral("git")));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("#!/bin/sh\nmkdir -p \"$(eval echo \\${$#})\"\nsleep 1000 &\nwait\n");
        fake.close();
        fake.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        GitCheckout::Options options = opts(m_repo->url());
        options.environment = QProcessEnvironment::systemEnvironment();
        options.environment.insert(QStringLiteral("PATH"),
                                   bin.path() + QStringLiteral(":")
                                       + options.environment.value(QStringLiteral("PATH")));
        options.timeoutMs = 300;
        options.killGraceMs = 300;
        QElapsedTimer timer;
        timer.start();
        const auto result = run(options);
        QCOMPARE(result.failure, GitCheckout::Failure::Timeout);
        QVERIFY(timer.elapsed() < 10000);
        QVERIFY(!QFileInfo::exists(m_workspace->filePath(QStringLiteral("origin"))));
    }

private:
    std::unique_ptr<GitTestRepo> m_repo;
    std::unique_ptr<QTemporaryDir> m_workspace;
};

QTEST_GUILESS_MAIN(TestGit)
#include "tst_git.moc"
