// SPDX-License-Identifier: Apache-2.0
// The change set's diff: words that changed within a line (WordDiff), the side-by-side rows of a
// unified diff with their line numbers, and colours that keep the text readable in a light, a
// dark and a high-contrast palette.
#include "files/DiffView.h"
#include "files/WordDiff.h"

#include <QPlainTextEdit>
#include <QTextBlock>
#include <QtTest>

#include <cmath>

using namespace sandman;

Q_DECLARE_METATYPE(QList<WordDiff::Range>)

namespace {
double luminance(const QColor &c)
{
    auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
double contrast(const QColor &a, const QColor &b)
{
    const double x = luminance(a);
    const double y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

const QString kDiff = QStringLiteral("--- a/app.py\n"
                                     "+++ b/app.py\n"
                                     "@@ -1,4 +1,5 @@\n"
                                     " import os\n"
                                     "-timeout = 30\n"
                                     "+timeout = 60\n"
                                     "+retries = 3\n"
                                     " def run():\n"
                                     "-    pass\n"
                                     "@@ -10,2 +11,2 @@\n"
                                     " # end\n"
                                     "\\ No newline at end of file\n");
} // namespace

class TestDiffView : public QObject
{
    Q_OBJECT
private slots:
    void words_data()
    {
        using R = QList<WordDiff::Range>;
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<R>("removed");
        QTest::addColumn<R>("added");
        QTest::newRow("one word") << "int x = compute(a);"
                                  << "int x = compute(b);" << R{{16, 1}} << R{{16, 1}};
        QTest::newRow("same") << "same line"
                              << "same line" << R{} << R{};
        QTest::newRow("appended") << "hello"
                                  << "hello world" << R{} << R{{5, 6}};
        QTest::newRow("middle word") << "a quick fox"
                                     << "a slow fox" << R{{2, 5}} << R{{2, 4}};
        QTest::newRow("two places") << "f(1, 2)"
                                    << "f(7, 8)" << R{{2, 1}, {5, 1}} << R{{2, 1}, {5, 1}};
        QTest::newRow("empty before") << ""
                                      << "new" << R{} << R{{0, 3}};
        QTest::newRow("CJK") << "会话 超时"
                             << "会话 环境变量" << R{{3, 2}} << R{{3, 4}};
    }

    void words()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QList<WordDiff::Range>, removed);
        QFETCH(QList<WordDiff::Range>, added);
        const WordDiff::Result result = WordDiff::compare(before, after);
        QCOMPARE(result.before, removed);
        QCOMPARE(result.after, added);
    }

    // A minified line of thousands of words: still only the changed word, and quickly.
    void longLinesStayCheap()
    {
        QStringList words;
        for (int i = 0; i < 5000; ++i)
            words.append(QStringLiteral("w%1").arg(i));
        const QString before = words.join(u' ');
        words[2500] = QStringLiteral("CHANGED");
        const QString after = words.join(u' ');
        const WordDiff::Result result = WordDiff::compare(before, after);
        QCOMPARE(result.after.size(), 1);
        QCOMPARE(after.mid(result.after.first().start, result.after.first().length),
                 QStringLiteral("CHANGED"));
    }

    void sideBySideRows()
    {
        const QList<DiffView::Row> rows = DiffView::rowsOf(kDiff);
        QCOMPARE(rows.size(), 8);
        QCOMPARE(rows.at(0).kind, DiffView::Row::Hunk);
        QCOMPARE(rows.at(1).kind, DiffView::Row::Context);
        QCOMPARE(rows.at(1).oldLine, 1);
        QCOMPARE(rows.at(1).newLine, 1);
        // The removed line and the first added one pair up; the second added one stands alone.
        QCOMPARE(rows.at(2).kind, DiffView::Row::Changed);
        QCOMPARE(rows.at(2).oldText, QStringLiteral("timeout = 30"));
        QCOMPARE(rows.at(2).newText, QStringLiteral("timeout = 60"));
        QCOMPARE(rows.at(2).oldLine, 2);
        QCOMPARE(rows.at(3).kind, DiffView::Row::Added);
        QCOMPARE(rows.at(3).oldLine, 0);
        QCOMPARE(rows.at(3).newLine, 3);
        QCOMPARE(rows.at(4).newLine, 4); // def run():
        QCOMPARE(rows.at(5).kind, DiffView::Row::Removed);
        QCOMPARE(rows.at(5).oldLine, 4);
        QCOMPARE(rows.at(6).kind, DiffView::Row::Hunk);
        QCOMPARE(rows.at(7).oldLine, 10);
        QCOMPARE(rows.at(7).newLine, 11);
        QCOMPARE(rows.at(7).oldText, QStringLiteral("# end"));
    }

    void readableInEveryPalette_data()
    {
        QTest::addColumn<QColor>("base");
        QTest::addColumn<QColor>("text");
        QTest::addColumn<bool>("sideBySide");
        for (bool sides : {false, true}) {
            const char *mode = sides ? "side by side" : "unified";
            QTest::addRow("light %s", mode) << QColor(Qt::white) << QColor(Qt::black) << sides;
            QTest::addRow("dark %s", mode) << QColor(0x1e, 0x1e, 0x1e) << QColor(0xe0, 0xe0, 0xe0) << sides;
            QTest::addRow("high contrast %s", mode) << QColor(Qt::black) << QColor(Qt::white) << sides;
        }
    }

    // Every marked line and word: its text against its tint stays above WCAG's 4.5:1.
    void readableInEveryPalette()
    {
        QFETCH(QColor, base);
        QFETCH(QColor, text);
        QFETCH(bool, sideBySide);
        DiffView view;
        QPalette palette = view.palette();
        palette.setColor(QPalette::Base, base);
        palette.setColor(QPalette::Text, text);
        view.setPalette(palette);
        view.setMode(sideBySide ? DiffView::SideBySide : DiffView::Unified);
        view.setUnifiedDiff(kDiff);
        int lines = 0;
        int words = 0;
        const QList<QPlainTextEdit *> editors = sideBySide
            ? QList<QPlainTextEdit *>{view.beforeView(), view.afterView()}
            : QList<QPlainTextEdit *>{view.unifiedView()};
        for (QPlainTextEdit *editor : editors) {
            for (const QTextEdit::ExtraSelection &mark : editor->extraSelections()) {
                const bool line = mark.format.property(QTextFormat::FullWidthSelection).toBool();
                (line ? lines : words) += 1;
                const double ratio
                    = contrast(mark.format.foreground().color(), mark.format.background().color());
                QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1:1").arg(ratio)));
            }
        }
        QCOMPARE(lines, 4); // -timeout, +timeout, +retries, -pass
        QCOMPARE(words, 2); // 30 → 60
        if (sideBySide) {
            // Aligned: as many rows on each side, the added line facing a filler.
            QCOMPARE(view.beforeView()->document()->blockCount(), view.afterView()->document()->blockCount());
            QVERIFY(view.beforeView()->document()->findBlockByNumber(3).text().isEmpty());
            QVERIFY(view.afterView()->document()->findBlockByNumber(3).text().contains(
                QStringLiteral("retries = 3")));
        }
    }
};

QTEST_MAIN(TestDiffView)
#include "tst_diffview.moc"
