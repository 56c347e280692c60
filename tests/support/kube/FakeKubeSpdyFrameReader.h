// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FakeKubeSpdyFrame.h"
#include "FakeKubeSpdyHeaderCodec.h"

#include <QByteArray>
#include <QString>

namespace sandman::test {

// Cuts SPDY/3.1 frames out of the bytes a client sends, strictly: a wrong version, a length
// past the limits or not fitting the frame's type, a stream id of 0 where one is needed, or a
// header block that does not inflate is an error (error() says which), after which the reader
// stays failed; the connection must then close. Length limits are checked on the 8-byte frame
// head, before the body is buffered.
class FakeKubeSpdyFrameReader
{
public:
    static constexpr int maxControlLength = 64 * 1024;
    static constexpr int maxDataLength = 1024 * 1024; // kubectl writes at most 32 KiB

    enum class Result { Frame, NeedMore, Error };

    void append(const QByteArray &bytes);
    Result next(FakeKubeSpdyFrame *frame);
    QString error() const { return m_error; }
    qsizetype buffered() const { return m_buffer.size() - m_at; }

private:
    Result fail(const QString &why);
    Result parseControl(quint16 type, const QByteArray &body, FakeKubeSpdyFrame *frame);

    QByteArray m_buffer;
    qsizetype m_at = 0;
    FakeKubeSpdyHeaderCodec m_headers;
    QString m_error;
};

} // namespace sandman::test
