// SPDX-License-Identifier: Apache-2.0
// `sandman [-e COMMAND [ARGS…]] [--hold] [--session ID] [--new-session] [--cwd DIR]`: what the
// command line asks for, and the mistakes it refuses.
#include "main/LaunchOptions.h"

#include <QCommandLineParser>
#include <QDir>
#include <QProcess>
#include <QtTest>

using namespace sandman;

namespace {
QStringList words(const char *text)
{
    return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}
} // namespace

class TestLaunchOptions : public QObject
{
    Q_OBJECT
private slots:
    void parses_data();
    void parses();
    void refuses_data();
    void refuses();
    void helpAndVersionNeedNoDisplay_data();
    void helpAndVersionNeedNoDisplay();
};

void TestLaunchOptions::parses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<bool>("hold");
    QTest::addColumn<QString>("session");
    QTest::addColumn<bool>("newSession");
    QTest::addColumn<QString>("cwd");
    QTest::addColumn<bool>("opensTerminal");
    const QString none;
    QTest::newRow("nothing") << words("sandman") << QStringList() << false << none << false << none << false;
    QTest::newRow("other options only")
        << words("sandman --language ja") << QStringList() << false << none << false << none << false;
    QTest::newRow("-e takes the rest")
        << words("sandman -e ls -l --session x -e y") << words("ls -l --session x -e y") << false << none
        << false << none << true;
    QTest::newRow("--execute") << words("sandman --execute top") << words("top") << false << none << false
                               << none << true;
    QTest::newRow("options before -e")
        << words("sandman --hold --session work -e vim a.txt") << words("vim a.txt") << true
        << QStringLiteral("work") << false << none << true;
    QTest::newRow("session=") << words("sandman --session=s1") << QStringList() << false
                              << QStringLiteral("s1") << false << none << true;
    QTest::newRow("new session in a folder")
        << words("sandman --new-session --cwd /tmp/x/../y") << QStringList() << false << none << true
        << QStringLiteral("/tmp/y") << true;
    QTest::newRow("relative cwd") << words("sandman --cwd sub") << QStringList() << false << none << false
                                  << QDir::current().absoluteFilePath(QStringLiteral("sub")) << true;
    QTest::newRow("-e after --") << words("sandman -- -e ls") << QStringList() << false << none << false
                                 << none << false;
}

void TestLaunchOptions::parses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, command);
    QFETCH(bool, hold);
    QFETCH(QString, session);
    QFETCH(bool, newSession);
    QFETCH(QString, cwd);
    QFETCH(bool, opensTerminal);
    QCommandLineParser parser;
    parser.addOption(QCommandLineOption(QStringLiteral("language"), QString(), QStringLiteral("lang")));
    LaunchOptions::addOptions(&parser);
    QStringList split;
    QVERIFY2(parser.parse(LaunchOptions::splitCommand(arguments, &split)), qPrintable(parser.errorText()));
    LaunchOptions options;
    QString error;
    QVERIFY2(options.read(parser, split, &error), qPrintable(error));
    QCOMPARE(options.command, command);
    QCOMPARE(options.hold, hold);
    QCOMPARE(options.sessionId, session);
    QCOMPARE(options.newSession, newSession);
    QCOMPARE(options.cwd, cwd);
    QCOMPARE(options.opensTerminal(), opensTerminal);
}

void TestLaunchOptions::refuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("error");
    QTest::newRow("-e alone") << words("sandman -e") << QStringLiteral("-e needs a command to run");
    QTest::newRow("hold without -e") << words("sandman --hold")
                                     << QStringLiteral("--hold only applies to a command started with -e");
    QTest::newRow("both sessions") << words("sandman --session a --new-session -e ls")
                                   << QStringLiteral("--session and --new-session cannot be used together");
    QTest::newRow("empty session") << QStringList{QStringLiteral("sandman"), QStringLiteral("--session=")}
                                   << QStringLiteral("--session needs a session id");
    QTest::newRow("empty cwd") << QStringList{QStringLiteral("sandman"), QStringLiteral("--cwd=")}
                               << QStringLiteral("--cwd needs a directory");
}

void TestLaunchOptions::refuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, error);
    QCommandLineParser parser;
    LaunchOptions::addOptions(&parser);
    QStringList split;
    QVERIFY(parser.parse(LaunchOptions::splitCommand(arguments, &split)));
    LaunchOptions options;
    QString message;
    QVERIFY(!options.read(parser, split, &message));
    QCOMPARE(message, error);
}

void TestLaunchOptions::helpAndVersionNeedNoDisplay_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("expected");
    QTest::newRow("--help") << QStringList{QStringLiteral("--help")} << QStringLiteral("Usage:");
    QTest::newRow("-h") << QStringList{QStringLiteral("-h")} << QStringLiteral("--workspace");
    QTest::newRow("--version") << QStringList{QStringLiteral("--version")} << QStringLiteral("Sandman ");
    QTest::newRow("after other options")
        << QStringList{QStringLiteral("--no-local"), QStringLiteral("--version")}
        << QStringLiteral("Sandman ");
}

// Without a display QApplication aborts (the xcb plugin): --help and --version are answered
// without one.
void TestLaunchOptions::helpAndVersionNeedNoDisplay()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, expected);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        environment.remove(QString::fromLatin1(name));
    QProcess sandman;
    sandman.setProcessEnvironment(environment);
    sandman.start(qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman"),
                  arguments);
    QVERIFY(sandman.waitForFinished(20000));
    const QString out = QString::fromUtf8(sandman.readAllStandardOutput());
    QVERIFY2(sandman.exitStatus() == QProcess::NormalExit && sandman.exitCode() == 0,
             qPrintable(QString::fromUtf8(sandman.readAllStandardError())));
    QVERIFY2(out.contains(expected), qPrintable(out));
}

QTEST_GUILESS_MAIN(TestLaunchOptions)
#include "tst_launchoptions.moc"
