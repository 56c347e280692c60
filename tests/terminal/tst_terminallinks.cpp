// SPDX-License-Identifier: Apache-2.0
// Links in the terminal: http(s) URLs in the text (across soft wraps) and OSC 8 hyperlinks,
// found at a cell; Ctrl+click in the view opens them.
#include "terminal/TerminalChannel.h"
#include "terminal/TerminalModel.h"
#include "terminal/TerminalView.h"

#include <QTest>

using namespace sandman;

namespace {

class RecordingChannel : public TerminalChannel
{
public:
    using TerminalChannel::TerminalChannel;
    void sendInput(const QByteArray &bytes) override { sent += bytes; }
    void resize(int, int) override { }
    QByteArray sent;
};

} // namespace

class TestTerminalLinks : public QObject
{
    Q_OBJECT
private slots:
    void linkAt_data();
    void linkAt();
    void linkRange();
    void ctrlClickOpensLink();
};

void TestTerminalLinks::linkAt_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("col");
    QTest::addColumn<QString>("link");
    const QByteArray plain("see https://example.com/a?b=1 now");
    QTest::newRow("url start") << plain << 0 << 4 << QStringLiteral("https://example.com/a?b=1");
    QTest::newRow("url end") << plain << 0 << 28 << QStringLiteral("https://example.com/a?b=1");
    QTest::newRow("before url") << plain << 0 << 2 << QString();
    QTest::newRow("after url") << plain << 0 << 30 << QString();
    QTest::newRow("sentence dot") << QByteArray("visit http://x.org/path.") << 0 << 8
                                  << QStringLiteral("http://x.org/path");
    QTest::newRow("dot not a link") << QByteArray("visit http://x.org/path.") << 0 << 23 << QString();
    QTest::newRow("parentheses kept") << QByteArray("(https://en.wikipedia.org/wiki/C_(language))") << 0 << 10
                                      << QStringLiteral("https://en.wikipedia.org/wiki/C_(language)");
    QTest::newRow("across soft wrap")
        << QByteArray("go https://example.com/a/very/long/path/to/a/file x") << 1 << 3
        << QStringLiteral("https://example.com/a/very/long/path/to/a/file");
    QTest::newRow("hard line end ends it") << QByteArray("https://a.org/x\r\nyz") << 1 << 0 << QString();
    QTest::newRow("not http") << QByteArray("ftp://example.com/file") << 0 << 8 << QString();
    QTest::newRow("osc 8 st") << QByteArray(
        "a \x1b]8;;https://sandman.dev/docs\x1b\\click here\x1b]8;;\x1b\\ after")
                              << 0 << 4 << QStringLiteral("https://sandman.dev/docs");
    QTest::newRow("osc 8 ends") << QByteArray(
        "a \x1b]8;;https://sandman.dev/docs\x1b\\click here\x1b]8;;\x1b\\ after")
                                << 0 << 14 << QString();
    QTest::newRow("osc 8 bel, id") << QByteArray(
        "\x1b]8;id=7;https://h.example/\x07\xe4\xb8\xad\xe6\x96\x87\x1b]8;;\x07")
                                   << 0 << 3 << QStringLiteral("https://h.example/");
    QTest::newRow("osc 8 split") << QByteArray("\x1b]8;;https://split.example/\x1b\\x") << 0 << 0
                                 << QStringLiteral("https://split.example/");
}

void TestTerminalLinks::linkAt()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(int, col);
    QFETCH(QString, link);
    TerminalModel m(40, 5);
    if (QByteArray(QTest::currentDataTag()) == "osc 8 split") {
        m.feed(bytes.left(12)); // the OSC cut by the write
        m.feed(bytes.mid(12));
    } else {
        m.feed(bytes);
    }
    QCOMPARE(m.linkAt(TerminalPos{line, col}), link);
}

void TestTerminalLinks::linkRange()
{
    TerminalModel m(20, 5);
    m.feed("go https://example.com/abcdef x");
    TerminalRange r;
    QCOMPARE(m.linkAt(TerminalPos{1, 0}, &r), QStringLiteral("https://example.com/abcdef"));
    QCOMPARE(r.start, (TerminalPos{0, 3}));
    QCOMPARE(r.end, (TerminalPos{1, 8}));
    m.feed("\r\n\x1b]8;;https://o.example/\x1b\\link\x1b]8;;\x1b\\");
    QCOMPARE(m.linkAt(TerminalPos{2, 2}, &r), QStringLiteral("https://o.example/"));
    QCOMPARE(r.start, (TerminalPos{2, 0}));
    QCOMPARE(r.end, (TerminalPos{2, 3}));
}

void TestTerminalLinks::ctrlClickOpensLink()
{
    TerminalView view;
    RecordingChannel channel(&view);
    view.setChannel(&channel);
    view.resize(600, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QList<QUrl> opened;
    view.setLinkHandler([&opened](const QUrl &url) { opened << url; });
    view.feed("docs: https://example.com/docs\r\n");
    view.flushUpdates();
    QWidget *vp = view.viewport();
    const QPoint onUrl = view.cellRect(0, 10).center();
    QTest::mouseClick(vp, Qt::LeftButton, Qt::NoModifier, onUrl);
    QVERIFY(opened.isEmpty());
    QTest::mouseClick(vp, Qt::LeftButton, Qt::ControlModifier, view.cellRect(0, 2).center());
    QVERIFY(opened.isEmpty()); // not on the link
    QTest::mouseClick(vp, Qt::LeftButton, Qt::ControlModifier, onUrl);
    QCOMPARE(opened, QList<QUrl>{QUrl(QStringLiteral("https://example.com/docs"))});
    // With mouse reporting on, Ctrl+click on a link still opens it and reports nothing.
    view.feed("\x1b[?1000h");
    channel.sent.clear();
    QTest::mouseClick(vp, Qt::LeftButton, Qt::ControlModifier, onUrl);
    QCOMPARE(opened.size(), 2);
    QCOMPARE(channel.sent, QByteArray());
}

QTEST_MAIN(TestTerminalLinks)
#include "tst_terminallinks.moc"
