// SPDX-License-Identifier: Apache-2.0
// Session definitions survive the sandbox: SessionStateStore's file (0600, atomic) and a
// Sandbox that recreates its sessions from it, marked restored.
#include "FutureWait.h"
#include "engine/Sandbox.h"
#include "engine/SessionStateStore.h"
#include "engine/session/ShellSession.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>
#include <sys/stat.h>

using namespace sandman;
using namespace sandman::test;

class TestSessionState : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString stateFile() const { return m_dir.filePath(QStringLiteral("state/sessions.json")); }

    std::unique_ptr<Sandbox> makeSandbox() const
    {
        Sandbox::Options options;
        options.workspaceDir = m_dir.filePath(QStringLiteral("workspace"));
        options.stateFile = stateFile();
        return std::make_unique<Sandbox>(options);
    }

    static bool setEnv(ShellSession *session, const EnvChanges &changes)
    {
        bool done = false;
        bool ok = false;
        session->setEnvVars(changes, [&](EngineError error) {
            ok = !error;
            done = true;
        });
        return waitUntil([&] { return done; }, 20000) && ok;
    }

    static QProcessEnvironment envOf(ShellSession *session)
    {
        bool done = false;
        QProcessEnvironment result;
        session->getEnvVars([&](const QProcessEnvironment &env, EngineError) {
            result = env;
            done = true;
        });
        waitUntil([&] { return done; }, 20000);
        return result;
    }

    static int modeOf(const QString &path)
    {
        struct stat info = {};
        return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? int(info.st_mode & 0777) : -1;
    }

    void writeState(const QByteArray &text) const
    {
        QDir().mkpath(QFileInfo(stateFile()).absolutePath());
        QFile file(stateFile());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
    }

