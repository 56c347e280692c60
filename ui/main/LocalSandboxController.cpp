// SPDX-License-Identifier: Apache-2.0
#include "LocalSandboxController.h"

#include "LocalSandbox.h"
#include "MainWindow.h"
#include "SandboxRestartBar.h"
#include "client/SandboxClient.h"
#include "client/SandboxException.h"
#include "log/ErrorText.h"
#include "log/LogModel.h"
#include "sessions/SandboxConnection.h"
#include "sessions/TerminalNames.h"
#include "tabs/TerminalTabs.h"

#include <QAction>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

namespace sandman {

namespace {
const QString kNoticeKey = QStringLiteral("notices/sessionsKeepRunning");
constexpr int kNoticeMs = 20000;

bool askWithWarning(QWidget *parent, const QString &question, const QString &details, const QString &action)
{
    QMessageBox box(QMessageBox::Warning, LocalSandboxController::tr("Stop Local Sandbox"), question,
                    QMessageBox::NoButton, parent);
    box.setInformativeText(details);
    QPushButton *go = box.addButton(action, QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == go;
}
} // namespace

LocalSandboxController::LocalSandboxController(LocalSandbox *sandbox, SandboxConnection *connection,
                                               MainWindow *window)
    : QObject(window)
    , m_sandbox(sandbox)
    , m_connection(connection)
    , m_window(window)
    , m_stopAction(new QAction(QIcon::fromTheme(QStringLiteral("process-stop")),
                               tr("S&top Local Sandbox\u2026"), this))
    , m_confirm(askWithWarning)
{
    m_stopAction->setEnabled(sandbox->runsInAgent());
    connect(m_stopAction, &QAction::triggered, this, &LocalSandboxController::stopWithConfirmation);
    window->addFileAction(m_stopAction);
    connect(sandbox, &LocalSandbox::stoppedUnexpectedly, window, [window](const QString &message) {
        window->setLocalSandboxStatus(tr("stopped"), message, true);
    });
    connect(sandbox, &LocalSandbox::restarted, this, [this] {
        setRunning(true);
        if (m_connection)
            m_connection->setStopped(false); // connects again
        m_window->setLocalSandboxStatus(m_sandbox->statusText(), m_sandbox->statusDetail(),
                                        !m_sandbox->isIsolated());
        if (m_connection)
            m_connection->refresh();
        updateRestartBar();
    });
    connect(sandbox, &LocalSandbox::stopped, this, [this] {
        setRunning(false);
        if (m_connection) {
            // Ended on purpose: nothing to reconnect to until File ▸ Start Local Sandbox.
            m_connection->setStopped(true);
            m_window->terminals()->connectionStopped(m_connection, tr("[The local sandbox was stopped]"));
        }
        m_window->setLocalSandboxStatus(tr("stopped"),
                                        tr("Its sessions, processes and terminals have ended."), true);
    });
    if (connection)
        connect(connection, &SandboxConnection::sessionsChanged, this,
                &LocalSandboxController::announceRestoredSessions);
}

void LocalSandboxController::setRunning(bool running)
{
    m_running = running;
    m_stopAction->setText(running ? tr("S&top Local Sandbox\u2026") : tr("S&tart Local Sandbox"));
}

void LocalSandboxController::showKeepRunningNoticeOnce()
{
    QSettings settings;
    if (!m_sandbox->runsInAgent() || settings.value(kNoticeKey).toBool())
        return;
    settings.setValue(kNoticeKey, true);
    // Short enough for the status bar beside the connection labels; the log keeps it too.
    const QString notice = tr("Sessions keep running when Sandman closes and it reconnects to them "
                              "(File \u25b8 Stop Local Sandbox ends them).");
    m_window->statusBar()->showMessage(notice, kNoticeMs);
    m_window->logModel()->append(QString(), LogModel::Kind::Info, notice);
}

bool LocalSandboxController::offerIsolationRestart()
{
    // Isolation asked for as a requirement: an unconfined sandbox is not used without asking.
    const bool mustAsk = m_sandbox->needsRestartForIsolation() && !m_sandbox->isIsolated()
        && m_sandbox->isolation() == LocalSandbox::Isolation::Required;
    if (!mustAsk) {
        updateRestartBar();
        showOtherWorkspaces();
        return true;
    }
    const QString running = m_sandbox->isIsolated()
        ? tr("The local sandbox is running isolated with bubblewrap.")
        : tr("The local sandbox is running without isolation.");
    const QString wanted = m_sandbox->isIsolated() ? tr("Running it without isolation needs a restart.")
                                                   : tr("Isolating it needs a restart.");
    QMessageBox box(QMessageBox::Question, tr("Restart the Local Sandbox?"),
                    QStringLiteral("%1 %2").arg(running, wanted), QMessageBox::NoButton, m_window);
    box.setInformativeText(
        tr("A restart ends every command, background process and terminal in it; the sessions come back "
           "with their environment, folder and timeout."));
    QPushButton *restart = box.addButton(tr("&Restart"), QMessageBox::AcceptRole);
    box.addButton(tr("&Keep It Running"), QMessageBox::RejectRole);
    box.setDefaultButton(restart);
    box.exec();
    if (box.clickedButton() != restart)
        return m_sandbox->isIsolated() || m_sandbox->isolation() != LocalSandbox::Isolation::Required;
    QString error;
    if (!m_sandbox->restart(&error)) {
        QMessageBox::warning(m_window, tr("Restart the Local Sandbox"),
                             tr("The local sandbox could not be restarted: %1").arg(error));
        return false;
    }
    return true;
}

QFuture<QStringList> LocalSandboxController::runningItems() const
{
    if (!m_connection)
        return QtFuture::makeReadyFuture(QStringList());
    SandboxClient *client = m_connection->client();
    QPointer<SandboxConnection> connection = m_connection;
    return client->listSessions()
        .then(m_connection,
              [client, connection](const QList<SessionInfo> &sessions) {
                  QStringList commands;
                  for (const SessionInfo &session : sessions) {
                      if (session.pendingCommands > 0)
                          commands << tr("session %1: %n command(s) running or queued", nullptr,
                                         session.pendingCommands)
                                          .arg(session.id);
                  }
                  return client->listProcesses()
                      .then(connection,
                            [client, commands](const QList<ProcessInfo> &processes) {
                                QStringList items = commands;
                                for (const ProcessInfo &process : processes) {
                                    if (!process.isFinished())
                                        items << tr("background process %1 (pid %2): %3")
                                                     .arg(process.id)
                                                     .arg(process.pid)
                                                     .arg(process.command);
                                }
                                return client->listTerminals().then(
                                    [items](const QList<TerminalInfo> &terminals) {
                                        QStringList all = items;
                                        for (const TerminalInfo &terminal : terminals) {
                                            const QString name
                                                = TerminalNames::of(terminal.terminalId, terminal.title);
                                            all << (terminal.foreground.isEmpty()
                                                        ? tr("%1 of session %2", "a terminal of a session")
                                                              .arg(name, terminal.sessionId)
                                                        : tr("%1 of session %2, running \u201c%3\u201d",
                                                             "a terminal of a session")
                                                              .arg(name, terminal.sessionId,
                                                                   terminal.foreground));
                                        }
                                        return all;
                                    });
                            })
                      .unwrap();
              })
        .unwrap();
}

void LocalSandboxController::stopWithConfirmation()
{
    if (!m_running) {
        QString error;
        if (!m_sandbox->restart(&error))
            m_window->reportLocalSandboxProblem(tr("The local sandbox could not be started: %1").arg(error));
        return;
    }
    confirmThen(tr("Stop the local sandbox? Every session's shell, command, background "
                   "process and terminal in it ends."),
                tr("&Stop"), [this] {
                    runOrSay([this](QString *error) { return m_sandbox->stop(error); },
                             tr("The local sandbox could not be stopped: %1"));
                });
}

void LocalSandboxController::restartWithConfirmation()
{
    confirmThen(tr("Restart the local sandbox with this window's settings? Every session's shell, command, "
                   "background process and terminal in it ends; the sessions come back with their "
                   "environment, folder and timeout."),
                tr("&Restart"), [this] {
                    runOrSay([this](QString *error) { return m_sandbox->restart(error); },
                             tr("The local sandbox could not be restarted: %1"));
                });
}

void LocalSandboxController::runOrSay(const std::function<bool(QString *)> &step, const QString &failure)
{
    QString error;
    if (!step(&error))
        m_window->reportLocalSandboxProblem(failure.arg(error));
}

void LocalSandboxController::updateRestartBar()
{
    const QList<LocalSandbox::SettingsChange> changes = m_sandbox->settingsChanges();
    if (changes.isEmpty() && !m_restartBar)
        return;
    if (!m_restartBar) {
        m_restartBar = new SandboxRestartBar(m_window);
        connect(m_restartBar, &SandboxRestartBar::restartRequested, this,
                &LocalSandboxController::restartWithConfirmation);
        m_window->addNoticeBar(m_restartBar);
    }
    m_restartBar->setChanges(changes);
}

void LocalSandboxController::showOtherWorkspaces()
{
    const QStringList others = m_sandbox->otherRunningWorkspaces();
    if (others.isEmpty() && !m_otherWorkspaceBar)
        return;
    if (!m_otherWorkspaceBar) {
        m_otherWorkspaceBar = new SandboxRestartBar(m_window);
        m_otherWorkspaceBar->setObjectName(QStringLiteral("otherWorkspaceBar"));
        connect(m_otherWorkspaceBar, &SandboxRestartBar::restartRequested, this, [this] {
            const QStringList running = m_sandbox->otherRunningWorkspaces();
            const QString question
                = tr("Stop the local sandbox of the workspace %1? Every session's shell, command, background "
                     "process and terminal in it ends.")
                      .arg(QLocale().createSeparatedList(running));
            if (!running.isEmpty()
                && !m_confirm(m_window, question,
                              tr("This window is not connected to it, so what runs there is not listed."),
                              tr("&Stop")))
                return;
            for (const QString &workspace : running)
                runOrSay([&](QString *error) { return m_sandbox->stopOtherWorkspace(workspace, error); },
                         tr("The local sandbox could not be stopped: %1"));
            showOtherWorkspaces();
        });
        m_window->addNoticeBar(m_otherWorkspaceBar);
    }
    m_otherWorkspaceBar->setNotice(
        others.isEmpty()
            ? QString()
            : tr("The local sandbox of the workspace %1 still runs, with its sessions; this window "
                 "uses %2. Changing the workspace starts a sandbox of its own.")
                  .arg(QLocale().createSeparatedList(others), m_sandbox->workspace()),
        tr("S&top the Other Sandbox\u2026"));
}

void LocalSandboxController::confirmThen(const QString &question, const QString &actionText,
                                         std::function<void()> action)
{
    runningItems()
        .then(this,
              [this, question, actionText, action = std::move(action)](const QStringList &items) {
                  const QString details = items.isEmpty()
                      ? tr("Nothing is running in it right now.")
                      : tr("Running now:\n%1").arg(items.join(QLatin1Char('\n')));
                  if (m_confirm(m_window, question, details, actionText))
                      action();
              })
        .onFailed(this, [this](const SandboxException &e) {
            m_window->reportLocalSandboxProblem(
                tr("The local sandbox does not answer: %1").arg(ErrorText::sentence(e.code())),
                ErrorText::withDetails(e.error()));
        });
}

void LocalSandboxController::announceRestoredSessions()
{
    if (!m_connection)
        return;
    for (const SessionInfo &session : m_connection->sessions()) {
        const QString key = session.id + QLatin1Char('@') + session.createdAt;
        if (!session.restored || m_announced.contains(key))
            continue;
        m_announced.insert(key);
        m_window->logModel()->append(session.id, LogModel::Kind::Info,
                                     tr("Restored after a restart: the session's environment, folder and "
                                        "timeout are back; its shell's "
                                        "history, functions and running commands are not."));
    }
}

} // namespace sandman
