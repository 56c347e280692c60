// SPDX-License-Identifier: Apache-2.0
// `sandman-agent`'s command line (core/local/AgentOptions): every option read back as given, every
// bad value refused with an error naming it, and what the confining agent hands the confined one.
#include "local/AgentOptions.h"

#include <QCommandLineParser>
#include <QtTest>

using namespace sandman;

namespace {
QStringList words(const char *text)
{
    return QStringList{QStringLiteral("sandman-agent")}
    + QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// Parses `arguments` as sandman-agent does; false with *error from the parser or the options.
bool parse(const QStringList &arguments, AgentOptions *options, QString *error)
{
    QCommandLineParser parser;
    AgentOptions::addOptions(&parser);
    if (!parser.parse(arguments)) {
        *error = parser.errorText();
        return false;
    }
    return options->read(parser, error);
}

QString ports(const QList<QPair<quint16, quint16>> &forwarded)
{
    QStringList text;
    for (const auto &[host, guest] : forwarded)
        text << QStringLiteral("%1:%2").arg(host).arg(guest);
    return text.join(QLatin1Char(','));
}

// One field of the options as text, for the table below.
QString field(const AgentOptions &o, const QString &name)
{
    const QMap<QString, std::function<QString()>> fields{
        {QStringLiteral("listen"),
         [&] { return QStringLiteral("%1 %2").arg(o.listenAddress.toString()).arg(o.listenPort); }},
        {QStringLiteral("listenFd"), [&] { return QString::number(o.listenFd); }},
        {QStringLiteral("lockFile"), [&] { return o.lockFile; }},
        {QStringLiteral("tokenSource"), [&] { return QString::number(int(o.tokenSource)); }},
        {QStringLiteral("tokenFile"), [&] { return o.tokenFile; }},
        {QStringLiteral("tokenVariable"), [&] { return o.tokenVariable; }},
        {QStringLiteral("tokenFd"), [&] { return QString::number(o.tokenFd); }},
        {QStringLiteral("tls"), [&] { return o.certFile + QLatin1Char(' ') + o.keyFile; }},
        {QStringLiteral("tlsFds"), [&] { return QStringLiteral("%1 %2").arg(o.certFd).arg(o.keyFd); }},
        {QStringLiteral("root"), [&] { return o.root; }},
        {QStringLiteral("origins"), [&] { return o.allowedOrigins.join(QLatin1Char(',')); }},
        {QStringLiteral("maxMessageSize"), [&] { return QString::number(o.maxMessageSize); }},
        {QStringLiteral("maxRequestsInFlight"), [&] { return QString::number(o.maxRequestsInFlight); }},
        {QStringLiteral("keepAlive"), [&] { return QString::number(o.streamKeepAliveMs); }},
        {QStringLiteral("maxExecOutput"), [&] { return QString::number(o.maxExecOutputBytes); }},
        {QStringLiteral("stateFile"), [&] { return o.stateFile; }},
        {QStringLiteral("isolate"), [&] { return o.isolate ? QStringLiteral("yes") : QStringLiteral("no"); }},
        {QStringLiteral("passEnv"), [&] { return o.passedEnvironment.join(QLatin1Char(',')); }},
        {QStringLiteral("network"), [&] { return networkModeName(o.network); }},
        {QStringLiteral("fallback"),
         [&] { return o.networkFallback ? networkModeName(*o.networkFallback) : QStringLiteral("fail"); }},
        {QStringLiteral("forwardPorts"), [&] { return ports(o.forwardedPorts); }},
        {QStringLiteral("maxProcesses"), [&] { return QString::number(o.limits.maxProcesses); }},
        {QStringLiteral("maxMemory"), [&] { return QString::number(o.limits.maxMemoryBytes); }},
        {QStringLiteral("maxSandboxMemory"), [&] { return QString::number(o.limits.maxSandboxMemoryBytes); }},
        {QStringLiteral("tmpfs"),
         [&] {
             return QStringLiteral("%1 %2 %3")
                 .arg(o.limits.tmpfsSize(QStringLiteral("/tmp")))
                 .arg(o.limits.tmpfsSize(QStringLiteral("/home")))
                 .arg(o.limits.tmpfsSize(QStringLiteral("/run")));
         }},
        {QStringLiteral("handshakeFds"),
         [&] { return QStringLiteral("%1 %2").arg(o.startedFd).arg(o.waitFd); }},
    };
    return fields.contains(name) ? fields.value(name)() : QStringLiteral("no field %1").arg(name);
}
} // namespace

class TestAgentOptions : public QObject
{
    Q_OBJECT
private slots:
    void reads_data();
    void reads();
    void refuses_data();
    void refuses();
    void defaults();
    void confinedArgumentsCarryTheLimits();
};

void TestAgentOptions::reads_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *name, const char *arguments, const char *field, const QString &expected) {
        QTest::newRow(name) << words(arguments) << QString::fromLatin1(field) << expected;
    };
    const auto text = [](const char *value) { return QString::fromUtf8(value); };
    row("listen default", "", "listen", text("127.0.0.1 7681"));
    row("listen host:port", "--listen 0.0.0.0:8080 --token-env T", "listen", text("0.0.0.0 8080"));
    row("listen port only", "--listen 9000", "listen", text("127.0.0.1 9000"));
    row("listen localhost", "--listen localhost:1", "listen", text("127.0.0.1 1"));
    row("listen [::1]", "--listen [::1]:7000", "listen", text("::1 7000"));
    row("listen port 0", "--listen 127.0.0.1:0", "listen", text("127.0.0.1 0"));
    row("listen-fd", "--listen-fd 3", "listenFd", text("3"));
    row("lock-file", "--lock-file /run/x.lock", "lockFile", text("/run/x.lock"));
    row("token generated", "", "tokenSource", QString::number(int(AgentOptions::TokenSource::Generated)));
    row("token-file", "--token-file /etc/t", "tokenFile", text("/etc/t"));
    row("token-file source", "--token-file /etc/t", "tokenSource",
        QString::number(int(AgentOptions::TokenSource::File)));
    row("token-env", "--token-env MY_TOKEN", "tokenVariable", text("MY_TOKEN"));
    row("token-env source", "--token-env MY_TOKEN", "tokenSource",
        QString::number(int(AgentOptions::TokenSource::Environment)));
    row("token-fd", "--token-fd 5", "tokenFd", text("5"));
    row("token-fd on any address", "--token-fd 5 --listen 0.0.0.0:1", "tokenSource",
        QString::number(int(AgentOptions::TokenSource::Descriptor)));
    row("cert and key", "--cert c.pem --key k.pem", "tls", text("c.pem k.pem"));
    row("cert-fd and key-fd", "--cert-fd 6 --key-fd 7", "tlsFds", text("6 7"));
    row("root", "--root /srv/box", "root", text("/srv/box"));
    row("allow-origin repeated", "--allow-origin https://a --allow-origin *", "origins", text("https://a,*"));
    row("max-message-size", "--max-message-size 1024", "maxMessageSize", text("1024"));
    row("max-message-size default", "", "maxMessageSize", QString::number(64 * 1024 * 1024));
    row("max-requests-in-flight", "--max-requests-in-flight 1", "maxRequestsInFlight", text("1"));
    row("stream-keepalive 0", "--stream-keepalive 0", "keepAlive", text("0"));
    row("stream-keepalive default", "", "keepAlive", text("30000"));
    row("max-exec-output default", "", "maxExecOutput", QString::number(8 * 1024 * 1024));
    row("max-exec-output 100M", "--max-exec-output 100M", "maxExecOutput", QString::number(100LL << 20));
    row("max-exec-output bytes", "--max-exec-output 4096", "maxExecOutput", text("4096"));
    row("state-file", "--state-file /var/s.json", "stateFile", text("/var/s.json"));
    row("isolate", "--isolate", "isolate", text("yes"));
    row("not isolated", "", "isolate", text("no"));
    row("pass-env", "--pass-env A --pass-env B_2", "passEnv", text("A,B_2"));
    row("network default", "", "network", text("user"));
    row("network none", "--network none", "network", text("none"));
    row("network host", "--network host", "network", text("host"));
    row("network-fallback default", "", "fallback", text("none"));
    row("network-fallback host", "--network-fallback host", "fallback", text("host"));
    row("network-fallback fail", "--network-fallback fail", "fallback", text("fail"));
    row("forward-port", "--forward-port 8080 --forward-port 9000:80", "forwardPorts",
        text("8080:8080,9000:80"));
    row("max-processes", "--max-processes 0", "maxProcesses", text("0"));
    row("max-processes default", "", "maxProcesses", text("1024"));
    row("max-memory", "--max-memory 2G", "maxMemory", QString::number(2LL << 30));
    row("max-memory none", "--max-memory 0", "maxMemory", text("0"));
    row("max-sandbox-memory", "--max-sandbox-memory 512M", "maxSandboxMemory", QString::number(512LL << 20));
    row("tmpfs-size /tmp and /home", "--tmpfs-size 2G --tmpfs-size /home=128M", "tmpfs",
        QStringLiteral("%1 %2 %3").arg(2LL << 30).arg(128LL << 20).arg(64LL << 20));
    row("started-fd and wait-fd", "--started-fd 8 --wait-fd 9", "handshakeFds", text("8 9"));
    row("option=value form", "--max-exec-output=1G", "maxExecOutput", QString::number(1LL << 30));
}