private slots:
    void cleanup() { QFile::remove(stateFile()); }

    void storeRoundTrip_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("plain") << QStringLiteral("value");
        QTest::newRow("quotes and dollars") << QStringLiteral("it's \"$HOME\" `x`");
        QTest::newRow("newlines") << QStringLiteral("line 1\nline 2\n");
        QTest::newRow("unicode") << QStringLiteral("沙箱 ターミナル");
        QTest::newRow("empty") << QString();
    }

    void storeRoundTrip()
    {
        QFETCH(QString, value);
        SessionStateStore store(stateFile());
        QString error;
        QDir().mkpath(QFileInfo(stateFile()).absolutePath());
        QVERIFY2(
            store.putSession(
                {QStringLiteral("s1"), QStringLiteral("/tmp"), {{QStringLiteral("V"), value}}, 5000}, &error),
            qPrintable(error));
        QVERIFY(store.applyEnv(QStringLiteral("s1"), {{QStringLiteral("GONE"), std::nullopt}}, &error));
        QVERIFY(store.applySandboxEnv({{QStringLiteral("BASE"), QStringLiteral("b")}}, &error));
        QCOMPARE(modeOf(stateFile()), 0600);

        SessionStateStore loaded(stateFile());
        QVERIFY2(loaded.load(&error), qPrintable(error));
        QCOMPARE(loaded.sessions().size(), 1);
        const SessionStateStore::Entry &entry = loaded.sessions().first();
        QCOMPARE(entry.id, QStringLiteral("s1"));
        QCOMPARE(entry.cwd, QStringLiteral("/tmp"));
        QCOMPARE(entry.commandTimeoutMs, 5000);
        QCOMPARE(entry.env.value(QStringLiteral("V")), std::optional<QString>(value));
        QVERIFY(entry.env.contains(QStringLiteral("GONE")));
        QCOMPARE(entry.env.value(QStringLiteral("GONE")), std::nullopt);
        QCOMPARE(loaded.sandboxEnv().value(QStringLiteral("BASE")),
                 std::optional<QString>(QStringLiteral("b")));
    }

    void unusableFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("not json") << QByteArray("{nope");
        QTest::newRow("no version") << QByteArray(R"({"sessions":[]})");
        QTest::newRow("future version") << QByteArray(R"({"version":99,"sessions":[]})");
        QTest::newRow("env not strings")
            << QByteArray(R"({"version":1,"sessions":[{"id":"a","env":{"X":1}}]})");
        QTest::newRow("no id") << QByteArray(R"({"version":1,"sessions":[{"cwd":"/"}]})");
        QTest::newRow("duplicate id") << QByteArray(R"({"version":1,"sessions":[{"id":"a"},{"id":"a"}]})");
        QTest::newRow("negative timeout")
            << QByteArray(R"({"version":1,"sessions":[{"id":"a","commandTimeoutMs":-1}]})");
    }

    void unusableFilesAreRefused()
    {
        QFETCH(QByteArray, text);
        writeState(text);
        SessionStateStore store(stateFile());
        QString error;
        QVERIFY(!store.load(&error));
        QVERIFY(error.contains(stateFile()));
        QVERIFY(store.sessions().isEmpty());
    }

    void aMissingFileIsAnEmptyState()
    {
        SessionStateStore store(stateFile());
        QString error;
        QVERIFY(store.load(&error));
        QVERIFY(store.sessions().isEmpty());
    }

    // What an agent restart must bring back: id, env (set and unset), cwd, timeout, the
    // sandbox-level env; marked restored; deleted sessions stay deleted.
    void aSandboxRecreatesItsSessions()
    {
        const QString folder = m_dir.filePath(QStringLiteral("workspace/sub"));
        QVERIFY(QDir().mkpath(folder));
        {
            auto sandbox = makeSandbox();
            SessionConfig config;
            config.id = QStringLiteral("work");
            config.env = {{QStringLiteral("TOKEN"), QStringLiteral("s3cr\"et\n")},
                          {QStringLiteral("KEEP"), QStringLiteral("1")}};
            config.cwd = folder;
            config.commandTimeoutMs = 7000;
            QVERIFY(sandbox->createSession(config).session);
            config.id = QStringLiteral("doomed");
            QVERIFY(sandbox->createSession(config).session);
            QVERIFY(!sandbox->deleteSession(QStringLiteral("doomed")));
            ShellSession *work = sandbox->session(QStringLiteral("work"));
            QVERIFY(!work->isRestored());
            QVERIFY(setEnv(work,
                           {{QStringLiteral("ADDED"), QStringLiteral("later")},
                            {QStringLiteral("KEEP"), std::nullopt}}));
            work->setCommandTimeoutMs(9000);
            bool done = false;
            sandbox->setEnvVars({{QStringLiteral("SANDBOX_WIDE"), QStringLiteral("yes")}},
                                [&](EngineError) { done = true; });
            QVERIFY(waitUntil([&] { return done; }, 20000));
        }
        QCOMPARE(modeOf(stateFile()), 0600);

        auto sandbox = makeSandbox();
        QCOMPARE(sandbox->sessionIds(), QStringList({QStringLiteral("default"), QStringLiteral("work")}));
        ShellSession *work = sandbox->session(QStringLiteral("work"));
        QVERIFY(work->isRestored());
        QCOMPARE(work->initialCwd(), QFileInfo(folder).absoluteFilePath());
        QCOMPARE(work->commandTimeoutMs(), 9000);
        const QProcessEnvironment env = envOf(work);
        QCOMPARE(env.value(QStringLiteral("TOKEN")), QStringLiteral("s3cr\"et\n"));
        QCOMPARE(env.value(QStringLiteral("ADDED")), QStringLiteral("later"));
        QVERIFY(!env.contains(QStringLiteral("KEEP")));
        QCOMPARE(env.value(QStringLiteral("SANDBOX_WIDE")), QStringLiteral("yes"));
        QCOMPARE(envOf(sandbox->defaultSession()).value(QStringLiteral("SANDBOX_WIDE")),
                 QStringLiteral("yes"));
        // Sessions created later start from the restored sandbox-level env too.
        SessionConfig later;
        later.id = QStringLiteral("later");
        QVERIFY(sandbox->createSession(later).session);
        QCOMPARE(envOf(sandbox->session(QStringLiteral("later"))).value(QStringLiteral("SANDBOX_WIDE")),
                 QStringLiteral("yes"));
    }

    void aFolderThatIsGoneFallsBackToTheWorkspace()
    {
        const QString folder = m_dir.filePath(QStringLiteral("vanishing"));
        QVERIFY(QDir().mkpath(folder));
        {
            auto sandbox = makeSandbox();
            SessionConfig config;
            config.id = QStringLiteral("wanderer");
            config.cwd = folder;
            QVERIFY(sandbox->createSession(config).session);
        }
        QVERIFY(QDir(folder).removeRecursively());
        auto sandbox = makeSandbox();
        QCOMPARE(sandbox->session(QStringLiteral("wanderer"))->initialCwd(), sandbox->workspace());
    }

    // A corrupt file is kept aside (not overwritten by the next save) and the sandbox starts.
    void aCorruptFileIsSetAside()
    {
        writeState("{garbage");
        auto sandbox = makeSandbox();
        QCOMPARE(sandbox->sessionIds(), QStringList({QStringLiteral("default")}));
        QFile aside(stateFile() + QStringLiteral(".bad"));
        QVERIFY(aside.open(QIODevice::ReadOnly));
        QCOMPARE(aside.readAll(), QByteArray("{garbage"));
    }
};

QTEST_GUILESS_MAIN(TestSessionState)
#include "tst_sessionstate.moc"
