// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace sandman {

// Command output in JSON: text as a string, plus "<key>Base64" with the exact bytes when they
// are not valid UTF-8, so clients can always rebuild them byte for byte.
class OutputText
{
public:
    static bool isValidUtf8(const QByteArray &bytes);
    static void put(QJsonObject &object, const QString &key, const QByteArray &bytes);
    // Reverse of put().
    static QByteArray get(const QJsonObject &object, const QString &key);
};

} // namespace sandman
