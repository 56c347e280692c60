// SPDX-License-Identifier: Apache-2.0
#include "ProcessPane.h"

namespace sandman {

ProcessPane::ProcessPane(LogModel *log, QWidget *parent)
    : QWidget(parent)
    , m_log(log)
{
}

void ProcessPane::addConnection(SandboxConnection *) {}

void ProcessPane::setCurrentConnection(SandboxConnection *) {}

} // namespace sandman
