// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace sandman {

class TerminalModel;

/// Replays a recorded byte stream into a TerminalModel and describes the final screen.
/// Shared by the vtreplay tool and the golden-file tests.
class VtReplay
{
public:
    struct Resize {
        qsizetype offset = 0; ///< resize after this many bytes were fed
        int cols = 80;
        int rows = 24;
    };
    struct Options {
        int cols = 80;
        int rows = 24;
        qsizetype chunk = 0; ///< feed in pieces of this size (0: as one write)
        bool json = false;
        bool screen = false; ///< print screenRecords()
        QList<Resize> resizes;
    };

    /// Parses command-line style arguments (without the program name and input file).
    /// Unknown arguments are left in `rest`. Returns false with `error` set on bad values.
    static bool parseArguments(const QStringList &args, Options *options, QStringList *rest, QString *error);
    /// Feeds `input` into `model` (created by the caller at options.cols × options.rows).
    static void replay(TerminalModel &model, const QByteArray &input, const Options &options);
    /// One line per row, wide characters once, trailing spaces trimmed.
    static QString screenText(const TerminalModel &model);
    /// Cursor, title, modes, lines and attribute runs as indented JSON.
    static QByteArray screenJson(const TerminalModel &model);
    /// The screen in the line format of tests/terminal/golden/make_reference.mjs (NAME.screen
    /// from xterm.js): size, cursor, row text, wide-character columns and style runs.
    static QByteArray screenRecords(const TerminalModel &model);
};

} // namespace sandman
