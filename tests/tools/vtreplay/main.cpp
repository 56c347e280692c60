// SPDX-License-Identifier: Apache-2.0
// vtreplay: feed a recorded terminal byte stream to Sandman's TerminalModel and print the
// final screen (text, or JSON with cursor and attributes).
#include "VtReplay.h"

#include "terminal/TerminalModel.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

using namespace sandman;

static void usage(FILE *out)
{
    std::fputs("usage: vtreplay [--cols N] [--rows N] [--json | --screen] [--chunk BYTES]\n"
               "                [--resize OFFSET:COLSxROWS]... [FILE | -]\n"
               "Reads a terminal byte stream (default: stdin), feeds it to the terminal model\n"
               "and prints the final screen, one line per row, trailing spaces trimmed.\n"
               "  --cols/--rows  screen size (default 80x24)\n"
               "  --json         print cursor, title, modes, lines and attribute runs as JSON\n"
               "  --screen       print it as golden/make_reference.mjs does (diff with NAME.screen)\n"
               "  --chunk N      feed N bytes per write (exercises sequences split across reads)\n"
               "  --resize O:CxR resize to C columns and R rows after O bytes\n",
               out);
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    if (args.contains(QLatin1String("-h")) || args.contains(QLatin1String("--help"))) {
        usage(stdout);
        return 0;
    }
    VtReplay::Options options;
    QStringList rest;
    QString error;
    if (!VtReplay::parseArguments(args, &options, &rest, &error)) {
        std::fprintf(stderr, "vtreplay: %s\n", qPrintable(error));
        usage(stderr);
        return 2;
    }
    if (rest.size() > 1 || (rest.size() == 1 && rest.first().startsWith(QLatin1String("--")))) {
        std::fprintf(stderr, "vtreplay: unexpected argument %s\n", qPrintable(rest.last()));
        usage(stderr);
        return 2;
    }
    QFile in;
    bool opened;
    if (rest.isEmpty() || rest.first() == QLatin1String("-")) {
        opened = in.open(stdin, QIODevice::ReadOnly);
    } else {
        in.setFileName(rest.first());
        opened = in.open(QIODevice::ReadOnly);
    }
    if (!opened) {
        std::fprintf(stderr, "vtreplay: cannot read %s: %s\n",
                     qPrintable(rest.value(0, QStringLiteral("stdin"))), qPrintable(in.errorString()));
        return 1;
    }
    const QByteArray input = in.readAll();
    TerminalModel model(options.cols, options.rows);
    VtReplay::replay(model, input, options);
    const QByteArray out = options.json ? VtReplay::screenJson(model)
        : options.screen                ? VtReplay::screenRecords(model)
                                        : VtReplay::screenText(model).toUtf8();
    std::fwrite(out.constData(), 1, size_t(out.size()), stdout);
    return 0;
}
