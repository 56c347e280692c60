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
    static qint64 nowMsecs();
    static QString format(qint64 msecsSinceEpoch);
    // Years 1970 to 9999 print as kFixedLength plain ASCII characters.
    static constexpr int kFixedLength = 24;
    static bool isFixedLength(qint64 msecsSinceEpoch)
    {
        return msecsSinceEpoch >= 0 && msecsSinceEpoch < 253402300800000; // 10000-01-01
    }
};

} // namespace sandman
