// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QByteArrayView>

namespace sandman {

class HttpUpgradeRequest;
struct HttpRequest;

// The agent's access token (DESIGN.md §3): how it is generated, presented and compared.
class AccessToken
{
public:
    // 32 random bytes from the system CSPRNG, base64url without padding (43 characters).
    static QByteArray generate();

    // Compares in constant time. Both sides are hashed first so that neither the position of
    // the first difference nor the length of the expected token leaks through timing. An empty
    // expected token never matches: an agent without a token refuses everyone.
    static bool matches(QByteArrayView expected, QByteArrayView presented);

    // The token a connecting client presented: "Authorization: Bearer <token>" on the upgrade
    // request, else the "access_token" query parameter (what browsers and the SDK's wsUrl use,
    // since browser WebSockets cannot set headers). Empty when none was presented.
    static QByteArray fromRequest(const HttpUpgradeRequest &request);
    // The same for a plain HTTP request.
    static QByteArray fromRequest(const HttpRequest &request);
};

} // namespace sandman
