// SPDX-License-Identifier: Apache-2.0
#include "DurationText.h"

#include <QLocale>

namespace sandman {

QString DurationText::format(qint64 ms)
{
    if (ms < 0)
        return {};
    if (ms < 1000)
        return tr("%1 ms").arg(ms);
    if (ms < 60000)
        return tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'f', ms < 10000 ? 2 : 1));
    return tr("%1 min %2 s").arg(ms / 60000).arg((ms % 60000) / 1000);
}

} // namespace sandman
