// SPDX-License-Identifier: Apache-2.0
#include "FilePathFields.h"

#include "protocol/RawFileName.h"

#include <array>

namespace sandman {

namespace {
const std::array<QLatin1String, 5> kPathFields{QLatin1String("path"), QLatin1String("oldPath"),
                                               QLatin1String("newPath"), QLatin1String("sourcePath"),
                                               QLatin1String("destinationPath")};
} // namespace

QJsonObject FilePathFields::encode(QJsonObject body)
{
    bool raw = false;
    for (const QLatin1String &field : kPathFields)
        raw = raw || RawFileName::hasRawBytes(body.value(field).toString());
    if (!raw)
        return body;
    for (const QLatin1String &field : kPathFields) {
        const auto it = body.find(field);
        if (it != body.end())
            *it = QString::fromLatin1(RawFileName::toBytes(it->toString()).toBase64());
    }
    body.insert(QLatin1String("pathEncoding"), QLatin1String("base64"));
    return body;
}

} // namespace sandman
