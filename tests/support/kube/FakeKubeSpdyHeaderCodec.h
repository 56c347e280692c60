// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FakeKubeSpdyFrame.h"

#include <QString>

#include <memory>
#include <optional>

namespace sandman::test {

// SPDY/3 header blocks: a 32-bit count, then 32-bit-length-prefixed names and values, deflated
// with zlib and the SPDY/3 dictionary as one stream per direction for the whole connection
// (each block ends at a sync flush). A codec instance is one direction's state: after an
// inflate error it stays broken, as the connection must then close.
class FakeKubeSpdyHeaderCodec
{
public:
    FakeKubeSpdyHeaderCodec();
    ~FakeKubeSpdyHeaderCodec();
    FakeKubeSpdyHeaderCodec(const FakeKubeSpdyHeaderCodec &) = delete;
    FakeKubeSpdyHeaderCodec &operator=(const FakeKubeSpdyHeaderCodec &) = delete;

    static constexpr int maxHeaderBytes = 64 * 1024; // inflated; kubectl sends a few dozen
    static constexpr int maxHeaderPairs = 256;

    // The dictionary of draft 3, section 2.6.10.1 (1423 bytes).
    static QByteArray dictionary();

    std::optional<FakeKubeSpdyHeaders> inflate(const QByteArray &block, QString *error);
    QByteArray deflate(const FakeKubeSpdyHeaders &headers);

private:
    struct Streams;
    std::unique_ptr<Streams> m_z;
    bool m_broken = false;
};

} // namespace sandman::test
