// SPDX-License-Identifier: Apache-2.0
#include "FakeKubeSpdyFrameReader.h"

#include <QtEndian>

namespace sandman::test {

namespace {

quint32 word(const char *p)
{
    return qFromBigEndian<quint32>(p);
}

} // namespace

void FakeKubeSpdyFrameReader::append(const QByteArray &bytes)
{
    if (!m_error.isEmpty())
        return;
    if (m_at > 0 && m_at == m_buffer.size()) {
        m_buffer.clear();
        m_at = 0;
    }
    m_buffer += bytes;
}

FakeKubeSpdyFrameReader::Result FakeKubeSpdyFrameReader::fail(const QString &why)
{
    m_error = why;
    m_buffer.clear();
    m_at = 0;
    return Result::Error;
}

FakeKubeSpdyFrameReader::Result FakeKubeSpdyFrameReader::next(FakeKubeSpdyFrame *frame)
{
    if (!m_error.isEmpty())
        return Result::Error;
    if (buffered() < 8)
        return Result::NeedMore;
    const char *head = m_buffer.constData() + m_at;
    const quint32 first = word(head);
    const quint32 second = word(head + 4);
    const bool control = first & 0x80000000u;
    const quint8 flags = quint8(second >> 24);
    const int length = int(second & 0xffffffu);
    if (control) {
        const quint16 version = quint16((first >> 16) & 0x7fff);
        if (version != FakeKubeSpdyFrame::version)
            return fail(QStringLiteral("SPDY version %1 (this server speaks 3)").arg(version));
        if (length > maxControlLength)
            return fail(
                QStringLiteral("control frame of %1 bytes (at most %2)").arg(length).arg(maxControlLength));
    } else if (length > maxDataLength) {
        return fail(QStringLiteral("data frame of %1 bytes (at most %2)").arg(length).arg(maxDataLength));
    }
    if (buffered() < 8 + length)
        return Result::NeedMore;
    const QByteArray body = m_buffer.mid(m_at + 8, length);
    m_at += 8 + length;
    if (m_at > 256 * 1024) { // drop what was read now and then, not on every frame
        m_buffer.remove(0, m_at);
        m_at = 0;
    }

    *frame = FakeKubeSpdyFrame();
    frame->flags = flags;
    if (!control) {
        frame->streamId = first & 0x7fffffffu;
        if (frame->streamId == 0)
            return fail(QStringLiteral("data frame on stream 0"));
        frame->payload = body;
        return Result::Frame;
    }
    return parseControl(quint16(first & 0xffff), body, frame);
}

FakeKubeSpdyFrameReader::Result FakeKubeSpdyFrameReader::parseControl(quint16 type, const QByteArray &body,
                                                                      FakeKubeSpdyFrame *frame)
{
    const char *p = body.constData();
    const int n = int(body.size());
    auto wrongLength = [&](const char *name) {
        return fail(QStringLiteral("%1 frame of %2 bytes").arg(QLatin1String(name)).arg(n));
    };
    auto headerBlock = [&](int offset) {
        QString why;
        const auto headers = m_headers.inflate(body.mid(offset), &why);
        if (!headers)
            return fail(why);
        frame->headers = *headers;
        return Result::Frame;
    };
    frame->type = type;
    switch (type) {
    case FakeKubeSpdyFrame::SynStream:
    case FakeKubeSpdyFrame::SynReply:
    case FakeKubeSpdyFrame::Headers: {
        // SYN_STREAM: stream id, associated stream id, priority and slot, then the block.
        const int fixed = type == FakeKubeSpdyFrame::SynStream ? 10 : 4;
        if (n < fixed)
            return wrongLength(type == FakeKubeSpdyFrame::SynStream      ? "SYN_STREAM"
                                   : type == FakeKubeSpdyFrame::SynReply ? "SYN_REPLY"
                                                                         : "HEADERS");
        frame->streamId = word(p) & 0x7fffffffu;
        if (frame->streamId == 0)
            return fail(QStringLiteral("control frame %1 on stream 0").arg(type));
        return headerBlock(fixed);
    }
    case FakeKubeSpdyFrame::RstStream:
    case FakeKubeSpdyFrame::WindowUpdate:
        if (n != 8)
            return wrongLength(type == FakeKubeSpdyFrame::RstStream ? "RST_STREAM" : "WINDOW_UPDATE");
        frame->streamId = word(p) & 0x7fffffffu;
        frame->value = word(p + 4) & (type == FakeKubeSpdyFrame::WindowUpdate ? 0x7fffffffu : 0xffffffffu);
        if (type == FakeKubeSpdyFrame::RstStream && frame->streamId == 0)
            return fail(QStringLiteral("RST_STREAM on stream 0"));
        return Result::Frame;
    case FakeKubeSpdyFrame::Settings:
        if (n < 4 || quint64(n) != 4 + 8 * quint64(word(p)))
            return wrongLength("SETTINGS");
        frame->payload = body.mid(4);
        return Result::Frame;
    case FakeKubeSpdyFrame::Ping:
        if (n != 4)
            return wrongLength("PING");
        frame->value = word(p);
        return Result::Frame;
    case FakeKubeSpdyFrame::GoAway:
        if (n != 8)
            return wrongLength("GOAWAY");
        frame->streamId = word(p) & 0x7fffffffu;
        frame->value = word(p + 4);
        return Result::Frame;
    default:
        // Unknown control frames are ignored (draft 3, 2.2.1); their body is kept for logging.
        frame->payload = body;
        return Result::Frame;
    }
}

} // namespace sandman::test
