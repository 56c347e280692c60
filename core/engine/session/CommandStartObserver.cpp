// SPDX-License-Identifier: Apache-2.0
#include "CommandStartObserver.h"

#include <QList>
#include <QReadWriteLock>

namespace sandman {

namespace {
// Sandboxes live on threads of their own: readers notify in parallel, registration waits.
QReadWriteLock &lock()
{
    static QReadWriteLock instance;
    return instance;
}
QList<CommandStartObserver *> &observers()
{
    static QList<CommandStartObserver *> instance;
    return instance;
}
} // namespace

CommandStartObserver::CommandStartObserver()
{
    QWriteLocker locker(&lock());
    observers().append(this);
}

CommandStartObserver::~CommandStartObserver()
{
    stopObserving();
}

void CommandStartObserver::stopObserving()
{
    QWriteLocker locker(&lock());
    observers().removeAll(this);
}

void CommandStartObserver::notify(ShellSession *session, CommandRun *run)
{
    QReadLocker locker(&lock());
    for (CommandStartObserver *observer : observers())
        observer->commandAboutToRun(session, run);
}

} // namespace sandman
