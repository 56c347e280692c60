// SPDX-License-Identifier: Apache-2.0
#include "LaunchOptions.h"

#include <QCommandLineParser>
#include <QDir>

namespace sandman {

namespace {
const QString kHold = QStringLiteral("hold");
const QString kSession = QStringLiteral("session");
const QString kNewSession = QStringLiteral("new-session");
const QString kCwd = QStringLiteral("cwd");
const QString kExecute = QStringLiteral("execute");
} // namespace

QStringList LaunchOptions::splitCommand(const QStringList &arguments, QStringList *command)
{
    command->clear();
    // Not the program name, and not past "--" (after it everything is positional).
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--"))
            break;
        if (argument == QLatin1String("-e") || argument == QLatin1String("--execute")) {
            *command = arguments.mid(i + 1);
            // Still seen by the parser, so that "-e" with nothing after it is reported.
            return arguments.mid(0, i + 1);
        }
    }
    return arguments;
}

void LaunchOptions::addOptions(QCommandLineParser *parser)
{
    parser->addOption(QCommandLineOption(
        {QStringLiteral("e"), kExecute},
        tr("Run COMMAND with its arguments (everything after -e) in a terminal tab instead of a "
           "shell; Sandman quits when it ends, with its exit status.")));
    parser->addOption(QCommandLineOption(
        kHold, tr("With -e: keep the tab open when the command has ended (with its exit status).")));
    parser->addOption(QCommandLineOption(
        kSession,
        tr("Open a terminal tab in this session of the local sandbox (created when it does not exist)."),
        QStringLiteral("id")));
    parser->addOption(QCommandLineOption(
        kNewSession, tr("Create a new session of the local sandbox and open a terminal tab in it.")));
    parser->addOption(
        QCommandLineOption(kCwd, tr("The working directory of the new session, or of the terminal tab."),
                           QStringLiteral("dir")));
}

bool LaunchOptions::read(const QCommandLineParser &parser, const QStringList &commandArguments,
                         QString *error)
{
    *this = LaunchOptions();
    if (parser.isSet(kExecute) && commandArguments.isEmpty()) {
        *error = tr("-e needs a command to run");
        return false;
    }
    command = commandArguments;
    hold = parser.isSet(kHold);
    newSession = parser.isSet(kNewSession);
    sessionId = parser.value(kSession);
    if (parser.isSet(kSession) && sessionId.isEmpty()) {
        *error = tr("--session needs a session id");
        return false;
    }
    if (newSession && parser.isSet(kSession)) {
        *error = tr("--session and --new-session cannot be used together");
        return false;
    }
    if (hold && command.isEmpty()) {
        *error = tr("--hold only applies to a command started with -e");
        return false;
    }
    if (parser.isSet(kCwd)) {
        const QString dir = parser.value(kCwd);
        if (dir.isEmpty()) {
            *error = tr("--cwd needs a directory");
            return false;
        }
        cwd = QDir::cleanPath(QDir::current().absoluteFilePath(dir));
    }
    return true;
}

} // namespace sandman
