// SPDX-License-Identifier: Apache-2.0
// OutputText::isValidUtf8 (which output gets a base64 twin) at every offset of its
// eight-bytes-at-a-time ASCII scan.
#include "protocol/OutputText.h"

#include <QtTest>

using namespace sandman;

class TestOutputText : public QObject
{
    Q_OBJECT
private slots:
    void validUtf8_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("valid");
        QTest::newRow("empty") << QByteArray() << true;
        QTest::newRow("short ascii") << QByteArray("abc") << true;
        QTest::newRow("long ascii") << QByteArray(1000, 'x') << true;
        for (int offset = 0; offset < 18; ++offset) {
            const QByteArray prefix(offset, 'a');
            QTest::addRow("utf-8 at %d", offset) << prefix + "\xc3\xa9" + "tail" << true;
            QTest::addRow("bad byte at %d", offset) << prefix + "\xff" + "tail" << false;
            QTest::addRow("cut sequence at %d", offset) << prefix + "\xe6\x97" << false;
        }
    }

    void validUtf8()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, valid);
        QCOMPARE(OutputText::isValidUtf8(bytes), valid);
    }
};

QTEST_GUILESS_MAIN(TestOutputText)
#include "tst_outputtext.moc"
