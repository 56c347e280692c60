// SPDX-License-Identifier: Apache-2.0
#include "DirectTtyViewer.h"

#include "AccessToken.h"
#include "protocol/DescriptorPassing.h"
#include "protocol/ErrorCode.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QPointer>
#include <QSocketNotifier>

#include <atomic>
#include <cerrno>

#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace sandman {

namespace {
// After the shell exits, how long its last output may take to reach a stalled tty.
constexpr int kExitFlushMs = 2000;
constexpr qsizetype kReadChunk = 64 * 1024;

QJsonObject errorMessage(const QString &message, ErrorCode code)
{
    return {{QStringLiteral("type"), QStringLiteral("error")},
            {QStringLiteral("message"), message},
            {QStringLiteral("code"), errorCodeName(code)}};
}

// A tty descriptor this process may use in the given direction, made non-blocking.
bool usableTty(int fd, bool write)
{
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0 || !::isatty(fd))
        return false;
    const int mode = flags & O_ACCMODE;
    if (mode != O_RDWR && mode != (write ? O_WRONLY : O_RDONLY))
        return false;
    return ::fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0;
}
} // namespace

// The terminal's side: forwards to the viewer on this same thread while it lives.
class DirectTtyViewer::Sink : public TerminalSink
{
public:
    explicit Sink(DirectTtyViewer *viewer)
        : m_viewer(viewer)
    { }

protected:
    void deliverReady(const QJsonObject &info) override
    {
        if (m_viewer)
            m_viewer->terminalReady(info);
    }
    void deliverData(const QByteArray &bytes) override
    {
        if (m_viewer)
            m_viewer->writeOutput(bytes);
    }
    void deliverExit(int code) override
    {
        if (m_viewer)
            m_viewer->terminalExited(
                {{QStringLiteral("type"), QStringLiteral("exit")}, {QStringLiteral("code"), code}});
    }
    void deliverError(const QString &message, const QString &code) override
    {
        QJsonObject error{{QStringLiteral("type"), QStringLiteral("error")},
                          {QStringLiteral("message"), message}};
        if (!code.isEmpty())
            error.insert(QStringLiteral("code"), code);
        if (m_viewer)
            m_viewer->terminalExited(error);
    }
    void deliverResize(int, int) override { } // the tty's size is its owner's

private:
    QPointer<DirectTtyViewer> m_viewer;
};

DirectTtyViewer::DirectTtyViewer(int socket, qint64 peerPid, TerminalHandler *terminals, QByteArray token,
                                 QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_peerPid(peerPid)
    , m_terminals(terminals)
    , m_token(std::move(token))
{
    m_socketNotifier = new QSocketNotifier(m_socket, QSocketNotifier::Read, this);
    connect(m_socketNotifier, &QSocketNotifier::activated, this, &DirectTtyViewer::onSocketReadable);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        if (m_exitMessage.isEmpty())
            finish(
                errorMessage(QCoreApplication::translate("DirectTtyViewer", "no attach request came in time"),
                             ErrorCode::InvalidRequest));
        else
            finish(m_exitMessage); // the tty took no more of the last output: it is dropped
    });
    m_deadline.start(requestTimeoutMs());
}

DirectTtyViewer::~DirectTtyViewer()
{
    releaseTty();
    if (m_socket >= 0)
        ::close(m_socket);
}

void DirectTtyViewer::onSocketReadable()
{
    char buffer[4096];
    // Descriptors come with the request only; any later ones end the connection (closed unused).
    const int maxFds = m_sink ? 0 : 2;
    const ssize_t got = DescriptorPassing::receive(m_socket, buffer, sizeof buffer, &m_passed, maxFds);
    if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        return;
    if (got < 0 && errno == EBADMSG)
        return finish(errorMessage(
            QCoreApplication::translate("DirectTtyViewer", "too many descriptors in the attach request"),
            ErrorCode::InvalidRequest));
    if (got <= 0)
        return finish({}); // the client went away: it only detaches, the shell goes on
    m_received.append(buffer, got);
    for (qsizetype newline; !m_finished && (newline = m_received.indexOf('\n')) >= 0;) {
        const QByteArray line = m_received.left(newline);
        m_received.remove(0, newline + 1);
        onLine(line);
    }
    if (!m_finished && m_received.size() > maxRequestBytes())
        finish(errorMessage(QCoreApplication::translate("DirectTtyViewer", "attach request too long"),
                            ErrorCode::InvalidRequest));
}

