// SPDX-License-Identifier: Apache-2.0
#include "CopyVerb.h"

#include "Await.h"
#include "Context.h"
#include "client/SandboxClient.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <unistd.h>

namespace sandman::ctl {

namespace {
struct Place {
    bool inSandbox = false;
    QString session;
    QString path;
};

Place placeOf(const QString &text)
{
    // SESSION:PATH; a local name with a colon is written ./name (as scp takes it).
    static const QRegularExpression remote(QStringLiteral("^([A-Za-z0-9._-]+):(.*)$"));
    const QRegularExpressionMatch match = remote.match(text);
    if (match.hasMatch())
        return {true, match.captured(1),
                match.captured(2).isEmpty() ? QStringLiteral(".") : match.captured(2)};
    return {false, QString(), text};
}

QString joined(const QString &folder, const QString &name)
{
    return folder.endsWith(QLatin1Char('/')) ? folder + name : folder + QLatin1Char('/') + name;
}

QByteArray readLocal(const QString &path)
{
    QFile file(path);
    bool opened = false;
    if (path == QLatin1String("-"))
        opened = file.open(stdin, QIODevice::ReadOnly);
    else
        opened = file.open(QIODevice::ReadOnly);
    if (!opened)
        throw CtlError{
            NotFound,
            QCoreApplication::translate("sandmanctl", "cannot read %1: %2").arg(path, file.errorString())};
    return file.readAll();
}

void writeLocal(const QString &path, const QByteArray &bytes)
{
    if (path == QLatin1String("-")) {
        Context::out(bytes);
        return;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        throw CtlError{
            Failed,
            QCoreApplication::translate("sandmanctl", "cannot write %1: %2").arg(path, file.errorString())};
}

bool isSandboxDirectory(SandboxClient *client, const Place &place)
{
    if (!await(client->exists(place.path, place.session)))
        return false;
    try {
        await(client->listFiles(place.path, false, false, place.session));
        return true;
    } catch (const CtlError &) {
        return false; // a file: listing it fails
    }
}

void upload(SandboxClient *client, const QString &source, const Place &target, bool recursive)
{
    const QFileInfo info(source);
    if (source != QLatin1String("-") && info.isDir()) {
        if (!recursive)
            throw CtlError{
                Usage,
                QCoreApplication::translate("sandmanctl", "%1 is a folder: copy it with -r").arg(source)};
        const QString root
            = isSandboxDirectory(client, target) ? joined(target.path, info.fileName()) : target.path;
        await(client->mkdir(root, true, target.session));
        QDirIterator it(source, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString local = it.next();
            const QString remote = joined(root, QDir(source).relativeFilePath(local));
            if (it.fileInfo().isDir())
                await(client->mkdir(remote, true, target.session));
            else if (it.fileInfo().isFile())
                await(client->writeBinaryFile(remote, readLocal(local), target.session));
        }
        return;
    }
    QString remote = target.path;
    if (source != QLatin1String("-")
        && (remote.endsWith(QLatin1Char('/')) || isSandboxDirectory(client, target)))
        remote = joined(remote, info.fileName());
    await(client->writeBinaryFile(remote, readLocal(source), target.session));
}

void download(SandboxClient *client, const Place &source, const QString &target, bool recursive)
{
    if (!isSandboxDirectory(client, source)) {
        QString local = target;
        if (target != QLatin1String("-") && QFileInfo(target).isDir())
            local = joined(target, QFileInfo(source.path).fileName());
        writeLocal(local, await(client->readFile(source.path, source.session)).bytes());
        return;
    }
    if (!recursive)
        throw CtlError{
            Usage,
            QCoreApplication::translate("sandmanctl", "%1 is a folder: copy it with -r").arg(source.path)};
    if (target == QLatin1String("-"))
        throw CtlError{Usage, QCoreApplication::translate("sandmanctl", "a folder cannot go to stdout")};
    const QString root = QFileInfo(target).isDir()
        ? joined(target, QFileInfo(QDir::cleanPath(source.path)).fileName())
        : target;
    QDir().mkpath(root);
    for (const FileInfo &entry : await(client->listFiles(source.path, true, true, source.session))) {
        const QString local = joined(root, entry.relativePath);
        if (entry.isDirectory())
            QDir().mkpath(local);
        else if (entry.type == QLatin1String("file"))
            writeLocal(
                local,
                await(client->readFile(joined(source.path, entry.relativePath), source.session)).bytes());
    }
}
} // namespace

Verb CopyVerb::verb()
{
    return {
        QStringLiteral("cp"),
        QStringLiteral("SRC DST"),
        QCoreApplication::translate("sandmanctl",
                                    "Copy files into or out of the sandbox (SESSION:PATH on its side; - is "
                                    "stdin or stdout)."),
        {{{QStringLiteral("r"), QStringLiteral("recursive")},
          QCoreApplication::translate("sandmanctl", "Copy folders with what they hold.")}},
        &CopyVerb::run,
        2,
        2};
}

int CopyVerb::run(Context &context, const QCommandLineParser &parser, const QStringList &arguments)
{
    const Place source = placeOf(arguments.at(0));
    const Place target = placeOf(arguments.at(1));
    if (source.inSandbox == target.inSandbox)
        throw CtlError{Usage,
                       QCoreApplication::translate("sandmanctl",
                                                   "cp copies between this machine and the sandbox: one side "
                                                   "is SESSION:PATH")};
    const bool recursive = parser.isSet(QStringLiteral("recursive"));
    SandboxClient *client = context.client();
    if (target.inSandbox)
        upload(client, source.path, target, recursive);
    else
        download(client, source, target.path, recursive);
    return Ok;
}

} // namespace sandman::ctl
