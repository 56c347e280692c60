// SPDX-License-Identifier: Apache-2.0
#include "SandboxEnvironment.h"

#include <QSet>

namespace sandman {

bool SandboxEnvironment::isAllowed(const QString &name)
{
    static const QSet<QString> names{
        QStringLiteral("PATH"),     QStringLiteral("HOME"),  QStringLiteral("USER"),
        QStringLiteral("LOGNAME"),  QStringLiteral("SHELL"), QStringLiteral("LANG"),
        QStringLiteral("LANGUAGE"), QStringLiteral("TZ"),    QStringLiteral("TERM"),
    };
    return names.contains(name) || name.startsWith(QLatin1String("LC_"));
}

QProcessEnvironment SandboxEnvironment::build(const QProcessEnvironment &host, const QStringList &passed,
                                              const QString &home, const QString &user)
{
    QProcessEnvironment environment;
    const QStringList keys = host.keys();
    for (const QString &name : keys)
        if (isAllowed(name) || passed.contains(name))
            environment.insert(name, host.value(name));
    if (!environment.contains(QStringLiteral("PATH")))
        environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("USER"), user);
    environment.insert(QStringLiteral("LOGNAME"), user);
    return environment;
}

QStringList SandboxEnvironment::toEntries(const QProcessEnvironment &environment)
{
    QStringList entries;
    const QStringList keys = environment.keys();
    for (const QString &name : keys)
        entries << name + QLatin1Char('=') + environment.value(name);
    return entries;
}

} // namespace sandman
