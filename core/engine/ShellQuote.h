// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>

namespace sandman {

// Small helpers for talking to bash and validating what clients send.
class ShellQuote
{
public:
    // 'text' with every ' written as '\'' — exact for any bytes except NUL.
    static QByteArray quote(const QByteArray &text);
    static QByteArray quote(const QString &text) { return quote(text.toUtf8()); }
    // ^[A-Za-z_][A-Za-z0-9_]*$
    static bool isValidEnvName(const QString &name);
};

} // namespace sandman
