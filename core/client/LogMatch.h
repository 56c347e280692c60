// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>

namespace sandman {

// waitForLog: the output line that matched and the pattern's captures (0 = whole match).
struct LogMatch {
    QString line;
    QStringList captured;
};

} // namespace sandman
