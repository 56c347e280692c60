// SPDX-License-Identifier: Apache-2.0
#include "AccessToken.h"

#include "HttpRequest.h"
#include "HttpUpgradeRequest.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

#include <array>

namespace sandman {

QByteArray AccessToken::generate()
{
    std::array<quint32, 8> words;
    QRandomGenerator::system()->fillRange(words.data(), words.size());
    const QByteArray raw(reinterpret_cast<const char *>(words.data()), int(sizeof(words)));
    return raw.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

bool AccessToken::matches(QByteArrayView expected, QByteArrayView presented)
{
    if (expected.isEmpty())
        return false;
    const QByteArray a = QCryptographicHash::hash(expected, QCryptographicHash::Sha256);
    const QByteArray b = QCryptographicHash::hash(presented, QCryptographicHash::Sha256);
    // Accumulate every difference instead of returning early: the loop always runs 32 steps.
    unsigned char difference = 0;
    for (int i = 0; i < a.size(); ++i)
        difference |= static_cast<unsigned char>(a.at(i) ^ b.at(i));
    return difference == 0;
}

namespace {
QByteArray presentedToken(const QByteArray &authorizationHeader, const QUrlQuery &query)
{
    const QByteArray authorization = authorizationHeader.trimmed();
    static const QByteArray bearer = QByteArrayLiteral("bearer ");
    if (authorization.size() > bearer.size() && authorization.left(bearer.size()).toLower() == bearer)
        return authorization.mid(bearer.size()).trimmed();
    return query.queryItemValue(QStringLiteral("access_token"), QUrl::FullyDecoded).toUtf8();
}
} // namespace

QByteArray AccessToken::fromRequest(const HttpUpgradeRequest &request)
{
    return presentedToken(request.header("authorization"), request.query());
}

QByteArray AccessToken::fromRequest(const HttpRequest &request)
{
    return presentedToken(request.header("authorization"), request.query);
}

} // namespace sandman
