// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "isolation/NetworkMode.h"
#include "isolation/SandboxLimits.h"

#include <QHostAddress>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

namespace sandman {

// What `sandman-agent` was asked for on its command line, every value checked: declaring the
// options (for --help) and reading them back, with a clear error for a bad or contradictory one.
// Parsing only — nothing here opens a file, a descriptor or a socket; app/agent_main acts on it.
class AgentOptions
{
public:
    enum class TokenSource { Generated, File, Environment, Descriptor };

    // Declares every option of sandman-agent on the parser (those between the two agents of an
    // isolated sandbox hidden from --help).
    static void addOptions(QCommandLineParser *parser);
    // Reads and checks the parsed options. False with *error ("--max-processes must be …") for
    // the first bad one; the caller prints it and exits with status 2.
    bool read(const QCommandLineParser &parser, QString *error);

    // "127.0.0.1:7681", "[::1]:7681", "localhost:7681", "0.0.0.0:7681" or just a port.
    static bool parseListen(const QString &text, QHostAddress *address, quint16 *port, QString *error);

    // The arguments the confined agent (inside bubblewrap) gets from the confining one: the same
    // limits, the workspace at /workspace, the state file at `stateFileInside` (empty: none).
    QStringList confinedArguments(const QString &stateFileInside) const;

    QString lockFile;
    QHostAddress listenAddress = QHostAddress(QHostAddress::LocalHost);
    quint16 listenPort = 7681;
    int listenFd = -1; // --listen-fd: serve on this inherited socket instead
    TokenSource tokenSource = TokenSource::Generated;
    QString tokenFile; // --token-file
    QString tokenVariable; // --token-env
    int tokenFd = -1; // --token-fd
    QString certFile; // --cert and --key (both or neither)
    QString keyFile;
    int certFd = -1; // --cert-fd and --key-fd: from the confining agent
    int keyFd = -1;
    QString root; // empty: the default workspace
    QStringList allowedOrigins;
    quint64 maxMessageSize = 64ull * 1024 * 1024;
    int maxRequestsInFlight = 256;
    int streamKeepAliveMs = 30000;
    qint64 maxExecOutputBytes = 8 * 1024 * 1024; // per stream of one exec result
    QString stateFile;
    bool isolate = false;
    QStringList passedEnvironment; // --pass-env
    NetworkMode network = NetworkMode::User;
    std::optional<NetworkMode> networkFallback = NetworkMode::None; // nullopt: "fail"
    QList<QPair<quint16, quint16>> forwardedPorts; // host port → port in the sandbox
    SandboxLimits limits = SandboxLimits::withDefaults();
    bool audit = true; // --no-audit: false
    bool attributeWrites = false; // --attribute-writes (a confined agent always does)
    QString auditDir; // --audit-dir (absolute); empty: the default place
    int auditRetentionDays = 30;
    qint64 auditFileBytes = 16 * 1024 * 1024;
    int startedFd = -1; // between the two agents of an isolated sandbox
    int waitFd = -1;
};

} // namespace sandman
