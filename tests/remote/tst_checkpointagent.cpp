// SPDX-License-Identifier: Apache-2.0
// Checkpoints of a real sandman-agent outlive it: after a SIGKILL the next agent still has the
// earlier command's change set and can undo it byte for byte, records what changed while no
// agent ran as a checkpoint of its own, and gives new commands ids the old ones do not have.
#include "AgentProcess.h"
#include "CheckpointsReady.h"
#include "FutureWait.h"
#include "client/CheckpointClient.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"

#include <QDir>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <memory>
#include <sys/stat.h>

using namespace sandman;
using namespace sandman::test;

class TestCheckpointAgent : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_tokenFile;
    const QByteArray m_token = "checkpoint-agent-test-token-0123456789";

    QString root() const { return m_dir.filePath(QStringLiteral("root")); }
    QStringList arguments() const
    {
        return AgentProcess::loopbackArguments(m_tokenFile, root())
            << QStringLiteral("--state-file") << m_dir.filePath(QStringLiteral("state/sessions.json"));
    }
    std::unique_ptr<WebSocketTransport> connectTo(const QUrl &url)
    {
        WebSocketTransport::Options options;
        options.token = m_token;
        auto transport = std::make_unique<WebSocketTransport>(url, options);
        transport->open();
        return transport;
    }
    // An agent on root(), connected, its checkpoints ready.
    struct Serving {
        AgentProcess agent;
        std::unique_ptr<WebSocketTransport> transport;
        std::unique_ptr<SandboxClient> client;
        std::unique_ptr<CheckpointClient> checkpoints;
        bool kill()
        {
            ::kill(pid_t(agent.processId()), SIGKILL);
            return agent.waitForFinished(5000);
        }
    };
    std::unique_ptr<Serving> serve()
    {
        auto serving = std::make_unique<Serving>();
        QByteArray output;
        if (!serving->agent.startServing(arguments(), &output)) {
            qWarning("%s", output.constData());
            return nullptr;
        }
        serving->transport = connectTo(serving->agent.url());
        serving->client = std::make_unique<SandboxClient>(serving->transport.get());
        serving->checkpoints = std::make_unique<CheckpointClient>(serving->client.get());
        return checkpointsReady(*serving->checkpoints) ? std::move(serving) : nullptr;
    }
    QByteArray read(const QString &relative) const
    {
        QFile file(root() + QLatin1Char('/') + relative);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
    }

