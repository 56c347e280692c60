// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>

namespace sandman::ctl {

// tmux's key names as `send-keys` takes them (Enter, C-c, M-x, Up, F5, BSpace…) turned into
// the bytes a terminal sends for them; any other word is typed as it is, as tmux does.
class TmuxKeys
{
public:
    static QByteArray bytes(const QString &key);
};

} // namespace sandman::ctl
