// SPDX-License-Identifier: Apache-2.0
#include "TmuxShim.h"

#include "Arguments.h"
#include "AttachSession.h"
#include "Await.h"
#include "Context.h"
#include "TerminalAccess.h"
#include "TmuxKeys.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "protocol/TerminalRequest.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSysInfo>

#include <algorithm>
#include <unistd.h>

namespace sandman::ctl {

namespace {
// The version programs parse ("tmux 3.3a" is Debian 12's).
const char kVersion[] = "tmux 3.3a";

// Flags that take a value, per command (tmux's getopt strings, abridged to what tools use).
QString valueFlags(const QString &command)
{
    static const QHash<QString, QString> flags{
        {QStringLiteral("new-session"), QStringLiteral("scnxyFeft")},
        {QStringLiteral("split-window"), QStringLiteral("tcFelp")},
        {QStringLiteral("new-window"), QStringLiteral("tcFen")},
        {QStringLiteral("send-keys"), QStringLiteral("tN")},
        {QStringLiteral("capture-pane"), QStringLiteral("tSEb")},
        {QStringLiteral("list-panes"), QStringLiteral("tFf")},
        {QStringLiteral("list-sessions"), QStringLiteral("Ff")},
        {QStringLiteral("list-windows"), QStringLiteral("tFf")},
        {QStringLiteral("has-session"), QStringLiteral("t")},
        {QStringLiteral("kill-pane"), QStringLiteral("t")},
        {QStringLiteral("kill-session"), QStringLiteral("t")},
        {QStringLiteral("display-message"), QStringLiteral("tcdF")},
        {QStringLiteral("select-pane"), QStringLiteral("tTP")},
        {QStringLiteral("select-window"), QStringLiteral("t")},
        {QStringLiteral("select-layout"), QStringLiteral("t")},
        {QStringLiteral("set-option"), QStringLiteral("t")},
        {QStringLiteral("set-window-option"), QStringLiteral("t")},
        {QStringLiteral("resize-pane"), QStringLiteral("txy")},
        {QStringLiteral("rename-window"), QStringLiteral("t")},
        {QStringLiteral("attach-session"), QStringLiteral("tcf")},
        {QStringLiteral("refresh-client"), QStringLiteral("tCfAB")},
    };
    return flags.value(command);
}

QString canonicalName(const QString &name)
{
    static const QHash<QString, QString> aliases{
        {QStringLiteral("new"), QStringLiteral("new-session")},
        {QStringLiteral("splitw"), QStringLiteral("split-window")},
        {QStringLiteral("neww"), QStringLiteral("new-window")},
        {QStringLiteral("send"), QStringLiteral("send-keys")},
        {QStringLiteral("capturep"), QStringLiteral("capture-pane")},
        {QStringLiteral("lsp"), QStringLiteral("list-panes")},
        {QStringLiteral("ls"), QStringLiteral("list-sessions")},
        {QStringLiteral("lsw"), QStringLiteral("list-windows")},
        {QStringLiteral("has"), QStringLiteral("has-session")},
        {QStringLiteral("killp"), QStringLiteral("kill-pane")},
        {QStringLiteral("display"), QStringLiteral("display-message")},
        {QStringLiteral("selectp"), QStringLiteral("select-pane")},
        {QStringLiteral("selectw"), QStringLiteral("select-window")},
        {QStringLiteral("selectl"), QStringLiteral("select-layout")},
        {QStringLiteral("set"), QStringLiteral("set-option")},
        {QStringLiteral("setw"), QStringLiteral("set-window-option")},
        {QStringLiteral("resizep"), QStringLiteral("resize-pane")},
        {QStringLiteral("renamew"), QStringLiteral("rename-window")},
        {QStringLiteral("attach"), QStringLiteral("attach-session")},
        {QStringLiteral("a"), QStringLiteral("attach-session")},
        {QStringLiteral("refresh"), QStringLiteral("refresh-client")},
    };
    return aliases.value(name, name);
}

CtlError tmuxError(const QString &message)
{
    return CtlError{Failed, message}; // tmux says what is wrong and exits 1
}

QString quoteForShell(const QString &text)
{
    return QStringLiteral("'") + QString(text).replace(QStringLiteral("'"), QStringLiteral("'\\''"))
        + QStringLiteral("'");
}
} // namespace

QList<Verb> TmuxShim::verbs()
{
    Verb shim{QStringLiteral("tmux-shim"),
              QStringLiteral("DIR"),
              QCoreApplication::translate(
                  "sandmanctl",
                  "Write a \u201ctmux\u201d into DIR that runs tmux commands as terminals of "
                  "Sandman sessions (put DIR first on PATH)."),
              {},
              &TmuxShim::writeShim,
              1,
              1};
    Verb tmux{QStringLiteral("tmux"),
              QStringLiteral("COMMAND [ARGUMENTS]"),
              QCoreApplication::translate("sandmanctl",
                                          "Run a tmux command against Sandman (what the shim calls)."),
              {},
              [](Context &context, const QCommandLineParser &, const QStringList &arguments) {
                  TmuxShim shim(context);
                  return shim.run(arguments);
              },
              0,
              -1};
    tmux.raw = true;
    return {shim, tmux};
}

int TmuxShim::writeShim(Context &context, const QCommandLineParser &, const QStringList &arguments)
{
    const QString dir = QDir(arguments.first()).absolutePath();
    if (!QDir().mkpath(dir))
        throw CtlError{Failed, QCoreApplication::translate("sandmanctl", "cannot create %1").arg(dir)};
    // The sandbox and token of this call go into the shim, so that it reaches the same one.
    QString call = quoteForShell(QCoreApplication::applicationFilePath());
    const GlobalOptions &options = context.options();
    if (!options.sandbox.isEmpty())
        call += QStringLiteral(" --sandbox ") + quoteForShell(options.sandbox);
    if (!options.tokenFile.isEmpty())
        call += QStringLiteral(" --token-file ")
            + quoteForShell(QFileInfo(options.tokenFile).absoluteFilePath());
    if (!options.workspace.isEmpty())
        call += QStringLiteral(" --workspace ") + quoteForShell(QDir(options.workspace).absolutePath());
    QSaveFile file(QDir(dir).filePath(QStringLiteral("tmux")));
    if (!file.open(QIODevice::WriteOnly))
        throw CtlError{Failed, file.errorString()};
    file.write("#!/bin/sh\n# Written by sandmanctl tmux-shim: tmux commands run as Sandman terminals.\nexec "
               + call.toUtf8() + " tmux \"$@\"\n");
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                        | QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther
                        | QFileDevice::ExeOther);
    if (!file.commit())
        throw CtlError{Failed, file.errorString()};
    Context::outLine(QDir(dir).filePath(QStringLiteral("tmux")));
    return Ok;
}

