// SPDX-License-Identifier: Apache-2.0
#include "TerminalChannel.h"

namespace sandman {

TerminalChannel::TerminalChannel(QObject *parent)
    : QObject(parent)
{ }

TerminalChannel::~TerminalChannel() = default;

} // namespace sandman
