// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

namespace sandman {

// One viewer attached to a TerminalSession (an in-process client, a /ws/pty socket). Called
// on the session's thread. A viewer must detach itself before it is destroyed.
class TerminalViewer
{
public:
    virtual ~TerminalViewer();

    // Output of the terminal: first the replay of the ring buffer, then live output.
    virtual void terminalOutput(const QByteArray &bytes) = 0;
    // The shell ended; no output follows. The viewer is detached afterwards.
    virtual void terminalExited(int exitCode) = 0;
    // Bytes handed to the viewer that it has not consumed yet. While any viewer is above the
    // session's high-water mark the session stops reading the pty; the viewer calls
    // TerminalSession::viewerDrained() once it has caught up.
    virtual qint64 terminalBacklog() const { return 0; }
    // The pty has another size (a viewer that may type resized it): a watcher shows the
    // terminal at exactly this size so that lines land where the owner sees them.
    virtual void terminalResized(int columns, int rows)
    {
        Q_UNUSED(columns)
        Q_UNUSED(rows)
    }
};

} // namespace sandman
