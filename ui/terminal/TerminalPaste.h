// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>

namespace sandman {

/// Safe paste: what a clipboard text turns into before it reaches the program.
class TerminalPaste
{
public:
    /// Removes ESC and the other C0 controls except TAB, CR and LF, C1 controls and DEL;
    /// line feeds become carriage returns (what the Enter key sends).
    static QString sanitize(const QString &text);
    /// Sanitised UTF-8 bytes, wrapped in ESC[200~ … ESC[201~ when `bracketed`.
    static QByteArray encode(const QString &text, bool bracketed);
    /// True when a paste deserves a confirmation: it holds a line break, or more than `maxBytes`.
    static bool needsConfirmation(const QString &text, int maxBytes = 4096);
};

} // namespace sandman
