// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman {

class MainWindow;
class SandboxConnection;
class WindowInstance;

// The window's side of `sandmanctl open [ID]` (WindowInstance): the session's tab in front —
// one opened when it has none — and the window raised. A request naming a remote agent
// ({url, name, token}) goes to the window's connection to it, made when there is none. Null when another window of the
// workspace already answers.
class SessionOpener
{
public:
    static WindowInstance *install(MainWindow *window, SandboxConnection *local, const QString &workspace);
};

} // namespace sandman
