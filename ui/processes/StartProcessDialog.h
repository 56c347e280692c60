// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;

namespace sandman {

/// Asks for the command of a new background process. The field is wide enough to read a real
/// command line (a server with its options), not the few words QInputDialog's field shows.
class StartProcessDialog : public QDialog
{
    Q_OBJECT
public:
    explicit StartProcessDialog(const QString &sessionId, QWidget *parent = nullptr);

    QString command() const;
    QLineEdit *commandEdit() const { return m_command; }
    QLabel *label() const { return m_label; }

    /// The field's width in characters of a command line.
    static constexpr int kFieldCharacters = 72;

private:
    QLabel *m_label;
    QLineEdit *m_command;
};

} // namespace sandman