void DirectTtyViewer::onLine(const QByteArray &line)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    if (!m_sink) {
        if (!document.isObject())
            return finish(
                errorMessage(QCoreApplication::translate("DirectTtyViewer", "malformed attach request"),
                             ErrorCode::ParseError));
        return openTerminal(document.object());
    }
    const QJsonObject control = document.object(); // malformed control: ignored, as on /ws/pty
    const QString type = control.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("detach"))
        return finish({{QStringLiteral("type"), QStringLiteral("detached")}});
    if (type == QLatin1String("resize") && m_terminal) {
        const int cols = control.value(QStringLiteral("cols")).toInt();
        const int rows = control.value(QStringLiteral("rows")).toInt();
        if (cols > 0 && rows > 0 && cols <= 4096 && rows <= 4096)
            m_terminal->resize(cols, rows);
    }
}

void DirectTtyViewer::openTerminal(const QJsonObject &fields)
{
    if (!AccessToken::matches(m_token, fields.value(QStringLiteral("token")).toString().toUtf8()))
        return finish(
            errorMessage(QCoreApplication::translate("DirectTtyViewer", "invalid or missing access token"),
                         ErrorCode::Unauthorized));
    m_readOnly = fields.value(QStringLiteral("readOnly")).toBool();
    const int wanted = m_readOnly ? 1 : 2;
    if (m_passed.size() != wanted || !usableTty(m_passed.at(0), true)
        || (!m_readOnly && !usableTty(m_passed.at(1), false)))
        return finish(errorMessage(
            m_readOnly
                ? QCoreApplication::translate("DirectTtyViewer", "attach needs a writable tty descriptor")
                : QCoreApplication::translate("DirectTtyViewer",
                                              "attach needs a writable and a readable tty descriptor"),
            ErrorCode::InvalidRequest));
    m_output = m_passed.at(0);
    m_input = m_readOnly ? -1 : m_passed.at(1);
    m_passed.clear();
    const int key = fields.value(QStringLiteral("detachKey")).toInt(-1);
    m_detachKey = key > 0 && key < 0x20 ? char(key) : 0;

    static std::atomic<quint64> viewers{0};
    TerminalRequest request;
    request.sessionId = fields.value(QStringLiteral("sessionId")).toString();
    request.terminalId = fields.value(QStringLiteral("terminalId")).toString();
    request.cols = fields.value(QStringLiteral("cols")).toInt(80);
    request.rows = fields.value(QStringLiteral("rows")).toInt(24);
    request.readOnly = m_readOnly;
    request.reattach = fields.value(QStringLiteral("reattach")).toBool();
    request.origin = fields.value(QStringLiteral("origin")).toString().left(200);
    // Named by the agent, never by the peer (as /ws/pty names its sockets).
    request.clientId = QStringLiteral("tty-%1 pid %2").arg(++viewers).arg(m_peerPid);

    m_deadline.stop();
    m_outputNotifier = new QSocketNotifier(m_output, QSocketNotifier::Write, this);
    m_outputNotifier->setEnabled(false);
    connect(m_outputNotifier, &QSocketNotifier::activated, this, &DirectTtyViewer::onOutputWritable);
    m_sink = std::make_shared<Sink>(this);
    TerminalConnectionPtr terminal = m_terminals->openTerminal(request, m_sink);
    if (m_finished || !m_exitMessage.isEmpty()) {
        if (terminal)
            terminal->close();
        return;
    }
    m_terminal = std::move(terminal);
    if (m_input >= 0) {
        m_inputNotifier = new QSocketNotifier(m_input, QSocketNotifier::Read, this);
        connect(m_inputNotifier, &QSocketNotifier::activated, this, &DirectTtyViewer::onInputReadable);
    }
}

void DirectTtyViewer::terminalReady(const QJsonObject &info)
{
    QJsonObject ready = info;
    ready.insert(QStringLiteral("type"), QStringLiteral("ready"));
    ready.insert(QStringLiteral("direct"), true);
    if (!sendLine(ready))
        QMetaObject::invokeMethod(
            this, [this] { finish({}); }, Qt::QueuedConnection);
}

