// SPDX-License-Identifier: Apache-2.0
// The agent's attach socket (DirectAttachListener, DirectTtyViewer) attacked as a hostile local
// client would: wrong or missing tokens, no descriptors, too many, descriptors that are no tty
// or point the wrong way, malformed and endless requests, descriptors sent later, a flood of
// connections that never speak. Each gets a clear error line (or is dropped) and loses no
// descriptor in the agent; the agent keeps serving, and a real attach works after all of it.
#include "CtlAgent.h"
#include "PtyRun.h"
#include "protocol/DescriptorPassing.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QtTest>

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using namespace sandman;
using namespace sandman::test;

namespace {

int connectTo(const QString &path)
{
    const QByteArray name = QFile::encodeName(path);
    struct sockaddr_un address = {};
    address.sun_family = AF_UNIX;
    memcpy(address.sun_path, name.constData(),
           size_t(qMin<qsizetype>(name.size(), sizeof address.sun_path - 1)));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd >= 0 && ::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

// The agent's next line on fd (empty on end of stream or after timeoutMs).
QByteArray readLine(int fd, int timeoutMs = 10000)
{
    QByteArray received;
    QElapsedTimer timer;
    timer.start();
    while (!received.contains('\n') && timer.elapsed() < timeoutMs) {
        struct pollfd poller = {fd, POLLIN, 0};
        if (::poll(&poller, 1, 100) <= 0)
            continue;
        char buffer[4096];
        const ssize_t got = ::recv(fd, buffer, sizeof buffer, 0);
        if (got <= 0)
            break;
        received.append(buffer, got);
    }
    return received.left(received.indexOf('\n'));
}

// A fresh pty pair: the test reads what the agent writes to the slave from the master.
struct Pty {
    int master = -1;
    int slave = -1;
    Pty() { ::openpty(&master, &slave, nullptr, nullptr, nullptr); }
    ~Pty()
    {
        ::close(master);
        ::close(slave);
    }
    int open(int access) const { return ::open(ptsname(master), access | O_NOCTTY | O_CLOEXEC | O_NONBLOCK); }
    QByteArray drain(int ms) const
    {
        QByteArray seen;
        struct pollfd poller = {master, POLLIN, 0};
        while (::poll(&poller, 1, ms) > 0) {
            char buffer[4096];
            const ssize_t got = ::read(master, buffer, sizeof buffer);
            if (got <= 0)
                break;
            seen.append(buffer, got);
        }
        return seen;
    }
};

QByteArray requestLine(const QJsonObject &fields)
{
    return QJsonDocument(fields).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

class TestDirectAttach : public QObject
{
    Q_OBJECT

    CtlAgent m_agent;

    QJsonObject goodRequest(const QString &terminal) const
    {
        return {{QStringLiteral("token"), QString::fromLatin1(CtlAgent::token())},
                {QStringLiteral("sessionId"), QStringLiteral("default")},
                {QStringLiteral("terminalId"), terminal},
                {QStringLiteral("cols"), 80},
                {QStringLiteral("rows"), 24},
                {QStringLiteral("detachKey"), 0x1c}};
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(CtlAgent::binary(QStringLiteral("sandmanctl"))))
            QSKIP("sandmanctl is not built");
        QVERIFY(m_agent.start());
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(m_agent.attachSocket()).exists(), 5000);
        const QFileInfo socket(m_agent.attachSocket());
        QCOMPARE(socket.permissions()
                     & (QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther | QFile::WriteOther),
                 QFile::Permissions());
        QCOMPARE(QFileInfo(socket.absolutePath()).permissions() & (QFile::ExeGroup | QFile::ExeOther),
                 QFile::Permissions());
    }

    // The version route names the socket, so that sandmanctl finds it.
    void versionNamesTheSocket()
    {
        const CtlAgent::Run run
            = m_agent.run({QStringLiteral("ls"), QStringLiteral("-o"), QStringLiteral("json")});
        CTL_EXPECT(run, 0);
        QNetworkAccessManager network;
        QUrl url = m_agent.url();
        url.setScheme(QStringLiteral("http"));
        url.setPath(QStringLiteral("/api/sandman/version"));
        QNetworkRequest request(url);
        request.setRawHeader("Authorization", "Bearer " + CtlAgent::token());
        QNetworkReply *reply = network.get(request);
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 10000);
        const QJsonObject body = QJsonDocument::fromJson(reply->readAll()).object();
        QCOMPARE(body.value(QStringLiteral("attachSocket")).toString(), m_agent.attachSocket());
        delete reply;
    }

