// SPDX-License-Identifier: Apache-2.0
#include "PtyConnection.h"

#include "AgentServer.h"
#include "protocol/TerminalHandler.h"

#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaObject>
#include <QMutex>
#include <QThread>
#include <QUrlQuery>
#include <QWebSocket>

#include <atomic>

namespace sandman {

namespace {

// Output up to this size is flushed to the socket as it comes when nothing else is queued.
constexpr qsizetype kImmediateBytes = 16 * 1024;

// A terminal's output, encoded on the handler's thread and posted to the connection.
class PtySocketSink : public TerminalSink
{
public:
    explicit PtySocketSink(std::shared_ptr<PtyConnection::Shared> shared)
        : m_shared(std::move(shared))
    { }

protected:
    void deliverReady(const QJsonObject &info) override { postText(info, false); }
    void deliverData(const QByteArray &bytes) override;
    void deliverExit(int code) override
    {
        postText({{QStringLiteral("type"), QStringLiteral("exit")}, {QStringLiteral("code"), code}}, true);
    }
    void deliverError(const QString &message, const QString &code) override
    {
        QJsonObject error{{QStringLiteral("type"), QStringLiteral("error")},
                          {QStringLiteral("message"), message}};
        if (!code.isEmpty())
            error.insert(QStringLiteral("code"), code);
        postText(error, true);
    }
    void deliverResize(int cols, int rows) override
    {
        postText({{QStringLiteral("type"), QStringLiteral("resize")},
                  {QStringLiteral("cols"), cols},
                  {QStringLiteral("rows"), rows}},
                 false);
    }

private:
    void postText(const QJsonObject &message, bool final);
    std::shared_ptr<PtyConnection::Shared> m_shared;
};

} // namespace

// What the handler's thread and the connection's thread share. Posting and detaching take
// the same lock, so a frame is either queued to a live connection or not posted at all.
struct PtyConnection::Shared {
    QMutex mutex;
    PtyConnection *connection = nullptr;
    // Only touched on the handler's thread.
    TerminalConnectionPtr terminal;
    std::weak_ptr<TerminalSink> sink;
    bool closed = false;

