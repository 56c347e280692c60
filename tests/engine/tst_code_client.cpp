// SPDX-License-Identifier: Apache-2.0
// Code contexts (persistent python3 / node interpreters) through SandboxClient, over every
// transport (ClientFixture). A language whose interpreter is not installed is skipped.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/CodeRun.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

class TestCodeClient : public QObject
{
    Q_OBJECT
private:
    SandboxClient *client() const { return m_fx->client(); }

    // Runs code to the end; the run stays alive (child of the test) for inspection.
    CodeRun *run(const QString &code, const QString &contextId, qint64 timeoutMs = 0)
    {
        CodeRun *codeRun = client()->runCode(code, contextId, timeoutMs);
        codeRun->setParent(this);
        QSignalSpy finished(codeRun, &CodeRun::finished);
        if (!codeRun->isFinished() && !finished.wait(60000))
            qFatal("runCode did not finish");
        return codeRun;
    }

    static bool haveInterpreter(const QString &language)
    {
        return !QStandardPaths::findExecutable(language == QLatin1String("python") ? QStringLiteral("python3")
                                                                                   : QStringLiteral("node"))
                    .isEmpty();
    }

    // One row per language: the code snippets that mean the same thing in each.
    static void addLanguageRows()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("python") << QStringLiteral("python");
        QTest::newRow("javascript") << QStringLiteral("javascript");
    }
    static QString pick(const QString &language, const char *python, const char *javascript)
    {
        return QString::fromUtf8(language == QLatin1String("python") ? python : javascript);
    }

