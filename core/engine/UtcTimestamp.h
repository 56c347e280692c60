// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman {

// ISO 8601 UTC with milliseconds ("2026-12-02T05:52:34.123Z"), exactly as
// QDateTime::toString(Qt::ISODateWithMs) prints a UTC time, for a fraction of its cost: every
// feed event and every exec result carries one, and QDateTime's formatting took ~6% of an exec.
class UtcTimestamp
{
public:
    static QString now();
    static QString format(qint64 msecsSinceEpoch);
};

} // namespace sandman
