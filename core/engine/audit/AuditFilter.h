// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace sandman {

// What an audit search asks for; every given criterion must hold (a record without the field
// does not match it). From the body of POST /api/sandman/audit/search:
//   client     text in the record's clientId or origin (any case)
//   sessionId  exactly
//   text       text in the command (as typed, case matters)
//   exitCode   exactly (command_finished, process_exited)
//   from, to   ISO 8601 times, from ≤ timestamp < to
//   types      event types, any of them
struct AuditFilter {
    QString client;
    QString sessionId;
    QString text;
    std::optional<int> exitCode;
    QString from; // normalised to the records' form (UTC, milliseconds, Z)
    QString to;
    QStringList types;

    // nullopt with *error for a malformed field.
    static std::optional<AuditFilter> fromJson(const QJsonObject &body, QString *error);
};

} // namespace sandman
