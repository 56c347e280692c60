// SPDX-License-Identifier: Apache-2.0
#include "protocol/ProtocolCodec.h"

#include <QJsonDocument>
#include <QtTest>

using namespace sandman;

class TestProtocolCodec : public QObject
{
    Q_OBJECT
private slots:
    void decodesRequest()
    {
        const ClientMessage message = ProtocolCodec::decodeClientMessage(
            R"({"type":"request","id":"r1","method":"post","path":"/api/execute","body":{"command":"ls"}})");
        QCOMPARE(message.kind, ClientMessage::Kind::Request);
        QCOMPARE(message.request.id, QStringLiteral("r1"));
        QCOMPARE(message.request.method, QStringLiteral("POST"));
        QCOMPARE(message.request.path, QStringLiteral("/api/execute"));
        QCOMPARE(message.request.body.value(QStringLiteral("command")).toString(), QStringLiteral("ls"));
    }

    void decodesCancel()
    {
        const ClientMessage message = ProtocolCodec::decodeClientMessage(R"({"type":"cancel","id":"r9"})");
        QCOMPARE(message.kind, ClientMessage::Kind::Cancel);
        QCOMPARE(message.request.id, QStringLiteral("r9"));
    }

    void rejectsMalformed_data()
    {
        QTest::addColumn<QByteArray>("frame");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("id");
        QTest::newRow("not json") << QByteArray("{nope") << "PARSE_ERROR"
                                  << "";
        QTest::newRow("empty") << QByteArray("") << "PARSE_ERROR"
                               << "";
        QTest::newRow("array") << QByteArray("[1,2]") << "INVALID_REQUEST"
                               << "";
        QTest::newRow("string") << QByteArray("\"hi\"") << "PARSE_ERROR"
                                << "";
        QTest::newRow("no id") << QByteArray(R"({"type":"request","method":"GET","path":"/api/ping"})")
                               << "INVALID_REQUEST"
                               << "";
        QTest::newRow("id object") << QByteArray(R"({"type":"request","id":{},"method":"GET","path":"/x"})")
                                   << "INVALID_REQUEST"
                                   << "";
        QTest::newRow("unknown type") << QByteArray(R"({"type":"hello","id":"a"})") << "INVALID_REQUEST"
                                      << "a";
        QTest::newRow("no method") << QByteArray(R"({"type":"request","id":"a","path":"/api/ping"})")
                                   << "INVALID_REQUEST"
                                   << "a";
        QTest::newRow("method number")
            << QByteArray(R"({"type":"request","id":"a","method":1,"path":"/x"})") << "INVALID_REQUEST"
            << "a";
        QTest::newRow("relative path")
            << QByteArray(R"({"type":"request","id":"a","method":"GET","path":"api"})") << "INVALID_REQUEST"
            << "a";
        QTest::newRow("body array") << QByteArray(
            R"({"type":"request","id":"a","method":"POST","path":"/x","body":[]})")
                                    << "INVALID_REQUEST"
                                    << "a";
        QTest::newRow("nul bytes") << QByteArray("\0\0\0", 3) << "PARSE_ERROR"
                                   << "";
    }

    void rejectsMalformed()
    {
        QFETCH(QByteArray, frame);
        QFETCH(QString, code);
        QFETCH(QString, id);
        const ClientMessage message = ProtocolCodec::decodeClientMessage(frame);
        QCOMPARE(message.kind, ClientMessage::Kind::Invalid);
        QCOMPARE(errorCodeName(message.error.code), code);
        QCOMPARE(message.request.id, id);
        QVERIFY(!message.error.message.isEmpty());
    }

    void streamEventRoundTrip()
    {
        const QJsonObject event{{QStringLiteral("type"), QStringLiteral("stdout")},
                                {QStringLiteral("data"), QStringLiteral("line\n\"quoted\"\u00e9")}};
        const QByteArray frame = ProtocolCodec::encodeStreamEvent(QStringLiteral("s1"), event);
        const QJsonObject wire = QJsonDocument::fromJson(frame).object();
        QCOMPARE(wire.value(QStringLiteral("event")).toString(), QStringLiteral("stdout"));
        QVERIFY(wire.value(QStringLiteral("data")).isString()); // JSON text, as the SDK sends it
        const ServerMessage decoded = ProtocolCodec::decodeServerMessage(frame);
        QCOMPARE(decoded.kind, ServerMessage::Kind::Stream);
        QCOMPARE(decoded.id, QStringLiteral("s1"));
        QCOMPARE(decoded.event, event);
    }

    void responseRoundTrip()
    {
        const QJsonObject body{{QStringLiteral("success"), true}};
        const ServerMessage decoded = ProtocolCodec::decodeServerMessage(
            ProtocolCodec::encodeResponse(QStringLiteral("r2"), 201, body));
        QCOMPARE(decoded.kind, ServerMessage::Kind::Response);
        QCOMPARE(decoded.status, 201);
        QCOMPARE(decoded.body, body);
        QVERIFY(decoded.done);
    }

    void errorRoundTrip()
    {
        const SandboxError error{ErrorCode::ParseError, QStringLiteral("bad"), {}};
        const ServerMessage decoded
            = ProtocolCodec::decodeServerMessage(ProtocolCodec::encodeError({}, error));
        QCOMPARE(decoded.kind, ServerMessage::Kind::Error);
        QCOMPARE(decoded.status, 400);
        QCOMPARE(decoded.error.code, ErrorCode::ParseError);
        QCOMPARE(decoded.error.message, QStringLiteral("bad"));
    }

    void errorCodesHaveStatuses_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("status");
        QTest::newRow("validation") << "VALIDATION_FAILED" << 400;
        QTest::newRow("is dir") << "IS_DIRECTORY" << 400;
        QTest::newRow("not found") << "FILE_NOT_FOUND" << 404;
        QTest::newRow("session exists") << "SESSION_ALREADY_EXISTS" << 409;
        QTest::newRow("terminated") << "SESSION_TERMINATED" << 410;
        QTest::newRow("too large") << "FILE_TOO_LARGE" << 413;
        QTest::newRow("internal") << "INTERNAL_ERROR" << 500;
        QTest::newRow("unauthorized") << "UNAUTHORIZED" << 401;
    }

    void errorCodesHaveStatuses()
    {
        QFETCH(QString, name);
        QFETCH(int, status);
        const ErrorCode code = errorCodeFromName(name);
        QCOMPARE(errorCodeName(code), name);
        QCOMPARE(httpStatusFor(code), status);
    }
};

QTEST_GUILESS_MAIN(TestProtocolCodec)
#include "tst_protocolcodec.moc"
