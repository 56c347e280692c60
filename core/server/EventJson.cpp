// SPDX-License-Identifier: Apache-2.0
#include "EventJson.h"

#include "protocol/JsonText.h"

#include <QJsonDocument>

#include <cmath>

namespace sandman {

namespace {
// Appends value as QJsonDocument would; false when it is not a flat value written the same way.
bool appendFlat(QByteArray &out, const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String:
        JsonText::appendString(out, value.toString().toUtf8());
        return true;
    case QJsonValue::Bool:
        out += value.toBool() ? "true" : "false";
        return true;
    case QJsonValue::Null:
        out += "null";
        return true;
    case QJsonValue::Double: {
        // Integers below 2^53 print as integers in both writers; other doubles are left to Qt.
        const double number = value.toDouble();
        if (std::trunc(number) != number || std::fabs(number) >= 9007199254740992.0)
            return false;
        out += QByteArray::number(qint64(number));
        return true;
    }
    default:
        return false;
    }
}
} // namespace

QByteArray EventJson::encode(const QJsonObject &event)
{
    qsizetype size = 16;
    for (auto it = event.constBegin(); it != event.constEnd(); ++it)
        size += it.key().size() + 8 + (it->isString() ? it->toString().size() * 5 / 4 : 24);
    QByteArray out;
    out.reserve(size);
    out += '{';
    for (auto it = event.constBegin(); it != event.constEnd(); ++it) {
        if (out.size() > 1)
            out += ',';
        JsonText::appendString(out, it.key().toUtf8());
        out += ':';
        if (!appendFlat(out, it.value()))
            return QJsonDocument(event).toJson(QJsonDocument::Compact);
    }
    out += '}';
    return out;
}

} // namespace sandman
