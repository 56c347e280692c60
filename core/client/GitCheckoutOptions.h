// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <optional>

namespace sandman {

// gitCheckout options; every field optional.
struct GitCheckoutOptions {
    QString branch; // default: the remote's default branch
    QString targetDir; // default: <workspace>/<repository name>
    int depth = 0; // 0: full history
    std::optional<qint64> timeoutMs;
    QString sessionId; // whose env (PATH, credentials helpers) and cwd apply
};

} // namespace sandman
