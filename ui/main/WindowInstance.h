// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QLocalServer>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace sandman {

// The window's one channel for other processes (sandmanctl open): a local socket beside the
// agent's runtime file, one per workspace (as the local sandbox is), 0700 like its folder. A
// request and its answer are each one JSON object on one line. QtCore and QtNetwork only, so
// sandmanctl shares the client half.
class WindowInstance : public QObject
{
    Q_OBJECT
public:
    using Handler = std::function<QJsonObject(const QJsonObject &request)>;

    WindowInstance(QString workspace, Handler handler, QObject *parent = nullptr);

    // Serves the workspace's socket unless another window already does (then false: that one
    // keeps answering). A socket file left by a window that ended is replaced.
    bool listen();
    bool isListening() const { return m_server.isListening(); }

    // $XDG_RUNTIME_DIR/sandman/window-<workspace key>.sock (LocalAgentRuntime's folder and key).
    static QString socketPath(const QString &workspace);
    // Asks the workspace's window; nullopt when no window answers within timeoutMs.
    static std::optional<QJsonObject> request(const QString &workspace, const QJsonObject &request,
                                              int timeoutMs);

private:
    void onNewConnection();

    QString m_workspace;
    Handler m_handler;
    QLocalServer m_server;
};

} // namespace sandman
