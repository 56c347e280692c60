// SPDX-License-Identifier: Apache-2.0
#include "ClearButton.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QToolButton>

namespace sandman::ClearButton {

void enable(QLineEdit *edit)
{
    edit->setClearButtonEnabled(true);
    // The line edit's only tool button is the one it just made.
    for (QToolButton *button : edit->findChildren<QToolButton *>(Qt::FindDirectChildrenOnly)) {
        button->setAccessibleName(QCoreApplication::translate("sandman::ClearButton", "Clear"));
        button->setAccessibleDescription(
            QCoreApplication::translate("sandman::ClearButton", "Empty the field %1")
                .arg(edit->accessibleName()));
    }
}

} // namespace sandman::ClearButton
