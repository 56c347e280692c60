// SPDX-License-Identifier: Apache-2.0
#include "ResourceText.h"

namespace sandman {

QString ResourceText::bytes(double bytes)
{
    if (bytes < 1024)
        return tr("%1 B").arg(qRound64(bytes));
    if (bytes < 1024.0 * 1024)
        return tr("%1 KiB").arg(bytes / 1024, 0, 'f', 0);
    if (bytes < 1024.0 * 1024 * 1024)
        return tr("%1 MiB").arg(bytes / (1024.0 * 1024), 0, 'f', bytes < 10.0 * 1024 * 1024 ? 1 : 0);
    return tr("%1 GiB").arg(bytes / (1024.0 * 1024 * 1024), 0, 'f', 1);
}

QString ResourceText::percent(double percent)
{
    return tr("%1%").arg(percent, 0, 'f', percent < 10 ? 1 : 0);
}

} // namespace sandman
