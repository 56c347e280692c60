// SPDX-License-Identifier: Apache-2.0
#include "ProcessVerbs.h"

#include "Arguments.h"
#include "Await.h"
#include "Context.h"
#include "Table.h"
#include "TerminalAccess.h"
#include "client/EventSubscription.h"
#include "client/ProcessLogStream.h"
#include "client/SandboxClient.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QThread>
#include <QTimer>

#include <csignal>
#include <limits>

namespace sandman::ctl {

namespace {
constexpr int kPollMs = 100;

// Sleeps in the event loop (Ctrl-C ends it with Interrupted).
void pause(int ms)
{
    QEventLoop loop;
    bool interrupted = false;
    QObject::connect(SignalRelay::instance(), &SignalRelay::interrupted, &loop, [&] {
        interrupted = true;
        loop.quit();
    });
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
    if (interrupted)
        throw CtlError{Interrupted, QCoreApplication::translate("sandmanctl", "interrupted")};
}

int signalNumber(const QString &name)
{
    static const QMap<QString, int> known{
        {QStringLiteral("TERM"), SIGTERM}, {QStringLiteral("KILL"), SIGKILL},
        {QStringLiteral("INT"), SIGINT},   {QStringLiteral("HUP"), SIGHUP},
        {QStringLiteral("STOP"), SIGSTOP}, {QStringLiteral("CONT"), SIGCONT},
        {QStringLiteral("QUIT"), SIGQUIT}, {QStringLiteral("USR1"), SIGUSR1},
        {QStringLiteral("USR2"), SIGUSR2}};
    QString key = name.toUpper();
    if (key.startsWith(QLatin1String("SIG")))
        key = key.mid(3);
    bool numeric = false;
    const int number = key.toInt(&numeric);
    if (numeric) {
        for (auto it = known.begin(); it != known.end(); ++it)
            if (it.value() == number)
                return number;
    }
    if (!known.contains(key))
        throw CtlError{Usage,
                       QCoreApplication::translate("sandmanctl",
                                                   "unknown signal \u201c%1\u201d (TERM, KILL, INT, HUP, "
                                                   "STOP, CONT, QUIT, USR1, USR2)")
                           .arg(name)};
    return known.value(key);
}

QString signalName(int number)
{
    switch (number) {
    case SIGKILL:
        return QStringLiteral("KILL");
    case SIGINT:
        return QStringLiteral("INT");
    case SIGHUP:
        return QStringLiteral("HUP");
    case SIGSTOP:
        return QStringLiteral("STOP");
    case SIGCONT:
        return QStringLiteral("CONT");
    case SIGQUIT:
        return QStringLiteral("QUIT");
    case SIGUSR1:
        return QStringLiteral("USR1");
    case SIGUSR2:
        return QStringLiteral("USR2");
    default:
        return QStringLiteral("TERM");
    }
}
} // namespace

QList<Verb> ProcessVerbs::verbs()
{
    const QCommandLineOption timeout(
        QStringLiteral("timeout"),
        QCoreApplication::translate("sandmanctl", "Give up after this long (e.g. 30s)."),
        QStringLiteral("duration"), QStringLiteral("60s"));
    return {
        {QStringLiteral("ps"),
         QString(),
         QCoreApplication::translate("sandmanctl", "List every process of the sandbox, parents first."),
         {},
         &ProcessVerbs::ps,
         0,
         0},
        {QStringLiteral("kill"),
         QStringLiteral("PROCESS|PID…"),
         QCoreApplication::translate("sandmanctl",
                                     "Signal background processes (by id, with their whole tree) or sandbox "
                                     "processes (by number)."),
         {{QStringLiteral("signal"), QCoreApplication::translate("sandmanctl", "The signal (default TERM)."),
           QStringLiteral("name"), QStringLiteral("TERM")}},
         &ProcessVerbs::kill,
         1,
         -1},
        {QStringLiteral("logs"),
         QStringLiteral("PROCESS"),
         QCoreApplication::translate("sandmanctl", "Print a background process's output."),
         {{{QStringLiteral("f"), QStringLiteral("follow")},
           QCoreApplication::translate("sandmanctl", "Keep printing until the process exits.")}},
         &ProcessVerbs::logs,
         1,
         1},
        {QStringLiteral("wait"),
         QStringLiteral("port N | file PATH | exit PROCESS | log PROCESS PATTERN | text ID [TERMINAL] TEXT"),
         QCoreApplication::translate(
             "sandmanctl",
             "Wait for a port to listen, a file to exist, a process to exit, or text in "
             "a log or a terminal."),
         {timeout},
         &ProcessVerbs::wait,
         2,
         4},
        {QStringLiteral("events"),
         QString(),
         QCoreApplication::translate("sandmanctl", "Print the sandbox's activity feed as JSON lines."),
         {{{QStringLiteral("f"), QStringLiteral("follow")},
           QCoreApplication::translate("sandmanctl", "Keep printing new events.")},
          {QStringLiteral("since"),
           QCoreApplication::translate("sandmanctl",
                                       "Start after this sequence number (resume where you left)."),
           QStringLiteral("seq")}},
         &ProcessVerbs::events,
         0,
         0},
    };
}

int ProcessVerbs::ps(Context &context, const QCommandLineParser &, const QStringList &)
{
    const QList<SystemProcessInfo> processes = await(context.client()->listSystemProcesses());
    if (context.options().json()) {
        QJsonArray array;
        for (const SystemProcessInfo &process : processes)
            array.append(QJsonObject{{QStringLiteral("pid"), process.pid},
                                     {QStringLiteral("ppid"), process.ppid},
                                     {QStringLiteral("user"), process.user},
                                     {QStringLiteral("state"), process.state},
                                     {QStringLiteral("rssBytes"), process.rssBytes},
                                     {QStringLiteral("cpuPercent"), process.cpuPercent},
                                     {QStringLiteral("sessionId"), process.sessionId},
                                     {QStringLiteral("command"), process.command}});
        Context::out(QJsonDocument(array).toJson());
        return Ok;
    }
    Table table({QStringLiteral("pid"), QStringLiteral("ppid"),
                 QCoreApplication::translate("sandmanctl", "state"), QStringLiteral("rss"),
                 QCoreApplication::translate("sandmanctl", "session"),
                 QCoreApplication::translate("sandmanctl", "command")});
    for (const SystemProcessInfo &process : processes)
        table.addRow({QString::number(process.pid), QString::number(process.ppid), process.state,
                      QStringLiteral("%1M").arg(double(process.rssBytes) / (1024 * 1024), 0, 'f', 1),
                      process.sessionId.isEmpty() ? QStringLiteral("-") : process.sessionId,
                      process.command});
    Context::out(table.text().toUtf8());
    return Ok;
}

int ProcessVerbs::kill(Context &context, const QCommandLineParser &parser, const QStringList &arguments)
{
    const int signal = signalNumber(parser.value(QStringLiteral("signal")));
    static const QRegularExpression number(QStringLiteral("^[0-9]+$"));
    SandboxClient *client = context.client();
    for (const QString &target : arguments) {
        if (number.match(target).hasMatch())
            await(client->signalSystemProcess(target.toLongLong(), signalName(signal)));
        else
            await(client->killProcess(target, signal));
    }
    return Ok;
}

int ProcessVerbs::logs(Context &context, const QCommandLineParser &parser, const QStringList &arguments)
{
    SandboxClient *client = context.client();
    if (!parser.isSet(QStringLiteral("follow"))) {
        const ProcessLogs logs = await(client->getProcessLogs(arguments.first()));
        Context::out(logs.stdoutData);
        Context::err(logs.stderrData);
        return Ok;
    }
    ProcessLogStream *stream = client->streamProcessLogs(arguments.first());
    stream->setRetainedOutputLimit(0);
    QEventLoop loop;
    std::optional<CtlError> failure;
    QObject::connect(stream, &ProcessLogStream::stdoutReceived, &loop,
                     [](const QByteArray &data) { Context::out(data); });
    QObject::connect(stream, &ProcessLogStream::stderrReceived, &loop,
                     [](const QByteArray &data) { Context::err(data); });
    QObject::connect(stream, &ProcessLogStream::failed, &loop,
                     [&](const SandboxError &error) { failure = errorFor(error); });
    QObject::connect(stream, &ProcessLogStream::finished, &loop, &QEventLoop::quit);
    QObject::connect(SignalRelay::instance(), &SignalRelay::interrupted, &loop, [&] {
        failure = CtlError{Interrupted, QCoreApplication::translate("sandmanctl", "interrupted")};
        loop.quit();
    });
    if (!stream->isFinished())
        loop.exec();
    if (failure)
        throw *failure;
    return Ok;
}

int ProcessVerbs::wait(Context &context, const QCommandLineParser &parser, const QStringList &arguments)
{
    const qint64 timeoutMs
        = Arguments::durationMs(parser.value(QStringLiteral("timeout")), QStringLiteral("--timeout"));
    const QString what = arguments.first();
    const QStringList rest = arguments.mid(1);
    SandboxClient *client = context.client();
    const QDeadlineTimer deadline(timeoutMs > 0 ? timeoutMs : -1);
    const auto timedOut = [&] {
        return CtlError{TimedOut,
                        QCoreApplication::translate("sandmanctl", "timed out waiting for %1 %2")
                            .arg(what, rest.join(QLatin1Char(' ')))};
    };
    const int callTimeout = timeoutMs > 0 ? int(timeoutMs) : std::numeric_limits<int>::max();
    if (what == QLatin1String("port") && rest.size() == 1) {
        const int port = Arguments::integer(rest.first(), QStringLiteral("port"), 1);
        if (port > 65535)
            throw CtlError{Usage, QCoreApplication::translate("sandmanctl", "no such port: %1").arg(port)};
        await(client->waitForPort(QString(), quint16(port), callTimeout));
        return Ok;
    }
    if (what == QLatin1String("exit") && rest.size() == 1) {
        const ProcessInfo info = await(client->waitForExit(rest.first(), callTimeout));
        return info.exitCode.value_or(0);
    }
    if (what == QLatin1String("log") && rest.size() == 2) {
        await(client->waitForLog(rest.at(0), rest.at(1), callTimeout));
        return Ok;
    }
    if (what == QLatin1String("file") && rest.size() == 1) {
        while (!await(client->exists(rest.first()))) {
            if (deadline.hasExpired())
                throw timedOut();
            pause(kPollMs);
        }
        return Ok;
    }
    if (what == QLatin1String("text") && (rest.size() == 2 || rest.size() == 3)) {
        const QString terminal = rest.size() == 3 ? rest.at(1) : QString();
        for (;;) {
            const QStringList lines = TerminalAccess::capture(client, rest.first(), terminal, -1);
            if (lines.join(QLatin1Char('\n')).contains(rest.last()))
                return Ok;
            if (deadline.hasExpired())
                throw timedOut();
            pause(kPollMs * 2);
        }
    }
    throw CtlError{
        Usage,
        QCoreApplication::translate("sandmanctl", "usage: sandmanctl wait %1")
            .arg(QStringLiteral("port N | file PATH | exit PROCESS | log PROCESS PATTERN | text ID "
                                "[TERMINAL] TEXT"))};
}

int ProcessVerbs::events(Context &context, const QCommandLineParser &parser, const QStringList &)
{
    const bool follow = parser.isSet(QStringLiteral("follow"));
    qint64 since = follow ? -1 : 0;
    if (parser.isSet(QStringLiteral("since"))) {
        bool ok = false;
        since = parser.value(QStringLiteral("since")).toLongLong(&ok);
        if (!ok || since < 0)
            throw CtlError{Usage,
                           QCoreApplication::translate("sandmanctl", "--since takes a sequence number")};
    }
    EventSubscription *subscription = context.client()->subscribeEvents(since);
    QEventLoop loop;
    std::optional<CtlError> failure;
    QObject::connect(subscription, &EventSubscription::eventReceived, &loop, [&](const QJsonObject &event) {
        Context::out(QJsonDocument(event).toJson(QJsonDocument::Compact) + '\n');
        // Without -f: what the feed holds up to now, then done.
        if (!follow && event.value(QStringLiteral("seq")).toInteger() >= subscription->historyEndSeq())
            loop.quit();
    });
    QObject::connect(subscription, &EventSubscription::subscribed, &loop, [&] {
        if (!follow && subscription->historyEndSeq() <= qMax<qint64>(since, subscription->lastSeq()))
            loop.quit(); // nothing (more) to replay
    });
    QObject::connect(subscription, &EventSubscription::behind, &loop, [](qint64 missed, qint64 firstSeq) {
        Context::err("sandmanctl: "
                     + QCoreApplication::translate("sandmanctl", "%1 events before %2 are no longer kept")
                           .arg(missed)
                           .arg(firstSeq)
                           .toUtf8()
                     + '\n');
    });
    QObject::connect(subscription, &EventSubscription::failed, &loop, [&](const SandboxError &error) {
        failure = errorFor(error);
        loop.quit();
    });
    QObject::connect(subscription, &EventSubscription::interrupted, &loop, [&] {
        failure = CtlError{
            Unreachable, QCoreApplication::translate("sandmanctl", "the connection to the sandbox was lost")};
        loop.quit();
    });
    QObject::connect(SignalRelay::instance(), &SignalRelay::interrupted, &loop, [&] {
        failure = CtlError{Interrupted, QCoreApplication::translate("sandmanctl", "interrupted")};
        loop.quit();
    });
    loop.exec();
    delete subscription;
    if (failure)
        throw *failure;
    return Ok;
}

} // namespace sandman::ctl
