// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalStream.h"
#include "TransportCall.h"
#include "protocol/ProtocolRequest.h"
#include "protocol/TerminalRequest.h"

#include <QObject>

#include <functional>

namespace sandman {

class PortForward;

// Carries protocol requests to a sandbox: in-process or over a WebSocket. Both carry the same
// messages, so everything above behaves identically on either.
class Transport : public QObject
{
    Q_OBJECT
public:
    enum class State { Disconnected, Connecting, Connected };
    Q_ENUM(State)

    using QObject::QObject;

    // Sends a request (its id is filled in when empty). The call finishes exactly once, also
    // when the connection drops (with a CONNECTION_LOST error body).
    virtual TransportCall *send(ProtocolRequest request) = 0;

    // The answer to a call that is one response: the body as a value when the transport kept
    // one (in-process), else as JSON.
    struct Reply {
        int status = 0;
        QJsonObject body;
        BodyValuePtr value;
    };
    using ReplyFunction = std::function<void(const Reply &)>;
    // Sends a request that is answered by one response and no events: `done` runs once, on this
    // object's thread, also when the connection drops; not at all if this transport is deleted
    // first. With `cancel`, it is set to a function that asks the peer to stop the work (done
    // still follows; a no-op once answered). The default goes through send(); a transport may
    // answer without a TransportCall.
    virtual void call(ProtocolRequest request, ReplyFunction done, std::function<void()> *cancel = nullptr);
    virtual State state() const = 0;
    // Opens a terminal viewer (DESIGN.md §3 /ws/pty). The stream is a child of the transport
    // until the caller reparents or deletes it; deleting it detaches (the shell lives on).
    // The default implementation fails (errorOccurred) for transports without terminals.
    virtual TerminalStream *openTerminal(const TerminalRequest &request);
    // A forward of port (listening inside the sandbox) to this machine's loopback, not yet
    // listening (PortForward::listen()), a child of parent; nullptr when this transport cannot
    // forward (in-process: the sandbox shares this machine's network, the port is reachable).
    virtual PortForward *forwardPort(quint16 port, QObject *parent);
    virtual bool canForwardPorts() const { return false; }
    // A human-readable place, e.g. "local" or "wss://host:7681".
    virtual QString endpoint() const = 0;

signals:
    void stateChanged(sandman::Transport::State state);
    // The connection came back after a drop; clients resynchronise what they show.
    void reconnected();

protected:
    QString nextRequestId();

private:
    quint64 m_nextId = 1;
};

} // namespace sandman