    void hostileRequests_data()
    {
        QTest::addColumn<QString>("attack");
        QTest::addColumn<QByteArray>("wantCode"); // empty: the connection is just dropped
        QTest::newRow("wrong token") << "wrong-token" << QByteArray("UNAUTHORIZED");
        QTest::newRow("no token") << "no-token" << QByteArray("UNAUTHORIZED");
        QTest::newRow("no descriptors") << "no-fds" << QByteArray("INVALID_REQUEST");
        QTest::newRow("one descriptor, not read-only") << "one-fd" << QByteArray("INVALID_REQUEST");
        QTest::newRow("too many descriptors") << "many-fds" << QByteArray("INVALID_REQUEST");
        QTest::newRow("a pipe, not a tty") << "pipe" << QByteArray("INVALID_REQUEST");
        QTest::newRow("output opened read-only") << "wrong-direction" << QByteArray("INVALID_REQUEST");
        QTest::newRow("not JSON") << "garbage" << QByteArray("PARSE_ERROR");
        QTest::newRow("endless line") << "endless" << QByteArray("INVALID_REQUEST");
        QTest::newRow("descriptors after the request") << "late-fds" << QByteArray("INVALID_REQUEST");
    }
    void hostileRequests()
    {
        QFETCH(QString, attack);
        QFETCH(QByteArray, wantCode);
        const int before = m_agent.settledDescriptorCount();
        Pty pty;
        const int output = pty.open(O_WRONLY);
        const int input = pty.open(O_RDONLY);
        const int socket = connectTo(m_agent.attachSocket());
        QVERIFY(socket >= 0);
        QJsonObject request = goodRequest(QStringLiteral("hostile"));
        QList<int> fds{output, input};
        QByteArray line;
        int pipeFds[2] = {-1, -1};
        if (attack == QLatin1String("wrong-token"))
            request.insert(QStringLiteral("token"), QStringLiteral("not-the-token"));
        else if (attack == QLatin1String("no-token"))
            request.remove(QStringLiteral("token"));
        else if (attack == QLatin1String("no-fds"))
            fds.clear();
        else if (attack == QLatin1String("one-fd"))
            fds = {output};
        else if (attack == QLatin1String("many-fds"))
            fds = {output, input, output, input, output};
        else if (attack == QLatin1String("pipe")) {
            QCOMPARE(::pipe2(pipeFds, O_CLOEXEC), 0);
            fds = {pipeFds[1], pipeFds[0]};
        } else if (attack == QLatin1String("wrong-direction"))
            fds = {input, input};
        else if (attack == QLatin1String("garbage"))
            line = "{not json\n";
        else if (attack == QLatin1String("endless"))
            line = QByteArray(64 * 1024, 'x');
        if (line.isEmpty())
            line = requestLine(request);
        if (attack == QLatin1String("late-fds")) {
            QVERIFY(DescriptorPassing::send(socket, line, fds));
            QVERIFY(readLine(socket).contains("\"ready\""));
            QVERIFY(
                DescriptorPassing::send(socket, "{\"type\":\"resize\",\"cols\":90,\"rows\":30}\n", {input}));
        } else if (fds.isEmpty()) {
            QCOMPARE(::send(socket, line.constData(), size_t(line.size()), MSG_NOSIGNAL), line.size());
        } else {
            QVERIFY(DescriptorPassing::send(socket, line, fds));
        }
        const QByteArray answer = readLine(socket);
        const QJsonObject message = QJsonDocument::fromJson(answer).object();
        QCOMPARE(message.value(QStringLiteral("type")).toString(), QStringLiteral("error"));
        QCOMPARE(message.value(QStringLiteral("code")).toString().toUtf8(), wantCode);
        QVERIFY(!message.value(QStringLiteral("message")).toString().isEmpty());
        // Refused means untouched: nothing reached the tty but what a good attach would write.
        if (attack != QLatin1String("late-fds"))
            QCOMPARE(pty.drain(200), QByteArray());
        ::close(socket);
        for (int fd : {output, input, pipeFds[0], pipeFds[1]})
            if (fd >= 0)
                ::close(fd);
        // Nothing held: every descriptor that came in went out again (the late row's request was
        // good, so its terminal runs on with a pty and a process descriptor of its own).
        const int terminalsOwn = attack == QLatin1String("late-fds") ? 2 : 0;
        QTRY_COMPARE_WITH_TIMEOUT(m_agent.settledDescriptorCount(), before + terminalsOwn, 5000);
        QCOMPARE(m_agent.descriptorsTo(QString::fromLocal8Bit(ptsname(pty.master))), 0);
    }