TmuxShim::TmuxShim(Context &context)
    : m_context(context)
{ }

SandboxClient *TmuxShim::client()
{
    return m_context.client();
}

int TmuxShim::run(QStringList arguments)
{
    // Global flags: -V answers alone; the server and config ones mean nothing here.
    while (!arguments.isEmpty() && arguments.first().startsWith(QLatin1Char('-'))) {
        const QString flag = arguments.takeFirst();
        if (flag == QLatin1String("-V")) {
            Context::outLine(QString::fromLatin1(kVersion));
            return Ok;
        }
        if (flag == QLatin1String("-L") || flag == QLatin1String("-S") || flag == QLatin1String("-f")
            || flag == QLatin1String("-c") || flag == QLatin1String("-T")) {
            if (!arguments.isEmpty())
                arguments.removeFirst();
        }
    }
    if (arguments.isEmpty())
        arguments = {QStringLiteral("new-session")};
    int status = Ok;
    QStringList words;
    const auto flush = [&] {
        if (words.isEmpty())
            return;
        status = execute(parse(canonicalName(words.first()), words.mid(1)));
        words.clear();
    };
    for (const QString &word : std::as_const(arguments)) {
        if (word == QLatin1String(";")) {
            flush();
            if (status != Ok)
                return status;
        } else {
            // "a\;" is a literal ";" at the end of a word, as in tmux.
            words.append(word.endsWith(QLatin1String("\\;")) ? word.chopped(2) + QLatin1Char(';') : word);
        }
    }
    flush();
    return status;
}

