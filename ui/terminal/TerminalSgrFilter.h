// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

namespace sandman {

/// Rewrites SGR colour parameters on their way into libvterm, which 0.1.4 misreads in the
/// ITU T.416 colon form: `38:2::r:g:b` (empty colour space) and `38:2:cs:r:g:b` take the
/// colour space as red, so they become `38;2;r;g;b`; `38:5:n` becomes `38;5;n` (the same for
/// 48). libvterm has no underline colour, and reads `58;2;r;g;b` as bold/underline/reverse…:
/// 58 and its arguments are dropped in both forms (a sequence left with nothing is dropped
/// whole, not sent as a reset). CSI s and CSI u without parameters (SCOSC / SCORC, which
/// 0.1.4 lacks) become ESC 7 / ESC 8, as in xterm, unless DECLRMM (?69) is set. Everything
/// else passes unchanged; a CSI sequence cut by a write is held back until its final byte.
class TerminalSgrFilter
{
public:
    /// Returns true and fills `out` when the bytes had to change (or part of them is held);
    /// `data` is used as is otherwise.
    bool filter(const char *data, qsizetype length, QByteArray &out);
    void reset();

    /// The parameters of an SGR sequence (between "ESC [" and "m") rewritten for libvterm;
    /// *drop is set when none are left. Unchanged parameters come back as they are.
    static QByteArray rewrite(const QByteArray &parameters, bool *drop);

private:
    bool scan(const char *data, qsizetype length, QByteArray &out);

    enum State : quint8 { Ground, Escape, Parameters, Passthrough };
    /// Longest parameter string held back; longer ones pass as they are.
    static constexpr qsizetype MaxParameters = 160;
    State m_state = Ground;
    bool m_leftRightMargins = false; ///< DECLRMM (?69h): CSI s is DECSLRM
    QByteArray m_held; ///< "ESC" or "ESC [ parameters…" of a sequence cut by the last write
};

} // namespace sandman
