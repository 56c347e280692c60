// SPDX-License-Identifier: Apache-2.0
#include "TerminalManager.h"

#include "PtyProcess.h"
#include "TerminalSession.h"
#include "engine/Sandbox.h"
#include "engine/session/ShellSession.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

namespace sandman {

namespace {
// How long opening a terminal may wait for an idle session's environment (~1 ms normally).
constexpr int kEnvironmentWaitMs = 250;
} // namespace

TerminalManager *TerminalManager::of(Sandbox *sandbox)
{
    if (auto *existing = sandbox->findChild<TerminalManager *>(QString(), Qt::FindDirectChildrenOnly))
        return existing;
    auto resolver = [sandbox](const QString &sessionId, Launch *launch) -> EngineError {
        // Created on first use like any call's session (and a fresh one for "no session").
        EngineError error;
        ShellSession *session = sandbox->sessionForCall(sessionId, &error);
        if (!session)
            return error;
        // Not a moment behind the session: a terminal opened right after an export sees it.
        session->refreshEnvironmentNow(kEnvironmentWaitMs);
        launch->environment = session->lastKnownEnvironment();
        if (launch->environment.isEmpty())
            launch->environment = sandbox->baseEnvironment();
        launch->cwd = session->lastKnownCwd();
        if (launch->cwd.isEmpty() || !QFileInfo(launch->cwd).isDir())
            launch->cwd = session->initialCwd();
        if (launch->cwd.isEmpty())
            launch->cwd = sandbox->workspace();
        return {};
    };
    auto *manager = new TerminalManager(std::move(resolver), sandbox);
    connect(sandbox, &Sandbox::sessionDeleted, manager,
            [manager](const QString &id) { manager->closeSession(id); });
    return manager;
}

TerminalManager::TerminalManager(LaunchResolver resolver, QObject *parent)
    : QObject(parent)
    , m_resolver(std::move(resolver))
{
    const QString configured = qEnvironmentVariable("SANDMAN_TERMINAL_SHELL");
    if (!configured.isEmpty()) {
        m_program = configured;
        m_arguments = {QStringLiteral("-i")};
    } else if (!QStandardPaths::findExecutable(QStringLiteral("bash")).isEmpty()) {
        m_program = QStandardPaths::findExecutable(QStringLiteral("bash"));
        m_arguments = {QStringLiteral("-i")};
    } else {
        m_program = QStringLiteral("/bin/sh");
        m_arguments = {QStringLiteral("-i")};
    }
}

TerminalManager::~TerminalManager()
{
    // Each TerminalSession (a child) kills its shell's whole session as it is destroyed.
    const auto terminals = m_terminals;
    m_terminals.clear();
    for (TerminalSession *terminal : terminals) {
        disconnect(terminal, nullptr, this, nullptr);
        delete terminal;
    }
}

void TerminalManager::setShell(const QString &program, const QStringList &arguments)
{
    m_program = program;
    m_arguments = arguments;
}

EngineError TerminalManager::validateTerminalId(const QString &id)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z0-9._-]{1,128}$"));
    if (!valid.match(id).hasMatch())
        return {EngineError::InvalidArgument,
                QStringLiteral("invalid terminal id (1-128 characters of A-Z a-z 0-9 . _ -)")};
    return {};
}

QString TerminalManager::key(const QString &sessionId, const QString &terminalId)
{
    return sessionId + QLatin1Char('\n') + terminalId;
}

TerminalSession *TerminalManager::terminal(const QString &sessionId, const QString &terminalId) const
{
    const QString id = terminalId.isEmpty() ? defaultTerminalId() : terminalId;
    return m_terminals.value(key(sessionId, id));
}

std::optional<int> TerminalManager::exitCodeOf(const QString &sessionId, const QString &terminalId) const
{
    const QString id = terminalId.isEmpty() ? defaultTerminalId() : terminalId;
    const auto it = m_exitCodes.constFind(key(sessionId, id));
    if (it == m_exitCodes.constEnd())
        return std::nullopt;
    return *it;
}

QList<TerminalSession *> TerminalManager::terminals(const QString &sessionId) const
{
    QList<TerminalSession *> result;
    for (TerminalSession *terminal : m_terminals) {
        if (sessionId.isEmpty() || terminal->sessionId() == sessionId)
            result.append(terminal);
    }
    return result;
}

bool TerminalManager::isListedShell(const QString &path, const QString &shellsFile)
{
    QFile file(shellsFile);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly))
        return false;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QByteArray entry = line.trimmed();
        if (!entry.startsWith('#') && !entry.isEmpty() && QFile::decodeName(entry) == path)
            return true;
    }
    return false;
}

