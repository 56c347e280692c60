// SPDX-License-Identifier: Apache-2.0
#include "Timestamp.h"

#include <QDateTime>

namespace sandman {

QString currentTimestamp()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

} // namespace sandman