private slots:
    void initTestCase()
    {
        if (!AgentProcess::isBuilt())
            QSKIP("sandman-agent is not built");
        QVERIFY(m_dir.isValid());
        QVERIFY(QDir().mkpath(root()));
        m_tokenFile = m_dir.filePath(QStringLiteral("token"));
        QVERIFY(AgentProcess::writeTokenFile(m_tokenFile, m_token));
    }

    void undoAfterTheAgentWasKilled()
    {
        QFile original(root() + QStringLiteral("/app.py"));
        QVERIFY(original.open(QIODevice::WriteOnly));
        original.write("timeout = 30\n");
        original.close();

        QString commandId;
        quint64 commandNumber = 0;
        {
            auto agent = std::make_unique<AgentProcess>();
            QByteArray output;
            QVERIFY2(agent->startServing(arguments(), &output), output.constData());
            auto transport = connectTo(agent->url());
            SandboxClient client(transport.get());
            CheckpointClient checkpoints(&client);
            QVERIFY(checkpointsReady(checkpoints));
            QCOMPARE(
                resultOf(client.exec(QStringLiteral("echo 'timeout = 60' > app.py; rm -f gone; echo new > "
                                                    "made.txt")))
                    .exitCode,
                0);
            // The command's id, from its checkpoint (the feed is not needed for that).
            QVERIFY(waitUntil(
                [&] {
                    const auto listing = checkpoints.list();
                    if (!waitFor(listing) || failureOf(listing))
                        return false;
                    for (const CheckpointInfo &checkpoint : listing.result().checkpoints) {
                        if (checkpoint.reason == QLatin1String("after-command")) {
                            commandId = checkpoint.commandId;
                            return true;
                        }
                    }
                    return false;
                },
                10000));
            commandNumber = commandId.mid(4).toULongLong();
            QVERIFY(commandNumber > 0);
            ::kill(pid_t(agent->processId()), SIGKILL);
            QVERIFY(agent->waitForFinished(5000));
        }
        // While no agent runs, someone edits a file.
        QFile away(root() + QStringLiteral("/while-away.txt"));
        QVERIFY(away.open(QIODevice::WriteOnly));
        away.write("x");
        away.close();

        AgentProcess agent;
        QByteArray output;
        QVERIFY2(agent.startServing(arguments(), &output), output.constData());
        auto transport = connectTo(agent.url());
        SandboxClient client(transport.get());
        CheckpointClient checkpoints(&client);
        QVERIFY(checkpointsReady(checkpoints));
        const ChangeSetInfo changes = resultOf(checkpoints.commandChanges(commandId));
        QCOMPARE(changes.total, 2);
        const CheckpointClient::Listing listing = resultOf(checkpoints.list());
        QVERIFY(!listing.checkpoints.isEmpty());
        QCOMPARE(listing.checkpoints.first().reason, QStringLiteral("outside-commands")); // newest first
        QCOMPARE(listing.checkpoints.first().name, QStringLiteral("Changes while the agent was stopped"));

        CheckpointClient::RestoreRequest undo;
        undo.commandId = commandId;
        undo.preview = true;
        const RestoreOutcome preview = resultOf(checkpoints.restore(undo));
        QVERIFY(!preview.previewToken.isEmpty());
        undo.preview = false;
        undo.previewToken = preview.previewToken;
        const RestoreOutcome done = resultOf(checkpoints.restore(undo));
        QVERIFY2(done.errors.isEmpty(), qPrintable(done.errors.join(QLatin1Char('\n'))));
        QCOMPARE(read(QStringLiteral("app.py")), QByteArray("timeout = 30\n"));
        QVERIFY(!QFile::exists(root() + QStringLiteral("/made.txt")));
        QCOMPARE(read(QStringLiteral("while-away.txt")), QByteArray("x")); // not the command's doing

        // New commands get new ids: the old one still names the old command.
        QCOMPARE(resultOf(client.exec(QStringLiteral("echo later > later.txt"))).exitCode, 0);
        QVERIFY(waitUntil(
            [&] {
                const auto again = checkpoints.list();
                if (!waitFor(again) || failureOf(again))
                    return false;
                for (const CheckpointInfo &checkpoint : again.result().checkpoints) {
                    if (checkpoint.reason == QLatin1String("after-command")
                        && checkpoint.commandId != commandId)
                        return checkpoint.commandId.mid(4).toULongLong() > commandNumber;
                }
                return false;
            },
            10000));
        QCOMPARE(resultOf(checkpoints.commandChanges(commandId)).command, changes.command);
    }

    // Retention, quota and excludes set by a client are the next agent's too (settings.json
    // beside the store, 0600); a damaged settings file is reported and the defaults serve.
    void settingsOutliveTheAgent()
    {
        auto first = serve();
        QVERIFY(first);
        const QJsonObject set = resultOf(first->checkpoints->configure(
            {{QStringLiteral("maxCount"), 7},
             {QStringLiteral("maxAgeSeconds"), 3600},
             {QStringLiteral("quotaBytes"), 500000000},
             {QStringLiteral("excludes"), QJsonArray{QStringLiteral("*.tmp"), QStringLiteral("cache/")}}}));
        QVERIFY(!set.contains(QStringLiteral("settingsError")));
        const QString settingsFile
            = set.value(QStringLiteral("storeDirectory")).toString() + QStringLiteral("/settings.json");
        QVERIFY(first->kill());
        struct stat info {
        };
        QCOMPARE(::stat(QFile::encodeName(settingsFile).constData(), &info), 0);
        QCOMPARE(info.st_mode & 0777, 0600u);

        auto second = serve();
        QVERIFY(second);
        QJsonObject status = resultOf(second->checkpoints->list()).status;
        QCOMPARE(status.value(QStringLiteral("maxCount")).toInt(), 7);
        QCOMPARE(status.value(QStringLiteral("maxAgeSeconds")).toInteger(), 3600);
        QCOMPARE(status.value(QStringLiteral("quotaBytes")).toInteger(), 500000000);
        QCOMPARE(status.value(QStringLiteral("excludes")).toArray(),
                 (QJsonArray{QStringLiteral("*.tmp"), QStringLiteral("cache/")}));
        // The excludes act: the command's change set has b.txt only.
        const QString command
            = QStringLiteral("echo a > a.tmp; mkdir -p cache; echo c > cache/c; echo b > b.txt");
        QCOMPARE(resultOf(second->client->exec(command)).exitCode, 0);
        QString commandId;
        QVERIFY(waitUntil(
            [&] {
                const auto listing = second->checkpoints->list();
                if (!waitFor(listing) || failureOf(listing))
                    return false;
                for (const CheckpointInfo &checkpoint : listing.result().checkpoints) {
                    if (checkpoint.command == command)
                        commandId = checkpoint.commandId;
                }
                return !commandId.isEmpty();
            },
            10000));
        const ChangeSetInfo changes = resultOf(second->checkpoints->commandChanges(commandId));
        QCOMPARE(changes.total, 1);
        QCOMPARE(changes.changes.first().path, QStringLiteral("b.txt"));
        QVERIFY(second->kill());

        QFile damaged(settingsFile);
        QVERIFY(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
        damaged.write("{\"maxCount\": 7, \"exclu");
        damaged.close();
        auto third = serve();
        QVERIFY(third);
        status = resultOf(third->checkpoints->list()).status;
        QCOMPARE(status.value(QStringLiteral("maxCount")).toInt(), 500);
        const QString error = status.value(QStringLiteral("settingsError")).toString();
        QVERIFY2(error.contains(QStringLiteral("settings.json")), qPrintable(error));
    }
};

QTEST_MAIN(TestCheckpointAgent)
#include "tst_checkpointagent.moc"
