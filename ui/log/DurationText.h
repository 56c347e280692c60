// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>

namespace sandman {

// How long something took, as the log, the activity timeline and the command bar say it:
// "35 ms", "1.00 s", "12.3 s", "2 min 5 s" (translated; decimals in the user's locale).
class DurationText
{
    Q_DECLARE_TR_FUNCTIONS(sandman::DurationText)

public:
    // Empty for a negative (unknown) duration.
    static QString format(qint64 ms);
};

} // namespace sandman
