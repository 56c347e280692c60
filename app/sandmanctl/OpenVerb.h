// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Verb.h"

namespace sandman::ctl {

// open [ID]: the local sandbox's window raised on the session's tab (through WindowInstance),
// or `sandman --session ID` started when no window of the workspace runs.
class OpenVerb
{
public:
    static Verb verb();

private:
    static int run(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
};

} // namespace sandman::ctl
