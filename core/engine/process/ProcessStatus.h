// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace sandman {

// Life cycle of a background process, named as in the Cloudflare Sandbox SDK.
enum class ProcessStatus { Starting, Running, Completed, Failed, Killed, Error };

QString processStatusName(ProcessStatus status);
// Unknown names map to Error.
ProcessStatus processStatusFromName(const QString &name);
// Completed, failed, killed and error are final: the process is gone.
bool isFinalStatus(ProcessStatus status);

} // namespace sandman
