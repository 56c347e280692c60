// SPDX-License-Identifier: Apache-2.0
#include "TerminalVerbs.h"

#include "Arguments.h"
#include "AttachSession.h"
#include "Await.h"
#include "Context.h"
#include "CtlError.h"
#include "TerminalAccess.h"
#include "client/SandboxClient.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHostAddress>
#include <QRegularExpression>

namespace sandman::ctl {

QList<Verb> TerminalVerbs::verbs()
{
    return {
        {QStringLiteral("attach"),
         QStringLiteral("ID [TERMINAL]"),
         QCoreApplication::translate(
             "sandmanctl",
             "Attach this terminal to a session's terminal (started if it does not run); "
             "Ctrl-\\ detaches."),
         {{QStringLiteral("read-only"),
           QCoreApplication::translate("sandmanctl", "Watch only: send no input.")},
          {QStringLiteral("detach-key"),
           QCoreApplication::translate("sandmanctl", "The key that detaches (default C-\\)."),
           QStringLiteral("key"), QStringLiteral("C-\\")},
          {QStringLiteral("websocket"),
           QCoreApplication::translate("sandmanctl",
                                       "Relay through the agent's WebSocket even when the agent runs on "
                                       "this machine and could drive this terminal itself.")}},
         &TerminalVerbs::attach,
         1,
         2},
        {QStringLiteral("send-text"),
         QStringLiteral("ID [TERMINAL] TEXT"),
         QCoreApplication::translate("sandmanctl", "Type text into a running terminal of a session."),
         {{QStringLiteral("enter"),
           QCoreApplication::translate("sandmanctl", "Press Enter after the text.")}},
         &TerminalVerbs::sendText,
         2,
         3},
        {QStringLiteral("capture"),
         QStringLiteral("ID [TERMINAL]"),
         QCoreApplication::translate("sandmanctl", "Print what a running terminal shows."),
         {{QStringLiteral("scrollback"),
           QCoreApplication::translate("sandmanctl", "Also this many lines above the screen (-1: all kept)."),
           QStringLiteral("lines"), QStringLiteral("0")}},
         &TerminalVerbs::capture,
         1,
         2},
    };
}

char TerminalVerbs::controlKey(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^(?:[Cc]-|[Cc]trl-|\\^)(.)$"));
    const QRegularExpressionMatch match = pattern.match(text);
    const QChar key = match.hasMatch() ? match.captured(1).at(0).toUpper() : QChar();
    if (key.unicode() < 0x40 || key.unicode() > 0x5f)
        throw CtlError{Usage,
                       QCoreApplication::translate("sandmanctl",
                                                   "--detach-key takes a control key such as C-\\ or "
                                                   "C-], not \u201c%1\u201d")
                           .arg(text)};
    return char(key.unicode() & 0x1f);
}

int TerminalVerbs::attach(Context &context, const QCommandLineParser &parser, const QStringList &arguments)
{
    AttachSession::Options options;
    options.session = arguments.first();
    options.terminal = arguments.value(1);
    options.readOnly = parser.isSet(QStringLiteral("read-only"));
    options.detachKey = controlKey(parser.value(QStringLiteral("detach-key")));
    options.webSocketOnly = parser.isSet(QStringLiteral("websocket"));
    SandboxClient *client = context.client();
    const Target &target = context.target();
    options.token = target.token;
    const QString host = target.url.host();
    // A cluster sandbox's URL is loopback only for its port-forward: its agent is in a pod.
    options.loopback
        = !target.keepAlive && (host == QLatin1String("localhost") || QHostAddress(host).isLoopback());
    // The agent makes a session on first use; a mistyped id must not.
    if (options.session != QLatin1String("default"))
        await(client->getSession(options.session));
    AttachSession session(client, options);
    return session.run();
}

int TerminalVerbs::sendText(Context &context, const QCommandLineParser &parser, const QStringList &arguments)
{
    const QString terminal = arguments.size() == 3 ? arguments.at(1) : QString();
    QByteArray bytes = arguments.last().toUtf8();
    if (parser.isSet(QStringLiteral("enter")))
        bytes += '\r';
    TerminalAccess::send(context.client(), arguments.first(), terminal, bytes);
    return Ok;
}

int TerminalVerbs::capture(Context &context, const QCommandLineParser &parser, const QStringList &arguments)
{
    const int scrollback
        = Arguments::integer(parser.value(QStringLiteral("scrollback")), QStringLiteral("--scrollback"), -1);
    const QStringList lines
        = TerminalAccess::capture(context.client(), arguments.first(), arguments.value(1), scrollback);
    for (const QString &line : lines)
        Context::outLine(line);
    return Ok;
}

} // namespace sandman::ctl
