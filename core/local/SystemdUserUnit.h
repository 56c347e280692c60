// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace sandman {

// The local agent as an instance of the systemd user unit sandman-agent@.service (shipped in
// resources/systemd): where a user manager runs, the window starts the agent through it, so that
// the agent and everything in its sandbox live in a cgroup of their own, outside the window's
// session, and `systemctl --user stop` ends all of it. Everything here speaks to systemctl.
class SystemdUserUnit
{
public:
    // The instance of a workspace's key, e.g. sandman-agent@0123456789abcdef.service.
    explicit SystemdUserUnit(const QString &workspaceKey);

    QString name() const { return m_name; }

    // A user manager answers here: its private socket in $XDG_RUNTIME_DIR/systemd/ exists and
    // systemctl is on PATH (a stat and a PATH search: no process started).
    static bool isManagerReachable();
    // $XDG_RUNTIME_DIR/sandman: the only folder the unit's %t/sandman paths name; empty without
    // a runtime dir.
    static QString runtimeDir();

    // The unit's EnvironmentFile= (%t/sandman/agent-KEY.env): `variables` first, then the
    // environment entries ("NAME=value") that systemd can carry and that are not its own to set.
    // 0600, written atomically.
    static bool writeEnvironmentFile(const QString &path, const QMap<QString, QString> &variables,
                                     const QStringList &environment, QString *error);
    // The unit's own variables (its ExecStart= arguments), which the agent drops from its
    // environment so that its sessions do not inherit them.
    static void forgetUnitVariables();
    // One value as systemd's EnvironmentFile= reads it back unchanged.
    static QByteArray quoted(const QString &value);

    // `systemctl --user start`: returns once the agent has been executed. Where the manager
    // knows no such unit (a window run from its build tree, or installed under a prefix the
    // manager does not search), the shipped unit is installed as the user's own first.
    bool start(QString *error, int timeoutMs) const;
    // Where a user's own template goes: $XDG_DATA_HOME/systemd/user/sandman-agent@.service.
    static QString userUnitPath();
    // The agent's pid (the unit's MainPID), 0 when it does not run.
    qint64 mainPid(QString *error, int timeoutMs) const;
    // `systemctl --user stop`: returns once the unit's processes are gone.
    bool stop(QString *error, int timeoutMs) const;

private:
    bool installUserUnit(QString *error, int timeoutMs) const;
    bool systemctl(const QStringList &arguments, QByteArray *output, QString *error, int timeoutMs,
                   int *exitCode = nullptr) const;

    QString m_name;
};

} // namespace sandman
