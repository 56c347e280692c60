// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QColor>
#include <QRgb>
#include <array>

namespace sandman {

/// Colours of a terminal: defaults, cursor, selection, search matches and the 16-colour ANSI palette. Indexed
/// colours 16..255 follow the xterm 6×6×6 cube and grey ramp; truecolour is used as is.
struct TerminalTheme {
    QRgb foreground = 0;
    QRgb background = 0;
    QRgb cursor = 0;
    QRgb cursorText = 0;
    QRgb selection = 0;
    QRgb selectionText = 0;
    QRgb searchMatch = 0; ///< background of every search match in view
    QRgb searchCurrent = 0; ///< background of the current match (the one found last)
    QRgb searchMatchText = 0; ///< text on either
    std::array<QRgb, 16> palette{};
    bool boldIsBright = false;

    static TerminalTheme dark();
    static TerminalTheme light();

    /// Resolves a packed TerminalColor; `fallback` is returned for the default colour.
    QRgb resolve(quint32 packed, QRgb fallback) const;
    /// The RGB value of xterm palette entry `index` (0..255) under this theme.
    QRgb indexed(int index) const;
};

} // namespace sandman
