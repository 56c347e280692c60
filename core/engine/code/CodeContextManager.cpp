// SPDX-License-Identifier: Apache-2.0
#include "CodeContextManager.h"

#include "CodeContext.h"
#include "engine/Sandbox.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUuid>

namespace sandman {

CodeContextManager::CodeContextManager(Sandbox *sandbox)
    : QObject(sandbox)
    , m_sandbox(sandbox)
{ }

QString CodeContextManager::normalizeLanguage(const QString &language)
{
    const QString name = language.trimmed().toLower();
    if (name == QLatin1String("python") || name == QLatin1String("python3"))
        return QStringLiteral("python");
    if (name == QLatin1String("javascript") || name == QLatin1String("js") || name == QLatin1String("node"))
        return QStringLiteral("javascript");
    if (name == QLatin1String("typescript") || name == QLatin1String("ts"))
        return QStringLiteral("typescript");
    return {};
}

QString CodeContextManager::kernelPath(const QString &fileName, EngineError *error)
{
    // The kernels are compiled into the library and written out once per sandbox, so an
    // installed agent needs no data files beside it.
    const QString directory = QDir(m_sandbox->runtimeDir()).filePath(QStringLiteral("kernels"));
    const QString target = QDir(directory).filePath(fileName);
    if (QFileInfo::exists(target))
        return target;
    QFile source(QStringLiteral(":/sandman/kernels/") + fileName);
    QFile out(target);
    if (!QDir().mkpath(directory) || !source.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly)
        || out.write(source.readAll()) < 0 || !out.flush()) {
        *error = {EngineError::Internal,
                  QStringLiteral("cannot write the kernel %1 to %2").arg(fileName, directory)};
        out.remove();
        return {};
    }
    return target;
}

CodeContext *CodeContextManager::create(const CreateOptions &options, EngineError *error)
{
    *error = {};
    const QString language = normalizeLanguage(options.language);
    if (language.isEmpty()) {
        *error = {EngineError::InvalidArgument,
                  QStringLiteral("unsupported language \"%1\" (python, javascript or typescript)")
                      .arg(options.language)};
        return nullptr;
    }
    static const QRegularExpression validName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    QProcessEnvironment environment = m_sandbox->baseEnvironment();
    for (auto it = options.env.cbegin(); it != options.env.cend(); ++it) {
        if (!validName.match(it.key()).hasMatch()) {
            *error = {EngineError::InvalidArgument,
                      QStringLiteral("invalid environment variable name \"%1\"").arg(it.key())};
            return nullptr;
        }
        environment.insert(it.key(), it.value());
    }
    const QString cwd = m_sandbox->resolvePath(options.cwd, m_sandbox->workspace());
    if (!QFileInfo(cwd).isDir()) {
        *error = {EngineError::NotFound,
                  QStringLiteral("working directory \"%1\" does not exist").arg(options.cwd)};
        return nullptr;
    }

    const bool python = language == QLatin1String("python");
    const QString interpreter = python ? QStringLiteral("python3") : QStringLiteral("node");
    // The interpreter is looked up on the context's own PATH: that is what code in it sees.
    const QString program = QStandardPaths::findExecutable(
        interpreter, environment.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts));
    if (program.isEmpty()) {
        *error = {EngineError::Internal,
                  QStringLiteral("%1 is not installed in this sandbox (no %2 on PATH), so %1 code "
                                 "contexts cannot be created")
                      .arg(language, interpreter)};
        return nullptr;
    }
    const QString kernel
        = kernelPath(python ? QStringLiteral("python_kernel.py") : QStringLiteral("node_kernel.js"), error);
    if (kernel.isEmpty())
        return nullptr;

    CodeContext::Settings settings;
    settings.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    settings.language = language;
    settings.program = program;
    if (python) {
        // -u: unbuffered; -I would drop PYTHONPATH and the cwd from sys.path, which users
        // of a notebook-like context expect, so only -u and no bytecode litter.
        settings.arguments = {QStringLiteral("-u"), QStringLiteral("-B"), kernel};
        environment.insert(QStringLiteral("PYTHONIOENCODING"), QStringLiteral("utf-8"));
    } else if (language == QLatin1String("typescript")) {
        // The same Node kernel, transpiling each cell (it says what to install if it cannot).
        settings.arguments = {kernel, QStringLiteral("--typescript")};
    } else {
        settings.arguments = {kernel};
    }
    settings.workingDirectory = cwd;
    settings.clientCwd = options.cwd.isEmpty() ? m_sandbox->workspace() : options.cwd;
    settings.environment = environment;
    settings.killGraceMs = m_sandbox->options().killGraceMs;
    auto *context = new CodeContext(std::move(settings), this);
    m_contexts.append(context);
    context->start();
    return context;
}

CodeContext *CodeContextManager::context(const QString &id) const
{
    for (CodeContext *context : m_contexts) {
        if (context->id() == id)
            return context;
    }
    return nullptr;
}

CodeContext *CodeContextManager::defaultContext(const QString &language, EngineError *error)
{
    *error = {};
    const QString normalized = normalizeLanguage(language);
    if (CodeContext *existing = context(m_defaults.value(normalized)))
        return existing;
    CreateOptions options;
    options.language = language;
    CodeContext *created = create(options, error);
    if (created)
        m_defaults.insert(normalized, created->id());
    return created;
}

bool CodeContextManager::remove(const QString &id)
{
    CodeContext *found = context(id);
    if (!found)
        return false;
    m_contexts.removeAll(found);
    delete found; // kills the interpreter and fails its queued runs
    return true;
}

} // namespace sandman
