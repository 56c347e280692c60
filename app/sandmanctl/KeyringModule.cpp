// SPDX-License-Identifier: Apache-2.0
// sandmanctl-keyring: the keyring (QtKeychain, and through it D-Bus and libsecret) as a module
// sandmanctl loads only when a saved remote needs its token (Target::keyringToken): linked in,
// those libraries cost every run — a local exec too — their loading and relocation.
#include "KeyringModule.h"

#include "connect/TokenStore.h"

#include <QEventLoop>

extern "C" Q_DECL_EXPORT bool sandmanctl_keyring_token(const QString &url, QByteArray *token)
{
    using sandman::TokenStore;
    if (!TokenStore::isAvailable())
        return false;
    TokenStore store;
    QEventLoop loop;
    bool done = false;
    bool found = false;
    store.load(url, [&](bool ok, const QString &value, const QString &) {
        if (ok) {
            *token = value.toUtf8();
            found = true;
        }
        done = true;
        loop.quit();
    });
    if (!done)
        loop.exec();
    return found;
}
