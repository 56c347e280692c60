// SPDX-License-Identifier: Apache-2.0
#include "BusyResponder.h"

#include "HttpResponse.h"

#include <QCoreApplication>
#include <QSocketNotifier>
#include <QTimer>

#include <cerrno>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace sandman {

namespace {
constexpr int kHoldMs = 1000;
} // namespace

BusyResponder::BusyResponder(int maxHeld, QObject *parent)
    : QObject(parent)
    , m_maxHeld(maxHeld)
{ }

BusyResponder::~BusyResponder()
{
    for (auto it = m_held.begin(); it != m_held.end(); ++it) {
        delete it.value();
        ::close(it.key());
    }
}

QByteArray BusyResponder::response()
{
    static const QByteArray answer
        = HttpResponse::error(503, HttpResponse::codeForStatus(503),
                              QCoreApplication::translate("AgentServer", "too many connections"), false,
                              QByteArrayLiteral("Retry-After: ") + QByteArray::number(kRetryAfterSeconds)
                                  + QByteArrayLiteral("\r\n"));
    return answer;
}

void BusyResponder::refuse(int descriptor)
{
    ::fcntl(descriptor, F_SETFL, ::fcntl(descriptor, F_GETFL) | O_NONBLOCK);
    ::fcntl(descriptor, F_SETFD, FD_CLOEXEC);
    char buffer[4096];
    while (::recv(descriptor, buffer, sizeof buffer, MSG_DONTWAIT) > 0) { } // what came already
    const QByteArray answer = response();
    // A few hundred bytes: they fit in any socket's send buffer.
    [[maybe_unused]] const ssize_t sent
        = ::send(descriptor, answer.constData(), size_t(answer.size()), MSG_DONTWAIT | MSG_NOSIGNAL);
    ::shutdown(descriptor, SHUT_WR); // the FIN follows the answer
    if (m_held.size() >= m_maxHeld) {
        ::close(descriptor);
        return;
    }
    auto *notifier = new QSocketNotifier(descriptor, QSocketNotifier::Read, this);
    m_held.insert(descriptor, notifier);
    connect(notifier, &QSocketNotifier::activated, this, [this, descriptor] { drain(descriptor); });
    QTimer::singleShot(kHoldMs, notifier, [this, descriptor, notifier] {
        if (m_held.value(descriptor) == notifier) // not a later socket with the same number
            release(descriptor);
    });
}

void BusyResponder::drain(int descriptor)
{
    char buffer[4096];
    for (;;) {
        const ssize_t got = ::recv(descriptor, buffer, sizeof buffer, MSG_DONTWAIT);
        if (got > 0)
            continue;
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return; // more may come
        break; // the peer closed (0) or the connection failed
    }
    release(descriptor);
}

void BusyResponder::release(int descriptor)
{
    QSocketNotifier *notifier = m_held.take(descriptor);
    if (!notifier)
        return;
    notifier->setEnabled(false);
    notifier->deleteLater();
    ::close(descriptor);
}

} // namespace sandman
