// SPDX-License-Identifier: Apache-2.0
#include "SessionVerbs.h"

#include "Arguments.h"
#include "Await.h"
#include "CheckpointVerbs.h"
#include "Context.h"
#include "Table.h"
#include "client/SandboxClient.h"
#include "client/SavedRemotes.h"
#include "engine/ShellQuote.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sandman::ctl {

namespace {
QString timeoutText(qint64 ms)
{
    if (ms <= 0)
        return QStringLiteral("-");
    if (ms % 1000)
        return QStringLiteral("%1ms").arg(ms);
    return QStringLiteral("%1s").arg(ms / 1000);
}

QJsonObject sessionJson(const SessionInfo &session)
{
    return {{QStringLiteral("id"), session.id},
            {QStringLiteral("cwd"), session.cwd},
            {QStringLiteral("commandTimeoutMs"), session.commandTimeoutMs},
            {QStringLiteral("busy"), session.busy},
            {QStringLiteral("pendingCommands"), session.pendingCommands},
            {QStringLiteral("shellPid"), session.shellPid},
            {QStringLiteral("createdAt"), session.createdAt},
            {QStringLiteral("restored"), session.restored}};
}

// The sandboxes a verb can reach: the local one and the remotes the window saved.
int listSandboxes(const GlobalOptions &options)
{
    const QList<SavedRemote> remotes = SavedRemotes::load();
    if (options.json()) {
        QJsonArray array{QJsonObject{{QStringLiteral("name"), QStringLiteral("local")},
                                     {QStringLiteral("url"), QString()}}};
        for (const SavedRemote &remote : remotes)
            array.append(QJsonObject{{QStringLiteral("name"), remote.name},
                                     {QStringLiteral("url"), remote.url.toString()}});
        Context::outJson(array);
        return Ok;
    }
    Table table({QCoreApplication::translate("sandmanctl", "name"),
                 QCoreApplication::translate("sandmanctl", "url")});
    table.addRow({QStringLiteral("local"), QCoreApplication::translate("sandmanctl", "(the local sandbox)")});
    for (const SavedRemote &remote : remotes)
        table.addRow({remote.name, remote.url.toString()});
    Context::out(table.text().toUtf8());
    return Ok;
}
} // namespace

QList<Verb> SessionVerbs::verbs()
{
    const QCommandLineOption envOption(
        QStringLiteral("env"),
        QCoreApplication::translate("sandmanctl", "Set this variable in the new session (repeatable)."),
        QStringLiteral("K=V"));
    const QCommandLineOption cwdOption(
        QStringLiteral("cwd"),
        QCoreApplication::translate("sandmanctl", "Working directory of the new session."),
        QStringLiteral("dir"));
    const QCommandLineOption timeoutOption(
        QStringLiteral("timeout"),
        QCoreApplication::translate("sandmanctl", "Default command timeout of the new session (e.g. 30s)."),
        QStringLiteral("duration"));
    return {
        {QStringLiteral("ls"),
         QStringLiteral("[sessions|terminals|processes|checkpoints|sandboxes]"),
         QCoreApplication::translate(
             "sandmanctl",
             "List the sandbox's sessions, terminals, background processes or checkpoints, or the "
             "sandboxes."),
         {},
         &SessionVerbs::list,
         0,
         1},
        {QStringLiteral("new-session"),
         QStringLiteral("[ID]"),
         QCoreApplication::translate("sandmanctl",
                                     "Create a session (a persistent shell with its own environment)."),
         {envOption, cwdOption, timeoutOption},
         &SessionVerbs::create,
         0,
         1},
        {QStringLiteral("rm-session"),
         QStringLiteral("ID…"),
         QCoreApplication::translate("sandmanctl", "Delete sessions, ending their commands and processes."),
         {},
         &SessionVerbs::remove,
         1,
         -1},
        {QStringLiteral("env"),
         QStringLiteral("ID [list | set K=V… | unset K…]"),
         QCoreApplication::translate("sandmanctl", "Show or change a session's environment variables."),
         {},
         &SessionVerbs::env,
         1,
         -1},
    };
}

