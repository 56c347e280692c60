// SPDX-License-Identifier: Apache-2.0
// Checkpoints through CheckpointClient over every transport (ClientFixture): change sets of
// commands and of a background process, diffs, undo of a command with a preview and its token,
// a whole-workspace restore that round-trips byte-exactly, symlink escapes refused, retention
// settings, and the feed's checkpoint events.
#include "CheckpointTestTree.h"
#include "CheckpointsReady.h"
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/CheckpointClient.h"
#include "client/EventSubscription.h"

#include <QtTest>

#include <memory>

using namespace sandman;
using namespace sandman::test;

class TestCheckpointsClient : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<ClientFixture> m_fx;
    std::unique_ptr<CheckpointClient> m_checkpoints;
    EventSubscription *m_feed = nullptr;
    QList<QJsonObject> m_events;

    QByteArray at(const QByteArray &relative) const
    {
        return QFile::encodeName(m_fx->workspace()) + '/' + relative;
    }
    ExecResult run(const QString &command)
    {
        const ExecResult result = resultOf(m_fx->client()->exec(command));
        if (!result.success)
            qWarning("%s: %s", qPrintable(command), result.stderrData.constData());
        return result;
    }
    // The feed's checkpoint_created event of the command last run with this text.
    QJsonObject afterCheckpointOf(const QString &command)
    {
        QJsonObject found;
        waitUntil(
            [&] {
                for (auto it = m_events.crbegin(); it != m_events.crend(); ++it) {
                    if (it->value(QStringLiteral("type")) == QLatin1String("checkpoint_created")
                        && it->value(QStringLiteral("reason")) == QLatin1String("after-command")
                        && it->value(QStringLiteral("command")) == command) {
                        found = *it;
                        return true;
                    }
                }
                return false;
            },
            10000);
        return found;
    }
    QString commandIdOf(const QString &command)
    {
        return afterCheckpointOf(command).value(QStringLiteral("commandId")).toString();
    }
    static QMap<QString, QString> kinds(const QList<ChangeSetInfo::Change> &changes)
    {
        QMap<QString, QString> result;
        for (const ChangeSetInfo::Change &change : changes)
            result.insert(change.path, change.kind);
        return result;
    }
    template<typename T> QString errorOf(const QFuture<T> &future)
    {
        if (!waitFor(future, 60000))
            return QStringLiteral("TIMEOUT");
        const auto error = failureOf(future);
        return error ? errorCodeName(error->code) : QStringLiteral("OK");
    }

