// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QProcessEnvironment>
#include <QStringList>

namespace sandman {

// The environment an isolated sandbox starts from: not the host's, which holds credentials
// (GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY…) and pointers to the desktop session, but a short
// allowlist (PATH, HOME, USER, LOGNAME, SHELL, LANG, LC_*, TZ, TERM) plus the variables the user
// passes on purpose (sandman-agent --pass-env NAME).
class SandboxEnvironment
{
public:
    static bool isAllowed(const QString &name);
    // The variables of `host` that go in, with HOME, USER and LOGNAME as the sandbox sees them.
    static QProcessEnvironment build(const QProcessEnvironment &host, const QStringList &passed,
                                     const QString &home, const QString &user);
    // "NAME=value" entries for execve.
    static QStringList toEntries(const QProcessEnvironment &environment);
};

} // namespace sandman
