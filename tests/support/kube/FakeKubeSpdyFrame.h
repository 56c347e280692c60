// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>

#include <utility>

namespace sandman::test {

// Name/value pairs of a SPDY/3 header block, names lower-case, in their order on the wire.
using FakeKubeSpdyHeaders = QList<std::pair<QByteArray, QByteArray>>;

// One SPDY/3.1 frame as read from or written to a port-forward connection (the framing of
// kubectl's `Upgrade: SPDY/3.1`, which kubelet and client-go implement with moby/spdystream).
struct FakeKubeSpdyFrame {
    enum Type : quint16 {
        Data = 0, // not a control frame
        SynStream = 1,
        SynReply = 2,
        RstStream = 3,
        Settings = 4,
        Ping = 6,
        GoAway = 7,
        Headers = 8,
        WindowUpdate = 9,
    };
    enum Flag : quint8 { Fin = 0x01, Unidirectional = 0x02 };
    enum Status : quint32 { ProtocolError = 1, InvalidStream = 2, RefusedStream = 3, Cancel = 5 };
    static constexpr quint16 version = 3;

    quint16 type = Data;
    quint8 flags = 0;
    quint32 streamId = 0; // data, SYN_STREAM/REPLY, RST_STREAM, HEADERS, WINDOW_UPDATE; GOAWAY: last good
    quint32 value = 0; // RST_STREAM/GOAWAY: status, PING: id, WINDOW_UPDATE: delta
    QByteArray payload; // data frames: the data; unknown control frames: their body
    FakeKubeSpdyHeaders headers;

    bool isControl() const { return type != Data; }
    bool fin() const { return flags & Fin; }
    QByteArray header(const QByteArray &name) const
    {
        for (const auto &h : headers)
            if (h.first == name)
                return h.second;
        return {};
    }
};

} // namespace sandman::test
