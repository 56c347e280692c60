// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "engine/EngineError.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QString>

namespace sandman {

class CodeContext;
class Sandbox;

// The sandbox's code contexts (DESIGN.md §2): creates them with the right interpreter and
// kernel, finds, lists and deletes them. A child of the sandbox, so every interpreter dies
// with it. Lives on the sandbox's thread.
class CodeContextManager : public QObject
{
    Q_OBJECT
public:
    struct CreateOptions {
        QString language = QStringLiteral("python");
        QString cwd; // client path; empty → the workspace
        QMap<QString, QString> env;
    };

    explicit CodeContextManager(Sandbox *sandbox);

    // Starts a context's interpreter, or says why not: InvalidArgument for an unknown language
    // or a bad variable name, NotFound for a missing cwd, Internal when the interpreter is not
    // installed or the kernel cannot be written. The context announces ready()/startFailed().
    CodeContext *create(const CreateOptions &options, EngineError *error);
    CodeContext *context(const QString &id) const;
    QList<CodeContext *> contexts() const { return m_contexts; }
    // The context runCode uses when the caller names none: one per language, made on demand.
    CodeContext *defaultContext(const QString &language, EngineError *error);
    // Kills the interpreter; false when there is no such context.
    bool remove(const QString &id);

    // "python"/"python3" → "python", "javascript"/"js"/"node" → "javascript"; else empty.
    static QString normalizeLanguage(const QString &language);

private:
    QString kernelPath(const QString &fileName, EngineError *error);

    Sandbox *m_sandbox;
    QList<CodeContext *> m_contexts; // creation order
    QMap<QString, QString> m_defaults; // language → context id
};

} // namespace sandman
