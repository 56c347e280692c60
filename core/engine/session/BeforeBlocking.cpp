// SPDX-License-Identifier: Apache-2.0
#include "BeforeBlocking.h"

#include <QAbstractEventDispatcher>
#include <QThreadStorage>
#include <QVarLengthArray>

#include <utility>

namespace sandman {

namespace {
QThreadStorage<BeforeBlocking *> perThread; // owns each thread's hub, deleted as its thread ends
thread_local BeforeBlocking *current = nullptr; // the same, found without QThreadStorage's lookup
} // namespace

BeforeBlocking::~BeforeBlocking()
{
    if (current == this)
        current = nullptr;
}

bool BeforeBlocking::defer(QObject *receiver, Call call)
{
    if (!current) {
        if (!perThread.hasLocalData()) {
            QAbstractEventDispatcher *dispatcher = QAbstractEventDispatcher::instance();
            if (!dispatcher)
                return false;
            auto *hub = new BeforeBlocking;
            connect(dispatcher, &QAbstractEventDispatcher::aboutToBlock, hub, &BeforeBlocking::run);
            perThread.setLocalData(hub);
        }
        current = perThread.localData();
    }
    current->m_deferred.append({receiver, call});
    return true;
}

void BeforeBlocking::run()
{
    // A call may defer another (a caller starting the next command): made before the wait too.
    // Taken into a local array (a nested loop may run this again meanwhile); the list keeps its
    // capacity, so a thread that defers one call per wait allocates nothing.
    while (!m_deferred.isEmpty()) {
        QVarLengthArray<Deferred, 8> now;
        for (Deferred &deferred : m_deferred)
            now.append(std::move(deferred));
        m_deferred.clear();
        for (const Deferred &deferred : now) {
            if (QObject *receiver = deferred.receiver.data())
                deferred.call(receiver);
        }
    }
}

} // namespace sandman
