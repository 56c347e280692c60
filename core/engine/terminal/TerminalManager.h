// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/EngineError.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QStringList>

#include <functional>
#include <optional>

namespace sandman {

class Sandbox;
class TerminalSession;

// The terminals of one sandbox, keyed by (session id, terminal id). Each is an interactive
// shell started with its session's current environment and cwd. A terminal lives until its
// shell exits or its session is deleted, whoever watches it. Lives on the sandbox's thread.
class TerminalManager : public QObject
{
    Q_OBJECT
public:
    // The id used when a client names no terminal: the SDK's one-terminal-per-session model.
    static QString defaultTerminalId() { return QStringLiteral("main"); }
    static constexpr int maxTerminals() { return 128; }

    // The sandbox's manager, created on first use as a child of the sandbox (so it is
    // destroyed, killing every terminal, with the sandbox) and wired to sessionDeleted.
    static TerminalManager *of(Sandbox *sandbox);

    // What a new terminal's shell inherits from its session.
    struct Launch {
        QProcessEnvironment environment;
        QString cwd;
    };
    // sessionId → its launch settings, or an error (NotFound for an unknown session).
    using LaunchResolver = std::function<EngineError(const QString &sessionId, Launch *launch)>;

    explicit TerminalManager(LaunchResolver resolver, QObject *parent = nullptr);
    ~TerminalManager() override;

    struct OpenResult {
        TerminalSession *terminal = nullptr;
        bool created = false;
        EngineError error;
    };
    // The terminal (sessionId, terminalId), started at the given size when it does not run
    // yet. An empty terminalId means defaultTerminalId(). Attaching is the caller's job.
    // shell: the program of a new terminal, which must be listed in /etc/shells (InvalidArgument
    // otherwise); empty → the default shell.
    // command: run this program (argv; found through the session's PATH) instead of a shell; a
    // running terminal of the same id is then Busy, never attached to in its place. cwd: where
    // a new terminal starts instead of the session's cwd (relative: to it; must exist).
    OpenResult open(const QString &sessionId, const QString &terminalId, int columns, int rows,
                    const QString &shell = {}, const QStringList &command = {}, const QString &cwd = {});
    // Whether path is a shell /etc/shells lists (shellsFile: for tests).
    static bool isListedShell(const QString &path, const QString &shellsFile = QStringLiteral("/etc/shells"));
    TerminalSession *terminal(const QString &sessionId, const QString &terminalId) const;
    // The exit code of a terminal that ended recently (the last exitedMemory() remembered),
    // for a viewer that comes back after its connection dropped.
    std::optional<int> exitCodeOf(const QString &sessionId, const QString &terminalId) const;
    static constexpr int exitedMemory() { return 256; }
    // Running terminals, of one session or (empty id) of all.
    QList<TerminalSession *> terminals(const QString &sessionId = {}) const;
    // Ends every terminal of the session (its session was deleted).
    void closeSession(const QString &sessionId, int graceMs = 1500);

    // The shell to run; default: $SANDMAN_TERMINAL_SHELL, else bash -i, else /bin/sh -i.
    void setShell(const QString &program, const QStringList &arguments);
    static EngineError validateTerminalId(const QString &id);

signals:
    void terminalStarted(const QString &sessionId, const QString &terminalId, qint64 pid);
    void terminalExited(const QString &sessionId, const QString &terminalId, int exitCode);

private:
    static QString key(const QString &sessionId, const QString &terminalId);

    LaunchResolver m_resolver;
    QHash<QString, TerminalSession *> m_terminals;
    QHash<QString, int> m_exitCodes; // of ended terminals, by key
    QList<QString> m_exitOrder; // keys of m_exitCodes, oldest first
    QString m_program;
    QStringList m_arguments;
};

} // namespace sandman
