// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FakeKubeSpdyFrame.h"
#include "FakeKubeSpdyHeaderCodec.h"

namespace sandman::test {

// Encodes SPDY/3.1 frames; the frames with header blocks share this writer's deflate stream,
// so one writer serves one direction of one connection.
class FakeKubeSpdyFrameWriter
{
public:
    QByteArray synStream(quint32 streamId, const FakeKubeSpdyHeaders &headers, quint8 flags = 0);
    QByteArray synReply(quint32 streamId, const FakeKubeSpdyHeaders &headers = {}, quint8 flags = 0);
    static QByteArray data(quint32 streamId, const QByteArray &bytes, bool fin = false);
    static QByteArray rstStream(quint32 streamId, quint32 status);
    static QByteArray ping(quint32 id);
    static QByteArray goAway(quint32 lastGoodStreamId, quint32 status);
    // A control frame of any type with body as given (tests write malformed ones with it).
    static QByteArray control(quint16 type, quint8 flags, const QByteArray &body,
                              quint16 version = FakeKubeSpdyFrame::version);

private:
    FakeKubeSpdyHeaderCodec m_headers;
};

} // namespace sandman::test
