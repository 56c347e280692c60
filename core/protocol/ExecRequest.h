// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

namespace sandman {

// The body of exec() (/api/execute's request). The client makes it; in-process it reaches the
// route as it is (BodyOf<ExecRequest>), over the wire as toJson(), which the route reads back
// into the same request (with the checks a peer's JSON needs).
struct ExecRequest {
    QString command;
    QString sessionId; // empty → "default"
    std::optional<qint64> timeoutMs; // none → the session's commandTimeoutMs; 0 → no timeout
    QMap<QString, QString> env;
    QString cwd;

    // The wire's body: the command, and each other field when set.
    QJsonObject toJson() const;
};

} // namespace sandman