TmuxShim::Command TmuxShim::parse(const QString &name, const QStringList &words)
{
    Command command;
    command.name = name;
    const QString withValue = valueFlags(name);
    int i = 0;
    for (; i < words.size(); ++i) {
        const QString &word = words[i];
        if (word == QLatin1String("--")) {
            ++i;
            break;
        }
        if (!word.startsWith(QLatin1Char('-')) || word.size() < 2)
            break;
        for (int c = 1; c < word.size(); ++c) {
            const QChar flag = word.at(c);
            if (withValue.contains(flag)) {
                QString value = word.mid(c + 1);
                if (value.isEmpty()) {
                    if (i + 1 >= words.size())
                        throw tmuxError(
                            QStringLiteral("command %1: -%2 expects an argument").arg(name, QString(flag)));
                    value = words[++i];
                }
                // Repeated -e K=V accumulate (NUL-separated).
                if (command.flags.contains(flag) && flag == QLatin1Char('e'))
                    value = command.flags.value(flag) + QChar(0) + value;
                command.flags.insert(flag, value);
                break;
            }
            command.flags.insert(flag, QString());
        }
    }
    command.arguments = words.mid(i);
    return command;
}

int TmuxShim::execute(const Command &command)
{
    const QString &name = command.name;
    if (name == QLatin1String("new-session"))
        return newSession(command);
    if (name == QLatin1String("split-window") || name == QLatin1String("new-window"))
        return splitWindow(command);
    if (name == QLatin1String("send-keys"))
        return sendKeys(command);
    if (name == QLatin1String("capture-pane"))
        return capturePane(command);
    if (name == QLatin1String("list-panes") || name == QLatin1String("list-windows"))
        return listPanes(command);
    if (name == QLatin1String("list-sessions"))
        return listSessions(command);
    if (name == QLatin1String("has-session"))
        return hasSession(command);
    if (name == QLatin1String("kill-pane"))
        return killPane(command);
    if (name == QLatin1String("kill-session") || name == QLatin1String("kill-server"))
        return killSession(command);
    if (name == QLatin1String("display-message"))
        return displayMessage(command);
    if (name == QLatin1String("attach-session"))
        return attach(command);
    if (name == QLatin1String("select-pane") || name == QLatin1String("select-window")) {
        resolve(command.value('t')); // an unknown target is still an error
        return Ok;
    }
    // Layout and options shape tmux's own screen; the window lays out Sandman's tabs itself.
    static const QStringList noOps{QStringLiteral("select-layout"),     QStringLiteral("set-option"),
                                   QStringLiteral("set-window-option"), QStringLiteral("resize-pane"),
                                   QStringLiteral("rename-window"),     QStringLiteral("refresh-client"),
                                   QStringLiteral("start-server")};
    if (noOps.contains(name))
        return Ok;
    throw tmuxError(
        QCoreApplication::translate("sandmanctl", "the Sandman tmux shim does not support \u201c%1\u201d")
            .arg(name));
}

QList<TmuxPane> TmuxShim::panes(bool refresh)
{
    if (m_listed && !refresh)
        return m_panes;
    m_panes.clear();
    for (const TerminalInfo &terminal : await(client()->listTerminals())) {
        const int number = TmuxPane::numberOf(terminal.terminalId);
        if (number < 0)
            continue;
        TmuxPane pane;
        pane.number = number;
        pane.session = terminal.sessionId;
        pane.pid = terminal.pid;
        pane.title = terminal.title;
        pane.foreground = terminal.foreground;
        m_panes.append(pane);
    }
    std::sort(m_panes.begin(), m_panes.end(),
              [](const TmuxPane &a, const TmuxPane &b) { return a.number < b.number; });
    QHash<QString, int> indexes;
    for (TmuxPane &pane : m_panes)
        pane.index = indexes[pane.session]++;
    m_listed = true;
    return m_panes;
}

QString TmuxShim::resolveSession(const QString &target)
{
    QString name = target;
    if (name.startsWith(QLatin1Char('=')))
        name.remove(0, 1);
    name = name.section(QLatin1Char(':'), 0, 0);
    if (name.startsWith(QLatin1Char('%')))
        return resolve(target).session;
    if (name.isEmpty())
        return resolve(QString()).session;
    for (const TmuxPane &pane : panes())
        if (pane.session == name)
            return name;
    throw tmuxError(QStringLiteral("can't find session: %1").arg(name));
}