void DirectTtyViewer::onInputReadable()
{
    char buffer[4096];
    const ssize_t got = ::read(m_input, buffer, sizeof buffer);
    if (got < 0 && (errno == EAGAIN || errno == EINTR))
        return;
    if (got <= 0) // the tty hung up (its window closed)
        return finish({{QStringLiteral("type"), QStringLiteral("detached")}});
    const QByteArray bytes(buffer, got);
    const qsizetype detach = m_detachKey ? bytes.indexOf(m_detachKey) : -1;
    const QByteArray typed = detach < 0 ? bytes : bytes.left(detach);
    if (!typed.isEmpty() && m_terminal)
        m_terminal->write(typed);
    if (detach >= 0)
        finish({{QStringLiteral("type"), QStringLiteral("detached")}});
}

void DirectTtyViewer::writeOutput(const QByteArray &bytes)
{
    if (m_finished || m_output < 0 || bytes.isEmpty())
        return;
    qsizetype done = 0;
    if (m_pending.isEmpty()) {
        const ssize_t written = ::write(m_output, bytes.constData(), size_t(bytes.size()));
        if (written < 0 && errno != EAGAIN && errno != EINTR) {
            // The tty is gone. Not ended here: this runs inside the terminal's delivery.
            QMetaObject::invokeMethod(
                this,
                [this] {
                    finish({{QStringLiteral("type"), QStringLiteral("detached")}});
                },
                Qt::QueuedConnection);
            return;
        }
        done = qMax<ssize_t>(written, 0);
    }
    if (done == bytes.size())
        return;
    m_pending.append(bytes.constData() + done, bytes.size() - done);
    m_sink->addBacklog(bytes.size() - done);
    m_outputNotifier->setEnabled(true);
}

void DirectTtyViewer::onOutputWritable()
{
    while (!m_pending.isEmpty()) {
        const ssize_t written
            = ::write(m_output, m_pending.constData(), size_t(qMin(m_pending.size(), kReadChunk)));
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0 && errno == EAGAIN)
            return;
        if (written <= 0)
            return finish(m_exitMessage.isEmpty()
                              ? QJsonObject{{QStringLiteral("type"), QStringLiteral("detached")}}
                              : m_exitMessage);
        const qint64 before = m_sink->backlog();
        m_pending.remove(0, written);
        m_sink->addBacklog(-written);
        if (before >= lowWater() && before - written < lowWater())
            m_sink->notifyDrained();
        if (m_finished)
            return;
    }
    m_outputNotifier->setEnabled(false);
    if (!m_exitMessage.isEmpty())
        finish(m_exitMessage);
}

void DirectTtyViewer::terminalExited(const QJsonObject &message)
{
    m_terminal = nullptr; // the session detached its viewers (or none was attached)
    m_exitMessage = message;
    if (m_pending.isEmpty()) {
        // Not ended inside the terminal's delivery; the line goes out right after it.
        QMetaObject::invokeMethod(
            this, [this] { finish(m_exitMessage); }, Qt::QueuedConnection);
        return;
    }
    m_deadline.start(kExitFlushMs);
}

void DirectTtyViewer::finish(const QJsonObject &message)
{
    if (m_finished)
        return;
    m_finished = true;
    m_deadline.stop();
    releaseTty();
    if (TerminalConnectionPtr terminal = std::move(m_terminal)) {
        m_terminal = nullptr;
        terminal->close();
    }
    if (!message.isEmpty())
        sendLine(message);
    if (m_socketNotifier)
        m_socketNotifier->setEnabled(false);
    ::shutdown(m_socket, SHUT_RDWR);
    emit finished();
}

bool DirectTtyViewer::sendLine(const QJsonObject &message)
{
    const QByteArray line = QJsonDocument(message).toJson(QJsonDocument::Compact) + '\n';
    // A few short lines per attachment fit any socket buffer: one that would block belongs to a
    // client that does not read, and it loses its attachment rather than stalling the agent.
    const ssize_t sent = ::send(m_socket, line.constData(), size_t(line.size()), MSG_NOSIGNAL | MSG_DONTWAIT);
    return sent == line.size();
}

void DirectTtyViewer::releaseTty()
{
    for (QSocketNotifier **notifier : {&m_inputNotifier, &m_outputNotifier}) {
        delete *notifier;
        *notifier = nullptr;
    }
    for (int *fd : {&m_input, &m_output}) {
        if (*fd >= 0)
            ::close(*fd);
        *fd = -1;
    }
    DescriptorPassing::closeAll(&m_passed);
    if (m_sink && !m_pending.isEmpty())
        m_sink->addBacklog(-m_pending.size());
    m_pending.clear();
}

} // namespace sandman
