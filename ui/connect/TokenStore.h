// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

#include <functional>

namespace sandman {

// Keeps agent access tokens in the system keyring (QtKeychain) when it is available. Without a
// keyring, tokens are never written to disk in plain text: they are simply not remembered.
class TokenStore : public QObject
{
    Q_OBJECT
public:
    explicit TokenStore(QObject *parent = nullptr);

    static bool isAvailable();

    // Callbacks run on this object's thread; ok=false with a readable reason on failure.
    void store(const QString &url, const QString &token, std::function<void(bool ok, QString error)> done);
    void load(const QString &url, std::function<void(bool ok, QString token, QString error)> done);
    void remove(const QString &url);

private:
    static QString keyFor(const QString &url);
};

} // namespace sandman
