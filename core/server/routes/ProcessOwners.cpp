// SPDX-License-Identifier: Apache-2.0
#include "ProcessOwners.h"

#include "CodeRoutes.h"
#include "ProcessRoutes.h"
#include "engine/Sandbox.h"
#include "engine/code/CodeContext.h"
#include "engine/code/CodeContextManager.h"
#include "engine/process/ProcessManager.h"
#include "engine/session/ShellSession.h"
#include "engine/terminal/TerminalManager.h"
#include "engine/terminal/TerminalSession.h"

namespace sandman {

QHash<qint64, SystemProcess::Owner> ProcessOwners::of(Sandbox *sandbox)
{
    QHash<qint64, SystemProcess::Owner> owners;
    for (const QString &id : sandbox->sessionIds()) {
        if (const ShellSession *session = sandbox->session(id); session && session->shellPid() > 0)
            owners.insert(session->shellPid(), {id, QStringLiteral("shell"), {}});
    }
    if (const ProcessManager *processes = ProcessRoutes::processManager(sandbox)) {
        for (const BackgroundProcess *process : processes->processes()) {
            if (!process->isFinished() && process->pid() > 0)
                owners.insert(process->pid(),
                              {process->sessionId(), QStringLiteral("process"), process->id()});
        }
    }
    if (const auto *terminals
        = sandbox->findChild<TerminalManager *>(QString(), Qt::FindDirectChildrenOnly)) {
        for (const TerminalSession *terminal : terminals->terminals()) {
            if (terminal->pid() > 0)
                owners.insert(terminal->pid(),
                              {terminal->sessionId(), QStringLiteral("terminal"), terminal->id()});
        }
    }
    if (const CodeContextManager *contexts = CodeRoutes::contextManager(sandbox)) {
        for (const CodeContext *context : contexts->contexts()) {
            if (context->pid() > 0)
                owners.insert(context->pid(), {{}, QStringLiteral("code"), context->id()});
        }
    }
    return owners;
}

} // namespace sandman
