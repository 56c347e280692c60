// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QCommandLineParser;

namespace sandman {

// What `sandman` was asked to open at start: a terminal tab in a session (--session ID or
// --new-session [--cwd DIR]) that runs a command instead of a shell (-e COMMAND [ARGS…],
// everything after -e, as konsole and xterm take it), kept open after the command ends only
// with --hold. Parsing only; TerminalLauncher acts on it.
class LaunchOptions
{
    Q_DECLARE_TR_FUNCTIONS(sandman::LaunchOptions)
public:
    // The arguments QCommandLineParser should see: those before the first "-e"/"--execute"
    // (the program name included). What follows it is the command, into *command.
    static QStringList splitCommand(const QStringList &arguments, QStringList *command);
    // Declares --hold, --session, --new-session, --cwd and -e (for --help) on the parser.
    static void addOptions(QCommandLineParser *parser);
    // Reads the parsed options and the split-off command. False with *error for contradictory
    // or incomplete ones (the caller prints it and exits with status 2).
    bool read(const QCommandLineParser &parser, const QStringList &command, QString *error);

    // Whether a terminal tab is to be opened at start at all.
    bool opensTerminal() const
    {
        return newSession || !sessionId.isEmpty() || !command.isEmpty() || !cwd.isEmpty();
    }
    // The session to open the tab in when no new one is created.
    QString targetSession() const { return sessionId.isEmpty() ? QStringLiteral("default") : sessionId; }

    QStringList command; // empty: an interactive shell
    bool hold = false;
    QString sessionId; // --session
    bool newSession = false;
    QString cwd; // absolute (made so against the current directory)
};

} // namespace sandman
