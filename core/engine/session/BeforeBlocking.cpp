// SPDX-License-Identifier: Apache-2.0
#include "BeforeBlocking.h"

#include <QAbstractEventDispatcher>
#include <QThreadStorage>

#include <utility>

namespace sandman {

namespace {
QThreadStorage<BeforeBlocking *> perThread; // deleted as its thread ends
} // namespace

bool BeforeBlocking::defer(QObject *receiver, Call call)
{
    if (!perThread.hasLocalData()) {
        QAbstractEventDispatcher *dispatcher = QAbstractEventDispatcher::instance();
        if (!dispatcher)
            return false;
        auto *hub = new BeforeBlocking;
        connect(dispatcher, &QAbstractEventDispatcher::aboutToBlock, hub, &BeforeBlocking::run);
        perThread.setLocalData(hub);
    }
    perThread.localData()->m_deferred.append({receiver, call});
    return true;
}

void BeforeBlocking::run()
{
    // A call may defer another (a caller starting the next command): made before the wait too.
    while (!m_deferred.isEmpty()) {
        const QList<Deferred> now = std::exchange(m_deferred, {});
        for (const Deferred &deferred : now) {
            if (QObject *receiver = deferred.receiver.data())
                deferred.call(receiver);
        }
    }
}

} // namespace sandman
