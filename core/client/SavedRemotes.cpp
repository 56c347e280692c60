// SPDX-License-Identifier: Apache-2.0
#include "SavedRemotes.h"

#include <QSettings>

namespace sandman {

QList<SavedRemote> SavedRemotes::load()
{
    QList<SavedRemote> remotes;
    QSettings settings;
    const int count = settings.beginReadArray(QStringLiteral("remotes"));
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        const QUrl url = settings.value(QStringLiteral("url")).toUrl();
        if (url.isValid())
            remotes.append({settings.value(QStringLiteral("name")).toString(), url});
    }
    settings.endArray();
    return remotes;
}

void SavedRemotes::save(const QList<SavedRemote> &remotes)
{
    QSettings settings;
    settings.beginWriteArray(QStringLiteral("remotes"), int(remotes.size()));
    for (int i = 0; i < remotes.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), remotes[i].name);
        settings.setValue(QStringLiteral("url"), remotes[i].url);
    }
    settings.endArray();
}

} // namespace sandman