void TestAgentOptions::reads()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, field);
    QFETCH(QString, expected);
    AgentOptions options;
    QString error;
    QVERIFY2(parse(arguments, &options, &error), qPrintable(error));
    QCOMPARE(::field(options, field), expected);
}

void TestAgentOptions::refuses_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("error"); // a part of it
    const auto row = [](const char *name, const char *arguments, const char *error) {
        QTest::newRow(name) << words(arguments) << QString::fromUtf8(error);
    };
    row("listen bad port", "--listen 127.0.0.1:http", "--listen: bad port in \"127.0.0.1:http\"");
    row("listen port too big", "--listen 70000", "--listen: bad port in \"70000\"");
    row("listen not an address", "--listen example.org:80 --token-env T",
        "--listen: \"example.org\" is not an IP address");
    row("listen-fd not a number", "--listen-fd three",
        "--listen-fd: expected a descriptor number, not \"three\"");
    row("listen-fd negative", "--listen-fd -1", "--listen-fd: expected a descriptor number");
    row("token-fd not a number", "--token-fd x", "--token-fd: expected a descriptor number");
    row("cert-fd not a number", "--cert-fd x --key-fd 3", "--cert-fd: expected a descriptor number");
    row("key-fd not a number", "--cert-fd 3 --key-fd x", "--key-fd: expected a descriptor number");
    row("wait-fd not a number", "--wait-fd x", "--wait-fd: expected a descriptor number");
    row("started-fd not a number", "--started-fd x", "--started-fd: expected a descriptor number");
    row("two token sources", "--token-file f --token-env T",
        "give one of --token-file, --token-env and --token-fd");
    row("three token sources", "--token-file f --token-env T --token-fd 3", "give one of");
    row("token-env empty name", "--token-env=", "--token-env: the variable's name is empty");
    row("no token off loopback", "--listen 0.0.0.0:7681", "refusing to listen on 0.0.0.0 without a token");
    row("cert without key", "--cert c.pem", "--cert and --key go together");
    row("key without cert", "--key k.pem", "--cert and --key go together");
    row("cert-fd without key-fd", "--cert-fd 3", "--cert-fd and --key-fd go together");
    row("max-message-size small", "--max-message-size 1023",
        "--max-message-size must be a number of bytes ≥ 1024");
    row("max-message-size text", "--max-message-size big", "--max-message-size must be");
    row("max-requests-in-flight 0", "--max-requests-in-flight 0", "--max-requests-in-flight must be ≥ 1");
    row("stream-keepalive negative", "--stream-keepalive -5",
        "--stream-keepalive must be a number of milliseconds");
    row("max-exec-output text", "--max-exec-output lots", "--max-exec-output: \"lots\" is not a size");
    row("max-exec-output 0", "--max-exec-output 0", "--max-exec-output: \"0\" is not a size of at least 1K");
    row("max-exec-output tiny", "--max-exec-output 100", "at least 1K");
    row("max-processes negative", "--max-processes -1", "--max-processes must be a number ≥ 0");
    row("max-processes text", "--max-processes many", "--max-processes must be");
    row("max-memory text", "--max-memory much",
        "--max-memory: \"much\" is not a size (e.g. 2G, 512M, 0 for none)");
    row("max-sandbox-memory text", "--max-sandbox-memory 5X",
        "--max-sandbox-memory: \"5X\" is not a size (e.g. 8G, 512M, 0 for none)");
    row("tmpfs-size bad", "--tmpfs-size huge", "huge");
    row("tmpfs-size bad path", "--tmpfs-size /home=lots", "lots");
    row("network unknown", "--network bridge", "--network: expected user, none or host, not \"bridge\"");
    row("network-fallback unknown", "--network-fallback maybe",
        "--network-fallback: expected none, host or fail, not \"maybe\"");
    row("network-fallback user", "--network-fallback user",
        "--network-fallback: expected none, host or fail");
    row("forward-port zero", "--forward-port 0", "--forward-port: expected PORT or HOSTPORT:PORT, not \"0\"");
    row("forward-port too big", "--forward-port 70000", "--forward-port: expected PORT or HOSTPORT:PORT");
    row("forward-port three parts", "--forward-port 1:2:3", "not \"1:2:3\"");
    row("forward-port text", "--forward-port web", "not \"web\"");
    row("pass-env the agent's own", "--pass-env SANDMAN_AGENT_TOKEN",
        "--pass-env: SANDMAN_AGENT_TOKEN is the agent's own");
    row("unknown option", "--frobnicate", "frobnicate");
    row("missing value", "--listen", "listen");
}

