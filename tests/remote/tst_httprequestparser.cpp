// SPDX-License-Identifier: Apache-2.0
// HttpRequestParser on its own: requests fed whole and one byte at a time, sized and chunked
// bodies, pipelining, and the status each malformed request is refused with.
#include "server/HttpRequestParser.h"

#include <QtTest>

using namespace sandman;

namespace {
const QByteArray kHead = "Host: x\r\n";

HttpRequestParser::Limits smallLimits()
{
    HttpRequestParser::Limits limits;
    limits.maxHeadBytes = 1024;
    limits.maxHeaders = 8;
    limits.maxTargetBytes = 256;
    limits.maxBodyBytes = 100;
    return limits;
}
} // namespace

class TestHttpRequestParser : public QObject
{
    Q_OBJECT
private slots:
    void parsesGoodRequests_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("get") << "GET /api/ping HTTP/1.1\r\n" + kHead + "\r\n"
                             << QByteArray("GET") << QStringLiteral("/api/ping") << QByteArray();
        QTest::newRow("query and escapes") << "GET /api/a%20b?x=1 HTTP/1.1\r\n" + kHead + "\r\n"
                                           << QByteArray("GET") << QStringLiteral("/api/a b") << QByteArray();
        QTest::newRow("sized body") << "POST /api/echo HTTP/1.1\r\n" + kHead
                + "Content-Length: 7\r\n\r\n{\"a\":1}"
                                    << QByteArray("POST") << QStringLiteral("/api/echo")
                                    << QByteArray("{\"a\":1}");
        QTest::newRow("chunked body") << "POST /api/echo HTTP/1.1\r\n" + kHead
                + "Transfer-Encoding: chunked\r\n\r\n3;ext=1\r\n{\"a\r\n4\r\n\":1}\r\n0\r\nX-Trailer: "
                  "y\r\n\r\n" << QByteArray("POST")
                                      << QStringLiteral("/api/echo") << QByteArray("{\"a\":1}");
        QTest::newRow("http/1.0 without host")
            << QByteArray("GET /api/ping HTTP/1.0\r\n\r\n") << QByteArray("GET")
            << QStringLiteral("/api/ping") << QByteArray();
        QTest::newRow("leading empty line")
            << "\r\nDELETE /api/x HTTP/1.1\r\n" + kHead + "\r\n"
            << QByteArray("DELETE") << QStringLiteral("/api/x") << QByteArray();
        QTest::newRow("same length twice")
            << "POST /p HTTP/1.1\r\n" + kHead + "Content-Length: 2\r\nContent-Length: 2\r\n\r\nok"
            << QByteArray("POST") << QStringLiteral("/p") << QByteArray("ok");
    }

    void parsesGoodRequests()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        // Whole, then one byte at a time: the result must not depend on how bytes arrive.
        for (const bool byByte : {false, true}) {
            HttpRequestParser parser;
            if (byByte) {
                for (char c : input)
                    parser.feed(QByteArray(1, c));
            } else {
                parser.feed(input);
            }
            QCOMPARE(parser.state(), HttpRequestParser::State::Complete);
            const HttpRequest request = parser.takeRequest();
            QCOMPARE(request.method, method);
            QCOMPARE(request.path, path);
            QCOMPARE(request.body, body);
            QVERIFY(!parser.hasPartialRequest());
        }
    }

    void refusesMalformedRequests_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("status");
        QTest::newRow("garbage") << QByteArray("garbage\r\n\r\n") << 400;
        QTest::newRow("two spaces") << "GET  /x HTTP/1.1\r\n" + kHead + "\r\n" << 400;
        QTest::newRow("bare LF") << QByteArray("GET /x HTTP/1.1\nHost: x\n\n") << 400;
        QTest::newRow("relative target") << "GET x HTTP/1.1\r\n" + kHead + "\r\n" << 400;
        QTest::newRow("absolute target") << "GET http://h/x HTTP/1.1\r\n" + kHead + "\r\n" << 400;
        QTest::newRow("bad version") << "GET /x HTTX/1.1\r\n" + kHead + "\r\n" << 400;
        QTest::newRow("http/2") << "GET /x HTTP/2.0\r\n" + kHead + "\r\n" << 505;
        QTest::newRow("http/0.9") << "GET /x HTTP/0.9\r\n" + kHead + "\r\n" << 505;
        QTest::newRow("unknown method") << "BREW /x HTTP/1.1\r\n" + kHead + "\r\n" << 501;
        QTest::newRow("bad method chars") << "G(T /x HTTP/1.1\r\n" + kHead + "\r\n" << 400;
        QTest::newRow("long target") << "GET /" + QByteArray(300, 'a') + " HTTP/1.1\r\n" + kHead + "\r\n"
                                     << 414;
        QTest::newRow("long line without end") << "GET /" + QByteArray(400, 'a') << 414;
        QTest::newRow("no host") << QByteArray("GET /x HTTP/1.1\r\n\r\n") << 400;
        QTest::newRow("space before colon") << "GET /x HTTP/1.1\r\n" + kHead + "X-A : b\r\n\r\n" << 400;
        QTest::newRow("no colon") << "GET /x HTTP/1.1\r\n" + kHead + "nonsense\r\n\r\n" << 400;
        QTest::newRow("folded header") << "GET /x HTTP/1.1\r\n" + kHead + "X-A: b\r\n c\r\n\r\n" << 400;
        QTest::newRow("NUL in value")
            << "GET /x HTTP/1.1\r\n" + kHead + QByteArray("X-A: a\0b\r\n\r\n", 12) << 400;
        QTest::newRow("huge header") << "GET /x HTTP/1.1\r\n" + kHead + "X-A: " + QByteArray(2000, 'a')
                + "\r\n\r\n" << 431;
        QTest::newRow("too many headers")
            << "GET /x HTTP/1.1\r\n" + kHead + QByteArray("A: 1\r\n").repeated(9) + "\r\n"
            << 431;
        QTest::newRow("post without length") << "POST /x HTTP/1.1\r\n" + kHead + "\r\n" << 411;
        QTest::newRow("body too large") << "POST /x HTTP/1.1\r\n" + kHead + "Content-Length: 101\r\n\r\n"
                                        << 413;
        QTest::newRow("bad length") << "POST /x HTTP/1.1\r\n" + kHead + "Content-Length: 1x\r\n\r\n" << 400;
        QTest::newRow("negative length") << "POST /x HTTP/1.1\r\n" + kHead + "Content-Length: -1\r\n\r\n"
                                         << 400;
        QTest::newRow("lengths disagree")
            << "POST /x HTTP/1.1\r\n" + kHead + "Content-Length: 1\r\nContent-Length: 2\r\n\r\n"
            << 400;
        QTest::newRow("length and chunked")
            << "POST /x HTTP/1.1\r\n" + kHead + "Content-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n"
            << 400;
        QTest::newRow("gzip coding") << "POST /x HTTP/1.1\r\n" + kHead
                + "Transfer-Encoding: gzip, chunked\r\n\r\n"
                                     << 501;
        QTest::newRow("bad chunk size")
            << "POST /x HTTP/1.1\r\n" + kHead + "Transfer-Encoding: chunked\r\n\r\nzz\r\n"
            << 400;
        QTest::newRow("chunk without CRLF")
            << "POST /x HTTP/1.1\r\n" + kHead + "Transfer-Encoding: chunked\r\n\r\n2\r\nabXY" << 400;
        QTest::newRow("chunks too large") << "POST /x HTTP/1.1\r\n" + kHead
                + "Transfer-Encoding: chunked\r\n\r\n60\r\n" + QByteArray(0x60, 'a')
                + "\r\n60\r\n" << 413;
        QTest::newRow("chunk size overflow")
            << "POST /x HTTP/1.1\r\n" + kHead + "Transfer-Encoding: chunked\r\n\r\nffffffffffffffffff\r\n"
            << 400;
    }

    void refusesMalformedRequests()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, status);
        for (const bool byByte : {false, true}) {
            HttpRequestParser parser(smallLimits());
            if (byByte) {
                for (char c : input)
                    parser.feed(QByteArray(1, c));
            } else {
                parser.feed(input);
            }
            QCOMPARE(parser.state(), HttpRequestParser::State::Error);
            QCOMPARE(parser.errorStatus(), status);
            QVERIFY(!parser.errorReason().isEmpty());
        }
    }

    void headIsReportedBeforeTheBody()
    {
        HttpRequestParser parser;
        parser.feed("POST /x HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer t\r\nContent-Length: 4\r\n\r\nab");
        QCOMPARE(parser.state(), HttpRequestParser::State::Body);
        QVERIFY(parser.isHeadComplete());
        QCOMPARE(parser.request().header("authorization"), QByteArray("Bearer t"));
        QCOMPARE(parser.contentLength(), 4);
        parser.feed("cd");
        QCOMPARE(parser.state(), HttpRequestParser::State::Complete);
    }

    void pipelinedRequestsComeOneByOne()
    {
        HttpRequestParser parser;
        parser.feed("GET /a HTTP/1.1\r\nHost: x\r\n\r\nPOST /b HTTP/1.1\r\nHost: x\r\nContent-Length: "
                    "2\r\n\r\nokGET /c");
        QCOMPARE(parser.takeRequest().path, QStringLiteral("/a"));
        QCOMPARE(parser.state(), HttpRequestParser::State::Complete);
        const HttpRequest second = parser.takeRequest();
        QCOMPARE(second.path, QStringLiteral("/b"));
        QCOMPARE(second.body, QByteArray("ok"));
        QCOMPARE(parser.state(), HttpRequestParser::State::Head);
        QVERIFY(parser.hasPartialRequest());
        parser.feed(" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        const HttpRequest third = parser.takeRequest();
        QCOMPARE(third.path, QStringLiteral("/c"));
        QVERIFY(!third.wantsKeepAlive());
    }
};

QTEST_GUILESS_MAIN(TestHttpRequestParser)
#include "tst_httprequestparser.moc"
