// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/SandboxClient.h"

#include <QFile>
#include <QtTest>

namespace sandman::test {

// /proc check independent of the engine's own ProcessTree: exists and is not a zombie.
inline bool processAlive(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (pid <= 0 || !file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = file.readAll();
    const qsizetype close = line.lastIndexOf(')');
    return close > 0 && close + 2 < line.size() && line.at(close + 2) != 'Z';
}

// Runs exec and waits; false (with a message) when it did not finish or failed.
inline bool execWait(SandboxClient *client, const QString &command, ExecResult *result,
                     const ExecOptions &options = {}, int timeoutMs = 60000)
{
    auto future = client->exec(command, options);
    if (!waitFor(future, timeoutMs)) {
        qWarning("exec did not finish: %s", qPrintable(command));
        return false;
    }
    if (const auto error = failureOf(future)) {
        qWarning("exec failed: %s: %s %s", qPrintable(command), qPrintable(errorCodeName(error->code)),
                 qPrintable(error->message));
        return false;
    }
    *result = future.result();
    return true;
}

inline ExecOptions inSession(const QString &id)
{
    ExecOptions options;
    options.sessionId = id;
    return options;
}

} // namespace sandman::test
