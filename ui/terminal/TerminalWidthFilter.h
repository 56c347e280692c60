// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

namespace sandman {

/// Rewrites the bytes on their way into libvterm so that it lays text out with the system's
/// character widths (TerminalWidths): a character libvterm measures differently becomes its
/// stand-in. Only printed text is touched: the filter follows libvterm's parser (escape, CSI,
/// OSC and DCS strings, state kept across writes) so that titles, hyperlinks and other strings
/// pass unchanged.
///
/// Writes must not end inside a UTF-8 sequence (the model holds an unfinished one back).
class TerminalWidthFilter
{
public:
    /// Returns true and fills `out` when something had to change; `data` is used as is otherwise.
    bool filter(const char *data, qsizetype length, QByteArray &out);
    void reset() { m_state = Ground; }

private:
    enum State : quint8 { Ground, Escape, Csi, String, StringEscape };
    State m_state = Ground;
};

} // namespace sandman
