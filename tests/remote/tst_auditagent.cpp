// SPDX-License-Identifier: Apache-2.0
// The audit trail of a real sandman-agent: what ran survives the agent being killed outright
// (SIGKILL) and is there for a client that connects to the next agent; the chain verifies
// across the restart; a last file damaged while the agent was down is reported on the feed
// (audit_warning), kept, and the agent goes on serving and recording in a new file.
#include "AgentServing.h"
#include "FutureWait.h"
#include "client/AuditClient.h"
#include "client/EventSubscription.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace sandman;
using namespace sandman::test;

class TestAuditAgent : public QObject
{
    Q_OBJECT

    QString m_agent;
    QTemporaryDir m_dir;
    QString m_tokenFile;
    const QByteArray m_token = "audit-agent-test-token-0123456789";

    std::unique_ptr<QProcess> startAgent(QUrl *url)
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        const quint16 port = probe.serverPort();
        probe.close();
        auto process = std::make_unique<QProcess>();
        process->setProgram(m_agent);
        process->setArguments({QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(port),
                               QStringLiteral("--token-file"), m_tokenFile, QStringLiteral("--root"),
                               m_dir.filePath(QStringLiteral("root")), QStringLiteral("--audit-dir"),
                               auditDir()});
        process->start();
        if (!process->waitForStarted(5000))
            return nullptr;
        QByteArray out;
        *url = waitForServing(process.get(), &out);
        if (!url->isValid()) {
            qWarning("agent did not start: %s %s", out.constData(),
                     process->readAllStandardError().constData());
            return nullptr;
        }
        return process;
    }

    std::unique_ptr<WebSocketTransport> connectTo(const QUrl &url)
    {
        WebSocketTransport::Options options;
        options.token = m_token;
        auto transport = std::make_unique<WebSocketTransport>(url, options);
        transport->open();
        return transport;
    }

    QString auditDir() const { return m_dir.filePath(QStringLiteral("audit")); }

private slots:
    void initTestCase()
    {
        m_agent = qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-agent");
        if (!QFile::exists(m_agent))
            QSKIP("sandman-agent is not built");
        QVERIFY(m_dir.isValid());
        m_tokenFile = m_dir.filePath(QStringLiteral("token"));
        QFile file(m_tokenFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(m_token + "\n");
    }

    void survivesSigkillAndShowsHistoryToALaterClient()
    {
        QUrl url;
        std::unique_ptr<QProcess> agent = startAgent(&url);
        QVERIFY(agent);
        {
            auto transport = connectTo(url);
            SandboxClient client(transport.get());
            for (int i = 0; i < 5; ++i)
                QCOMPARE(resultOf(client.exec(QStringLiteral("echo before-kill-%1").arg(i))).exitCode, 0);
            QCOMPARE(resultOf(client.exec(QStringLiteral("false # before-kill-last"))).exitCode, 1);
            // Written by the recorder's thread a moment after the events: on disk before the kill.
            AuditClient audit(&client);
            AuditQuery last;
            last.text = QStringLiteral("before-kill-last");
            last.types = {QStringLiteral("command_finished")};
            QVERIFY(waitUntil([&] { return resultOf(audit.search(last)).matched == 1; }, 5000));
        }
        ::kill(pid_t(agent->processId()), SIGKILL);
        QVERIFY(agent->waitForFinished(5000));

        agent = startAgent(&url);
        QVERIFY(agent);
        auto transport = connectTo(url);
        SandboxClient client(transport.get());
        AuditClient audit(&client);
        AuditQuery query;
        query.text = QStringLiteral("before-kill");
        query.types = {QStringLiteral("command_finished")};
        const AuditSearchResult found = resultOf(audit.search(query));
        QCOMPARE(found.matched, 6);
        QCOMPARE(found.records.last().value(QStringLiteral("exitCode")).toInt(), 1);
        query.exitCode = 1;
        QCOMPARE(resultOf(audit.search(query)).matched, 1);
        const AuditVerifyResult verified = resultOf(audit.verify());
        QVERIFY2(verified.ok, qPrintable(verified.reason));
        QCOMPARE(verified.chainStarts, 0); // the killed agent left whole records
        const QJsonObject status = resultOf(audit.status());
        QVERIFY(status.value(QStringLiteral("recording")).toBool());
        agent->terminate();
        QVERIFY(agent->waitForFinished(10000));
    }

    void damagedFileIsReportedAndKept()
    {
        const QStringList files
            = QDir(auditDir()).entryList({QStringLiteral("audit-*.jsonl")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        const QString last = QDir(auditDir()).filePath(files.last());
        QFile file(last);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray data = file.readAll();
        data.chop(5);
        QVERIFY(file.resize(0));
        file.write(data);
        file.close();

        QUrl url;
        std::unique_ptr<QProcess> agent = startAgent(&url);
        QVERIFY(agent);
        auto transport = connectTo(url);
        SandboxClient client(transport.get());
        EventSubscription *events = client.subscribeEvents(0);
        QList<QJsonObject> warnings;
        connect(events, &EventSubscription::eventReceived, this, [&](const QJsonObject &event) {
            if (event.value(QStringLiteral("type")) == QLatin1String("audit_warning"))
                warnings.append(event);
        });
        QVERIFY(waitUntil([&] { return !warnings.isEmpty(); }, 10000));
        QVERIFY(warnings[0].value(QStringLiteral("message")).toString().contains(files.last()));
        QCOMPARE(resultOf(client.exec(QStringLiteral("echo after-damage"))).exitCode, 0);
        QFile kept(last);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), data);
        AuditClient audit(&client);
        AuditQuery query;
        query.text = QStringLiteral("after-damage");
        QVERIFY(resultOf(audit.search(query)).matched >= 1);
        const AuditVerifyResult verified = resultOf(audit.verify());
        QVERIFY(!verified.ok);
        QCOMPARE(verified.brokenFile, files.last());
        agent->terminate();
        QVERIFY(agent->waitForFinished(10000));
    }
};

QTEST_GUILESS_MAIN(TestAuditAgent)
#include "tst_auditagent.moc"
