// SPDX-License-Identifier: Apache-2.0
// The real sandman binary, offscreen, with a HOME and XDG_RUNTIME_DIR of its own: sessions and
// terminals outlive the window. The window is watched through its state dump
// ($SANDMAN_STATE_DUMP: tabs, their text, sessions) and the sandbox through the agent's own
// API, with the address and token from the runtime file the window left.
#include "FutureWait.h"
#include "WindowHome.h"
#include "client/SandboxClient.h"
#include "client/TerminalStream.h"
#include "client/WebSocketTransport.h"
#include "local/LocalAgentInfo.h"
#include "local/LocalAgentRuntime.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <memory>

using namespace sandman;
using namespace sandman::test;

namespace {
constexpr int kStartMs = 30000;
} // namespace

class TestReattach : public QObject
{
    Q_OBJECT

    std::unique_ptr<WindowHome> m_home;
    QList<QProcess *> m_windows;

    QString path(const QString &name) const { return m_home->path(name); }
    QString workspace() const { return m_home->workspace(); }
    QString runtimeDir() const { return m_home->runtimeDir(); }
    LocalAgentRuntime runtime() const { return m_home->runtime(); }
    std::optional<LocalAgentInfo> agent() const { return m_home->agent(); }

    // Starts a window; dump: where it describes itself.
    QProcess *startWindow(const QString &dump, const QStringList &arguments = {})
    {
        auto *window = new QProcess(this);
        QProcessEnvironment environment = m_home->environment();
        environment.insert(QStringLiteral("SANDMAN_STATE_DUMP"), dump);
        window->setProcessEnvironment(environment);
        window->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        window->setStandardOutputFile(QProcess::nullDevice());
        QFile::remove(dump);
        window->start(qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman"),
                      QStringList{QStringLiteral("--workspace"), workspace()} + arguments);
        m_windows << window;
        return window;
    }

    static QJsonObject readDump(const QString &dump)
    {
        QFile file(dump);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(file.readAll()).object();
    }

    // Waits until the window's dump satisfies the predicate; returns the last dump.
    template<typename Predicate> static QJsonObject waitForDump(const QString &dump, Predicate predicate)
    {
        QJsonObject state;
        waitUntil(
            [&] {
                state = readDump(dump);
                return !state.isEmpty() && predicate(state);
            },
            kStartMs);
        return state;
    }

    static QJsonArray tabsOf(const QJsonObject &state)
    {
        return state.value(QStringLiteral("tabs")).toArray();
    }

    static QJsonObject localSandboxOf(const QJsonObject &state)
    {
        for (const QJsonValue &sandbox : state.value(QStringLiteral("sandboxes")).toArray()) {
            if (sandbox.toObject().value(QStringLiteral("connection")).toString() == QLatin1String("local"))
                return sandbox.toObject();
        }
        return {};
    }

    static QJsonObject sessionOf(const QJsonObject &state, const QString &id)
    {
        for (const QJsonValue &session : localSandboxOf(state).value(QStringLiteral("sessions")).toArray()) {
            if (session.toObject().value(QStringLiteral("id")).toString() == id)
                return session.toObject();
        }
        return {};
    }

    // A client of the running agent, as another program would be.
    std::unique_ptr<SandboxClient> agentClient() const
    {
        const std::optional<LocalAgentInfo> info = agent();
        if (!info)
            return nullptr;
        WebSocketTransport::Options options;
        options.token = info->token;
        auto *transport = new WebSocketTransport(info->url, options);
        auto client = std::make_unique<SandboxClient>(transport);
        transport->setParent(client.get());
        transport->open();
        return client;
    }

    // Types a line into terminal (session, terminalId) as a second viewer and returns what the
    // terminal printed (its replay first) until `until` matched: make it match only the answer.
    static QString typeInto(SandboxClient *client, const QString &session, const QString &terminalId,
                            const QByteArray &line, const QRegularExpression &until)
    {
        TerminalRequest request;
        request.sessionId = session;
        request.terminalId = terminalId;
        request.reattach = true;
        std::unique_ptr<TerminalStream> stream(client->transport()->openTerminal(request));
        QByteArray output;
        bool ready = false;
        connect(stream.get(), &TerminalStream::ready, stream.get(), [&] { ready = true; });
        connect(stream.get(), &TerminalStream::dataReceived, stream.get(),
                [&](const QByteArray &bytes) { output += bytes; });
        if (!waitUntil([&] { return ready; }, 10000))
            return QStringLiteral("<not ready: %1>").arg(stream->errorString());
        stream->write(line + '\n');
        waitUntil([&] { return until.match(QString::fromUtf8(output)).hasMatch(); }, 10000);
        return QString::fromUtf8(output);
    }

