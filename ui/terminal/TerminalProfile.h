// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalModel.h"

#include <QFont>
#include <QString>

namespace sandman {

class TerminalView;
struct TerminalTheme;

/// How a terminal looks and behaves: font, colour scheme (by name, see ColorSchemeLibrary),
/// scrollback, cursor and bell. A value type; TerminalProfileStore remembers them.
class TerminalProfile
{
public:
    enum class Bell { Visual, None };

    QString fontFamily; ///< empty: the system's fixed-width font
    int fontSize = 10; ///< points
    QString scheme = QStringLiteral("Sandman Dark");
    int scrollback = 10000; ///< lines
    TerminalModel::CursorShape cursorShape = TerminalModel::CursorShape::Block;
    bool cursorBlink = true;
    Bell bell = Bell::Visual;

    bool operator==(const TerminalProfile &other) const;
    bool operator!=(const TerminalProfile &other) const { return !(*this == other); }

    QFont font() const;
    /// Sets the view's font, colours (`theme`, the scheme resolved), scrollback, cursor and bell.
    void applyTo(TerminalView *view, const TerminalTheme &theme) const;
};

} // namespace sandman
