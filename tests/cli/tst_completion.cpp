// SPDX-License-Identifier: Apache-2.0
// The shipped completion scripts and man page: they parse (bash -n, zsh -n), bash completes
// verbs and options from them, and both scripts and the man page name every verb --help lists.
#include "CtlAgent.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QtTest>

using namespace sandman::test;

class TestCompletion : public QObject
{
    Q_OBJECT

    QString m_source;

    static QString resource(const QString &name)
    {
        return qEnvironmentVariable("SANDMAN_SOURCE_DIR") + QStringLiteral("/resources/") + name;
    }

    QStringList verbs()
    {
        const CtlAgent::Run run = CtlAgent().runRaw({QStringLiteral("--help")});
        QStringList names;
        static const QRegularExpression verb(QStringLiteral("(?m)^  ([a-z][a-z-]*) "));
        auto it = verb.globalMatch(QString::fromUtf8(run.out));
        while (it.hasNext())
            names.append(it.next().captured(1));
        return names;
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(CtlAgent::binary(QStringLiteral("sandmanctl"))))
            QSKIP("sandmanctl is not built");
        QVERIFY(QFile::exists(resource(QStringLiteral("completion/sandmanctl.bash"))));
    }

    void parses_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::addColumn<QString>("script");
        QTest::newRow("bash") << QStringLiteral("bash")
                              << resource(QStringLiteral("completion/sandmanctl.bash"));
        QTest::newRow("zsh") << QStringLiteral("zsh") << resource(QStringLiteral("completion/_sandmanctl"));
    }

    void parses()
    {
        QFETCH(QString, shell);
        QFETCH(QString, script);
        if (QStandardPaths::findExecutable(shell).isEmpty())
            QSKIP("shell not installed");
        QProcess process;
        process.start(shell, {QStringLiteral("-n"), script});
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(process.readAllStandardError(), QByteArray());
    }

    void bashCompletes_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("expected");
        QTest::newRow("verb") << QStringLiteral("sandmanctl ex") << QStringLiteral("exec");
        QTest::newRow("after global") << QStringLiteral("sandmanctl -o json at") << QStringLiteral("attach");
        QTest::newRow("verb option") << QStringLiteral("sandmanctl attach --re")
                                     << QStringLiteral("--read-only");
        QTest::newRow("ls noun") << QStringLiteral("sandmanctl ls ter") << QStringLiteral("terminals");
        QTest::newRow("output") << QStringLiteral("sandmanctl -o j") << QStringLiteral("json");
        QTest::newRow("checkpoint verb")
            << QStringLiteral("sandmanctl checkp") << QStringLiteral("checkpoint");
        QTest::newRow("restore option")
            << QStringLiteral("sandmanctl restore 3 --y") << QStringLiteral("--yes");
        QTest::newRow("diff option") << QStringLiteral("sandmanctl diff cmd-1 --pa")
                                     << QStringLiteral("--patch");
        QTest::newRow("ls checkpoints")
            << QStringLiteral("sandmanctl ls che") << QStringLiteral("checkpoints");
        QTest::newRow("open verb") << QStringLiteral("sandmanctl op") << QStringLiteral("open");
    }

    void bashCompletes()
    {
        QFETCH(QString, line);
        QFETCH(QString, expected);
        // Without bash-completion's helpers the script falls back to COMP_WORDS itself.
        const QString script = QStringLiteral("source '%1'\n"
                                              "COMP_LINE='%2'; read -ra COMP_WORDS <<< \"$COMP_LINE\"\n"
                                              "COMP_CWORD=$((${#COMP_WORDS[@]} - 1))\n"
                                              "_sandmanctl; printf '%s\\n' \"${COMPREPLY[@]}\"\n")
                                   .arg(resource(QStringLiteral("completion/sandmanctl.bash")), line);
        QProcess process;
        process.start(QStringLiteral("bash"), {QStringLiteral("--norc"), QStringLiteral("-c"), script});
        QVERIFY(process.waitForFinished(10000));
        const QStringList replies
            = QString::fromUtf8(process.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(replies.contains(expected), qPrintable(replies.join(QLatin1Char(' '))));
    }

    void everyVerbIsKnown_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("bash") << resource(QStringLiteral("completion/sandmanctl.bash"));
        QTest::newRow("zsh") << resource(QStringLiteral("completion/_sandmanctl"));
        QTest::newRow("man") << resource(QStringLiteral("man/sandmanctl.1"));
    }

    void everyVerbIsKnown()
    {
        QFETCH(QString, file);
        QFile text(file);
        QVERIFY(text.open(QIODevice::ReadOnly));
        const QString content = QString::fromUtf8(text.readAll());
        const QStringList names = verbs();
        QVERIFY(names.size() >= 15);
        for (const QString &verb : names)
            QVERIFY2(content.contains(verb), qPrintable(verb));
    }

    void manPageRenders()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("groff")).isEmpty())
            QSKIP("groff not installed");
        QProcess process;
        process.start(QStringLiteral("groff"),
                      {QStringLiteral("-man"), QStringLiteral("-Tutf8"), QStringLiteral("-ww"),
                       resource(QStringLiteral("man/sandmanctl.1"))});
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(process.readAllStandardError(), QByteArray());
        // Bold comes as overstriking (X\bX) or SGR: read the letters only.
        QString page = QString::fromUtf8(process.readAllStandardOutput());
        page.remove(QRegularExpression(QStringLiteral(".\b|\x1b\\[[0-9;]*m")));
        // Justified lines stretch their spaces: compare words, not columns.
        page.replace(QRegularExpression(QStringLiteral("[ \t]+")), QStringLiteral(" "));
        QVERIFY2(page.contains(QLatin1String("EXIT STATUS")), qPrintable(page.left(400)));
        QVERIFY(page.contains(QLatin1String("Access refused")));
    }
};

QTEST_GUILESS_MAIN(TestCompletion)
#include "tst_completion.moc"
