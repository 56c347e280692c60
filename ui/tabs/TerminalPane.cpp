// SPDX-License-Identifier: Apache-2.0
#include "TerminalPane.h"

#include <QCoreApplication>

namespace sandman {

QString TerminalPane::title(const QString &shellTitle, const QString &owner) const
{
    QString title;
    if (!customTitle.isEmpty())
        title = customTitle;
    else if (shellTitle.isEmpty() && runsCommand())
        title = tr("%1 \u00b7 %2", "tab title: shell title · session").arg(command.constFirst(), owner);
    else if (shellTitle.isEmpty())
        title = owner;
    else
        title = tr("%1 \u00b7 %2", "tab title: shell title · session").arg(shellTitle, owner);
    if (isMirror())
        title = tr("%1 (watching)").arg(title);
    switch (state) {
    case State::Ended:
        return tr("%1 (ended)").arg(title);
    case State::Stopped:
        return tr("%1 (stopped)").arg(title);
    case State::Disconnected:
        return tr("%1 (disconnected)").arg(title);
    case State::Reconnecting:
        return tr("%1 (reconnecting\u2026)").arg(title);
    case State::Waiting:
    case State::Live:
        break;
    }
    return title;
}

QString TerminalPane::toolTip(const QString &shellTitle, const QString &owner) const
{
    QString toolTip = tr("Session %1").arg(owner);
    if (!shellTitle.isEmpty())
        toolTip += QLatin1Char('\n') + shellTitle;
    if (runsCommand())
        toolTip += QLatin1Char('\n') + tr("Runs: %1").arg(command.join(QLatin1Char(' ')));
    if (isMirror())
        toolTip += QLatin1Char('\n') + tr("Watching %1\u2019s terminal \u2014 input is off").arg(mirrorOf);
    if (state == State::Reconnecting)
        toolTip += QLatin1Char('\n') + tr("Connection lost (%1), reconnecting\u2026").arg(reason);
    return toolTip;
}

} // namespace sandman
