// SPDX-License-Identifier: Apache-2.0
#include "log/LogModel.h"
#include "log/LogPane.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;

class TestLogPane : public QObject
{
    Q_OBJECT
private slots:
    void execEntries_data()
    {
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<bool>("timedOut");
        QTest::addColumn<QString>("stdoutText");
        QTest::addColumn<QString>("stderrText");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("lastKind");
        QTest::newRow("success") << 0 << false << "hi\n"
                                 << "" << 3 << int(LogModel::Kind::Result);
        QTest::newRow("failure with stderr") << 2 << false << ""
                                             << "oops" << 3 << int(LogModel::Kind::Error);
        QTest::newRow("both streams") << 0 << false << "a"
                                      << "b" << 4 << int(LogModel::Kind::Result);
        QTest::newRow("timeout") << 143 << true << ""
                                 << "" << 2 << int(LogModel::Kind::Error);
    }

    void execEntries()
    {
        QFETCH(int, exitCode);
        QFETCH(bool, timedOut);
        QFETCH(QString, stdoutText);
        QFETCH(QString, stderrText);
        QFETCH(int, rows);
        QFETCH(int, lastKind);
        LogModel model;
        model.appendExec(QStringLiteral("s1"), QStringLiteral("make"), stdoutText, stderrText, exitCode, 12,
                         timedOut);
        QCOMPARE(model.rowCount(), rows);
        QCOMPARE(int(model.entry(0).kind), int(LogModel::Kind::Command));
        QCOMPARE(int(model.entry(rows - 1).kind), lastKind);
        QVERIFY(model.entry(rows - 1).text.contains(QString::number(exitCode)));
    }

    void boundedHistory()
    {
        LogModel model;
        model.setMaximumEntries(100);
        for (int i = 0; i < 1000; ++i)
            model.append(QStringLiteral("s"), LogModel::Kind::Stdout, QString::number(i));
        QCOMPARE(model.rowCount(), 100);
        QCOMPARE(model.entry(0).text, QStringLiteral("900")); // newest kept
        QCOMPARE(model.entry(99).text, QStringLiteral("999"));
    }

    void filterCopyAndSave()
    {
        LogModel model;
        model.append(QStringLiteral("alpha"), LogModel::Kind::Stdout, QStringLiteral("hello world"));
        model.append(QStringLiteral("beta"), LogModel::Kind::Stderr,
                     QStringLiteral("\u9519\u8bef \u30a8\u30e9\u30fc"));
        model.append(QStringLiteral("alpha"), LogModel::Kind::Info, QStringLiteral("done"));
        LogPane pane(&model);
        QCOMPARE(pane.visibleRowCount(), 3);
        pane.setFilterText(QStringLiteral("beta"));
        QCOMPARE(pane.visibleRowCount(), 1);
        QVERIFY(pane.selectedText().contains(QStringLiteral("\u9519\u8bef")));
        QVERIFY(!pane.selectedText().contains(QStringLiteral("hello")));
        pane.setFilterText(QString());

        QTemporaryDir dir;
        QString error;
        const QString file = dir.filePath(QStringLiteral("log.txt"));
        QVERIFY(pane.saveTo(file, &error));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(saved.readAll());
        QCOMPARE(text.count(QLatin1Char('\n')), 3);
        QVERIFY(text.contains(QStringLiteral("hello world")));
        QVERIFY(!pane.saveTo(dir.filePath(QStringLiteral("missing/dir/log.txt")), &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(TestLogPane)
#include "tst_logpane.moc"
