// SPDX-License-Identifier: Apache-2.0
#include "ExecVerb.h"

#include "Arguments.h"
#include "Await.h"
#include "Context.h"
#include "SignalRelay.h"
#include "client/ExecStream.h"
#include "client/SandboxClient.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>

#include <optional>

namespace sandman::ctl {

Verb ExecVerb::verb()
{
    return {
        QStringLiteral("exec"),
        QStringLiteral("ID -- COMMAND…"),
        QCoreApplication::translate("sandmanctl",
                                    "Run a command in a session's shell; its output and exit status "
                                    "become sandmanctl's."),
        {{QStringLiteral("timeout"),
          QCoreApplication::translate("sandmanctl",
                                      "Kill the command after this long (e.g. 30s; 0: none). Default: "
                                      "the session's timeout."),
          QStringLiteral("duration")},
         {QStringLiteral("env"),
          QCoreApplication::translate("sandmanctl", "Set this variable for this command only (repeatable)."),
          QStringLiteral("K=V")},
         {QStringLiteral("cwd"),
          QCoreApplication::translate("sandmanctl", "Run the command in this directory."),
          QStringLiteral("dir")}},
        &ExecVerb::run,
        2,
        -1};
}

int ExecVerb::run(Context &context, const QCommandLineParser &parser, const QStringList &arguments)
{
    ExecOptions options;
    options.sessionId = arguments.first();
    options.env = Arguments::assignments(parser.values(QStringLiteral("env")), QStringLiteral("--env"));
    options.cwd = parser.value(QStringLiteral("cwd"));
    if (parser.isSet(QStringLiteral("timeout")))
        options.timeoutMs
            = Arguments::durationMs(parser.value(QStringLiteral("timeout")), QStringLiteral("--timeout"));
    const QString command = Arguments::shellCommand(arguments.mid(1));
    if (command.trimmed().isEmpty())
        throw CtlError{Usage, QCoreApplication::translate("sandmanctl", "exec needs a command after --")};

    SandboxClient *client = context.client();
    // The agent makes a session on first use (as the SDK expects); a typo here must not.
    if (options.sessionId != QLatin1String("default"))
        await(client->getSession(options.sessionId));

    ExecStream *stream = client->execStream(command, options);
    stream->setRetainedOutputLimit(0); // streamed through, never piled up
    QEventLoop loop;
    int status = Ok;
    bool cancelled = false;
    std::optional<CtlError> failure;
    QObject::connect(stream, &ExecStream::stdoutReceived, &loop, [&](const QByteArray &data) {
        try {
            Context::out(data);
        } catch (const CtlError &error) {
            failure = error;
            cancelled = true;
            stream->cancel(); // our reader went away: stop the command too
        }
    });
    QObject::connect(stream, &ExecStream::stderrReceived, &loop,
                     [](const QByteArray &data) { Context::err(data); });
    QObject::connect(stream, &ExecStream::completed, &loop, [&](int exitCode) {
        status = exitCode;
        if (stream->timedOut())
            failure = CtlError{
                TimedOut, QCoreApplication::translate("sandmanctl", "the command timed out and was killed")};
    });
    QObject::connect(stream, &ExecStream::failed, &loop, [&](const SandboxError &error) {
        if (!failure)
            failure = cancelled
                ? CtlError{Interrupted, QCoreApplication::translate("sandmanctl", "cancelled")}
                : errorFor(error);
    });
    QObject::connect(stream, &ExecStream::finished, &loop, &QEventLoop::quit);
    QObject::connect(SignalRelay::instance(), &SignalRelay::interrupted, &loop, [&] {
        if (cancelled) { // the second Ctrl-C: stop waiting for the cancellation
            failure = CtlError{Interrupted, QCoreApplication::translate("sandmanctl", "interrupted")};
            loop.quit();
            return;
        }
        cancelled = true;
        stream->cancel();
    });
    if (!stream->isFinished())
        loop.exec();
    if (failure)
        throw *failure;
    return status;
}

} // namespace sandman::ctl
