// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SessionInfo.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace sandman {

class SandboxConnection;
class TimeoutEdit;

// Settings of the selected session: where it is (working directory, changed with a `cd` in
// its shell, chosen by hand or from the sandbox's folders) and its default command timeout,
// which can be changed for the live session.
class SessionSettingsWidget : public QWidget
{
    Q_OBJECT
public:
    explicit SessionSettingsWidget(QWidget *parent = nullptr);

    // Shows a session; an edited timeout or folder of the same session is kept until applied.
    void setSession(SandboxConnection *connection, const SessionInfo &info);
    void clear();
    QString sessionId() const { return m_info.id; }
    TimeoutEdit *timeoutEdit() const { return m_timeout; }
    QLineEdit *directoryEdit() const { return m_directory; }
    // Why the last change of folder failed, in words (empty when it did not).
    QString directoryProblem() const;

public slots:
    void apply();
    // Moves the session to the folder in the field (a `cd` in its shell).
    void changeDirectory();
    // Picks the folder from the sandbox's files (SandboxDirectoryDialog), then changes to it.
    void browse();

signals:
    void timeoutApplyRequested(const QString &sessionId, qint64 commandTimeoutMs);
    // For the log: the session moved, or could not (details: the sentence, the agent's message
    // and the code).
    void directoryChanged(const QString &sessionId, const QString &cwd);
    void directoryChangeFailed(const QString &sessionId, const QString &details);

private:
    void updateState();
    void setDirectoryProblem(const QString &problem);

    QPointer<SandboxConnection> m_connection;
    SessionInfo m_info;
    QLabel *m_title;
    QLineEdit *m_directory;
    QPushButton *m_browse;
    QPushButton *m_cd;
    QLabel *m_directoryProblem;
    TimeoutEdit *m_timeout;
    QPushButton *m_apply;
    bool m_changing = false;
};

} // namespace sandman
