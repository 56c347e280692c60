// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/SandboxError.h"

#include <QException>

namespace sandman {

// How a failed call surfaces through QFuture (onFailed / result()).
class SandboxException : public QException
{
public:
    explicit SandboxException(SandboxError error)
        : m_error(std::move(error))
        , m_what(m_error.message.toUtf8())
    { }

    const SandboxError &error() const { return m_error; }
    ErrorCode code() const { return m_error.code; }
    const char *what() const noexcept override { return m_what.constData(); }
    void raise() const override { throw *this; }
    SandboxException *clone() const override { return new SandboxException(*this); }

private:
    SandboxError m_error;
    QByteArray m_what;
};

} // namespace sandman
