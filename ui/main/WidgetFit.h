// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

class QLabel;
class QLineEdit;
class QWidget;

namespace sandman {

// Sizes from the text a widget shows in the user's language, never fixed pixels: Chinese and
// Japanese texts run wider than English ones.
class WidgetFit
{
public:
    // A form label for a row that is a layout (a field and its button): QFormLayout gives such
    // a row no buddy, so its mnemonic showed as a literal "(&D)" and Alt+D did nothing.
    static QLabel *buddyLabel(const QString &text, QWidget *buddy, QWidget *parent);
    // The field is at least as wide as its placeholder, so the hint is never cut off.
    static void fitPlaceholder(QLineEdit *edit);
};

} // namespace sandman
