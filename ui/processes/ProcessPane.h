// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

namespace sandman {

class LogModel;
class SandboxConnection;

// The processes dock: background processes of the selected sandbox.
class ProcessPane : public QWidget
{
    Q_OBJECT
public:
    explicit ProcessPane(LogModel *log, QWidget *parent = nullptr);

    void addConnection(SandboxConnection *connection);
    void setCurrentConnection(SandboxConnection *connection);

private:
    LogModel *m_log;
};

} // namespace sandman
