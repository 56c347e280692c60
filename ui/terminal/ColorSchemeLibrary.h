// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalTheme.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace sandman {

/// The terminal colour schemes to choose from: built-in light and dark ones, plus Konsole
/// `.colorscheme` files the user imported (remembered in QSettings).
class ColorSchemeLibrary
{
public:
    /// The built-ins and the schemes imported earlier.
    ColorSchemeLibrary();

    QStringList names() const;
    bool contains(const QString &name) const;
    /// The scheme called `name`; the first built-in (dark) for an unknown name.
    TerminalTheme theme(const QString &name) const;

    /// Reads a Konsole colour scheme: [Background], [Foreground], [Color0]..[Color7] with
    /// `Color=r,g,b` (the [ColorNIntense] ones are optional). Its [General] Description becomes
    /// `*name` (else the file name). Nothing, and a sentence in `*error`, for a bad file.
    static std::optional<TerminalTheme> readKonsole(const QString &path, QString *name, QString *error);
    /// readKonsole() and, when it worked, adds the scheme and remembers it. Returns its name
    /// (made unique among the schemes) or an empty string with `*error` set.
    QString importKonsole(const QString &path, QString *error);

    /// A theme from the default colours and the 16-colour palette; cursor, selection and search
    /// colours follow from them.
    static TerminalTheme fromColours(QRgb foreground, QRgb background, const std::array<QRgb, 16> &palette);

private:
    struct Scheme {
        QString name;
        TerminalTheme theme;
    };
    void save() const;

    QList<Scheme> m_schemes;
    int m_builtIns = 0;
};

} // namespace sandman
