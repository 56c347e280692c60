// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "Verb.h"

namespace sandman::ctl {

// attach, send-text and capture: a session's terminals from this tty.
class TerminalVerbs
{
public:
    static QList<Verb> verbs();
    // "C-\", "ctrl-]", "^X" → the control byte; throws CtlError (Usage) for anything else.
    static char controlKey(const QString &text);

private:
    static int attach(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
    static int sendText(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
    static int capture(Context &context, const QCommandLineParser &parser, const QStringList &arguments);
};

} // namespace sandman::ctl
