// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QObject>

class QSocketNotifier;

namespace sandman {

// Answers the plain-TCP connections the agent has no room for (over its socket budget or its
// pending-socket cap) with `503 Service Unavailable` and `Retry-After`, as HTTP clients and the
// SDK expect, instead of resetting them. Each is held only until the peer has read the answer
// and closed its side (or a second passes), reading and discarding what it sends meanwhile:
// closing a socket with unread bytes would reset it and could destroy the answer in flight.
// At most `maxHeld` are held at once; past that the answer is sent and the socket closed at
// once (most peers still read it).
class BusyResponder : public QObject
{
    Q_OBJECT
public:
    explicit BusyResponder(int maxHeld = 64, QObject *parent = nullptr);
    ~BusyResponder() override;

    // Takes the descriptor (a connected TCP socket), answers it and closes it.
    void refuse(int descriptor);
    int heldCount() const { return int(m_held.size()); }
    // Seconds a refused client is asked to wait (the Retry-After value).
    static constexpr int kRetryAfterSeconds = 1;
    // The answer itself (also for a vetted request refused over the cap).
    static QByteArray response();

private:
    void drain(int descriptor);
    void release(int descriptor);

    int m_maxHeld;
    QHash<int, QSocketNotifier *> m_held;
};

} // namespace sandman
