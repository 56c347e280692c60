// SPDX-License-Identifier: Apache-2.0
#include "TmuxPane.h"

#include <QRegularExpression>

namespace sandman::ctl {

int TmuxPane::numberOf(const QString &terminalId)
{
    static const QRegularExpression pattern(QStringLiteral("^tmux-([0-9]{1,9})$"));
    const QRegularExpressionMatch match = pattern.match(terminalId);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

} // namespace sandman::ctl
