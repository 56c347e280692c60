// SPDX-License-Identifier: Apache-2.0
// CommandCatalog and GET /api/commands (the SDK's getCommands()), over every transport.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "engine/CommandCatalog.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

class TestCommandCatalog : public QObject
{
    Q_OBJECT
private:
    // Under root: a/ holds tool-a (executable), data.txt (not), link-a (→ tool-a), dangling
    // (→ nowhere), sub/ (a directory with the executable bit); b/ holds tool-b and its own
    // tool-a; empty/ is empty.
    static bool makeTree(const QString &root)
    {
        QDir dir(root);
        if (!dir.mkpath(QStringLiteral("a/sub")) || !dir.mkpath(QStringLiteral("b"))
            || !dir.mkpath(QStringLiteral("empty")))
            return false;
        const auto write = [&](const QString &name, bool executable) {
            QFile file(dir.filePath(name));
            if (!file.open(QIODevice::WriteOnly) || file.write("#!/bin/sh\n") < 0)
                return false;
            file.close();
            QFile::Permissions permissions = QFile::ReadOwner | QFile::WriteOwner;
            if (executable)
                permissions |= QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther;
            return file.setPermissions(permissions);
        };
        return write(QStringLiteral("a/tool-a"), true) && write(QStringLiteral("a/data.txt"), false)
            && write(QStringLiteral("b/tool-b"), true) && write(QStringLiteral("b/tool-a"), true)
            && QFile::link(dir.filePath(QStringLiteral("a/tool-a")), dir.filePath(QStringLiteral("a/link-a")))
            && QFile::link(dir.filePath(QStringLiteral("a/nowhere")),
                           dir.filePath(QStringLiteral("a/dangling")));
    }
    static QStringList commandsOf(const QJsonObject &body)
    {
        QStringList list;
        for (const QJsonValue &value : body.value(QStringLiteral("availableCommands")).toArray())
            list << value.toString();
        return list;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void executablesOnPath_data()
    {
        QTest::addColumn<QString>("path"); // ROOT stands for the temporary directory
        QTest::addColumn<QStringList>("expected");
        const QStringList ab{QStringLiteral("link-a"), QStringLiteral("tool-a"), QStringLiteral("tool-b")};
        QTest::newRow("one directory")
            << "ROOT/a" << QStringList{QStringLiteral("link-a"), QStringLiteral("tool-a")};
        QTest::newRow("two directories, duplicates once") << "ROOT/a:ROOT/b" << ab;
        QTest::newRow("order does not matter") << "ROOT/b:ROOT/a" << ab;
        QTest::newRow("repeated and unclean entries") << "ROOT/a:ROOT/a/:ROOT/./b:ROOT/b" << ab;
        QTest::newRow("missing directory skipped")
            << "ROOT/missing:ROOT/b" << QStringList{QStringLiteral("tool-a"), QStringLiteral("tool-b")};
        QTest::newRow("empty and relative entries ignored") << "::a:.:ROOT/empty" << QStringList{};
        QTest::newRow("empty PATH") << "" << QStringList{};
        QTest::newRow("a file as an entry") << "ROOT/a/tool-a" << QStringList{};
    }
    void executablesOnPath()
    {
        QFETCH(QString, path);
        QFETCH(QStringList, expected);
        QTemporaryDir root;
        QVERIFY(root.isValid());
        QVERIFY(makeTree(root.path()));
        path.replace(QStringLiteral("ROOT"), root.path());
        QCOMPARE(CommandCatalog::executablesOnPath(path), expected);
    }

    void searchPathFallbacks()
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("PATH"), QStringLiteral("/x:/y"));
        QCOMPARE(CommandCatalog::searchPath(env), QStringLiteral("/x:/y"));
        QVERIFY(!CommandCatalog::searchPath(QProcessEnvironment()).isEmpty());
    }

    void systemCommandsFound()
    {
        const QStringList commands = CommandCatalog::executablesOnPath(QStringLiteral("/usr/bin:/bin"));
        QVERIFY(commands.contains(QStringLiteral("sh")));
        QVERIFY(commands.contains(QStringLiteral("ls")));
    }

    void getCommandsRoute_data()
    {
        QTest::addColumn<QString>("transport");
        for (const QString &kind : ClientFixture::transportKinds())
            QTest::newRow(kind.toUtf8().constData()) << kind;
    }
    // GET /api/commands → {success, availableCommands, count, timestamp}, following the PATH
    // the session has now; an unknown session is created (with the sandbox's PATH), an invalid
    // id is VALIDATION_FAILED.
    void getCommandsRoute()
    {
        QFETCH(QString, transport);
        auto fx = ClientFixture::create(transport);
        QVERIFY(fx);
        SandboxClient *client = fx->client();
        const auto first = client->request(QStringLiteral("GET"), QStringLiteral("/api/commands"));
        QVERIFY(waitFor(first));
        QVERIFY(!failureOf(first));
        const QJsonObject body = first.result();
        QCOMPARE(body.value(QStringLiteral("success")).toBool(), true);
        QVERIFY(!body.value(QStringLiteral("timestamp")).toString().isEmpty());
        const QStringList commands = commandsOf(body);
        QCOMPARE(body.value(QStringLiteral("count")).toInt(), commands.size());
        QVERIFY(commands.contains(QStringLiteral("sh")));
        QStringList sorted = commands;
        sorted.sort();
        sorted.removeDuplicates();
        QCOMPARE(commands, sorted);

        // A directory put on the default session's PATH by an export shows up.
        QVERIFY(makeTree(fx->workspace() + QStringLiteral("/tools")));
        const auto exported
            = client->exec(QStringLiteral("export PATH=\"%1/tools/b:$PATH\"").arg(fx->workspace()));
        QVERIFY(waitFor(exported));
        QVERIFY(!failureOf(exported));
        QStringList after;
        QVERIFY(waitUntil(
            [&] {
                const auto again = client->request(QStringLiteral("GET"), QStringLiteral("/api/commands"));
                if (!waitFor(again) || failureOf(again))
                    return false;
                after = commandsOf(again.result());
                return after.contains(QStringLiteral("tool-b"));
            },
            10000));
        QVERIFY(after.contains(QStringLiteral("sh")));

        // Another session has its own PATH: it does not see tool-b.
        SessionOptions options;
        options.id = QStringLiteral("other");
        QVERIFY(waitFor(client->createSession(options)));
        const auto other
            = client->request(QStringLiteral("GET"), QStringLiteral("/api/commands?sessionId=other"));
        QVERIFY(waitFor(other));
        QVERIFY(!failureOf(other));
        QVERIFY(!commandsOf(other.result()).contains(QStringLiteral("tool-b")));

        const auto created
            = client->request(QStringLiteral("GET"), QStringLiteral("/api/commands?sessionId=nope"));
        QVERIFY(waitFor(created));
        QVERIFY(!failureOf(created));
        QVERIFY(commandsOf(created.result()).contains(QStringLiteral("sh")));
        QVERIFY(!commandsOf(created.result()).contains(QStringLiteral("tool-b")));
        const auto invalid
            = client->request(QStringLiteral("GET"), QStringLiteral("/api/commands?sessionId=no%20pe"));
        QVERIFY(waitFor(invalid));
        const auto error = failureOf(invalid);
        QVERIFY(error);
        QCOMPARE(error->code, ErrorCode::ValidationFailed);
    }
};

QTEST_GUILESS_MAIN(TestCommandCatalog)
#include "tst_commandcatalog.moc"
