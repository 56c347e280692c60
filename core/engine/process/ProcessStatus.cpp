// SPDX-License-Identifier: Apache-2.0
#include "ProcessStatus.h"

namespace sandman {

QString processStatusName(ProcessStatus status)
{
    switch (status) {
    case ProcessStatus::Starting:
        return QStringLiteral("starting");
    case ProcessStatus::Running:
        return QStringLiteral("running");
    case ProcessStatus::Completed:
        return QStringLiteral("completed");
    case ProcessStatus::Failed:
        return QStringLiteral("failed");
    case ProcessStatus::Killed:
        return QStringLiteral("killed");
    case ProcessStatus::Error:
        break;
    }
    return QStringLiteral("error");
}

ProcessStatus processStatusFromName(const QString &name)
{
    for (ProcessStatus status : {ProcessStatus::Starting, ProcessStatus::Running, ProcessStatus::Completed,
                                 ProcessStatus::Failed, ProcessStatus::Killed}) {
        if (name == processStatusName(status))
            return status;
    }
    return ProcessStatus::Error;
}

bool isFinalStatus(ProcessStatus status)
{
    return status != ProcessStatus::Starting && status != ProcessStatus::Running;
}

} // namespace sandman