private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
        m_checkpoints = std::make_unique<CheckpointClient>(m_fx->client());
        m_events.clear();
        m_feed = m_fx->client()->subscribeEvents(0);
        connect(m_feed, &EventSubscription::eventReceived, this,
                [this](const QJsonObject &event) { m_events.append(event); });
        QVERIFY(checkpointsReady(*m_checkpoints));
    }
    void cleanup()
    {
        delete m_feed;
        m_feed = nullptr;
        m_checkpoints.reset();
        m_fx.reset();
    }

    void changeSetOfCommands()
    {
        const QString first
            = QStringLiteral("mkdir -p d/empty && echo hi > d/a.txt && echo x > x.txt && echo y > y.txt");
        const ExecResult firstResult = run(first);
        QVERIFY(firstResult.success);
        const QString firstId = commandIdOf(first);
        QVERIFY(!firstId.isEmpty());
        // The exec response names the command as the feed does: how the Log pane finds it.
        QCOMPARE(firstResult.commandId, firstId);
        ChangeSetInfo changes = resultOf(m_checkpoints->commandChanges(firstId));
        QCOMPARE(changes.command, first);
        QCOMPARE(changes.sessionId, QStringLiteral("default"));
        QCOMPARE(kinds(changes.changes),
                 (QMap<QString, QString>{{QStringLiteral("d"), QStringLiteral("created")},
                                         {QStringLiteral("d/empty"), QStringLiteral("created")},
                                         {QStringLiteral("d/a.txt"), QStringLiteral("created")},
                                         {QStringLiteral("x.txt"), QStringLiteral("created")},
                                         {QStringLiteral("y.txt"), QStringLiteral("created")}}));

        const QString second = QStringLiteral("echo more >> d/a.txt; rm x.txt; mv y.txt z.txt");
        QVERIFY(run(second).success);
        const QString secondId = commandIdOf(second);
        changes = resultOf(m_checkpoints->commandChanges(secondId));
        QCOMPARE(kinds(changes.changes),
                 (QMap<QString, QString>{{QStringLiteral("d/a.txt"), QStringLiteral("modified")},
                                         {QStringLiteral("x.txt"), QStringLiteral("deleted")},
                                         {QStringLiteral("z.txt"), QStringLiteral("renamed")}}));
        QCOMPARE(changes.created + changes.modified + changes.deleted + changes.renamed, 3);

        const FileDiff diff = resultOf(m_checkpoints->commandDiff(secondId, "d/a.txt"));
        QCOMPARE(diff.kind, QStringLiteral("modified"));
        QVERIFY(!diff.binary);
        QCOMPARE(diff.unified, QStringLiteral("@@ -1,1 +1,2 @@\n hi\n+more\n"));

        // A command that changes nothing has an empty change set (and no checkpoint after it).
        QVERIFY(run(QStringLiteral("true")).success);
        QCOMPARE(errorOf(m_checkpoints->commandChanges(QStringLiteral("cmd-does-not-exist"))),
                 QStringLiteral("FILE_NOT_FOUND"));
    }

    void backgroundProcessChanges()
    {
        resultOf(m_fx->client()->startProcess(QStringLiteral("echo bg > from-process.txt")));
        // Changes no command made become a checkpoint of their own once the workspace is quiet.
        QVERIFY(waitUntil(
            [this] {
                for (const QJsonObject &event : m_events) {
                    if (event.value(QStringLiteral("reason")) == QLatin1String("outside-commands")
                        && event.value(QStringLiteral("changes"))
                                .toObject()
                                .value(QStringLiteral("created"))
                                .toInt()
                            == 1)
                        return true;
                }
                return false;
            },
            15000));
    }

    void undoCommandWithPreview()
    {
        QVERIFY(run(QStringLiteral("printf 'v1\\n' > keep.txt; printf 'v1\\n' > other.txt")).success);
        const QString bad
            = QStringLiteral("printf 'broken\\n' > keep.txt; rm other.txt; echo junk > junk.txt");
        QVERIFY(run(bad).success);
        const QString badId = commandIdOf(bad);
        CheckpointClient::RestoreRequest request;
        request.commandId = badId;
        request.preview = true;
        const RestoreOutcome preview = resultOf(m_checkpoints->restore(request));
        QVERIFY(preview.preview);
        QVERIFY(!preview.previewToken.isEmpty());
        QCOMPARE(kinds(preview.changes).keys(),
                 (QStringList{QStringLiteral("junk.txt"), QStringLiteral("keep.txt"),
                              QStringLiteral("other.txt")}));
        QCOMPARE(CheckpointTestTree::read(at("keep.txt")),
                 QByteArray("broken\n")); // a preview changes nothing

        // A file of the preview changed meanwhile: asked again.
        QVERIFY(run(QStringLiteral("echo later >> keep.txt")).success);
        request.preview = false;
        request.previewToken = preview.previewToken;
        QCOMPARE(errorOf(m_checkpoints->restore(request)), QStringLiteral("RESOURCE_BUSY"));

        request.preview = true;
        request.previewToken.clear();
        request.previewToken = resultOf(m_checkpoints->restore(request)).previewToken;
        request.preview = false;
        const RestoreOutcome done = resultOf(m_checkpoints->restore(request));
        QVERIFY2(done.errors.isEmpty(), qPrintable(done.errors.join(QLatin1Char('\n'))));
        QCOMPARE(CheckpointTestTree::read(at("keep.txt")), QByteArray("v1\n"));
        QCOMPARE(CheckpointTestTree::read(at("other.txt")), QByteArray("v1\n"));
        QVERIFY(!QFile::exists(QFile::decodeName(at("junk.txt"))));
        QCOMPARE(done.checkpoint.reason, QStringLiteral("restore"));
        QVERIFY(waitUntil([this] {
            return std::any_of(m_events.cbegin(), m_events.cend(), [](const QJsonObject &event) {
                return event.value(QStringLiteral("type")) == QLatin1String("checkpoint_restored");
            });
        }));
    }

    void wholeWorkspaceRoundTrip()
    {
        QVERIFY(run(QStringLiteral(
                        "mkdir -p tree/empty && printf '#!/bin/sh\\n' > tree/run.sh && chmod 755 tree/run.sh"
                        " && printf 'secret' > tree/key && chmod 600 tree/key && ln -s tree/run.sh link"
                        " && printf 'raw' > \"$(printf 'caf\\351')\""))
                    .success);
        const CheckpointInfo named = resultOf(m_checkpoints->create(QStringLiteral("before the storm")));
        QCOMPARE(named.name, QStringLiteral("before the storm"));
        QCOMPARE(named.reason, QStringLiteral("manual"));
        const QMap<QByteArray, QByteArray> original
            = CheckpointTestTree::describe(QFile::encodeName(m_fx->workspace()));
        QVERIFY(original.contains("caf\xe9"));
        QVERIFY(
            run(QStringLiteral("rm -rf tree link \"$(printf 'caf\\351')\" && mkdir link && echo x > link/y"))
                .success);
        CheckpointClient::RestoreRequest request;
        request.checkpointId = named.id;
        const RestoreOutcome done = resultOf(m_checkpoints->restore(request));
        QVERIFY2(done.errors.isEmpty(), qPrintable(done.errors.join(QLatin1Char('\n'))));
        QCOMPARE(CheckpointTestTree::describe(QFile::encodeName(m_fx->workspace())), original);

        // One file, named by its bytes.
        QVERIFY(run(QStringLiteral("printf 'changed' > \"$(printf 'caf\\351')\"")).success);
        request.paths = {QByteArray("caf\xe9")};
        QVERIFY(resultOf(m_checkpoints->restore(request)).errors.isEmpty());
        QCOMPARE(CheckpointTestTree::read(at("caf\xe9")), QByteArray("raw"));
        CheckpointTestTree::removeRaw(at("caf\xe9"));
    }

    void symlinkEscapeRefused()
    {
        QTemporaryDir outside;
        QVERIFY(run(QStringLiteral("mkdir d && echo precious > d/f.txt")).success);
        const CheckpointInfo checkpoint = resultOf(m_checkpoints->create());
        QVERIFY(run(QStringLiteral("rm -r d && ln -s '%1' d").arg(outside.path())).success);
        CheckpointClient::RestoreRequest request;
        request.checkpointId = checkpoint.id;
        request.paths = {"d/f.txt"};
        const RestoreOutcome refused = resultOf(m_checkpoints->restore(request));
        QCOMPARE(refused.errors.size(), 1);
        QVERIFY(!QFile::exists(outside.filePath(QStringLiteral("f.txt"))));
        // A path outside the workspace is not even a question.
        request.paths = {"../escape"};
        QCOMPARE(errorOf(m_checkpoints->restore(request)), QStringLiteral("VALIDATION_FAILED"));
    }

    void retentionSettings()
    {
        const QJsonObject status = resultOf(m_checkpoints->configure({{QStringLiteral("maxCount"), 2}}));
        QCOMPARE(status.value(QStringLiteral("maxCount")).toInt(), 2);
        for (int i = 0; i < 4; ++i)
            QVERIFY(run(QStringLiteral("echo %1 > f.txt").arg(i)).success);
        const CheckpointClient::Listing listing = resultOf(m_checkpoints->list());
        QCOMPARE(listing.checkpoints.size(), 2);
        QVERIFY(listing.status.value(QStringLiteral("storeBytes")).toInteger() > 0);
        QCOMPARE(errorOf(m_checkpoints->configure({{QStringLiteral("maxCount"), -1}})),
                 QStringLiteral("VALIDATION_FAILED"));
        QCOMPARE(errorOf(m_checkpoints->configure(
                     {{QStringLiteral("excludes"), QJsonArray{QStringLiteral("!x")}}})),
                 QStringLiteral("VALIDATION_FAILED"));
        // Excluded: not in change sets.
        QVERIFY(resultOf(m_checkpoints->configure(
                             {{QStringLiteral("excludes"), QJsonArray{QStringLiteral("*.tmp")}}}))
                    .value(QStringLiteral("excludes"))
                    .toArray()
                    .contains(QStringLiteral("*.tmp")));
        const QString command = QStringLiteral("echo a > a.tmp; echo b > b.txt");
        QVERIFY(run(command).success);
        const ChangeSetInfo changes = resultOf(m_checkpoints->commandChanges(commandIdOf(command)));
        QCOMPARE(kinds(changes.changes).keys(), QStringList{QStringLiteral("b.txt")});
    }
};

QTEST_GUILESS_MAIN(TestCheckpointsClient)
#include "tst_checkpoints_client.moc"
