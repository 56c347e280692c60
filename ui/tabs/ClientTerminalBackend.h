// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "TerminalTabs.h"

namespace sandman {

// What TerminalTabs does with a sandbox by default, through its client: channels over the
// client's terminal streams, what runs in a terminal (before closing it asks), ending one.
// Tests give TerminalTabs doubles instead (setChannelFactory() and friends).
class ClientTerminalBackend
{
public:
    // onError: a channel's failure, in the user's words, with the session it happened in.
    static TerminalTabs::ChannelFactory channelFactory(std::function<void(const QString &)> onError);
    static TerminalTabs::ForegroundQuery foregroundQuery();
    static TerminalTabs::TerminalEnder terminalEnder(std::function<void(const QString &)> onError);
};

} // namespace sandman