private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
    }
    void cleanup()
    {
        qDeleteAll(findChildren<CodeRun *>(Qt::FindDirectChildrenOnly));
        m_fx.reset();
    }

    void statePersists_data() { addLanguageRows(); }
    void statePersists()
    {
        QFETCH(QString, language);
        if (!haveInterpreter(language))
            QSKIP("the interpreter for this language is not installed");
        const CodeContextInfo context = resultOf(client()->createCodeContext(language));
        QVERIFY(!context.id.isEmpty());
        QCOMPARE(context.language, language);
        CodeRun *first = run(pick(language, "x = 1", "var x = 1"), context.id);
        QVERIFY(!first->failure());
        QVERIFY(!first->error());
        QVERIFY(first->results().isEmpty()); // an assignment has no value to show
        CodeRun *second = run(QStringLiteral("x + 1"), context.id);
        QCOMPARE(second->results().size(), 1);
        QCOMPARE(second->results().first().text, QStringLiteral("2"));
        QCOMPARE(second->executionCount(), 2);
        // Imports persist too.
        run(pick(language, "import math", "var path = require('path')"), context.id);
        CodeRun *third = run(pick(language, "math.sqrt(16)", "path.basename('/a/b.txt')"), context.id);
        QCOMPARE(third->results().size(), 1);
        QCOMPARE(third->results().first().text, pick(language, "4.0", "b.txt"));
    }

    void outputAndResults_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("stdoutText");
        QTest::addColumn<QString>("stderrText");
        QTest::addColumn<QString>("resultText");
        QTest::addColumn<QJsonValue>("resultJson");
        const QJsonValue none(QJsonValue::Undefined);
        QTest::newRow("python print") << "python"
                                      << "print('hello')"
                                      << "hello\n"
                                      << ""
                                      << "" << none;
        QTest::newRow("python stderr") << "python"
                                       << "import sys; sys.stderr.write('oops\\n')"
                                       << ""
                                       << "oops\n"
                                       << "5" << none;
        QTest::newRow("python last expression") << "python"
                                                << "a = 20\na * 2 + 2"
                                                << ""
                                                << ""
                                                << "42" << none;
        QTest::newRow("python output then result") << "python"
                                                   << "print('a')\nprint('b')\n'done'"
                                                   << "a\nb\n"
                                                   << ""
                                                   << "'done'" << none;
        QTest::newRow("python dict → json")
            << "python"
            << "{'a': [1, 2], 'b': None}"
            << ""
            << ""
            << "{'a': [1, 2], 'b': None}"
            << QJsonValue(QJsonObject{{QStringLiteral("a"), QJsonArray{1, 2}},
                                      {QStringLiteral("b"), QJsonValue::Null}});
        QTest::newRow("python list → json") << "python"
                                            << "[1, 'x']"
                                            << ""
                                            << ""
                                            << "[1, 'x']" << QJsonValue(QJsonArray{1, QStringLiteral("x")});
        QTest::newRow("python None shows nothing") << "python"
                                                   << "None"
                                                   << ""
                                                   << ""
                                                   << "" << none;
        QTest::newRow("javascript console.log") << "javascript"
                                                << "console.log('hello')"
                                                << "hello\n"
                                                << ""
                                                << "" << none;
        QTest::newRow("javascript console.error") << "javascript"
                                                  << "console.error('oops')"
                                                  << ""
                                                  << "oops\n"
                                                  << "" << none;
        QTest::newRow("javascript last expression") << "javascript"
                                                    << "var a = 20;\na * 2 + 2"
                                                    << ""
                                                    << ""
                                                    << "42" << none;
        QTest::newRow("javascript object → json")
            << "javascript"
            << "({a: [1, 2], b: null})"
            << ""
            << ""
            << "{ a: [ 1, 2 ], b: null }"
            << QJsonValue(QJsonObject{{QStringLiteral("a"), QJsonArray{1, 2}},
                                      {QStringLiteral("b"), QJsonValue::Null}});
        QTest::newRow("javascript promise is awaited") << "javascript"
                                                       << "Promise.resolve(7)"
                                                       << ""
                                                       << ""
                                                       << "7" << none;
    }
    void outputAndResults()
    {
        QFETCH(QString, language);
        QFETCH(QString, code);
        QFETCH(QString, stdoutText);
        QFETCH(QString, stderrText);
        QFETCH(QString, resultText);
        QFETCH(QJsonValue, resultJson);
        if (!haveInterpreter(language))
            QSKIP("the interpreter for this language is not installed");
        const CodeContextInfo context = resultOf(client()->createCodeContext(language));
        CodeRun *codeRun = client()->runCode(code, context.id);
        codeRun->setParent(this);
        QSignalSpy stdoutSpy(codeRun, &CodeRun::stdoutReceived);
        QSignalSpy completed(codeRun, &CodeRun::completed);
        QSignalSpy finished(codeRun, &CodeRun::finished);
        QVERIFY(finished.wait(60000));
        QCOMPARE(completed.size(), 1);
        QVERIFY2(!codeRun->error(), qPrintable(codeRun->error() ? codeRun->error()->value : QString()));
        QCOMPARE(codeRun->stdoutText(), stdoutText);
        QCOMPARE(codeRun->stderrText(), stderrText);
        QCOMPARE(stdoutSpy.isEmpty(), stdoutText.isEmpty()); // output came as events
        if (resultText.isEmpty()) {
            QVERIFY(codeRun->results().isEmpty());
        } else {
            QCOMPARE(codeRun->results().size(), 1);
            QCOMPARE(codeRun->results().first().text, resultText);
            QCOMPARE(codeRun->results().first().json, resultJson);
        }
    }

    void exceptions_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("tracebackMention");
        QTest::newRow("python raise") << "python"
                                      << "def f():\n    raise ValueError('bad value')\nf()"
                                      << "ValueError"
                                      << "bad value"
                                      << "in f";
        QTest::newRow("python syntax") << "python"
                                       << "1 +"
                                       << "SyntaxError"
                                       << ""
                                       << "1 +";
        QTest::newRow("python exit() keeps the kernel") << "python"
                                                        << "raise SystemExit(3)"
                                                        << "SystemExit"
                                                        << "3"
                                                        << "SystemExit";
        QTest::newRow("javascript throw") << "javascript"
                                          << "function f() { throw new RangeError('bad value') }\nf()"
                                          << "RangeError"
                                          << "bad value"
                                          << "at f";
        QTest::newRow("javascript reference") << "javascript"
                                              << "notDefinedAnywhere"
                                              << "ReferenceError"
                                              << "notDefinedAnywhere is not defined"
                                              << "ReferenceError";
    }
    void exceptions()
    {
        QFETCH(QString, language);
        QFETCH(QString, code);
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(QString, tracebackMention);
        if (!haveInterpreter(language))
            QSKIP("the interpreter for this language is not installed");
        const CodeContextInfo context = resultOf(client()->createCodeContext(language));
        run(pick(language, "kept = 'yes'", "var kept = 'yes'"), context.id);
        CodeRun *failing = run(code, context.id);
        QVERIFY(!failing->failure()); // raising is a result of the run, not a failed call
        QVERIFY(failing->error());
        QCOMPARE(failing->error()->name, name);
        if (!value.isEmpty())
            QCOMPARE(failing->error()->value, value);
        QVERIFY2(failing->error()->traceback.join(QLatin1Char('\n')).contains(tracebackMention),
                 qPrintable(failing->error()->traceback.join(QLatin1Char('\n'))));
        // The context lives on with its state.
        CodeRun *after = run(QStringLiteral("kept"), context.id);
        QVERIFY(!after->error());
        QCOMPARE(after->results().size(), 1);
        QCOMPARE(after->results().first().text, pick(language, "'yes'", "yes"));
    }

    void contextsAreIsolated_data() { addLanguageRows(); }
    void contextsAreIsolated()
    {
        QFETCH(QString, language);
        if (!haveInterpreter(language))
            QSKIP("the interpreter for this language is not installed");
        const CodeContextInfo one = resultOf(client()->createCodeContext(language));
        const CodeContextInfo two = resultOf(client()->createCodeContext(language));
        QVERIFY(one.id != two.id);
        run(pick(language, "secret = 41", "var secret = 41"), one.id);
        CodeRun *inTwo = run(pick(language, "secret", "secret"), two.id);
        QVERIFY(inTwo->error());
        QCOMPARE(inTwo->error()->name, pick(language, "NameError", "ReferenceError"));
        CodeRun *inOne = run(QStringLiteral("secret + 1"), one.id);
        QCOMPARE(inOne->results().first().text, QStringLiteral("42"));
    }

    void cwdAndEnv_data() { addLanguageRows(); }
    void cwdAndEnv()
    {
        QFETCH(QString, language);
        if (!haveInterpreter(language))
            QSKIP("the interpreter for this language is not installed");
        resultOf(client()->mkdir(QStringLiteral("/workspace/proj dir")));
        const CodeContextInfo context = resultOf(
            client()->createCodeContext(language, QStringLiteral("/workspace/proj dir"),
                                        {{QStringLiteral("GREETING"), QStringLiteral("hi 'there' $x")}}));
        QCOMPARE(context.cwd, QStringLiteral("/workspace/proj dir"));
        CodeRun *cwd = run(pick(language, "import os\nos.getcwd()", "process.cwd()"), context.id);
        QCOMPARE(cwd->results().size(), 1);
        const QString expected = QDir(m_fx->workspace()).canonicalPath() + QStringLiteral("/proj dir");
        QCOMPARE(cwd->results().first().text,
                 language == QLatin1String("python") ? QStringLiteral("'%1'").arg(expected) : expected);
        CodeRun *env = run(
            pick(language, "print(os.environ['GREETING'])", "console.log(process.env.GREETING)"), context.id);
        QCOMPARE(env->stdoutText(), QStringLiteral("hi 'there' $x\n"));
    }

    void listAndDelete()
    {
        if (!haveInterpreter(QStringLiteral("python")))
            QSKIP("python3 is not installed");
        QVERIFY(resultOf(client()->listCodeContexts()).isEmpty());
        const CodeContextInfo one = resultOf(client()->createCodeContext(QStringLiteral("python")));
        const CodeContextInfo two = resultOf(client()->createCodeContext(QStringLiteral("python3")));
        QCOMPARE(two.language, QStringLiteral("python"));
        QList<CodeContextInfo> listed = resultOf(client()->listCodeContexts());
        QCOMPARE(listed.size(), 2);
        QCOMPARE(listed.at(0).id, one.id);
        QCOMPARE(listed.at(1).id, two.id);
        QCOMPARE(listed.at(0).language, QStringLiteral("python"));
        QCOMPARE(listed.at(0).cwd, m_fx->workspace());

        resultOf(client()->deleteCodeContext(one.id));
        listed = resultOf(client()->listCodeContexts());
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.first().id, two.id);
        CodeRun *gone = run(QStringLiteral("1"), one.id);
        QVERIFY(gone->failure());
        QCOMPARE(gone->failure()->code, ErrorCode::ContextNotFound);
        const QFuture<void> again = client()->deleteCodeContext(one.id);
        QVERIFY(waitFor(again));
        QCOMPARE(failureOf(again)->code, ErrorCode::ContextNotFound);
    }

    void deleteWhileRunning()
    {
        if (!haveInterpreter(QStringLiteral("python")))
            QSKIP("python3 is not installed");
        const CodeContextInfo context = resultOf(client()->createCodeContext(QStringLiteral("python")));
        CodeRun *running = client()->runCode(
            QStringLiteral("import time\nprint('started', flush=True)\ntime.sleep(60)"), context.id);
        running->setParent(this);
        QSignalSpy started(running, &CodeRun::stdoutReceived);
        QSignalSpy finished(running, &CodeRun::finished);
        QVERIFY(started.wait(30000));
        resultOf(client()->deleteCodeContext(context.id));
        QVERIFY(finished.count() == 1 || finished.wait(30000));
        QVERIFY(running->failure());
        QCOMPARE(running->failure()->code, ErrorCode::ContextNotFound);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("call");
        QTest::addColumn<QString>("code");
        QTest::newRow("unknown language") << "language"
                                          << "VALIDATION_FAILED";
        QTest::newRow("missing cwd") << "cwd"
                                     << "FILE_NOT_FOUND";
        QTest::newRow("bad env name") << "env"
                                      << "VALIDATION_FAILED";
        QTest::newRow("delete missing") << "delete"
                                        << "CONTEXT_NOT_FOUND";
        QTest::newRow("run in missing context") << "run"
                                                << "CONTEXT_NOT_FOUND";
    }
    void errors()
    {
        QFETCH(QString, call);
        QFETCH(QString, code);
        std::optional<SandboxError> error;
        const auto check = [&](auto future) {
            QVERIFY(waitFor(future));
            error = failureOf(future);
        };
        if (call == QLatin1String("language"))
            check(client()->createCodeContext(QStringLiteral("cobol")));
        else if (call == QLatin1String("cwd"))
            check(client()->createCodeContext(QStringLiteral("python"), QStringLiteral("/no/such/dir")));
        else if (call == QLatin1String("env"))
            check(client()->createCodeContext(QStringLiteral("python"), {},
                                              {{QStringLiteral("1BAD"), QStringLiteral("x")}}));
        else if (call == QLatin1String("delete"))
            check(client()->deleteCodeContext(QStringLiteral("no-such-context")));
        else if (call == QLatin1String("run"))
            error = run(QStringLiteral("1"), QStringLiteral("no-such-context"))->failure();
        QVERIFY(error);
        QCOMPARE(errorCodeName(error->code), code);
        QVERIFY(!error->message.isEmpty());
    }

    void missingInterpreterFailsClearly()
    {
        // A sandbox whose PATH holds no interpreter at all.
        QFETCH_GLOBAL(QString, transport);
        Sandbox::Options options;
        options.baseEnvironment.insert(QStringLiteral("PATH"), QStringLiteral("/nonexistent"));
        m_fx = ClientFixture::create(transport, options);
        QVERIFY(m_fx);
        const QFuture<CodeContextInfo> created = client()->createCodeContext(QStringLiteral("python"));
        QVERIFY(waitFor(created));
        const std::optional<SandboxError> error = failureOf(created);
        QVERIFY(error);
        QCOMPARE(error->code, ErrorCode::InternalError);
        QVERIFY2(error->message.contains(QStringLiteral("not installed")), qPrintable(error->message));
    }

    // TypeScript contexts: the Node kernel transpiles each cell (types erased, enums lowered);
    // state persists between cells as in JavaScript; a type syntax error is an error event.
    void typescriptCells_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("resultText");
        QTest::addColumn<QString>("errorName");
        QTest::newRow("annotations and interfaces")
            << "interface Point { x: number; y: number }\nconst p: Point = { x: 40, y: 2 };\np.x + p.y"
            << "42"
            << "";
        QTest::newRow("enum") << "enum Colour { Red, Green }\nColour.Green"
                              << "1"
                              << "";
        QTest::newRow("generic function")
            << "function first<T>(items: T[]): T { return items[0]; }\nfirst<string>(['ts', 'js'])"
            << "ts"
            << "";
        QTest::newRow("state of an earlier cell") << "kept.toUpperCase()"
                                                  << "YES"
                                                  << "";
        QTest::newRow("type syntax error") << "let broken: = 1"
                                           << ""
                                           << "SyntaxError";
    }

    void typescriptCells()
    {
        QFETCH(QString, code);
        QFETCH(QString, resultText);
        QFETCH(QString, errorName);
        if (!haveInterpreter(QStringLiteral("javascript")))
            QSKIP("node is not installed");
        const QFuture<CodeContextInfo> created = client()->createCodeContext(QStringLiteral("typescript"));
        QVERIFY(waitFor(created));
        if (const auto error = failureOf(created))
            QFAIL(qPrintable(error->message)); // sandman.sh installs node-typescript
        const CodeContextInfo context = created.result();
        QCOMPARE(context.language, QStringLiteral("typescript"));
        run(QStringLiteral("var kept: string = 'yes'"), context.id);
        CodeRun *cell = run(code, context.id);
        QVERIFY(!cell->failure());
        if (!errorName.isEmpty()) {
            QVERIFY(cell->error());
            QCOMPARE(cell->error()->name, errorName);
            return;
        }
        QVERIFY2(!cell->error(), cell->error() ? qPrintable(cell->error()->value) : "");
        QCOMPARE(cell->results().size(), 1);
        QCOMPARE(cell->results().first().text, resultText);
    }

    void typescriptWithoutCompilerSaysWhatToInstall()
    {
        if (!haveInterpreter(QStringLiteral("javascript")))
            QSKIP("node is not installed");
        const QFuture<CodeContextInfo> created = client()->createCodeContext(
            QStringLiteral("typescript"), {},
            {{QStringLiteral("SANDMAN_TYPESCRIPT"), QStringLiteral("/nonexistent/typescript")}});
        QVERIFY(waitFor(created));
        const std::optional<SandboxError> error = failureOf(created);
        QVERIFY(error);
        QVERIFY2(error->message.contains(QStringLiteral("node-typescript")), qPrintable(error->message));
    }

    void timeoutRestartsTheContext_data() { addLanguageRows(); }
    void timeoutRestartsTheContext()
    {
        QFETCH(QString, language);
        if (!haveInterpreter(language))
            QSKIP("the interpreter for this language is not installed");
        const CodeContextInfo context = resultOf(client()->createCodeContext(language));
        run(pick(language, "before = 1", "var before = 1"), context.id);
        CodeRun *stuck = run(pick(language, "while True:\n    pass", "while (true) {}"), context.id, 500);
        QVERIFY(!stuck->failure());
        QVERIFY(stuck->timedOut());
        QVERIFY(stuck->error());
        QCOMPARE(stuck->error()->name, QStringLiteral("TimeoutError"));
        QVERIFY2(stuck->error()->value.contains(QStringLiteral("state")), qPrintable(stuck->error()->value));
        // The context works again, with a fresh interpreter: the old state is gone.
        CodeRun *after = run(QStringLiteral("1 + 1"), context.id);
        QVERIFY(!after->error());
        QCOMPARE(after->results().first().text, QStringLiteral("2"));
        CodeRun *lost = run(QStringLiteral("before"), context.id);
        QVERIFY(lost->error());
    }

    void runsAreSerialised()
    {
        if (!haveInterpreter(QStringLiteral("python")))
            QSKIP("python3 is not installed");
        const CodeContextInfo context = resultOf(client()->createCodeContext(QStringLiteral("python")));
        // Sent back to back without waiting: they run in order, one at a time.
        QList<CodeRun *> runs;
        runs << client()->runCode(QStringLiteral("import time\ntime.sleep(0.2)\nseen = ['a']"), context.id)
             << client()->runCode(QStringLiteral("seen.append('b')"), context.id)
             << client()->runCode(QStringLiteral("seen"), context.id);
        for (CodeRun *codeRun : runs) {
            codeRun->setParent(this);
            QSignalSpy finished(codeRun, &CodeRun::finished);
            QVERIFY(codeRun->isFinished() || finished.wait(60000));
            QVERIFY(!codeRun->error());
        }
        QCOMPARE(runs.last()->results().first().text, QStringLiteral("['a', 'b']"));
    }

    void deletingTheSandboxKillsInterpreters()
    {
        if (!haveInterpreter(QStringLiteral("python")))
            QSKIP("python3 is not installed");
        const CodeContextInfo context = resultOf(client()->createCodeContext(QStringLiteral("python")));
        // The list entry carries the interpreter's pid (a Sandman addition).
        const QJsonObject listed
            = resultOf(client()->request(QStringLiteral("GET"), QStringLiteral("/api/contexts")));
        const QJsonObject entry = listed.value(QStringLiteral("contexts")).toArray().first().toObject();
        QCOMPARE(entry.value(QStringLiteral("id")).toString(), context.id);
        const qint64 pid = entry.value(QStringLiteral("pid")).toInteger();
        QVERIFY(pid > 0);
        QVERIFY(QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)));
        m_fx.reset(); // the sandbox goes, synchronously killing and reaping its interpreters
        QVERIFY(!QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)));
    }

    void defaultContextWhenNoneNamed()
    {
        if (!haveInterpreter(QStringLiteral("python")))
            QSKIP("python3 is not installed");
        run(QStringLiteral("shared = 5"), QString());
        CodeRun *second = run(QStringLiteral("shared * 2"), QString());
        QCOMPARE(second->results().first().text, QStringLiteral("10"));
        QCOMPARE(resultOf(client()->listCodeContexts()).size(), 1);
    }

private:
    std::unique_ptr<ClientFixture> m_fx;
};

QTEST_GUILESS_MAIN(TestCodeClient)
#include "tst_code_client.moc"
