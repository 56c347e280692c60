// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

#include <memory>

namespace sandman {

// SHA-256 through OpenSSL's libcrypto: it uses the CPU's SHA instructions where there are
// some (several times the speed of QCryptographicHash's portable code, which made hashing most
// of a checkpoint's time). Hex digests, as the object store names its objects.
class Sha256
{
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256 &) = delete;
    Sha256 &operator=(const Sha256 &) = delete;

    void add(const char *data, qint64 size);
    void add(const QByteArray &data) { add(data.constData(), data.size()); }
    QByteArray hexResult();

    static QByteArray hex(const QByteArray &data);

private:
    struct Context;
    std::unique_ptr<Context> m_context;
};

} // namespace sandman
