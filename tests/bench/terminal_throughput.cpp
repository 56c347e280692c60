// SPDX-License-Identifier: Apache-2.0
// terminal_throughput: MB/s of 50 MB streams (mixed text, `seq 1 6000000`, `ls` of Japanese
// names, Japanese prose) through
//   (a) libvterm's parser/state layer alone (VTermState, no-op callbacks: the ceiling),
//   (b0) TerminalModel with libvterm laying out every character (no plain-text shortcut),
//   (b) TerminalModel (own grid + scrollback over VTermState, plain text past libvterm),
//   (c) TerminalModel + an offscreen TerminalView painted once per ~16 ms frame,
// at 120×40 and 240×70, printed as ratios to (a), and b/b0 (what the shortcut gains). Time is this thread's
// CPU time (everything runs on it, offscreen painting too), so that other work on a shared machine does not
// count. Each figure is the best of --runs tries (other load only ever slows a try down). Built with the
// tests, run on demand:
//   terminal_throughput [--mb N] [--runs N] [--streams mixed,seq,ls-ja,prose-ja] [--parts a,b0,b,c]
//   (stream size, default 50; tries, default 3; which streams and parts, default all; under
//   callgrind: --parts b --runs 1 and --toggle-collect='*runModel*' counts the model alone)
#include "BenchStreams.h"
#include "terminal/TerminalModel.h"
#include "terminal/TerminalView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QScrollBar>

#include <vterm.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

#include <time.h>

using namespace sandman;

