// SPDX-License-Identifier: Apache-2.0
#include "SystemdUserUnit.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <sys/stat.h>

namespace sandman {

namespace {
// systemctl's exit status for a unit the manager cannot find.
constexpr int kUnitNotInstalled = 5;

QString tr(const char *text)
{
    return QCoreApplication::translate("SystemdUserUnit", text);
}

// Set by the service manager for each unit (or by a socket activation): a window that runs
// under systemd itself has them, and they must not reach the agent as if they were its own.
bool isManagersOwn(const QString &name)
{
    static const QStringList own{QStringLiteral("INVOCATION_ID"),        QStringLiteral("JOURNAL_STREAM"),
                                 QStringLiteral("MANAGERPID"),           QStringLiteral("SYSTEMD_EXEC_PID"),
                                 QStringLiteral("LISTEN_FDS"),           QStringLiteral("LISTEN_PID"),
                                 QStringLiteral("LISTEN_FDNAMES"),       QStringLiteral("NOTIFY_SOCKET"),
                                 QStringLiteral("WATCHDOG_PID"),         QStringLiteral("WATCHDOG_USEC"),
                                 QStringLiteral("SANDMAN_AGENT_LOCK_FD")};
    return own.contains(name);
}

// What the unit's ExecStart= takes from its EnvironmentFile=.
const char *const kUnitVariables[] = {"SANDMAN_AGENT_PROGRAM", "SANDMAN_AGENT_LISTEN", "SANDMAN_AGENT_ROOT",
                                      "SANDMAN_AGENT_STATE_FILE", "SANDMAN_AGENT_OPTIONS"};
} // namespace

void SystemdUserUnit::forgetUnitVariables()
{
    for (const char *name : kUnitVariables)
        qunsetenv(name);
}

SystemdUserUnit::SystemdUserUnit(const QString &workspaceKey)
    : m_name(QStringLiteral("sandman-agent@%1.service").arg(workspaceKey))
{ }

QString SystemdUserUnit::runtimeDir()
{
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    return runtime.isEmpty() ? QString() : runtime + QStringLiteral("/sandman");
}

bool SystemdUserUnit::isManagerReachable()
{
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (runtime.isEmpty())
        return false;
    // systemd --user listens here for systemctl --user (the bus may not run at all).
    struct stat info = {};
    const QByteArray socket = QFile::encodeName(runtime + QStringLiteral("/systemd/private"));
    if (::stat(socket.constData(), &info) != 0 || !S_ISSOCK(info.st_mode))
        return false;
    return !QStandardPaths::findExecutable(QStringLiteral("systemctl")).isEmpty();
}

QByteArray SystemdUserUnit::quoted(const QString &value)
{
    // Double quotes: everything verbatim, newlines too, except these four after a backslash.
    QByteArray text = value.toUtf8();
    QByteArray result = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\' || c == '$' || c == '`')
            result += '\\';
        result += c;
    }
    return result + '"';
}

bool SystemdUserUnit::writeEnvironmentFile(const QString &path, const QMap<QString, QString> &variables,
                                           const QStringList &environment, QString *error)
{
    static const QRegularExpression validName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    QByteArray text = "# Written by Sandman for sandman-agent@.service; holds the access token.\n";
    for (const QString &entry : environment) {
        const qsizetype equals = entry.indexOf(QLatin1Char('='));
        const QString name = entry.left(equals);
        if (equals <= 0 || !validName.match(name).hasMatch() || isManagersOwn(name)
            || variables.contains(name))
            continue;
        text += name.toUtf8() + '=' + quoted(entry.mid(equals + 1)) + '\n';
    }
    for (auto it = variables.cbegin(); it != variables.cend(); ++it)
        text += it.key().toUtf8() + '=' + quoted(it.value()) + '\n';
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)
        || file.write(text) != text.size() || !file.commit()) {
        *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool SystemdUserUnit::systemctl(const QStringList &arguments, QByteArray *output, QString *error,
                                int timeoutMs, int *exitCode) const
{
    QProcess process;
    process.start(QStringLiteral("systemctl"), QStringList{QStringLiteral("--user")} + arguments);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        *error = tr("systemctl --user %1 %2 did not finish within %3 ms")
                     .arg(arguments.value(0), m_name)
                     .arg(timeoutMs);
        return false;
    }
    if (output)
        *output = process.readAllStandardOutput();
    if (exitCode)
        *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        const QString said = QString::fromLocal8Bit(process.readAllStandardError()).trimmed();
        *error = said.isEmpty() ? tr("systemctl --user %1 %2 failed (exit code %3)")
                                      .arg(arguments.value(0), m_name)
                                      .arg(process.exitCode())
                                : said;
        return false;
    }
    return true;
}

QString SystemdUserUnit::userUnitPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + QStringLiteral("/systemd/user/sandman-agent@.service");
}

bool SystemdUserUnit::start(QString *error, int timeoutMs) const
{
    int exitCode = 0;
    if (systemctl({QStringLiteral("start"), m_name}, nullptr, error, timeoutMs, &exitCode))
        return true;
    // 5: the manager has no such unit (LSB "not installed"); anything else is a real failure.
    if (exitCode != kUnitNotInstalled || !installUserUnit(error, timeoutMs))
        return false;
    return systemctl({QStringLiteral("start"), m_name}, nullptr, error, timeoutMs);
}

bool SystemdUserUnit::installUserUnit(QString *error, int timeoutMs) const
{
    QFile shipped(QStringLiteral(":/sandman/systemd/sandman-agent@.service"));
    const QString target = userUnitPath();
    if (!shipped.open(QIODevice::ReadOnly) || !QDir().mkpath(QFileInfo(target).path())) {
        *error = tr("cannot install the systemd user unit %1").arg(target);
        return false;
    }
    const QByteArray text = shipped.readAll();
    QFile existing(target);
    // The user's own copy, maybe edited: never overwritten; a reload may be all it needs.
    if (!existing.exists()) {
        QSaveFile file(target);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
            *error = tr("cannot write %1: %2").arg(target, file.errorString());
            return false;
        }
    }
    return systemctl({QStringLiteral("daemon-reload")}, nullptr, error, timeoutMs);
}

qint64 SystemdUserUnit::mainPid(QString *error, int timeoutMs) const
{
    QByteArray output;
    if (!systemctl(
            {QStringLiteral("show"), QStringLiteral("--property=MainPID"), QStringLiteral("--value"), m_name},
            &output, error, timeoutMs))
        return 0;
    return output.trimmed().toLongLong();
}

bool SystemdUserUnit::stop(QString *error, int timeoutMs) const
{
    return systemctl({QStringLiteral("stop"), m_name}, nullptr, error, timeoutMs);
}

} // namespace sandman
