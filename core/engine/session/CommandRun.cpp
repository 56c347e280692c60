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

CommandRun::~CommandRun() = default;

void CommandRun::setListener(std::unique_ptr<Listener> listener)
{
    m_listener = std::move(listener);
}

void CommandRun::notifyStarted()
{
    emit started(m_shellPid);
    if (m_listener)
        m_listener->started(m_shellPid);
}

void CommandRun::notifyOutput(int stream, const QByteArray &data)
{
    if (stream == 0)
        emit stdoutData(data);
    else
        emit stderrData(data);
    if (m_listener)
        m_listener->output(stream, data);
}

void CommandRun::notifyOutputCollected(bool isStdout)
{
    emit outputCollected(isStdout);
    if (m_listener)
        m_listener->outputCollected(isStdout);
}

void CommandRun::notifyFinished(const CommandResult &result)
{
    emit finished(result);
    if (m_listener)
        m_listener->finished(result);
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
