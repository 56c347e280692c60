// SPDX-License-Identifier: Apache-2.0
// EventJson writes stream events exactly as QJsonDocument does (the SDK and the /ws client
// parse them), only faster for flat ones.
#include "protocol/JsonText.h"
#include "server/EventJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace sandman;

namespace {
QJsonObject object(const char *json)
{
    QJsonParseError error;
    const QJsonObject result = QJsonDocument::fromJson(json, &error).object();
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", json);
    return result;
}
} // namespace

class TestEventJson : public QObject
{
    Q_OBJECT
private slots:
    void sameAsQJsonDocument_data()
    {
        QTest::addColumn<QJsonObject>("event");
        QTest::newRow("empty") << QJsonObject();
        QTest::newRow("stdout") << object("{\"type\":\"stdout\",\"data\":\"line 1\\nline 2\\n\"}");
        QTest::newRow("escapes") << object(
            "{\"data\":\"q\\\" b\\\\ t\\t r\\r \\b \\f \\u0001 \\u001f / \\u007f\"}");
        QTest::newRow("unicode") << object(
            "{\"data\":\"h\\u00e9llo \\u65e5\\u672c \\ud83d\\ude00 \\u2028\"}");
        QTest::newRow("numbers") << object("{\"exitCode\":4,\"negative\":-17,\"zero\":0,\"big\":1e15,"
                                           "\"timestamp\":1.5e12,\"type\":\"complete\"}");
        QTest::newRow("booleans and null") << object("{\"timedOut\":false,\"success\":true,\"none\":null}");
        QTest::newRow("fraction falls back") << object("{\"ratio\":0.25,\"type\":\"x\"}");
        QTest::newRow("huge number falls back") << object("{\"n\":1e300}");
        QTest::newRow("nested falls back")
            << object("{\"type\":\"result\",\"json\":{\"a\":1},\"list\":[1,\"x\"]}");
        QTest::newRow("escaped key") << object("{\"k\\\"ey\":\"v\"}");
        // Characters to escape at every offset of an 8-byte word (the scanner reads 8 at a time).
        QString mixed;
        const QString specials = QStringLiteral("\"\\\n\t\x01\x1f\x7f\u00e9\u65e5 ");
        for (int i = 0; i < 400; ++i)
            mixed
                += (i % 7 == 0 || i % 11 == 0) ? specials.at(i % specials.size()) : QLatin1Char('a' + i % 26);
        QTest::newRow("escapes at every offset") << QJsonObject{{QStringLiteral("data"), mixed}};
        // One character to escape at each offset of a 16-byte block (the SSE2 scanner), with
        // 0x20 and 0x7f beside it, which need no escape.
        QJsonObject lanes;
        for (int k = 0; k < 40; ++k) {
            QString text(40, QLatin1Char(k % 2 ? ' ' : '\x7f'));
            text[k] = QStringLiteral("\"\\\x1f\n").at(k % 4);
            lanes.insert(QStringLiteral("f%1").arg(k), text);
        }
        QTest::newRow("one escape at every lane") << lanes;
        QTest::newRow("large") << QJsonObject{{QStringLiteral("type"), QStringLiteral("stdout")},
                                              {QStringLiteral("data"), QString(300000, QLatin1Char('A'))}};
    }

    void sameAsQJsonDocument()
    {
        QFETCH(QJsonObject, event);
        QCOMPARE(EventJson::encode(event), QJsonDocument(event).toJson(QJsonDocument::Compact));
    }

    // What the /ws client's fast reader (JsonText::parseFlatObject) reads back: every string.
    void readsBackWithJsonText_data() { sameAsQJsonDocument_data(); }

    void readsBackWithJsonText()
    {
        QFETCH(QJsonObject, event);
        QList<JsonText::Field> fields;
        if (!JsonText::parseFlatObject(EventJson::encode(event), &fields))
            QSKIP("not a flat object");
        QCOMPARE(fields.size(), event.size());
        for (const JsonText::Field &field : fields) {
            const QJsonValue value = event.value(QString::fromUtf8(field.key));
            if (field.isString)
                QCOMPARE(QString::fromUtf8(field.value), value.toString());
        }
    }
};

QTEST_GUILESS_MAIN(TestEventJson)
#include "tst_eventjson.moc"
