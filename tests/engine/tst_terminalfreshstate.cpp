// SPDX-License-Identifier: Apache-2.0
// A terminal opened right after a command in its session starts with that command's exports
// and cwd (issue 11): no refresh lag, even when it is opened in the very event-loop turn the
// command finished in.
#include "FutureWait.h"
#include "engine/Sandbox.h"
#include "engine/session/CommandRun.h"
#include "engine/session/ShellSession.h"
#include "engine/terminal/TerminalManager.h"
#include "engine/terminal/TerminalSession.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
// The environment a process started with, from /proc.
QMap<QByteArray, QByteArray> environmentOf(qint64 pid)
{
    QMap<QByteArray, QByteArray> env;
    QFile file(QStringLiteral("/proc/%1/environ").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return env;
    for (const QByteArray &entry : file.readAll().split('\0')) {
        const qsizetype eq = entry.indexOf('=');
        if (eq > 0)
            env.insert(entry.left(eq), entry.mid(eq + 1));
    }
    return env;
}
} // namespace

class TestTerminalFreshState : public QObject
{
    Q_OBJECT
private slots:
    void opensWithTheLastCommandsState_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QByteArray>("value"); // empty: must be unset
        QTest::addColumn<QString>("subdirectory"); // the cwd it must start in
        QTest::newRow("export") << "export FRESH=now" << QByteArray("FRESH") << QByteArray("now") << "";
        QTest::newRow("export with cd") << "mkdir -p sub && cd sub && export WHERE=sub" << QByteArray("WHERE")
                                        << QByteArray("sub") << "sub";
        QTest::newRow("unset") << "unset GONE_SOON" << QByteArray("GONE_SOON") << QByteArray() << "";
    }

    void opensWithTheLastCommandsState()
    {
        QFETCH(QString, command);
        QFETCH(QByteArray, name);
        QFETCH(QByteArray, value);
        QFETCH(QString, subdirectory);
        QTemporaryDir workspace;
        Sandbox::Options options;
        options.workspaceDir = workspace.path();
        options.baseEnvironment = QProcessEnvironment::systemEnvironment();
        options.baseEnvironment.insert(QStringLiteral("GONE_SOON"), QStringLiteral("here"));
        Sandbox sandbox(options);
        ShellSession *session = sandbox.defaultSession();
        // A first command, so that the environment was read once and then changes.
        CommandRun *warmup = session->exec(QStringLiteral("true"));
        bool warm = false;
        connect(warmup, &CommandRun::finished, this, [&] { warm = true; });
        QVERIFY(waitUntil([&] { return warm; }));
        QTest::qWait(100); // the deferred refresh after it has run too

        qint64 pid = 0;
        QString error;
        CommandRun *run = session->exec(command);
        connect(run, &CommandRun::finished, this, [&](const CommandResult &result) {
            if (result.exitCode != 0)
                error = QStringLiteral("the command failed");
            // The very turn the command ended in: the worst case for a lagging snapshot.
            const TerminalManager::OpenResult opened = TerminalManager::of(&sandbox)->open(
                Sandbox::defaultSessionId(), QStringLiteral("fresh"), 80, 24);
            if (opened.error)
                error = opened.error.message;
            else
                pid = opened.terminal->pid();
        });
        QVERIFY(waitUntil([&] { return pid > 0 || !error.isEmpty(); }));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QMap<QByteArray, QByteArray> env = environmentOf(pid);
        if (value.isEmpty())
            QVERIFY2(!env.contains(name), env.value(name).constData());
        else
            QCOMPARE(env.value(name), value);
        const QString expectedCwd = QDir(workspace.path()).filePath(subdirectory);
        QCOMPARE(QFileInfo(QStringLiteral("/proc/%1/cwd").arg(pid)).canonicalFilePath(),
                 QFileInfo(expectedCwd).canonicalFilePath());
    }
};

QTEST_GUILESS_MAIN(TestTerminalFreshState)
#include "tst_terminalfreshstate.moc"
