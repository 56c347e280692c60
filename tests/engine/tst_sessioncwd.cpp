// SPDX-License-Identifier: Apache-2.0
// A live session's working directory changed through POST /api/sandman/session/update {cwd},
// over every transport: a cd in its shell (relative to its cwd, /workspace mapped), clear
// errors that leave the cwd alone, a session_cwd_changed event for any cd, and the new folder
// kept in the sandbox's state file for a session recreated after a restart.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/EventSubscription.h"
#include "engine/Sandbox.h"
#include "engine/session/ShellSession.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

class TestSessionCwd : public QObject
{
    Q_OBJECT

    std::unique_ptr<ClientFixture> m_fx;

    SandboxClient *client() const { return m_fx->client(); }
    QString workspace(const QString &relative = {}) const
    {
        const QString root = QDir(m_fx->workspace()).canonicalPath();
        return relative.isEmpty() ? root : root + QLatin1Char('/') + relative;
    }
    QString pwd(const QString &sessionId) const
    {
        ExecOptions options;
        options.sessionId = sessionId;
        return QString::fromUtf8(resultOf(client()->exec(QStringLiteral("pwd"), options)).stdoutData)
            .trimmed();
    }

private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
        QVERIFY(QDir().mkpath(workspace(QStringLiteral("a/b"))));
        QFile file(workspace(QStringLiteral("a/file")));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    void cleanup() { m_fx.reset(); }

    void changes_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected"); // relative to the workspace; empty: the error
        QTest::addColumn<QString>("error");
        QTest::addColumn<QString>("reason");
        // clang-format off
        QTest::newRow("absolute")        << "<ws>/a/b"       << "a/b" << "" << "";
        QTest::newRow("relative")        << "a"              << "a"   << "" << "";
        QTest::newRow("/workspace")      << "/workspace/a/b" << "a/b" << "" << "";
        QTest::newRow("missing")         << "<ws>/nope"      << ""    << "FILE_NOT_FOUND" << "";
        QTest::newRow("a file")          << "a/file"         << ""    << "VALIDATION_FAILED" << "notDirectory";
        QTest::newRow("empty")           << ""               << ""    << "VALIDATION_FAILED" << "";
        QTest::newRow("blank")           << "   "            << ""    << "VALIDATION_FAILED" << "";
        QTest::newRow("NUL")             << QStringLiteral("a") + QChar(0) << "" << "VALIDATION_FAILED" << "";
        QTest::newRow("too long")        << QString(5000, QLatin1Char('x')) << "" << "VALIDATION_FAILED" << "";
        // clang-format on
    }
    void changes()
    {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        QFETCH(QString, error);
        QFETCH(QString, reason);
        path.replace(QStringLiteral("<ws>"), workspace());
        const QString session = QStringLiteral("moving");
        SessionOptions options;
        options.id = session;
        resultOf(client()->createSession(options));
        auto changed = client()->changeSessionDirectory(session, path);
        QVERIFY(waitFor(changed));
        const std::optional<SandboxError> failure = failureOf(changed);
        if (error.isEmpty()) {
            QVERIFY2(!failure, failure ? qPrintable(failure->message) : "");
            QCOMPARE(changed.result().cwd, workspace(expected));
            QCOMPARE(pwd(session), workspace(expected));
        } else {
            QVERIFY(failure);
            QCOMPARE(errorCodeName(failure->code), error);
            QCOMPARE(failure->context.value(QStringLiteral("reason")).toString(), reason);
            QCOMPARE(pwd(session), workspace()); // where it was
        }
        QCOMPARE(resultOf(client()->getSession(session)).cwd, pwd(session));
    }

    // Every cd, whoever makes it, is an event of the feed (the session list follows it).
    void everyCdIsAnEvent()
    {
        EventSubscription *events = client()->subscribeEvents();
        QList<QJsonObject> seen;
        connect(events, &EventSubscription::eventReceived, this, [&](const QJsonObject &event) {
            if (event.value(QStringLiteral("type")).toString() == QLatin1String("session_cwd_changed"))
                seen << event;
        });
        QTRY_VERIFY(!events->clientId().isEmpty());
        resultOf(client()->changeSessionDirectory(QStringLiteral("default"), QStringLiteral("a")));
        ExecOptions options;
        options.sessionId = QStringLiteral("default");
        resultOf(client()->exec(QStringLiteral("cd b"), options));
        resultOf(client()->exec(QStringLiteral("echo no cd"), options));
        QTRY_COMPARE(seen.size(), 2);
        QCOMPARE(seen[0].value(QStringLiteral("cwd")).toString(), workspace(QStringLiteral("a")));
        QCOMPARE(seen[1].value(QStringLiteral("cwd")).toString(), workspace(QStringLiteral("a/b")));
        QCOMPARE(seen[1].value(QStringLiteral("sessionId")).toString(), QStringLiteral("default"));
    }

    // The sandbox keeps the new folder as the session's: a session recreated from the state
    // file after a restart starts there (a cd of a plain command is shell state, not kept).
    void theNewFolderSurvivesARestart()
    {
        QTemporaryDir dir;
        const QString root = QDir(dir.path()).canonicalPath();
        QVERIFY(QDir().mkpath(root + QStringLiteral("/ws/kept")));
        Sandbox::Options options;
        options.workspaceDir = root + QStringLiteral("/ws");
        options.stateFile = root + QStringLiteral("/state/sessions.json");
        QVERIFY(QDir().mkpath(root + QStringLiteral("/state")));
        {
            Sandbox sandbox(options);
            SessionConfig config;
            config.id = QStringLiteral("keeper");
            ShellSession *session = sandbox.createSession(config).session;
            QVERIFY(session);
            std::optional<EngineError> result;
            session->changeDirectory(root + QStringLiteral("/ws/kept"),
                                     [&](EngineError error) { result = error; });
            QVERIFY(waitUntil([&] { return result.has_value(); }));
            QVERIFY2(!*result, qPrintable(result->message));
            QCOMPARE(session->initialCwd(), root + QStringLiteral("/ws/kept"));
        }
        Sandbox again(options);
        ShellSession *restored = again.session(QStringLiteral("keeper"));
        QVERIFY(restored);
        QVERIFY(restored->isRestored());
        QCOMPARE(restored->initialCwd(), root + QStringLiteral("/ws/kept"));
    }
};

QTEST_MAIN(TestSessionCwd)
#include "tst_sessioncwd.moc"
