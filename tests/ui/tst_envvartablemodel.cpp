// SPDX-License-Identifier: Apache-2.0
#include "env/EnvVarTableModel.h"

#include <QSignalSpy>
#include <QtTest>

using namespace sandman;
using Changes = QMap<QString, std::optional<QString>>;

class TestEnvVarTableModel : public QObject
{
    Q_OBJECT
private slots:
    void names_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::newRow("simple") << "PATH" << true;
        QTest::newRow("underscore start") << "_private" << true;
        QTest::newRow("digits inside") << "A1_B2" << true;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("digit start") << "1ABC" << false;
        QTest::newRow("dash") << "MY-VAR" << false;
        QTest::newRow("space") << "MY VAR" << false;
        QTest::newRow("equals") << "A=B" << false;
        QTest::newRow("dollar") << "$HOME" << false;
        QTest::newRow("non ascii") << QStringLiteral("CAF\u00c9") << false;
        QTest::newRow("cjk") << QStringLiteral("\u53d8\u91cf") << false;
    }

    void names()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        QCOMPARE(EnvVarTableModel::isValidName(name), valid);
    }

    void noChangesAfterLoad()
    {
        EnvVarTableModel model;
        model.setVariables(
            {{QStringLiteral("A"), QStringLiteral("1")}, {QStringLiteral("B"), QStringLiteral("2")}});
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(!model.hasPendingChanges());
        QVERIFY(model.pendingChanges().isEmpty());
    }

    void pendingChanges_data()
    {
        QTest::addColumn<int>("operation");
        QTest::addColumn<Changes>("expected");
        // Starting from A=1, B=2.
        QTest::newRow("edit value") << 0 << Changes{{QStringLiteral("A"), QStringLiteral("one")}};
        QTest::newRow("remove") << 1 << Changes{{QStringLiteral("B"), std::nullopt}};
        QTest::newRow("add") << 2
                             << Changes{
                                    {QStringLiteral("C"), QStringLiteral("line1\nline2 'q' \"d\" $X \\")}};
        QTest::newRow("rename") << 3
                                << Changes{{QStringLiteral("A"), std::nullopt},
                                           {QStringLiteral("Z"), QStringLiteral("1")}};
        QTest::newRow("remove twice restores") << 4 << Changes{};
        QTest::newRow("edit back to original") << 5 << Changes{};
    }

    void pendingChanges()
    {
        QFETCH(int, operation);
        QFETCH(Changes, expected);
        EnvVarTableModel model;
        model.setVariables(
            {{QStringLiteral("A"), QStringLiteral("1")}, {QStringLiteral("B"), QStringLiteral("2")}});
        const int a = model.rowOfName(QStringLiteral("A"));
        const int b = model.rowOfName(QStringLiteral("B"));
        switch (operation) {
        case 0:
            QVERIFY(model.setData(model.index(a, EnvVarTableModel::ValueColumn), QStringLiteral("one")));
            break;
        case 1:
            model.removeRow(b);
            QCOMPARE(model.rowState(b), EnvVarTableModel::RowState::Removed);
            break;
        case 2:
            model.addVariable(QStringLiteral("C"), QStringLiteral("line1\nline2 'q' \"d\" $X \\"));
            break;
        case 3:
            QVERIFY(model.setData(model.index(a, EnvVarTableModel::NameColumn), QStringLiteral("Z")));
            break;
        case 4:
            model.removeRow(b);
            model.removeRow(b);
            break;
        case 5:
            QVERIFY(model.setData(model.index(a, EnvVarTableModel::ValueColumn), QStringLiteral("x")));
            QVERIFY(model.setData(model.index(a, EnvVarTableModel::ValueColumn), QStringLiteral("1")));
            break;
        }
        QCOMPARE(model.pendingChanges(), expected);
        QCOMPARE(model.hasPendingChanges(), !expected.isEmpty());
    }

    void invalidAndDuplicateNamesBlock()
    {
        EnvVarTableModel model;
        model.setVariables({{QStringLiteral("A"), QStringLiteral("1")}});
        const int row = model.addVariable(QStringLiteral("BAD-NAME"), QStringLiteral("x"));
        QVERIFY(model.hasInvalidRows());
        QVERIFY(!model.data(model.index(row, 0), EnvVarTableModel::ValidRole).toBool());
        QVERIFY(!model.data(model.index(row, 0), Qt::ToolTipRole).toString().isEmpty());
        QVERIFY(model.setData(model.index(row, 0), QStringLiteral("A")));
        QVERIFY(model.hasInvalidRows()); // duplicate of the live A
        QVERIFY(model.setData(model.index(row, 0), QStringLiteral("GOOD")));
        QVERIFY(!model.hasInvalidRows());
    }

    void addedRowRemovedDisappears()
    {
        EnvVarTableModel model;
        const int row = model.addVariable();
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(EnvVarTableModel::isValidName(model.data(model.index(row, 0)).toString()));
        model.removeRow(row);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.hasPendingChanges());
    }

    void displayShowsControlCharactersButKeepsRaw()
    {
        EnvVarTableModel model;
        model.setVariables({{QStringLiteral("M"), QStringLiteral("a\nb\tc")}});
        const QModelIndex value = model.index(0, EnvVarTableModel::ValueColumn);
        QVERIFY(!value.data(Qt::DisplayRole).toString().contains(QLatin1Char('\n')));
        QCOMPARE(value.data(EnvVarTableModel::RawValueRole).toString(), QStringLiteral("a\nb\tc"));
        QCOMPARE(value.data(Qt::EditRole).toString(), QStringLiteral("a\nb\tc"));
    }

    void pendingSignal()
    {
        EnvVarTableModel model;
        model.setVariables({{QStringLiteral("A"), QStringLiteral("1")}});
        QSignalSpy spy(&model, &EnvVarTableModel::pendingChangesChanged);
        model.setData(model.index(0, 1), QStringLiteral("2"));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toBool(), true);
        model.revert();
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(1).at(0).toBool(), false);
        QCOMPARE(model.data(model.index(0, 1)).toString(), QStringLiteral("1"));
    }
};

QTEST_GUILESS_MAIN(TestEnvVarTableModel)
#include "tst_envvartablemodel.moc"
