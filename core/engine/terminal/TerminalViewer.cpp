// SPDX-License-Identifier: Apache-2.0
#include "TerminalViewer.h"

namespace sandman {

TerminalViewer::~TerminalViewer() = default;

} // namespace sandman
