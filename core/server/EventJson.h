// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>

namespace sandman {

// Compact JSON text of a stream event, byte for byte what QJsonDocument(event).toJson(Compact)
// gives. Output events are flat (strings, integers, booleans) and carry up to hundreds of KiB
// of text; Qt 6.4's writer escapes a string one UTF-16 unit at a time, so flat objects are
// written here with JsonText's memchr/memcpy escaping. Anything else goes to QJsonDocument.
class EventJson
{
public:
    static QByteArray encode(const QJsonObject &event);
};

} // namespace sandman
