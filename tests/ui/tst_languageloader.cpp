// SPDX-License-Identifier: Apache-2.0
#include "main/LanguageLoader.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
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

    void everyLanguageHasAName()
    {
        for (const QString &language : LanguageLoader::availableLanguages())
            QVERIFY(!LanguageLoader::displayName(language).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLanguageLoader)
#include "tst_languageloader.moc"
