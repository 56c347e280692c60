// SPDX-License-Identifier: Apache-2.0
// The GUI's adapter (ClientTerminalChannel: TerminalChannel over a TerminalStream), over
// every transport.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/TerminalStream.h"
#include "terminal/ClientTerminalChannel.h"

#include <QSignalSpy>
#include <QTest>

using namespace sandman;
using sandman::test::ClientFixture;
using sandman::test::waitUntil;

class TestClientTerminalChannel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
    }
    void cleanup() { m_fx.reset(); }

    void bytesResizeAndExit()
    {
        QByteArray output;
        int exitCode = -1;
        auto *channel = ClientTerminalChannel::open(m_fx->client(), QStringLiteral("default"), 77, 21,
                                                    QStringLiteral("tab-a"));
        QVERIFY(channel);
        QCOMPARE(channel->stream()->parent(), channel);
        QSignalSpy ready(channel, &ClientTerminalChannel::ready);
        TerminalChannel *base = channel; // used through the widget's interface
        connect(base, &TerminalChannel::dataReceived, this, [&](const QByteArray &b) { output += b; });
        connect(base, &TerminalChannel::exited, this, [&](int code) { exitCode = code; });
        // Input and resize before the terminal is ready are kept in order.
        base->resize(88, 22);
        base->sendInput("echo S$(stty size)E\n");
        QVERIFY(waitUntil([&] { return output.contains("S22 88E"); }, 15000));
        QCOMPARE(ready.count(), 1);
        base->sendInput("exit 12\n");
        QVERIFY(waitUntil([&] { return exitCode == 12; }, 15000));
        delete channel;
    }

    void deletingChannelDetachesOnly()
    {
        auto *channel = ClientTerminalChannel::open(m_fx->client(), QStringLiteral("default"), 80, 24,
                                                    QStringLiteral("tab-b"));
        QByteArray output;
        connect(channel, &TerminalChannel::dataReceived, this, [&](const QByteArray &b) { output += b; });
        channel->sendInput("echo KEPT$((2*21))\n");
        QVERIFY(waitUntil([&] { return output.contains("KEPT42"); }, 15000));
        delete channel;

        QByteArray replay;
        auto *again = ClientTerminalChannel::open(m_fx->client(), QStringLiteral("default"), 80, 24,
                                                  QStringLiteral("tab-b"));
        connect(again, &TerminalChannel::dataReceived, this, [&](const QByteArray &b) { replay += b; });
        QVERIFY(waitUntil([&] { return replay.contains("KEPT42"); }, 15000));
        delete again;
    }

    void errorIsReported()
    {
        // Unknown ids are created on first use (as the SDK's container does): an invalid one fails.
        auto *channel
            = ClientTerminalChannel::open(m_fx->client(), QStringLiteral("not a valid id!"), 80, 24);
        QSignalSpy error(channel, &ClientTerminalChannel::errorOccurred);
        QVERIFY(error.wait(15000));
        channel->sendInput("ignored");
        channel->resize(1, 1);
        delete channel;
        QVERIFY(ClientTerminalChannel::open(nullptr, QStringLiteral("default"), 80, 24) == nullptr);
    }

private:
    std::unique_ptr<ClientFixture> m_fx;
};

QTEST_GUILESS_MAIN(TestClientTerminalChannel)
#include "tst_clientterminalchannel.moc"
