// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QProcessEnvironment>

namespace sandman {

// Qt's own poll() event dispatcher for this process instead of GLib's (QT_NO_GLIB). GLib wakes
// its loop each time a socket notifier is switched on or off — twice for every buffered socket
// write — so each event costs extra turns of the loop and extra wake-ups; a terminal's key and
// its echo pay them at every hop. For QtCore/QtNetwork programs only (no widgets need GLib).
//
// Made before the QCoreApplication (whose dispatcher it chooses); threads started while it is
// engaged get the same one. release() ends it, so that programs this process starts do not
// inherit the variable. A QT_NO_GLIB the user set is left as it is.
class PollEventDispatcher
{
public:
    PollEventDispatcher();
    ~PollEventDispatcher() { release(); }
    PollEventDispatcher(const PollEventDispatcher &) = delete;
    PollEventDispatcher &operator=(const PollEventDispatcher &) = delete;

    void release();
    // environment without the variable when this object set it (a snapshot taken while engaged).
    QProcessEnvironment withoutOwnVariable(QProcessEnvironment environment) const;

private:
    bool m_set = false;
};

} // namespace sandman
