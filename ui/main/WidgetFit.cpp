// SPDX-License-Identifier: Apache-2.0
#include "WidgetFit.h"

#include <QLabel>
#include <QLineEdit>

namespace sandman {

QLabel *WidgetFit::buddyLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

void WidgetFit::fitPlaceholder(QLineEdit *edit)
{
    // QLineEdit's size hint is 17 'x' plus its frame and margins: keep those, swap the text.
    const QFontMetrics metrics = edit->fontMetrics();
    const int chrome = edit->sizeHint().width() - 17 * metrics.horizontalAdvance(QLatin1Char('x'));
    const int wanted = metrics.horizontalAdvance(edit->placeholderText()) + qMax(0, chrome);
    edit->setMinimumWidth(qMax(edit->minimumWidth(), wanted));
}

} // namespace sandman
