// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ProtocolRequest.h"
#include "SandboxError.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace sandman {

// What a client sent over /ws, decoded. A message that cannot be routed carries an error
// (PARSE_ERROR / INVALID_REQUEST) and, when it could be read, the id it named.
struct ClientMessage {
    enum class Kind { Request, Cancel, Invalid };
    Kind kind = Kind::Invalid;
    ProtocolRequest request; // Request: the call; Cancel: only request.id is set
    SandboxError error; // Invalid: why
};

// What the agent sent, decoded on the client side.
struct ServerMessage {
    enum class Kind { Response, Stream, Error, Invalid };
    Kind kind = Kind::Invalid;
    QString id;
    int status = 0;
    QJsonObject body; // Response
    QJsonObject event; // Stream: the event object, its "type" set from the frame's event name
    bool done = true;
    SandboxError error; // Error / Invalid
};

// Encodes and decodes the JSON text frames of the /ws protocol (DESIGN.md §3). No I/O.
class ProtocolCodec
{
public:
    static ClientMessage decodeClientMessage(const QByteArray &frame);
    static ServerMessage decodeServerMessage(const QByteArray &frame);

    static QByteArray encodeRequest(const ProtocolRequest &request);
    static QByteArray encodeCancel(const QString &id);
    static QByteArray encodeResponse(const QString &id, int status, const QJsonObject &body);
    static QByteArray encodeStreamEvent(const QString &id, const QJsonObject &event);
    // For messages that cannot be routed; id may be empty when it could not be read.
    static QByteArray encodeError(const QString &id, const SandboxError &error);
};

} // namespace sandman
