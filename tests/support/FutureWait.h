// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SandboxException.h"
#include "protocol/ErrorCode.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QFuture>
#include <QFutureWatcher>
#include <QTimer>

#include <optional>

namespace sandman::test {

// Runs the event loop until the future finishes (results are delivered by queued calls, so a
// blocking waitForFinished() would deadlock). Returns false on timeout.
template<typename T> bool waitFor(const QFuture<T> &future, int timeoutMs = 30000)
{
    if (future.isFinished())
        return true;
    QEventLoop loop;
    QFutureWatcher<T> watcher;
    QObject::connect(&watcher, &QFutureWatcher<T>::finished, &loop, &QEventLoop::quit);
    // A timer of our own, gone with this call: a QTimer::singleShot would stay registered
    // until it fired, and thousands of calls (benchmarks) pile up timers that every later
    // timer insertion walks.
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    timeout.start(timeoutMs);
    watcher.setFuture(future);
    if (!future.isFinished())
        loop.exec();
    return future.isFinished();
}

// The SandboxError a finished future failed with, if any.
template<typename T> std::optional<SandboxError> failureOf(QFuture<T> future)
{
    try {
        future.waitForFinished();
        if constexpr (!std::is_void_v<T>)
            (void)future.result();
    } catch (const SandboxException &e) {
        return e.error();
    } catch (const std::exception &e) {
        return SandboxError{ErrorCode::InternalError, QString::fromUtf8(e.what()), {}};
    }
    return std::nullopt;
}

// The value of a call that must succeed: waits for it and ends the test run with the error
// when it failed or timed out (for suites whose every step depends on the one before).
template<typename T> T resultOf(const QFuture<T> &future, int timeoutMs = 60000)
{
    if (!waitFor(future, timeoutMs))
        qFatal("future timed out");
    if (auto error = failureOf(future))
        qFatal("call failed: %s %s", qPrintable(errorCodeName(error->code)), qPrintable(error->message));
    if constexpr (!std::is_void_v<T>)
        return future.result();
}

// Spins the event loop until the predicate holds or the time is up.
template<typename Predicate> bool waitUntil(Predicate predicate, int timeoutMs = 30000)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!predicate()) {
        if (deadline.hasExpired())
            return false;
        QEventLoop loop;
        QTimer::singleShot(5, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

} // namespace sandman::test
