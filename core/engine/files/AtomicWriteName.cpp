// SPDX-License-Identifier: Apache-2.0
#include "AtomicWriteName.h"

namespace sandman {

namespace {
const QString kNew = QStringLiteral(".sandman-");
const QString kReplacing = QStringLiteral(".sandman=");
constexpr int kUnique = 6; // mkstemp's XXXXXX
constexpr int kNameLength = 200; // of the target's name kept, within NAME_MAX with the rest
} // namespace

QString AtomicWriteName::templateFor(const QString &fileName, bool replaces)
{
    return QLatin1Char('.') + fileName.left(kNameLength) + (replaces ? kReplacing : kNew)
        + QString(kUnique, QLatin1Char('X'));
}

std::optional<bool> AtomicWriteName::replaces(const QString &fileName)
{
    const qsizetype marker = fileName.size() - kUnique - kNew.size();
    // "." + at least one character of the target's name + marker + the unique part.
    if (marker < 2 || !fileName.startsWith(QLatin1Char('.')))
        return std::nullopt;
    const QStringView tag = QStringView(fileName).mid(marker, kNew.size());
    if (tag == kNew)
        return false;
    if (tag == kReplacing)
        return true;
    return std::nullopt;
}

} // namespace sandman
