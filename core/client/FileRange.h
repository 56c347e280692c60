// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>

namespace sandman {

// A slice of a sandbox file (POST /api/sandman/read-range): its bytes, where they start, and
// the whole file's size.
struct FileRange {
    QByteArray bytes;
    qint64 offset = 0;
    qint64 size = 0;

    bool reachesEnd() const { return offset + bytes.size() >= size; }

    static FileRange fromJson(const QJsonObject &json)
    {
        FileRange range;
        range.bytes = QByteArray::fromBase64(json.value(QStringLiteral("content")).toString().toLatin1());
        range.offset = json.value(QStringLiteral("offset")).toInteger();
        range.size = json.value(QStringLiteral("size")).toInteger();
        return range;
    }
};

} // namespace sandman
