// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "LocalSandbox.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace sandman {

// A bar above the terminals, not a dialog: the local sandbox runs with other settings than
// this window was started with (isolation, network, passed variables), and only a restart
// applies them. Offers the restart; can be dismissed.
class SandboxRestartBar : public QFrame
{
    Q_OBJECT
public:
    explicit SandboxRestartBar(QWidget *parent = nullptr);

    // Shown while there is a change, hidden when there is none.
    void setChanges(const QList<LocalSandbox::SettingsChange> &changes);
    // Another notice of the same kind (e.g. another workspace's sandbox still runs), with the
    // text of its action button; an empty text hides the bar.
    void setNotice(const QString &text, const QString &action);
    QString text() const;
    QPushButton *restartButton() const { return m_restart; }

signals:
    void restartRequested();

private:
    QLabel *m_text;
    QPushButton *m_restart;
    QPushButton *m_dismiss;
};

} // namespace sandman
