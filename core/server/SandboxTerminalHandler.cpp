// SPDX-License-Identifier: Apache-2.0
#include "SandboxTerminalHandler.h"

#include "engine/Sandbox.h"
#include "engine/events/EventOriginScope.h"
#include "engine/terminal/TerminalManager.h"
#include "engine/terminal/TerminalSession.h"
#include "engine/terminal/TerminalViewer.h"
#include "protocol/ErrorCode.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace sandman {

namespace {

// One viewer: the engine's TerminalViewer on one side, the transport's TerminalConnection on
// the other. Detaches itself when closed or destroyed. A read-only one (a watcher) drops its
// viewer's input and resizes here, in the agent, whatever the client does.
class TerminalAttachment : public TerminalViewer,
                           public TerminalConnection,
                           public std::enable_shared_from_this<TerminalAttachment>
{
public:
    TerminalAttachment(TerminalSession *terminal, TerminalSinkPtr sink, bool readOnly, EventOrigin origin)
        : m_terminal(terminal)
        , m_sink(std::move(sink))
        , m_origin(std::move(origin))
        , m_readOnly(readOnly)
    { }
    ~TerminalAttachment() override { close(); }

    void start(int cols, int rows)
    {
        // Resuming the pty once this viewer has caught up (the session re-checks everyone).
        std::weak_ptr<TerminalAttachment> weak = weak_from_this();
        m_sink->setDrainedHandler([weak] {
            if (auto self = weak.lock()) {
                if (self->m_terminal)
                    self->m_terminal->viewerDrained();
            }
        });
        const EventOriginScope scope(m_origin); // the feed's "viewers" event names this viewer
        m_terminal->attach(this, cols, rows, m_readOnly);
    }

    // TerminalViewer
    void terminalOutput(const QByteArray &bytes) override { m_sink->sendData(bytes); }
    void terminalExited(int exitCode) override
    {
        m_terminal = nullptr; // the session detached everyone
        m_sink->sendExit(exitCode);
    }
    qint64 terminalBacklog() const override { return m_sink->backlog(); }
    void terminalResized(int cols, int rows) override
    {
        // A watcher follows the owner's size; a writer sized it itself (as the SDK's clients
        // expect, they are told nothing).
        if (m_readOnly)
            m_sink->sendResize(cols, rows);
    }

    // TerminalConnection
    void write(const QByteArray &bytes) override
    {
        if (m_terminal && !m_readOnly)
            m_terminal->write(bytes);
    }
    void resize(int cols, int rows) override
    {
        if (m_terminal && !m_readOnly)
            m_terminal->resize(cols, rows);
    }
    void close() override
    {
        if (TerminalSession *terminal = m_terminal) {
            m_terminal = nullptr;
            const EventOriginScope scope(m_origin);
            terminal->detach(this);
        }
    }

private:
    QPointer<TerminalSession> m_terminal;
    TerminalSinkPtr m_sink;
    EventOrigin m_origin;
    bool m_readOnly;
};

} // namespace

SandboxTerminalHandler::SandboxTerminalHandler(Sandbox *sandbox)
    : m_sandbox(sandbox)
{ }

TerminalConnectionPtr SandboxTerminalHandler::openTerminal(const TerminalRequest &request,
                                                           const TerminalSinkPtr &sink)
{
    Sandbox *sandbox = m_sandbox;
    if (!sandbox) {
        sink->sendError(QStringLiteral("the sandbox is gone"));
        return nullptr;
    }
    const QString sessionId = request.sessionId.isEmpty() ? Sandbox::defaultSessionId() : request.sessionId;
    const int cols = qBound(1, request.cols > 0 ? request.cols : 80, 4096);
    const int rows = qBound(1, request.rows > 0 ? request.rows : 24, 4096);
    TerminalManager *manager = TerminalManager::of(sandbox);
    if (request.reattach && !manager->terminal(sessionId, request.terminalId)) {
        // The viewer's shell ended while it was away: say so instead of starting another.
        if (const std::optional<int> code = manager->exitCodeOf(sessionId, request.terminalId))
            sink->sendExit(*code);
        else
            sink->sendError(QStringLiteral("the terminal has ended"),
                            errorCodeName(ErrorCode::TerminalEnded));
        return nullptr;
    }
    if (request.readOnly && !manager->terminal(sessionId, request.terminalId)) {
        // A watcher never starts a shell: nobody could type into it.
        sink->sendError(
            QCoreApplication::translate("SandboxTerminalHandler",
                                        "no terminal \"%1\" runs in session \"%2\" to watch")
                .arg(request.terminalId.isEmpty() ? TerminalManager::defaultTerminalId() : request.terminalId,
                     sessionId));
        return nullptr;
    }
    // The feed's terminal_opened and the terminal list name the client that opened it.
    const EventOrigin origin{request.clientId, request.origin};
    const EventOriginScope scope(origin);
    const TerminalManager::OpenResult opened
        = manager->open(sessionId, request.terminalId, cols, rows, request.shell,
                        // a viewer coming back to its command attaches to it (and never starts it again)
                        request.reattach ? QStringList() : request.command, request.cwd);
    if (opened.error) {
        sink->sendError(opened.error.message);
        return nullptr;
    }
    TerminalSession *terminal = opened.terminal;
    // The replay was written at the pty's size before this viewer resizes it: the viewer
    // takes it in at that size (its wrapped lines and cursor moves fit no other) and never
    // answers it (the queries in it were answered when they were live).
    const int replayCols = terminal->columns();
    const int replayRows = terminal->rows();
    const qsizetype replayBytes = terminal->replaySize();
    auto attachment = std::make_shared<TerminalAttachment>(terminal, sink, request.readOnly, origin);
    // A watcher is told the size the terminal has, not the one it asked for.
    QJsonObject info{
        {QStringLiteral("sessionId"), sessionId},
        {QStringLiteral("terminalId"), terminal->id()},
        {QStringLiteral("cols"), request.readOnly ? terminal->columns() : cols},
        {QStringLiteral("rows"), request.readOnly ? terminal->rows() : rows},
        {QStringLiteral("created"), opened.created},
        {QStringLiteral("pid"), terminal->pid()},
        {QStringLiteral("readonly"), request.readOnly},
        {QStringLiteral("replayBytes"), double(replayBytes)},
        {QStringLiteral("replayCols"), replayCols},
        {QStringLiteral("replayRows"), replayRows},
    };
    sink->sendReady(info);
    attachment->start(cols, rows);
    return attachment;
}

} // namespace sandman