namespace {

/// CPU seconds used by this thread so far.
double threadSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

constexpr qsizetype Chunk = 64 * 1024;

// ---- (a) libvterm's state layer with no-op callbacks
int noGlyph(VTermGlyphInfo *, VTermPos, void *)
{
    return 1;
}
int noCursor(VTermPos, VTermPos, int, void *)
{
    return 1;
}
int noScroll(VTermRect, int, int, void *)
{
    return 1;
}
int noMove(VTermRect, VTermRect, void *)
{
    return 1;
}
int noErase(VTermRect, int, void *)
{
    return 1;
}
int noPen(void *)
{
    return 1;
}
int noAttr(VTermAttr, VTermValue *, void *)
{
    return 1;
}
int noProp(VTermProp, VTermValue *, void *)
{
    return 1;
}
int noBell(void *)
{
    return 1;
}
int noResize(int, int, VTermPos *, void *)
{
    return 1;
}
int noLine(int, const VTermLineInfo *, const VTermLineInfo *, void *)
{
    return 1;
}
void noOutput(const char *, size_t, void *) { }

double runState(const QByteArray &data, int cols, int rows)
{
    static const VTermStateCallbacks cb
        = {noGlyph, noCursor, noScroll, noMove, noErase, noPen, noAttr, noProp, noBell, noResize, noLine};
    VTerm *vt = vterm_new(rows, cols);
    vterm_set_utf8(vt, 1);
    vterm_output_set_callback(vt, noOutput, nullptr);
    VTermState *state = vterm_obtain_state(vt);
    vterm_state_set_callbacks(state, &cb, nullptr);
    vterm_state_reset(state, 1);
    const double start = threadSeconds();
    for (qsizetype pos = 0; pos < data.size(); pos += Chunk)
        vterm_input_write(vt, data.constData() + pos, size_t(std::min(Chunk, data.size() - pos)));
    const double secs = threadSeconds() - start;
    vterm_free(vt);
    return data.size() / 1e6 / secs;
}

// ---- (b) the terminal model
double runModel(const QByteArray &data, int cols, int rows, bool shortcut = true)
{
    TerminalModel model(cols, rows);
    model.setPlainTextShortcut(shortcut);
    const double start = threadSeconds();
    for (qsizetype pos = 0; pos < data.size(); pos += Chunk) {
        model.feed(data.constData() + pos, std::min(Chunk, data.size() - pos));
        model.takeDamage();
    }
    const double secs = threadSeconds() - start;
    return data.size() / 1e6 / secs;
}

// ---- (c) model + offscreen view, painted once per frame
double runView(const QByteArray &data, int cols, int rows, int *frames)
{
    TerminalView view;
    view.setCursorBlinkEnabled(false);
    const QSize cell = view.cellSize();
    const int sb = view.verticalScrollBar()->sizeHint().width();
    view.resize(cols * cell.width() + sb, rows * cell.height());
    view.show();
    QCoreApplication::processEvents();
    if (view.columns() != cols || view.lines() != rows) {
        std::fprintf(stderr, "view is %dx%d, wanted %dx%d\n", view.columns(), view.lines(), cols, rows);
    }
    QImage image(view.viewport()->size(), QImage::Format_RGB32);
    *frames = 0;
    auto paintFrame = [&] {
        view.flushUpdates();
        image.fill(Qt::black);
        view.viewport()->render(&image);
        ++*frames;
    };
    // Frames follow the wall clock, as a real view's timer does; the cost is CPU time.
    QElapsedTimer t;
    t.start();
    const double start = threadSeconds();
    qint64 lastFrame = 0;
    for (qsizetype pos = 0; pos < data.size(); pos += Chunk) {
        view.feed(QByteArray::fromRawData(data.constData() + pos, std::min(Chunk, data.size() - pos)));
        const qint64 now = t.nsecsElapsed();
        if (now - lastFrame >= 16'000'000) {
            paintFrame();
            lastFrame = t.nsecsElapsed();
        }
    }
    paintFrame();
    const double secs = threadSeconds() - start;
    return data.size() / 1e6 / secs;
}

} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int mb = 50;
    const QStringList args = app.arguments();
    const qsizetype i = args.indexOf(QStringLiteral("--mb"));
    if (i >= 0 && i + 1 < args.size())
        mb = std::max(1, args.at(i + 1).toInt());
    int runs = 3;
    const qsizetype r = args.indexOf(QStringLiteral("--runs"));
    if (r >= 0 && r + 1 < args.size())
        runs = std::max(1, args.at(r + 1).toInt());
    const auto best = [runs](auto measure) {
        double fastest = 0;
        for (int k = 0; k < runs; ++k)
            fastest = std::max(fastest, measure());
        return fastest;
    };

    QStringList wanted = {QStringLiteral("mixed"), QStringLiteral("seq"), QStringLiteral("ls-ja"),
                          QStringLiteral("prose-ja")};
    const qsizetype st = args.indexOf(QStringLiteral("--streams"));
    if (st >= 0 && st + 1 < args.size())
        wanted = args.at(st + 1).split(QLatin1Char(','));
    QStringList parts = {QStringLiteral("a"), QStringLiteral("b0"), QStringLiteral("b"), QStringLiteral("c")};
    const qsizetype pt = args.indexOf(QStringLiteral("--parts"));
    if (pt >= 0 && pt + 1 < args.size())
        parts = args.at(pt + 1).split(QLatin1Char(','));
    const qsizetype bytes = qsizetype(mb) * 1000 * 1000;
    struct Stream {
        const char *name;
        QByteArray data;
    };
    std::vector<Stream> streams;
    for (const QString &name : std::as_const(wanted)) {
        if (name == QLatin1String("mixed"))
            streams.push_back({"mixed", bench::mixedText(bytes, "\r\n")});
        else if (name == QLatin1String("seq"))
            streams.push_back({"seq", bench::seqText(int(6000000LL * mb / 50), "\r\n")});
        else if (name == QLatin1String("ls-ja"))
            streams.push_back({"ls-ja", bench::japaneseListing(bytes, "\r\n")});
        else if (name == QLatin1String("prose-ja"))
            streams.push_back({"prose-ja", bench::japaneseProse(bytes, "\r\n")});
        else
            std::fprintf(stderr, "unknown stream %s\n", qPrintable(name));
    }
    struct Size {
        int cols, rows;
    } sizes[] = {{120, 40}, {240, 70}};

    std::printf("terminal_throughput: libvterm %d.%d, chunks of %lld KiB\n", VTERM_VERSION_MAJOR,
                VTERM_VERSION_MINOR, static_cast<long long>(Chunk / 1024));
    std::printf("%-8s %-7s %6s %9s %9s %9s %9s %6s %6s %6s %6s %7s\n", "stream", "size", "MB", "(a) MB/s",
                "(b0) MB/s", "(b) MB/s", "(c) MB/s", "b0/a", "b/a", "c/a", "b/b0", "frames");
    bool ok = true;
    for (const Stream &s : streams) {
        for (const Size &z : sizes) {
            // A part left out (--parts) shows as 0 MB/s.
            const auto part = [&](const char *name, auto measure) {
                return parts.contains(QLatin1String(name)) ? best(measure) : 0.0;
            };
            const double a = part("a", [&] { return runState(s.data, z.cols, z.rows); });
            const double b0 = part("b0", [&] { return runModel(s.data, z.cols, z.rows, false); });
            const double b = part("b", [&] { return runModel(s.data, z.cols, z.rows); });
            int frames = 0;
            const double c = part("c", [&] { return runView(s.data, z.cols, z.rows, &frames); });
            const QByteArray size = QByteArray::number(z.cols) + 'x' + QByteArray::number(z.rows);
            std::printf("%-8s %-7s %6.1f %9.1f %9.1f %9.1f %9.1f %5.0f%% %5.0f%% %5.0f%% %5.2fx %7d\n",
                        s.name, size.constData(), s.data.size() / 1e6, a, b0, b, c, 100 * b0 / a, 100 * b / a,
                        100 * c / a, b / b0, frames);
            std::fflush(stdout);
            ok = ok && b / a >= 0.40 && c / a >= 0.30;
        }
    }
    std::printf("targets: (b) >= 40%% and (c) >= 30%% of (a): %s\n", ok ? "met" : "NOT met");
    return 0;
}
