// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QPointer>
#include <QString>

namespace sandman {

class SandboxConnection;

// One line of the Activity timeline: a command (queued → running → finished), a background
// process (running → exited), or a single event (a session created, a file written, …).
struct ActivityRow {
    enum class Kind { Command, Process, Event };
    enum class State { Queued, Running, Finished, TimedOut, Cancelled, Failed, Info };

    QPointer<SandboxConnection> connection;
    QString sandbox;
    Kind kind = Kind::Event;
    QString id; // commandId / processId
    QDateTime time; // queued / started / happened
    QDateTime startedAt; // commands: when the shell got it
    QString sessionId;
    QString clientId;
    QString origin;
    bool ownClient = false; // sent by this window's connection
    QString text; // the command, or what happened
    State state = State::Info;
    int exitCode = -1;
    bool hasExitCode = false;
    qint64 durationMs = -1;
    QString error;
    QByteArray stdoutData;
    QByteArray stderrData;
    bool stdoutTruncated = false;
    bool stderrTruncated = false;
    qint64 stdoutBytes = 0;
    qint64 stderrBytes = 0;

    bool isActive() const { return state == State::Queued || state == State::Running; }
    bool isFailed() const
    {
        return state == State::TimedOut || state == State::Failed || (hasExitCode && exitCode != 0);
    }
};

} // namespace sandman
