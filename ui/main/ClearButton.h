// SPDX-License-Identifier: Apache-2.0
#pragma once

class QLineEdit;

namespace sandman::ClearButton {

/// QLineEdit::setClearButtonEnabled(true), with a name for the button: Qt's own has none, so a
/// screen reader announced it as an unnamed button once the field held text.
void enable(QLineEdit *edit);

} // namespace sandman::ClearButton
