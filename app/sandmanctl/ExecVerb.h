// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Verb.h"

namespace sandman::ctl {

// exec ID -- COMMAND…: runs a command in a session's shell with its output streamed (stdout to
// stdout, stderr to stderr, as produced) and its exit status as ours; Ctrl-C cancels it in the
// sandbox (its whole process tree), a second Ctrl-C stops waiting.
class ExecVerb
{
public:
    static Verb verb();

private:
    static int run(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
};

} // namespace sandman::ctl
