// SPDX-License-Identifier: Apache-2.0
#include "CheckpointVerbs.h"

#include "Await.h"
#include "Context.h"
#include "SignalRelay.h"
#include "Table.h"
#include "client/CheckpointClient.h"
#include "client/SandboxClient.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSocketNotifier>

#include <unistd.h>

namespace sandman::ctl {

namespace {

// A checkpoint or command id as typed; an empty one is a usage error, not a lookup.
QString idArgument(const QString &id)
{
    if (id.trimmed().isEmpty())
        throw CtlError{Usage, QCoreApplication::translate("sandmanctl", "give a checkpoint or command id")};
    return id;
}

bool isCheckpointId(const QString &id)
{
    bool number = false;
    id.toULongLong(&number);
    return number;
}

QJsonObject checkpointJson(const CheckpointInfo &checkpoint)
{
    QJsonObject json{{QStringLiteral("checkpointId"), checkpoint.id},
                     {QStringLiteral("reason"), checkpoint.reason},
                     {QStringLiteral("time"), checkpoint.time.toString(Qt::ISODateWithMs)},
                     {QStringLiteral("failed"), checkpoint.failed},
                     {QStringLiteral("bytesAdded"), checkpoint.bytesAdded},
                     {QStringLiteral("created"), checkpoint.created},
                     {QStringLiteral("modified"), checkpoint.modified},
                     {QStringLiteral("deleted"), checkpoint.deleted},
                     {QStringLiteral("renamed"), checkpoint.renamed},
                     {QStringLiteral("total"), checkpoint.total}};
    const auto insertIf = [&json](const char *key, const QString &value) {
        if (!value.isEmpty())
            json.insert(QLatin1String(key), value);
    };
    insertIf("name", checkpoint.name);
    insertIf("commandId", checkpoint.commandId);
    insertIf("sessionId", checkpoint.sessionId);
    insertIf("clientId", checkpoint.clientId);
    insertIf("command", checkpoint.command);
    insertIf("error", checkpoint.error);
    return json;
}

QJsonObject changeJson(const ChangeSetInfo::Change &change)
{
    QJsonObject json{{QStringLiteral("kind"), change.kind}, {QStringLiteral("path"), change.path}};
    if (!change.fromPath.isEmpty())
        json.insert(QStringLiteral("fromPath"), change.fromPath);
    if (!change.before.isEmpty())
        json.insert(QStringLiteral("before"), change.before);
    if (!change.after.isEmpty())
        json.insert(QStringLiteral("after"), change.after);
    if (change.writer.isKnown()) {
        QJsonObject writer{{QStringLiteral("kind"), change.writer.kind},
                           {QStringLiteral("id"), change.writer.id},
                           {QStringLiteral("pid"), change.writer.pid},
                           {QStringLiteral("program"), change.writer.program}};
        if (!change.writer.commandId.isEmpty())
            writer.insert(QStringLiteral("commandId"), change.writer.commandId);
        if (change.writer.job)
            writer.insert(QStringLiteral("job"), true);
        json.insert(QStringLiteral("writer"), writer);
    }
    return json;
}

QJsonArray changesJson(const QList<ChangeSetInfo::Change> &changes)
{
    QJsonArray array;
    for (const ChangeSetInfo::Change &change : changes)
        array.append(changeJson(change));
    return array;
}

// "created  a.txt" lines, as `git diff --name-status` prints them but with the agent's words.
QString changeLines(const QList<ChangeSetInfo::Change> &changes)
{
    int width = 0;
    for (const ChangeSetInfo::Change &change : changes)
        width = std::max(width, int(change.kind.size()));
    QString text;
    for (const ChangeSetInfo::Change &change : changes) {
        text += change.kind.leftJustified(width + 2) + change.path;
        if (!change.fromPath.isEmpty())
            text += QStringLiteral(" \u2190 ") + change.fromPath;
        if (change.writer.pid > 0) // the write watch named who did it
            text += QStringLiteral("  ")
                + QCoreApplication::translate("sandmanctl", "(by %1, process %2)")
                      .arg(change.writer.program)
                      .arg(change.writer.pid);
        text += QLatin1Char('\n');
    }
    return text;
}

// One file's diff as diff -u and git print it, so that patch and git apply take the output.
QString unifiedText(const FileDiff &diff)
{
    const QString from = diff.kind == QLatin1String("created") ? QStringLiteral("/dev/null")
                                                               : QStringLiteral("a/") + diff.path;
    const QString to = diff.kind == QLatin1String("deleted") ? QStringLiteral("/dev/null")
                                                             : QStringLiteral("b/") + diff.path;
    if (diff.binary)
        return QCoreApplication::translate("sandmanctl", "Binary files %1 and %2 differ").arg(from, to)
            + QLatin1Char('\n');
    if (diff.tooLarge)
        return QCoreApplication::translate("sandmanctl", "%1: too large to diff (%2 bytes before, %3 after)")
                   .arg(diff.path)
                   .arg(diff.before.value(QStringLiteral("size")).toInteger())
                   .arg(diff.after.value(QStringLiteral("size")).toInteger())
            + QLatin1Char('\n');
    if (diff.unified.isEmpty())
        return {};
    QString text = QStringLiteral("--- %1\n+++ %2\n").arg(from, to) + diff.unified;
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    return text;
}

QJsonObject fileDiffJson(const FileDiff &diff)
{
    QJsonObject json{{QStringLiteral("path"), diff.path},      {QStringLiteral("kind"), diff.kind},
                     {QStringLiteral("binary"), diff.binary},  {QStringLiteral("tooLarge"), diff.tooLarge},
                     {QStringLiteral("added"), diff.added},    {QStringLiteral("removed"), diff.removed},
                     {QStringLiteral("unified"), diff.unified}};
    return json;
}

// A y/N question on the terminal; Ctrl-C or end of input is no.
bool confirm(const QString &question)
{
    Context::err(question.toUtf8());
    QEventLoop loop;
    QByteArray answer;
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &loop, [&] {
        char c = 0;
        const ssize_t n = ::read(STDIN_FILENO, &c, 1);
        if (n <= 0 || c == '\n')
            loop.quit();
        else
            answer.append(c);
    });
    bool interrupted = false;
    QObject::connect(SignalRelay::instance(), &SignalRelay::interrupted, &loop, [&] {
        interrupted = true;
        loop.quit();
    });
    loop.exec();
    if (interrupted) {
        Context::err("\n");
        throw CtlError{Interrupted, QCoreApplication::translate("sandmanctl", "interrupted")};
    }
    const QString reply = QString::fromLocal8Bit(answer).trimmed().toLower();
    // "y" in any language the prompt is in, and the language's own yes.
    return reply == QLatin1String("y") || reply == QLatin1String("yes")
        || reply == QCoreApplication::translate("sandmanctl", "y");
}

QList<QByteArray> pathBytes(const QStringList &paths)
{
    QList<QByteArray> bytes;
    for (const QString &path : paths)
        bytes.append(path.toUtf8());
    return bytes;
}

} // namespace

