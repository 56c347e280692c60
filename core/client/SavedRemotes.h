// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>
#include <QUrl>

namespace sandman {

// The remote agents the window remembers (QSettings array "remotes": name and url; their
// tokens live in the keyring, never here), for the window and sandmanctl alike.
struct SavedRemote {
    QString name;
    QUrl url;
};

class SavedRemotes
{
public:
    // In saved order; entries without a valid url are skipped.
    static QList<SavedRemote> load();
    static void save(const QList<SavedRemote> &remotes);
};

} // namespace sandman
