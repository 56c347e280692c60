// SPDX-License-Identifier: Apache-2.0
// sandmanctl: Sandman from any terminal — sessions, exec, attach, events, and a tmux shim.
#include "CheckpointVerbs.h"
#include "Context.h"
#include "CopyVerb.h"
#include "CtlError.h"
#include "ExecVerb.h"
#include "GlobalOptions.h"
#include "OpenVerb.h"
#include "ProcessVerbs.h"
#include "SessionVerbs.h"
#include "SignalRelay.h"
#include "TerminalVerbs.h"
#include "TmuxShim.h"
#include "Verb.h"
#include "local/PollEventDispatcher.h"
#include "main/LanguageLoader.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

using namespace sandman;
using namespace sandman::ctl;

namespace {

// A command line prints its own one-line errors; Qt's warnings (TLS, sockets) would only be
// noise around them. SANDMANCTL_DEBUG=1 shows them.
void quietMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    static const bool debug = qEnvironmentVariableIntValue("SANDMANCTL_DEBUG") > 0;
    if (debug || type == QtFatalMsg)
        std::fprintf(stderr, "sandmanctl: %s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

QList<Verb> allVerbs()
{
    QList<Verb> verbs = SessionVerbs::verbs();
    verbs.append(ExecVerb::verb());
    verbs.append(TerminalVerbs::verbs());
    verbs.append(ProcessVerbs::verbs());
    verbs.append(CopyVerb::verb());
    verbs.append(CheckpointVerbs::verbs());
    verbs.append(OpenVerb::verb());
    verbs.append(TmuxShim::verbs());
    return verbs;
}

// The value of a global option given before the verb (--language must apply to --help).
QString earlyValue(const QStringList &arguments, const QString &name)
{
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--"))
            break;
        if (arguments[i] == QLatin1String("--") + name && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(QLatin1String("--") + name + QLatin1Char('=')))
            return arguments[i].mid(name.size() + 3);
    }
    return {};
}

// Where the verb is: the first argument that is neither an option nor a global option's value.
int verbIndex(const QStringList &arguments)
{
    static const QStringList withValue{QStringLiteral("-s"),           QStringLiteral("--sandbox"),
                                       QStringLiteral("--token-file"), QStringLiteral("--workspace"),
                                       QStringLiteral("-o"),           QStringLiteral("--output"),
                                       QStringLiteral("--language")};
    for (int i = 1; i < arguments.size(); ++i) {
        if (withValue.contains(arguments[i])) {
            ++i;
            continue;
        }
        if (!arguments[i].startsWith(QLatin1Char('-')))
            return i;
    }
    return -1;
}

QString overview(const QList<Verb> &verbs)
{
    QString text = QCoreApplication::translate("sandmanctl", "Usage: sandmanctl [options] VERB [arguments]")
        + QStringLiteral("\n")
        + QCoreApplication::translate("sandmanctl", "Drive Sandman's sandboxes from a terminal.")
        + QStringLiteral("\n\n") + QCoreApplication::translate("sandmanctl", "Verbs:") + QLatin1Char('\n');
    for (const Verb &verb : verbs)
        text += QStringLiteral("  %1 %2\n      %3\n").arg(verb.name, verb.syntax, verb.summary);
    QCommandLineParser parser;
    parser.addOptions(GlobalOptions::options());
    parser.addHelpOption();
    parser.addVersionOption();
    const QString options = parser.helpText();
    text += QLatin1Char('\n')
        + options.mid(options.indexOf(QLatin1Char('\n'), options.indexOf(QLatin1String("\n\n")) + 2) + 1);
    text += QLatin1Char('\n')
        + QCoreApplication::translate("sandmanctl",
                                      "\u201csandmanctl VERB --help\u201d describes a verb; man sandmanctl "
                                      "lists the exit statuses.")
        + QLatin1Char('\n');
    return text;
}

int runVerb(const Verb &verb, const QStringList &arguments, int index)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(verb.summary);
    parser.addOptions(GlobalOptions::options());
    parser.addOptions(verb.options);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QCoreApplication::translate("sandmanctl", "Show this help."));
    parser.addOption(help);
    parser.addPositionalArgument(verb.name, verb.summary, verb.name + QLatin1Char(' ') + verb.syntax);
    QStringList forParser = arguments;
    if (verb.raw)
        forParser = arguments.mid(0, index); // global options only; the rest is the verb's own
    else
        forParser.removeAt(index); // the verb itself
    if (!parser.parse(forParser))
        throw CtlError{Usage, QStringLiteral("%1 (sandmanctl %2 --help)").arg(parser.errorText(), verb.name)};
    if (parser.isSet(help) && !verb.raw) {
        QString text = parser.helpText();
        // Qt's first line names the program as typed and the verb after "[options]": write it as
        // the verb is used, in Qt's own (translated) words.
        // (Not literals here, so that lupdate leaves Qt's strings to Qt's catalogue.)
        const char *qtContext = "QCommandLineParser";
        const char *usageText = "Usage: %1";
        const char *optionsText = "[options]";
        const QString usage
            = QCoreApplication::translate(qtContext, usageText)
                  .arg(QStringLiteral("sandmanctl %1 %2 %3")
                           .arg(verb.name, QCoreApplication::translate(qtContext, optionsText), verb.syntax));
        text = usage.trimmed() + text.mid(text.indexOf(QLatin1Char('\n')));
        std::fputs(text.toUtf8().constData(), stdout);
        return Ok;
    }
    GlobalOptions global;
    QString error;
    if (!global.read(parser, &error))
        throw CtlError{Usage, error};
    const QStringList positional = verb.raw ? arguments.mid(index + 1) : parser.positionalArguments();
    if (positional.size() < verb.minArguments
        || (verb.maxArguments >= 0 && positional.size() > verb.maxArguments))
        throw CtlError{
            Usage,
            QCoreApplication::translate("sandmanctl", "usage: sandmanctl %1 %2").arg(verb.name, verb.syntax)};
    Context context(global);
    return verb.run(context, parser, positional);
}

} // namespace