QList<Verb> CheckpointVerbs::verbs()
{
    return {
        {QStringLiteral("checkpoint"),
         QStringLiteral("[--name NAME] | --list"),
         QCoreApplication::translate(
             "sandmanctl", "Take a checkpoint of the sandbox's workspace now (or list the checkpoints)."),
         {{QStringLiteral("name"), QCoreApplication::translate("sandmanctl", "Name the checkpoint."),
           QStringLiteral("name")},
          {QStringLiteral("list"),
           QCoreApplication::translate("sandmanctl", "List the checkpoints instead (as ls checkpoints).")}},
         &CheckpointVerbs::checkpoint,
         0,
         0},
        {QStringLiteral("diff"),
         QStringLiteral("CHECKPOINT [CHECKPOINT]|COMMAND [PATH…]"),
         QCoreApplication::translate(
             "sandmanctl",
             "Show what a checkpoint or a command changed, or what differs between two checkpoints: "
             "the files created, modified and deleted, and a unified diff of each."),
         {{QStringLiteral("stat"), QCoreApplication::translate("sandmanctl", "Only list the changed files.")},
          {QStringLiteral("patch"),
           QCoreApplication::translate("sandmanctl",
                                       "Only print the unified diff (for patch or git apply).")}},
         &CheckpointVerbs::diff,
         1,
         -1},
        {QStringLiteral("restore"),
         QStringLiteral("CHECKPOINT|COMMAND [PATH…]"),
         QCoreApplication::translate(
             "sandmanctl",
             "Restore the workspace (or these paths) to a checkpoint, or undo a command's changes. "
             "Shows what would change first; restores with --yes or when confirmed."),
         {{{QStringLiteral("y"), QStringLiteral("yes")},
           QCoreApplication::translate("sandmanctl", "Restore without asking.")},
          {QStringLiteral("preview"),
           QCoreApplication::translate("sandmanctl", "Only show what would change.")}},
         &CheckpointVerbs::restore,
         1,
         -1},
    };
}

