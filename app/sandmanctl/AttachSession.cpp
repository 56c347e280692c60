// SPDX-License-Identifier: Apache-2.0
#include "AttachSession.h"

#include "Await.h"
#include "Context.h"
#include "CtlError.h"
#include "DirectAttach.h"
#include "RawTerminal.h"
#include "SignalRelay.h"
#include "TerminalAccess.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "protocol/TerminalRequest.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonObject>
#include <QSocketNotifier>

#include <cerrno>
#include <unistd.h>

namespace sandman::ctl {

namespace {
// What a program in the terminal may have left on that this tty should not keep after we
// leave: the alternate screen, mouse reports, bracketed paste, a hidden cursor.
const QByteArray kResetModes = QByteArrayLiteral("\x1b[?1049l\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l"
                                                 "\x1b[?2004l\x1b[?25h\x1b[0m");
const QByteArray kClearScreen = QByteArrayLiteral("\x1b[H\x1b[2J");
} // namespace

AttachSession::AttachSession(SandboxClient *client, Options options)
    : m_client(client)
    , m_options(std::move(options))
    , m_tty(::isatty(STDOUT_FILENO))
{ }

AttachSession::~AttachSession()
{
    delete m_stream;
}

int AttachSession::run()
{
    if (const QString socket = directSocket(); !socket.isEmpty()) {
        if (const std::optional<int> status = runDirect(socket))
            return *status;
    }
    return runWebSocket();
}

QString AttachSession::directSocket() const
{
    if (m_options.webSocketOnly || !m_options.loopback || !m_tty || !::isatty(STDIN_FILENO))
        return {};
    try {
        const QJsonObject version
            = await(m_client->request(QStringLiteral("GET"), QStringLiteral("/api/sandman/version")));
        return version.value(QStringLiteral("attachSocket")).toString();
    } catch (const CtlError &) {
        return {}; // an older agent: /ws/pty it is
    }
}

std::optional<int> AttachSession::runDirect(const QString &socketPath)
{
    DirectAttach direct(m_options, socketPath);
    if (!direct.connect())
        return std::nullopt;
    std::optional<DirectAttach::Outcome> outcome;
    try {
        outcome = direct.run();
    } catch (const CtlError &) {
        Context::out(kResetModes); // the agent may have left any mode on before it was lost
        throw;
    }
    if (!outcome)
        return std::nullopt;
    Context::out(kResetModes);
    if (outcome->detached) {
        Context::err(detachedNotice().toUtf8() + "\n");
        return Ok;
    }
    return outcome->status;
}

QString AttachSession::detachedNotice() const
{
    return QCoreApplication::translate("sandmanctl", "[detached from %1]")
        .arg(m_options.terminal.isEmpty() ? m_options.session
                                          : m_options.session + QLatin1Char('/') + m_options.terminal);
}

int AttachSession::runWebSocket()
{
    const QSize size = RawTerminal::windowSize();
    TerminalRequest request;
    request.sessionId = m_options.session;
    request.terminalId = m_options.terminal;
    request.readOnly = m_options.readOnly;
    request.cols = size.width();
    request.rows = size.height();
    QByteArray early; // replay bytes that come with the ready, before the loop below
    m_stream = TerminalAccess::open(m_client, request, [&early, this](const QByteArray &bytes) {
        if (!m_input)
            early += bytes;
    });

    RawTerminal raw;
    QEventLoop loop;
    if (m_tty)
        Context::out(kClearScreen);
    Context::out(early);
    connect(m_stream, &TerminalStream::dataReceived, &loop, [this](const QByteArray &bytes) {
        if (m_input)
            Context::out(bytes);
    });
    connect(m_stream, &TerminalStream::reattached, &loop, [this] {
        if (m_tty)
            Context::out(kClearScreen); // the replay of the same output follows
    });
    connect(m_stream, &TerminalStream::exited, &loop, [&](int code) {
        m_status = code;
        loop.quit();
    });
    QString failure;
    connect(m_stream, &TerminalStream::errorOccurred, &loop, [&](const QString &message) {
        failure = message;
        loop.quit();
    });
    connect(SignalRelay::instance(), &SignalRelay::windowResized, &loop, [this] {
        const QSize now = RawTerminal::windowSize();
        if (!m_options.readOnly)
            m_stream->resize(now.width(), now.height());
    });
    connect(SignalRelay::instance(), &SignalRelay::interrupted, &loop, [&] {
        m_detached = true; // SIGTERM or SIGHUP (Ctrl-C goes to the terminal in raw mode)
        loop.quit();
    });
    m_input = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this);
    connect(m_input, &QSocketNotifier::activated, this, &AttachSession::onInput);
    m_loop = &loop;
    loop.exec();
    m_loop = nullptr;
    m_input->setEnabled(false);
    if (m_tty)
        Context::out(kResetModes);
    if (!failure.isEmpty())
        throw CtlError{Failed, failure};
    if (m_detached) {
        TerminalAccess::closeFlushed(m_stream);
        m_stream = nullptr;
        Context::err(detachedNotice().toUtf8() + (raw.isActive() ? "\r\n" : "\n"));
        return Ok;
    }
    return m_status;
}

void AttachSession::onInput()
{
    char buffer[4096];
    const ssize_t count = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (count < 0 && (errno == EINTR || errno == EAGAIN))
        return;
    if (count <= 0) {
        m_input->setEnabled(false); // input ended (a pipe): keep watching until the shell exits
        return;
    }
    const QByteArray bytes(buffer, count);
    const qsizetype detach = bytes.indexOf(m_options.detachKey);
    const QByteArray typed = detach < 0 ? bytes : bytes.left(detach);
    if (!m_options.readOnly && !typed.isEmpty())
        m_stream->write(typed);
    if (detach >= 0) {
        m_detached = true;
        if (m_loop)
            m_loop->quit();
    }
}

} // namespace sandman::ctl
