// SPDX-License-Identifier: Apache-2.0
#include "TerminalNames.h"

#include "SandboxConnection.h"

#include <QRegularExpression>

namespace sandman {

QString TerminalNames::of(const QString &terminalId, const QString &title)
{
    if (!title.trimmed().isEmpty())
        return title.trimmed();
    if (terminalId.isEmpty() || terminalId == QLatin1String("main"))
        return tr("main terminal");
    static const QRegularExpression numbered(QStringLiteral("^tab-(\\d+)$"));
    if (const QRegularExpressionMatch match = numbered.match(terminalId); match.hasMatch())
        return tr("terminal %1").arg(match.captured(1));
    if (terminalId.startsWith(QLatin1String("run-")))
        return tr("command terminal");
    return tr("terminal \u201c%1\u201d").arg(terminalId);
}

QString TerminalNames::client(const QString &origin, const QString &clientId)
{
    if (!origin.isEmpty() && origin == SandboxConnection::clientOrigin())
        return tr("this window");
    if (!origin.isEmpty())
        return origin;
    if (!clientId.isEmpty())
        return clientId;
    return tr("an unknown client");
}

} // namespace sandman