void TestAgentOptions::refuses()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, error);
    AgentOptions options;
    QString why;
    QVERIFY(!parse(arguments, &options, &why));
    QVERIFY2(why.contains(error), qPrintable(why));
}

void TestAgentOptions::defaults()
{
    AgentOptions options;
    QString error;
    QVERIFY2(parse(words(""), &options, &error), qPrintable(error));
    QCOMPARE(options.listenFd, -1);
    QCOMPARE(options.tokenFd, -1);
    QCOMPARE(options.certFd, -1);
    QVERIFY(options.root.isEmpty());
    QVERIFY(options.stateFile.isEmpty());
    QVERIFY(options.lockFile.isEmpty());
    QVERIFY(options.limits.maxMemoryBytes > 0); // half the machine's
    QVERIFY(options.limits.maxSandboxMemoryBytes > options.limits.maxMemoryBytes);
}

void TestAgentOptions::confinedArgumentsCarryTheLimits()
{
    AgentOptions outside;
    QString error;
    QVERIFY2(parse(words("--isolate --max-message-size 4096 --max-requests-in-flight 7 --max-processes 99 "
                         "--max-memory 300M --stream-keepalive 250 --max-exec-output 100M --allow-origin "
                         "https://a --allow-origin https://b --root /home/u/box --network none"),
                   &outside, &error),
             qPrintable(error));
    const QStringList inner = outside.confinedArguments(QStringLiteral("/run/sandman-state/s.json"));
    QVERIFY(!inner.contains(QStringLiteral("--isolate")));
    QVERIFY(!inner.contains(QStringLiteral("--network")));
    AgentOptions inside;
    QVERIFY2(parse(QStringList{QStringLiteral("sandman-agent")} + inner, &inside, &error), qPrintable(error));
    QCOMPARE(inside.root, QStringLiteral("/workspace"));
    QCOMPARE(inside.stateFile, QStringLiteral("/run/sandman-state/s.json"));
    QCOMPARE(inside.maxMessageSize, quint64(4096));
    QCOMPARE(inside.maxRequestsInFlight, 7);
    QCOMPARE(inside.limits.maxProcesses, 99);
    QCOMPARE(inside.limits.maxMemoryBytes, 300LL << 20);
    QCOMPARE(inside.streamKeepAliveMs, 250);
    QCOMPARE(inside.maxExecOutputBytes, 100LL << 20);
    QCOMPARE(inside.allowedOrigins, (QStringList{QStringLiteral("https://a"), QStringLiteral("https://b")}));
    QVERIFY(!inside.isolate);
    QVERIFY(!outside.confinedArguments(QString()).contains(QStringLiteral("--state-file")));
}

QTEST_GUILESS_MAIN(TestAgentOptions)
#include "tst_agentoptions.moc"
