// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "GlobalOptions.h"
#include "Target.h"

#include <QByteArray>
#include <QJsonValue>
#include <memory>

namespace sandman {
class SandboxClient;
class WebSocketTransport;
} // namespace sandman

namespace sandman::ctl {

// What a verb works with: the global options, the sandbox (reached on first use: a verb that
// fails on its arguments never connects), and stdout/stderr written unbuffered.
class Context
{
public:
    explicit Context(GlobalOptions options);
    ~Context();

    const GlobalOptions &options() const { return m_options; }
    // Connected, or throws CtlError (Unreachable, AccessDenied).
    SandboxClient *client();
    const Target &target();

    // Raw bytes to fd 1 / fd 2 (all of them; a closed pipe throws CtlError).
    static void out(const QByteArray &bytes);
    static void err(const QByteArray &bytes);
    static void outLine(const QString &line) { out(line.toUtf8() + '\n'); }
    // -o json: an object or array, indented.
    static void outJson(const QJsonValue &value);

private:
    GlobalOptions m_options;
    std::unique_ptr<Target> m_target;
    std::unique_ptr<WebSocketTransport> m_transport;
    std::unique_ptr<SandboxClient> m_client;
};

} // namespace sandman::ctl
