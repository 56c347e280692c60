// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLocale>
#include <QObject>
#include <QStringList>

class QCoreApplication;

namespace sandman {

// Installs Sandman's and Qt's own translations for a UI language. The language follows the
// system locale unless overridden (command line or the View ▸ Language menu, kept in QSettings).
class LanguageLoader : public QObject
{
    Q_OBJECT
public:
    explicit LanguageLoader(QObject *parent = nullptr);

    // Languages with a translation: "en", "zh_CN", "ja".
    static QStringList availableLanguages();
    static QString displayName(const QString &language);
    // override > saved choice > system locale; falls back to English.
    static QString chooseLanguage(const QString &override, const QLocale &system = QLocale::system());

    // Replaces previously installed translators. Returns false when Sandman's own catalogue
    // for the language could not be loaded (English needs none).
    bool install(const QString &language);
    QString language() const { return m_language; }

private:
    QList<QObject *> m_installed;
    QString m_language;
};

} // namespace sandman
