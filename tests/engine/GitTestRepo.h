// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QUrl>

namespace sandman::test {

// A local repository made with git in a temporary directory, cloned over file:// (never the
// network): branch "main" with two commits, branch "feature" with feature.txt.
class GitTestRepo
{
public:
    GitTestRepo()
    {
        m_ok = m_dir.isValid() && QDir(m_dir.path()).mkdir(QStringLiteral("origin.git"))
            && git({QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"),
                    QStringLiteral("main")})
            && write(QStringLiteral("README.md"), "hello\n") && commit(QStringLiteral("first"))
            && write(QStringLiteral("second.txt"), "2\n") && commit(QStringLiteral("second"))
            && git({QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("-b"),
                    QStringLiteral("feature")})
            && write(QStringLiteral("feature.txt"), "f\n") && commit(QStringLiteral("feature"))
            && git({QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("main")});
    }

    bool isValid() const { return m_ok; }
    QString path() const { return m_dir.filePath(QStringLiteral("origin.git")); }
    QString url() const { return QUrl::fromLocalFile(path()).toString(); }
    QString missingUrl() const
    {
        return QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("nope.git"))).toString();
    }
    QString scratch() const { return m_dir.path(); }

    bool git(const QStringList &arguments) const
    {
        QProcess process;
        process.setWorkingDirectory(path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *key : {"GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"})
            env.insert(QLatin1String(key), QStringLiteral("Test"));
        for (const char *key : {"GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"})
            env.insert(QLatin1String(key), QStringLiteral("test@example.invalid"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral("git"), arguments);
        return process.waitForFinished(30000) && process.exitStatus() == QProcess::NormalExit
            && process.exitCode() == 0;
    }

private:
    bool write(const QString &name, const QByteArray &content) const
    {
        QFile file(QDir(path()).filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
    }
    bool commit(const QString &message) const
    {
        return git({QStringLiteral("add"), QStringLiteral("-A")})
            && git({QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), message});
    }

    QTemporaryDir m_dir;
    bool m_ok = false;
};

} // namespace sandman::test
