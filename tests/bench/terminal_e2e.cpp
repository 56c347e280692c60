// SPDX-License-Identifier: Apache-2.0
// terminal_e2e: a whole terminal as users feel it — `sandman -e cat FILE` from process start to
// exit (the local sandbox's agent already running), vs. `konsole -e cat FILE` when Konsole is
// installed (this bench installs nothing and says when it is missing), vs. a bare pty drained
// by this program while `cat FILE` writes into it (no terminal emulation, no painting). Two
// files: mixed text (words, CJK, colours; 40 MB) and `seq 1 3000000`. Runs alternate, medians.
// Targets (issue 14): Sandman no slower than Konsole on both; ≥ 70% of the bare pty on seq.
// Needs a display for a real window: `xvfb-run -a terminal_e2e [--mb 40] [--runs 5]`
// (offscreen works too and measures everything but the X server).
#include "BenchStreams.h"
#include "WindowHome.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <vector>

#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace sandman;

namespace {

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// Seconds for `cat file` into a bare 120×40 pty, read to the end here.
double barePtySeconds(const QString &file)
{
    int master = -1;
    winsize size{40, 120, 0, 0};
    QElapsedTimer timer;
    timer.start();
    const pid_t pid = ::forkpty(&master, nullptr, nullptr, &size);
    if (pid < 0)
        return -1;
    if (pid == 0) {
        const QByteArray path = QFile::encodeName(file);
        ::execlp("cat", "cat", path.constData(), static_cast<char *>(nullptr));
        ::_exit(127);
    }
    std::vector<char> buffer(1 << 16);
    for (;;) {
        const ssize_t n = ::read(master, buffer.data(), buffer.size());
        if (n <= 0)
            break; // EIO once cat has exited and everything was read
    }
    ::waitpid(pid, nullptr, 0);
    ::close(master);
    return timer.nsecsElapsed() / 1e9;
}

// Seconds from start to exit of a terminal program running `cat file`; -1 when it failed.
double terminalSeconds(const QString &program, const QStringList &arguments,
                       const QProcessEnvironment &environment)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(program, arguments);
    if (!process.waitForStarted(10000) || !process.waitForFinished(600000))
        return -1;
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return -1;
    return timer.nsecsElapsed() / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int megabytes = 40;
    int runs = 5;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--mb"))
            megabytes = std::max(1, args.at(i + 1).toInt());
        else if (args.at(i) == QLatin1String("--runs"))
            runs = std::max(1, args.at(i + 1).toInt());
    }
    const QString sandman = QCoreApplication::applicationDirPath() + QStringLiteral("/../../app/sandman");
    if (!QFileInfo::exists(sandman)) {
        std::fprintf(stderr, "sandman not found next to the build: %s\n", qPrintable(sandman));
        return 1;
    }
    const QString konsole = QStandardPaths::findExecutable(QStringLiteral("konsole"));

    test::WindowHome home;
    QProcessEnvironment environment = home.environment();
    if (qEnvironmentVariableIsSet("DISPLAY") && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    const QString platform = environment.value(QStringLiteral("QT_QPA_PLATFORM"));

    struct Input {
        const char *name;
        QString path;
        qint64 bytes;
    };
    std::vector<Input> inputs;
    const auto write = [&](const char *name, const QByteArray &data) {
        const QString path = home.path(QString::fromLatin1(name));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
            return false;
        inputs.push_back({name, path, data.size()});
        return true;
    };
    if (!write("mixed.txt", bench::mixedText(qsizetype(megabytes) * 1000 * 1000, "\n"))
        || !write("seq.txt", bench::seqText(3000000, "\n"))) {
        std::fprintf(stderr, "cannot write the input files\n");
        return 1;
    }
    // The sandbox sees the files in its workspace (the host's other folders stay outside).
    for (Input &input : inputs) {
        const QString inside = home.workspace() + QLatin1Char('/') + QLatin1String(input.name);
        QFile::rename(input.path, inside);
        input.path = inside;
    }

    const QStringList common{QStringLiteral("--workspace"), home.workspace()};
    // The first start also starts the local sandbox: not measured.
    if (terminalSeconds(sandman, common + QStringList{QStringLiteral("-e"), QStringLiteral("true")},
                        environment)
        < 0) {
        std::fprintf(stderr, "sandman -e true failed\n");
        return 1;
    }
    std::printf("terminal_e2e: %d runs each, platform %s, load %s", runs, qPrintable(platform), [] {
        QFile load(QStringLiteral("/proc/loadavg"));
        static QByteArray text;
        text = load.open(QIODevice::ReadOnly) ? load.readLine() : QByteArray("?\n");
        return text.constData();
    }());
    if (konsole.isEmpty())
        std::printf("konsole is not installed: the Konsole rows are skipped (this bench installs nothing)\n");

    int status = 0;
    for (const Input &input : inputs) {
        std::vector<double> sandmanRuns, konsoleRuns, bareRuns;
        for (int run = 0; run < runs; ++run) {
            // Relative to the session's folder, the workspace (/workspace when isolated).
            const QString insidePath = QLatin1String(input.name);
            const double s = terminalSeconds(
                sandman, common + QStringList{QStringLiteral("-e"), QStringLiteral("cat"), insidePath},
                environment);
            if (s < 0) {
                std::fprintf(stderr, "sandman -e cat %s failed\n", qPrintable(insidePath));
                status = 1;
                break;
            }
            sandmanRuns.push_back(s);
            if (!konsole.isEmpty()) {
                const double k = terminalSeconds(
                    konsole, {QStringLiteral("-e"), QStringLiteral("cat"), input.path}, environment);
                if (k > 0)
                    konsoleRuns.push_back(k);
            }
            bareRuns.push_back(barePtySeconds(input.path));
        }
        if (sandmanRuns.empty())
            continue;
        const double mb = input.bytes / 1e6;
        const double sm = median(sandmanRuns), bare = median(bareRuns);
        std::printf("%-9s %6.1f MB: bare pty %7.1f MB/s, sandman -e cat %6.1f MB/s (%.0f%% of the bare pty)",
                    input.name, mb, mb / bare, mb / sm, 100.0 * bare / sm);
        if (!konsoleRuns.empty()) {
            const double km = median(konsoleRuns);
            std::printf(", konsole -e cat %6.1f MB/s (sandman %.2fx Konsole's speed)", mb / km, km / sm);
        }
        std::printf("\n");
    }
    std::printf("targets: sandman >= Konsole on both; >= 70%% of the bare pty on seq\n");

    QString error;
    if (!home.stopAgent(&error))
        std::fprintf(stderr, "the local sandbox did not stop: %s\n", qPrintable(error));
    return status;
}
