// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace sandman {

// The result of exec() (/api/execute's response): stdout/stderr byte-for-byte (base64 on the
// wire when not UTF-8). The agent makes it and the client reads it; in-process it is passed as
// it is (BodyOf<ExecResult>), over the wire as toJson().
struct ExecResult {
    bool success = false; // exitCode == 0
    int exitCode = -1;
    QByteArray stdoutData;
    QByteArray stderrData;
    QString command;
    qint64 durationMs = 0;
    QString timestamp;
    QString sessionId;
    bool timedOut = false; // killed by its timeout (exitCode 124)
    bool cancelled = false; // stopped by a cancel before it finished
    qint64 timeoutMs = 0; // the timeout that applied, 0 = none
    // All the command wrote; the data holds only the first part when truncated (agent cap).
    qint64 stdoutBytes = 0;
    qint64 stderrBytes = 0;
    bool stdoutTruncated = false;
    bool stderrTruncated = false;
    QString commandId; // the agent's event-feed id of it, for its change set (newer agents)

    static ExecResult fromJson(const QJsonObject &object);
    // The wire's body; fromJson(toJson()) gives back an equal result.
    QJsonObject toJson() const;
};

} // namespace sandman
