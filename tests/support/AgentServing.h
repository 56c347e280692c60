// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FutureWait.h"

#include <QProcess>
#include <QRegularExpression>
#include <QUrl>

namespace sandman::test {

// Waits for a started sandman-agent's "serving <url>" line and returns that URL; an invalid
// one when the agent exits or timeoutMs passes first. *output gets what it printed meanwhile.
inline QUrl waitForServing(QProcess *process, QByteArray *output = nullptr, int timeoutMs = 10000)
{
    static const QRegularExpression serving(QStringLiteral("serving (\\S+)"));
    QByteArray out;
    waitUntil(
        [&] {
            out += process->readAllStandardOutput();
            return serving.match(QString::fromUtf8(out)).hasMatch()
                || process->state() == QProcess::NotRunning;
        },
        timeoutMs);
    const auto match = serving.match(QString::fromUtf8(out));
    if (output)
        *output = out;
    return match.hasMatch() ? QUrl(match.captured(1)) : QUrl();
}

} // namespace sandman::test
