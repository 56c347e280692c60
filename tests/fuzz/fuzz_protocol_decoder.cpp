// SPDX-License-Identifier: Apache-2.0
// libFuzzer target for everything the agent reads from an untrusted peer before and after the
// upgrade: the HTTP upgrade head (and the token in it), /ws client messages decoded and routed
// into a Router with placeholder and literal routes, and, for the client side, agent messages.
// Checks invariants, not just crashes: a routed request answers exactly once, and what the
// agent would send back decodes to the same id.
//
// Build with the "fuzz" preset (clang, SANDMAN_BUILD_FUZZERS=ON), then e.g.
//   ./fuzz_protocol_decoder -max_total_time=300 ../tests/fuzz/corpus/protocol
#include "protocol/JsonText.h"
#include "protocol/ProtocolCodec.h"
#include "server/AccessToken.h"
#include "server/HttpUpgradeRequest.h"
#include "server/Router.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cstdint>
#include <cstdlib>

using namespace sandman;

namespace {

class CountingSink : public ResponseSink
{
public:
    int events = 0;
    int responses = 0;
    int status = 0;
    QJsonObject body;

protected:
    void deliverEvent(const QJsonObject &) override { ++events; }
    void deliverResponse(int s, const QJsonObject &b) override
    {
        ++responses;
        status = s;
        body = b;
    }
};

Router *makeRouter()
{
    auto *router = new Router;
    auto echo = [](const RouteRequest &request, const ResponseSinkPtr &sink) {
        QJsonObject reply{{QStringLiteral("session"), request.sessionId()}};
        for (auto it = request.pathParams.cbegin(); it != request.pathParams.cend(); ++it)
            reply.insert(it.key(), it.value());
        sink->sendEvent({{QStringLiteral("type"), QStringLiteral("start")}});
        sink->sendResponse(200, reply);
    };
    const QString get = QStringLiteral("GET");
    const QString post = QStringLiteral("POST");
    const QString del = QStringLiteral("DELETE");
    router->addRoute(get, QStringLiteral("/api/ping"), echo);
    router->addRoute(post, QStringLiteral("/api/execute"), echo);
    router->addRoute(get, QStringLiteral("/api/process/list"), echo);
    router->addRoute(get, QStringLiteral("/api/process/{id}"), echo);
    router->addRoute(del, QStringLiteral("/api/process/{id}"), echo);
    router->addRoute(del, QStringLiteral("/api/process/kill-all"), echo);
    router->addRoute(get, QStringLiteral("/api/process/{id}/logs"), echo);
    router->addRoute(del, QStringLiteral("/api/contexts/{id}"), echo);
    router->addRoute(post, QStringLiteral("/api/throw"), [](const RouteRequest &, const ResponseSinkPtr &) {
        throw std::runtime_error("route failure");
    });
    return router;
}

void check(bool condition)
{
    if (!condition)
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Router *router = makeRouter();
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));

    // Before the upgrade: the HTTP head and the token in it.
    HttpUpgradeRequest head;
    if (head.parse(input) == HttpUpgradeRequest::ParseResult::Complete) {
        const QByteArray token = AccessToken::fromRequest(head);
        check(!AccessToken::matches(QByteArray(), token));
        (void)head.isWebSocketUpgrade();
    }

    // After it: a /ws text frame.
    const ClientMessage message = ProtocolCodec::decodeClientMessage(input);
    switch (message.kind) {
    case ClientMessage::Kind::Request: {
        check(!message.request.id.isEmpty());
        check(message.request.path.startsWith(QLatin1Char('/')));
        auto sink = std::make_shared<CountingSink>();
        router->handleRequest(message.request, sink);
        check(sink->responses == 1);
        const ServerMessage echoed = ProtocolCodec::decodeServerMessage(
            ProtocolCodec::encodeResponse(message.request.id, sink->status, sink->body));
        check(echoed.kind == ServerMessage::Kind::Response);
        check(echoed.id == message.request.id);
        check(echoed.status == sink->status);
        // What a client encodes decodes back to the same call.
        const ClientMessage replayed
            = ProtocolCodec::decodeClientMessage(ProtocolCodec::encodeRequest(message.request));
        check(replayed.kind == ClientMessage::Kind::Request);
        check(replayed.request.id == message.request.id);
        check(replayed.request.path == message.request.path);
        check(replayed.request.body == message.request.body);
        break;
    }
    case ClientMessage::Kind::Cancel:
        check(!message.request.id.isEmpty());
        break;
    case ClientMessage::Kind::Invalid: {
        const ServerMessage error = ProtocolCodec::decodeServerMessage(
            ProtocolCodec::encodeError(message.request.id, message.error));
        check(error.kind == ServerMessage::Kind::Error);
        check(error.error.code == message.error.code);
        break;
    }
    }

    // The client side reads what an agent (possibly a hostile one) sends.
    (void)ProtocolCodec::decodeServerMessage(input);

    // The stream-frame fast path agrees with Qt's parser on every flat object it accepts
    // (Qt rejects more, e.g. invalid UTF-8 and bad number literals, so only one direction).
    QList<JsonText::Field> fields;
    if (JsonText::parseFlatObject(input, &fields)) {
        QJsonParseError error;
        const QJsonObject object = QJsonDocument::fromJson(input, &error).object();
        if (error.error == QJsonParseError::NoError) {
            for (const JsonText::Field &field : fields) {
                if (field.isString && object.value(QString::fromUtf8(field.key)).isString())
                    check(object.value(QString::fromUtf8(field.key)).toString()
                              == QString::fromUtf8(field.value)
                          || fields.count() != object.size()); // duplicate keys: Qt keeps the last
            }
        }
    }
    QByteArray quoted;
    JsonText::appendString(quoted, input);
    QList<JsonText::Field> roundTrip;
    check(JsonText::parseFlatObject(QByteArray("{\"k\":" + quoted + "}"), &roundTrip));
    check(roundTrip.size() == 1 && roundTrip.first().value == input);
    return 0;
}
