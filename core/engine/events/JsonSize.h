// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

namespace sandman {

// What a value costs in compact JSON (QJsonDocument::Compact), counted without serialising:
// UTF-8 bytes, quotes and escapes of strings as Qt writes them, digits of integers.
class JsonSize
{
public:
    static qint64 ofString(const QString &text);
    static qint64 ofInteger(qint64 integer);
    static qint64 ofBool(bool value) { return value ? 4 : 5; }
    static qint64 ofValue(const QJsonValue &value);
    static qint64 ofObject(const QJsonObject &object);
};

} // namespace sandman
