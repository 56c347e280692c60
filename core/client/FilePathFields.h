// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>

namespace sandman {

// The path fields of a file call's body as the agent wants them. A path that holds a name which
// is not UTF-8 (its stray bytes as lone surrogates, see RawFileName: how FileInfo and the watch
// hand such names out) cannot travel as JSON text; then every path field of the body goes as the
// base64 of its bytes, with "pathEncoding": "base64", and reaches that very file.
class FilePathFields
{
public:
    static QJsonObject encode(QJsonObject body);
};

} // namespace sandman
