// SPDX-License-Identifier: Apache-2.0
// The audit trail (engine/audit): records chained by hash in 0600 files, rotation, a damaged
// last file kept and a new chain started, verification finding a flipped byte or a removed
// record, a full disk stopping the recording (not the agent), search by each criterion and
// export as JSON lines and CSV — also through the routes and AuditClient.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/AuditClient.h"
#include "engine/audit/AuditChain.h"
#include "engine/audit/AuditExport.h"
#include "engine/audit/AuditIndex.h"
#include "engine/audit/AuditLog.h"
#include "engine/audit/AuditRecorder.h"
#include "engine/audit/AuditSearch.h"
#include "engine/audit/AuditVerifier.h"
#include "engine/events/EventFeed.h"
#include "server/SandboxHost.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

using namespace sandman;
using namespace sandman::test;

namespace {

QJsonObject commandEvent(const QString &type, int n, const QString &session, const QString &client,
                         const QString &command, int exitCode, const QString &time)
{
    QJsonObject event{{QStringLiteral("type"), type},
                      {QStringLiteral("seq"), n},
                      {QStringLiteral("sessionId"), session},
                      {QStringLiteral("clientId"), client},
                      {QStringLiteral("commandId"), QStringLiteral("cmd-%1").arg(n)},
                      {QStringLiteral("timestamp"), time}};
    if (!command.isEmpty())
        event.insert(QStringLiteral("command"), command);
    if (exitCode >= 0)
        event.insert(QStringLiteral("exitCode"), exitCode);
    return event;
}

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &data)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(data);
}

// A trail of n finished commands, alternating sessions s1/s2, exit code i % 3, one second apart.
void writeTrail(const QString &dir, int n, qint64 maxFileBytes = 16 * 1024 * 1024)
{
    AuditOptions options;
    options.dir = dir;
    options.maxFileBytes = maxFileBytes;
    AuditLog log(options);
    QStringList warnings;
    QVERIFY(log.open(&warnings));
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    const QDateTime start
        = QDateTime::fromString(QStringLiteral("2026-03-01T10:00:00.000Z"), Qt::ISODateWithMs);
    for (int i = 1; i <= n; ++i)
        QVERIFY(log.append(commandEvent(
            QStringLiteral("command_finished"), i, i % 2 ? QStringLiteral("s1") : QStringLiteral("s2"),
            i % 5 ? QStringLiteral("ws-1") : QStringLiteral("http-7 curl/8.1"),
            QStringLiteral("echo \"run %1\"").arg(i), i % 3, start.addSecs(i).toString(Qt::ISODateWithMs))));
}

} // namespace

class TestAuditTrail : public QObject
{
    Q_OBJECT

    std::unique_ptr<ClientFixture> m_fx;

private slots:
    void chainSealsAndOpens()
    {
        QByteArray hash;
        const QByteArray line = AuditChain::seal({{QStringLiteral("type"), QStringLiteral("x")},
                                                  {QStringLiteral("command"), QStringLiteral("a\"b\nc")}},
                                                 AuditChain::genesis(), &hash);
        QVERIFY(line.endsWith("\"}\n"));
        const AuditChain::Opened opened = AuditChain::open(line.chopped(1));
        QVERIFY2(opened.ok, qPrintable(opened.error));
        QCOMPARE(opened.hash, hash);
        QCOMPARE(opened.prev, AuditChain::genesis());
        QCOMPARE(AuditChain::eventOf(opened.body).value(QStringLiteral("command")).toString(),
                 QStringLiteral("a\"b\nc"));
        QVERIFY(QJsonDocument::fromJson(line).isObject()); // still plain JSON for other tools
    }

    void filesArePrivateAndRotate()
    {
        QTemporaryDir dir;
        writeTrail(dir.path(), 400, 8 * 1024);
        const QStringList files = AuditLog::files(dir.path());
        QVERIFY2(files.size() > 3, qPrintable(QString::number(files.size())));
        for (const QString &file : files) {
            QCOMPARE(QFileInfo(file).permissions() & 0x0077, QFileDevice::Permissions());
            QVERIFY(QFileInfo(file).size() < 8 * 1024 + 1024);
        }
        struct stat info = {};
        QCOMPARE(::stat(QFile::encodeName(dir.path()).constData(), &info), 0);
        QCOMPARE(info.st_mode & 0777, 0700u);
        // The chain runs on through every file.
        const AuditVerifier::Result result = AuditVerifier::verify(files);
        QVERIFY2(result.ok, qPrintable(result.reason));
        QCOMPARE(result.chainStarts, 0);
        QCOMPARE(result.records, 400 + files.size()); // each file starts with audit_file_started
    }

