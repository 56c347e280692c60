// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>

// The entry point of the sandmanctl-keyring module (KeyringModule.cpp): the token the window
// saved in the keyring for url; false when there is none or no keyring.
using KeyringTokenFunction = bool (*)(const QString &url, QByteArray *token);
inline constexpr const char *kKeyringTokenSymbol = "sandmanctl_keyring_token";