TmuxPane TmuxShim::resolve(const QString &given)
{
    QString target = given;
    if (target.isEmpty())
        target = qEnvironmentVariable("TMUX_PANE");
    const QList<TmuxPane> all = panes();
    if (target.isEmpty()) {
        if (all.isEmpty())
            throw tmuxError(QStringLiteral("no server running"));
        return all.last(); // the newest, as tmux's most recent session
    }
    if (target.startsWith(QLatin1Char('%'))) {
        bool ok = false;
        const int number = target.mid(1).toInt(&ok);
        for (const TmuxPane &pane : all)
            if (ok && pane.number == number)
                return pane;
        throw tmuxError(QStringLiteral("can't find pane: %1").arg(target));
    }
    if (target.startsWith(QLatin1Char('=')))
        target.remove(0, 1);
    const QString session = target.section(QLatin1Char(':'), 0, 0);
    const QString windowPane = target.section(QLatin1Char(':'), 1);
    const QString paneIndex
        = windowPane.contains(QLatin1Char('.')) ? windowPane.section(QLatin1Char('.'), 1) : QString();
    const QString sessionName = session.isEmpty() ? resolve(QString()).session : session;
    for (const TmuxPane &pane : all) {
        if (pane.session != sessionName)
            continue;
        if (paneIndex.isEmpty() || pane.index == paneIndex.toInt())
            return pane;
    }
    throw tmuxError(paneIndex.isEmpty() ? QStringLiteral("can't find session: %1").arg(sessionName)
                                        : QStringLiteral("can't find pane: %1").arg(target));
}

QSize TmuxShim::paneSize(const TmuxPane &pane)
{
    if (!m_sizes.contains(pane.number))
        m_sizes.insert(pane.number, TerminalAccess::size(client(), pane.session, pane.terminalId()));
    return m_sizes.value(pane.number);
}

QString TmuxShim::expand(const QString &format, const TmuxPane &pane)
{
    static const QRegularExpression variable(
        QStringLiteral("#\\{(\\?)?([a-z_]+)(?:,([^,}]*),([^}]*))?\\}|#([SDPIW#])"));
    const auto value = [&](const QString &name) -> QString {
        if (name == QLatin1String("session_name") || name == QLatin1String("window_name")
            || name == QLatin1String("S"))
            return pane.session;
        if (name == QLatin1String("pane_id") || name == QLatin1String("D"))
            return pane.paneId();
        if (name == QLatin1String("pane_index") || name == QLatin1String("P"))
            return QString::number(pane.index);
        if (name == QLatin1String("window_index") || name == QLatin1String("I"))
            return QStringLiteral("0");
        if (name == QLatin1String("window_id"))
            return QStringLiteral("@0");
        if (name == QLatin1String("session_id"))
            return QStringLiteral("$") + pane.session;
        if (name == QLatin1String("pane_pid"))
            return QString::number(pane.pid);
        if (name == QLatin1String("pane_current_command"))
            return pane.foreground.isEmpty() ? QStringLiteral("bash")
                                             : pane.foreground.section(QLatin1Char(' '), 0, 0);
        if (name == QLatin1String("pane_title") || name == QLatin1String("W"))
            return pane.title;
        if (name == QLatin1String("pane_width"))
            return QString::number(paneSize(pane).width());
        if (name == QLatin1String("pane_height"))
            return QString::number(paneSize(pane).height());
        if (name == QLatin1String("pane_active"))
            return pane.index == 0 ? QStringLiteral("1") : QStringLiteral("0");
        if (name == QLatin1String("pane_dead"))
            return QStringLiteral("0");
        if (name == QLatin1String("session_windows"))
            return QStringLiteral("1");
        if (name == QLatin1String("window_panes")) {
            int count = 0;
            for (const TmuxPane &other : panes())
                count += other.session == pane.session;
            return QString::number(count);
        }
        if (name == QLatin1String("host"))
            return QSysInfo::machineHostName();
        if (name == QLatin1String("#"))
            return QStringLiteral("#");
        return {};
    };
    QString result;
    qsizetype at = 0;
    QRegularExpressionMatchIterator it = variable.globalMatch(format);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        result += format.mid(at, match.capturedStart() - at);
        if (!match.captured(5).isEmpty()) {
            result += value(match.captured(5));
        } else if (!match.captured(1).isEmpty()) {
            const QString v = value(match.captured(2));
            result += (!v.isEmpty() && v != QLatin1String("0")) ? match.captured(3) : match.captured(4);
        } else {
            result += value(match.captured(2));
        }
        at = match.capturedEnd();
    }
    return result + format.mid(at);
}

