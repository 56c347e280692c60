// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "local/LocalAgentRuntime.h"

#include <QDir>
#include <QFile>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <memory>

namespace sandman::test {

// A user of their own for the real sandman binary: a fresh HOME, XDG config/data folders and
// XDG_RUNTIME_DIR (0700) under one temporary folder, a workspace, and the local agent's
// runtime (its files) as a window started with environment() and --workspace finds it.
class WindowHome
{
public:
    WindowHome()
        : m_dir(std::make_unique<QTemporaryDir>())
    {
        QDir().mkpath(path(QStringLiteral("run")));
        QFile::setPermissions(path(QStringLiteral("run")),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QDir().mkpath(workspace());
    }

    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString workspace() const { return path(QStringLiteral("workspace")); }
    QString runtimeDir() const { return path(QStringLiteral("run/sandman")); }
    QString settingsFile() const { return path(QStringLiteral("home/.config/Sandman/Sandman.conf")); }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("HOME"), path(QStringLiteral("home")));
        environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), path(QStringLiteral("run")));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("home/.config")));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), path(QStringLiteral("home/.local/share")));
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        return environment;
    }

    LocalAgentRuntime runtime() const
    {
        LocalAgentRuntime::Options options;
        options.workspaceDir = workspace();
        options.runtimeDir = runtimeDir();
        return LocalAgentRuntime(options);
    }

    std::optional<LocalAgentInfo> agent() const { return LocalAgentInfo::read(runtime().runtimeFile()); }

    // Ends the agent a window started here, if one runs; false with *error when it would not.
    bool stopAgent(QString *error) const
    {
        LocalAgentRuntime leftover = runtime();
        return !leftover.isRunning() || leftover.stop(error);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

} // namespace sandman::test
