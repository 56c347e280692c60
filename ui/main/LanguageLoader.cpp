// SPDX-License-Identifier: Apache-2.0
#include "LanguageLoader.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace sandman {

LanguageLoader::LanguageLoader(QObject *parent)
    : QObject(parent)
{ }

QStringList LanguageLoader::availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ja")};
}

QString LanguageLoader::displayName(const QString &language)
{
    // Each language is named in itself, so that anyone can find their own.
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("\u7b80\u4f53\u4e2d\u6587");
    if (language == QLatin1String("ja"))
        return QStringLiteral("\u65e5\u672c\u8a9e");
    return QStringLiteral("English");
}

QString LanguageLoader::chooseLanguage(const QString &override, const QLocale &system)
{
    QString wanted = override;
    if (wanted.isEmpty())
        wanted = QSettings().value(QStringLiteral("language")).toString();
    if (wanted.isEmpty()) {
        if (system.language() == QLocale::Chinese)
            wanted = QStringLiteral("zh_CN");
        else if (system.language() == QLocale::Japanese)
            wanted = QStringLiteral("ja");
    }
    if (wanted == QLatin1String("zh") || wanted.startsWith(QLatin1String("zh_")))
        return QStringLiteral("zh_CN");
    if (wanted.startsWith(QLatin1String("ja")))
        return QStringLiteral("ja");
    return QStringLiteral("en");
}

bool LanguageLoader::install(const QString &language)
{
    for (QObject *translator : std::as_const(m_installed)) {
        QCoreApplication::removeTranslator(static_cast<QTranslator *>(translator));
        delete translator;
    }
    m_installed.clear();
    m_language = language;
    if (language == QLatin1String("en"))
        return true;

    auto *qt = new QTranslator(this);
    if (qt->load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        m_installed << qt;
    } else {
        delete qt;
    }
    auto *own = new QTranslator(this);
    if (!own->load(QStringLiteral(":/i18n/sandman_") + language)) {
        delete own;
        return false;
    }
    QCoreApplication::installTranslator(own);
    m_installed << own;
    return true;
}

} // namespace sandman
