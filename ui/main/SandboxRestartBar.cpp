// SPDX-License-Identifier: Apache-2.0
#include "SandboxRestartBar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStyle>

namespace sandman {

SandboxRestartBar::SandboxRestartBar(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_restart(new QPushButton(tr("&Restart Local Sandbox\u2026"), this))
    , m_dismiss(new QPushButton(this))
{
    setObjectName(QStringLiteral("sandboxRestartBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette colours = palette();
    colours.setColor(QPalette::Window, QColor(0xfd, 0xf3, 0xd0)); // a notice, not an error
    colours.setColor(QPalette::WindowText, QColor(0x3d, 0x30, 0x00));
    setPalette(colours);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_dismiss->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_dismiss->setFlat(true);
    m_dismiss->setToolTip(tr("Keep the local sandbox running as it is"));
    m_dismiss->setAccessibleName(tr("Dismiss"));
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(20, 20));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_restart);
    layout->addWidget(m_dismiss);
    connect(m_restart, &QPushButton::clicked, this, &SandboxRestartBar::restartRequested);
    connect(m_dismiss, &QPushButton::clicked, this, &QWidget::hide);
    hide();
}

void SandboxRestartBar::setChanges(const QList<LocalSandbox::SettingsChange> &changes)
{
    QStringList running;
    QStringList wanted;
    for (const LocalSandbox::SettingsChange &change : changes) {
        running << change.running;
        wanted << change.wanted;
    }
    const QLocale locale;
    setNotice(changes.isEmpty()
                  ? QString()
                  : tr("The local sandbox runs with %1; restart it to use %2.")
                        .arg(locale.createSeparatedList(running), locale.createSeparatedList(wanted)),
              tr("&Restart Local Sandbox\u2026"));
}

void SandboxRestartBar::setNotice(const QString &text, const QString &action)
{
    m_text->setText(text);
    m_restart->setText(action);
    setVisible(!text.isEmpty());
}

QString SandboxRestartBar::text() const
{
    return m_text->text();
}

} // namespace sandman