    // The terminal's shell pid (echo $$), or 0 with what the terminal printed in *output.
    static qint64 shellPid(SandboxClient *client, const QString &session, const QString &terminalId,
                           QString *output = nullptr)
    {
        static int call = 0;
        const QString tag = QStringLiteral("-t%1").arg(++call);
        const QRegularExpression pid(QStringLiteral("PID=(\\d+)") + tag);
        const QString printed = typeInto(client, session, terminalId, "echo PID=$$" + tag.toUtf8(), pid);
        if (output)
            *output = printed;
        return pid.match(printed).captured(1).toLongLong();
    }

    // What the agent's files say, for a failure message.
    QString diagnostics() const
    {
        QString text;
        for (const QString &name : QDir(runtimeDir()).entryList(QDir::Files)) {
            QFile file(QDir(runtimeDir()).filePath(name));
            if (file.open(QIODevice::ReadOnly))
                text += name + QStringLiteral(": ") + QString::fromUtf8(file.readAll()) + QLatin1Char('\n');
        }
        return text + QStringLiteral("lock held: %1").arg(runtime().isRunning());
    }

private slots:
    void init() { m_home = std::make_unique<WindowHome>(); }

    void cleanup()
    {
        for (QProcess *window : std::as_const(m_windows)) {
            window->kill();
            window->waitForFinished();
            delete window;
        }
        m_windows.clear();
        QString error;
        QVERIFY2(m_home->stopAgent(&error), qPrintable(error));
        m_home.reset();
    }

    // kill -9 of the window loses nothing: the same sessions, the same shells, both tabs back
    // in order with the same current tab and their earlier output replayed.
    void aKilledWindowFindsEverythingAsItWas()
    {
        const QString dump = path(QStringLiteral("dump.json"));
        startWindow(dump);
        QVERIFY(!localSandboxOf(waitForDump(dump, [](const QJsonObject &state) {
                     return localSandboxOf(state).value(QStringLiteral("connected")).toBool();
                 })).isEmpty());
        std::unique_ptr<SandboxClient> client = agentClient();
        QVERIFY(client);
        QVERIFY(waitFor(client->createSession(
            {QStringLiteral("work"), {{QStringLiteral("API_KEY"), QStringLiteral("k-123")}}, {}, 60000})));
        m_windows.takeLast()->kill();

        // A window with two terminals in the new session.
        QProcess *window = startWindow(dump,
                                       {QStringLiteral("--terminal"), QStringLiteral("work"),
                                        QStringLiteral("--terminal"), QStringLiteral("work")});
        QJsonObject state = waitForDump(dump, [](const QJsonObject &s) { return tabsOf(s).size() == 2; });
        QCOMPARE(tabsOf(state).size(), 2);
        const QString first = tabsOf(state)[0].toObject().value(QStringLiteral("terminal")).toString();
        const QString second = tabsOf(state)[1].toObject().value(QStringLiteral("terminal")).toString();
        QVERIFY(first != second);
        QString printed;
        const qint64 firstPid = shellPid(client.get(), QStringLiteral("work"), first, &printed);
        QVERIFY2(firstPid > 0, qPrintable(printed));
        const qint64 secondPid = shellPid(client.get(), QStringLiteral("work"), second, &printed);
        QVERIFY2(secondPid > 0, qPrintable(printed));
        QVERIFY(firstPid != secondPid);
        typeInto(client.get(), QStringLiteral("work"), first, "echo \"earlier-${API_KEY}\"",
                 QRegularExpression(QStringLiteral("\nearlier-k-123")));
        state = waitForDump(dump, [](const QJsonObject &s) {
            return tabsOf(s)[0]
                .toObject()
                .value(QStringLiteral("text"))
                .toString()
                .contains(QStringLiteral("\nearlier-k-123"));
        });
        const int current = state.value(QStringLiteral("current")).toInt();
        ::kill(pid_t(window->processId()), SIGKILL);
        QVERIFY(window->waitForFinished());
        const qint64 agentPid = agent()->pid;
        QVERIFY(LocalAgentRuntime::isProcessAlive(agentPid));

        startWindow(dump);
        state = waitForDump(dump, [](const QJsonObject &s) {
            return tabsOf(s).size() == 2
                && tabsOf(s)[0]
                       .toObject()
                       .value(QStringLiteral("text"))
                       .toString()
                       .contains(QStringLiteral("\nearlier-k-123"));
        });
        QCOMPARE(tabsOf(state).size(), 2);
        const QString replayed = tabsOf(state)[0].toObject().value(QStringLiteral("text")).toString();
        QVERIFY2(replayed.contains(QStringLiteral("\nearlier-k-123")), qPrintable(replayed));
        QCOMPARE(tabsOf(state)[0].toObject().value(QStringLiteral("terminal")).toString(), first);
        QCOMPARE(tabsOf(state)[1].toObject().value(QStringLiteral("terminal")).toString(), second);
        QCOMPARE(state.value(QStringLiteral("current")).toInt(), current);
        QVERIFY(!tabsOf(state)[0]
                     .toObject()
                     .value(QStringLiteral("title"))
                     .toString()
                     .contains(QStringLiteral("(")));
        QCOMPARE(agent()->pid, agentPid);
        QCOMPARE(shellPid(client.get(), QStringLiteral("work"), first), firstPid);
        QCOMPARE(shellPid(client.get(), QStringLiteral("work"), second), secondPid);
        state = waitForDump(
            dump, [](const QJsonObject &s) { return !sessionOf(s, QStringLiteral("work")).isEmpty(); });
        QCOMPARE(
            sessionOf(state, QStringLiteral("work")).value(QStringLiteral("commandTimeoutMs")).toInteger(),
            60000);
        QVERIFY(!sessionOf(state, QStringLiteral("work")).value(QStringLiteral("restored")).toBool());
    }

