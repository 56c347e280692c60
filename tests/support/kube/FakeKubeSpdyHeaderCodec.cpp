// SPDX-License-Identifier: Apache-2.0
#include "FakeKubeSpdyHeaderCodec.h"

#include <QtEndian>

#include <zlib.h>

namespace sandman::test {

namespace {

void appendLength(QByteArray &out, quint32 n)
{
    char b[4];
    qToBigEndian(n, b);
    out.append(b, 4);
}

} // namespace

struct FakeKubeSpdyHeaderCodec::Streams {
    z_stream in{};
    z_stream out{};
    bool inReady = false;
    bool outReady = false;
    ~Streams()
    {
        if (inReady)
            inflateEnd(&in);
        if (outReady)
            deflateEnd(&out);
    }
};

FakeKubeSpdyHeaderCodec::FakeKubeSpdyHeaderCodec()
    : m_z(std::make_unique<Streams>())
{ }

FakeKubeSpdyHeaderCodec::~FakeKubeSpdyHeaderCodec() = default;

QByteArray FakeKubeSpdyHeaderCodec::dictionary()
{
    // Length-prefixed header names and values, then a run of common value text.
    static const char *const words[] = {"options",
                                        "head",
                                        "post",
                                        "put",
                                        "delete",
                                        "trace",
                                        "accept",
                                        "accept-charset",
                                        "accept-encoding",
                                        "accept-language",
                                        "accept-ranges",
                                        "age",
                                        "allow",
                                        "authorization",
                                        "cache-control",
                                        "connection",
                                        "content-base",
                                        "content-encoding",
                                        "content-language",
                                        "content-length",
                                        "content-location",
                                        "content-md5",
                                        "content-range",
                                        "content-type",
                                        "date",
                                        "etag",
                                        "expect",
                                        "expires",
                                        "from",
                                        "host",
                                        "if-match",
                                        "if-modified-since",
                                        "if-none-match",
                                        "if-range",
                                        "if-unmodified-since",
                                        "last-modified",
                                        "location",
                                        "max-forwards",
                                        "pragma",
                                        "proxy-authenticate",
                                        "proxy-authorization",
                                        "range",
                                        "referer",
                                        "retry-after",
                                        "server",
                                        "te",
                                        "trailer",
                                        "transfer-encoding",
                                        "upgrade",
                                        "user-agent",
                                        "vary",
                                        "via",
                                        "warning",
                                        "www-authenticate",
                                        "method",
                                        "get",
                                        "status",
                                        "200 OK",
                                        "version",
                                        "HTTP/1.1",
                                        "url",
                                        "public",
                                        "set-cookie",
                                        "keep-alive",
                                        "origin"};
    static const char tail[]
        = "100101201202205206300302303304305306307402405406407408409410411412413414415416417502504505"
          "203 Non-Authoritative Information204 No Content301 Moved Permanently400 Bad Request401 "
          "Unauthorized403 Forbidden404 Not Found500 Internal Server Error501 Not Implemented503 "
          "Service UnavailableJan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec 00:00:00 Mon, Tue, "
          "Wed, Thu, Fri, Sat, Sun, GMTchunked,text/html,image/png,image/jpg,image/gif,"
          "application/xml,application/xhtml+xml,text/plain,text/javascript,publicprivatemax-age="
          "gzip,deflate,sdchcharset=utf-8charset=iso-8859-1,utf-,*,enq=0.";
    static const QByteArray dict = [] {
        QByteArray d;
        for (const char *w : words) {
            appendLength(d, quint32(qstrlen(w)));
            d += w;
        }
        return d + QByteArray(tail);
    }();
    return dict;
}

std::optional<FakeKubeSpdyHeaders> FakeKubeSpdyHeaderCodec::inflate(const QByteArray &block, QString *error)
{
    auto fail = [&](const QString &why) {
        m_broken = true;
        *error = why;
        return std::nullopt;
    };
    if (m_broken)
        return fail(QStringLiteral("header decompression failed earlier"));
    z_stream &z = m_z->in;
    if (!m_z->inReady) {
        if (inflateInit(&z) != Z_OK)
            return fail(QStringLiteral("zlib inflateInit failed"));
        m_z->inReady = true;
    }
    const QByteArray dict = dictionary();
    QByteArray plain;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(block.constData()));
    z.avail_in = uInt(block.size());
    char buffer[4096];
    do {
        z.next_out = reinterpret_cast<Bytef *>(buffer);
        z.avail_out = sizeof buffer;
        int rc = ::inflate(&z, Z_SYNC_FLUSH);
        if (rc == Z_NEED_DICT) {
            if (inflateSetDictionary(&z, reinterpret_cast<const Bytef *>(dict.constData()), uInt(dict.size()))
                != Z_OK)
                return fail(QStringLiteral("header block wants a dictionary other than SPDY/3's"));
            continue;
        }
        if (rc == Z_STREAM_END)
            return fail(QStringLiteral("header compression stream ended"));
        if (rc != Z_OK && rc != Z_BUF_ERROR)
            return fail(QStringLiteral("header block does not inflate: %1")
                            .arg(QString::fromLatin1(z.msg ? z.msg : "zlib error")));
        plain.append(buffer, int(sizeof buffer - z.avail_out));
        if (plain.size() > maxHeaderBytes)
            return fail(QStringLiteral("header block inflates past %1 bytes").arg(maxHeaderBytes));
        if (rc == Z_BUF_ERROR)
            break; // all input used, nothing more to give
    } while (z.avail_in > 0 || z.avail_out == 0);

