// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "CtlError.h"
#include "SignalRelay.h"
#include "client/SandboxException.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFuture>
#include <QFutureWatcher>
#include <QTimer>

namespace sandman::ctl {

// The exit status and one line for an error the sandbox (or the link to it) reported.
CtlError errorFor(const SandboxError &error);

// A command line runs one step after another: waits for a client call in the event loop (its
// results arrive by queued calls) and returns its value, or throws the CtlError for its failure
// — also when Ctrl-C comes first (Interrupted) or timeoutMs (> 0) passes (TimedOut).
template<typename T> T await(QFuture<T> future, int timeoutMs = 0)
{
    if (!future.isFinished()) {
        QEventLoop loop;
        QFutureWatcher<T> watcher;
        QObject::connect(&watcher, &QFutureWatcher<T>::finished, &loop, &QEventLoop::quit);
        bool interrupted = false;
        QObject::connect(SignalRelay::instance(), &SignalRelay::interrupted, &loop, [&] {
            interrupted = true;
            loop.quit();
        });
        QTimer timeout;
        timeout.setSingleShot(true);
        QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
        if (timeoutMs > 0)
            timeout.start(timeoutMs);
        watcher.setFuture(future);
        if (!future.isFinished())
            loop.exec();
        if (!future.isFinished()) {
            if (interrupted)
                throw CtlError{Interrupted, QCoreApplication::translate("sandmanctl", "interrupted")};
            throw CtlError{TimedOut, QCoreApplication::translate("sandmanctl", "timed out")};
        }
    }
    try {
        if constexpr (std::is_void_v<T>)
            future.waitForFinished();
        else
            return future.result();
    } catch (const SandboxException &e) {
        throw errorFor(e.error());
    } catch (const std::exception &e) {
        throw CtlError{Failed, QString::fromUtf8(e.what())};
    }
}

} // namespace sandman::ctl
