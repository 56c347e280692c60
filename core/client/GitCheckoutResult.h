// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman {

// gitCheckout result.
struct GitCheckoutResult {
    QString repoUrl;
    QString branch;
    QString targetDir;
};

} // namespace sandman
