// SPDX-License-Identifier: Apache-2.0
// Session semantics (DESIGN.md §2, issue 2), run over every transport.
#include "SessionTestBase.h"
#include "protocol/ExecRequest.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QRegularExpression>

using namespace sandman;
using namespace sandman::test;

class TestSessions : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }

    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        Sandbox::Options options;
        options.killGraceMs = 300;
        m_fx = ClientFixture::create(transport, options);
        QVERIFY(m_fx);
        m_client = m_fx->client();
    }

    void cleanup()
    {
        m_client = nullptr;
        m_fx.reset();
    }

    void pingAndVersion()
    {
        auto ping = m_client->ping();
        QVERIFY(waitFor(ping));
        QCOMPARE(ping.result().value(QStringLiteral("message")).toString(), QStringLiteral("pong"));
        auto version = m_client->request(QStringLiteral("GET"), QStringLiteral("/api/sandman/version"));
        QVERIFY(waitFor(version));
        QVERIFY(!version.result().value(QStringLiteral("version")).toString().isEmpty());
    }

    void createListGetDelete()
    {
        SessionOptions options;
        options.id = QStringLiteral("s1");
        options.env.insert(QStringLiteral("S1_VAR"), QStringLiteral("one"));
        options.commandTimeoutMs = 5000;
        auto created = m_client->createSession(options);
        QVERIFY(waitFor(created));
        QVERIFY(!failureOf(created));
        QCOMPARE(created.result().id, QStringLiteral("s1"));
        QCOMPARE(created.result().cwd, m_fx->workspace());
        QCOMPARE(created.result().commandTimeoutMs, 5000);

        auto list = m_client->listSessions();
        QVERIFY(waitFor(list));
        QStringList ids;
        for (const SessionInfo &info : list.result())
            ids << info.id;
        QCOMPARE(ids, QStringList({QStringLiteral("default"), QStringLiteral("s1")}));

        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("echo $S1_VAR"), &r, inSession(QStringLiteral("s1"))));
        QCOMPARE(r.stdoutData, QByteArray("one\n"));
        QCOMPARE(r.sessionId, QStringLiteral("s1"));

        auto got = m_client->getSession(QStringLiteral("s1"));
        QVERIFY(waitFor(got));
        QCOMPARE(got.result().id, QStringLiteral("s1"));

        auto deleted = m_client->request(QStringLiteral("POST"), QStringLiteral("/api/session/delete"),
                                         {{QStringLiteral("sessionId"), QStringLiteral("s1")}});
        QVERIFY(waitFor(deleted));
        QVERIFY(!failureOf(deleted));
        QCOMPARE(deleted.result().value(QStringLiteral("success")).toBool(), true);
        QCOMPARE(deleted.result().value(QStringLiteral("sessionId")).toString(), QStringLiteral("s1"));
        QVERIFY(!deleted.result().value(QStringLiteral("timestamp")).toString().isEmpty());

        auto gone = m_client->getSession(QStringLiteral("s1"));
        QVERIFY(waitFor(gone));
        QCOMPARE(failureOf(gone)->code, ErrorCode::SessionNotFound);
        // As the SDK's container: a call in an unknown id creates that session afresh, with
        // the sandbox's settings (none of the deleted one's).
        QVERIFY(execWait(m_client, QStringLiteral("echo \"[$S1_VAR]\"; pwd"), &r,
                         inSession(QStringLiteral("s1"))));
        QCOMPARE(r.stdoutData, QByteArray("[]\n") + QFile::encodeName(m_fx->workspace()) + '\n');
        auto again = m_client->getSession(QStringLiteral("s1"));
        QVERIFY(waitFor(again));
        QVERIFY(!failureOf(again));
        QCOMPARE(again.result().commandTimeoutMs, 0);
    }

    void sessionIds_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("code"); // empty = accepted
        QTest::newRow("simple") << "abc"
                                << "";
        QTest::newRow("all classes") << "A.b_c-9"
                                     << "";
        QTest::newRow("128 chars") << QString(128, QLatin1Char('x')) << "";
        QTest::newRow("129 chars") << QString(129, QLatin1Char('x')) << "VALIDATION_FAILED";
        QTest::newRow("space") << "a b"
                               << "VALIDATION_FAILED";
        QTest::newRow("slash") << "a/b"
                               << "VALIDATION_FAILED";
        QTest::newRow("semicolon") << "a;b"
                                   << "VALIDATION_FAILED";
        QTest::newRow("non-ascii") << QStringLiteral("s\u00fc") << "VALIDATION_FAILED";
        QTest::newRow("duplicate of default") << "default"
                                              << "SESSION_ALREADY_EXISTS";
        // The SDK's "no session" id can never name a real session.
        QTest::newRow("reserved __DISABLE_SESSION__") << "__DISABLE_SESSION__"
                                                      << "VALIDATION_FAILED";
    }

    void sessionIds()
    {
        QFETCH(QString, id);
        QFETCH(QString, code);
        SessionOptions options;
        options.id = id;
        auto created = m_client->createSession(options);
        QVERIFY(waitFor(created));
        const auto error = failureOf(created);
        if (code.isEmpty()) {
            QVERIFY2(!error, error ? qPrintable(error->message) : "");
            QCOMPARE(created.result().id, id);
        } else {
            QVERIFY(error);
            QCOMPARE(errorCodeName(error->code), code);
            QCOMPARE(error->httpStatus(), code == QLatin1String("VALIDATION_FAILED") ? 400 : 409);
        }
    }

    void duplicateAndGeneratedIds()
    {
        SessionOptions options;
        options.id = QStringLiteral("dup");
        auto first = m_client->createSession(options);
        QVERIFY(waitFor(first));
        QVERIFY(!failureOf(first));
        auto second = m_client->createSession(options);
        QVERIFY(waitFor(second));
        QCOMPARE(failureOf(second)->code, ErrorCode::SessionAlreadyExists);

        auto a = m_client->createSession();
        auto b = m_client->createSession();
        QVERIFY(waitFor(a) && waitFor(b));
        QVERIFY(!a.result().id.isEmpty());
        QVERIFY(a.result().id != b.result().id);
    }

    void deleteRefusals()
    {
        auto defaultDelete = m_client->deleteSession(QStringLiteral("default"));
        QVERIFY(waitFor(defaultDelete));
        const auto error = failureOf(defaultDelete);
        QVERIFY(error);
        QCOMPARE(error->code, ErrorCode::ValidationFailed);
        QVERIFY(error->message.contains(QLatin1String("default")));
        auto unknown = m_client->deleteSession(QStringLiteral("nope"));
        QVERIFY(waitFor(unknown));
        QCOMPARE(failureOf(unknown)->code, ErrorCode::SessionNotFound);
    }

    void statePersists()
    {
        ExecResult r;
        QVERIFY(execWait(m_client,
                         QStringLiteral("mkdir -p sub && cd sub && export KEEP=kept && f() { echo "
                                        "fn-$1; } && alias hello='echo aliased'"),
                         &r));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(execWait(m_client, QStringLiteral("pwd; echo $KEEP; f x; hello"), &r));
        QCOMPARE(r.stdoutData, (m_fx->workspace() + QStringLiteral("/sub\nkept\nfn-x\naliased\n")).toUtf8());
        auto info = m_client->getSession(QStringLiteral("default"));
        QVERIFY(waitFor(info));
        QCOMPARE(info.result().cwd, m_fx->workspace() + QStringLiteral("/sub"));
    }

    void isolationBetweenSessions()
    {
        for (const QString &id : {QStringLiteral("a"), QStringLiteral("b")}) {
            SessionOptions options;
            options.id = id;
            auto created = m_client->createSession(options);
            QVERIFY(waitFor(created));
        }
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("export ONLY_A=1; cd /; fa() { :; }"), &r,
                         inSession(QStringLiteral("a"))));
        QVERIFY(execWait(
            m_client,
            QStringLiteral("echo ${ONLY_A-unset}; pwd; type fa >/dev/null 2>&1 && echo has-fa || echo no-fa"),
            &r, inSession(QStringLiteral("b"))));
        QCOMPARE(r.stdoutData,
                 (QStringLiteral("unset\n") + m_fx->workspace() + QStringLiteral("\nno-fa\n")).toUtf8());
    }

    void sharedFilesystemAndProcesses()
    {
        SessionOptions options;
        options.id = QStringLiteral("other");
        auto created = m_client->createSession(options);
        QVERIFY(waitFor(created));
        ExecResult r;
        QVERIFY(execWait(m_client,
                         QStringLiteral("echo shared > shared.txt; sleep 30 >/dev/null 2>&1 & echo $!"), &r));
        const QByteArray pid = r.stdoutData.trimmed();
        QVERIFY(execWait(m_client,
                         QStringLiteral("cat shared.txt; kill -0 %1 && echo sees-process; kill %1")
                             .arg(QString::fromLatin1(pid)),
                         &r, inSession(QStringLiteral("other"))));
        QCOMPARE(r.stdoutData, QByteArray("shared\nsees-process\n"));
    }

    void perCallEnvAndCwd()
    {
        QVERIFY(QDir(m_fx->workspace()).mkpath(QStringLiteral("percall")));
        ExecOptions options;
        options.env.insert(QStringLiteral("PERCALL"), QStringLiteral("x'y\"$z"));
        options.cwd = QStringLiteral("percall");
        ExecResult r;
        QVERIFY(execWait(
            m_client,
            QStringLiteral("export OWN=1; printf '%s|' \"$PERCALL\"; pwd; sh -c 'printf %s \"$PERCALL\"'"),
            &r, options));
        QCOMPARE(
            r.stdoutData,
            (QStringLiteral("x'y\"$z|") + m_fx->workspace() + QStringLiteral("/percall\nx'y\"$z")).toUtf8());
        QVERIFY(execWait(m_client, QStringLiteral("echo ${PERCALL-unset} $OWN; pwd"), &r));
        QCOMPARE(r.stdoutData,
                 (QStringLiteral("unset 1\n") + m_fx->workspace() + QStringLiteral("\n")).toUtf8());

        options = {};
        options.cwd = QStringLiteral("/workspace/percall"); // the SDK's path, mapped to the workspace
        QVERIFY(execWait(m_client, QStringLiteral("pwd"), &r, options));
        QCOMPARE(r.stdoutData, (m_fx->workspace() + QStringLiteral("/percall\n")).toUtf8());

        options.cwd = QStringLiteral("does-not-exist");
        QVERIFY(execWait(m_client, QStringLiteral("echo never"), &r, options));
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.stdoutData.isEmpty());
        QVERIFY(r.stderrData.contains("does-not-exist"));
    }

    void exactOutput_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QByteArray>("out");
        QTest::addColumn<QByteArray>("err");
        QTest::addColumn<int>("exitCode");
        QByteArray allBytes;
        for (int i = 0; i < 256; ++i)
            allBytes += char(i);
        QTest::newRow("no trailing newline") << "printf abc" << QByteArray("abc") << QByteArray() << 0;
        QTest::newRow("trailing newlines kept")
            << "printf 'a\\n\\n\\n'" << QByteArray("a\n\n\n") << QByteArray() << 0;
        QTest::newRow("empty") << "true" << QByteArray() << QByteArray() << 0;
        QTest::newRow("NUL") << "printf 'a\\0b\\0'" << QByteArray("a\0b\0", 4) << QByteArray() << 0;
        QTest::newRow("invalid utf-8")
            << "printf '\\377\\376\\200x'" << QByteArray("\xff\xfe\x80x") << QByteArray() << 0;
        QTest::newRow("all byte values") << "for i in $(seq 0 255); do printf \"\\\\$(printf %03o $i)\"; done"
                                         << allBytes << QByteArray() << 0;
        QTest::newRow("utf-8") << QStringLiteral("echo \u65e5\u672c\u8a9e \u00fc")
                               << QStringLiteral("\u65e5\u672c\u8a9e \u00fc\n").toUtf8() << QByteArray() << 0;
        QTest::newRow("stdout and stderr apart")
            << "echo out; echo err >&2; printf more" << QByteArray("out\nmore") << QByteArray("err\n") << 0;
        QTest::newRow("exit code") << "echo x; false" << QByteArray("x\n") << QByteArray() << 1;
        QTest::newRow("quoted heredoc") << "cat <<'EOF'\na $b `c`\n'q' \"d\"\nEOF"
                                        << QByteArray("a $b `c`\n'q' \"d\"\n") << QByteArray() << 0;
        QTest::newRow("expanding heredoc")
            << "v=val; cat <<EOF\n$v\nEOF" << QByteArray("val\n") << QByteArray() << 0;
        QTest::newRow("indented heredoc") << "cat <<-EOF\n\tindented\n\tEOF\necho after"
                                          << QByteArray("indented\nafter\n") << QByteArray() << 0;
        QTest::newRow("pipe") << "printf 'b\\na\\nc\\n' | sort | head -n 2" << QByteArray("a\nb\n")
                              << QByteArray() << 0;
        QTest::newRow("subshell") << "(exit 3); echo $?; (echo in-sub)" << QByteArray("3\nin-sub\n")
                                  << QByteArray() << 0;
        QTest::newRow("single quotes")
            << "echo \"it's\" 'a'\\''b'" << QByteArray("it's a'b\n") << QByteArray() << 0;
        QTest::newRow("stdin is /dev/null")
            << "cat; read x; echo $?" << QByteArray("1\n") << QByteArray() << 0;
        // The shell's command pipe and marker pipe never reach a command.
        QTest::newRow("only fds 0-2 open")
            << "ls /proc/self/fd | sort -n | tr '\\n' ' '" << QByteArray("0 1 2 3 ") << QByteArray() << 0;
        QTest::newRow("exec redirection of stdin")
            << "exec 0</dev/zero; head -c 2 | od -An -tx1" << QByteArray(" 00 00\n") << QByteArray() << 0;
        QTest::newRow("multi-line") << "echo 1\necho 2\n\necho 3" << QByteArray("1\n2\n3\n") << QByteArray()
                                    << 0;
        QTest::newRow("marker-like output")
            << "printf '1 0 /\\0'; echo" << QByteArray("1 0 /\0\n", 7) << QByteArray() << 0;
    }

    void exactOutput()
    {
        QFETCH(QString, command);
        QFETCH(QByteArray, out);
        QFETCH(QByteArray, err);
        QFETCH(int, exitCode);
        ExecResult r;
        QVERIFY(execWait(m_client, command, &r));
        QCOMPARE(r.stdoutData, out);
        QCOMPARE(r.stderrData, err);
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(r.success, exitCode == 0);
        QCOMPARE(r.command, command);
    }

    // The shell reads its commands from a pipe, but to the user it is plain "bash".
    void shellNamesItselfBash()
    {
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("echo $0; nosuchcommand_x"), &r));
        QCOMPARE(r.stdoutData, QByteArray("bash\n"));
        static const QRegularExpression message(
            QStringLiteral("^bash: (line [0-9]+: )?nosuchcommand_x: command not found\n$"));
        QVERIFY2(message.match(QString::fromUtf8(r.stderrData)).hasMatch(), r.stderrData.constData());
        QCOMPARE(r.exitCode, 127);
        // A fresh shell starts in the session's cwd with no previous directory, as bash does.
        QVERIFY(execWait(m_client, QStringLiteral("pwd; echo \"${OLDPWD-unset}|${OLDPWD:-empty}\""), &r));
        QCOMPARE(r.stdoutData, (m_fx->workspace() + QStringLiteral("\nunset|empty\n")).toUtf8());
    }

    void syntaxErrorsDoNotPoison_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("if then") << "if then fi";
        QTest::newRow("unterminated single quote") << "echo 'abc";
        QTest::newRow("unterminated double quote") << "echo \"abc";
        QTest::newRow("unterminated heredoc") << "cat <<EOF\nabc";
        QTest::newRow("stray paren") << "echo )";
        QTest::newRow("unclosed brace") << "{ echo x";
    }

    void syntaxErrorsDoNotPoison()
    {
        QFETCH(QString, command);
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("export BEFORE=1"), &r));
        QVERIFY(execWait(m_client, command, &r));
        QVERIFY(execWait(m_client, QStringLiteral("echo ok $BEFORE"), &r));
        QCOMPARE(r.stdoutData, QByteArray("ok 1\n"));
        QCOMPARE(r.exitCode, 0);
    }

    void hugeOutput_data()
    {
        QTest::addColumn<qint64>("cap"); // 0: the default
        QTest::addColumn<qint64>("keptOut");
        QTest::addColumn<qint64>("keptErr");
        QTest::newRow("default cap: first 8 MiB kept") << qint64(0) << qint64(8 << 20) << qint64(3000000);
        QTest::newRow("raised cap: all of it") << qint64(128 << 20) << qint64(100000000) << qint64(3000000);
        QTest::newRow("tiny cap: both streams cut") << qint64(1000) << qint64(1000) << qint64(1000);
    }

    void hugeOutput()
    {
        QFETCH_GLOBAL(QString, transport);
        QFETCH(qint64, cap);
        QFETCH(qint64, keptOut);
        QFETCH(qint64, keptErr);
        Sandbox::Options options;
        if (cap > 0)
            options.maxExecOutputBytes = cap;
        const auto fx = ClientFixture::create(transport, options);
        QVERIFY(fx);
        ExecResult r;
        // Letters, not NULs: a NUL costs 6 bytes of JSON ("\u0000") on the WebSocket.
        QVERIFY(execWait(fx->client(),
                         QStringLiteral("head -c 100000000 /dev/zero | tr '\\0' a; head -c 3000000 "
                                        "/dev/zero | tr '\\0' e >&2"),
                         &r, {}, 120000));
        QCOMPARE(r.stdoutData.size(), keptOut);
        QCOMPARE(r.stdoutData.count('a'), keptOut);
        QCOMPARE(r.stderrData.size(), keptErr);
        QCOMPARE(r.stderrData.count('e'), keptErr);
        // What was not kept was still read to the end and counted.
        QCOMPARE(r.stdoutBytes, qint64(100000000));
        QCOMPARE(r.stderrBytes, qint64(3000000));
        QCOMPARE(r.stdoutTruncated, keptOut < 100000000);
        QCOMPARE(r.stderrTruncated, keptErr < 3000000);
        QCOMPARE(r.exitCode, 0);
    }

    void longCommand()
    {
        const QString payload(100000, QLatin1Char('x'));
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("export LONG=1; printf %s ") + payload, &r));
        QCOMPARE(r.stdoutData, payload.toUtf8());
        QVERIFY(execWait(m_client, QStringLiteral("echo $LONG"), &r));
        QCOMPARE(r.stdoutData, QByteArray("1\n"));
    }

    void timeoutPrecedence_data()
    {
        QTest::addColumn<qint64>("sessionTimeout"); // 0 = none
        QTest::addColumn<qint64>("callTimeout"); // -1 = not given
        QTest::addColumn<QString>("command");
        QTest::addColumn<bool>("timedOut");
        QTest::newRow("none") << qint64(0) << qint64(-1) << "sleep 0.3" << false;
        QTest::newRow("session applies") << qint64(300) << qint64(-1) << "sleep 20" << true;
        QTest::newRow("call longer than session") << qint64(200) << qint64(5000) << "sleep 0.6" << false;
        QTest::newRow("call shorter than session") << qint64(20000) << qint64(300) << "sleep 20" << true;
        QTest::newRow("call without session") << qint64(0) << qint64(300) << "sleep 20" << true;
        QTest::newRow("call 0 disables session") << qint64(200) << qint64(0) << "sleep 0.6" << false;
    }

    void timeoutPrecedence()
    {
        QFETCH(qint64, sessionTimeout);
        QFETCH(qint64, callTimeout);
        QFETCH(QString, command);
        QFETCH(bool, timedOut);
        SessionOptions session;
        session.id = QStringLiteral("t");
        if (sessionTimeout > 0)
            session.commandTimeoutMs = sessionTimeout;
        auto created = m_client->createSession(session);
        QVERIFY(waitFor(created));
        ExecOptions options = inSession(QStringLiteral("t"));
        if (callTimeout >= 0)
            options.timeoutMs = callTimeout;
        QElapsedTimer clock;
        clock.start();
        ExecResult r;
        QVERIFY(execWait(m_client, command, &r, options));
        QCOMPARE(r.timedOut, timedOut);
        if (timedOut) {
            QCOMPARE(r.exitCode, 124);
            QVERIFY(!r.success);
            QVERIFY2(clock.elapsed() < 5000, "the command was not killed promptly");
        } else {
            QCOMPARE(r.exitCode, 0);
        }
    }

    // A timeout never fires early (a coarse timer did, by up to 5%: 3000 ms killed sleep 2.9
    // at ~2.87 s). The command starts after the call, so the call's own clock may only be
    // later than the kill.
    // The SDK's "no session" id: every call gets a fresh shell with the sandbox's environment;
    // nothing persists from one call to the next, and no session is listed for it.
    void sessionlessCallsShareNothing()
    {
        EnvVarChanges sandboxLevel;
        sandboxLevel.insert(QStringLiteral("SANDBOX_LEVEL"), QStringLiteral("base"));
        QVERIFY(waitFor(m_client->setEnvVars(sandboxLevel)));
        const ExecOptions none = inSession(Sandbox::noSessionId());
        ExecResult first;
        QVERIFY(execWait(m_client, QStringLiteral("export GONE=1; f() { :; }; alias a=true; cd /; echo $$"),
                         &first, none));
        const qint64 firstShell = first.stdoutData.trimmed().toLongLong();
        QCOMPARE(first.sessionId, Sandbox::noSessionId());
        ExecResult second;
        QVERIFY(execWait(m_client,
                         QStringLiteral("echo \"[$GONE][$SANDBOX_LEVEL]\"; pwd; type f a >/dev/null 2>&1 || "
                                        "echo none; echo $$"),
                         &second, none));
        const QList<QByteArray> lines = second.stdoutData.split('\n');
        QCOMPARE(lines.value(0), QByteArray("[][base]"));
        QCOMPARE(lines.value(1), QFile::encodeName(m_fx->workspace()));
        QCOMPARE(lines.value(2), QByteArray("none"));
        QVERIFY(lines.value(3).toLongLong() != firstShell);
        // Each call's shell is gone with its call.
        QVERIFY(waitUntil([&] { return !processAlive(firstShell); }, 5000));
        auto list = m_client->listSessions();
        QVERIFY(waitFor(list));
        for (const SessionInfo &info : list.result())
            QVERIFY(info.id != Sandbox::noSessionId());
        // Env set "in no session" does not stick either.
        EnvVarChanges change;
        change.insert(QStringLiteral("SET_NOWHERE"), QStringLiteral("x"));
        QVERIFY(waitFor(m_client->setEnvVars(change, Sandbox::noSessionId())));
        ExecResult third;
        QVERIFY(execWait(m_client, QStringLiteral("echo \"[$SET_NOWHERE]\""), &third, none));
        QCOMPARE(third.stdoutData, QByteArray("[]\n"));
    }

    // Any call naming an unknown (valid) id creates that session with the sandbox's settings,
    // as the SDK's container does; it is then an ordinary, listed, persistent session.
    void autoCreatedOnFirstUse_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonObject>("body");
        QTest::newRow("exec") << "POST"
                              << "/api/execute"
                              << QJsonObject{{QStringLiteral("command"), QStringLiteral("true")}};
        QTest::newRow("env set") << "POST"
                                 << "/api/sandman/env"
                                 << QJsonObject{{QStringLiteral("envVars"),
                                                 QJsonObject{{QStringLiteral("A"), QStringLiteral("1")}}}};
        QTest::newRow("env get") << "GET"
                                 << "/api/sandman/env" << QJsonObject{};
        QTest::newRow("write") << "POST"
                               << "/api/write"
                               << QJsonObject{{QStringLiteral("path"), QStringLiteral("auto.txt")},
                                              {QStringLiteral("content"), QStringLiteral("x")}};
        QTest::newRow("exists") << "POST"
                                << "/api/exists"
                                << QJsonObject{{QStringLiteral("path"), QStringLiteral("auto.txt")}};
        QTest::newRow("process start")
            << "POST"
            << "/api/process/start" << QJsonObject{{QStringLiteral("command"), QStringLiteral("true")}};
        QTest::newRow("commands") << "GET"
                                  << "/api/commands" << QJsonObject{};
    }

    void autoCreatedOnFirstUse()
    {
        QFETCH(QString, method);
        QFETCH(QString, path);
        QFETCH(QJsonObject, body);
        const QString id = QStringLiteral("made-on-first-use");
        body.insert(QStringLiteral("sessionId"), id);
        const QString target
            = method == QLatin1String("GET") ? path + QStringLiteral("?sessionId=") + id : path;
        auto call = m_client->request(method, target, method == QLatin1String("GET") ? QJsonObject{} : body);
        QVERIFY(waitFor(call));
        if (const auto error = failureOf(call))
            QFAIL(qPrintable(errorCodeName(error->code) + QLatin1Char(' ') + error->message));
        auto got = m_client->getSession(id);
        QVERIFY(waitFor(got));
        QVERIFY(!failureOf(got));
        QCOMPARE(got.result().cwd, m_fx->workspace());
        QCOMPARE(got.result().commandTimeoutMs, 0);
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("export KEEP=kept"), &r, inSession(id)));
        QVERIFY(execWait(m_client, QStringLiteral("echo $KEEP"), &r, inSession(id)));
        QCOMPARE(r.stdoutData, QByteArray("kept\n"));
    }

    void timeoutNeverEarly_data()
    {
        QTest::addColumn<qint64>("timeoutMs");
        QTest::addColumn<QString>("command");
        QTest::addColumn<bool>("killed");
        QTest::newRow("sleep 2.9 under 3000 ms survives") << qint64(3000) << "sleep 2.9" << false;
        QTest::newRow("0.97 of 5000 ms survives") << qint64(5000) << "sleep 4.85" << false;
        QTest::newRow("sleep 60 under 5000 ms: at 5000 or later") << qint64(5000) << "sleep 60" << true;
        QTest::newRow("sleep 60 under 3000 ms") << qint64(3000) << "sleep 60" << true;
        QTest::newRow("sleep 10 under 1000 ms") << qint64(1000) << "sleep 10" << true;
        QTest::newRow("sleep 10 under 250 ms") << qint64(250) << "sleep 10" << true;
    }

    void timeoutNeverEarly()
    {
        QFETCH(qint64, timeoutMs);
        QFETCH(QString, command);
        QFETCH(bool, killed);
        ExecOptions options;
        options.timeoutMs = timeoutMs;
        QElapsedTimer clock;
        clock.start();
        ExecResult r;
        QVERIFY(execWait(m_client, command, &r, options));
        const qint64 elapsed = clock.elapsed();
        qInfo("timeout %lld ms, %s: %s after %lld ms (engine %lld ms)", timeoutMs, qPrintable(command),
              r.timedOut ? "killed" : "finished", elapsed, r.durationMs);
        QCOMPARE(r.timedOut, killed);
        QCOMPARE(r.exitCode, killed ? 124 : 0);
        if (killed) {
            QVERIFY2(r.durationMs >= timeoutMs && elapsed >= timeoutMs,
                     qPrintable(QStringLiteral("killed after %1 ms (engine %2 ms), timeout %3 ms")
                                    .arg(elapsed)
                                    .arg(r.durationMs)
                                    .arg(timeoutMs)));
            QVERIFY2(elapsed < timeoutMs + 3000, "the command was not killed promptly");
        }
    }

    void timeoutKillsTreeAndKeepsState()
    {
        ExecResult r;
        QVERIFY(execWait(m_client,
                         QStringLiteral("mkdir -p keep && cd keep && export KEPT=yes && kf() { echo kf; }"),
                         &r));
        ExecOptions options;
        options.timeoutMs = 400;
        // Three levels: bash → subshell → subshell → sleep, each recording its pid.
        QVERIFY(execWait(m_client,
                         QStringLiteral("(echo $BASHPID > ../p1; sleep 60 & echo $! > ../p2; "
                                        "(echo $BASHPID > ../p3; sleep 61 & echo $! > ../p4; wait) & wait)"),
                         &r, options));
        QVERIFY(r.timedOut);
        QList<qint64> pids;
        for (int i = 1; i <= 4; ++i) {
            QFile file(m_fx->workspace() + QStringLiteral("/p%1").arg(i));
            QVERIFY(file.open(QIODevice::ReadOnly));
            pids << file.readAll().trimmed().toLongLong();
        }
        QVERIFY(waitUntil([&] { return std::none_of(pids.begin(), pids.end(), processAlive); }, 5000));
        QVERIFY(execWait(m_client, QStringLiteral("pwd; echo $KEPT; kf"), &r));
        QCOMPARE(r.stdoutData, (m_fx->workspace() + QStringLiteral("/keep\nyes\nkf\n")).toUtf8());
    }

    void timeoutOfTermIgnoringCommand()
    {
        ExecOptions options;
        options.timeoutMs = 300;
        ExecResult r;
        QElapsedTimer clock;
        clock.start();
        QVERIFY(execWait(m_client, QStringLiteral("sh -c 'trap \"\" TERM; sleep 60'"), &r, options));
        QVERIFY(r.timedOut);
        QVERIFY(clock.elapsed() < 5000);
        QVERIFY(execWait(m_client, QStringLiteral("echo next"), &r));
        QCOMPARE(r.stdoutData, QByteArray("next\n"));
    }

    void timeoutOfBuiltinLoopRestoresState()
    {
        ExecResult r;
        QVERIFY(execWait(m_client,
                         QStringLiteral("mkdir -p loop && cd loop && export LOOPVAR='a b'\\''c' && "
                                        "lf() { echo lf; } && alias la='echo la'"),
                         &r));
        ExecOptions options;
        options.timeoutMs = 300;
        QVERIFY(execWait(m_client, QStringLiteral("while :; do :; done"), &r, options));
        QVERIFY(r.timedOut);
        QCOMPARE(r.exitCode, 124);
        QVERIFY(execWait(m_client, QStringLiteral("pwd; echo \"$LOOPVAR\"; lf; la"), &r));
        QCOMPARE(r.stdoutData, (m_fx->workspace() + QStringLiteral("/loop\na b'c\nlf\nla\n")).toUtf8());
    }

    void exitTerminatesSession()
    {
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("export GONE=1; cd /"), &r));
        auto exited = m_client->exec(QStringLiteral("echo bye; exit 42"));
        QVERIFY(waitFor(exited));
        const auto error = failureOf(exited);
        QVERIFY(error);
        QCOMPARE(error->code, ErrorCode::SessionTerminated);
        QCOMPARE(error->httpStatus(), 410);
        QCOMPARE(error->context.value(QStringLiteral("exitCode")).toInt(), 42);
        QCOMPARE(error->context.value(QStringLiteral("stdout")).toString(), QStringLiteral("bye\n"));
        QVERIFY(execWait(m_client, QStringLiteral("echo ${GONE-unset}; pwd"), &r));
        QCOMPARE(r.stdoutData,
                 (QStringLiteral("unset\n") + m_fx->workspace() + QStringLiteral("\n")).toUtf8());
    }

    void freshShellKeepsAppliedEnvironment()
    {
        // Applied (setEnvVars) is the session's own; exported by a command is its shell's.
        SessionOptions session;
        session.id = QStringLiteral("applied");
        session.env.insert(QStringLiteral("API_URL"), QStringLiteral("http://localhost:8080"));
        session.env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        QVERIFY(waitFor(m_client->createSession(session)));
        QMap<QString, std::optional<QString>> changes;
        changes.insert(QStringLiteral("API_URL"), QStringLiteral("http://localhost:9000"));
        changes.insert(QStringLiteral("DEBUG"), QStringLiteral("1"));
        changes.insert(QStringLiteral("LANGUAGE"), std::nullopt);
        QVERIFY(waitFor(m_client->setEnvVars(changes, session.id)));
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("export EXPORTED=1"), &r, inSession(session.id)));
        auto exited = m_client->exec(QStringLiteral("exit 3"), inSession(session.id));
        QVERIFY(waitFor(exited));
        QCOMPARE(failureOf(exited)->code, ErrorCode::SessionTerminated);
        QVERIFY(execWait(
            m_client, QStringLiteral("echo \"$API_URL ${DEBUG-unset} ${LANGUAGE-unset} ${EXPORTED-unset}\""),
            &r, inSession(session.id)));
        QCOMPARE(r.stdoutData, QByteArray("http://localhost:9000 1 unset unset\n"));
        auto env = m_client->getEnvVars(session.id);
        QVERIFY(waitFor(env));
        QCOMPARE(env.result().value(QStringLiteral("API_URL")), QStringLiteral("http://localhost:9000"));
        QVERIFY(!env.result().contains(QStringLiteral("LANGUAGE")));
    }

    void shellKilledFromOutside()
    {
        SessionOptions session;
        session.id = QStringLiteral("victim");
        auto created = m_client->createSession(session);
        QVERIFY(waitFor(created));
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("echo $$"), &r, inSession(QStringLiteral("victim"))));
        const QString shellPid = QString::fromLatin1(r.stdoutData.trimmed());
        // Busy: the running call fails, the next one gets a fresh shell.
        auto running = m_client->exec(QStringLiteral("echo started > started; sleep 30"),
                                      inSession(QStringLiteral("victim")));
        QVERIFY(waitUntil([&] { return QFile::exists(m_fx->workspace() + QStringLiteral("/started")); }));
        QVERIFY(execWait(m_client, QStringLiteral("kill -9 ") + shellPid, &r));
        QVERIFY(waitFor(running));
        QCOMPARE(failureOf(running)->code, ErrorCode::SessionTerminated);
        QVERIFY(execWait(m_client, QStringLiteral("echo $$"), &r, inSession(QStringLiteral("victim"))));
        const QString freshPid = QString::fromLatin1(r.stdoutData.trimmed());
        QVERIFY(freshPid != shellPid);
        // Idle: the next call simply works.
        QVERIFY(execWait(m_client, QStringLiteral("kill -9 ") + freshPid, &r));
        QVERIFY(waitUntil([&] { return !processAlive(freshPid.toLongLong()); }));
        QVERIFY(execWait(m_client, QStringLiteral("echo alive"), &r, inSession(QStringLiteral("victim"))));
        QCOMPARE(r.stdoutData, QByteArray("alive\n"));
    }

    void callsRunInArrivalOrder()
    {
        QList<QFuture<ExecResult>> futures;
        for (int i = 0; i < 40; ++i)
            futures << m_client->exec(QStringLiteral("echo %1 >> order.txt; echo %1").arg(i));
        for (int i = 0; i < futures.size(); ++i) {
            QVERIFY(waitFor(futures[i]));
            QCOMPARE(futures[i].result().stdoutData, QByteArray::number(i) + '\n');
        }
        QFile file(m_fx->workspace() + QStringLiteral("/order.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray expected;
        for (int i = 0; i < 40; ++i)
            expected += QByteArray::number(i) + '\n';
        QCOMPARE(file.readAll(), expected);
    }

    void twentyConcurrentSessions()
    {
        constexpr int kSessions = 20;
        for (int i = 0; i < kSessions; ++i) {
            SessionOptions session;
            session.id = QStringLiteral("c%1").arg(i);
            session.env.insert(QStringLiteral("ME"), session.id);
            auto created = m_client->createSession(session);
            QVERIFY(waitFor(created));
        }
        QElapsedTimer clock;
        clock.start();
        QList<QFuture<ExecResult>> futures;
        for (int i = 0; i < kSessions; ++i)
            futures << m_client->exec(
                QStringLiteral("for i in $(seq 1 300); do echo $ME-$i; done; sleep 1; echo $ME-end >&2"),
                inSession(QStringLiteral("c%1").arg(i)));
        for (int i = 0; i < kSessions; ++i) {
            QVERIFY(waitFor(futures[i]));
            QVERIFY(!failureOf(futures[i]));
            QByteArray expected;
            for (int line = 1; line <= 300; ++line)
                expected += QStringLiteral("c%1-%2\n").arg(i).arg(line).toUtf8();
            QCOMPARE(futures[i].result().stdoutData, expected);
            QCOMPARE(futures[i].result().stderrData, QStringLiteral("c%1-end\n").arg(i).toUtf8());
        }
        // 20 × 1 s of sleep in parallel, not in series.
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
    }

    void deleteThenRecreateIsFresh()
    {
        SessionOptions session;
        session.id = QStringLiteral("re");
        auto created = m_client->createSession(session);
        QVERIFY(waitFor(created));
        ExecResult r;
        QVERIFY(
            execWait(m_client, QStringLiteral("export OLD=1; cd /"), &r, inSession(QStringLiteral("re"))));
        auto deleted = m_client->deleteSession(QStringLiteral("re"));
        QVERIFY(waitFor(deleted));
        QCOMPARE(deleted.result(), QStringLiteral("re"));
        auto again = m_client->createSession(session);
        QVERIFY(waitFor(again));
        QVERIFY(!failureOf(again));
        QVERIFY(execWait(m_client, QStringLiteral("echo ${OLD-fresh}; pwd"), &r,
                         inSession(QStringLiteral("re"))));
        QCOMPARE(r.stdoutData,
                 (QStringLiteral("fresh\n") + m_fx->workspace() + QStringLiteral("\n")).toUtf8());
    }

    void deleteKillsRunningCommands()
    {
        SessionOptions session;
        session.id = QStringLiteral("doomed");
        auto created = m_client->createSession(session);
        QVERIFY(waitFor(created));
        auto running = m_client->exec(QStringLiteral("sleep 60 & echo $! > doomed.pid; wait"),
                                      inSession(QStringLiteral("doomed")));
        const QString pidFile = m_fx->workspace() + QStringLiteral("/doomed.pid");
        QVERIFY(waitUntil([&] {
            QFile f(pidFile);
            return f.open(QIODevice::ReadOnly) && !f.readAll().trimmed().isEmpty();
        }));
        QFile f(pidFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const qint64 pid = f.readAll().trimmed().toLongLong();
        QVERIFY(processAlive(pid));
        auto deleted = m_client->deleteSession(QStringLiteral("doomed"));
        QVERIFY(waitFor(deleted));
        QVERIFY(!failureOf(deleted));
        QVERIFY(waitFor(running));
        QCOMPARE(failureOf(running)->code, ErrorCode::SessionDestroyed);
        QVERIFY(waitUntil([&] { return !processAlive(pid); }, 5000));
    }

    void missingCwdFallsBackToHome()
    {
        SessionOptions session;
        session.id = QStringLiteral("homeless");
        session.cwd = QStringLiteral("/nonexistent/sandman/dir");
        auto created = m_client->createSession(session);
        QVERIFY(waitFor(created));
        QVERIFY(!failureOf(created));
        const QString home = qEnvironmentVariable("HOME", QDir::homePath());
        QCOMPARE(created.result().cwd, home);
        QVERIFY(created.result().note.contains(QLatin1String("/nonexistent/sandman/dir")));
        QVERIFY(created.result().note.contains(QLatin1String("HOME")));
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("pwd"), &r, inSession(QStringLiteral("homeless"))));
        QCOMPARE(r.stdoutData, (home + QLatin1Char('\n')).toUtf8());
    }

    void createWithWorkspaceCwd()
    {
        QVERIFY(QDir(m_fx->workspace()).mkpath(QStringLiteral("proj")));
        SessionOptions session;
        session.id = QStringLiteral("proj");
        session.cwd = QStringLiteral("/workspace/proj");
        auto created = m_client->createSession(session);
        QVERIFY(waitFor(created));
        QCOMPARE(created.result().cwd, m_fx->workspace() + QStringLiteral("/proj"));
        QVERIFY(created.result().note.isEmpty());
    }

    void cwdDeletedMidSession()
    {
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("mkdir -p doomed-dir && cd doomed-dir"), &r));
        QVERIFY(execWait(m_client, QStringLiteral("rmdir ../doomed-dir"), &r));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(execWait(
            m_client, QStringLiteral("echo still-works; cd .. 2>/dev/null; cd \"$OLDPWD\" 2>/dev/null; true"),
            &r));
        QCOMPARE(r.stdoutData, QByteArray("still-works\n"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(execWait(m_client, QStringLiteral("cd %1 && pwd").arg(m_fx->workspace()), &r));
        QCOMPARE(r.stdoutData, (m_fx->workspace() + QLatin1Char('\n')).toUtf8());
    }

    void envNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("valid");
        QTest::newRow("upper") << "ABC" << true;
        QTest::newRow("underscore first") << "_x1" << true;
        QTest::newRow("mixed") << "a1_B2" << true;
        QTest::newRow("underscore only prefix") << "__" << true;
        QTest::newRow("digit first") << "1A" << false;
        QTest::newRow("dash") << "A-B" << false;
        QTest::newRow("empty") << "" << false;
        QTest::newRow("space") << "A B" << false;
        QTest::newRow("equals") << "A=B" << false;
        QTest::newRow("dollar") << "A$" << false;
        QTest::newRow("non-ascii") << QStringLiteral("\u00c9T\u00c9") << false;
        QTest::newRow("injection") << "A;rm" << false;
    }

    void envNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, valid);
        EnvVarChanges changes;
        changes.insert(name, QStringLiteral("v"));
        auto set = m_client->setEnvVars(changes, QStringLiteral("default"));
        QVERIFY(waitFor(set));
        const auto error = failureOf(set);
        QCOMPARE(!error, valid);
        if (!valid) {
            QCOMPARE(error->code, ErrorCode::ValidationFailed);
            // The same rule for per-call env and create-time env.
            ExecOptions options;
            options.env.insert(name, QStringLiteral("v"));
            auto exec = m_client->exec(QStringLiteral("true"), options);
            QVERIFY(waitFor(exec));
            QCOMPARE(failureOf(exec)->code, ErrorCode::ValidationFailed);
            SessionOptions session;
            session.id = QStringLiteral("envcheck");
            session.env.insert(name, QStringLiteral("v"));
            auto created = m_client->createSession(session);
            QVERIFY(waitFor(created));
            QCOMPARE(failureOf(created)->code, ErrorCode::ValidationFailed);
        } else {
            auto env = m_client->getEnvVars(QStringLiteral("default"));
            QVERIFY(waitFor(env));
            QCOMPARE(env.result().value(name), QStringLiteral("v"));
        }
    }

    void envValues_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("plain") << "plain";
        QTest::newRow("empty") << "";
        QTest::newRow("single quotes") << "it's 'quoted'";
        QTest::newRow("double quotes") << "say \"hi\"";
        QTest::newRow("dollar") << "$HOME ${X} $(echo no) `echo no`";
        QTest::newRow("backslashes") << "a\\b\\\\c\\n";
        QTest::newRow("newlines") << "line1\nline2\n";
        QTest::newRow("tab and cr") << "a\tb\rc";
        QTest::newRow("non-ascii") << QStringLiteral("\u65e5\u672c\u8a9e \u00fc \U0001F600");
        QTest::newRow("leading dash") << "-n -e";
        QTest::newRow("glob") << "* ? [a]";
        QTest::newRow("semicolon") << "a; rm -rf /tmp/nothing-here";
    }

    void envValues()
    {
        QFETCH(QString, value);
        EnvVarChanges changes;
        changes.insert(QStringLiteral("ROUND_TRIP"), value);
        auto set = m_client->setEnvVars(changes, QStringLiteral("default"));
        QVERIFY(waitFor(set));
        QVERIFY(!failureOf(set));
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("printf %s \"$ROUND_TRIP\"; printf %s \"$ROUND_TRIP\" >&2"),
                         &r));
        QCOMPARE(r.stdoutData, value.toUtf8());
        QVERIFY(execWait(m_client, QStringLiteral("sh -c 'printf %s \"$ROUND_TRIP\"'"), &r));
        QCOMPARE(r.stdoutData, value.toUtf8());
        auto env = m_client->getEnvVars(QStringLiteral("default"));
        QVERIFY(waitFor(env));
        QCOMPARE(env.result().value(QStringLiteral("ROUND_TRIP")), value);
        // Per-call env takes the same values exactly.
        ExecOptions options;
        options.env.insert(QStringLiteral("PER_CALL"), value);
        QVERIFY(execWait(m_client, QStringLiteral("printf %s \"$PER_CALL\""), &r, options));
        QCOMPARE(r.stdoutData, value.toUtf8());
    }

    void envSetAndUnset()
    {
        EnvVarChanges changes;
        changes.insert(QStringLiteral("K1"), QStringLiteral("v1"));
        changes.insert(QStringLiteral("K2"), QStringLiteral("v2"));
        auto set = m_client->session(QStringLiteral("default")).setEnvVars(changes);
        QVERIFY(waitFor(set));
        QVERIFY(!failureOf(set));
        changes.clear();
        changes.insert(QStringLiteral("K1"), std::nullopt);
        changes.insert(QStringLiteral("K3"), QStringLiteral("v3"));
        auto update = m_client->session(QStringLiteral("default")).setEnvVars(changes);
        QVERIFY(waitFor(update));
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("echo ${K1-unset} $K2 $K3"), &r));
        QCOMPARE(r.stdoutData, QByteArray("unset v2 v3\n"));
        // A command's own export shows in the live environment.
        QVERIFY(execWait(m_client, QStringLiteral("export FROM_CMD=1; unset K2"), &r));
        auto env = m_client->getEnvVars(QStringLiteral("default"));
        QVERIFY(waitFor(env));
        QCOMPARE(env.result().value(QStringLiteral("FROM_CMD")), QStringLiteral("1"));
        QVERIFY(!env.result().contains(QStringLiteral("K1")));
        QVERIFY(!env.result().contains(QStringLiteral("K2")));
        QCOMPARE(env.result().value(QStringLiteral("K3")), QStringLiteral("v3"));
    }

    void getEnvOfBusySessionAnswersAtOnce()
    {
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("export SNAP=1"), &r));
        auto fresh = m_client->getEnvVars(QStringLiteral("default")); // idle: asks the shell
        QVERIFY(waitFor(fresh));
        QCOMPARE(fresh.result().value(QStringLiteral("SNAP")), QStringLiteral("1"));
        auto running = m_client->exec(QStringLiteral("echo go > busy; sleep 3"));
        QVERIFY(waitUntil([&] { return QFile::exists(m_fx->workspace() + QStringLiteral("/busy")); }));
        QElapsedTimer clock;
        clock.start();
        auto env = m_client->getEnvVars(QStringLiteral("default"));
        QVERIFY(waitFor(env));
        QVERIFY(clock.elapsed() < 2000);
        QCOMPARE(env.result().value(QStringLiteral("SNAP")), QStringLiteral("1"));
        QVERIFY(waitFor(running));
    }

    void sandboxLevelEnv()
    {
        SessionOptions before;
        before.id = QStringLiteral("before");
        auto created = m_client->createSession(before);
        QVERIFY(waitFor(created));
        EnvVarChanges changes;
        changes.insert(QStringLiteral("SANDBOX_WIDE"), QStringLiteral("yes"));
        auto set = m_client->setEnvVars(changes); // sandbox level
        QVERIFY(waitFor(set));
        QVERIFY(!failureOf(set));
        SessionOptions after;
        after.id = QStringLiteral("after");
        created = m_client->createSession(after);
        QVERIFY(waitFor(created));
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("echo ${SANDBOX_WIDE-unset}"), &r));
        QCOMPARE(r.stdoutData, QByteArray("yes\n"));
        QVERIFY(execWait(m_client, QStringLiteral("echo ${SANDBOX_WIDE-unset}"), &r,
                         inSession(QStringLiteral("after"))));
        QCOMPARE(r.stdoutData, QByteArray("yes\n"));
        QVERIFY(execWait(m_client, QStringLiteral("echo ${SANDBOX_WIDE-unset}"), &r,
                         inSession(QStringLiteral("before"))));
        QCOMPARE(r.stdoutData, QByteArray("unset\n"));
        // It survives the default session's shell being replaced.
        auto exited = m_client->exec(QStringLiteral("exit 3"));
        QVERIFY(waitFor(exited));
        QVERIFY(execWait(m_client, QStringLiteral("echo ${SANDBOX_WIDE-unset}"), &r));
        QCOMPARE(r.stdoutData, QByteArray("yes\n"));
    }

    void badRequests_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonObject>("body");
        QTest::newRow("exec without command") << "/api/execute" << QJsonObject{};
        QTest::newRow("command not a string")
            << "/api/execute" << QJsonObject{{QStringLiteral("command"), 5}};
        QTest::newRow("negative timeout") << "/api/execute"
                                          << QJsonObject{{QStringLiteral("command"), QStringLiteral("true")},
                                                         {QStringLiteral("timeoutMs"), -1}};
        QTest::newRow("env value not a string")
            << "/api/execute"
            << QJsonObject{{QStringLiteral("command"), QStringLiteral("true")},
                           {QStringLiteral("env"), QJsonObject{{QStringLiteral("A"), 1}}}};
        QTest::newRow("NUL in command")
            << "/api/execute" << QJsonObject{{QStringLiteral("command"), QString(QChar(0))}};
        QTest::newRow("delete without id") << "/api/session/delete" << QJsonObject{};
        QTest::newRow("NUL in env value")
            << "/api/sandman/env"
            << QJsonObject{
                   {QStringLiteral("envVars"), QJsonObject{{QStringLiteral("A"), QString(QChar(0))}}}};
    }

    void badRequests()
    {
        QFETCH(QString, path);
        QFETCH(QJsonObject, body);
        auto response = m_client->request(QStringLiteral("POST"), path, body);
        QVERIFY(waitFor(response));
        const auto error = failureOf(response);
        QVERIFY(error);
        QCOMPARE(error->code, ErrorCode::ValidationFailed);
        ExecResult r;
        QVERIFY(execWait(m_client, QStringLiteral("echo fine"), &r));
    }

    // In-process, exec's request reaches the route as a value (ExecRequest), not JSON: it is
    // checked exactly as the JSON a peer sends, and both answer alike.
    void execValueAndJsonAgree_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("sessionId");
        QTest::addColumn<qint64>("timeoutMs"); // -2: not set
        QTest::addColumn<QString>("envName");
        QTest::addColumn<QString>("envValue");
        QTest::addColumn<QString>("cwd");
        QTest::addColumn<QString>("code"); // empty: it runs
        QTest::newRow("plain") << "echo \"$X\" \"$PWD\""
                               << "" << qint64(-2) << "X"
                               << "v"
                               << "/tmp"
                               << "";
        QTest::newRow("no timeout") << "echo ok"
                                    << "" << qint64(0) << ""
                                    << ""
                                    << ""
                                    << "";
        QTest::newRow("negative timeout") << "true"
                                          << "" << qint64(-1) << ""
                                          << ""
                                          << ""
                                          << "VALIDATION_FAILED";
        QTest::newRow("NUL in command") << QStringLiteral("echo a") + QChar(0) << "" << qint64(-2) << ""
                                        << ""
                                        << ""
                                        << "VALIDATION_FAILED";
        QTest::newRow("env name with =") << "true"
                                         << "" << qint64(-2) << "A=B"
                                         << "v"
                                         << ""
                                         << "VALIDATION_FAILED";
        QTest::newRow("env name with a digit first") << "true"
                                                     << "" << qint64(-2) << "1A"
                                                     << "v"
                                                     << ""
                                                     << "VALIDATION_FAILED";
        QTest::newRow("NUL in env value") << "true"
                                          << "" << qint64(-2) << "A" << QStringLiteral("a") + QChar(0) << ""
                                          << "VALIDATION_FAILED";
        QTest::newRow("a session made on first use") << "echo ok"
                                                     << "fresh" << qint64(-2) << ""
                                                     << ""
                                                     << ""
                                                     << "";
    }

    void execValueAndJsonAgree()
    {
        QFETCH(QString, command);
        QFETCH(QString, sessionId);
        QFETCH(qint64, timeoutMs);
        QFETCH(QString, envName);
        QFETCH(QString, envValue);
        QFETCH(QString, cwd);
        QFETCH(QString, code);
        ExecOptions options;
        options.sessionId = sessionId;
        if (timeoutMs != -2)
            options.timeoutMs = timeoutMs;
        if (!envName.isEmpty())
            options.env.insert(envName, envValue);
        options.cwd = cwd;
        auto asValue = m_client->exec(command, options);
        QVERIFY(waitFor(asValue));
        const ExecRequest request{command, sessionId, options.timeoutMs, options.env, cwd};
        auto asJson
            = m_client->request(QStringLiteral("POST"), QStringLiteral("/api/execute"), request.toJson());
        QVERIFY(waitFor(asJson));
        const auto valueError = failureOf(asValue);
        const auto jsonError = failureOf(asJson);
        QCOMPARE(valueError ? errorCodeName(valueError->code) : QString(), code);
        QCOMPARE(jsonError ? errorCodeName(jsonError->code) : QString(), code);
        if (valueError) {
            QCOMPARE(valueError->message, jsonError->message);
            return;
        }
        const ExecResult fromJson = ExecResult::fromJson(asJson.result());
        QCOMPARE(asValue.result().stdoutData, fromJson.stdoutData);
        QCOMPARE(asValue.result().exitCode, 0);
        if (!envName.isEmpty())
            QCOMPARE(fromJson.stdoutData, QByteArray("v /tmp\n"));
    }

private:
    std::unique_ptr<ClientFixture> m_fx;
    SandboxClient *m_client = nullptr;
};

QTEST_GUILESS_MAIN(TestSessions)
#include "tst_sessions.moc"