    template<typename F> bool post(F function)
    {
        PtyConnection *target = nullptr;
        {
            QMutexLocker lock(&mutex);
            if (!connection)
                return false;
            target = connection;
            if (target->thread() != QThread::currentThread()) {
                QMetaObject::invokeMethod(
                    target, [target, function] { function(target); }, Qt::QueuedConnection);
                return true;
            }
        }
        // Served on this very thread: at once (it is only ever deleted here, so not meanwhile).
        function(target);
        return true;
    }
};

void PtySocketSink::postText(const QJsonObject &message, bool final)
{
    const QByteArray json = QJsonDocument(message).toJson(QJsonDocument::Compact);
    m_shared->post([json, final](PtyConnection *connection) { connection->deliverText(json, final); });
}

void PtySocketSink::deliverData(const QByteArray &bytes)
{
    addBacklog(bytes.size());
    if (!m_shared->post([bytes](PtyConnection *connection) { connection->deliverBinary(bytes); }))
        addBacklog(-bytes.size()); // nobody to send it to
}

TerminalRequest PtyConnection::requestFromQuery(const QUrlQuery &query)
{
    TerminalRequest request;
    request.sessionId = query.queryItemValue(QStringLiteral("sessionId"), QUrl::FullyDecoded);
    request.terminalId = query.queryItemValue(QStringLiteral("terminalId"), QUrl::FullyDecoded);
    request.reattach = query.queryItemValue(QStringLiteral("reattach")) == QLatin1String("1");
    request.shell = query.queryItemValue(QStringLiteral("shell"), QUrl::FullyDecoded);
    const QString readOnly = query.queryItemValue(QStringLiteral("readonly"));
    request.readOnly = readOnly == QLatin1String("1") || readOnly == QLatin1String("true");
    request.origin = query.queryItemValue(QStringLiteral("origin"), QUrl::FullyDecoded).left(200);
    // Arbitrary text: read as a form would send it ('+' is a space, as URLSearchParams writes).
    const auto formValue = [](QString value) {
        return QUrl::fromPercentEncoding(value.replace(QLatin1Char('+'), QLatin1Char(' ')).toUtf8());
    };
    for (const auto &[key, value] : query.queryItems(QUrl::FullyEncoded)) {
        if (key == QLatin1String("command"))
            request.command.append(formValue(value));
        else if (key == QLatin1String("cwd"))
            request.cwd = formValue(value);
    }
    bool ok = false;
    const int cols = query.queryItemValue(QStringLiteral("cols")).toInt(&ok);
    if (ok && cols > 0)
        request.cols = cols;
    const int rows = query.queryItemValue(QStringLiteral("rows")).toInt(&ok);
    if (ok && rows > 0)
        request.rows = rows;
    return request;
}

std::function<void(QWebSocket *, const QUrlQuery &)>
PtyConnection::connectionHandler(TerminalHandler *terminals, QObject *handlerContext, QObject *parent)
{
    QPointer<QObject> context = handlerContext;
    QPointer<QObject> owner = parent;
    return [terminals, context, owner](QWebSocket *socket, const QUrlQuery &query) {
        static std::atomic<quint64> connections{0};
        TerminalRequest request = requestFromQuery(query);
        // Named by the agent like a /ws connection ("ws-N host:port"), never by the peer.
        request.clientId = QStringLiteral("pty-%1 %2:%3")
                               .arg(++connections)
                               .arg(socket->peerAddress().toString())
                               .arg(socket->peerPort());
        new PtyConnection(socket, request, terminals, context, owner);
    };
}

PtyConnection::PtyConnection(QWebSocket *socket, const TerminalRequest &request, TerminalHandler *terminals,
                             QObject *handlerContext, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_handlerContext(handlerContext)
    , m_shared(std::make_shared<Shared>())
{
    m_socket->setParent(this);
    m_shared->connection = this;
    connect(m_socket, &QWebSocket::textMessageReceived, this, &PtyConnection::onText);
    connect(m_socket, &QWebSocket::binaryMessageReceived, this, &PtyConnection::onBinary);
    connect(m_socket, &QWebSocket::bytesWritten, this, &PtyConnection::onBytesWritten);
    connect(m_socket, &QWebSocket::disconnected, this, &PtyConnection::onDisconnected);
    connect(this, &PtyConnection::closed, this, &QObject::deleteLater);

    if (!m_handlerContext || !terminals) {
        deliverText(R"({"type":"error","message":"this agent does not serve terminals"})", true);
        return;
    }
    // Served on the terminals' own thread when the socket can go there with its TCP socket: a
    // key and its echo then cross no thread in the agent (two wake-ups fewer each way).
    if (m_handlerContext->thread() != thread()
        && m_socket->findChild<QAbstractSocket *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (auto *server = qobject_cast<AgentServer *>(parent))
            connect(server, &AgentServer::closing, this, [this] { delete this; });
        setParent(nullptr);
        moveToThread(m_handlerContext->thread());
    }
    auto sink = std::make_shared<PtySocketSink>(m_shared);
    std::shared_ptr<Shared> shared = m_shared;
    shared->sink = sink;
    toHandler([shared, sink, terminals, request] {
        if (shared->closed)
            return; // the client left before the terminal opened
        shared->terminal = terminals->openTerminal(request, sink);
    });
}

PtyConnection::~PtyConnection()
{
    {
        QMutexLocker lock(&m_shared->mutex);
        m_shared->connection = nullptr;
    }
    // Detach this viewer on the handler's thread (where the terminal lives): at once when that is
    // this one (the sandbox may be going away next).
    std::shared_ptr<Shared> shared = m_shared;
    onHandler([shared] {
        shared->closed = true;
        if (TerminalConnectionPtr terminal = std::move(shared->terminal)) {
            shared->terminal = nullptr;
            terminal->close();
        }
    });
}

void PtyConnection::toHandler(std::function<void()> function)
{
    if (QObject *context = m_handlerContext)
        QMetaObject::invokeMethod(context, std::move(function), Qt::QueuedConnection);
}

void PtyConnection::onHandler(std::function<void()> function)
{
    QObject *context = m_handlerContext;
    if (context && context->thread() == QThread::currentThread())
        function();
    else
        toHandler(std::move(function));
}

void PtyConnection::deliverText(const QByteArray &json, bool final)
{
    if (m_finished)
        return;
    m_socket->sendTextMessage(QString::fromUtf8(json));
    if (final) {
        m_finished = true;
        // Sent frames are flushed before the close frame; the client then sees a normal close.
        m_socket->close(QWebSocketProtocol::CloseCodeNormal);
    }
}

void PtyConnection::deliverBinary(const QByteArray &bytes)
{
    if (m_finished || m_socket->state() != QAbstractSocket::ConnectedState) {
        if (auto sink = m_shared->sink.lock())
            sink->addBacklog(-bytes.size());
        return;
    }
    // Small output while nothing waits to be written (an echo, a prompt) goes out at once; a
    // stream keeps being written when the socket asks, in as few writes as it can.
    const bool idle = m_socket->bytesToWrite() == 0;
    m_socket->sendBinaryMessage(bytes);
    m_unwritten += bytes.size();
    if (idle && bytes.size() <= kImmediateBytes)
        m_socket->flush();
}

void PtyConnection::onBytesWritten(qint64 bytes)
{
    // bytesWritten counts frame headers too, so this errs on the side of "caught up".
    const qint64 done = qMin(bytes, m_unwritten);
    if (done <= 0)
        return;
    m_unwritten -= done;
    auto sink = m_shared->sink.lock();
    if (!sink)
        return;
    const qint64 before = sink->backlog();
    sink->addBacklog(-done);
    if (before >= lowWater() && before - done < lowWater()) {
        std::weak_ptr<TerminalSink> weak = sink;
        toHandler([weak] {
            if (auto s = weak.lock())
                s->notifyDrained();
        });
    }
}

void PtyConnection::onText(const QString &message)
{
    const QJsonObject control = QJsonDocument::fromJson(message.toUtf8()).object();
    if (control.value(QStringLiteral("type")).toString() != QLatin1String("resize"))
        return; // unknown or malformed control: ignored, the terminal goes on
    const int cols = control.value(QStringLiteral("cols")).toInt();
    const int rows = control.value(QStringLiteral("rows")).toInt();
    if (cols <= 0 || rows <= 0 || cols > 4096 || rows > 4096)
        return;
    std::shared_ptr<Shared> shared = m_shared;
    onHandler([shared, cols, rows] {
        if (shared->terminal)
            shared->terminal->resize(cols, rows);
    });
}

void PtyConnection::onBinary(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    std::shared_ptr<Shared> shared = m_shared;
    onHandler([shared, bytes] {
        if (shared->terminal)
            shared->terminal->write(bytes);
    });
}

void PtyConnection::onDisconnected()
{
    emit closed();
}

} // namespace sandman