    void verifyFindsTheFirstBrokenRecord_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<qint64>("line");
        QTest::newRow("flipped byte") << "flip" << qint64(5);
        QTest::newRow("removed record") << "remove" << qint64(5);
        QTest::newRow("swapped records") << "swap" << qint64(5);
        QTest::newRow("cut short") << "truncate" << qint64(21);
    }

    void verifyFindsTheFirstBrokenRecord()
    {
        QFETCH(QString, damage);
        QFETCH(qint64, line);
        QTemporaryDir dir;
        writeTrail(dir.path(), 20);
        const QString file = AuditLog::files(dir.path()).value(0);
        QList<QByteArray> lines = readAll(file).split('\n');
        lines.removeLast(); // after the last '\n'
        QCOMPARE(lines.size(), 21);
        if (damage == QLatin1String("flip")) {
            const qsizetype at = lines[4].indexOf("run 4");
            lines[4][at + 4] = '5'; // "run 4" → "run 5": one byte
        } else if (damage == QLatin1String("remove")) {
            lines.removeAt(4);
        } else if (damage == QLatin1String("swap")) {
            lines.swapItemsAt(4, 5);
        }
        QByteArray data = lines.join('\n') + '\n';
        if (damage == QLatin1String("truncate"))
            data.chop(10);
        writeAll(file, data);
        const AuditVerifier::Result result = AuditVerifier::verify({file});
        QVERIFY(!result.ok);
        QCOMPARE(result.brokenLine, line);
        QCOMPARE(result.brokenFile, QFileInfo(file).fileName());
        QVERIFY(!result.reason.isEmpty());
        QCOMPARE(result.records, line - 1);
    }

    void damagedLastFileIsKeptAndANewOneStarted()
    {
        QTemporaryDir dir;
        writeTrail(dir.path(), 10);
        const QString first = AuditLog::files(dir.path()).value(0);
        QByteArray data = readAll(first);
        data.chop(7); // the agent died in the middle of a write
        writeAll(first, data);
        AuditOptions options;
        options.dir = dir.path();
        AuditLog log(options);
        QStringList warnings;
        QVERIFY(log.open(&warnings));
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings[0].contains(QFileInfo(first).fileName()), qPrintable(warnings[0]));
        QVERIFY(log.append(commandEvent(QStringLiteral("command_finished"), 1, QStringLiteral("s1"),
                                        QStringLiteral("ws-2"), QStringLiteral("true"), 0,
                                        QStringLiteral("2026-03-02T00:00:00.000Z"))));
        const QStringList files = AuditLog::files(dir.path());
        QCOMPARE(files.size(), 2);
        QCOMPARE(readAll(first), data); // the old one untouched
        // The new file is a sound chain of its own; the old one is reported.
        QVERIFY(AuditVerifier::verify({files[1]}).ok);
        const AuditVerifier::Result all = AuditVerifier::verify(files);
        QVERIFY(!all.ok);
        QCOMPARE(all.brokenFile, QFileInfo(first).fileName());
        QCOMPARE(all.brokenLine, 11);
        QVERIFY(readAll(files[1]).contains("\"reason\":\"damaged\""));
    }

    void reopenedTrailContinuesTheChain()
    {
        QTemporaryDir dir;
        writeTrail(dir.path(), 5);
        writeTrail(dir.path(), 5); // a restarted agent
        const QStringList files = AuditLog::files(dir.path());
        QCOMPARE(files.size(), 1);
        const AuditVerifier::Result result = AuditVerifier::verify(files);
        QVERIFY2(result.ok, qPrintable(result.reason));
        QCOMPARE(result.records, 12);
    }

    void fullDiskStopsRecordingWithAWarning()
    {
        QTemporaryDir dir;
        AuditOptions options;
        options.dir = dir.path();
        AuditLog log(options);
        QStringList warnings;
        QVERIFY(log.open(&warnings));
        // A file size limit fails writes as a full disk does (EFBIG instead of ENOSPC).
        std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit saved = {};
        ::getrlimit(RLIMIT_FSIZE, &saved);
        struct rlimit small = saved;
        small.rlim_cur = 2048;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
        QString warning;
        int recorded = 0;
        for (int i = 0; i < 100; ++i) {
            QString one;
            if (log.append(commandEvent(QStringLiteral("command_finished"), i, QStringLiteral("s1"),
                                        QStringLiteral("ws-1"), QString(200, QLatin1Char('x')), 0,
                                        QStringLiteral("2026-03-02T00:00:00.000Z")),
                           &one))
                ++recorded;
            if (!one.isEmpty()) {
                QVERIFY(warning.isEmpty()); // warned once, not for every event
                warning = one;
            }
        }
        ::setrlimit(RLIMIT_FSIZE, &saved);
        QVERIFY(recorded > 0 && recorded < 20);
        QVERIFY(!log.isRecording());
        QVERIFY2(warning.contains(QStringLiteral("stopped recording")), qPrintable(warning));
        QCOMPARE(log.recordsMissed(), 100 - recorded);
    }

    void search_data()
    {
        QTest::addColumn<QJsonObject>("filter");
        QTest::addColumn<int>("matched");
        QTest::newRow("everything") << QJsonObject() << 61; // + audit_file_started
        QTest::newRow("session") << json("{\"sessionId\": \"s2\"}") << 30;
        QTest::newRow("exit code") << json("{\"exitCode\": 2}") << 20;
        QTest::newRow("exit code and text")
            << json("{\"exitCode\": 0, \"text\": \"run 2\"}") << 3; // 21, 24, 27
        QTest::newRow("text") << json("{\"text\": \"run 1\"}") << 11; // 1, 10-19
        QTest::newRow("quoted text") << json("{\"text\": \"echo \\\"run 33\\\"\"}") << 1;
        QTest::newRow("client any case") << json("{\"client\": \"CURL\"}") << 12;
        QTest::newRow("time range") << json(
            "{\"from\": \"2026-03-01T10:00:10Z\", \"to\": \"2026-03-01T10:00:20Z\"}")
                                    << 10;
        QTest::newRow("combined") << json("{\"sessionId\": \"s1\", \"exitCode\": 1, \"client\": \"ws-1\"}")
                                  << 8;
        QTest::newRow("types") << json("{\"types\": [\"audit_file_started\"]}") << 1;
        QTest::newRow("nothing") << json("{\"text\": \"no such command\"}") << 0;
    }

    void search()
    {
        QFETCH(QJsonObject, filter);
        QFETCH(int, matched);
        QTemporaryDir dir;
        writeTrail(dir.path(), 60);
        QString error;
        const std::optional<AuditFilter> parsed = AuditFilter::fromJson(filter, &error);
        QVERIFY2(parsed, qPrintable(error));
        const AuditSearch::Result result = AuditSearch(*parsed).run(AuditLog::files(dir.path()), 5);
        QCOMPARE(result.matched, qint64(matched));
        QCOMPARE(result.lines.size(), qMin(matched, 5));
        QCOMPARE(result.scanned, 61);
        for (const QByteArray &line : result.lines) // the newest, whole and verifiable
            QVERIFY(AuditChain::open(line).ok);
    }

    // The index kept between searches follows the file: appended records are found, a line
    // still being written is searched as it is, a rewritten file is read anew, and only
    // top-level fields count (a sessionId inside a nested object is not the record's).
    void searchIndexFollowsTheFile()
    {
        QTemporaryDir dir;
        writeTrail(dir.path(), 10);
        const QString file = AuditLog::files(dir.path()).value(0);
        QString error;
        const AuditFilter s1 = *AuditFilter::fromJson(json("{\"sessionId\": \"s1\"}"), &error);
        QCOMPARE(AuditSearch(s1).run({file}, 100).matched, 5);
        {
            AuditOptions options;
            options.dir = dir.path();
            AuditLog log(options);
            QStringList warnings;
            QVERIFY(log.open(&warnings));
            QJsonObject nested = commandEvent(QStringLiteral("command_finished"), 11, QStringLiteral("s2"),
                                              QStringLiteral("ws-1"), QStringLiteral("echo nested"), 0,
                                              QStringLiteral("2026-03-01T10:00:11.000Z"));
            nested.insert(QStringLiteral("detail"),
                          QJsonObject{{QStringLiteral("sessionId"), QStringLiteral("s1")}});
            // Both in one write(), as the recorder's batches are.
            QVERIFY(log.append(
                QList<QJsonObject>{nested,
                                   commandEvent(QStringLiteral("command_finished"), 12, QStringLiteral("s1"),
                                                QStringLiteral("ws-1"), QStringLiteral("echo appended"), 0,
                                                QStringLiteral("2026-03-01T10:00:12.000Z"))}));
        }
        AuditSearch::Result result = AuditSearch(s1).run({file}, 100);
        QCOMPARE(result.matched, 6);
        QVERIFY(result.lines.last().contains("echo appended"));
        QVERIFY(AuditVerifier::verify({file}).ok);
        // A record being written (no newline yet) is searched on its raw text.
        QByteArray data = readAll(file);
        const QByteArray last = data.mid(data.lastIndexOf('\n', data.size() - 2) + 1);
        QByteArray partial = last;
        partial.replace("echo appended", "echo partial!");
        partial.chop(1);
        writeAll(file, data + partial);
        const AuditFilter text = *AuditFilter::fromJson(json("{\"text\": \"partial!\"}"), &error);
        result = AuditSearch(text).run({file}, 100);
        QCOMPARE(result.matched, 1);
        // Rewritten with other records: nothing of the old index is used.
        writeAll(file, data.replace("\"sessionId\":\"s1\"", "\"sessionId\":\"s9\""));
        QCOMPARE(AuditSearch(s1).run({file}, 100).matched, 0);
        const AuditFilter s9 = *AuditFilter::fromJson(json("{\"sessionId\": \"s9\"}"), &error);
        QCOMPARE(AuditSearch(s9).run({file}, 100).matched, 6);
    }

    void indexTimes()
    {
        QCOMPARE(AuditIndex::timeOf("2026-03-01T10:00:11.250Z"),
                 QDateTime::fromString(QStringLiteral("2026-03-01T10:00:11.250Z"), Qt::ISODateWithMs)
                     .toMSecsSinceEpoch());
        QCOMPARE(AuditIndex::timeOf("1969-12-31T23:59:59.000Z"), qint64(-1000));
        QCOMPARE(AuditIndex::timeOf("not a time"), AuditIndex::kNoTime);
        QCOMPARE(AuditIndex::timeOf("2026-13-01T10:00:11.250Z"), AuditIndex::kNoTime);
        QCOMPARE(AuditIndex::unescape("say \\\"hi\\\" \\\\ \\u00e9"), QStringLiteral("say \"hi\" \\ \u00e9"));
    }

    // Damaged lines in the index never crash a search, nor match a field they do not have.
    void damagedLinesAreSearchedSafely()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("audit-000001.jsonl"));
        writeAll(file,
                 "{\"sessionId\":\"s1\",\"command\":\"ok\",\"exitCode\":3}\n"
                 "{\"sessionId\":\"s1\n" // unterminated string
                 "{\"sessionId\":\"s1\",\"detail\":{\"a\":[1,{\"b\":\"}\"}]},\"exitCode\":3}\n"
                 "garbage\n"
                 "{\"exitCode\":x3,\"command\":\"\\\"}\n"
                 "\n"
                 "{\"command\":\"tail\\\\\",\"sessionId\":\"s1\"}\n");
        QString error;
        const AuditFilter filter
            = *AuditFilter::fromJson(json("{\"sessionId\": \"s1\", \"exitCode\": 3}"), &error);
        QCOMPARE(AuditSearch(filter).run({file}, 10).matched, 2);
        const AuditFilter tail = *AuditFilter::fromJson(json("{\"text\": \"tail\\\\\"}"), &error);
        QCOMPARE(AuditSearch(tail).run({file}, 10).matched, 1);
        QCOMPARE(AuditSearch(AuditFilter()).run({file}, 10).scanned, 6);
    }

    void badFilters_data()
    {
        QTest::addColumn<QJsonObject>("filter");
        QTest::newRow("time") << json("{\"from\": \"yesterday\"}");
        QTest::newRow("exit code") << json("{\"exitCode\": \"one\"}");
        QTest::newRow("exit code fraction") << json("{\"exitCode\": 1.5}");
        QTest::newRow("types") << json("{\"types\": \"command_finished\"}");
        QTest::newRow("session") << json("{\"sessionId\": 3}");
    }

    void badFilters()
    {
        QFETCH(QJsonObject, filter);
        QString error;
        QVERIFY(!AuditFilter::fromJson(filter, &error));
        QVERIFY(!error.isEmpty());
    }

    void exportCsv()
    {
        QTemporaryDir dir;
        writeTrail(dir.path(), 3);
        QString error;
        const AuditSearch::Result result
            = AuditSearch(*AuditFilter::fromJson(json("{\"types\": [\"command_finished\"]}"), &error))
                  .run(AuditLog::files(dir.path()), 10);
        const QList<QByteArray> rows = AuditExport::csv(result.lines).split('\n');
        QCOMPARE(rows.size(), 5); // header, 3 rows, after the last CRLF
        QVERIFY(rows[0].startsWith("timestamp,seq,type,sessionId,clientId,origin,command,exitCode"));
        QVERIFY2(rows[1].contains(",\"echo \"\"run 1\"\"\",1,"), rows[1].constData());
        QCOMPARE(AuditExport::csvField(QStringLiteral("=HYPERLINK(1)")), QByteArray("\"'=HYPERLINK(1)\""));
        QCOMPARE(AuditExport::jsonLines(result.lines).count('\n'), 3);
    }

    // Through the routes: a sandbox's commands are recorded with their command text and exit
    // code, searched, exported and verified by AuditClient.
    void throughTheClient()
    {
        QTemporaryDir auditDir;
        m_fx = ClientFixture::create(QStringLiteral("inprocess"));
        QVERIFY(m_fx);
        SandboxHost *host = m_fx->host();
        AuditOptions options;
        options.dir = auditDir.path();
        QMetaObject::invokeMethod(
            host->context(), [&] { AuditRecorder::start(EventFeed::of(host->sandbox()), options); },
            Qt::BlockingQueuedConnection);
        SandboxClient *client = m_fx->client();
        resultOf(client->exec(QStringLiteral("echo audited-one")));
        resultOf(client->exec(QStringLiteral("sh -c 'exit 7' # audited-two")));
        AuditClient audit(client);
        AuditQuery query;
        query.text = QStringLiteral("audited-two");
        query.types = {QStringLiteral("command_finished")};
        // Written on the recorder's own thread: there a moment after the command ended.
        QVERIFY(waitUntil([&] { return resultOf(audit.search(query)).matched == 1; }, 5000));
        AuditSearchResult found = resultOf(audit.search(query));
        QCOMPARE(found.matched, 1);
        QCOMPARE(found.records[0].value(QStringLiteral("exitCode")).toInt(), 7);
        QCOMPARE(found.records[0].value(QStringLiteral("sessionId")).toString(), QStringLiteral("default"));
        QVERIFY(!found.records[0].value(QStringLiteral("clientId")).toString().isEmpty());
        query = {};
        query.exitCode = 0;
        query.text = QStringLiteral("audited");
        found = resultOf(audit.search(query));
        QCOMPARE(found.matched, 1);
        const QByteArray csv = resultOf(audit.exportRecords(query, AuditClient::Format::Csv));
        QVERIFY(csv.contains("echo audited-one"));
        const QByteArray jsonl = resultOf(audit.exportRecords({}, AuditClient::Format::JsonLines));
        QVERIFY(jsonl.contains("session_created") || jsonl.contains("command_queued"));
        AuditVerifyResult verified = resultOf(audit.verify());
        QVERIFY2(verified.ok, qPrintable(verified.reason));
        QVERIFY(verified.records >= 6);
        // Altered behind the agent's back: verify says where.
        const QString file = AuditLog::files(auditDir.path()).value(0);
        QByteArray data = readAll(file);
        data.replace("audited-one", "audited-0ne");
        writeAll(file, data);
        verified = resultOf(audit.verify());
        QVERIFY(!verified.ok);
        QVERIFY(verified.brokenLine > 1);
        QCOMPARE(verified.brokenFile, QFileInfo(file).fileName());
        // Bad input is an error, not a crash.
        QJsonObject bad{{QStringLiteral("from"), QStringLiteral("soon")}};
        const QFuture<QJsonObject> refused
            = client->request(QStringLiteral("POST"), QStringLiteral("/api/sandman/audit/search"), bad);
        QVERIFY(waitFor(refused));
        QCOMPARE(failureOf(refused).value_or(SandboxError{}).code, ErrorCode::ValidationFailed);
        m_fx.reset();
    }
};

QTEST_GUILESS_MAIN(TestAuditTrail)
#include "tst_audittrail.moc"
