// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>

namespace sandman {

// Whose process tree a write came from: a session's shell, a terminal or a background process
// the engine started (each gets a tree of its own, watched on its own).
struct WriteOwner {
    enum Kind { None, Session, Terminal, Process };
    Kind kind = None;
    QString id; // the session's, terminal's or process's id
    QString sessionId; // a terminal's session
    const void *sandbox = nullptr; // which sandbox's records these are (one process may hold several)

    static QString kindName(Kind kind)
    {
        switch (kind) {
        case Session:
            return QStringLiteral("session");
        case Terminal:
            return QStringLiteral("terminal");
        case Process:
            return QStringLiteral("process");
        case None:
            break;
        }
        return QString();
    }
};

// One call that may change a file, named by the process about to make it: caught on its way
// into the kernel, so the record exists before the change does.
struct WriteRecord {
    WriteOwner owner;
    // Session trees: the command the writer belongs to (its seq in the shell), 0 when it is a
    // job an earlier command left running (or the session is idle).
    quint64 commandSeq = 0;
    qint64 pid = 0;
    QString program; // the writer's comm, made safe to show
    QByteArray path; // absolute, clean, as the writer named it
    QByteArray newPath; // rename, link, symlink: the name made
    bool subtree = false; // rename, rmdir: what lies below the name is concerned too
};

} // namespace sandman
