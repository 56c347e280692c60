// SPDX-License-Identifier: Apache-2.0
// The Code pane against a real sandbox over every transport: contexts listed, created,
// restarted and deleted; each result kind shown as what it is; streamed output, tracebacks,
// interrupt, an interpreter that dies mid-run, a deleted context, unsafe HTML, a 50 MB result.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "broadcast/BroadcastPane.h"
#include "broadcast/BroadcastRunner.h"
#include "client/InProcessTransport.h"
#include "code/CodeConsole.h"
#include "code/CodeInput.h"
#include "code/CodeOutputView.h"
#include "code/CodePane.h"
#include "code/CodeResultView.h"
#include "code/JsonTreeWidget.h"
#include "code/SafeTextBrowser.h"
#include "main/LanguageLoader.h"
#include "server/SandboxHost.h"
#include "sessions/SandboxConnection.h"
#include <QLineEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QImage>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {
QString imageBase64(const char *format)
{
    QImage image(6, 4, QImage::Format_RGB32);
    image.fill(QColor(200, 30, 30));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, format);
    return QString::fromLatin1(bytes.toBase64());
}

// Python code whose value offers one rich representation (IPython's _repr_*_ protocol).
QString reprObject(const QString &method, const QString &returned)
{
    return QStringLiteral("import base64\nclass Shown:\n    def %1(self):\n        return %2\nShown()")
        .arg(method, returned);
}

bool havePython()
{
    return !QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty();
}
} // namespace

class TestCodePane : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<ClientFixture> m_fx;
    std::unique_ptr<CodePane> m_pane;

    // A new context of the language, selected in the pane; its console.
    CodeConsole *newContext(const QString &language)
    {
        QSignalSpy changed(m_pane.get(), &CodePane::contextsChanged);
        const int before = m_pane->contextList()->topLevelItemCount();
        m_pane->createContext(language);
        if (!QTest::qWaitFor(
                [&] { return m_pane->contextList()->topLevelItemCount() > before && !m_pane->isBusy(); },
                60000))
            return nullptr;
        return m_pane->currentConsole();
    }

    // Runs code in the console to the end.
    static bool runToEnd(CodeConsole *console, const QString &code, int timeoutMs = 60000)
    {
        if (!console->run(code))
            return false;
        return QTest::qWaitFor([console] { return !console->isRunning(); }, timeoutMs);
    }

    static int lastBlockOf(CodeOutputView *output, CodeOutputView::BlockKind kind)
    {
        for (int i = output->blockCount() - 1; i >= 0; --i) {
            if (output->blockKind(i) == kind)
                return i;
        }
        return -1;
    }

    static CodeResultView *lastResult(CodeConsole *console)
    {
        const int index = lastBlockOf(console->output(), CodeOutputView::BlockKind::Result);
        return index < 0 ? nullptr : qobject_cast<CodeResultView *>(console->output()->blockWidget(index));
    }