TmuxPane TmuxShim::openPane(const QString &session, const Command &command, QSize size)
{
    int next = 0;
    for (const TmuxPane &pane : panes(true))
        next = qMax(next, pane.number + 1);
    TerminalRequest request;
    request.sessionId = session;
    request.cols = size.width();
    request.rows = size.height();
    request.cwd = command.value('c');
    if (!command.arguments.isEmpty())
        request.command
            = {QStringLiteral("sh"), QStringLiteral("-c"), command.arguments.join(QLatin1Char(' '))};
    // Another shim may take the same number at the same moment: the agent's "created" says.
    for (int attempt = 0; attempt < 50; ++attempt, ++next) {
        request.terminalId = QStringLiteral("tmux-") + QString::number(next);
        TerminalStream *stream = nullptr;
        try {
            stream = TerminalAccess::open(client(), request);
        } catch (const CtlError &) {
            if (request.command.isEmpty())
                throw;
            continue; // RESOURCE_BUSY: that number runs another command
        }
        const bool created = stream->readyInfo().value(QStringLiteral("created")).toBool();
        TerminalAccess::closeFlushed(stream);
        if (!created)
            continue;
        for (const TmuxPane &pane : panes(true))
            if (pane.number == next)
                return pane;
        throw tmuxError(QStringLiteral("the new pane ended at once"));
    }
    throw tmuxError(QStringLiteral("cannot find a free pane number"));
}

int TmuxShim::newSession(const Command &command)
{
    QString name = command.value('s');
    const QList<TmuxPane> existing = panes();
    if (name.isEmpty()) {
        for (int n = 0;; ++n) {
            name = QString::number(n);
            if (std::none_of(existing.begin(), existing.end(),
                             [&](const TmuxPane &p) { return p.session == name; }))
                break;
        }
    } else if (std::any_of(existing.begin(), existing.end(),
                           [&](const TmuxPane &p) { return p.session == name; })) {
        if (command.has('A'))
            return attach(parse(QStringLiteral("attach-session"), {QStringLiteral("-t"), name}));
        throw tmuxError(QStringLiteral("duplicate session: %1").arg(name));
    }
    // The Sandman session may be there already (made by hand, or the default one).
    bool known = true;
    try {
        await(client()->getSession(name));
    } catch (const CtlError &error) {
        if (error.code != NotFound)
            throw;
        known = false;
    }
    if (!known) {
        SessionOptions options;
        options.id = name;
        options.cwd = command.value('c');
        if (command.has('e'))
            options.env = Arguments::assignments(command.value('e').split(QChar(0)), QStringLiteral("-e"));
        await(client()->createSession(options));
    }
    // A detached session's first pane is the whole -x × -y (tmux 3.3a).
    const QSize size(command.has('x') ? Arguments::integer(command.value('x'), QStringLiteral("-x"), 1) : 80,
                     command.has('y') ? Arguments::integer(command.value('y'), QStringLiteral("-y"), 1) : 24);
    const TmuxPane pane = openPane(name, command, size);
    if (command.has('P'))
        Context::outLine(
            expand(command.has('F') ? command.value('F') : QStringLiteral("#{session_name}:"), pane));
    if (!command.has('d') && ::isatty(STDIN_FILENO))
        return attach(parse(QStringLiteral("attach-session"), {QStringLiteral("-t"), pane.paneId()}));
    return Ok;
}

int TmuxShim::splitWindow(const Command &command)
{
    const TmuxPane target = resolve(command.value('t'));
    const TmuxPane pane = openPane(target.session, command, paneSize(target));
    if (command.has('P'))
        Context::outLine(expand(command.has('F')
                                    ? command.value('F')
                                    : QStringLiteral("#{session_name}:#{window_index}.#{pane_index}"),
                                pane));
    return Ok;
}

