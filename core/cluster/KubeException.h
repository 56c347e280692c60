// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QException>
#include <QString>

namespace sandman {

// How a failed Kubernetes call surfaces through QFuture (onFailed / result()). message() is a
// sentence for the user; kind() lets callers react (relist on Gone, ask for login on
// Unauthorized...).
class KubeException : public QException
{
public:
    enum class Kind {
        Unreachable, // no connection, TLS failure, timeout
        Credentials, // the credentials could not be obtained (plugin missing, failed...)
        Unauthorized, // 401 even after a refresh: expired or invalid
        Forbidden, // 403 (RBAC)
        NotInstalled, // agent-sandbox's API group is not served
        NotFound,
        Conflict, // 409: already exists, or a stale update
        Gone, // 410: the resourceVersion is too old (list again)
        PodNotReady,
        Invalid, // 400/422: rejected request
        Server, // 5xx or an unreadable answer
    };

    KubeException(Kind kind, QString message, int httpStatus = 0, QString reason = {})
        : m_kind(kind)
        , m_message(std::move(message))
        , m_httpStatus(httpStatus)
        , m_reason(std::move(reason))
        , m_what(m_message.toUtf8())
    { }

    Kind kind() const { return m_kind; }
    QString message() const { return m_message; }
    int httpStatus() const { return m_httpStatus; }
    QString reason() const { return m_reason; } // the Status body's reason (Forbidden, ...)
    const char *what() const noexcept override { return m_what.constData(); }
    void raise() const override { throw *this; }
    KubeException *clone() const override { return new KubeException(*this); }

private:
    Kind m_kind;
    QString m_message;
    int m_httpStatus;
    QString m_reason;
    QByteArray m_what;
};

} // namespace sandman
