// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SessionOptions.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace sandman {

class TimeoutEdit;

// Creates a session: optional id, working directory and default command timeout.
class NewSessionDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewSessionDialog(const QString &sandboxName, QWidget *parent = nullptr);

    SessionOptions options() const;
    void setOptions(const SessionOptions &options);
    // Empty when the id can be used (empty = generated), otherwise the problem.
    static QString validateSessionId(const QString &id);

private:
    void updateState();

    QLineEdit *m_id;
    QLineEdit *m_cwd;
    TimeoutEdit *m_timeout;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace sandman
