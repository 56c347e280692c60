// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Verb.h"

namespace sandman::ctl {

// ps, kill, logs, wait and events: what runs in the sandbox and what happens there.
class ProcessVerbs
{
public:
    static QList<Verb> verbs();

private:
    static int ps(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
    static int kill(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
    static int logs(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
    static int wait(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
    static int events(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
};

} // namespace sandman::ctl
