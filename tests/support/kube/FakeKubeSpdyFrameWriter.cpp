// SPDX-License-Identifier: Apache-2.0
#include "FakeKubeSpdyFrameWriter.h"

#include <QtEndian>

namespace sandman::test {

namespace {

QByteArray words(std::initializer_list<quint32> values)
{
    QByteArray out(int(values.size()) * 4, Qt::Uninitialized);
    char *p = out.data();
    for (quint32 v : values) {
        qToBigEndian(v, p);
        p += 4;
    }
    return out;
}

} // namespace

QByteArray FakeKubeSpdyFrameWriter::control(quint16 type, quint8 flags, const QByteArray &body,
                                            quint16 version)
{
    return words({0x80000000u | quint32(version) << 16 | type, quint32(flags) << 24 | quint32(body.size())})
        + body;
}

QByteArray FakeKubeSpdyFrameWriter::synStream(quint32 streamId, const FakeKubeSpdyHeaders &headers,
                                              quint8 flags)
{
    // Associated stream 0, priority 0, slot 0.
    return control(FakeKubeSpdyFrame::SynStream, flags,
                   words({streamId, 0}) + QByteArray(2, '\0') + m_headers.deflate(headers));
}

QByteArray FakeKubeSpdyFrameWriter::synReply(quint32 streamId, const FakeKubeSpdyHeaders &headers,
                                             quint8 flags)
{
    return control(FakeKubeSpdyFrame::SynReply, flags, words({streamId}) + m_headers.deflate(headers));
}

QByteArray FakeKubeSpdyFrameWriter::data(quint32 streamId, const QByteArray &bytes, bool fin)
{
    return words({streamId & 0x7fffffffu,
                  quint32(fin ? FakeKubeSpdyFrame::Fin : 0) << 24 | quint32(bytes.size())})
        + bytes;
}

QByteArray FakeKubeSpdyFrameWriter::rstStream(quint32 streamId, quint32 status)
{
    return control(FakeKubeSpdyFrame::RstStream, 0, words({streamId, status}));
}

QByteArray FakeKubeSpdyFrameWriter::ping(quint32 id)
{
    return control(FakeKubeSpdyFrame::Ping, 0, words({id}));
}

QByteArray FakeKubeSpdyFrameWriter::goAway(quint32 lastGoodStreamId, quint32 status)
{
    return control(FakeKubeSpdyFrame::GoAway, 0, words({lastGoodStreamId, status}));
}

} // namespace sandman::test
