// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Verb.h"

namespace sandman::ctl {

// ls, new-session, rm-session and env: the sandbox's sessions and their environment.
class SessionVerbs
{
public:
    static QList<Verb> verbs();

private:
    static int list(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
    static int create(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
    static int remove(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
    static int env(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
};

} // namespace sandman::ctl
