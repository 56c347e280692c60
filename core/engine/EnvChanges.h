// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMap>
#include <QString>

#include <optional>

namespace sandman {

// setEnvVars input: a value sets the variable, std::nullopt unsets it.
using EnvChanges = QMap<QString, std::optional<QString>>;

} // namespace sandman