int CheckpointVerbs::list(Context &context)
{
    CheckpointClient checkpoints(context.client());
    const CheckpointClient::Listing listing = await(checkpoints.list());
    if (context.options().json()) {
        QJsonArray array;
        for (const CheckpointInfo &checkpoint : listing.checkpoints)
            array.append(checkpointJson(checkpoint));
        Context::outJson(
            QJsonObject{{QStringLiteral("status"), listing.status}, {QStringLiteral("checkpoints"), array}});
        return Ok;
    }
    if (!listing.status.value(QStringLiteral("enabled")).toBool())
        throw CtlError{Failed,
                       QCoreApplication::translate("sandmanctl", "checkpoints are off for this sandbox: %1")
                           .arg(listing.status.value(QStringLiteral("disabledReason")).toString())};
    Table table({QCoreApplication::translate("sandmanctl", "id"),
                 QCoreApplication::translate("sandmanctl", "time"),
                 QCoreApplication::translate("sandmanctl", "reason"),
                 QCoreApplication::translate("sandmanctl", "changes"),
                 QCoreApplication::translate("sandmanctl", "command id"),
                 QCoreApplication::translate("sandmanctl", "name")});
    for (const CheckpointInfo &checkpoint : listing.checkpoints) {
        const QString changes = checkpoint.failed ? QCoreApplication::translate("sandmanctl", "failed")
                                                  : QStringLiteral("+%1 ~%2 -%3")
                                                        .arg(checkpoint.created + checkpoint.renamed)
                                                        .arg(checkpoint.modified)
                                                        .arg(checkpoint.deleted);
        table.addRow({checkpoint.id,
                      checkpoint.time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                      checkpoint.reason, changes,
                      checkpoint.commandId.isEmpty() ? QStringLiteral("-") : checkpoint.commandId,
                      checkpoint.name.isEmpty() ? checkpoint.command : checkpoint.name});
    }
    Context::out(table.text().toUtf8());
    if (!listing.status.value(QStringLiteral("ready")).toBool(true))
        Context::err(
            QCoreApplication::translate(
                "sandmanctl",
                "sandmanctl: checkpoints are not ready yet (the first read of the workspace is still "
                "running)\n")
                .toUtf8());
    return Ok;
}

int CheckpointVerbs::checkpoint(Context &context, const QCommandLineParser &parser, const QStringList &)
{
    if (parser.isSet(QStringLiteral("list"))) {
        if (parser.isSet(QStringLiteral("name")))
            throw CtlError{
                Usage,
                QCoreApplication::translate("sandmanctl", "checkpoint takes --name or --list, not both")};
        return list(context);
    }
    CheckpointClient checkpoints(context.client());
    const CheckpointInfo made = await(checkpoints.create(parser.value(QStringLiteral("name"))));
    if (context.options().json())
        Context::outJson(checkpointJson(made));
    else
        Context::outLine(made.id);
    if (made.failed)
        throw CtlError{
            Failed, QCoreApplication::translate("sandmanctl", "the checkpoint failed: %1").arg(made.error)};
    return Ok;
}

