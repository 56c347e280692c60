// SPDX-License-Identifier: Apache-2.0
#include "TerminalProfileStore.h"

#include <QSettings>

namespace sandman {

namespace {

const char kDefaultGroup[] = "terminal/profile";

TerminalProfile read(QSettings &s, const QString &group)
{
    s.beginGroup(group);
    TerminalProfile p;
    p.fontFamily = s.value(QStringLiteral("fontFamily"), p.fontFamily).toString();
    p.fontSize = std::clamp(s.value(QStringLiteral("fontSize"), p.fontSize).toInt(), 4, 200);
    p.scheme = s.value(QStringLiteral("scheme"), p.scheme).toString();
    p.scrollback = std::clamp(s.value(QStringLiteral("scrollback"), p.scrollback).toInt(), 0, 10'000'000);
    const QString shape = s.value(QStringLiteral("cursorShape")).toString();
    p.cursorShape = shape == QLatin1String("underline") ? TerminalModel::CursorShape::Underline
        : shape == QLatin1String("bar")                 ? TerminalModel::CursorShape::Bar
                                                        : TerminalModel::CursorShape::Block;
    p.cursorBlink = s.value(QStringLiteral("cursorBlink"), p.cursorBlink).toBool();
    p.bell = s.value(QStringLiteral("bell")).toString() == QLatin1String("none")
        ? TerminalProfile::Bell::None
        : TerminalProfile::Bell::Visual;
    s.endGroup();
    return p;
}

void write(QSettings &s, const QString &group, const TerminalProfile &p)
{
    s.beginGroup(group);
    s.setValue(QStringLiteral("fontFamily"), p.fontFamily);
    s.setValue(QStringLiteral("fontSize"), p.fontSize);
    s.setValue(QStringLiteral("scheme"), p.scheme);
    s.setValue(QStringLiteral("scrollback"), p.scrollback);
    s.setValue(QStringLiteral("cursorShape"),
               p.cursorShape == TerminalModel::CursorShape::Underline ? QStringLiteral("underline")
                   : p.cursorShape == TerminalModel::CursorShape::Bar ? QStringLiteral("bar")
                                                                      : QStringLiteral("block"));
    s.setValue(QStringLiteral("cursorBlink"), p.cursorBlink);
    s.setValue(QStringLiteral("bell"),
               p.bell == TerminalProfile::Bell::None ? QStringLiteral("none") : QStringLiteral("visual"));
    s.endGroup();
}

} // namespace

TerminalProfileStore::TerminalProfileStore(QObject *parent)
    : QObject(parent)
{ }

QString TerminalProfileStore::sessionGroup(const QString &sandbox, const QString &sessionId)
{
    // Hex: addresses and ids may hold '/' and other characters QSettings keys cannot.
    return QStringLiteral("terminal/sessionProfiles/")
        + QString::fromLatin1((sandbox + QLatin1Char('\n') + sessionId).toUtf8().toHex());
}

TerminalProfile TerminalProfileStore::defaultProfile() const
{
    QSettings s;
    return read(s, QLatin1String(kDefaultGroup));
}

void TerminalProfileStore::setDefaultProfile(const TerminalProfile &profile)
{
    QSettings s;
    write(s, QLatin1String(kDefaultGroup), profile);
    emit changed();
}

std::optional<TerminalProfile> TerminalProfileStore::sessionProfile(const QString &sandbox,
                                                                    const QString &sessionId) const
{
    QSettings s;
    const QString group = sessionGroup(sandbox, sessionId);
    if (!s.contains(group + QStringLiteral("/scheme")))
        return std::nullopt;
    return read(s, group);
}

void TerminalProfileStore::setSessionProfile(const QString &sandbox, const QString &sessionId,
                                             const TerminalProfile &profile)
{
    QSettings s;
    write(s, sessionGroup(sandbox, sessionId), profile);
    emit changed();
}

void TerminalProfileStore::clearSessionProfile(const QString &sandbox, const QString &sessionId)
{
    QSettings s;
    s.remove(sessionGroup(sandbox, sessionId));
    emit changed();
}

TerminalProfile TerminalProfileStore::profileFor(const QString &sandbox, const QString &sessionId) const
{
    return sessionProfile(sandbox, sessionId).value_or(defaultProfile());
}

} // namespace sandman
