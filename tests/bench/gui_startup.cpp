// SPDX-License-Identifier: Apache-2.0
// GUI start-up: process start to the first painted main window of the real sandman binary
// (offscreen), (a) with no sandbox running (the agent is started), (b) reattaching to a running
// sandbox with 10 sessions and 20 open terminals, each beside two floors measured in the same
// run: a bare QApplication + empty QMainWindow, and a bare window with a tree view, a label and
// a status bar (it pays font and style initialisation as any real window does); and the
// window's RSS with those 20 tabs holding 10,000 lines of scrollback each. Run on demand:
// build/release/tests/bench/gui_startup [runs]
// (--hold: prepare (b)'s sandbox, print the command line of a window for it and wait).
#include "FutureWait.h"
#include "WindowHome.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "client/WebSocketTransport.h"
#include "local/LocalAgentInfo.h"
#include "local/LocalAgentRuntime.h"
#include "main/StartupTrace.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QMainWindow>
#include <QProcess>
#include <QSettings>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QThread>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <memory>

using namespace sandman;
using namespace sandman::test;

namespace {

constexpr int kSessions = 10;
constexpr int kTerminalsPerSession = 2;
constexpr int kScrollbackLines = 10000;

// The baseline's child: an empty main window that says when it first painted.
class PaintWatcher : public QObject
{
public:
    explicit PaintWatcher(QWidget *window)
        : m_window(window)
    { }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *widget = qobject_cast<QWidget *>(watched);
        if (event->type() == QEvent::Paint && widget && widget->window() == m_window && !m_done) {
            m_done = true;
            std::fputs("first paint\n", stdout);
            std::fflush(stdout);
            QMetaObject::invokeMethod(qApp, &QCoreApplication::quit, Qt::QueuedConnection);
        }
        return false;
    }

private:
    QWidget *m_window;
    bool m_done = false;
};

// withWidgets: the second floor; a tree with a header and a few rows, a label and a status
// bar message lay out and paint text, so fonts, the style and item views are initialised.
int runBareWindow(int argc, char *argv[], bool withWidgets)
{
    StartupTrace::mark("bare window: main");
    QApplication app(argc, argv);
    QMainWindow window;
    QStandardItemModel model;
    if (withWidgets) {
        auto *central = new QWidget;
        auto *layout = new QVBoxLayout(central);
        layout->addWidget(new QLabel(QStringLiteral("Sessions")));
        auto *tree = new QTreeView;
        model.setHorizontalHeaderLabels({QStringLiteral("Name"), QStringLiteral("State")});
        for (int i = 0; i < 10; ++i)
            model.appendRow({new QStandardItem(QStringLiteral("session-%1").arg(i + 1)),
                             new QStandardItem(QStringLiteral("idle"))});
        tree->setModel(&model);
        layout->addWidget(tree);
        window.setCentralWidget(central);
        window.statusBar()->showMessage(QStringLiteral("Connected"));
    }
    PaintWatcher watcher(&window);
    app.installEventFilter(&watcher);
    window.resize(1280, 800);
    window.show();
    return app.exec();
}

QProcessEnvironment windowEnvironment(const WindowHome &home)
{
    QProcessEnvironment environment = home.environment();
    environment.insert(QStringLiteral("SANDMAN_REPORT_FIRST_PAINT"), QStringLiteral("1"));
    return environment;
}

// Milliseconds from start() to the program's "first paint" line (-1: never); the program is
// left running in *process. With contentMs, also to its "content painted" line: the first frame
// with the session list and the active tab's replay (sandman's ContentPaintReporter).
double timeToFirstPaint(QProcess *process, const QString &program, const QStringList &arguments,
                        const QProcessEnvironment &environment, double *contentMs = nullptr)
{
    process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QElapsedTimer clock;
    clock.start();
    QProcessEnvironment withClock = environment; // for $SANDMAN_STARTUP_TRACE's first line
    timespec now = {};
    ::clock_gettime(CLOCK_MONOTONIC, &now);
    withClock.insert(QStringLiteral("SANDMAN_STARTUP_T0_NS"),
                     QString::number(now.tv_sec * 1000000000LL + now.tv_nsec));
    process->setProcessEnvironment(withClock);
    process->start(program, arguments);
    QByteArray output;
    while (!output.contains("first paint\n")) {
        if (!process->waitForReadyRead(30000))
            return -1;
        output += process->readAllStandardOutput();
    }
    const double firstPaintMs = clock.nsecsElapsed() / 1e6;
    if (contentMs) {
        *contentMs = -1;
        while (!output.contains("content painted\n")) {
            if (!process->waitForReadyRead(30000))
                return firstPaintMs;
            output += process->readAllStandardOutput();
        }
        *contentMs = clock.nsecsElapsed() / 1e6;
    }
    return firstPaintMs;
}

