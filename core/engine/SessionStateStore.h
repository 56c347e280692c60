// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "EnvChanges.h"

#include <QList>
#include <QString>

namespace sandman {

// The definitions of a sandbox's sessions, kept in a state file so that an agent started again
// (after a crash, kill -9 or a reboot) recreates them: each session's id, creation cwd,
// environment (set and unset variables, as created and as changed since) and command timeout,
// plus the sandbox-level environment. Shell state (history, functions, running commands) is
// not kept: it cannot be. The file holds environment values, which may be secrets: it is
// written 0600, atomically (a crash mid-write leaves the previous version).
class SessionStateStore
{
public:
    struct Entry {
        QString id;
        QString cwd; // real path the session was created in
        EnvChanges env; // on top of the sandbox's base environment
        qint64 commandTimeoutMs = 0;
    };

    explicit SessionStateStore(QString path);

    QString path() const { return m_path; }
    // Reads the file. A missing file is an empty state (true); a file that cannot be used is
    // false with *error, and the state is empty.
    bool load(QString *error);
    bool save(QString *error) const;

    const QList<Entry> &sessions() const { return m_sessions; }
    const EnvChanges &sandboxEnv() const { return m_sandboxEnv; }

    // Each change is saved at once; false with *error when the file could not be written.
    bool putSession(const Entry &entry, QString *error);
    bool removeSession(const QString &id, QString *error);
    bool applyEnv(const QString &id, const EnvChanges &changes, QString *error);
    bool setCommandTimeout(const QString &id, qint64 commandTimeoutMs, QString *error);
    bool setCwd(const QString &id, const QString &cwd, QString *error);
    bool applySandboxEnv(const EnvChanges &changes, QString *error);

private:
    Entry *find(const QString &id);

    QString m_path;
    QList<Entry> m_sessions; // creation order
    EnvChanges m_sandboxEnv;
};

} // namespace sandman