int CheckpointVerbs::diff(Context &context, const QCommandLineParser &parser, const QStringList &arguments)
{
    const QString id = idArgument(arguments.first());
    // Two checkpoints: what differs from the first to the second (a path of digits only is
    // written ./7 to be taken as a path).
    const bool between = arguments.size() > 1 && isCheckpointId(id) && isCheckpointId(arguments.at(1));
    const QStringList only = arguments.mid(between ? 2 : 1);
    const bool stat = parser.isSet(QStringLiteral("stat"));
    const bool patch = parser.isSet(QStringLiteral("patch"));
    if (stat && patch)
        throw CtlError{Usage,
                       QCoreApplication::translate("sandmanctl", "diff takes --stat or --patch, not both")};
    CheckpointClient checkpoints(context.client());
    ChangeSetInfo changes;
    QString from; // a checkpoint's diff: from the checkpoint before it
    QString to = id;
    if (between) {
        from = id;
        to = arguments.at(1);
        changes = await(checkpoints.changesBetween(from, to));
    } else if (isCheckpointId(id)) {
        changes = await(checkpoints.checkpointChanges(id));
        const CheckpointClient::Listing listing = await(checkpoints.list()); // newest first
        for (int i = 0; i + 1 < listing.checkpoints.size(); ++i) {
            if (listing.checkpoints.at(i).id == id)
                from = listing.checkpoints.at(i + 1).id;
        }
    } else {
        changes = await(checkpoints.commandChanges(id));
    }
    if (!only.isEmpty()) {
        QList<ChangeSetInfo::Change> kept;
        for (const ChangeSetInfo::Change &change : changes.changes) {
            for (const QString &path : only) {
                const QString clean = QDir::cleanPath(path);
                const QString prefix = clean.endsWith(QLatin1Char('/')) ? clean : clean + QLatin1Char('/');
                if (change.path == clean || change.path.startsWith(prefix)) {
                    kept.append(change);
                    break;
                }
            }
        }
        changes.changes = kept;
    }
    const bool command = !between && !isCheckpointId(id);
    // Each path's diff; a checkpoint with none before it (the baseline) has only its list.
    QList<FileDiff> diffs;
    if (!stat && (!from.isEmpty() || command)) {
        for (const ChangeSetInfo::Change &change : changes.changes) {
            if (change.after.value(QStringLiteral("type")).toString() == QLatin1String("directory")
                || (change.after.isEmpty()
                    && change.before.value(QStringLiteral("type")).toString() == QLatin1String("directory")))
                continue; // a folder has no text to diff
            diffs.append(await(command ? checkpoints.commandDiff(id, change.pathBytes)
                                       : checkpoints.diff(from, to, change.pathBytes)));
        }
    }
    if (context.options().json()) {
        QJsonArray files;
        for (const FileDiff &diff : diffs)
            files.append(fileDiffJson(diff));
        QJsonObject json{{QStringLiteral("changes"), changesJson(changes.changes)},
                         {QStringLiteral("summarised"), changes.summarised},
                         {QStringLiteral("total"), changes.total}};
        if (!stat)
            json.insert(QStringLiteral("diffs"), files);
        if (between) {
            json.insert(QStringLiteral("fromCheckpoint"), from);
            json.insert(QStringLiteral("toCheckpoint"), to);
        } else if (command) {
            json.insert(QStringLiteral("commandId"), id);
        } else {
            json.insert(QStringLiteral("checkpointId"), id);
        }
        Context::outJson(json);
        return Ok;
    }
    if (!patch) {
        Context::out(changeLines(changes.changes).toUtf8());
        if (changes.summarised)
            Context::err(QCoreApplication::translate(
                             "sandmanctl", "sandmanctl: %1 changes in all; the first %2 are listed\n")
                             .arg(changes.total)
                             .arg(changes.changes.size())
                             .toUtf8());
    }
    if (stat)
        return Ok;
    QString text;
    for (const FileDiff &diff : diffs)
        text += unifiedText(diff);
    if (!patch && !text.isEmpty())
        text.prepend(QLatin1Char('\n'));
    Context::out(text.toUtf8());
    return Ok;
}

