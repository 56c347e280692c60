// SPDX-License-Identifier: Apache-2.0
#include "OutputText.h"

#include <QStringDecoder>

#include <cstring>

namespace sandman {

bool OutputText::isValidUtf8(const QByteArray &bytes)
{
    // Plain ASCII (the common case) needs no decoder. Eight bytes at a time: this runs over
    // every byte a stream carries.
    bool ascii = true;
    const char *p = bytes.constData();
    const char *end = p + bytes.size();
    for (; end - p >= 8; p += 8) {
        quint64 word;
        std::memcpy(&word, p, 8);
        if (word & 0x8080808080808080ull) {
            ascii = false;
            break;
        }
    }
    for (; ascii && p < end; ++p) {
        if (static_cast<unsigned char>(*p) >= 0x80)
            ascii = false;
    }
    if (ascii)
        return true;
    QStringDecoder decoder(QStringDecoder::Utf8,
                           QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
    const QString text = decoder.decode(bytes);
    Q_UNUSED(text)
    return !decoder.hasError();
}

void OutputText::put(QJsonObject &object, const QString &key, const QByteArray &bytes)
{
    object.insert(key, QString::fromUtf8(bytes));
    if (!isValidUtf8(bytes))
        object.insert(key + QStringLiteral("Base64"), QString::fromLatin1(bytes.toBase64()));
}

QByteArray OutputText::get(const QJsonObject &object, const QString &key)
{
    const QJsonValue base64 = object.value(key + QStringLiteral("Base64"));
    if (base64.isString())
        return QByteArray::fromBase64(base64.toString().toLatin1());
    return object.value(key).toString().toUtf8();
}

} // namespace sandman
