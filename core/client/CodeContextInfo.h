// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace sandman {

// A code context as the sandbox describes it (createCodeContext, listCodeContexts).
struct CodeContextInfo {
    QString id;
    QString language; // "python" | "javascript"
    QString cwd;
    QDateTime timestamp; // when the sandbox answered

    // Reads both the create answer ({contextId, …}) and a list entry ({id, …}).
    static CodeContextInfo fromJson(const QJsonObject &object);
};

} // namespace sandman