    // The inflated block must hold exactly the pairs it counts.
    int at = 0;
    auto readLength = [&](quint32 *n) {
        if (plain.size() - at < 4)
            return false;
        *n = qFromBigEndian<quint32>(plain.constData() + at);
        at += 4;
        return true;
    };
    auto readString = [&](QByteArray *s) {
        quint32 n = 0;
        if (!readLength(&n) || n > quint32(plain.size() - at))
            return false;
        *s = plain.mid(at, int(n));
        at += int(n);
        return true;
    };
    quint32 count = 0;
    if (!readLength(&count))
        return fail(QStringLiteral("header block is truncated"));
    if (count > quint32(maxHeaderPairs))
        return fail(QStringLiteral("header block has %1 pairs (at most %2)").arg(count).arg(maxHeaderPairs));
    FakeKubeSpdyHeaders headers;
    for (quint32 i = 0; i < count; ++i) {
        std::pair<QByteArray, QByteArray> pair;
        if (!readString(&pair.first) || !readString(&pair.second))
            return fail(QStringLiteral("header block is truncated"));
        if (pair.first.isEmpty())
            return fail(QStringLiteral("header block has an empty name"));
        pair.first = pair.first.toLower();
        headers.append(pair);
    }
    if (at != plain.size())
        return fail(QStringLiteral("header block has %1 bytes after its pairs").arg(plain.size() - at));
    return headers;
}

QByteArray FakeKubeSpdyHeaderCodec::deflate(const FakeKubeSpdyHeaders &headers)
{
    z_stream &z = m_z->out;
    if (!m_z->outReady) {
        const QByteArray dict = dictionary();
        if (deflateInit(&z, Z_DEFAULT_COMPRESSION) != Z_OK
            || deflateSetDictionary(&z, reinterpret_cast<const Bytef *>(dict.constData()), uInt(dict.size()))
                != Z_OK)
            qFatal("zlib deflateInit failed");
        m_z->outReady = true;
    }
    QByteArray plain;
    appendLength(plain, quint32(headers.size()));
    for (const auto &[name, value] : headers) {
        appendLength(plain, quint32(name.size()));
        plain += name;
        appendLength(plain, quint32(value.size()));
        plain += value;
    }
    QByteArray out;
    z.next_in = reinterpret_cast<Bytef *>(plain.data());
    z.avail_in = uInt(plain.size());
    char buffer[4096];
    do {
        z.next_out = reinterpret_cast<Bytef *>(buffer);
        z.avail_out = sizeof buffer;
        ::deflate(&z, Z_SYNC_FLUSH);
        out.append(buffer, int(sizeof buffer - z.avail_out));
    } while (z.avail_out == 0);
    return out;
}

} // namespace sandman::test
