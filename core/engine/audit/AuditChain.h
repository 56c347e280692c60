// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>

namespace sandman {

// One record of the audit trail is one line of JSON: the event with "auditPrev" (the hash of
// the record before it) and, last, "auditHash": SHA-256 of the line's text up to that field
// (closed by "}"). The hash covers the exact bytes written, so verifying never depends on how
// a JSON library re-serialises numbers or key order.
class AuditChain
{
public:
    // The prev of a chain's first record: 64 zeros.
    static QByteArray genesis();

    // The line (ending in '\n') for event after the record whose hash is prev; *hash its hash.
    static QByteArray seal(QJsonObject event, const QByteArray &prev, QByteArray *hash);

    struct Opened {
        bool ok = false;
        QString error; // what is wrong with the line, when not ok
        QByteArray body; // the hashed text
        QByteArray hash; // as written
        QByteArray prev; // auditPrev as written
    };
    // Checks one line (without its '\n'): well formed and its hash matches its text.
    static Opened open(const QByteArray &line);

    // The event of a valid line without the chain's fields.
    static QJsonObject eventOf(const QByteArray &body);
};

} // namespace sandman