    // Connections that never send their request neither pile up nor block a real attach.
    void silentFloodLeavesRoom()
    {
        const int before = m_agent.settledDescriptorCount();
        QList<int> flood;
        for (int i = 0; i < 200; ++i) {
            const int fd = connectTo(m_agent.attachSocket());
            if (fd >= 0)
                flood << fd;
        }
        QVERIFY(flood.size() > 100);
        QTest::qWait(300);
        // At most maxWaiting() (32) of them are kept; the others were dropped.
        QVERIFY2(m_agent.descriptorCount() <= before + 40,
                 qPrintable(QString::number(m_agent.descriptorCount() - before)));
        PtyRun attach(m_agent, m_agent.target(),
                      {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("flood")});
        attach.type("echo still-$((2*21))\r");
        QVERIFY2(attach.waitFor("still-42"), attach.output().constData());
        QVERIFY(m_agent.descriptorsTo(attach.ttyPath()) > 0); // served directly, not relayed
        attach.type("\x1c");
        QCOMPARE(attach.wait(), 0);
        for (int fd : flood)
            ::close(fd);
        // All dropped: what stays is the new terminal's own pty and process descriptor.
        QTRY_COMPARE_WITH_TIMEOUT(m_agent.settledDescriptorCount(), before + 2, 5000);
    }

    // A client that leaves its side unread while the terminal floods output cannot make the
    // agent buffer without bound: the pty pauses, and the agent answers others meanwhile.
    void stalledTtyPausesTheShell()
    {
        Pty pty;
        const int output = pty.open(O_WRONLY);
        const int input = pty.open(O_RDONLY);
        const int socket = connectTo(m_agent.attachSocket());
        QVERIFY(DescriptorPassing::send(socket, requestLine(goodRequest(QStringLiteral("stall"))),
                                        {output, input}));
        QVERIFY(readLine(socket).contains("\"ready\""));
        const auto agentRss = [this] {
            QFile status(QStringLiteral("/proc/%1/status").arg(m_agent.pid()));
            status.open(QIODevice::ReadOnly);
            for (const QByteArray &l : status.readAll().split('\n'))
                if (l.startsWith("VmRSS:"))
                    return l.mid(6).trimmed().split(' ').first().toLongLong();
            return 0LL;
        };
        const qint64 before = agentRss();
        // Typed on the tty (the master side): the agent reads it and the shell runs it.
        const QByteArray command = "yes 0123456789abcdefghijklmnopqrstuvwxyz | head -c 500000000\r";
        QCOMPARE(::write(pty.master, command.constData(), size_t(command.size())), command.size());
        QTest::qWait(2000); // nobody reads the master: the tty fills, then the agent's buffer
        const qint64 grown = agentRss() - before;
        // Unbounded, it grows by some 60 MB a second here; paused, by the high water mark.
        QVERIFY2(grown < 40 * 1024, qPrintable(QStringLiteral("agent RSS grew %1 KiB").arg(grown)));
        const CtlAgent::Run ping = m_agent.run({QStringLiteral("ls")});
        CTL_EXPECT(ping, 0);
        QCOMPARE(::send(socket, "{\"type\":\"detach\"}\n", 18, MSG_NOSIGNAL), 18);
        QCOMPARE(QJsonDocument::fromJson(readLine(socket)).object().value(QStringLiteral("type")).toString(),
                 QStringLiteral("detached"));
        ::close(socket);
        ::close(output);
        ::close(input);
        QTRY_COMPARE_WITH_TIMEOUT(m_agent.descriptorsTo(QString::fromLocal8Bit(ptsname(pty.master))), 0,
                                  5000);
    }

