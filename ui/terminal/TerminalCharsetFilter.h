// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

namespace sandman {

/// Makes DECRC (ESC 8, and CSI u, which TerminalSgrFilter turns into it) restore the character
/// sets as DECSC (ESC 7) left them, as the VT100 and xterm do: the G0..G3 designations and which
/// of them GL and GR invoke. libvterm 0.1.4 saves only the cursor and the pen, so after
/// `ESC ( 0  ESC 7  ESC ( B  ESC 8` its G0 stays US ASCII and a program's line drawing comes out
/// as letters. This follows the stream (escape, CSI and string sequences, across writes) for the
/// designations libvterm knows ('0', 'A', 'B') and the locking shifts (SO, SI, LS2, LS3, LS1R,
/// LS2R, LS3R), and writes them again right after each DECRC once something was saved.
class TerminalCharsetFilter
{
public:
    /// Returns true and fills `out` when the bytes had to change; `data` is used as is otherwise.
    bool filter(const char *data, qsizetype length, QByteArray &out);
    /// A reset (RIS, or of the model): the defaults of vterm_state_reset(), nothing saved.
    void reset();

private:
    struct Sets {
        char designation[4] = {'B', 'B', 'B', 'B'};
        quint8 gl = 0;
        quint8 gr = 1;
    };
    void escapeFinal(unsigned char c);
    QByteArray restoring() const;

    enum Parse : quint8 { Ground, Escape, Csi, String };
    Parse m_parse = Ground;
    unsigned char m_intermediate = 0; ///< the first intermediate byte of an escape sequence
    int m_intermediates = 0;
    Sets m_current;
    Sets m_saved;
    bool m_hasSaved = false;
};

} // namespace sandman
