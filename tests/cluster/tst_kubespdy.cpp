// SPDX-License-Identifier: Apache-2.0
// The SPDY/3.1 side of the API server double (kubectl port-forward): the frame reader's
// strictness on malformed input, header blocks in one zlib stream with the SPDY/3 dictionary,
// and the session's streams (replies, errors in the kubelet's words, FINs, a relayed pod port).
#include "FakeKubeSpdyFrameReader.h"
#include "FakeKubeSpdyFrameWriter.h"
#include "FakeKubeSpdySession.h"

#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QtEndian>
#include <QtTest>

#include <zlib.h>

using namespace sandman::test;

namespace {

QByteArray be32(quint32 v)
{
    QByteArray b(4, Qt::Uninitialized);
    qToBigEndian(v, b.data());
    return b;
}

QByteArray headerPlain(const FakeKubeSpdyHeaders &headers, int count = -1)
{
    QByteArray plain = be32(quint32(count < 0 ? headers.size() : count));
    for (const auto &[name, value] : headers)
        plain += be32(quint32(name.size())) + name + be32(quint32(value.size())) + value;
    return plain;
}

// Deflates arbitrary bytes as a client's first header block (own zlib stream), with dict.
QByteArray deflated(const QByteArray &plain, const QByteArray &dict = FakeKubeSpdyHeaderCodec::dictionary())
{
    z_stream z{};
    deflateInit(&z, Z_DEFAULT_COMPRESSION);
    deflateSetDictionary(&z, reinterpret_cast<const Bytef *>(dict.constData()), uInt(dict.size()));
    QByteArray out(int(deflateBound(&z, uLong(plain.size()))) + 64, '\0');
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(plain.constData()));
    z.avail_in = uInt(plain.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    deflate(&z, Z_SYNC_FLUSH);
    out.truncate(int(out.size() - z.avail_out));
    deflateEnd(&z);
    return out;
}

QByteArray synStreamWith(const QByteArray &block, quint32 streamId = 1)
{
    return FakeKubeSpdyFrameWriter::control(FakeKubeSpdyFrame::SynStream, 0,
                                            be32(streamId) + be32(0) + QByteArray(2, '\0') + block);
}

const FakeKubeSpdyHeaders errorStream{{"streamtype", "error"}, {"port", "3000"}, {"requestid", "0"}};
const FakeKubeSpdyHeaders dataStream{{"streamtype", "data"}, {"port", "3000"}, {"requestid", "0"}};

QList<FakeKubeSpdyFrame> readAll(FakeKubeSpdyFrameReader &reader, QString *error = nullptr)
{
    QList<FakeKubeSpdyFrame> frames;
    FakeKubeSpdyFrame frame;
    for (;;) {
        const auto result = reader.next(&frame);
        if (result == FakeKubeSpdyFrameReader::Result::Frame)
            frames << frame;
        else {
            if (error)
                *error = result == FakeKubeSpdyFrameReader::Result::Error ? reader.error() : QString();
            return frames;
        }
    }
}

// The client's end of a session: frames written with the client's own deflate stream, the
// server's frames read back with a reader (SYN_REPLY blocks use the server's stream).
struct Client {
    FakeKubeSpdyFrameWriter writer;
    FakeKubeSpdyFrameReader reader;
    QList<FakeKubeSpdyFrame> frames;
    QString finished;
    bool ended = false;

    void attach(FakeKubeSpdySession &session)
    {
        QObject::connect(&session, &FakeKubeSpdySession::send, &session, [this](const QByteArray &bytes) {
            reader.append(bytes);
            frames += readAll(reader);
        });
        QObject::connect(&session, &FakeKubeSpdySession::finished, &session, [this](const QString &error) {
            finished = error;
            ended = true;
        });
    }
    QList<quint16> types() const
    {
        QList<quint16> t;
        for (const auto &f : frames)
            t << f.type;
        return t;
    }
    QByteArray dataOn(quint32 stream) const
    {
        QByteArray d;
        for (const auto &f : frames)
            if (f.type == FakeKubeSpdyFrame::Data && f.streamId == stream)
                d += f.payload;
        return d;
    }
    bool finOn(quint32 stream) const
    {
        for (const auto &f : frames)
            if (f.type == FakeKubeSpdyFrame::Data && f.streamId == stream && f.fin())
                return true;
        return false;
    }
};

} // namespace

