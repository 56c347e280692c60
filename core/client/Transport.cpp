// SPDX-License-Identifier: Apache-2.0
#include "Transport.h"

namespace sandman {

QString Transport::nextRequestId()
{
    return QStringLiteral("req-%1").arg(m_nextId++);
}

} // namespace sandman
