// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Verb.h"

namespace sandman::ctl {

// checkpoint, diff and restore: the workspace's checkpoints (README "Files and checkpoints")
// through CheckpointClient. An ID is a checkpoint when it is a number ("7"), else a command
// ("cmd-12", as the activity feed and `ls checkpoints` name it).
class CheckpointVerbs
{
public:
    static QList<Verb> verbs();
    // `ls checkpoints` and `checkpoint --list`.
    static int list(Context &context);

private:
    static int checkpoint(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
    static int diff(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
    static int restore(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
};

} // namespace sandman::ctl
