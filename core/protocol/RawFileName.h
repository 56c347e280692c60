// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>

namespace sandman {

// File names are bytes; protocol and engine paths are QStrings. A name that is not valid UTF-8
// is carried inside the engine with each stray byte as a lone surrogate U+DC80..U+DCFF (as
// Python's surrogateescape does), so it survives the QString round trip and reaches the very
// file again. On the wire such a path travels as base64 of its bytes (see FileRoutes), and is
// shown with the stray bytes written \xNN.
class RawFileName
{
public:
    // Bytes → engine path: valid UTF-8 decoded, every other byte escaped.
    static QString fromBytes(const QByteArray &bytes);
    // Engine path → the bytes of the file name (inverse of fromBytes).
    static QByteArray toBytes(const QString &path);
    // Whether the path holds escaped bytes (is not plain UTF-8).
    static bool hasRawBytes(const QString &path);
    // For people: the escaped bytes written as \xNN.
    static QString display(const QString &path);
};

} // namespace sandman
