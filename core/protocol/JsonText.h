// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace sandman {

// Hand-rolled JSON for the hot path of stream frames. A stream frame carries its event as JSON
// *text* inside a string ("data":"{\"type\":\"stdout\",…}"), so every quote of the event is
// escaped; Qt 6.4's JSON parser falls back to appending one character at a time for strings
// with escapes, which made a 256 KiB output chunk cost milliseconds. These helpers copy runs
// with memchr/memcpy instead. Anything they do not understand is left to QJsonDocument.
class JsonText
{
public:
    // Appends utf8 as a quoted JSON string.
    static void appendString(QByteArray &out, QByteArrayView utf8);

    struct Field {
        QByteArray key;
        QByteArray value; // unescaped UTF-8 for strings; the literal text otherwise
        bool isString = false;
    };
    // Reads a flat object (values are strings, numbers, true/false/null). False for anything
    // else (nested values, bad syntax): the caller then uses the general parser.
    static bool parseFlatObject(QByteArrayView text, QList<Field> *fields);
};

} // namespace sandman