void endWindow(QProcess *process)
{
    process->kill();
    process->waitForFinished();
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? -1 : values[values.size() / 2];
}

QString sandmanPath()
{
    return QCoreApplication::applicationDirPath() + QStringLiteral("/../../app/sandman");
}

double bareWindow(bool withWidgets = false)
{
    QProcess process;
    const double ms
        = timeToFirstPaint(&process, QCoreApplication::applicationFilePath(),
                           {withWidgets ? QStringLiteral("--bare-widgets") : QStringLiteral("--bare-window")},
                           windowEnvironment(WindowHome()));
    process.waitForFinished();
    return ms;
}

// (a): a fresh user: the window starts the agent.
double coldStart()
{
    WindowHome home;
    QProcess window;
    const double ms = timeToFirstPaint(
        &window, sandmanPath(), {QStringLiteral("--workspace"), home.workspace()}, windowEnvironment(home));
    // Wait for the agent to be up before ending it, so that nothing is left behind.
    QThread::msleep(500);
    endWindow(&window);
    QString error;
    if (!home.stopAgent(&error))
        std::fprintf(stderr, "cannot stop the agent: %s\n", qPrintable(error));
    return ms;
}

// (b)'s sandbox: 10 sessions with 2 terminals each holding 10,000 lines, and the window's
// remembered tabs naming all 20.
bool prepareRunningSandbox(const WindowHome &home)
{
    QProcess window;
    if (timeToFirstPaint(&window, sandmanPath(), {QStringLiteral("--workspace"), home.workspace()},
                         windowEnvironment(home))
        < 0)
        return false;
    std::optional<LocalAgentInfo> info;
    waitUntil(
        [&] { return (info = LocalAgentInfo::read(home.runtime().runtimeFile())) && info->url.isValid(); },
        15000);
    endWindow(&window);
    if (!info)
        return false;
    WebSocketTransport::Options options;
    options.token = info->token;
    auto *transport = new WebSocketTransport(info->url, options);
    SandboxClient client(transport);
    transport->setParent(&client);
    transport->open();
    QSettings settings(home.settingsFile(), QSettings::IniFormat);
    settings.beginWriteArray(QStringLiteral("terminals/tabs"), kSessions * kTerminalsPerSession);
    int tab = 0;
    for (int s = 0; s < kSessions; ++s) {
        const QString session = QStringLiteral("session-%1").arg(s + 1);
        if (!waitFor(client.createSession({session, {{QStringLiteral("N"), QString::number(s)}}, {}, {}})))
            return false;
        for (int t = 0; t < kTerminalsPerSession; ++t) {
            const QString terminalId = t == 0 ? QString() : QStringLiteral("tab-%1").arg(t + 1);
            std::unique_ptr<TerminalStream> stream(client.openTerminal(session, 120, 40, terminalId));
            QByteArray output;
            QObject::connect(stream.get(), &TerminalStream::dataReceived, stream.get(),
                             [&](const QByteArray &bytes) { output += bytes; });
            if (!waitUntil([&] { return stream->isOpen(); }, 10000))
                return false;
            stream->write(QByteArray("seq 1 ") + QByteArray::number(kScrollbackLines) + "; echo filled-up\n");
            waitUntil([&] { return output.contains("\nfilled-up"); }, 30000);
            settings.setArrayIndex(tab++);
            settings.setValue(QStringLiteral("connection"), QStringLiteral("local"));
            settings.setValue(QStringLiteral("session"), session);
            settings.setValue(QStringLiteral("terminal"), terminalId);
        }
    }
    settings.endArray();
    settings.setValue(QStringLiteral("terminals/current"), 0);
    settings.setValue(QStringLiteral("notices/sessionsKeepRunning"), true);
    return true;
}