int TmuxShim::sendKeys(const Command &command)
{
    const TmuxPane pane = resolve(command.value('t'));
    QByteArray bytes;
    for (const QString &key : command.arguments)
        bytes += command.has('l') ? key.toUtf8() : TmuxKeys::bytes(key);
    if (!bytes.isEmpty())
        TerminalAccess::send(client(), pane.session, pane.terminalId(), bytes);
    return Ok;
}

int TmuxShim::capturePane(const Command &command)
{
    if (!command.has('p'))
        throw tmuxError(QCoreApplication::translate(
            "sandmanctl", "the Sandman tmux shim captures to stdout only (capture-pane -p)"));
    const TmuxPane pane = resolve(command.value('t'));
    // -S: negative lines reach into the history ("-" all of it); -E: the last line.
    const QString start = command.value('S');
    int scrollback = 0;
    if (start == QLatin1String("-"))
        scrollback = -1;
    else if (start.toInt() < 0)
        scrollback = -start.toInt();
    QStringList lines = TerminalAccess::capture(client(), pane.session, pane.terminalId(), scrollback);
    const int historyLines = int(lines.size()) - paneSize(pane).height();
    if (command.has('E') && command.value('E') != QLatin1String("-")) {
        const int end = historyLines + command.value('E').toInt(); // 0 is the screen's first row
        lines = lines.mid(0, qBound(0, end + 1, int(lines.size())));
    }
    if (!start.isEmpty() && start != QLatin1String("-") && start.toInt() > 0)
        lines = lines.mid(qMin(int(lines.size()), historyLines + start.toInt()));
    for (const QString &line : std::as_const(lines))
        Context::outLine(line);
    return Ok;
}

int TmuxShim::listPanes(const Command &command)
{
    const bool windows = command.name == QLatin1String("list-windows");
    QList<TmuxPane> shown;
    if (command.has('a')) {
        shown = panes();
    } else {
        const QString session = resolveSession(command.value('t'));
        for (const TmuxPane &pane : panes())
            if (pane.session == session && (!windows || shown.isEmpty()))
                shown.append(pane);
    }
    const QString format = command.has('F') ? command.value('F')
        : windows ? QStringLiteral("#{window_index}: #{session_name} (#{window_panes} panes)")
                  : QStringLiteral(
                      "#{pane_index}: [#{pane_width}x#{pane_height}] #{pane_id}#{?pane_active, (active),}");
    for (const TmuxPane &pane : std::as_const(shown))
        Context::outLine(expand(format, pane));
    return Ok;
}

int TmuxShim::listSessions(const Command &command)
{
    QStringList seen;
    const QList<TmuxPane> all = panes();
    if (all.isEmpty())
        throw tmuxError(QStringLiteral("no server running"));
    for (const TmuxPane &pane : all) {
        if (seen.contains(pane.session))
            continue;
        seen.append(pane.session);
        Context::outLine(expand(
            command.has('F') ? command.value('F') : QStringLiteral("#{session_name}: 1 windows"), pane));
    }
    return Ok;
}

int TmuxShim::hasSession(const Command &command)
{
    resolveSession(command.value('t'));
    return Ok;
}

int TmuxShim::killPane(const Command &command)
{
    const TmuxPane pane = resolve(command.value('t'));
    await(client()->closeTerminal(pane.session, pane.terminalId()));
    return Ok;
}

int TmuxShim::killSession(const Command &command)
{
    const bool server = command.name == QLatin1String("kill-server");
    const QString session = server ? QString() : resolveSession(command.value('t'));
    for (const TmuxPane &pane : panes())
        if (server || pane.session == session)
            await(client()->closeTerminal(pane.session, pane.terminalId()));
    return Ok;
}

int TmuxShim::displayMessage(const Command &command)
{
    const TmuxPane pane = resolve(command.value('t'));
    if (command.has('p'))
        Context::outLine(expand(command.arguments.join(QLatin1Char(' ')), pane));
    return Ok;
}

int TmuxShim::attach(const Command &command)
{
    const TmuxPane pane = resolve(command.value('t'));
    AttachSession::Options options;
    options.session = pane.session;
    options.terminal = pane.terminalId();
    options.readOnly = command.has('r');
    AttachSession session(client(), options);
    return session.run();
}

} // namespace sandman::ctl
