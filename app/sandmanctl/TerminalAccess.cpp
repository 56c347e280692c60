// SPDX-License-Identifier: Apache-2.0
#include "TerminalAccess.h"

#include "CtlError.h"
#include "ScreenCapture.h"
#include "SignalRelay.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "protocol/TerminalRequest.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonObject>
#include <QTimer>
#include <QWebSocket>

#include <memory>

namespace sandman::ctl {

namespace {
constexpr int kReadyTimeoutMs = 15000;
// The replay comes at once after ready; output quiet this long after it means it is all in.
constexpr int kReplayQuietMs = 60;
constexpr int kReplayMaxMs = 3000;
constexpr int kCloseTimeoutMs = 2000;
} // namespace

TerminalStream *TerminalAccess::open(SandboxClient *client, const TerminalRequest &request,
                                     const std::function<void(const QByteArray &)> &onData)
{
    TerminalStream *stream = client->openTerminal(request);
    if (onData)
        QObject::connect(stream, &TerminalStream::dataReceived, stream, onData);
    QEventLoop loop;
    bool interrupted = false;
    QObject::connect(stream, &TerminalStream::ready, &loop, &QEventLoop::quit);
    QObject::connect(stream, &TerminalStream::errorOccurred, &loop, &QEventLoop::quit);
    QObject::connect(stream, &TerminalStream::exited, &loop, &QEventLoop::quit);
    QObject::connect(SignalRelay::instance(), &SignalRelay::interrupted, &loop, [&] {
        interrupted = true;
        loop.quit();
    });
    QTimer::singleShot(kReadyTimeoutMs, &loop, &QEventLoop::quit);
    if (stream->state() == TerminalStream::State::Opening)
        loop.exec();
    const TerminalStream::State state = stream->state();
    if (state == TerminalStream::State::Open)
        return stream;
    const QString error = stream->errorString();
    const int exitCode = stream->exitCode();
    delete stream;
    if (interrupted)
        throw CtlError{Interrupted, QCoreApplication::translate("sandmanctl", "interrupted")};
    if (state == TerminalStream::State::Exited)
        throw CtlError{NotFound,
                       QCoreApplication::translate("sandmanctl", "the terminal has ended (exit status %1)")
                           .arg(exitCode)};
    if (state == TerminalStream::State::Opening)
        throw CtlError{Unreachable,
                       QCoreApplication::translate("sandmanctl", "the terminal did not open in time")};
    const bool missing
        = error.contains(QLatin1String("no terminal")) || error.contains(QLatin1String("has ended"));
    throw CtlError{missing ? NotFound : Failed, error};
}

QSize TerminalAccess::size(SandboxClient *client, const QString &session, const QString &terminal)
{
    TerminalRequest request;
    request.sessionId = session;
    request.terminalId = terminal;
    request.readOnly = true;
    std::unique_ptr<TerminalStream> stream(open(client, request));
    const QJsonObject info = stream->readyInfo();
    stream->close();
    return {info.value(QStringLiteral("cols")).toInt(80), info.value(QStringLiteral("rows")).toInt(24)};
}

QStringList TerminalAccess::capture(SandboxClient *client, const QString &session, const QString &terminal,
                                    int scrollback)
{
    TerminalRequest request;
    request.sessionId = session;
    request.terminalId = terminal;
    request.readOnly = true;
    QByteArray replay;
    std::unique_ptr<TerminalStream> stream(
        open(client, request, [&replay](const QByteArray &bytes) { replay += bytes; }));
    const QJsonObject info = stream->readyInfo();
    // Wait for the replay: all of it comes at once, then quiet.
    QEventLoop loop;
    QTimer quiet;
    quiet.setSingleShot(true);
    QObject::connect(&quiet, &QTimer::timeout, &loop, &QEventLoop::quit);
    QObject::connect(stream.get(), &TerminalStream::dataReceived, &loop,
                     [&quiet] { quiet.start(kReplayQuietMs); });
    QTimer::singleShot(kReplayMaxMs, &loop, &QEventLoop::quit);
    quiet.start(kReplayQuietMs);
    loop.exec();
    stream->close();
    ScreenCapture screen(info.value(QStringLiteral("cols")).toInt(80),
                         info.value(QStringLiteral("rows")).toInt(24));
    screen.feed(replay);
    return screen.lines(scrollback);
}

void TerminalAccess::send(SandboxClient *client, const QString &session, const QString &terminal,
                          const QByteArray &bytes)
{
    const QSize current = size(client, session, terminal);
    TerminalRequest request;
    request.sessionId = session;
    request.terminalId = terminal;
    request.reattach = true; // never a fresh shell in place of one that just ended
    request.cols = current.width();
    request.rows = current.height();
    TerminalStream *stream = open(client, request);
    stream->write(bytes);
    closeFlushed(stream);
}

void TerminalAccess::closeFlushed(TerminalStream *stream)
{
    QWebSocket *socket = stream->findChild<QWebSocket *>();
    if (socket && socket->state() == QAbstractSocket::ConnectedState) {
        QEventLoop loop;
        // A ping's pong comes once the agent has read everything written before it: input
        // followed at once by the close (through a port-forward they reach the agent in one
        // read) could otherwise be dropped with the connection.
        QObject::connect(socket, &QWebSocket::pong, &loop, &QEventLoop::quit);
        QObject::connect(socket, &QWebSocket::disconnected, &loop, &QEventLoop::quit);
        QTimer::singleShot(kCloseTimeoutMs, &loop, &QEventLoop::quit);
        socket->ping();
        loop.exec();
        QObject::disconnect(socket, &QWebSocket::pong, &loop, nullptr);
        if (socket->state() == QAbstractSocket::ConnectedState) {
            QTimer::singleShot(kCloseTimeoutMs, &loop, &QEventLoop::quit);
            stream->close();
            loop.exec();
        } else {
            stream->close();
        }
    } else {
        stream->close();
    }
    delete stream;
}

} // namespace sandman::ctl
