// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFrame>
#include <QSize>

class QLabel;
class QPushButton;

namespace sandman {

// Above a terminal tab that mirrors another client's terminal: says whose it is and that this
// window's input is off, with the way to take over input.
class TerminalMirrorBanner : public QFrame
{
    Q_OBJECT
public:
    explicit TerminalMirrorBanner(QWidget *parent = nullptr);

    // who: the client that opened the terminal (its origin or connection name).
    void setOwner(const QString &who);
    // The size of the owner's terminal, which the mirror shows as it is (invalid: unknown yet).
    void setOwnerSize(const QSize &size);
    QString text() const;
    QString sizeText() const;
    QPushButton *takeOverButton() const { return m_takeOver; }

signals:
    void takeOverRequested();

private:
    QLabel *m_label;
    QLabel *m_size;
    QPushButton *m_takeOver;
};

} // namespace sandman
