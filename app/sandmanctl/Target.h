// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "GlobalOptions.h"

#include <QByteArray>
#include <QString>
#include <QUrl>

#include <memory>

class QObject;

namespace sandman::ctl {

// Where a verb goes: the agent's /ws URL and its token, found as the window finds them.
struct Target {
    QUrl url;
    QByteArray token;
    QString name; // for messages
    bool local = false;
    // What the URL needs while it is used (a cluster sandbox's port-forward).
    std::shared_ptr<QObject> keepAlive;

    // --sandbox empty or "local": the local sandbox from its runtime file, started (detached, as
    // the window starts it) when it does not run; a ws(s):// or http(s):// URL; or the name (or
    // host:port) of a remote the window saved. Tokens: --token-file, else the keyring. Throws
    // CtlError.
    static Target resolve(const GlobalOptions &options);

private:
    static Target localSandbox(const GlobalOptions &options);
    static QByteArray keyringToken(const QUrl &url);
};

} // namespace sandman::ctl
