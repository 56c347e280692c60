// SPDX-License-Identifier: Apache-2.0
// Golden screens: recorded or hand-written byte streams (golden/*.vt, options in *.args) are
// replayed into TerminalModel and compared with the expected screen text (*.txt) and, where
// present, the JSON description with cursor and attributes (*.json).
// Set SANDMAN_UPDATE_GOLDEN=1 to rewrite the expectations (then review the diff by eye).
#include "VtReplay.h"
#include "terminal/TerminalModel.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace sandman;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

} // namespace

class TestTerminalGolden : public QObject
{
    Q_OBJECT
private slots:
    void golden_data();
    void golden();
};

void TestTerminalGolden::golden_data()
{
    QTest::addColumn<QString>("base");
    const QDir dir(QStringLiteral(SANDMAN_TERMINAL_GOLDEN_DIR));
    const QStringList inputs = dir.entryList({QStringLiteral("*.vt")}, QDir::Files, QDir::Name);
    QVERIFY2(inputs.size() >= 8, qPrintable(dir.absolutePath()));
    for (const QString &input : inputs) {
        const QString base = dir.filePath(input.chopped(3));
        QTest::newRow(qPrintable(input.chopped(3))) << base;
    }
}

void TestTerminalGolden::golden()
{
    QFETCH(QString, base);
    const QByteArray input = readFile(base + QStringLiteral(".vt"));
    QVERIFY(!input.isEmpty());
    const QStringList args = QString::fromUtf8(readFile(base + QStringLiteral(".args")))
                                 .split(QLatin1Char(' '), Qt::SkipEmptyParts)
                                 .replaceInStrings(QStringLiteral("\n"), QString());
    VtReplay::Options options;
    QStringList rest;
    QString error;
    QVERIFY2(VtReplay::parseArguments(args, &options, &rest, &error), qPrintable(error));
    QVERIFY(rest.isEmpty() || (rest.size() == 1 && rest.first().isEmpty()));

    TerminalModel model(options.cols, options.rows);
    VtReplay::replay(model, input, options);
    const QString text = VtReplay::screenText(model);
    const QByteArray json = VtReplay::screenJson(model);
    const bool hasJson = QFile::exists(base + QStringLiteral(".json"));

    if (qEnvironmentVariableIntValue("SANDMAN_UPDATE_GOLDEN")) {
        QFile t(base + QStringLiteral(".txt"));
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write(text.toUtf8());
        if (hasJson) {
            QFile j(base + QStringLiteral(".json"));
            QVERIFY(j.open(QIODevice::WriteOnly));
            j.write(json);
        }
        QSKIP("expectations rewritten");
    }

    const QString expected = QString::fromUtf8(readFile(base + QStringLiteral(".txt")));
    QCOMPARE(text.split(QLatin1Char('\n')), expected.split(QLatin1Char('\n')));
    if (hasJson) {
        const QJsonDocument want = QJsonDocument::fromJson(readFile(base + QStringLiteral(".json")));
        QVERIFY(want.isObject());
        QCOMPARE(QJsonDocument::fromJson(json).object(), want.object());
    }

    // The same stream fed one byte at a time gives the same screen (sequences split anywhere).
    if (options.chunk != 1) {
        VtReplay::Options bytewise = options;
        bytewise.chunk = 1;
        TerminalModel m2(options.cols, options.rows);
        VtReplay::replay(m2, input, bytewise);
        QCOMPARE(VtReplay::screenText(m2), text);
        QCOMPARE(m2.title(), model.title());
        QCOMPARE(m2.cursorRow(), model.cursorRow());
        QCOMPARE(m2.cursorCol(), model.cursorCol());
    }
}

QTEST_GUILESS_MAIN(TestTerminalGolden)
#include "tst_terminalgolden.moc"