    // kill -9 of the agent: the window notices, starts it again, the sessions come back from
    // their definitions (env, cwd, timeout) marked restored, and the old tabs say they ended.
    void aKilledAgentIsStartedAgainWithItsSessions()
    {
        const QString dump = path(QStringLiteral("dump.json"));
        startWindow(dump);
        waitForDump(dump, [](const QJsonObject &s) {
            return localSandboxOf(s).value(QStringLiteral("connected")).toBool();
        });
        std::unique_ptr<SandboxClient> client = agentClient();
        QVERIFY(client);
        QVERIFY(waitFor(client->mkdir(QStringLiteral("/workspace/project"), true)));
        QVERIFY(waitFor(client->createSession({QStringLiteral("work"),
                                               {{QStringLiteral("API_KEY"), QStringLiteral("k-456")}},
                                               QStringLiteral("/workspace/project"),
                                               45000})));
        m_windows.takeLast()->kill();
        startWindow(dump, {QStringLiteral("--terminal"), QStringLiteral("work")});
        waitForDump(dump, [](const QJsonObject &s) { return tabsOf(s).size() == 1; });
        const qint64 before = agent()->pid;
        QVERIFY(::kill(pid_t(before), SIGKILL) == 0);

        const QJsonObject state = waitForDump(dump, [](const QJsonObject &s) {
            return tabsOf(s)[0]
                       .toObject()
                       .value(QStringLiteral("title"))
                       .toString()
                       .contains(QStringLiteral("ended"))
                && sessionOf(s, QStringLiteral("work")).value(QStringLiteral("restored")).toBool();
        });
        QVERIFY2(tabsOf(state)[0]
                     .toObject()
                     .value(QStringLiteral("title"))
                     .toString()
                     .contains(QStringLiteral("ended")),
                 qPrintable(diagnostics()));
        QVERIFY(sessionOf(state, QStringLiteral("work")).value(QStringLiteral("restored")).toBool());
        QCOMPARE(
            sessionOf(state, QStringLiteral("work")).value(QStringLiteral("commandTimeoutMs")).toInteger(),
            45000);
        QVERIFY(agent()->pid != before);
        ExecOptions options;
        options.sessionId = QStringLiteral("work");
        ExecResult result;
        QVERIFY(waitUntil(
            [&] {
                auto future = client->exec(QStringLiteral("echo $API_KEY; pwd"), options);
                if (!waitFor(future, 5000) || future.resultCount() == 0 || failureOf(future))
                    return false;
                result = future.result();
                return true;
            },
            20000));
        QVERIFY(result.stdoutData.startsWith("k-456\n"));
        QVERIFY(result.stdoutData.endsWith("/project\n"));
    }

    // Two windows at once share one agent: the second attaches to the one the first started.
    void twoWindowsShareOneAgent()
    {
        const QString firstDump = path(QStringLiteral("first.json"));
        const QString secondDump = path(QStringLiteral("second.json"));
        const auto connected = [](const QJsonObject &s) {
            return localSandboxOf(s).value(QStringLiteral("connected")).toBool();
        };
        startWindow(firstDump);
        QVERIFY(connected(waitForDump(firstDump, connected)));
        const qint64 agentPid = agent()->pid;
        std::unique_ptr<SandboxClient> client = agentClient();
        QVERIFY(client);
        QVERIFY(waitFor(client->createSession({QStringLiteral("made-before-the-second"), {}, {}, {}})));
        startWindow(secondDump);
        const QJsonObject state = waitForDump(secondDump, [](const QJsonObject &s) {
            return !sessionOf(s, QStringLiteral("made-before-the-second")).isEmpty();
        });
        QVERIFY(!sessionOf(state, QStringLiteral("made-before-the-second")).isEmpty());
        QVERIFY(connected(readDump(firstDump)));
        QCOMPARE(agent()->pid, agentPid);
        QCOMPARE(QDir(runtimeDir()).entryList({QStringLiteral("agent-*.json")}, QDir::Files).size(), 1);
    }
};

QTEST_MAIN(TestReattach)
#include "tst_reattach.moc"
