// SPDX-License-Identifier: Apache-2.0
#include "JsonSize.h"

#include <QJsonArray>
#include <QLocale>

#include <limits>

namespace sandman {

qint64 JsonSize::ofString(const QString &text)
{
    // One byte per UTF-16 unit (quotes included), then what differs: most text is plain ASCII
    // and costs one comparison per character.
    qint64 size = 2 + text.size();
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u >= 0x20 && u < 0x80 && u != '"' && u != '\\')
            continue;
        if (u >= 0x80) // 2 or 3 bytes; a surrogate pair 4 (high 3, low -1)
            size += u < 0x800 ? 1 : QChar::isHighSurrogate(u) ? 3 : QChar::isLowSurrogate(u) ? -1 : 2;
        else if (u == '"' || u == '\\' || u == '\b' || u == '\f' || u == '\n' || u == '\r' || u == '\t')
            size += 1;
        else
            size += 5; // a six-character escape
    }
    return size;
}

qint64 JsonSize::ofInteger(qint64 integer)
{
    qint64 size = integer < 0 ? 2 : 1;
    for (quint64 rest = integer < 0 ? 0 - quint64(integer) : quint64(integer); rest >= 10; rest /= 10)
        ++size;
    return size;
}

qint64 JsonSize::ofObject(const QJsonObject &object)
{
    qint64 size = 2 + qMax<qint64>(0, object.size() - 1); // braces, commas
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        size += ofString(it.key()) + 1 + ofValue(it.value());
    return size;
}

qint64 JsonSize::ofValue(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return 4;
    case QJsonValue::Bool:
        return ofBool(value.toBool());
    case QJsonValue::Double: {
        const double d = value.toDouble();
        const qint64 whole = value.toInteger(std::numeric_limits<qint64>::min());
        if (whole != std::numeric_limits<qint64>::min() || d == double(whole))
            return ofInteger(whole);
        return qIsFinite(d) ? QByteArray::number(d, 'g', QLocale::FloatingPointShortest).size() : 4;
    }
    case QJsonValue::String:
        return ofString(value.toString());
    case QJsonValue::Array: {
        const QJsonArray array = value.toArray();
        qint64 size = 2 + qMax<qint64>(0, array.size() - 1);
        for (const QJsonValue &element : array)
            size += ofValue(element);
        return size;
    }
    case QJsonValue::Object:
        return ofObject(value.toObject());
    case QJsonValue::Undefined:
        return 0;
    }
    return 0;
}

} // namespace sandman
