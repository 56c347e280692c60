// SPDX-License-Identifier: Apache-2.0
// Layout in every language: columns, docks and dialog fields sized from their text.
#include "cluster/AddClusterDialog.h"
#include "cluster/NewSandboxDialog.h"
#include "connect/ConnectDialog.h"
#include "log/LogModel.h"
#include "main/DockWidthFit.h"
#include "main/LanguageLoader.h"
#include "processes/AllProcessesView.h"
#include "processes/PaddedHeaderView.h"
#include "processes/ProcessPane.h"
#include "processes/ProcessTableModel.h"
#include "processes/ProcessTreeModel.h"
#include "processes/StartProcessDialog.h"
#include "sessions/NewSessionDialog.h"
#include "sessions/SessionTreeView.h"

#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QStyleOptionFrame>
#include <QTableView>
#include <QTimer>
#include <QtTest>

#include <memory>

using namespace sandman;

namespace {

QString sessionText(const char *source)
{
    return QCoreApplication::translate("sandman::SessionTreeModel", source);
}

// A sandbox row spanning every column, its sessions under it (name, state, timeout).
void addSandbox(QStandardItemModel *model, QTreeView *view, const QList<QStringList> &sessions)
{
    auto *sandbox = new QStandardItem(QStringLiteral("Local sandbox"));
    for (const QStringList &columns : sessions) {
        QList<QStandardItem *> row;
        for (const QString &text : columns)
            row << new QStandardItem(text);
        sandbox->appendRow(row);
    }
    model->appendRow(sandbox);
    view->setFirstColumnSpanned(sandbox->row(), QModelIndex(), true);
    view->expandAll();
}

// The width QLineEdit paints its text in (its contents rect, text margins and 2 px each side).
int textRoom(QLineEdit *edit)
{
    QStyleOptionFrame option;
    option.initFrom(edit);
    option.rect = edit->rect();
    option.lineWidth = edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, edit);
    const QRect contents = edit->style()->subElementRect(QStyle::SE_LineEditContents, &option, edit);
    return contents.marginsRemoved(edit->textMargins()).width() - 4;
}

std::unique_ptr<QDialog> makeDialog(const QString &name)
{
    if (name == QLatin1String("connect"))
        return std::make_unique<ConnectDialog>(nullptr);
    if (name == QLatin1String("new session"))
        return std::make_unique<NewSessionDialog>(QStringLiteral("Local sandbox"));
    if (name == QLatin1String("add cluster"))
        return std::make_unique<AddClusterDialog>();
    return std::make_unique<NewSandboxDialog>(QStringLiteral("kind"));
}

} // namespace