TerminalManager::OpenResult TerminalManager::open(const QString &sessionId, const QString &terminalId,
                                                  int columns, int rows, const QString &shell,
                                                  const QStringList &command, const QString &cwd)
{
    OpenResult result;
    const QString id = terminalId.isEmpty() ? defaultTerminalId() : terminalId;
    if (EngineError error = validateTerminalId(id)) {
        result.error = error;
        return result;
    }
    // Only a real login shell: the option must not start arbitrary programs.
    if (!shell.isEmpty() && (!isListedShell(shell) || !QFileInfo(shell).isExecutable())) {
        result.error = {EngineError::InvalidArgument,
                        QStringLiteral("VALIDATION_FAILED: shell \"%1\" is not an installed shell listed in "
                                       "/etc/shells")
                            .arg(shell)};
        return result;
    }
    Launch launch;
    if (EngineError error = m_resolver(sessionId, &launch)) {
        result.error = error;
        return result;
    }
    if (TerminalSession *existing = m_terminals.value(key(sessionId, id))) {
        if (!command.isEmpty()) {
            result.error
                = {EngineError::Busy,
                   QStringLiteral("terminal \"%1\" of session \"%2\" is running already").arg(id, sessionId)};
            return result;
        }
        result.terminal = existing;
        return result;
    }
    if (!cwd.isEmpty()) {
        const QString dir = QDir(launch.cwd).absoluteFilePath(cwd);
        if (!QFileInfo(dir).isDir()) {
            result.error = {EngineError::InvalidArgument,
                            QStringLiteral("VALIDATION_FAILED: cwd \"%1\" is not a directory").arg(cwd)};
            return result;
        }
        launch.cwd = QDir::cleanPath(dir);
    }
    QString program;
    if (!command.isEmpty()) {
        program = command.constFirst();
        // The session's PATH, not the agent's: the command is what a shell of it would run.
        if (!program.contains(QLatin1Char('/'))) {
            const QString path
                = launch.environment.value(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
            program
                = QStandardPaths::findExecutable(program, path.split(QLatin1Char(':'), Qt::SkipEmptyParts));
        } else {
            program = QDir(launch.cwd).absoluteFilePath(program);
        }
        if (program.isEmpty() || !QFileInfo(program).isExecutable() || QFileInfo(program).isDir()) {
            result.error
                = {EngineError::NotFound, QStringLiteral("command not found: %1").arg(command.constFirst())};
            return result;
        }
    }
    if (m_terminals.size() >= maxTerminals()) {
        result.error
            = {EngineError::Busy, QStringLiteral("too many terminals (at most %1)").arg(maxTerminals())};
        return result;
    }

    QProcessEnvironment env = launch.environment;
    env.insert(QStringLiteral("TERM"), QStringLiteral("xterm-256color"));
    env.insert(QStringLiteral("COLORTERM"), QStringLiteral("truecolor"));
    env.insert(QStringLiteral("PWD"), launch.cwd);
    // The window title says where the shell is (bash sets none unless a .bashrc asks), so
    // that viewers can title their tabs; a PROMPT_COMMAND of the session's own wins.
    if (!env.contains(QStringLiteral("PROMPT_COMMAND")))
        env.insert(QStringLiteral("PROMPT_COMMAND"),
                   QStringLiteral(R"(printf '\033]0;%s\007' "${PWD/#$HOME/\~}")"));
    // Sizes come from the pty (TIOCGWINSZ); stale values from the session would win over it.
    env.remove(QStringLiteral("COLUMNS"));
    env.remove(QStringLiteral("LINES"));
    env.remove(QStringLiteral("OLDPWD"));

    PtyProcess::Options options;
    if (!command.isEmpty()) {
        options.program = program;
        options.arguments = command.mid(1);
    } else {
        options.program = shell.isEmpty() ? m_program : shell;
        options.arguments = shell.isEmpty() ? m_arguments : QStringList{QStringLiteral("-i")};
    }
    options.environment = env.toStringList();
    options.workingDirectory = launch.cwd;
    options.columns = columns;
    options.rows = rows;

    auto *terminal = new TerminalSession(id, sessionId, this);
    terminal->setOpenedBy(EventOrigin::current());
    QString error;
    if (!terminal->start(options, &error)) {
        delete terminal;
        result.error = {EngineError::Internal, QStringLiteral("cannot start the terminal: %1").arg(error)};
        return result;
    }
    const QString mapKey = key(sessionId, id);
    m_terminals.insert(mapKey, terminal);
    if (m_exitCodes.remove(mapKey))
        m_exitOrder.removeOne(mapKey);
    connect(terminal, &TerminalSession::exited, this, [this, terminal, mapKey, sessionId, id](int code) {
        // Forget it at once (a new open() with the same id starts a fresh shell) but delete
        // it later: its viewers are being notified right now.
        if (m_terminals.value(mapKey) == terminal) {
            m_terminals.remove(mapKey);
            if (!m_exitCodes.contains(mapKey))
                m_exitOrder.append(mapKey);
            m_exitCodes.insert(mapKey, code);
            if (m_exitOrder.size() > exitedMemory())
                m_exitCodes.remove(m_exitOrder.takeFirst());
        }
        terminal->deleteLater();
        emit terminalExited(sessionId, id, code);
    });
    result.terminal = terminal;
    result.created = true;
    emit terminalStarted(sessionId, id, terminal->pid());
    return result;
}

void TerminalManager::closeSession(const QString &sessionId, int graceMs)
{
    for (TerminalSession *terminal : terminals(sessionId))
        terminal->terminate(graceMs);
}

} // namespace sandman