int SessionVerbs::list(Context &context, const QCommandLineParser &, const QStringList &arguments)
{
    const QString what = arguments.value(0, QStringLiteral("sessions"));
    const bool json = context.options().json();
    if (what == QLatin1String("sandboxes"))
        return listSandboxes(context.options());
    if (what == QLatin1String("checkpoints"))
        return CheckpointVerbs::list(context);
    SandboxClient *client = context.client();
    if (what == QLatin1String("sessions")) {
        const QList<SessionInfo> sessions = await(client->listSessions());
        if (json) {
            QJsonArray array;
            for (const SessionInfo &session : sessions)
                array.append(sessionJson(session));
            Context::outJson(array);
            return Ok;
        }
        Table table({QCoreApplication::translate("sandmanctl", "id"),
                     QCoreApplication::translate("sandmanctl", "state"),
                     QCoreApplication::translate("sandmanctl", "timeout"),
                     QCoreApplication::translate("sandmanctl", "cwd")});
        for (const SessionInfo &session : sessions)
            table.addRow({session.id,
                          session.busy ? QCoreApplication::translate("sandmanctl", "running")
                                       : QCoreApplication::translate("sandmanctl", "idle"),
                          timeoutText(session.commandTimeoutMs), session.cwd});
        Context::out(table.text().toUtf8());
        return Ok;
    }
    if (what == QLatin1String("terminals")) {
        const QList<TerminalInfo> terminals = await(client->listTerminals());
        if (json) {
            QJsonArray array;
            for (const TerminalInfo &terminal : terminals)
                array.append(QJsonObject{{QStringLiteral("sessionId"), terminal.sessionId},
                                         {QStringLiteral("terminalId"), terminal.terminalId},
                                         {QStringLiteral("pid"), terminal.pid},
                                         {QStringLiteral("viewers"), terminal.viewers},
                                         {QStringLiteral("title"), terminal.title},
                                         {QStringLiteral("foreground"), terminal.foreground},
                                         {QStringLiteral("origin"), terminal.origin}});
            Context::outJson(array);
            return Ok;
        }
        Table table({QCoreApplication::translate("sandmanctl", "session"),
                     QCoreApplication::translate("sandmanctl", "terminal"),
                     QCoreApplication::translate("sandmanctl", "pid"),
                     QCoreApplication::translate("sandmanctl", "viewers"),
                     QCoreApplication::translate("sandmanctl", "command"),
                     QCoreApplication::translate("sandmanctl", "title")});
        for (const TerminalInfo &terminal : terminals)
            table.addRow({terminal.sessionId, terminal.terminalId, QString::number(terminal.pid),
                          QString::number(terminal.viewers), terminal.foreground, terminal.title});
        Context::out(table.text().toUtf8());
        return Ok;
    }
    if (what == QLatin1String("processes")) {
        const QList<ProcessInfo> processes = await(client->listProcesses());
        if (json) {
            QJsonArray array;
            for (const ProcessInfo &process : processes) {
                QJsonObject object{
                    {QStringLiteral("id"), process.id},
                    {QStringLiteral("pid"), process.pid},
                    {QStringLiteral("command"), process.command},
                    {QStringLiteral("status"), process.status},
                    {QStringLiteral("sessionId"), process.sessionId},
                    {QStringLiteral("startTime"), process.startTime.toString(Qt::ISODateWithMs)}};
                if (process.exitCode)
                    object.insert(QStringLiteral("exitCode"), *process.exitCode);
                array.append(object);
            }
            Context::outJson(array);
            return Ok;
        }
        Table table({QCoreApplication::translate("sandmanctl", "id"),
                     QCoreApplication::translate("sandmanctl", "pid"),
                     QCoreApplication::translate("sandmanctl", "status"),
                     QCoreApplication::translate("sandmanctl", "exit"),
                     QCoreApplication::translate("sandmanctl", "session"),
                     QCoreApplication::translate("sandmanctl", "command")});
        for (const ProcessInfo &process : processes)
            table.addRow({process.id, QString::number(process.pid), process.status,
                          process.exitCode ? QString::number(*process.exitCode) : QStringLiteral("-"),
                          process.sessionId, process.command});
        Context::out(table.text().toUtf8());
        return Ok;
    }
    throw CtlError{
        Usage,
        QCoreApplication::translate(
            "sandmanctl",
            "ls lists sessions, terminals, processes, checkpoints or sandboxes, not \u201c%1\u201d")
            .arg(what)};
}

