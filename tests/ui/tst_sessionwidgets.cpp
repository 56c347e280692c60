// SPDX-License-Identifier: Apache-2.0
#include "connect/ConnectDialog.h"
#include "env/EnvEditorWidget.h"
#include "env/EnvVarTableModel.h"
#include "sessions/TimeoutEdit.h"

#include <QSignalSpy>
#include <QTableView>
#include <QtTest>

using namespace sandman;

class TestSessionWidgets : public QObject
{
    Q_OBJECT
private slots:
    void timeoutRoundTrip_data()
    {
        QTest::addColumn<qint64>("input");
        QTest::addColumn<qint64>("output");
        QTest::newRow("none") << qint64(-1) << qint64(-1);
        QTest::newRow("zero means none") << qint64(0) << qint64(-1);
        QTest::newRow("ms") << qint64(1500) << qint64(1500);
        QTest::newRow("seconds") << qint64(30000) << qint64(30000);
        QTest::newRow("minutes") << qint64(5 * 60000) << qint64(5 * 60000);
        QTest::newRow("hours") << qint64(2 * 3600000) << qint64(2 * 3600000);
    }

    void timeoutRoundTrip()
    {
        QFETCH(qint64, input);
        QFETCH(qint64, output);
        TimeoutEdit edit;
        edit.setTimeoutMs(input < 0 ? std::nullopt : std::optional<qint64>(input));
        const auto value = edit.timeoutMs();
        QCOMPARE(value ? *value : qint64(-1), output);
    }

    void urlValidation_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("valid");
        QTest::newRow("ws") << "ws://127.0.0.1:7681/ws" << true;
        QTest::newRow("wss") << "wss://sandbox.example:443" << true;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("http") << "http://127.0.0.1:7681" << false;
        QTest::newRow("no host") << "ws:///ws" << false;
        QTest::newRow("garbage") << "::::" << false;
    }

    void urlValidation()
    {
        QFETCH(QString, url);
        QFETCH(bool, valid);
        QCOMPARE(ConnectDialog::validateUrl(url).isEmpty(), valid);
    }

    void connectDialogDefaultsPath()
    {
        ConnectDialog dialog(nullptr);
        dialog.setUrl(QStringLiteral("ws://localhost:7681"));
        QCOMPARE(dialog.url().toString(), QStringLiteral("ws://localhost:7681/ws"));
        QCOMPARE(dialog.displayName(), QStringLiteral("localhost:7681"));
    }

    void envEditorAppliesOnce()
    {
        EnvEditorWidget editor;
        QSignalSpy applied(&editor, &EnvEditorWidget::applyRequested);
        editor.apply(); // nothing selected: nothing happens
        QCOMPARE(applied.count(), 0);

        editor.setSession(QStringLiteral("s1"), {{QStringLiteral("A"), QStringLiteral("1")}});
        editor.apply(); // no pending changes
        QCOMPARE(applied.count(), 0);

        EnvVarTableModel *model = editor.model();
        model->setData(model->index(0, EnvVarTableModel::ValueColumn), QStringLiteral("2"));
        const int bad = model->addVariable(QStringLiteral("9BAD"), QStringLiteral("x"));
        editor.apply(); // invalid name blocks
        QCOMPARE(applied.count(), 0);
        model->setData(model->index(bad, EnvVarTableModel::NameColumn), QStringLiteral("GOOD"));
        editor.apply();
        QCOMPARE(applied.count(), 1);
        QCOMPARE(applied.at(0).at(0).toString(), QStringLiteral("s1"));
        const auto changes = applied.at(0).at(1).value<QMap<QString, std::optional<QString>>>();
        QCOMPARE(changes.value(QStringLiteral("A")), std::optional<QString>(QStringLiteral("2")));
        QCOMPARE(changes.value(QStringLiteral("GOOD")), std::optional<QString>(QStringLiteral("x")));
        editor.apply(); // busy until the owner answers with setSession
        QCOMPARE(applied.count(), 1);
    }

    void envEditorFilter()
    {
        EnvEditorWidget editor;
        editor.setSession(QStringLiteral("s"),
                          {{QStringLiteral("PATH"), QStringLiteral("/bin")},
                           {QStringLiteral("HOME"), QStringLiteral("/root")},
                           {QStringLiteral("LANG"), QStringLiteral("C")}});
        QCOMPARE(editor.visibleRowCount(), 3);
        editor.setFilterText(QStringLiteral("root"));
        QCOMPARE(editor.visibleRowCount(), 1);
        editor.setFilterText(QStringLiteral("a"));
        QCOMPARE(editor.visibleRowCount(), 2); // PATH and LANG, case-insensitive
    }
};

QTEST_MAIN(TestSessionWidgets)
#include "tst_sessionwidgets.moc"
