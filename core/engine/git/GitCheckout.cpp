// SPDX-License-Identifier: Apache-2.0
#include "GitCheckout.h"

#include "engine/ProcessTree.h"
#include "engine/SandboxChild.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTimer>
#include <QUrl>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

namespace sandman {

namespace {
const QStringList kSchemes{QStringLiteral("https"), QStringLiteral("http"), QStringLiteral("git"),
                           QStringLiteral("ssh"), QStringLiteral("file")};

// user@host:path, git's scp-like syntax.
const QRegularExpression &scpLikePattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("^[A-Za-z0-9._~-]+@[A-Za-z0-9.-]+:[^\\s:][^\\s]*$"));
    return pattern;
}

QString findGit(const QProcessEnvironment &environment)
{
    const QString path = environment.value(QStringLiteral("PATH"));
    QString git;
    if (!path.isEmpty())
        git = QStandardPaths::findExecutable(QStringLiteral("git"),
                                             path.split(QLatin1Char(':'), Qt::SkipEmptyParts));
    if (git.isEmpty())
        git = QStandardPaths::findExecutable(QStringLiteral("git"));
    return git;
}
} // namespace

GitCheckout::GitCheckout(QObject *parent)
    : QObject(parent)
{ }

GitCheckout::~GitCheckout()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        killGroup(SIGKILL);
        m_process->waitForFinished(2000); // reaps at once after SIGKILL
    }
}

bool GitCheckout::isValidRepoUrl(const QString &url)
{
    if (url.isEmpty() || url.size() > 4096 || url.startsWith(QLatin1Char('-')))
        return false;
    for (const QChar c : url) {
        if (c.isSpace() || c.unicode() < 0x20 || c.unicode() == 0x7f)
            return false;
    }
    if (scpLikePattern().match(url).hasMatch())
        return true;
    const QUrl parsed(url, QUrl::StrictMode);
    if (!parsed.isValid() || !kSchemes.contains(parsed.scheme().toLower()))
        return false;
    if (parsed.scheme().compare(QLatin1String("file"), Qt::CaseInsensitive) == 0)
        return parsed.path().size() > 1;
    return !parsed.host().isEmpty() && parsed.path().size() > 1;
}

QString GitCheckout::repositoryName(const QString &url)
{
    QString path = url;
    if (!scpLikePattern().match(url).hasMatch())
        path = QUrl(url).path();
    else
        path = url.mid(url.indexOf(QLatin1Char(':')) + 1);
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    QString name = path.mid(path.lastIndexOf(QLatin1Char('/')) + 1);
    if (name.endsWith(QLatin1String(".git")))
        name.chop(4);
    if (name.isEmpty() || name == QLatin1String(".") || name == QLatin1String(".."))
        return {};
    return name;
}

bool GitCheckout::isValidBranchName(const QString &branch)
{
    // A subset of git check-ref-format that also keeps option injection out.
    static const QRegularExpression bad(QStringLiteral(
        "(^[-/.])|([/.]$)|(\\.\\.)|(@\\{)|(//)|([\\s~^:?*\\[\\\\\\x00-\\x1f\\x7f])|(\\.lock$)"));
    return !branch.isEmpty() && branch.size() <= 255 && !bad.match(branch).hasMatch();
}

void GitCheckout::fail(Failure failure, const QString &message)
{
    m_result.failure = failure;
    m_result.message = message;
    QTimer::singleShot(0, this, &GitCheckout::finish);
}

void GitCheckout::start(const Options &options)
{
    Q_ASSERT(!m_process);
    m_options = options;
    m_result.repoUrl = options.repoUrl;
    m_result.branch = options.branch;

    if (!isValidRepoUrl(options.repoUrl))
        return fail(Failure::InvalidUrl,
                    QStringLiteral("invalid git URL \"%1\" (expected https://, http://, git://, "
                                   "ssh://, file:// or user@host:path)")
                        .arg(options.repoUrl));
    if (!options.branch.isEmpty() && !isValidBranchName(options.branch))
        return fail(Failure::InvalidArgument,
                    QStringLiteral("invalid branch name \"%1\"").arg(options.branch));
    if (options.depth < 0)
        return fail(Failure::InvalidArgument, QStringLiteral("depth must not be negative"));

    QString target = options.targetDir;
    if (target.isEmpty()) {
        const QString name = repositoryName(options.repoUrl);
        if (name.isEmpty())
            return fail(Failure::InvalidUrl,
                        QStringLiteral("cannot derive a directory name from "
                                       "\"%1\"; give targetDir")
                            .arg(options.repoUrl));
        target = QDir(options.workspace).filePath(name);
    }
    target = QDir::cleanPath(target);
    m_result.targetDir = target;
    const QFileInfo targetInfo(target);
    m_targetExisted = targetInfo.exists();
    if (m_targetExisted
        && (!targetInfo.isDir()
            || !QDir(target).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System)))
        return fail(Failure::TargetExists,
                    QStringLiteral("target \"%1\" already exists and is not an empty directory").arg(target));
    const QString parent = targetInfo.absolutePath();
    if (!QDir().mkpath(parent))
        return fail(Failure::Failed, QStringLiteral("cannot create directory \"%1\"").arg(parent));

    QProcessEnvironment environment
        = options.environment.isEmpty() ? QProcessEnvironment::systemEnvironment() : options.environment;
    const QString git = findGit(environment);
    if (git.isEmpty())
        return fail(Failure::Failed, QStringLiteral("git is not installed"));
    // Never wait for a password nobody can type; messages in English so they can be classified.
    environment.insert(QStringLiteral("GIT_TERMINAL_PROMPT"), QStringLiteral("0"));
    environment.insert(QStringLiteral("GIT_ASKPASS"), QStringLiteral("/bin/false"));
    environment.insert(QStringLiteral("SSH_ASKPASS"), QStringLiteral("/bin/false"));
    environment.insert(QStringLiteral("GCM_INTERACTIVE"), QStringLiteral("never"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("C"));

    QStringList arguments{QStringLiteral("clone"), QStringLiteral("--quiet")};
    if (!options.branch.isEmpty())
        arguments << QStringLiteral("--branch") << options.branch;
    if (options.depth > 0)
        arguments << QStringLiteral("--depth") << QString::number(options.depth);
    arguments << QStringLiteral("--") << options.repoUrl << target;

    m_process = new QProcess(this);
    m_process->setProgram(git);
    m_process->setArguments(arguments);
    m_process->setProcessEnvironment(environment);
    m_process->setWorkingDirectory(parent);
    m_process->setStandardInputFile(QProcess::nullDevice());
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    const pid_t self = ::getpid();
    const QByteArray oomScore = SandboxChild::oomScoreAdjustment();
    m_process->setChildProcessModifier([self, oomScore] {
        // Own group: a timeout kills git and its transport helpers together.
        if (!SandboxChild::enterOwnTree(self, SIGKILL, false, oomScore))
            ::_exit(127);
    });
    connect(m_process, &QProcess::finished, this, &GitCheckout::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart && !m_finished) {
            m_result.failure = Failure::Failed;
            m_result.message = QStringLiteral("cannot run git: %1").arg(m_process->errorString());
            finish();
        }
    });
    if (options.timeoutMs > 0) {
        m_timeout = new QTimer(this);
        m_timeout->setSingleShot(true);
        connect(m_timeout, &QTimer::timeout, this, [this] { stop(Failure::Timeout); });
        m_timeout->start(int(qMin<qint64>(options.timeoutMs, std::numeric_limits<int>::max())));
    }
    m_process->start();
    m_pid = m_process->processId();
    ProcessTree::registerChild(m_pid);
}