class TestKubeSpdy : public QObject
{
    Q_OBJECT

private slots:
    void dictionaryIsDraft3s()
    {
        const QByteArray dict = FakeKubeSpdyHeaderCodec::dictionary();
        QCOMPARE(dict.size(), 1423);
        // The dictionary id (Adler-32) a SPDY/3 peer's zlib header names.
        QCOMPARE(adler32(1, reinterpret_cast<const Bytef *>(dict.constData()), uInt(dict.size())),
                 0xe3c6a7c2ul);
    }

    // kubectl's frames, in one piece and byte by byte: both header blocks from one zlib stream.
    void readsAClientsFrames_data()
    {
        QTest::addColumn<int>("piece");
        QTest::newRow("whole") << 0;
        QTest::newRow("byte by byte") << 1;
        QTest::newRow("7 bytes") << 7;
    }
    void readsAClientsFrames()
    {
        QFETCH(int, piece);
        FakeKubeSpdyFrameWriter client;
        QByteArray settingsBody = be32(1) + be32(0x01000007) + be32(1000);
        // One statement each: the header blocks must be deflated in stream order.
        QByteArray bytes = client.synStream(1, errorStream);
        bytes += FakeKubeSpdyFrameWriter::data(1, {}, true);
        bytes += client.synStream(3, dataStream);
        bytes += FakeKubeSpdyFrameWriter::data(3, "GET / HTTP/1.1\r\n\r\n");
        bytes += FakeKubeSpdyFrameWriter::ping(1);
        bytes += FakeKubeSpdyFrameWriter::control(FakeKubeSpdyFrame::Settings, 0, settingsBody);
        bytes += FakeKubeSpdyFrameWriter::control(FakeKubeSpdyFrame::WindowUpdate, 0, be32(3) + be32(65536));
        bytes += FakeKubeSpdyFrameWriter::control(0x0b, 0, "future");
        bytes += FakeKubeSpdyFrameWriter::data(3, {}, true);
        FakeKubeSpdyFrameReader reader;
        QList<FakeKubeSpdyFrame> frames;
        QString error;
        if (piece == 0) {
            reader.append(bytes);
            frames = readAll(reader, &error);
        } else {
            for (int at = 0; at < bytes.size(); at += piece) {
                reader.append(bytes.mid(at, piece));
                frames += readAll(reader, &error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
            }
        }
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(frames.size(), 9);
        QCOMPARE(frames[0].type, quint16(FakeKubeSpdyFrame::SynStream));
        QCOMPARE(frames[0].streamId, 1u);
        QCOMPARE(frames[0].headers, errorStream);
        QVERIFY(frames[1].fin() && frames[1].payload.isEmpty());
        QCOMPARE(frames[2].headers, dataStream);
        QCOMPARE(frames[2].header("streamtype"), QByteArray("data"));
        QCOMPARE(frames[3].payload, QByteArray("GET / HTTP/1.1\r\n\r\n"));
        QCOMPARE(frames[4].type, quint16(FakeKubeSpdyFrame::Ping));
        QCOMPARE(frames[4].value, 1u);
        QCOMPARE(frames[5].type, quint16(FakeKubeSpdyFrame::Settings));
        QCOMPARE(frames[6].value, 65536u);
        QCOMPARE(frames[7].type, quint16(0x0b));
        QCOMPARE(frames[7].payload, QByteArray("future"));
        QVERIFY(frames[8].fin());
        QCOMPARE(reader.buffered(), 0);
    }

    void rejectsMalformedFrames_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        using W = FakeKubeSpdyFrameWriter;
        const QByteArray block = deflated(headerPlain(errorStream));
        QTest::newRow("version 2") << W::control(FakeKubeSpdyFrame::SynStream, 0,
                                                 be32(1) + be32(0) + "xx" + block, 2)
                                   << "SPDY version 2";
        QTest::newRow("control frame past the limit (head only)")
            << (be32(0x80030001) + be32(FakeKubeSpdyFrameReader::maxControlLength + 1))
            << "control frame of 65537";
        QTest::newRow("data frame past the limit (head only)")
            << (be32(1) + be32(16 * 1024 * 1024 - 1)) << "data frame of 16777215";
        QTest::newRow("data on stream 0") << W::data(0, "x") << "data frame on stream 0";
        QTest::newRow("SYN_STREAM on stream 0") << synStreamWith(block, 0) << "on stream 0";
        QTest::newRow("SYN_STREAM too short")
            << W::control(FakeKubeSpdyFrame::SynStream, 0, be32(1) + "xx") << "SYN_STREAM frame of 6 bytes";
        QTest::newRow("RST_STREAM of 4 bytes")
            << W::control(FakeKubeSpdyFrame::RstStream, 0, be32(1)) << "RST_STREAM frame of 4 bytes";
        QTest::newRow("PING of 8 bytes")
            << W::control(FakeKubeSpdyFrame::Ping, 0, be32(1) + be32(2)) << "PING frame of 8 bytes";
        QTest::newRow("SETTINGS count past its body")
            << W::control(FakeKubeSpdyFrame::Settings, 0, be32(2) + be32(1) + be32(1)) << "SETTINGS frame";
        QTest::newRow("GOAWAY of 4 bytes")
            << W::control(FakeKubeSpdyFrame::GoAway, 0, be32(0)) << "GOAWAY frame";
        QTest::newRow("bad zlib") << synStreamWith("\x01\x02 garbage, not deflate") << "does not inflate";
        QTest::newRow("another dictionary")
            << synStreamWith(deflated(headerPlain(errorStream), "not spdy's")) << "dictionary";
        QTest::newRow("header block cut in half")
            << synStreamWith(block.left(block.size() / 2)) << "header block is truncated";
        QTest::newRow("count past the pairs")
            << synStreamWith(deflated(headerPlain(errorStream, 4))) << "header block is truncated";
        QTest::newRow("name length past the block")
            << synStreamWith(deflated(be32(1) + be32(1000) + "port")) << "truncated";
        QTest::newRow("bytes after the pairs")
            << synStreamWith(deflated(headerPlain(errorStream) + "junk")) << "4 bytes after its pairs";
        QTest::newRow("empty name") << synStreamWith(deflated(headerPlain({{"", "x"}}))) << "empty name";
        QTest::newRow("too many pairs") << synStreamWith(deflated(be32(100000))) << "100000 pairs";
        QByteArray huge = headerPlain({{"big", QByteArray(FakeKubeSpdyHeaderCodec::maxHeaderBytes, 'a')}});
        QTest::newRow("inflates past the limit") << synStreamWith(deflated(huge)) << "inflates past";
    }
    void rejectsMalformedFrames()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        FakeKubeSpdyFrameReader reader;
        reader.append(bytes);
        FakeKubeSpdyFrame frame;
        QCOMPARE(reader.next(&frame), FakeKubeSpdyFrameReader::Result::Error);
        QVERIFY2(reader.error().contains(error), qPrintable(reader.error()));
        // Failed for good: a valid frame after it is not read.
        reader.append(FakeKubeSpdyFrameWriter::ping(1));
        QCOMPARE(reader.next(&frame), FakeKubeSpdyFrameReader::Result::Error);
    }

    // A header block that fails breaks the zlib stream: later blocks are not trusted either.
    void aBrokenHeaderStreamStaysBroken()
    {
        FakeKubeSpdyHeaderCodec codec;
        QString error;
        QVERIFY(!codec.inflate("\x78\xbb junk", &error));
        FakeKubeSpdyFrameWriter client;
        const QByteArray good = client.synStream(1, errorStream).mid(18);
        QVERIFY(!codec.inflate(good, &error));
        QVERIFY(error.contains(QStringLiteral("failed earlier")));
    }

    void refusedPodPortIsReportedOnTheErrorStream()
    {
        FakeKubeSpdySession session(QStringLiteral("box"), [](quint16) { return quint16(0); });
        Client client;
        client.attach(session);
        session.receive(client.writer.synStream(1, errorStream));
        session.receive(FakeKubeSpdyFrameWriter::data(1, {}, true));
        session.receive(client.writer.synStream(3, dataStream));
        QCOMPARE(session.openStreams(), 2);
        QTRY_VERIFY(client.finOn(3));
        QCOMPARE(client.types().mid(0, 2),
                 (QList<quint16>{FakeKubeSpdyFrame::SynReply, FakeKubeSpdyFrame::SynReply}));
        QCOMPARE(client.dataOn(1),
                 QByteArray("error forwarding port 3000 to pod box, uid : dial tcp 127.0.0.1:3000: "
                            "connect: connection refused"));
        QVERIFY(client.finOn(1));
        // The error stream is closed both ways and gone; the data stream waits for the client.
        QCOMPARE(session.openStreams(), 1);
        session.receive(FakeKubeSpdyFrameWriter::data(3, {}, true));
        QCOMPARE(session.openStreams(), 0);
        QVERIFY(!client.ended);
    }

    void relaysTwoConnectionsToThePodPort()
    {
        QTcpServer pod; // an echo server in upper case, closing after "bye"
        QVERIFY(pod.listen(QHostAddress::LocalHost));
        connect(&pod, &QTcpServer::newConnection, this, [&pod] {
            QTcpSocket *s = pod.nextPendingConnection();
            connect(s, &QTcpSocket::readyRead, s, [s] {
                const QByteArray in = s->readAll();
                s->write(in.toUpper());
                if (in.contains("bye"))
                    s->disconnectFromHost();
            });
        });
        FakeKubeSpdySession session(QStringLiteral("box"), [&pod](quint16 port) {
            return port == 3000 ? pod.serverPort() : quint16(0);
        });
        Client client;
        client.attach(session);
        FakeKubeSpdyHeaders error2 = errorStream, data2 = dataStream;
        error2[2].second = data2[2].second = "1";
        for (const auto &[id, headers] :
             {std::pair{1u, errorStream}, {3u, dataStream}, {5u, error2}, {7u, data2}})
            session.receive(client.writer.synStream(id, headers));
        session.receive(FakeKubeSpdyFrameWriter::data(3, "hello one")
                        + FakeKubeSpdyFrameWriter::data(7, "hello two") + FakeKubeSpdyFrameWriter::ping(7));
        QTRY_COMPARE(client.dataOn(3), QByteArray("HELLO ONE"));
        QTRY_COMPARE(client.dataOn(7), QByteArray("HELLO TWO"));
        QVERIFY(client.types().contains(FakeKubeSpdyFrame::Ping));
        QCOMPARE(session.openStreams(), 4);
        // The pod ends the first (both streams FIN); the client ends the second.
        session.receive(FakeKubeSpdyFrameWriter::data(3, "bye"));
        QTRY_VERIFY(client.finOn(3) && client.finOn(1));
        session.receive(FakeKubeSpdyFrameWriter::data(1, {}, true)
                        + FakeKubeSpdyFrameWriter::data(3, {}, true));
        QCOMPARE(session.openStreams(), 2);
        session.receive(FakeKubeSpdyFrameWriter::rstStream(7, FakeKubeSpdyFrame::Cancel));
        QVERIFY(client.finOn(5));
        QVERIFY(client.dataOn(5).isEmpty());
        session.receive(FakeKubeSpdyFrameWriter::data(5, {}, true));
        QCOMPARE(session.openStreams(), 0);
    }

    void badStreamsAreReset_data()
    {
        QTest::addColumn<FakeKubeSpdyHeaders>("headers");
        QTest::addColumn<quint32>("streamId");
        QTest::newRow("even id") << errorStream << 2u;
        QTest::newRow("unknown type")
            << FakeKubeSpdyHeaders{{"streamtype", "stdin"}, {"port", "1"}, {"requestid", "0"}} << 1u;
        QTest::newRow("no port") << FakeKubeSpdyHeaders{{"streamtype", "data"}, {"requestid", "0"}} << 1u;
        QTest::newRow("port 70000") << FakeKubeSpdyHeaders{{"streamtype", "data"},
                                                           {"port", "70000"},
                                                           {"requestid", "0"}}
                                    << 1u;
        QTest::newRow("no requestID") << FakeKubeSpdyHeaders{{"streamtype", "data"}, {"port", "3000"}} << 1u;
    }
    void badStreamsAreReset()
    {
        QFETCH(FakeKubeSpdyHeaders, headers);
        QFETCH(quint32, streamId);
        FakeKubeSpdySession session(QStringLiteral("box"), [](quint16) { return quint16(0); });
        Client client;
        client.attach(session);
        if (streamId % 2) // bad headers are logged; an even id is only reset
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("stream .* refused")));
        session.receive(client.writer.synStream(streamId, headers));
        QCOMPARE(client.types(), QList<quint16>{FakeKubeSpdyFrame::RstStream});
        QCOMPARE(client.frames[0].streamId, streamId);
        QCOMPARE(session.openStreams(), 0);
        QVERIFY(!client.ended);
    }

    // Mangled kubectl traffic (bytes flipped, cut, repeated) never crashes the session: it is
    // read as frames or ends the connection with an error, after which input is ignored.
    void mangledTrafficIsSurvived()
    {
        QRandomGenerator random(15);
        int ended = 0;
        QLoggingCategory::setFilterRules(QStringLiteral("default.warning=false")); // each error is logged
        const auto restore = qScopeGuard([] { QLoggingCategory::setFilterRules(QString()); });
        for (int round = 0; round < 300; ++round) {
            FakeKubeSpdyFrameWriter writer;
            QByteArray bytes = writer.synStream(1, errorStream);
            bytes += FakeKubeSpdyFrameWriter::data(1, {}, true);
            bytes += writer.synStream(3, dataStream);
            bytes += FakeKubeSpdyFrameWriter::data(3, QByteArray(100, 'x'));
            bytes += FakeKubeSpdyFrameWriter::ping(1);
            const int flips = 1 + int(random.bounded(8));
            for (int i = 0; i < flips; ++i)
                bytes[int(random.bounded(bytes.size()))] = char(random.bounded(256));
            if (round % 3 == 0)
                bytes = bytes.left(int(random.bounded(bytes.size())));
            if (round % 5 == 0)
                bytes += bytes;
            FakeKubeSpdySession session(QStringLiteral("box"), [](quint16) { return quint16(0); });
            Client client;
            client.attach(session);
            for (int at = 0; at < bytes.size(); at += 13)
                session.receive(bytes.mid(at, 13));
            if (client.ended) {
                QCOMPARE(session.openStreams(), 0);
                ++ended;
            }
        }
        qInfo("%d of 300 mangled connections ended with a protocol error", ended);
        QVERIFY(ended > 100); // the mangling reached the checks, not only payload bytes
    }

    // A malformed frame ends the connection with a GOAWAY (protocol error), streams and all.
    void malformedFrameEndsTheSession()
    {
        FakeKubeSpdySession session(QStringLiteral("box"), [](quint16) { return quint16(0); });
        Client client;
        client.attach(session);
        session.receive(client.writer.synStream(1, errorStream));
        QCOMPARE(session.openStreams(), 1);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("closed: SPDY version 2")));
        session.receive(FakeKubeSpdyFrameWriter::control(FakeKubeSpdyFrame::Ping, 0, be32(1), 2));
        QVERIFY(client.ended);
        QVERIFY(client.finished.contains(QStringLiteral("SPDY version 2")));
        QCOMPARE(client.frames.last().type, quint16(FakeKubeSpdyFrame::GoAway));
        QCOMPARE(client.frames.last().streamId, 1u);
        QCOMPARE(client.frames.last().value, quint32(FakeKubeSpdyFrame::ProtocolError));
        QCOMPARE(session.openStreams(), 0);
        session.receive(FakeKubeSpdyFrameWriter::ping(3)); // ignored from now on
        QCOMPARE(client.frames.last().type, quint16(FakeKubeSpdyFrame::GoAway));
    }
};

QTEST_GUILESS_MAIN(TestKubeSpdy)
#include "tst_kubespdy.moc"