private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
        m_pane = std::make_unique<CodePane>();
        m_pane->resize(900, 600);
        m_pane->setSandbox(m_fx->client(), QStringLiteral("test"));
    }
    void cleanup()
    {
        m_pane.reset();
        m_fx.reset();
    }

    void listsCreatesAndDeletesContexts()
    {
        if (!havePython())
            QSKIP("python3 is not installed");
        CodeConsole *console = newContext(QStringLiteral("python"));
        QVERIFY(console);
        const QString id = m_pane->currentContextId();
        QVERIFY(!id.isEmpty());
        QTreeWidgetItem *item = m_pane->contextList()->currentItem();
        QCOMPARE(item->text(CodePane::LanguageColumn), QStringLiteral("Python"));
        QCOMPARE(m_pane->contextState(id), QStringLiteral("idle"));
        // Another client's context shows after a refresh.
        const CodeContextInfo other = resultOf(m_fx->client()->createCodeContext(QStringLiteral("python")));
        m_pane->refresh();
        QTRY_VERIFY(m_pane->contextState(other.id) == QStringLiteral("idle"));
        m_pane->selectContext(id);
        m_pane->deleteCurrent();
        QTRY_VERIFY(m_pane->contextState(id).isEmpty());
        const QList<CodeContextInfo> left = resultOf(m_fx->client()->listCodeContexts());
        QCOMPARE(left.size(), 1);
        QCOMPARE(left.first().id, other.id);
    }

    void resultKinds_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("code");
        QTest::addColumn<CodeResultView::Kind>("kind");
        QTest::addColumn<QString>("shown"); // text the view holds (label, cells, tree, document)
        using Kind = CodeResultView::Kind;
        QTest::newRow("python text") << "python"
                                     << "6 * 7" << Kind::Text << "42";
        QTest::newRow("python png") << "python"
                                    << reprObject(
                                           QStringLiteral("_repr_png_"),
                                           QStringLiteral("base64.b64decode('%1')").arg(imageBase64("PNG")))
                                    << Kind::Image << "6x4";
        QTest::newRow("python jpeg") << "python"
                                     << reprObject(
                                            QStringLiteral("_repr_jpeg_"),
                                            QStringLiteral("base64.b64decode('%1')").arg(imageBase64("JPEG")))
                                     << Kind::Image << "6x4";
        QTest::newRow("python svg")
            << "python"
            << reprObject(QStringLiteral("_repr_svg_"),
                          QStringLiteral("'<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30\" "
                                         "height=\"20\"><rect width=\"30\" height=\"20\" "
                                         "fill=\"blue\"/></svg>'"))
            << Kind::Image << "30x20";
        QTest::newRow("python html") << "python"
                                     << reprObject(
                                            QStringLiteral("_repr_html_"),
                                            QStringLiteral("'<h3>Title</h3><p>Some <b>bold</b> words</p>'"))
                                     << Kind::Html << "Some bold words";
        QTest::newRow("python html table (DataFrame)")
            << "python"
            << reprObject(
                   QStringLiteral("_repr_html_"),
                   QStringLiteral("'<div><table border=\"1\" class=\"dataframe\"><thead><tr><th></th>"
                                  "<th>name</th><th>size</th></tr></thead><tbody><tr><th>0</th><td>a</td>"
                                  "<td>1</td></tr><tr><th>1</th><td>b</td><td>2</td></tr></tbody></table>"
                                  "<p>2 rows × 2 columns</p></div>'"))
            << Kind::Table << "name,size|a,1|b,2";
        QTest::newRow("python markdown")
            << "python"
            << reprObject(QStringLiteral("_repr_markdown_"), QStringLiteral("'# Heading\\n\\n*item*'"))
            << Kind::Markdown << "Heading";
        QTest::newRow("python dict → tree") << "python"
                                            << "{'a': {'b': [1, 2]}, 'c': 'x'}" << Kind::Json << "a,c";
        QTest::newRow("python records → table")
            << "python"
            << "[{'n': 1, 'v': 'x'}, {'n': 2, 'v': 'y'}]" << Kind::Table << "n,v|1,x|2,y";
        QTest::newRow("javascript text") << "javascript"
                                         << "'a' + 'b'" << Kind::Text << "ab";
        QTest::newRow("javascript object → tree") << "javascript"
                                                  << "({k: {deep: [1, 2]}})" << Kind::Json << "k";
        QTest::newRow("javascript records → table")
            << "javascript"
            << "[{id: 1, ok: true}, {id: 2, ok: false}]" << Kind::Table << "id,ok|1,true|2,false";
    }
    void resultKinds()
    {
        QFETCH(QString, language);
        QFETCH(QString, code);
        QFETCH(CodeResultView::Kind, kind);
        QFETCH(QString, shown);
        const QString program
            = language == QLatin1String("python") ? QStringLiteral("python3") : QStringLiteral("node");
        if (QStandardPaths::findExecutable(program).isEmpty())
            QSKIP("the interpreter is not installed");
        CodeConsole *console = newContext(language);
        QVERIFY(console);
        QVERIFY(runToEnd(console, code));
        CodeResultView *view = lastResult(console);
        QVERIFY2(view, qPrintable(console->output()->plainText()));
        QCOMPARE(view->kind(), kind);
        QVERIFY2(view->problem().isEmpty(), qPrintable(view->problem()));
        switch (kind) {
        case CodeResultView::Kind::Text:
            QCOMPARE(view->textLabel()->text(), shown);
            break;
        case CodeResultView::Kind::Image:
            QCOMPARE(QStringLiteral("%1x%2").arg(view->image().width()).arg(view->image().height()), shown);
            break;
        case CodeResultView::Kind::Html:
        case CodeResultView::Kind::Markdown:
            QVERIFY2(view->richView()->toPlainText().contains(shown),
                     qPrintable(view->richView()->toPlainText()));
            break;
        case CodeResultView::Kind::Table: {
            const QStringList rows = shown.split(QLatin1Char('|'));
            QTableWidget *table = view->tableView();
            QStringList headers;
            for (int c = 0; c < table->columnCount(); ++c)
                headers << table->horizontalHeaderItem(c)->text();
            // A DataFrame's index column has an empty header: compare the named columns.
            headers.removeAll(QString());
            QCOMPARE(headers.join(QLatin1Char(',')), rows.first());
            QCOMPARE(table->rowCount(), rows.size() - 1);
            for (int r = 1; r < rows.size(); ++r) {
                QStringList cells;
                for (int c = table->columnCount() - headers.size(); c < table->columnCount(); ++c)
                    cells << table->item(r - 1, c)->text();
                QCOMPARE(cells.join(QLatin1Char(',')), rows.at(r));
            }
            break;
        }
        case CodeResultView::Kind::Json: {
            QStringList keys;
            for (int i = 0; i < view->jsonView()->topLevelItemCount(); ++i)
                keys << view->jsonView()->topLevelItem(i)->text(0);
            QCOMPARE(keys.join(QLatin1Char(',')), shown);
            QVERIFY(view->jsonView()->topLevelItem(0)->childCount() > 0);
            break;
        }
        }
        // Copy puts the result on the clipboard (the image too).
        view->copy();
        QVERIFY(!QApplication::clipboard()->text().isEmpty());
        if (kind == CodeResultView::Kind::Image)
            QCOMPARE(QApplication::clipboard()->image().size(), view->image().size());
    }

    void htmlSourceToggle()
    {
        if (!havePython())
            QSKIP("python3 is not installed");
        CodeConsole *console = newContext(QStringLiteral("python"));
        QVERIFY(console);
        QVERIFY(
            runToEnd(console, reprObject(QStringLiteral("_repr_html_"), QStringLiteral("'<i>slanted</i>'"))));
        CodeResultView *view = lastResult(console);
        QVERIFY(view);
        QVERIFY(!view->showsSource());
        view->setShowSource(true);
        QVERIFY(view->showsSource());
        QCOMPARE(view->copyText(), QStringLiteral("<i>slanted</i>"));
    }

    // Scripts never run and nothing with an address is fetched, from the sandbox's HTML.
    void unsafeHtmlStaysInert()
    {
        if (!havePython())
            QSKIP("python3 is not installed");
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        const QString remote = QStringLiteral("http://127.0.0.1:%1/pixel.png").arg(server.serverPort());
        CodeConsole *console = newContext(QStringLiteral("python"));
        QVERIFY(console);
        const QString html
            = QStringLiteral("<p>before</p><script>document.write('SCRIPTRAN')</script>"
                             "<img src=\"%1\"><p>after</p><link rel=\"stylesheet\" href=\"%1\">")
                  .arg(remote);
        QVERIFY(runToEnd(
            console,
            reprObject(QStringLiteral("_repr_html_"), QStringLiteral("'''") + html + QStringLiteral("'''"))));
        CodeResultView *view = lastResult(console);
        QVERIFY(view);
        QCOMPARE(view->kind(), CodeResultView::Kind::Html);
        view->show();
        QTest::qWait(300);
        const QString text = view->richView()->toPlainText();
        QVERIFY2(text.contains(QLatin1String("before")) && text.contains(QLatin1String("after")),
                 qPrintable(text));
        QVERIFY(!text.contains(QLatin1String("SCRIPTRAN")));
        QVERIFY(!text.contains(QLatin1String("document.write")));
        QVERIFY(view->problem().contains(QLatin1String("Scripts")));
        QVERIFY(view->richView()->requestedUrls().contains(QUrl(remote)));
        QVERIFY(!server.hasPendingConnections());
        QVERIFY(!server.waitForNewConnection(200));
    }

    void undecodableImageSaysSo()
    {
        if (!havePython())
            QSKIP("python3 is not installed");
        CodeConsole *console = newContext(QStringLiteral("python"));
        QVERIFY(console);
        QVERIFY(runToEnd(console,
                         reprObject(QStringLiteral("_repr_png_"), QStringLiteral("b'\\x89PNG not really'"))));
        CodeResultView *view = lastResult(console);
        QVERIFY(view);
        QCOMPARE(view->kind(), CodeResultView::Kind::Text); // falls back to the text
        QVERIFY2(view->problem().contains(QLatin1String("could not be decoded")),
                 qPrintable(view->problem()));
        QVERIFY(view->textLabel()->text().contains(QLatin1String("Shown object")));
    }

    void hugeResultIsCut()
    {
        if (!havePython())
            QSKIP("python3 is not installed");
        CodeConsole *console = newContext(QStringLiteral("python"));
        QVERIFY(console);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(runToEnd(console, QStringLiteral("'x' * 50_000_000"), 120000));
        CodeResultView *view = lastResult(console);
        if (view) {
            QVERIFY(view->problem().contains(QLatin1String("showing the first")));
            QCOMPARE(view->textLabel()->text().size(), CodeResultView::kMaxShownText);
            QCOMPARE(view->copyText().size(), 50'000'002); // the quotes of the repr
        } else {
            // The transport refused a message that big: the console says why.
            const int notice = lastBlockOf(console->output(), CodeOutputView::BlockKind::Notice);
            QVERIFY2(notice >= 0, qPrintable(console->output()->plainText().left(2000)));
        }
        qInfo("50 MB result shown in %lld ms", clock.elapsed());
        // The pane is still responsive and the context still usable.
        QVERIFY(runToEnd(console, QStringLiteral("1 + 1")));
        QCOMPARE(lastResult(console)->copyText(), QStringLiteral("2"));
    }

    void streamsAndTracebacks()
    {
        if (!havePython())
            QSKIP("python3 is not installed");
        CodeConsole *console = newContext(QStringLiteral("python"));
        QVERIFY(console);
        QVERIFY(runToEnd(console,
                         QStringLiteral("import sys\nprint('out one')\nprint('out two')\n"
                                        "sys.stderr.write('err one\\n')\n"
                                        "def f():\n    return 1 / 0\nf()")));
        CodeOutputView *output = console->output();
        const int out = lastBlockOf(output, CodeOutputView::BlockKind::Stdout);
        const int err = lastBlockOf(output, CodeOutputView::BlockKind::Stderr);
        const int error = lastBlockOf(output, CodeOutputView::BlockKind::Error);
        QVERIFY(out >= 0 && err > out && error > err);
        QCOMPARE(output->blockText(out), QStringLiteral("out one\nout two\n"));
        QCOMPARE(output->blockText(err), QStringLiteral("err one\n"));
        QVERIFY(output->blockText(error).contains(QLatin1String("ZeroDivisionError")));
        const QString html = static_cast<QLabel *>(output->blockWidget(error))->text();
        QVERIFY(html.contains(QLatin1String("color:#1a5fb4"))); // File "<cell-1>", line …
        QVERIFY(html.contains(QLatin1String("font-weight:bold\">ZeroDivisionError: division by zero")));
        QVERIFY(console->statusLabel()->text().startsWith(QLatin1String("Failed after")));
        // Copy All holds the code and everything it printed.
        console->copyAll();
        const QString all = QApplication::clipboard()->text();
        QVERIFY(all.contains(QLatin1String("print('out one')")));
        QVERIFY(all.contains(QLatin1String("err one")));
        QVERIFY(all.contains(QLatin1String("ZeroDivisionError")));
    }

    void interruptRestartsTheInterpreter()
    {
        if (!havePython())
            QSKIP("python3 is not installed");
        CodeConsole *console = newContext(QStringLiteral("python"));
        QVERIFY(console);
        QVERIFY(runToEnd(console, QStringLiteral("kept = 1")));
        QVERIFY(console->run(QStringLiteral("import time\nprint('started', flush=True)\ntime.sleep(60)")));
        QTRY_VERIFY(lastBlockOf(console->output(), CodeOutputView::BlockKind::Stdout) >= 0);
        QCOMPARE(m_pane->contextState(console->contextId()), QStringLiteral("running"));
        QVERIFY(console->interruptButton()->isEnabled());
        QElapsedTimer clock;
        clock.start();
        console->interruptButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!console->isRunning(), 10000);
        QVERIFY(clock.elapsed() < 10000);
        QVERIFY(console->statusLabel()->text().startsWith(QLatin1String("Interrupted after")));
        QVERIFY(console->output()->plainText().contains(QLatin1String("Interrupted.")));
        QCOMPARE(m_pane->contextState(console->contextId()), QStringLiteral("idle (restarted)"));
        // A fresh interpreter: it runs, and the old variables are gone.
        QVERIFY(runToEnd(console, QStringLiteral("kept")));
        QVERIFY(console->output()->plainText().contains(QLatin1String("NameError")));
    }

    void interpreterDyingMidRunIsSaid()
    {
        if (!havePython())
            QSKIP("python3 is not installed");
        CodeConsole *console = newContext(QStringLiteral("python"));
        QVERIFY(console);
        QVERIFY(runToEnd(console, QStringLiteral("import os\nprint('bye', flush=True)\nos._exit(3)")));
        const int error = lastBlockOf(console->output(), CodeOutputView::BlockKind::Error);
        QVERIFY(error >= 0);
        QVERIFY(console->output()->blockText(error).contains(QLatin1String("InterpreterExited")));
        QCOMPARE(m_pane->contextState(console->contextId()), QStringLiteral("idle (restarted)"));
        QVERIFY(runToEnd(console, QStringLiteral("2 + 2")));
        QCOMPARE(lastResult(console)->copyText(), QStringLiteral("4"));
    }

    void contextDeletedElsewhereMidRun()
    {
        if (!havePython())
            QSKIP("python3 is not installed");
        CodeConsole *console = newContext(QStringLiteral("python"));
        QVERIFY(console);
        QVERIFY(console->run(QStringLiteral("import time\ntime.sleep(60)")));
        QTest::qWait(200);
        resultOf(m_fx->client()->deleteCodeContext(console->contextId()));
        QTRY_VERIFY_WITH_TIMEOUT(!console->isRunning(), 10000);
        QVERIFY(console->output()->plainText().contains(QLatin1String("no longer exists")));
        QCOMPARE(m_pane->contextState(console->contextId()), QStringLiteral("gone"));
    }

    void restartKeepsTheConsole()
    {
        if (!havePython())
            QSKIP("python3 is not installed");
        CodeConsole *console = newContext(QStringLiteral("python"));
        QVERIFY(console);
        const QString oldId = console->contextId();
        QVERIFY(runToEnd(console, QStringLiteral("x = 5")));
        m_pane->restartCurrent();
        QTRY_VERIFY_WITH_TIMEOUT(console->contextId() != oldId && !m_pane->isBusy(), 30000);
        QCOMPARE(m_pane->currentConsole(), console);
        QCOMPARE(m_pane->contextState(console->contextId()), QStringLiteral("idle"));
        QVERIFY(console->output()->plainText().contains(QLatin1String("Restarted")));
        QVERIFY(runToEnd(console, QStringLiteral("x")));
        QVERIFY(console->output()->plainText().contains(QLatin1String("NameError")));
        const QList<CodeContextInfo> contexts = resultOf(m_fx->client()->listCodeContexts());
        QCOMPARE(contexts.size(), 1);
        QCOMPARE(contexts.first().id, console->contextId());
    }

    // The kernel shows matplotlib figures left open by a cell as PNG images. A stand-in
    // matplotlib.pyplot (PYTHONPATH) checks that path on any machine.
    void figuresBecomeImages()
    {
        if (!havePython())
            QSKIP("python3 is not installed");
        QTemporaryDir fake;
        QVERIFY(QDir(fake.path()).mkpath(QStringLiteral("matplotlib")));
        QFile init(fake.filePath(QStringLiteral("matplotlib/__init__.py")));
        QVERIFY(init.open(QIODevice::WriteOnly));
        init.close();
        QFile pyplot(fake.filePath(QStringLiteral("matplotlib/pyplot.py")));
        QVERIFY(pyplot.open(QIODevice::WriteOnly));
        pyplot.write(QStringLiteral("import base64\n_open = []\n"
                                    "class Figure:\n"
                                    "    def __init__(self, n): self.n = n\n"
                                    "    def savefig(self, buffer, format=None, **kw):\n"
                                    "        buffer.write(base64.b64decode('%1'))\n"
                                    "    def __repr__(self): return '<Figure %d>' % self.n\n"
                                    "def plot(*a):\n    _open.append(Figure(len(_open) + 1))\n"
                                    "def show(): print('REAL SHOW')\n"
                                    "def get_fignums(): return [f.n for f in _open]\n"
                                    "def figure(n): return _open[n - 1]\n"
                                    "def close(which): _open.clear()\n")
                         .arg(imageBase64("PNG"))
                         .toUtf8());
        pyplot.close();
        const CodeContextInfo info = resultOf(m_fx->client()->createCodeContext(
            QStringLiteral("python"), QString(), {{QStringLiteral("PYTHONPATH"), fake.path()}}));
        m_pane->refresh();
        QTRY_VERIFY(!m_pane->contextState(info.id).isEmpty());
        m_pane->selectContext(info.id);
        CodeConsole *console = m_pane->currentConsole();
        QVERIFY(runToEnd(console, QStringLiteral("import matplotlib.pyplot as plt\nplt.plot([1, 2])")));
        CodeResultView *view = lastResult(console);
        QVERIFY2(view, qPrintable(console->output()->plainText()));
        QCOMPARE(view->kind(), CodeResultView::Kind::Image);
        QCOMPARE(view->image().size(), QSize(6, 4));
        // Shown once, then closed: the next cell has no figure.
        const int blocks = console->output()->blockCount();
        QVERIFY(runToEnd(console, QStringLiteral("plt.show()")));
        QCOMPARE(lastBlockOf(console->output(), CodeOutputView::BlockKind::Result) < blocks, true);
        QVERIFY(!console->output()->plainText().contains(QLatin1String("REAL SHOW")));
    }

    // The real thing, where Debian's python3-matplotlib is installed.
    void matplotlibFigure()
    {
        const QStringList path{QStringLiteral("/usr/bin"), QStringLiteral("/bin")};
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"), path);
        if (python.isEmpty()
            || QProcess::execute(python, {QStringLiteral("-c"), QStringLiteral("import matplotlib")}) != 0)
            QSKIP("matplotlib is not installed for /usr/bin/python3 (Debian: python3-matplotlib)");
        const CodeContextInfo info = resultOf(m_fx->client()->createCodeContext(
            QStringLiteral("python"), QString(), {{QStringLiteral("PATH"), path.join(QLatin1Char(':'))}}));
        m_pane->refresh();
        QTRY_VERIFY(!m_pane->contextState(info.id).isEmpty());
        m_pane->selectContext(info.id);
        CodeConsole *console = m_pane->currentConsole();
        QVERIFY(
            runToEnd(console,
                     QStringLiteral("import matplotlib.pyplot as plt\nfig, ax = plt.subplots(figsize=(4, 3), "
                                    "dpi=50)\nax.plot([1, 3, 2])\nplt.show()"),
                     120000));
        CodeResultView *view = lastResult(console);
        QVERIFY2(view, qPrintable(console->output()->plainText()));
        QCOMPARE(view->kind(), CodeResultView::Kind::Image);
        QVERIFY(view->image().width() > 100 && view->image().height() > 80);
        QVERIFY(!console->output()->plainText().contains(QLatin1String("non-GUI backend")));
    }

    // Shift+Enter runs, Enter breaks the line, Up and Down walk the history.
    void inputKeys()
    {
        CodeInput input;
        QSignalSpy run(&input, &CodeInput::runRequested);
        input.show();
        QTest::keyClicks(&input, QStringLiteral("a = 1"));
        QTest::keyClick(&input, Qt::Key_Return);
        QTest::keyClicks(&input, QStringLiteral("a"));
        QCOMPARE(run.size(), 0);
        QCOMPARE(input.toPlainText(), QStringLiteral("a = 1\na"));
        QTest::keyClick(&input, Qt::Key_Return, Qt::ShiftModifier);
        QCOMPARE(run.size(), 1);
        QCOMPARE(run.first().first().toString(), QStringLiteral("a = 1\na"));
        input.addToHistory(QStringLiteral("a = 1\na"));
        input.addToHistory(QStringLiteral("second"));
        input.setPlainText(QStringLiteral("draft"));
        QTest::keyClick(&input, Qt::Key_Up);
        QCOMPARE(input.toPlainText(), QStringLiteral("second"));
        QTest::keyClick(&input, Qt::Key_Up);
        QCOMPARE(input.toPlainText(), QStringLiteral("a = 1\na"));
        // Up on the last line of a multi-line entry moves the cursor, not the history.
        QTest::keyClick(&input, Qt::Key_Up);
        QCOMPARE(input.toPlainText(), QStringLiteral("a = 1\na"));
        QTest::keyClick(&input, Qt::Key_Down);
        QTest::keyClick(&input, Qt::Key_Down);
        QCOMPARE(input.toPlainText(), QStringLiteral("second"));
        QTest::keyClick(&input, Qt::Key_Down);
        QCOMPARE(input.toPlainText(), QStringLiteral("draft"));
    }

    void shiftEnterRunsInTheConsole()
    {
        if (!havePython())
            QSKIP("python3 is not installed");
        CodeConsole *console = newContext(QStringLiteral("python"));
        QVERIFY(console);
        m_pane->show();
        console->input()->setPlainText(QStringLiteral("print('typed')"));
        QTest::keyClick(console->input(), Qt::Key_Return, Qt::ShiftModifier);
        QVERIFY(console->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!console->isRunning(), 30000);
        QVERIFY(console->input()->toPlainText().isEmpty());
        QCOMPARE(console->input()->history(), QStringList{QStringLiteral("print('typed')")});
        QVERIFY(console->statusLabel()->text().startsWith(QLatin1String("Done in")));
        QVERIFY(console->output()->plainText().contains(QLatin1String("typed\n"))
                || console->output()->plainText().endsWith(QLatin1String("typed")));
    }

    // Pictures of both panes in each language, for the README (run with
    // SANDMAN_SCREENSHOT_DIR=<folder>; skipped otherwise).
    void screenshots_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "zh_CN", "ja"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }
    void screenshots()
    {
        QFETCH_GLOBAL(QString, transport);
        QFETCH(QString, language);
        const QString folder = qEnvironmentVariable("SANDMAN_SCREENSHOT_DIR");
        if (folder.isEmpty() || transport != QLatin1String("inprocess") || !havePython())
            QSKIP("SANDMAN_SCREENSHOT_DIR is not set");
        LanguageLoader loader;
        QVERIFY(loader.install(language));
        for (int i = 0; i < 3; ++i) {
            SessionOptions options;
            options.id = QStringLiteral("matrix-%1").arg(i);
            options.env.insert(QStringLiteral("N"), QString::number(i));
            resultOf(m_fx->client()->createSession(options));
        }
        auto *connection = new SandboxConnection(
            QStringLiteral("local"), new InProcessTransport(m_fx->host()->handler(), m_fx->host()->context()),
            true);
        std::unique_ptr<SandboxConnection> owner(connection);
        connection->refresh();
        QTRY_VERIFY(connection->indexOfSession(QStringLiteral("matrix-2")) >= 0);
        QWidget window;
        window.resize(1180, 860);
        auto *splitter = new QSplitter(Qt::Vertical, &window);
        auto *layout = new QVBoxLayout(&window);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(splitter);
        auto *pane = new CodePane(splitter);
        pane->setSandbox(m_fx->client(), QStringLiteral("local"));
        auto *broadcast = new BroadcastPane(nullptr, splitter);
        splitter->addWidget(pane);
        splitter->addWidget(broadcast);
        splitter->setSizes({560, 300});
        window.show();
        pane->createContext(QStringLiteral("python"));
        QTRY_VERIFY_WITH_TIMEOUT(pane->currentConsole() && !pane->isBusy(), 30000);
        CodeConsole *console = pane->currentConsole();
        const QString svg = QStringLiteral(
            "class Chart:\n    def _repr_svg_(self):\n        bars = ''.join('<rect x=\"%d\" y=\"%d\" "
            "width=\"26\" "
            "height=\"%d\" fill=\"#3584e4\"/>' % (10 + i * 34, 110 - h, h) for i, h in enumerate([40, 75, "
            "55, "
            "95, 30, 68]))\n        return '<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"220\" "
            "height=\"120\">' + bars + '</svg>'\nChart()");
        for (const QString &code :
             {QStringLiteral(
                  "print('loading 3 rows')\n[{'name': 'alpha', 'tests': 120, 'passed': True}, {'name': "
                  "'beta', 'tests': 87, 'passed': False}, {'name': 'gamma', 'tests': 45, 'passed': True}]"),
              svg, QStringLiteral("{'build': {'id': 42, 'targets': ['ui', 'core']}, 'ok': True}"),
              QStringLiteral("def ratio(a, b):\n    return a / b\nratio(1, 0)")})
            QVERIFY(runToEnd(console, code));
        console->input()->setPlainText(QStringLiteral("import statistics\nstatistics.mean([3, 5, 8])"));
        broadcast->addConnection(connection);
        for (int i = 0; i < 3; ++i)
            broadcast->setTargetChecked(connection, QStringLiteral("matrix-%1").arg(i), true);
        broadcast->commandEdit()->setText(QStringLiteral("echo \"suite $N\"; test $N != 1"));
        broadcast->run();
        QTRY_VERIFY_WITH_TIMEOUT(!broadcast->runner()->isRunning(), 30000);
        broadcast->grid()->resizeColumnsToContents();
        broadcast->grid()->setCurrentIndex(broadcast->model()->index(1, 0));
        QTest::qWait(300);
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(window.grab().save(QStringLiteral("%1/code-broadcast-%2.png").arg(folder, language)));
    }
};

QTEST_MAIN(TestCodePane)
#include "tst_codepane.moc"
