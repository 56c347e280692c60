// SPDX-License-Identifier: Apache-2.0
#include "ColorSchemeLibrary.h"

#include <QColor>
#include <QCoreApplication>
#include <QFileInfo>
#include <QSettings>

namespace sandman {

namespace {

const char kSettingsKey[] = "terminal/importedSchemes";

QString tr(const char *text)
{
    return QCoreApplication::translate("sandman::ColorSchemeLibrary", text);
}

// Solarized's published palette, in the usual terminal order (base02 .. base3).
constexpr QRgb sBase03 = 0x002b36, sBase02 = 0x073642, sBase01 = 0x586e75, sBase00 = 0x657b83,
               sBase0 = 0x839496, sBase1 = 0x93a1a1, sBase2 = 0xeee8d5, sBase3 = 0xfdf6e3;
constexpr std::array<QRgb, 16> kSolarized
    = {sBase02, 0xdc322f, 0x859900, 0xb58900, 0x268bd2, 0xd33682, 0x2aa198, sBase2,
       sBase03, 0xcb4b16, sBase01,  sBase00,  sBase0,   0x6c71c4, sBase1,   sBase3};
// The Tango project's palette.
constexpr std::array<QRgb, 16> kTango
    = {0x2e3436, 0xcc0000, 0x4e9a06, 0xc4a000, 0x3465a4, 0x75507b, 0x06989a, 0xd3d7cf,
       0x555753, 0xef2929, 0x8ae234, 0xfce94f, 0x729fcf, 0xad7fa8, 0x34e2e2, 0xeeeeec};

QRgb opaque(QRgb rgb)
{
    return rgb | 0xff000000u;
}

QRgb mix(QRgb a, QRgb b, int percentB)
{
    auto channel = [&](int ca, int cb) { return (ca * (100 - percentB) + cb * percentB) / 100; };
    return qRgb(channel(qRed(a), qRed(b)), channel(qGreen(a), qGreen(b)), channel(qBlue(a), qBlue(b)));
}

std::optional<QRgb> konsoleColour(QSettings &ini, const QString &group)
{
    if (!ini.childGroups().contains(group))
        return std::nullopt;
    // QSettings splits "r,g,b" into a list; "#rrggbb" stays a string.
    const QStringList parts = ini.value(group + QStringLiteral("/Color")).toStringList();
    if (parts.size() == 1) {
        const QColor c = QColor::fromString(parts.first().trimmed());
        if (c.isValid())
            return c.rgb();
    }
    if (parts.size() != 3)
        return std::nullopt;
    int rgb[3];
    for (int i = 0; i < 3; ++i) {
        bool ok = false;
        rgb[i] = parts.at(i).trimmed().toInt(&ok);
        if (!ok || rgb[i] < 0 || rgb[i] > 255)
            return std::nullopt;
    }
    return qRgb(rgb[0], rgb[1], rgb[2]);
}

} // namespace

ColorSchemeLibrary::ColorSchemeLibrary()
{
    std::array<QRgb, 16> solarized, tango;
    std::transform(kSolarized.begin(), kSolarized.end(), solarized.begin(), opaque);
    std::transform(kTango.begin(), kTango.end(), tango.begin(), opaque);
    m_schemes = {
        {QStringLiteral("Sandman Dark"), TerminalTheme::dark()},
        {QStringLiteral("Sandman Light"), TerminalTheme::light()},
        {QStringLiteral("Solarized Dark"), fromColours(opaque(sBase0), opaque(sBase03), solarized)},
        {QStringLiteral("Solarized Light"), fromColours(opaque(sBase00), opaque(sBase3), solarized)},
        {QStringLiteral("Tango Dark"), fromColours(tango[7], tango[0], tango)},
        {QStringLiteral("Tango Light"), fromColours(tango[0], qRgb(0xff, 0xff, 0xff), tango)},
    };
    m_builtIns = int(m_schemes.size());

    const QVariantList saved = QSettings().value(QLatin1String(kSettingsKey)).toList();
    for (const QVariant &entry : saved) {
        const QStringList fields = entry.toStringList(); // name, foreground, background, 16 colours
        if (fields.size() != 19 || contains(fields.first()))
            continue;
        std::array<QRgb, 16> palette;
        for (size_t i = 0; i < 16; ++i)
            palette[i] = QColor::fromString(fields.at(int(i) + 3)).rgb();
        m_schemes.push_back({fields.first(),
                             fromColours(QColor::fromString(fields.at(1)).rgb(),
                                         QColor::fromString(fields.at(2)).rgb(), palette)});
    }
}

QStringList ColorSchemeLibrary::names() const
{
    QStringList out;
    for (const Scheme &s : m_schemes)
        out << s.name;
    return out;
}

bool ColorSchemeLibrary::contains(const QString &name) const
{
    return names().contains(name);
}

TerminalTheme ColorSchemeLibrary::theme(const QString &name) const
{
    for (const Scheme &s : m_schemes) {
        if (s.name == name)
            return s.theme;
    }
    return m_schemes.first().theme;
}

TerminalTheme ColorSchemeLibrary::fromColours(QRgb foreground, QRgb background,
                                              const std::array<QRgb, 16> &palette)
{
    const bool dark = qGray(background) < 128;
    TerminalTheme t = dark ? TerminalTheme::dark() : TerminalTheme::light(); // search colours
    t.foreground = foreground;
    t.background = background;
    t.cursor = foreground;
    t.cursorText = background;
    t.selection = mix(background, palette[4], dark ? 45 : 30);
    t.selectionText = foreground;
    t.palette = palette;
    return t;
}

std::optional<TerminalTheme> ColorSchemeLibrary::readKonsole(const QString &path, QString *name,
                                                             QString *error)
{
    const QFileInfo info(path);
    if (!info.isFile() || !info.isReadable()) {
        *error = tr("Cannot read \"%1\".").arg(path);
        return std::nullopt;
    }
    QSettings ini(path, QSettings::IniFormat);
    if (ini.status() != QSettings::NoError) {
        *error = tr("\"%1\" is not a Konsole colour scheme: it is not an INI file.").arg(info.fileName());
        return std::nullopt;
    }
    auto colour = [&](const QString &group, std::optional<QRgb> fallback) -> std::optional<QRgb> {
        std::optional<QRgb> c = konsoleColour(ini, group);
        if (!c && !fallback && error->isEmpty())
            *error = tr("\"%1\" is not a usable Konsole colour scheme: [%2] with Color=red,green,blue is "
                        "missing.")
                         .arg(info.fileName(), group);
        return c ? c : fallback;
    };
    error->clear();
    const std::optional<QRgb> fg = colour(QStringLiteral("Foreground"), std::nullopt);
    const std::optional<QRgb> bg = colour(QStringLiteral("Background"), std::nullopt);
    std::array<QRgb, 16> palette{};
    for (int i = 0; i < 8; ++i) {
        const std::optional<QRgb> normal = colour(QStringLiteral("Color%1").arg(i), std::nullopt);
        const std::optional<QRgb> intense
            = colour(QStringLiteral("Color%1Intense").arg(i), normal.value_or(0));
        palette[size_t(i)] = normal.value_or(0);
        palette[size_t(i) + 8] = intense.value_or(0);
    }
    if (!error->isEmpty())
        return std::nullopt;
    // QSettings reads the [General] section as keys outside any group.
    *name = ini.value(QStringLiteral("Description")).toString().trimmed();
    if (name->isEmpty())
        *name = info.completeBaseName();
    return fromColours(*fg, *bg, palette);
}

QString ColorSchemeLibrary::importKonsole(const QString &path, QString *error)
{
    QString name;
    const std::optional<TerminalTheme> theme = readKonsole(path, &name, error);
    if (!theme)
        return QString();
    const QString base = name;
    for (int n = 2; contains(name); ++n)
        name = QStringLiteral("%1 (%2)").arg(base).arg(n);
    m_schemes.push_back({name, *theme});
    save();
    return name;
}

void ColorSchemeLibrary::save() const
{
    QVariantList out;
    auto hex = [](QRgb rgb) { return QColor(rgb).name(); };
    for (int i = m_builtIns; i < m_schemes.size(); ++i) {
        const TerminalTheme &t = m_schemes.at(i).theme;
        QStringList fields{m_schemes.at(i).name, hex(t.foreground), hex(t.background)};
        for (QRgb c : t.palette)
            fields << hex(c);
        out << fields;
    }
    QSettings().setValue(QLatin1String(kSettingsKey), out);
}

} // namespace sandman
