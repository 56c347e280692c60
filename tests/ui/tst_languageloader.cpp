// SPDX-License-Identifier: Apache-2.0
#include "main/LanguageLoader.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QXmlStreamReader>
#include <QtTest>

using namespace sandman;

class TestLanguageLoader : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("language"));
    }

    void choosesLanguage_data()
    {
        QTest::addColumn<QString>("override");
        QTest::addColumn<QString>("systemLocale");
        QTest::addColumn<QString>("expected");
        // clang-format off
        QTest::newRow("system chinese") << "" << "zh_CN" << "zh_CN";
        QTest::newRow("system taiwan falls to simplified") << "" << "zh_TW" << "zh_CN";
        QTest::newRow("system japanese") << "" << "ja_JP" << "ja";
        QTest::newRow("system german is english") << "" << "de_DE" << "en";
        QTest::newRow("override beats system") << "ja" << "zh_CN" << "ja";
        QTest::newRow("override with region") << "zh_CN.UTF-8" << "en_US" << "zh_CN";
        QTest::newRow("unknown override") << "xx" << "ja_JP" << "en";
        // clang-format on
    }

    void choosesLanguage()
    {
        QFETCH(QString, override);
        QFETCH(QString, systemLocale);
        QFETCH(QString, expected);
        QCOMPARE(LanguageLoader::chooseLanguage(override, QLocale(systemLocale)), expected);
    }

    void installsCatalogues_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("copy");
        QTest::addColumn<QString>("variables");
        // clang-format off
        QTest::newRow("english") << "en" << "Copy" << "Filter variables";
        QTest::newRow("chinese") << "zh_CN" << QStringLiteral("\u590d\u5236") << QStringLiteral("\u7b5b\u9009\u53d8\u91cf");
        QTest::newRow("japanese") << "ja" << QStringLiteral("\u30b3\u30d4\u30fc")
                                  << QStringLiteral("\u5909\u6570\u3092\u7d5e\u308a\u8fbc\u307f");
        // clang-format on
    }

    void installsCatalogues()
    {
        QFETCH(QString, language);
        QFETCH(QString, copy);
        QFETCH(QString, variables);
        LanguageLoader loader;
        QVERIFY(loader.install(language));
        QCOMPARE(QCoreApplication::translate("sandman::LogPane", "Copy"), copy);
        QCOMPARE(QCoreApplication::translate("sandman::EnvEditorWidget", "Filter variables"), variables);
        QVERIFY(loader.install(QStringLiteral("en"))); // and back: translators are replaced
        QCOMPARE(QCoreApplication::translate("sandman::LogPane", "Copy"), QStringLiteral("Copy"));
    }

    // Every message of the catalogues is translated: none unfinished, none empty, and the
    // placeholders of each translation are those of its source.
    void cataloguesAreComplete_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("zh_CN") << QStringLiteral(SANDMAN_TRANSLATIONS_DIR "/sandman_zh_CN.ts");
        QTest::newRow("ja") << QStringLiteral(SANDMAN_TRANSLATIONS_DIR "/sandman_ja.ts");
    }

    void cataloguesAreComplete()
    {
        QFETCH(QString, file);
        QFile ts(file);
        QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(file));
        QXmlStreamReader xml(&ts);
        static const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
        const auto placeholders = [](const QString &text) {
            QStringList found;
            for (auto it = placeholder.globalMatch(text); it.hasNext();)
                found << it.next().captured(0);
            found.sort();
            found.removeDuplicates();
            return found;
        };
        int messages = 0;
        QString source;
        QStringList problems;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                ++messages;
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                // Plural forms are child elements: read them all as one text.
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (type == QLatin1String("unfinished") || type == QLatin1String("vanished"))
                    problems << QStringLiteral("%1: %2").arg(type, source);
                else if (text.trimmed().isEmpty())
                    problems << QStringLiteral("empty: %1").arg(source);
                else if (placeholders(text) != placeholders(source))
                    problems << QStringLiteral("placeholders differ: %1 -> %2").arg(source, text);
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 400);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void everyLanguageHasAName()
    {
        for (const QString &language : LanguageLoader::availableLanguages())
            QVERIFY(!LanguageLoader::displayName(language).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLanguageLoader)
#include "tst_languageloader.moc"
