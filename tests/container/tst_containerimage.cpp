// SPDX-License-Identifier: Apache-2.0
// The sandman-agent container image, built without a registry (resources/container/
// build-rootfs.sh: an mmdebstrap root filesystem imported into podman) and run with the pod spec
// of resources/kubernetes/pod.yaml by `podman kube play`; Sandman's client then drives the agent
// over /ws. Skipped, with the reason, where podman or mmdebstrap is missing or cannot run here.
#include "FutureWait.h"
#include "client/CodeRun.h"
#include "client/SandboxClient.h"
#include "client/WebSocketTransport.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUuid>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {

const QString kImage = QStringLiteral("localhost/sandman-agent:test");
// Names in pod.yaml (podman names the container <pod>-<container>).
const QString kPod = QStringLiteral("sandman-agent");
const QString kContainer = QStringLiteral("sandman-agent-agent");
const QString kSecret = QStringLiteral("sandman-agent-token");

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString firstErrorLine() const
    {
        const QByteArray text = err.trimmed().isEmpty() ? out.trimmed() : err.trimmed();
        return QString::fromUtf8(text.split('\n').value(0));
    }
};

Run run(const QString &program, const QStringList &arguments, int timeoutMs = 120000,
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    Run result;
    if (!process.waitForStarted(10000)) {
        result.err = process.errorString().toUtf8();
        return result;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(5000);
        result.err = "timed out: " + process.readAllStandardError();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

} // namespace

class TestContainerImage : public QObject
{
    Q_OBJECT

    QString m_source;
    QString m_podman;
    QTemporaryDir m_dir;
    QProcessEnvironment m_environment = QProcessEnvironment::systemEnvironment();

    Run podman(const QStringList &arguments, int timeoutMs = 120000)
    {
        return run(m_podman, arguments, timeoutMs, m_environment);
    }

    // podman's defaults fail on some machines (crun on a hybrid cgroup hierarchy; rlimits above
    // what an unprivileged-looking root may set): then runc and rlimits within ours, in a
    // containers.conf of the test's own. Empty when a container runs, else why not.
    QString findWorkingRuntime()
    {
        const QStringList probe{QStringLiteral("run"), QStringLiteral("--rm"), QStringLiteral("--entrypoint"),
                                QStringLiteral("/bin/true"), kImage};
        const Run plain = podman(probe);
        if (plain.exitCode == 0)
            return {};
        const QString conf = m_dir.filePath(QStringLiteral("containers.conf"));
        QFile file(conf);
        if (!file.open(QIODevice::WriteOnly))
            return file.errorString();
        file.write("[containers]\ndefault_ulimits = [\"nofile=1024:1024\", \"nproc=1024:1024\"]\n"
                   "[engine]\nruntime = \"runc\"\n");
        file.close();
        m_environment.insert(QStringLiteral("CONTAINERS_CONF"), conf);
        const Run tuned = podman(probe);
        if (tuned.exitCode == 0)
            return {};
        return QStringLiteral("podman cannot run a container here: %1 (with runc and lower rlimits: %2)")
            .arg(plain.firstErrorLine(), tuned.firstErrorLine());
    }

    void tearDownPod(const QString &manifest)
    {
        podman({QStringLiteral("kube"), QStringLiteral("down"), manifest});
        podman({QStringLiteral("pod"), QStringLiteral("rm"), QStringLiteral("--force"), kPod});
        podman({QStringLiteral("secret"), QStringLiteral("rm"), kSecret});
        // podman 4.3 makes the secret and each emptyDir a named volume.
        podman({QStringLiteral("volume"), QStringLiteral("rm"), QStringLiteral("--force"),
                QStringLiteral("sandman-workspace"), kSecret, QStringLiteral("tmp"), QStringLiteral("home")});
    }

    // pod.yaml as it is, but for the image under test and a token in its Secret. podman 4.3
    // ignores a Secret's stringData, so the token goes to data (base64, as Kubernetes has it).
    QString playableManifest(const QByteArray &token)
    {
        QFile source(m_source + QStringLiteral("/resources/kubernetes/pod.yaml"));
        if (!source.open(QIODevice::ReadOnly))
            return {};
        QByteArray text = source.readAll();
        const QByteArray image = "image: localhost/sandman-agent:latest";
        const QByteArray secret = "stringData:\n  token: \"\"";
        if (text.count(image) != 1 || text.count(secret) != 1)
            return {};
        text.replace(image, "image: " + kImage.toUtf8());
        text.replace(secret, "data:\n  token: " + token.toBase64());
        const QString path = m_dir.filePath(QStringLiteral("pod.yaml"));
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size())
            return {};
        return path;
    }

private slots:
    void initTestCase()
    {
        m_source = QStringLiteral(SANDMAN_SOURCE_DIR);
        m_podman = QStandardPaths::findExecutable(QStringLiteral("podman"));
        if (m_podman.isEmpty())
            QSKIP("podman is not installed (apt-get install podman catatonit runc)");
        if (QStandardPaths::findExecutable(QStringLiteral("mmdebstrap")).isEmpty())
            QSKIP("mmdebstrap is not installed (apt-get install mmdebstrap)");
        const QString agent
            = qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman-agent");
        QVERIFY2(QFile::exists(agent), qPrintable(agent));
        const Run build = run(QStringLiteral("bash"),
                              {m_source + QStringLiteral("/resources/container/build-rootfs.sh"),
                               QStringLiteral("--if-changed"), QStringLiteral("--agent"), agent,
                               QStringLiteral("--tag"), kImage},
                              840000);
        if (build.exitCode != 0
            && (build.err.contains("Failed to fetch") || build.err.contains("Could not resolve")))
            QSKIP(qPrintable(QStringLiteral("the Debian mirror is unreachable: ") + build.firstErrorLine()));
        if (build.exitCode != 0 && build.err.contains("unshare"))
            QSKIP(qPrintable(QStringLiteral("mmdebstrap cannot make a root filesystem here: ")
                             + build.firstErrorLine()));
        QVERIFY2(build.exitCode == 0, build.err.right(2000).constData());
        const QString why = findWorkingRuntime();
        if (!why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void imageHasTheAgentsLibrariesAndTools()
    {
        const Run ldd = podman({QStringLiteral("run"), QStringLiteral("--rm"), QStringLiteral("--entrypoint"),
                                QStringLiteral("/bin/bash"), kImage, QStringLiteral("-c"),
                                QStringLiteral("ldd /usr/local/bin/sandman-agent; id -un; id -u; "
                                               "command -v git python3 node bwrap || true")});
        QCOMPARE(ldd.exitCode, 0);
        QVERIFY2(!ldd.out.contains("not found"), ldd.out.constData());
        QVERIFY(ldd.out.contains("libQt6WebSockets.so.6 =>"));
        QVERIFY(ldd.out.contains("\nsandbox\n1000\n"));
        for (const char *tool : {"/usr/bin/git", "/usr/bin/python3", "/usr/bin/node"})
            QVERIFY2(ldd.out.contains(tool), tool);
        QVERIFY2(!ldd.out.contains("bwrap"), "no bubblewrap inside: the pod is the sandbox");
    }

    void refusesTheOpenPortWithoutAToken()
    {
        const Run agent = podman({QStringLiteral("run"), QStringLiteral("--rm"), kImage,
                                  QStringLiteral("--listen"), QStringLiteral("0.0.0.0:3000"),
                                  QStringLiteral("--root"), QStringLiteral("/workspace")});
        QCOMPARE(agent.exitCode, 2);
        QVERIFY2(agent.err.contains("refusing to listen on 0.0.0.0 without a token"), agent.err.constData());
    }

    void podManifestRunsTheAgent()
    {
        const QByteArray secretToken = QUuid::createUuid().toByteArray(QUuid::Id128);
        const QString manifest = playableManifest(secretToken);
        QVERIFY2(!manifest.isEmpty(), "pod.yaml no longer has the image or empty token this test replaces");
        tearDownPod(manifest);
        auto cleanup = qScopeGuard([&] { tearDownPod(manifest); });
        const Run play = podman({QStringLiteral("kube"), QStringLiteral("play"), manifest});
        QVERIFY2(play.exitCode == 0, play.err.constData());

        // The probe of the manifest (sandman-healthcheck: /api/ping with the token) says ready.
        QVERIFY2(
            waitUntil(
                [&] {
                    return podman({QStringLiteral("healthcheck"), QStringLiteral("run"), kContainer}).exitCode
                        == 0;
                },
                30000),
            podman({QStringLiteral("logs"), kContainer}).err.constData());

        const QString infra = QString::fromUtf8(
            podman({QStringLiteral("pod"), QStringLiteral("inspect"), QStringLiteral("--format"),
                    QStringLiteral("{{.InfraContainerID}}"), kPod})
                .out.trimmed());
        const Run inspect
            = podman({QStringLiteral("inspect"), QStringLiteral("--format"),
                      QStringLiteral("{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}"), infra});
        const QString address = QString::fromUtf8(inspect.out.trimmed());
        QVERIFY2(!address.isEmpty(), inspect.err.constData());
        // podman 4.3 writes a Secret's data to the file still base64-encoded (Kubernetes decodes
        // it): the token is whatever the agent reads, so it is taken from the file itself.
        const Run tokenFile
            = podman({QStringLiteral("exec"), kContainer, QStringLiteral("head"), QStringLiteral("-n1"),
                      QStringLiteral("/var/run/secrets/sandman/token")});
        QCOMPARE(tokenFile.exitCode, 0);
        const QByteArray token = tokenFile.out.trimmed();
        QVERIFY(token == secretToken || token == secretToken.toBase64());

        WebSocketTransport::Options options;
        options.token = token;
        WebSocketTransport transport(QUrl(QStringLiteral("ws://%1:3000/ws").arg(address)), options);
        transport.open();
        SandboxClient client(&transport);
        const ExecResult result
            = resultOf(client.exec(QStringLiteral("id -u; pwd; echo made > /workspace/f && cat /workspace/f; "
                                                  "touch /etc/x 2>/dev/null || echo read-only; "
                                                  "grep CapEff /proc/self/status")));
        QVERIFY2(result.success, result.stderrData.constData());
        QCOMPARE(result.stdoutData,
                 QByteArray("1000\n/workspace\nmade\nread-only\nCapEff:\t0000000000000000\n"));

        // TypeScript contexts: node plus Debian's node-typescript, as outside.
        const CodeContextInfo context = resultOf(client.createCodeContext(QStringLiteral("typescript")));
        QVERIFY(!context.id.isEmpty());
        CodeRun *codeRun = client.runCode(
            QStringLiteral("const answer: number = 6 * 7;\nconsole.log(answer);"), context.id);
        QString output;
        bool finished = false;
        connect(codeRun, &CodeRun::stdoutReceived, this, [&](const QString &text) { output += text; });
        connect(codeRun, &CodeRun::finished, this, [&] { finished = true; });
        QVERIFY(waitUntil([&] { return finished; }, 30000));
        QCOMPARE(output, QStringLiteral("42\n"));

        // A wrong token is refused by the agent in the pod.
        WebSocketTransport::Options wrong;
        wrong.token = "not-the-token";
        WebSocketTransport refused(QUrl(QStringLiteral("ws://%1:3000/ws").arg(address)), wrong);
        refused.open();
        SandboxClient refusedClient(&refused);
        const QFuture<QJsonObject> ping = refusedClient.ping();
        QVERIFY(waitFor(ping, 20000));
        QVERIFY(failureOf(ping).has_value());
    }
};

QTEST_GUILESS_MAIN(TestContainerImage)
#include "tst_containerimage.moc"
