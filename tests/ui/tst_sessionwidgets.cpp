// SPDX-License-Identifier: Apache-2.0
#include "connect/ConnectDialog.h"
#include "env/EnvEditorWidget.h"
#include "env/EnvVarTableModel.h"
#include "sessions/NewSessionDialog.h"
#include "sessions/TimeoutEdit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
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

    // A session without a timeout after one with 2 s: the disabled box does not show "2".
    void noTimeoutShowsTheDefaultNotThePreviousValue()
    {
        TimeoutEdit edit;
        edit.setTimeoutMs(2000);
        edit.setTimeoutMs(std::nullopt);
        auto *amount = edit.findChild<QSpinBox *>();
        auto *unit = edit.findChild<QComboBox *>();
        QVERIFY(amount && unit);
        QVERIFY(!amount->isEnabled());
        QCOMPARE(amount->value(), 30);
        QCOMPARE(unit->currentIndex(), 1); // seconds
        QVERIFY(!edit.timeoutMs());
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

    void tokenFile_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("token");
        QTest::newRow("one line") << QByteArray("s3cr3t\n") << "s3cr3t";
        QTest::newRow("no newline") << QByteArray("abc") << "abc";
        QTest::newRow("first line only") << QByteArray("  tok  \nsecond\n") << "tok";
        QTest::newRow("empty") << QByteArray("\nlater\n") << "";
    }

    void tokenFile()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, token);
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("token")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();
        QString error;
        QCOMPARE(ConnectDialog::readTokenFile(file.fileName(), &error), token);
        QCOMPARE(error.isEmpty(), !token.isEmpty());
        QVERIFY(ConnectDialog::readTokenFile(dir.filePath(QStringLiteral("missing")), &error).isEmpty());
        QVERIFY(error.contains(QStringLiteral("missing")));
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
    void envEditorNewRowInViewAndEditing()
    {
        EnvEditorWidget editor;
        QMap<QString, QString> many;
        for (int i = 0; i < 60; ++i)
            many.insert(QStringLiteral("VAR_%1").arg(i, 2, 10, QLatin1Char('0')), QString::number(i));
        editor.setSession(QStringLiteral("s"), many);
        editor.resize(360, 260);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.addVariable();
        QTableView *view = editor.view();
        const QModelIndex current = view->currentIndex();
        QCOMPARE(current.row(), 60);
        QCOMPARE(current.column(), int(EnvVarTableModel::NameColumn));
        const QRect cell = view->visualRect(current);
        QVERIFY2(view->viewport()->rect().contains(cell),
                 qPrintable(QStringLiteral("row at %1..%2, viewport height %3")
                                .arg(cell.top())
                                .arg(cell.bottom())
                                .arg(view->viewport()->height())));
        // An editor is open on the new row's name.
        auto *nameEditor = view->viewport()->findChild<QLineEdit *>();
        QVERIFY(nameEditor);
        QVERIFY(nameEditor->isVisible());
        QVERIFY(cell.intersects(nameEditor->geometry()));
        QCOMPARE(nameEditor->text(), QStringLiteral("NEW_VARIABLE"));
    }

    void envEditorKeepsEditsPerSession()
    {
        EnvEditorWidget editor;
        const QMap<QString, QString> a{{QStringLiteral("A"), QStringLiteral("1")}};
        const QMap<QString, QString> b{{QStringLiteral("B"), QStringLiteral("2")}};
        editor.setSession(QStringLiteral("a"), a);
        EnvVarTableModel *model = editor.model();
        model->setData(model->index(0, EnvVarTableModel::ValueColumn), QStringLiteral("edited"));
        model->addVariable(QStringLiteral("NEW"), QStringLiteral("x"));
        QVERIFY(model->hasPendingChanges());

        editor.setSession(QStringLiteral("b"), b); // switching away loses nothing…
        QVERIFY(!model->hasPendingChanges());
        QVERIFY(editor.hasDraft(QStringLiteral("a")));
        editor.setSession({}, {}); // …nor does selecting nothing
        editor.setSession(QStringLiteral("a"), a); // …and the edits come back
        QVERIFY(!editor.hasDraft(QStringLiteral("a")));
        const auto changes = model->pendingChanges();
        QCOMPARE(changes.size(), 2);
        QCOMPARE(changes.value(QStringLiteral("A")), std::optional<QString>(QStringLiteral("edited")));
        QCOMPARE(changes.value(QStringLiteral("NEW")), std::optional<QString>(QStringLiteral("x")));

        // The same id in another sandbox is another session.
        editor.setSession(QStringLiteral("a"), a, QStringLiteral("other/a"));
        QVERIFY(!model->hasPendingChanges());
        editor.setSession(QStringLiteral("a"), a, QStringLiteral("a"));
        QVERIFY(model->hasPendingChanges());

        // Once applied, the refreshed live values equal the edits: nothing is pending.
        editor.setSession(
            QStringLiteral("a"),
            {{QStringLiteral("A"), QStringLiteral("edited")}, {QStringLiteral("NEW"), QStringLiteral("x")}});
        QVERIFY(!model->hasPendingChanges());
        QVERIFY(!model->hasInvalidRows());
    }

    void newSessionDialogEnvironment()
    {
        NewSessionDialog dialog(QStringLiteral("local"));
        QPushButton *create = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        // Return creates the session: no hidden button of the embedded editor takes it.
        QVERIFY(create->isDefault());
        for (QPushButton *button : dialog.environmentEditor()->findChildren<QPushButton *>())
            QVERIFY2(!button->isDefault() && !button->autoDefault(), qPrintable(button->text()));
        EnvVarTableModel *model = dialog.environmentEditor()->model();
        const int row
            = model->addVariable(QStringLiteral("GREETING"), QStringLiteral("line 1\nit's \"q\" $X"));
        QVERIFY(create->isEnabled());
        const int bad = model->addVariable(QStringLiteral("2BAD"), QStringLiteral("v"));
        QVERIFY(!create->isEnabled()); // an invalid name blocks Create
        model->setData(model->index(bad, EnvVarTableModel::NameColumn), QStringLiteral("GOOD"));
        QVERIFY(create->isEnabled());
        model->setData(model->index(row, EnvVarTableModel::ValueColumn), QStringLiteral("line 1\nline 2"));
        const SessionOptions options = dialog.options();
        QCOMPARE(options.env.size(), 2);
        QCOMPARE(options.env.value(QStringLiteral("GREETING")), QStringLiteral("line 1\nline 2"));
        QCOMPARE(options.env.value(QStringLiteral("GOOD")), QStringLiteral("v"));
    }

    void newSessionDialogMissingDirectory_data()
    {
        QTest::addColumn<bool>("exists");
        QTest::addColumn<bool>("confirm");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<bool>("created");
        QTest::newRow("exists") << true << false << true << false;
        QTest::newRow("missing, create") << false << true << true << true;
        QTest::newRow("missing, declined") << false << false << false << false;
    }

    void newSessionDialogMissingDirectory()
    {
        QFETCH(bool, exists);
        QFETCH(bool, confirm);
        QFETCH(bool, accepted);
        QFETCH(bool, created);
        NewSessionDialog dialog(QStringLiteral("local"));
        QStringList checked, made;
        NewSessionDialog::Folders folders;
        folders.exists = [&](const QString &path) {
            checked << path;
            return QtFuture::makeReadyFuture(exists);
        };
        folders.create = [&](const QString &path) {
            made << path;
            return QtFuture::makeReadyFuture();
        };
        folders.confirmCreate = [&](QWidget *, const QString &) { return confirm; };
        dialog.setFolders(folders);
        dialog.findChild<QLineEdit *>(QStringLiteral("workingDirectory"))
            ->setText(QStringLiteral("/workspace/new/app"));
        QSignalSpy done(&dialog, &QDialog::accepted);
        dialog.accept();
        QTRY_COMPARE(checked, QStringList{QStringLiteral("/workspace/new/app")});
        QTRY_COMPARE(done.count(), accepted ? 1 : 0);
        QCOMPARE(made.isEmpty(), !created);
        if (!accepted) {
            auto *problem = dialog.findChild<QLabel *>(QStringLiteral("problem"));
            QVERIFY(problem);
            QVERIFY(problem->text().contains(QStringLiteral("/workspace/new/app")));
        }
    }
};

QTEST_MAIN(TestSessionWidgets)
#include "tst_sessionwidgets.moc"
