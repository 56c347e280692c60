// SPDX-License-Identifier: Apache-2.0
#include "CommandCatalog.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace sandman {

QStringList CommandCatalog::executablesOnPath(const QString &pathVariable)
{
    QSet<QString> seen;
    QStringList names;
    QSet<QString> visitedDirs;
    for (const QString &entry : pathVariable.split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
        if (!QDir::isAbsolutePath(entry))
            continue;
        const QString dir = QDir::cleanPath(entry);
        if (visitedDirs.contains(dir))
            continue;
        visitedDirs.insert(dir);
        // QDir::Files follows symbolic links (a dangling one is not a file); Executable checks
        // the permission of what they lead to.
        QDirIterator it(dir, QDir::Files | QDir::Executable | QDir::Hidden);
        while (it.hasNext()) {
            it.next();
            const QString name = it.fileName();
            if (!seen.contains(name)) {
                seen.insert(name);
                names.append(name);
            }
        }
    }
    std::sort(names.begin(), names.end());
    return names;
}

QString CommandCatalog::searchPath(const QProcessEnvironment &env)
{
    QString path = env.value(QStringLiteral("PATH"));
    if (path.isEmpty())
        path = QProcessEnvironment::systemEnvironment().value(QStringLiteral("PATH"));
    if (path.isEmpty())
        path = QStringLiteral("/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin");
    return path;
}

} // namespace sandman