qint64 rssKiB(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

} // namespace

int main(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "--bare-window") == 0 || qstrcmp(argv[i], "--bare-widgets") == 0)
            return runBareWindow(argc, argv, qstrcmp(argv[i], "--bare-widgets") == 0);
    }
    QCoreApplication app(argc, argv);
    if (app.arguments().contains(QStringLiteral("--hold"))) {
        // For profiling (b) by hand: the running sandbox stays until stdin ends.
        WindowHome home;
        if (!prepareRunningSandbox(home))
            return 1;
        const QProcessEnvironment environment = windowEnvironment(home);
        const QProcessEnvironment system = QProcessEnvironment::systemEnvironment();
        QString command = QStringLiteral("env");
        for (const QString &name : environment.keys()) {
            if (environment.value(name) != system.value(name))
                command += QStringLiteral(" %1='%2'").arg(name, environment.value(name));
        }
        std::printf("%s %s --workspace '%s'\n(end stdin to stop the sandbox)\n", qPrintable(command),
                    qPrintable(sandmanPath()), qPrintable(home.workspace()));
        std::fflush(stdout);
        while (std::getchar() != EOF) { }
        QString error;
        return home.stopAgent(&error) ? 0 : 1;
    }
    const int runs = argc > 1 ? qMax(1, QByteArray(argv[1]).toInt()) : 5;

    QList<double> bare;
    QList<double> widgets;
    QList<double> cold;
    for (int i = 0; i < runs; ++i) {
        bare << bareWindow();
        widgets << bareWindow(true);
        cold << coldStart();
    }

    WindowHome home;
    if (!prepareRunningSandbox(home)) {
        std::fprintf(stderr, "gui_startup: could not prepare the running sandbox\n");
        return 1;
    }
    QList<double> warm;
    QList<double> warmContent;
    QList<double> bareWarm;
    QList<double> widgetsWarm;
    qint64 rss = -1;
    for (int i = 0; i < runs; ++i) {
        bareWarm << bareWindow();
        widgetsWarm << bareWindow(true);
        QProcess window;
        double contentMs = -1;
        warm << timeToFirstPaint(&window, sandmanPath(), {QStringLiteral("--workspace"), home.workspace()},
                                 windowEnvironment(home), &contentMs);
        warmContent << contentMs;
        if (i == runs - 1) {
            QThread::msleep(5000); // every tab reattached and its replay read
            rss = rssKiB(window.processId());
        }
        endWindow(&window);
    }
    QString error;
    if (!home.stopAgent(&error))
        std::fprintf(stderr, "cannot stop the agent: %s\n", qPrintable(error));

    const double bareMs = median(bare + bareWarm);
    const double widgetsMs = median(widgets + widgetsWarm);
    const double warmMs = median(warm);
    std::printf("gui_startup (median of %d runs, offscreen; process start to the first painted window)\n",
                runs);
    std::printf("  bare QApplication + empty QMainWindow   %7.1f ms\n", bareMs);
    std::printf("  bare window: tree view, label, status   %7.1f ms  (%.2fx bare)\n", widgetsMs,
                widgetsMs / bareMs);
    std::printf("  (a) sandman, no sandbox running         %7.1f ms  (%.2fx bare, %.2fx widgets; target <= "
                "1000 ms)\n",
                median(cold), median(cold) / bareMs, median(cold) / widgetsMs);
    std::printf("  (b) sandman, reattaching %d sessions,    %7.1f ms  (%.2fx bare; target <= 500 ms)\n",
                kSessions, warmMs, warmMs / bareMs);
    std::printf("      %d terminals                          %.2fx the widgets floor (target <= 2x)\n",
                kSessions * kTerminalsPerSession, warmMs / widgetsMs);
    std::printf("      ... with the sessions listed and the   %7.1f ms  (%.2fx bare, %.2fx widgets)\n",
                median(warmContent), median(warmContent) / bareMs, median(warmContent) / widgetsMs);
    std::printf("      active tab's replay painted\n");
    std::printf("  RSS with %d tabs x %d lines of scrollback: %.1f MB (target <= 150 MB)\n",
                kSessions * kTerminalsPerSession, kScrollbackLines, rss / 1024.0);
    return 0;
}
