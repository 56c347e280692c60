// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/process/SystemProcess.h"

#include <QHash>

namespace sandman {

class Sandbox;

// The roots of the process trees the agent started for a sandbox — sessions' shells,
// background processes, terminals, code contexts — with whom each belongs to
// (SystemProcessTable::snapshot's owners).
class ProcessOwners
{
public:
    static QHash<qint64, SystemProcess::Owner> of(Sandbox *sandbox);
};

} // namespace sandman
