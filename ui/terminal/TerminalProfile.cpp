// SPDX-License-Identifier: Apache-2.0
#include "TerminalProfile.h"

#include "TerminalTheme.h"
#include "TerminalView.h"

#include <QFontDatabase>

namespace sandman {

bool TerminalProfile::operator==(const TerminalProfile &other) const
{
    return fontFamily == other.fontFamily && fontSize == other.fontSize && scheme == other.scheme
        && scrollback == other.scrollback && cursorShape == other.cursorShape
        && cursorBlink == other.cursorBlink && bell == other.bell;
}

QFont TerminalProfile::font() const
{
    QFont f = fontFamily.isEmpty() ? QFontDatabase::systemFont(QFontDatabase::FixedFont) : QFont(fontFamily);
    f.setStyleHint(QFont::Monospace);
    f.setPointSize(std::max(4, fontSize));
    return f;
}

void TerminalProfile::applyTo(TerminalView *view, const TerminalTheme &theme) const
{
    // Only what changed: setting the font again would undo the view's zoom.
    if (QFontInfo(view->baseFont()).family() != QFontInfo(font()).family()
        || view->baseFont().pointSize() != font().pointSize())
        view->setTerminalFont(font());
    view->setTheme(theme);
    view->setScrollbackLimit(scrollback);
    view->setCursorShape(cursorShape);
    view->setCursorBlinkEnabled(cursorBlink);
    view->setVisualBell(bell == Bell::Visual);
}

} // namespace sandman
