// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>

namespace sandman {

// getProcessLogs: what the bounded logs keep (the newest bytes) and how much was dropped.
struct ProcessLogs {
    QString processId;
    QByteArray stdoutData;
    QByteArray stderrData;
    qint64 stdoutDroppedBytes = 0;
    qint64 stderrDroppedBytes = 0;
};

} // namespace sandman