class TestUiFit : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup() { m_language.install(QStringLiteral("en")); }

    void sessionNamesAreNeverSqueezed_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("viewWidth");
        for (const char *language : {"en", "zh_CN", "ja"}) {
            QTest::addRow("%s narrow", language) << QString::fromLatin1(language) << 150;
            QTest::addRow("%s wide", language) << QString::fromLatin1(language) << 600;
        }
    }

    // The Japanese "idle, restored" (待機中（復元済み）) once left the name column 0 px wide.
    void sessionNamesAreNeverSqueezed()
    {
        QFETCH(QString, language);
        QFETCH(int, viewWidth);
        QVERIFY(m_language.install(language));
        QStandardItemModel model(0, 3);
        model.setHorizontalHeaderLabels(
            {sessionText("Session"), sessionText("State"), sessionText("Timeout")});
        SessionTreeView view;
        view.setModel(&model);
        addSandbox(&model, &view,
                   {{QStringLiteral("default"), sessionText("idle, restored"), sessionText("none")},
                    {QStringLiteral("web-api"), sessionText("idle"), QStringLiteral("30 s")}});
        // A terminal under a session: text in its first cell only, so it spans the columns.
        const QString terminal = QStringLiteral("/workspace/a/rather/long/folder (in this window)");
        model.item(0)->child(0)->appendRow(new QStandardItem(terminal));
        view.expandAll();
        view.resize(viewWidth, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(view.contentWidth() > 0);

        QHeaderView *header = view.header();
        const int names = view.fontMetrics().horizontalAdvance(QStringLiteral("web-api"));
        QVERIFY2(header->sectionSize(0) >= view.columnContentWidth(0),
                 qPrintable(
                     QStringLiteral("%1 < %2").arg(header->sectionSize(0)).arg(view.columnContentWidth(0))));
        QVERIFY(header->sectionSize(0) >= names + view.indentation());
        QTRY_VERIFY(view.isFirstColumnSpanned(0, model.item(0)->child(0)->index()));
        QVERIFY(view.columnContentWidth(0) < view.fontMetrics().horizontalAdvance(terminal));
        for (int column = 1; column < 3; ++column)
            QVERIFY(header->sectionSize(column) >= view.columnContentWidth(column));
        const int columns = header->sectionSize(0) + header->sectionSize(1) + header->sectionSize(2);
        // Whole columns: a narrow view scrolls to them, a wide one gives the names the rest.
        if (columns > view.viewport()->width())
            QCOMPARE(view.horizontalScrollBar()->maximum(), columns - view.viewport()->width());
        else
            QCOMPARE(columns, view.viewport()->width());
        QVERIFY(view.sizeHint().width() >= columns - header->sectionSize(0) + view.columnContentWidth(0));
    }

    // At first start the dock shows the list whole, widens when longer states arrive, and
    // stops following once the user narrows it.
    void sessionsDockFitsItsContent()
    {
        QVERIFY(m_language.install(QStringLiteral("ja")));
        QMainWindow window;
        window.setCentralWidget(new QWidget(&window));
        auto *dock = new QDockWidget(&window);
        QStandardItemModel model(0, 3);
        auto *view = new SessionTreeView(dock);
        view->setModel(&model);
        dock->setWidget(view);
        window.addDockWidget(Qt::LeftDockWidgetArea, dock);
        window.resize(1200, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        addSandbox(&model, view, {{QStringLiteral("default"), sessionText("idle"), sessionText("none")}});
        QTRY_VERIFY(view->contentWidth() > 0);

        DockWidthFit fit(&window, dock, view);
        fit.start(100, 600);
        QTRY_COMPARE(dock->width(), qBound(100, fit.wantedWidth(), 600));
        const int before = dock->width();
        model.item(0)->child(0, 1)->setText(sessionText("idle, restored") + sessionText("idle, restored"));
        QTRY_VERIFY(dock->width() > before);
        QTRY_COMPARE(view->header()->sectionSize(0),
                     qMax(view->columnContentWidth(0),
                          view->viewport()->width() - view->header()->sectionSize(1)
                              - view->header()->sectionSize(2)));

        // A layout pass that narrows it (the window shrinking) leaves the fit on.
        window.resizeDocks({dock}, {before - 20}, Qt::Horizontal);
        QTRY_COMPARE(dock->width(), before - 20);
        QVERIFY(fit.isActive());
        // The user drags its edge (the window's separator) to narrow it: from then on it is theirs.
        const QPoint edge((dock->geometry().right() + window.centralWidget()->geometry().left()) / 2,
                          dock->geometry().center().y());
        const auto send = [&window](QEvent::Type type, const QPoint &at, Qt::MouseButtons buttons) {
            QMouseEvent event(type, at, window.mapToGlobal(at),
                              type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons,
                              Qt::NoModifier);
            QApplication::sendEvent(&window, &event);
            QTest::qWait(20); // the window moves its separator on a timer
        };
        send(QEvent::MouseButtonPress, edge, Qt::LeftButton);
        for (int step = 1; step <= 4; ++step)
            send(QEvent::MouseMove, edge - QPoint(10 * step, 0), Qt::LeftButton);
        send(QEvent::MouseButtonRelease, edge - QPoint(40, 0), Qt::NoButton);
        QTRY_VERIFY(dock->width() < before - 20);
        QVERIFY(!fit.isActive());
        const int narrowed = dock->width();
        model.item(0)->child(0, 0)->setText(QStringLiteral("a-much-longer-session-name"));
        QTest::qWait(50);
        QCOMPARE(dock->width(), narrowed);
        QVERIFY(view->header()->sectionSize(0) >= view->columnContentWidth(0)); // scrolls instead
    }

    void dialogLabelsReachTheirFields_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("dialog");
        for (const char *language : {"en", "zh_CN", "ja"})
            for (const char *dialog : {"connect", "new session", "add cluster", "new sandbox"})
                QTest::addRow("%s %s", language, dialog)
                    << QString::fromLatin1(language) << QString::fromLatin1(dialog);
    }

    // A label with a mnemonic has a buddy (else "(&D)" shows as is and Alt+D does nothing), and
    // no field's placeholder is cut off.
    void dialogLabelsReachTheirFields()
    {
        QFETCH(QString, language);
        QFETCH(QString, dialog);
        QVERIFY(m_language.install(language));
        std::unique_ptr<QDialog> box = makeDialog(dialog);
        box->show();
        QVERIFY(QTest::qWaitForWindowExposed(box.get()));
        int mnemonics = 0;
        for (QLabel *label : box->findChildren<QLabel *>()) {
            if (QKeySequence::mnemonic(label->text()).isEmpty())
                continue;
            ++mnemonics;
            QVERIFY2(label->buddy(), qPrintable(label->text()));
        }
        QVERIFY(mnemonics >= 2);
        for (QLineEdit *edit : box->findChildren<QLineEdit *>()) {
            if (edit->placeholderText().isEmpty() || !edit->isVisible())
                continue;
            const int needed = edit->fontMetrics().horizontalAdvance(edit->placeholderText());
            QVERIFY2(textRoom(edit) >= needed,
                     qPrintable(QStringLiteral("%1: %2 < %3")
                                    .arg(edit->placeholderText())
                                    .arg(textRoom(edit))
                                    .arg(needed)));
        }
    }

    // The connect dialog starts in its first field and Tab follows the form (it started in
    // Name, the last one, because Name was created first); with the address given, the token.
    void connectDialogFocusFollowsTheForm()
    {
        ConnectDialog dialog(nullptr);
        dialog.show();
        QApplication::setActiveWindow(&dialog);
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        const QList<QLineEdit *> edits = dialog.findChildren<QLineEdit *>();
        auto byPlaceholder = [&](const QString &start) {
            for (QLineEdit *edit : edits)
                if (edit->placeholderText().startsWith(start))
                    return edit;
            return static_cast<QLineEdit *>(nullptr);
        };
        QLineEdit *url = byPlaceholder(QStringLiteral("ws://"));
        QLineEdit *token = byPlaceholder(QStringLiteral("Access token"));
        QLineEdit *name = byPlaceholder(QStringLiteral("Optional"));
        QVERIFY(url && token && name);
        QTRY_COMPARE(QApplication::focusWidget(), url);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), token);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab); // From File…
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), name);
        dialog.setUrl(QStringLiteral("ws://agent-box:7681/ws"));
        QCOMPARE(QApplication::focusWidget(), token);
    }

    void processHeadersKeepRoomAroundTheirTitles_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "zh_CN", "ja"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }
    // A character of room each side of every title ("ID" and "PID" touched their edges, as did
    // the Japanese セッション | 状態 | 開始時刻), on both pages of the pane.
    void processHeadersKeepRoomAroundTheirTitles()
    {
        QFETCH(QString, language);
        QVERIFY(m_language.install(language));
        LogModel log;
        ProcessPane pane(&log);
        pane.resize(900, 300);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        QTreeView *tree = pane.allProcessesView()->findChild<QTreeView *>();
        QVERIFY(tree);
        struct Page {
            QHeaderView *header;
            int stretched;
        };
        for (const Page &page : {Page{pane.view()->horizontalHeader(), int(ProcessTableModel::CommandColumn)},
                                 Page{tree->header(), int(ProcessTreeModel::CommandColumn)}}) {
            QVERIFY(qobject_cast<PaddedHeaderView *>(page.header));
            const QFontMetrics metrics = page.header->fontMetrics();
            for (int column = 0; column < page.header->count(); ++column) {
                if (column == page.stretched)
                    continue;
                const QString title = page.header->model()->headerData(column, Qt::Horizontal).toString();
                const int room = metrics.horizontalAdvance(title) + 2 * metrics.averageCharWidth();
                QVERIFY2(page.header->sectionSize(column) >= room,
                         qPrintable(QStringLiteral("%1: %2 < %3")
                                        .arg(title)
                                        .arg(page.header->sectionSize(column))
                                        .arg(room)));
            }
        }
    }

    void startFieldShowsACommand_data() { processHeadersKeepRoomAroundTheirTitles_data(); }
    // The Start… field holds a real command line (QInputDialog's showed about 25 characters).
    void startFieldShowsACommand()
    {
        QFETCH(QString, language);
        QVERIFY(m_language.install(language));
        StartProcessDialog dialog(QStringLiteral("web-api"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QLineEdit *edit = dialog.commandEdit();
        const QString command
            = QStringLiteral("python3 -m http.server 8000 --bind 127.0.0.1 --directory site");
        QVERIFY2(textRoom(edit) >= edit->fontMetrics().horizontalAdvance(command),
                 qPrintable(QStringLiteral("%1 < %2")
                                .arg(textRoom(edit))
                                .arg(edit->fontMetrics().horizontalAdvance(command))));
        QVERIFY(textRoom(edit) >= edit->fontMetrics().horizontalAdvance(edit->placeholderText()));
        QVERIFY(dialog.label()->text().contains(QStringLiteral("web-api")));
        QCOMPARE(dialog.label()->buddy(), edit);
        auto *start = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(!start->isEnabled()); // nothing to start yet
        QTest::keyClicks(edit, QStringLiteral("  sleep 5  "));
        QVERIFY(start->isEnabled());
        QCOMPARE(dialog.command(), QStringLiteral("sleep 5"));
    }

    // The pane asks with that dialog.
    void startButtonAsksWithTheWideDialog()
    {
        LogModel log;
        ProcessPane pane(&log);
        pane.show();
        bool asked = false; // the dialog is gone once the click returns
        QTimer::singleShot(0, this, [&asked] {
            asked = qobject_cast<StartProcessDialog *>(QApplication::activeModalWidget()) != nullptr;
            if (QWidget *modal = QApplication::activeModalWidget())
                modal->close();
        });
        pane.askAndStart(); // what Start… does (it is disabled here: no sandbox)
        QVERIFY(asked);
    }

private:
    LanguageLoader m_language;
};

QTEST_MAIN(TestUiFit)
#include "tst_uifit.moc"
