// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SessionInfo.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace sandman {

class TimeoutEdit;

// Settings of the selected session: where it is (working directory) and its default command
// timeout, which can be changed for the live session.
class SessionSettingsWidget : public QWidget
{
    Q_OBJECT
public:
    explicit SessionSettingsWidget(QWidget *parent = nullptr);

    // Shows a session; an edited timeout of the same session is kept until applied.
    void setSession(const QString &sandboxName, const SessionInfo &info);
    void clear();
    QString sessionId() const { return m_info.id; }
    TimeoutEdit *timeoutEdit() const { return m_timeout; }

public slots:
    void apply();

signals:
    void timeoutApplyRequested(const QString &sessionId, qint64 commandTimeoutMs);

private:
    void updateState();

    SessionInfo m_info;
    QLabel *m_title;
    QLabel *m_directory;
    TimeoutEdit *m_timeout;
    QPushButton *m_apply;
};

} // namespace sandman
