// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/AuditQuery.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace sandman {

class SandboxConnection;

// One sandbox's audit trail: search by client, session, command text, exit code and time
// range (the agent searches its files, including what happened before this window opened or
// the agent last restarted), export what matches as JSON lines or CSV, and verify the hash
// chain, which names the first record that was altered.
class AuditDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AuditDialog(SandboxConnection *connection, QWidget *parent = nullptr);

    AuditQuery query() const;
    QTreeWidget *results() const { return m_results; }
    QLabel *statusLabel() const { return m_status; }

public slots:
    void search();
    void verify();
    void exportAs(bool csv);

private:
    void setBusy(bool busy);

    QPointer<SandboxConnection> m_connection;
    QLineEdit *m_client;
    QLineEdit *m_session;
    QLineEdit *m_text;
    QCheckBox *m_useExitCode;
    QSpinBox *m_exitCode;
    QCheckBox *m_useFrom;
    QDateTimeEdit *m_from;
    QCheckBox *m_useTo;
    QDateTimeEdit *m_to;
    QCheckBox *m_commandsOnly;
    QTreeWidget *m_results;
    QLabel *m_status;
    QList<QPushButton *> m_buttons;
};

} // namespace sandman