int main(int argc, char *argv[])
{
    qInstallMessageHandler(quietMessages);
    // `attach` pays the event loop's wake-ups on every key and its echo (see PollEventDispatcher);
    // the window that `open` may start does not inherit the choice.
    PollEventDispatcher pollDispatcher;
    QCoreApplication app(argc, argv);
    pollDispatcher.release();
    // The window's names: the same settings (saved remotes, language) and data folders.
    QCoreApplication::setApplicationName(QStringLiteral("Sandman"));
    QCoreApplication::setOrganizationName(QStringLiteral("Sandman"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SANDMAN_VERSION));
    const QStringList arguments = QCoreApplication::arguments();

    LanguageLoader languages;
    languages.install(LanguageLoader::chooseLanguage(earlyValue(arguments, QStringLiteral("language"))));
    SignalRelay::instance();

    const QList<Verb> verbs = allVerbs();
    const int index = verbIndex(arguments);
    try {
        if (index < 0) {
            if (arguments.contains(QStringLiteral("--version")) || arguments.contains(QStringLiteral("-v"))) {
                std::printf("sandmanctl %s\n", SANDMAN_VERSION);
                return Ok;
            }
            const bool help
                = arguments.contains(QStringLiteral("--help")) || arguments.contains(QStringLiteral("-h"));
            std::fputs(overview(verbs).toUtf8().constData(), help ? stdout : stderr);
            return help ? Ok : Usage;
        }
        for (const Verb &verb : verbs) {
            if (verb.name == arguments[index])
                return runVerb(verb, arguments, index);
        }
        throw CtlError{Usage,
                       QCoreApplication::translate(
                           "sandmanctl", "unknown verb \u201c%1\u201d (sandmanctl --help lists them)")
                           .arg(arguments[index])};
    } catch (const CtlError &error) {
        if (!error.message.isEmpty())
            std::fprintf(stderr, "sandmanctl: %s\n", qPrintable(error.message));
        return error.code;
    }
}
