// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "protocol/SandboxError.h"

#include <QCoreApplication>

namespace sandman {

// What an error from the sandbox means, as a sentence in the user's language. The agent's own
// message (English, technical) and the code stay available for the log's details.
class ErrorText
{
    Q_DECLARE_TR_FUNCTIONS(sandman::ErrorText)

public:
    // A translated sentence for the code.
    static QString sentence(ErrorCode code);
    // What went wrong with a folder of the sandbox (going there, listing it): names the folder
    // and says whether it is missing, a file or forbidden.
    static QString forFolder(const QString &path, const SandboxError &error);
    // A terminal connection's error in the user's language: the agent's known texts translated,
    // anything else as it is.
    static QString forTerminal(const QString &message);
    // The sentence, then the agent's message and the code in brackets: for the log.
    static QString withDetails(const SandboxError &error);
};

} // namespace sandman
