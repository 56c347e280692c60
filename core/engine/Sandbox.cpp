// SPDX-License-Identifier: Apache-2.0
#include "Sandbox.h"

#include "ProcessTree.h"
#include "SessionStateStore.h"
#include "ShellQuote.h"
#include "session/ShellSession.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace sandman {

namespace {
constexpr qsizetype kMaxSessionIdLength = 128;
// How often a subreaper agent reaps the orphans it adopted (detached processes that outlived
// the session shell or process they came from).
constexpr int kOrphanReapIntervalMs = 2000;
const QString kWorkspacePrefix = QStringLiteral("/workspace");

void applyChanges(QProcessEnvironment *environment, const EnvChanges &changes)
{
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        if (it.value())
            environment->insert(it.key(), *it.value());
        else
            environment->remove(it.key());
    }
}
} // namespace

Sandbox::Sandbox(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_runtimeDir(std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/sandman-XXXXXX")))
{
    m_baseEnv = m_options.baseEnvironment.isEmpty() ? QProcessEnvironment::systemEnvironment()
                                                    : m_options.baseEnvironment;
    if (m_options.workspaceDir.isEmpty())
        m_options.workspaceDir = QDir(m_runtimeDir->path()).filePath(QStringLiteral("workspace"));
    QDir().mkpath(m_options.workspaceDir);
    m_options.workspaceDir = QFileInfo(m_options.workspaceDir).absoluteFilePath();
    restoreSessions();
    if (ProcessTree::isSubreaper()) {
        auto *reaper = new QTimer(this);
        connect(reaper, &QTimer::timeout, this, [] { ProcessTree::reapAdoptedOrphans(); });
        reaper->start(kOrphanReapIntervalMs);
    }
}

Sandbox::~Sandbox()
{
    // Each session kills its shell and everything that shell started, synchronously.
    delete std::exchange(m_spare, nullptr);
    const QStringList ids = m_order;
    for (const QString &id : ids)
        delete m_sessions.take(id);
    m_order.clear();
}

QString Sandbox::runtimeDir() const
{
    return m_runtimeDir->path();
}

QString Sandbox::resolvePath(const QString &clientPath, const QString &cwd) const
{
    QString path = clientPath;
    if (m_options.mapWorkspacePrefix
        && (path == kWorkspacePrefix || path.startsWith(kWorkspacePrefix + QLatin1Char('/'))))
        path = m_options.workspaceDir + path.mid(kWorkspacePrefix.size());
    if (QDir::isRelativePath(path))
        path = QDir(cwd.isEmpty() ? m_options.workspaceDir : cwd).filePath(path);
    return QDir::cleanPath(path);
}

EngineError Sandbox::validateSessionId(const QString &id)
{
    if (id.isEmpty())
        return {EngineError::InvalidArgument, QStringLiteral("session id must not be empty")};
    if (id.size() > kMaxSessionIdLength)
        return {EngineError::InvalidArgument,
                QStringLiteral("session id is longer than %1 characters").arg(kMaxSessionIdLength)};
    for (QChar c : id) {
        const char16_t u = c.unicode();
        const bool ok = (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9')
            || u == u'.' || u == u'_' || u == u'-';
        if (!ok)
            return {EngineError::InvalidArgument,
                    QStringLiteral("session id \"%1\" may only contain A-Z a-z 0-9 . _ -").arg(id)};
    }
    return {};
}

EngineError Sandbox::validateEnvChanges(const EnvChanges &changes)
{
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        if (!ShellQuote::isValidEnvName(it.key()))
            return {EngineError::InvalidArgument,
                    QStringLiteral("invalid environment variable name \"%1\" (must match "
                                   "^[A-Za-z_][A-Za-z0-9_]*$)")
                        .arg(it.key())};
        if (it.value() && it.value()->contains(QChar(0)))
            return {EngineError::InvalidArgument,
                    QStringLiteral("the value of %1 contains a NUL character").arg(it.key())};
    }
    return {};
}

ShellSession::Settings Sandbox::sessionSettings(const QString &id, const QString &cwd) const
{
    ShellSession::Settings settings;
    settings.id = id;
    settings.cwd = cwd;
    settings.environment = m_baseEnv;
    settings.killGraceMs = m_options.killGraceMs;
    settings.maxOutputBytes = m_options.maxExecOutputBytes;
    settings.runtimeDir = runtimeDir();
    return settings;
}

void Sandbox::restoreSessions()
{
    QList<SessionStateStore::Entry> saved;
    if (!m_options.stateFile.isEmpty()) {
        m_state = std::make_unique<SessionStateStore>(m_options.stateFile);
        QDir().mkpath(QFileInfo(m_options.stateFile).absolutePath());
        QString error;
        if (!m_state->load(&error)) {
            // Kept aside for a look, not overwritten: the sandbox starts without them.
            QFile::remove(m_options.stateFile + QStringLiteral(".bad"));
            QFile::rename(m_options.stateFile, m_options.stateFile + QStringLiteral(".bad"));
            qWarning("sandman: the saved sessions are not restored: %s", qPrintable(error));
        }
        saved = m_state->sessions();
        applyChanges(&m_baseEnv, m_state->sandboxEnv());
    }
    const auto defaultEntry
        = std::find_if(saved.cbegin(), saved.cend(),
                       [](const SessionStateStore::Entry &entry) { return entry.id == defaultSessionId(); });
    if (defaultEntry == saved.cend()) {
        makeSession(defaultSessionId(), m_options.workspaceDir, {}, 0);
        persist([](SessionStateStore &state, QString *error) {
            return state.putSession({defaultSessionId(), {}, {}, 0}, error);
        });
    } else {
        makeSession(defaultSessionId(), m_options.workspaceDir, defaultEntry->env,
                    defaultEntry->commandTimeoutMs, true);
    }
    for (const SessionStateStore::Entry &entry : std::as_const(saved)) {
        if (entry.id == defaultSessionId() || validateSessionId(entry.id))
            continue;
        // A folder that is gone meanwhile: the workspace, as for a session created without one.
        const QString cwd = QFileInfo(entry.cwd).isDir() ? entry.cwd : m_options.workspaceDir;
        makeSession(entry.id, cwd, entry.env, entry.commandTimeoutMs, true);
    }
}

void Sandbox::persist(const std::function<bool(SessionStateStore &, QString *)> &change)
{
    QString error;
    if (m_state && !change(*m_state, &error))
        qWarning("sandman: the sessions' state is not saved: %s", qPrintable(error));
}

ShellSession *Sandbox::makeSession(const QString &id, const QString &cwd, const EnvChanges &env,
                                   qint64 commandTimeoutMs, bool restored, bool mayTakeSpare)
{
    ShellSession::Settings settings = sessionSettings(id, cwd);
    applyChanges(&settings.environment, env);
    settings.commandTimeoutMs = commandTimeoutMs;
    settings.restored = restored;
    ShellSession *session = mayTakeSpare ? takeSpare(settings) : nullptr;
    if (session)
        session->adopt(id, commandTimeoutMs);
    else
        session = new ShellSession(std::move(settings), this);
    if (m_state) {
        connect(session, &ShellSession::envVarsChanged, this, [this, id](const EnvChanges &changes) {
            persist(
                [&](SessionStateStore &state, QString *error) { return state.applyEnv(id, changes, error); });
        });
        connect(session, &ShellSession::commandTimeoutChanged, this, [this, id](qint64 ms) {
            persist([&](SessionStateStore &state, QString *error) {
                return state.setCommandTimeout(id, ms, error);
            });
        });
        connect(session, &ShellSession::initialCwdChanged, this, [this, id](const QString &cwd) {
            persist([&](SessionStateStore &state, QString *error) { return state.setCwd(id, cwd, error); });
        });
    }
    m_sessions.insert(id, session);
    m_order.append(id);
    return session;
}

Sandbox::CreateResult Sandbox::createSession(const SessionConfig &config)
{
    CreateResult result;
    QString id = config.id;
    if (id.isEmpty()) {
        do
            id = QStringLiteral("session-%1").arg(m_nextGeneratedId++);
        while (m_sessions.contains(id));
    }
    if ((result.error = validateSessionId(id)))
        return result;
    if (id == noSessionId()) {
        result.error = {EngineError::InvalidArgument,
                        QStringLiteral("\"%1\" is reserved: it means \"no session\"").arg(id)};
        return result;
    }
    if (m_sessions.contains(id)) {
        result.error = {EngineError::AlreadyExists, QStringLiteral("session \"%1\" already exists").arg(id)};
        return result;
    }
    EnvChanges envCheck;
    for (auto it = config.env.cbegin(); it != config.env.cend(); ++it)
        envCheck.insert(it.key(), it.value());
    if ((result.error = validateEnvChanges(envCheck)))
        return result;
    if (config.commandTimeoutMs < 0) {
        result.error
            = {EngineError::InvalidArgument, QStringLiteral("commandTimeoutMs must not be negative")};
        return result;
    }
    QString cwd = config.cwd.isEmpty() ? m_options.workspaceDir : resolvePath(config.cwd, {});
    if (!QFileInfo(cwd).isDir()) {
        const QString home = m_baseEnv.value(QStringLiteral("HOME"), QDir::homePath());
        result.note = QStringLiteral("cwd \"%1\" does not exist; the session starts in $HOME (%2)")
                          .arg(config.cwd, home);
        cwd = home;
    }
    EnvChanges env;
    for (auto it = config.env.cbegin(); it != config.env.cend(); ++it)
        env.insert(it.key(), it.value());
    result.session = makeSession(id, cwd, env, config.commandTimeoutMs, false, true);
    persist([&](SessionStateStore &state, QString *error) {
        return state.putSession({id, cwd, env, config.commandTimeoutMs}, error);
    });
    emit sessionCreated(id);
    return result;
}

ShellSession *Sandbox::takeSpare(const ShellSession::Settings &wanted)
{
    if (!m_options.warmSpareShell)
        return nullptr;
    ShellSession *spare = std::exchange(m_spare, nullptr);
    if (!m_spareScheduled) {
        m_spareScheduled = true;
        QTimer::singleShot(0, this, [this] {
            m_spareScheduled = false;
            prepareSpare();
        });
    }
    if (!spare)
        return nullptr;
    const ShellSession::Settings &has = spare->settings();
    // A spare whose shell died, or one started before the sandbox's env or settings changed.
    if (spare->shellPid() == 0 || has.cwd != wanted.cwd || has.environment != wanted.environment
        || has.killGraceMs != wanted.killGraceMs || has.maxOutputBytes != wanted.maxOutputBytes) {
        delete spare;
        return nullptr;
    }
    return spare;
}

void Sandbox::prepareSpare()
{
    if (m_spare)
        return;
    auto *spare = new ShellSession(sessionSettings(QStringLiteral("spare"), m_options.workspaceDir), this);
    QString error;
    if (!spare->startShell(&error)) {
        delete spare;
        return;
    }
    m_spare = spare;
}

ShellSession *Sandbox::session(const QString &id) const
{
    return m_sessions.value(id);
}

ShellSession *Sandbox::sessionForCall(const QString &id, EngineError *error)
{
    if (ShellSession *existing = m_sessions.value(id))
        return existing;
    if (id == noSessionId()) {
        ShellSession::Settings settings = sessionSettings(id, m_options.workspaceDir);
        ShellSession *transient = takeSpare(settings);
        if (transient)
            transient->adopt(id, 0);
        else
            transient = new ShellSession(std::move(settings), this);
        // Gone once its call (if it queued one) is done; a call that runs no command leaves it
        // idle at once.
        connect(transient, &ShellSession::idle, transient, &QObject::deleteLater);
        QMetaObject::invokeMethod(
            transient,
            [transient] {
                if (transient->pendingCount() == 0)
                    transient->deleteLater();
            },
            Qt::QueuedConnection);
        return transient;
    }
    SessionConfig config;
    config.id = id;
    const CreateResult created = createSession(config);
    if (created.error && error)
        *error = created.error;
    return created.session;
}

QStringList Sandbox::sessionIds() const
{
    return m_order;
}

EngineError Sandbox::deleteSession(const QString &id)
{
    if (id == defaultSessionId())
        return {EngineError::InvalidArgument, QStringLiteral("the default session cannot be deleted")};
    ShellSession *session = m_sessions.take(id);
    if (!session)
        return {EngineError::NotFound, QStringLiteral("session \"%1\" not found").arg(id)};
    m_order.removeOne(id);
    delete session; // kills its shell and commands at once
    persist([&](SessionStateStore &state, QString *error) { return state.removeSession(id, error); });
    emit sessionDeleted(id);
    return {};
}

void Sandbox::setEnvVars(const EnvChanges &changes, std::function<void(EngineError)> done)
{
    if (EngineError error = validateEnvChanges(changes)) {
        if (done)
            done(error);
        return;
    }
    applyChanges(&m_baseEnv, changes);
    persist([&](SessionStateStore &state, QString *error) { return state.applySandboxEnv(changes, error); });
    defaultSession()->setEnvVars(changes, std::move(done), true);
}

} // namespace sandman
