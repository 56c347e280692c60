// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace sandman {

class CommandRun;
class ShellSession;

// Told, synchronously, the moment before a client's command is written to its shell: nothing
// of it has run yet (CheckpointService takes the checkpoint before the command there). Sessions
// of every sandbox of the process notify every observer; an observer picks its own sandbox's
// sessions and is called on their thread. Observers register for their lifetime.
class CommandStartObserver
{
public:
    CommandStartObserver();
    virtual ~CommandStartObserver();
    CommandStartObserver(const CommandStartObserver &) = delete;
    CommandStartObserver &operator=(const CommandStartObserver &) = delete;

    virtual void commandAboutToRun(ShellSession *session, CommandRun *run) = 0;

    // Called by ShellSession.
    static void notify(ShellSession *session, CommandRun *run);

protected:
    // Stops the calls; a subclass calls it first thing in its destructor, so that no other
    // thread calls it while it is half destroyed. Idempotent.
    void stopObserving();
};

} // namespace sandman
