// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QProcess>
#include <QProcessEnvironment>

class QTimer;

namespace sandman {

// One `git clone`, run asynchronously (DESIGN.md §2, gitCheckout). Never prompts for
// credentials (GIT_TERMINAL_PROMPT=0), runs in its own process group so a timeout or cancel
// kills git and its helpers, and removes a half-cloned target it created. Emits finished()
// exactly once, after git is gone; the object deletes itself afterwards.
class GitCheckout : public QObject
{
    Q_OBJECT
public:
    enum class Failure {
        None,
        InvalidArgument, // bad branch, depth or target (→ VALIDATION_FAILED)
        InvalidUrl, // → INVALID_GIT_URL
        RepositoryNotFound, // → GIT_REPOSITORY_NOT_FOUND
        BranchNotFound, // → GIT_BRANCH_NOT_FOUND
        TargetExists, // target is a non-empty directory (→ FILE_EXISTS)
        Timeout, // → COMMAND_TIMEOUT
        Cancelled,
        Failed, // anything else git reported (→ GIT_OPERATION_FAILED)
    };
    Q_ENUM(Failure)

    struct Options {
        QString repoUrl;
        QString branch; // empty: the remote's default branch
        QString targetDir; // real absolute path; empty: <workspace>/<repository name>
        QString workspace;
        int depth = 0; // 0: full history
        qint64 timeoutMs = 600000; // 0: none
        QProcessEnvironment environment; // the session's; git is looked up on its PATH
        int killGraceMs = 2000;
    };

    struct Result {
        Failure failure = Failure::None;
        QString message;
        QString repoUrl;
        QString branch; // the branch checked out
        QString targetDir; // real path
        QString gitOutput; // git's stderr, for diagnostics
        bool ok() const { return failure == Failure::None; }
    };

    explicit GitCheckout(QObject *parent = nullptr);
    ~GitCheckout() override;

    // Validates and starts; a validation failure is reported through finished() too (queued),
    // so callers have one path.
    void start(const Options &options);
    // Kills the clone; finished() reports Cancelled once git is gone.
    void cancel();

    static bool isValidRepoUrl(const QString &url);
    // "https://host/org/repo.git" → "repo"; empty when none can be derived.
    static QString repositoryName(const QString &url);
    static bool isValidBranchName(const QString &branch);

signals:
    void finished(const sandman::GitCheckout::Result &result);

private:
    void fail(Failure failure, const QString &message);
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void stop(Failure reason);
    void finish();
    void killGroup(int signal);
    QString checkedOutBranch() const;
    Failure classify(const QString &gitError) const;

    Options m_options;
    Result m_result;
    QProcess *m_process = nullptr;
    qint64 m_pid = 0; // also the process group id (setsid)
    QTimer *m_timeout = nullptr;
    QTimer *m_escalation = nullptr;
    Failure m_stopReason = Failure::None;
    bool m_targetExisted = false;
    bool m_finished = false;
};

} // namespace sandman