    // The sandbox's processes (an unconfined agent's sessions) never inherit what the agent
    // holds for a direct attach: neither the attached tty nor the listening socket, nor the
    // token in their environment.
    void theSessionsInheritNothing()
    {
        PtyRun attach(m_agent, m_agent.target(),
                      {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("inherit")});
        attach.type("echo in-$((4+4))\r");
        QVERIFY2(attach.waitFor("in-8"), attach.output().constData());
        QVERIFY(m_agent.descriptorsTo(attach.ttyPath()) > 0);
        // The listener's socket inode, as the agent's own descriptors show it.
        QString listener;
        const QString fds = QStringLiteral("/proc/%1/fd").arg(m_agent.pid());
        const QString socketPath = m_agent.attachSocket();
        QFile unix(QStringLiteral("/proc/net/unix"));
        QVERIFY(unix.open(QIODevice::ReadOnly));
        for (const QByteArray &line : unix.readAll().split('\n'))
            if (line.endsWith(QFile::encodeName(socketPath)))
                listener = QStringLiteral("socket:[%1]").arg(QString::fromLatin1(line.split(' ').value(6)));
        QVERIFY2(!listener.isEmpty(), "the listener is not in /proc/net/unix");
        bool agentHolds = false;
        for (const QString &fd : QDir(fds).entryList(QDir::NoDotAndDotDot | QDir::System | QDir::Files))
            agentHolds = agentHolds || QFile::symLinkTarget(fds + QLatin1Char('/') + fd).endsWith(listener);
        // (symLinkTarget makes "socket:[N]" a path under the folder: its end is the inode.)
        QVERIFY2(agentHolds, qPrintable(listener));
        // What a command in a session and a background process of it hold and know.
        const CtlAgent::Run inside = m_agent.run(
            {QStringLiteral("exec"), QStringLiteral("default"), QStringLiteral("--"),
             QStringLiteral("sleep 5 & for p in $$ $!; do ls -l /proc/$p/fd; done; env; kill $!")});
        CTL_EXPECT(inside, 0);
        QVERIFY2(!inside.out.contains(attach.ttyPath().toUtf8()), inside.out.constData());
        QVERIFY2(!inside.out.contains(listener.toUtf8()), inside.out.constData());
        QVERIFY2(!inside.out.contains(CtlAgent::token()), inside.out.constData());
        QVERIFY(inside.out.contains("PATH=")); // the environment was printed
        attach.type("\x1c");
        QCOMPARE(attach.wait(), 0);
    }

    // Last: the agent dies under an attachment. sandmanctl says so on one line, with the
    // unreachable status, and leaves the terminal's modes as it found them.
    void theAgentLostWhileAttached()
    {
        PtyRun attach(m_agent, m_agent.target(),
                      {QStringLiteral("attach"), QStringLiteral("default"), QStringLiteral("lost")});
        attach.type("echo here-$((3*3))\r");
        QVERIFY2(attach.waitFor("here-9"), attach.output().constData());
        QVERIFY(m_agent.descriptorsTo(attach.ttyPath()) > 0);
        ::kill(pid_t(m_agent.pid()), SIGKILL);
        QCOMPARE(attach.wait(), 69);
        QVERIFY2(attach.output().contains("the connection to the sandbox was lost"),
                 attach.output().constData());
        QVERIFY(attach.output().contains("\x1b[?25h")); // the reset of the modes came after
    }
};

QTEST_GUILESS_MAIN(TestDirectAttach)
#include "tst_directattach.moc"