int SessionVerbs::create(Context &context, const QCommandLineParser &parser, const QStringList &arguments)
{
    SessionOptions options;
    options.id = arguments.value(0);
    options.env = Arguments::assignments(parser.values(QStringLiteral("env")), QStringLiteral("--env"));
    options.cwd = parser.value(QStringLiteral("cwd"));
    if (parser.isSet(QStringLiteral("timeout")))
        options.commandTimeoutMs
            = Arguments::durationMs(parser.value(QStringLiteral("timeout")), QStringLiteral("--timeout"));
    const SessionInfo session = await(context.client()->createSession(options));
    if (context.options().json())
        Context::outJson(sessionJson(session));
    else
        Context::outLine(session.id);
    if (!session.note.isEmpty())
        Context::err(QStringLiteral("sandmanctl: %1\n").arg(session.note).toUtf8());
    return Ok;
}

int SessionVerbs::remove(Context &context, const QCommandLineParser &, const QStringList &arguments)
{
    SandboxClient *client = context.client();
    for (const QString &id : arguments)
        await(client->deleteSession(id));
    return Ok;
}

int SessionVerbs::env(Context &context, const QCommandLineParser &, const QStringList &arguments)
{
    const QString session = arguments.first();
    const QString action = arguments.value(1, QStringLiteral("list"));
    const QStringList items = arguments.mid(2);
    SandboxClient *client = context.client();
    if (action == QLatin1String("list")) {
        if (arguments.size() > 2)
            throw CtlError{Usage,
                           QCoreApplication::translate("sandmanctl", "env ID list takes no more arguments")};
        await(client->getSession(session)); // an unknown session is an error, not an empty list
        const QMap<QString, QString> env = await(client->getEnvVars(session));
        if (context.options().json()) {
            QJsonObject object;
            for (auto it = env.begin(); it != env.end(); ++it)
                object.insert(it.key(), it.value());
            Context::outJson(object);
            return Ok;
        }
        // NAME=value lines a shell reads back (values quoted when they need it).
        for (auto it = env.begin(); it != env.end(); ++it)
            Context::outLine(it.key() + QLatin1Char('=') + Arguments::shellWord(it.value()));
        return Ok;
    }
    EnvVarChanges changes;
    if (action == QLatin1String("set")) {
        const QMap<QString, QString> values = Arguments::assignments(items, QStringLiteral("env set"));
        for (auto it = values.begin(); it != values.end(); ++it)
            changes.insert(it.key(), it.value());
    } else if (action == QLatin1String("unset")) {
        for (const QString &name : items) {
            if (!ShellQuote::isValidEnvName(name))
                throw CtlError{
                    Usage,
                    QCoreApplication::translate("sandmanctl", "not a variable name: \u201c%1\u201d")
                        .arg(name)};
            changes.insert(name, std::nullopt);
        }
    } else {
        throw CtlError{
            Usage,
            QCoreApplication::translate("sandmanctl", "env takes list, set or unset, not \u201c%1\u201d")
                .arg(action)};
    }
    if (changes.isEmpty())
        throw CtlError{
            Usage,
            QCoreApplication::translate("sandmanctl", "env %1 needs at least one variable").arg(action)};
    await(client->getSession(session));
    await(client->setEnvVars(changes, session));
    return Ok;
}

} // namespace sandman::ctl