int CheckpointVerbs::restore(Context &context, const QCommandLineParser &parser, const QStringList &arguments)
{
    const QString id = idArgument(arguments.first());
    const bool yes = parser.isSet(QStringLiteral("yes"));
    if (yes && parser.isSet(QStringLiteral("preview")))
        throw CtlError{
            Usage, QCoreApplication::translate("sandmanctl", "restore takes --yes or --preview, not both")};
    CheckpointClient checkpoints(context.client());
    CheckpointClient::RestoreRequest request;
    (isCheckpointId(id) ? request.checkpointId : request.commandId) = id;
    request.paths = pathBytes(arguments.mid(1));
    request.preview = true;
    const RestoreOutcome preview = await(checkpoints.restore(request));
    const bool json = context.options().json();
    if (preview.changes.isEmpty()) {
        if (json)
            Context::outJson(
                QJsonObject{{QStringLiteral("preview"), !yes}, {QStringLiteral("changes"), QJsonArray()}});
        else
            Context::err(QCoreApplication::translate(
                             "sandmanctl", "sandmanctl: nothing to restore: the files are as they were\n")
                             .toUtf8());
        return Ok;
    }
    if (!yes) {
        if (json)
            Context::outJson(QJsonObject{{QStringLiteral("preview"), true},
                                         {QStringLiteral("previewToken"), preview.previewToken},
                                         {QStringLiteral("changes"), changesJson(preview.changes)}});
        else
            Context::out(changeLines(preview.changes).toUtf8());
        const bool ask = !parser.isSet(QStringLiteral("preview")) && !json && ::isatty(STDIN_FILENO)
            && ::isatty(STDERR_FILENO);
        if (!ask
            || !confirm(QCoreApplication::translate("sandmanctl", "Restore what is listed above? [y/N] "))) {
            if (!parser.isSet(QStringLiteral("preview")) && !json)
                Context::err(QCoreApplication::translate(
                                 "sandmanctl", "sandmanctl: nothing restored (give --yes to restore)\n")
                                 .toUtf8());
            return Ok;
        }
    }
    // With the preview's token: a file that changed since it was shown is asked about again.
    request.preview = false;
    request.previewToken = preview.previewToken;
    const RestoreOutcome done = await(checkpoints.restore(request));
    if (json) {
        QJsonObject answer{{QStringLiteral("preview"), false},
                           {QStringLiteral("changes"), changesJson(done.changes)},
                           {QStringLiteral("errors"), QJsonArray::fromStringList(done.errors)}};
        if (!done.checkpoint.id.isEmpty())
            answer.insert(QStringLiteral("checkpoint"), checkpointJson(done.checkpoint));
        Context::outJson(answer);
    } else {
        if (yes)
            Context::out(changeLines(done.changes).toUtf8());
        // The checkpoint the preview was taken against is the workspace as it was just before.
        if (!preview.previewToken.isEmpty())
            Context::err(QCoreApplication::translate(
                             "sandmanctl",
                             "sandmanctl: restored; checkpoint %1 is how it was before (sandmanctl restore "
                             "%1 goes back)\n")
                             .arg(preview.previewToken)
                             .toUtf8());
    }
    for (const QString &error : done.errors)
        Context::err(QStringLiteral("sandmanctl: %1\n").arg(error).toUtf8());
    if (!done.errors.isEmpty())
        throw CtlError{Failed,
                       QCoreApplication::translate("sandmanctl", "%1 of the paths could not be restored")
                           .arg(done.errors.size())};
    return Ok;
}

} // namespace sandman::ctl
