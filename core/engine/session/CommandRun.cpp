// SPDX-License-Identifier: Apache-2.0
#include "CommandRun.h"

#include "ShellSession.h"

namespace sandman {

CommandRun::CommandRun(ShellSession *session, QString command, CommandOptions options, bool internal)
    : QObject(nullptr)
    , m_session(session)
    , m_command(std::move(command))
    , m_options(std::move(options))
    , m_internal(internal)
{
    m_clock.start();
}

void CommandRun::cancel()
{
    if (!m_finished && m_session)
        m_session->cancelRun(this);
}

void CommandRun::setOutputPaused(bool paused)
{
    if (m_outputPaused == paused)
        return;
    m_outputPaused = paused;
    if (!m_finished && m_session)
        m_session->updateOutputReading(this);
}

} // namespace sandman