void GitCheckout::killGroup(int signal)
{
    // Never with pid 0: kill(0, …) would signal our own process group.
    if (m_pid > 0)
        ::kill(-pid_t(m_pid), signal);
}

void GitCheckout::cancel()
{
    stop(Failure::Cancelled);
}

void GitCheckout::stop(Failure reason)
{
    if (m_finished || !m_process || m_process->state() == QProcess::NotRunning
        || m_stopReason != Failure::None)
        return;
    m_stopReason = reason;
    killGroup(SIGTERM);
    if (m_pid > 0)
        ::kill(pid_t(m_pid), SIGTERM); // in case it has not called setsid yet
    m_escalation = new QTimer(this);
    m_escalation->setSingleShot(true);
    connect(m_escalation, &QTimer::timeout, this, [this] { killGroup(SIGKILL); });
    m_escalation->start(m_options.killGraceMs);
}

GitCheckout::Failure GitCheckout::classify(const QString &gitError) const
{
    const QString text = gitError.toLower();
    if (text.contains(QLatin1String("remote branch")) && text.contains(QLatin1String("not found")))
        return Failure::BranchNotFound;
    if (text.contains(QLatin1String("does not appear to be a git repository"))
        || text.contains(QLatin1String("repository not found"))
        || (text.contains(QLatin1String("repository '")) && text.contains(QLatin1String("not found")))
        || text.contains(QLatin1String("does not exist")))
        return Failure::RepositoryNotFound;
    if (text.contains(QLatin1String("already exists and is not an empty directory")))
        return Failure::TargetExists;
    return Failure::Failed;
}

void GitCheckout::onFinished(int exitCode, QProcess::ExitStatus status)
{
    if (m_timeout)
        m_timeout->stop();
    m_result.gitOutput = QString::fromUtf8(m_process->readAllStandardError()).trimmed();
    if (m_stopReason != Failure::None) {
        // git's helpers may linger in the group; they go with it.
        killGroup(SIGKILL);
        if (m_escalation)
            m_escalation->stop();
        m_result.failure = m_stopReason;
        m_result.message = m_stopReason == Failure::Timeout
            ? QStringLiteral("git clone of %1 timed out after %2 ms")
                  .arg(m_options.repoUrl)
                  .arg(m_options.timeoutMs)
            : QStringLiteral("git clone of %1 was cancelled").arg(m_options.repoUrl);
    } else if (status != QProcess::NormalExit || exitCode != 0) {
        m_result.failure = classify(m_result.gitOutput);
        m_result.message = m_result.gitOutput.isEmpty()
            ? QStringLiteral("git clone failed with exit code %1").arg(exitCode)
            : m_result.gitOutput;
    } else {
        m_result.branch = checkedOutBranch();
    }
    if (!m_result.ok() && !m_targetExisted && m_result.failure != Failure::TargetExists) {
        // Leave nothing half-cloned behind.
        QDir(m_result.targetDir).removeRecursively();
    }
    finish();
}

QString GitCheckout::checkedOutBranch() const
{
    QFile head(m_result.targetDir + QStringLiteral("/.git/HEAD"));
    if (head.open(QIODevice::ReadOnly)) {
        const QString text = QString::fromUtf8(head.readAll()).trimmed();
        const QString prefix = QStringLiteral("ref: refs/heads/");
        if (text.startsWith(prefix))
            return text.mid(prefix.size());
    }
    return m_options.branch; // detached (a tag) or unreadable: report what was asked
}

void GitCheckout::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    emit finished(m_result);
    deleteLater();
}

} // namespace sandman
