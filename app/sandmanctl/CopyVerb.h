// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Verb.h"

namespace sandman::ctl {

// cp SRC DST: files in and out of the sandbox, as docker cp and kubectl cp take them — the
// sandbox side is SESSION:PATH (relative paths from that session's cwd), "-" is stdin or
// stdout, and -r copies folders (empty ones included).
class CopyVerb
{
public:
    static Verb verb();

private:
    static int run(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
};

} // namespace sandman::ctl
