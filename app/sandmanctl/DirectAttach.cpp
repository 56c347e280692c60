// SPDX-License-Identifier: Apache-2.0
#include "DirectAttach.h"

#include "Context.h"
#include "CtlError.h"
#include "RawTerminal.h"
#include "SignalRelay.h"
#include "protocol/DescriptorPassing.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSocketNotifier>
#include <QTimer>

#include <cerrno>
#include <cstring>
#include <memory>

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace sandman::ctl {

namespace {
constexpr int kReadyTimeoutMs = 15000;
constexpr int kDetachTimeoutMs = 2000;

// A descriptor of this process's tty of its own (not a dup: its O_NONBLOCK is the agent's
// business, never our stdin's) that can only go one way; O_NOCTTY, so the agent can never
// make it a controlling terminal (nor push keys into it with TIOCSTI).
int ownTtyDescriptor(int fd, int access)
{
    const QByteArray path = "/proc/self/fd/" + QByteArray::number(fd);
    return ::open(path.constData(), access | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
}

QJsonObject parsed(const QByteArray &line)
{
    return QJsonDocument::fromJson(line).object();
}
} // namespace

DirectAttach::DirectAttach(const AttachSession::Options &options, QString socketPath)
    : m_options(options)
    , m_socketPath(std::move(socketPath))
{ }

DirectAttach::~DirectAttach()
{
    if (m_socket >= 0)
        ::close(m_socket);
}

bool DirectAttach::connect()
{
    if (!::isatty(STDIN_FILENO) || !::isatty(STDOUT_FILENO))
        return false;
    struct sockaddr_un address;
    if (!DescriptorPassing::unixAddress(m_socketPath, &address))
        return false;
    m_socket = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (m_socket < 0)
        return false;
    uid_t uid = 0;
    pid_t pid = 0;
    // Only an agent of our own user gets the token (and the tty).
    if (::connect(m_socket, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0
        || !DescriptorPassing::peerCredentials(m_socket, &uid, &pid) || uid != ::geteuid()) {
        ::close(m_socket);
        m_socket = -1;
        return false;
    }
    return true;
}

bool DirectAttach::sendLine(const QByteArray &line)
{
    return ::send(m_socket, line.constData(), size_t(line.size()), MSG_NOSIGNAL) == line.size();
}

std::optional<QByteArray> DirectAttach::takeLine()
{
    const qsizetype newline = m_received.indexOf('\n');
    if (newline < 0)
        return std::nullopt;
    const QByteArray line = m_received.left(newline);
    m_received.remove(0, newline + 1);
    return line;
}

QByteArray DirectAttach::readLine(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    for (;;) {
        if (std::optional<QByteArray> line = takeLine())
            return *line;
        struct pollfd fd = {m_socket, POLLIN, 0};
        const int left = timeoutMs - int(timer.elapsed());
        if (left <= 0 || ::poll(&fd, 1, left) <= 0)
            return {};
        char buffer[4096];
        const ssize_t got = ::recv(m_socket, buffer, sizeof buffer, 0);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return {};
        m_received.append(buffer, got);
    }
}

std::optional<DirectAttach::Outcome> DirectAttach::run()
{
    const int output = ownTtyDescriptor(STDOUT_FILENO, O_WRONLY);
    const int input = m_options.readOnly ? -1 : ownTtyDescriptor(STDIN_FILENO, O_RDONLY);
    if (output < 0 || (!m_options.readOnly && input < 0)) {
        for (int fd : {output, input})
            if (fd >= 0)
                ::close(fd);
        throw CtlError{Failed,
                       QCoreApplication::translate("sandmanctl", "cannot open this terminal: %1")
                           .arg(QString::fromLocal8Bit(strerror(errno)))};
    }
    const QSize size = RawTerminal::windowSize();
    const QJsonObject request{{QStringLiteral("token"), QString::fromUtf8(m_options.token)},
                              {QStringLiteral("sessionId"), m_options.session},
                              {QStringLiteral("terminalId"), m_options.terminal},
                              {QStringLiteral("cols"), size.width()},
                              {QStringLiteral("rows"), size.height()},
                              {QStringLiteral("readOnly"), m_options.readOnly},
                              {QStringLiteral("detachKey"), int(m_options.detachKey)},
                              {QStringLiteral("origin"), QStringLiteral("sandmanctl")}};
    RawTerminal raw;
    Context::out(QByteArrayLiteral("\x1b[H\x1b[2J")); // the replay the agent writes follows
    QList<int> fds{output};
    if (input >= 0)
        fds << input;
    const bool sent = DescriptorPassing::send(
        m_socket, QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n', fds);
    for (int fd : fds)
        ::close(fd); // the agent holds its own now
    const QJsonObject first = sent ? parsed(readLine(kReadyTimeoutMs)) : QJsonObject();
    const QString type = first.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("error")) {
        const QString message = first.value(QStringLiteral("message")).toString();
        if (first.value(QStringLiteral("code")).toString() == QLatin1String("UNAUTHORIZED"))
            return std::nullopt;
        const bool missing
            = message.contains(QLatin1String("no terminal")) || message.contains(QLatin1String("has ended"));
        throw CtlError{missing ? NotFound : Failed, message};
    }
    if (type == QLatin1String("exit"))
        throw CtlError{NotFound,
                       QCoreApplication::translate("sandmanctl", "the terminal has ended (exit status %1)")
                           .arg(first.value(QStringLiteral("code")).toInt())};
    if (type != QLatin1String("ready"))
        throw CtlError{Unreachable,
                       QCoreApplication::translate("sandmanctl", "the terminal did not open in time")};

    // Attached: the agent has the tty. Wait for its last line.
    Outcome outcome;
    bool lost = true;
    QString failure;
    QEventLoop loop;
    QSocketNotifier control(m_socket, QSocketNotifier::Read);
    const auto takeLines = [&] {
        while (std::optional<QByteArray> line = takeLine()) {
            const QJsonObject message = parsed(*line);
            const QString kind = message.value(QStringLiteral("type")).toString();
            if (kind == QLatin1String("detached")) {
                outcome.detached = true;
            } else if (kind == QLatin1String("exit")) {
                outcome.status = message.value(QStringLiteral("code")).toInt();
            } else if (kind == QLatin1String("error")) {
                failure = message.value(QStringLiteral("message")).toString();
            } else {
                continue;
            }
            lost = false;
            loop.quit();
            return;
        }
    };
    QObject::connect(&control, &QSocketNotifier::activated, &loop, [&] {
        char buffer[4096];
        const ssize_t got = ::recv(m_socket, buffer, sizeof buffer, MSG_DONTWAIT);
        if (got < 0 && (errno == EAGAIN || errno == EINTR))
            return;
        if (got <= 0) {
            control.setEnabled(false);
            loop.quit();
            return;
        }
        m_received.append(buffer, got);
        takeLines();
    });
    const auto detach = [&] {
        sendLine(QByteArrayLiteral("{\"type\":\"detach\"}\n"));
        QTimer::singleShot(kDetachTimeoutMs, &loop, [&] {
            outcome.detached = true; // it did not answer; we leave all the same
            lost = false;
            loop.quit();
        });
    };
    QObject::connect(SignalRelay::instance(), &SignalRelay::windowResized, &loop, [&] {
        const QSize now = RawTerminal::windowSize();
        sendLine(QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("resize")},
                                           {QStringLiteral("cols"), now.width()},
                                           {QStringLiteral("rows"), now.height()}})
                     .toJson(QJsonDocument::Compact)
                 + '\n');
    });
    QObject::connect(SignalRelay::instance(), &SignalRelay::interrupted, &loop, detach);
    // A watcher's keys are ours to read: only the detach key means anything.
    std::unique_ptr<QSocketNotifier> keys;
    if (m_options.readOnly) {
        keys = std::make_unique<QSocketNotifier>(STDIN_FILENO, QSocketNotifier::Read);
        QObject::connect(keys.get(), &QSocketNotifier::activated, &loop, [&] {
            char buffer[4096];
            const ssize_t got = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (got <= 0) {
                keys->setEnabled(false);
                return;
            }
            if (QByteArray::fromRawData(buffer, got).contains(m_options.detachKey)) {
                keys->setEnabled(false);
                detach();
            }
        });
    }
    takeLines(); // what came with the ready line
    if (lost)
        loop.exec();
    if (lost)
        throw CtlError{Unreachable,
                       QCoreApplication::translate("sandmanctl", "the connection to the sandbox was lost")};
    if (!failure.isEmpty())
        throw CtlError{Failed, failure};
    return outcome;
}

} // namespace sandman::ctl
