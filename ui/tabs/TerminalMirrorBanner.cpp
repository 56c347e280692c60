// SPDX-License-Identifier: Apache-2.0
#include "TerminalMirrorBanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace sandman {

TerminalMirrorBanner::TerminalMirrorBanner(QWidget *parent)
    : QFrame(parent)
    , m_label(new QLabel(this))
    , m_size(new QLabel(this))
    , m_takeOver(new QPushButton(tr("Take Over Input"), this))
{
    setObjectName(QStringLiteral("terminalMirrorBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // Amber, as a notice that this window is only watching, whatever the style's colours.
    QPalette colours = palette();
    colours.setColor(QPalette::Window, QColor(0xff, 0xf1, 0xc7));
    colours.setColor(QPalette::WindowText, QColor(0x3d, 0x2e, 0x00));
    setPalette(colours);
    m_label->setWordWrap(true);
    m_size->setWordWrap(true); // in a narrow window both wrap, not the notice alone
    m_takeOver->setToolTip(tr("Type into this terminal from this window too; its owner can still type."));
    connect(m_takeOver, &QPushButton::clicked, this, &TerminalMirrorBanner::takeOverRequested);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_size);
    m_size->hide();
    layout->addWidget(m_takeOver);
}

void TerminalMirrorBanner::setOwner(const QString &who)
{
    m_label->setText(tr("Watching %1\u2019s terminal \u2014 input is off").arg(who));
}

void TerminalMirrorBanner::setOwnerSize(const QSize &size)
{
    m_size->setText(size.isValid()
                        ? tr("%1 \u00d7 %2, as its owner sees it").arg(size.width()).arg(size.height())
                        : QString());
    m_size->setToolTip(tr("The mirror keeps the owner's columns and lines, so every line stays where the "
                          "owner sees it; scroll to the rest of a larger terminal (Shift+wheel: sideways)."));
    m_size->setVisible(size.isValid());
}

QString TerminalMirrorBanner::sizeText() const
{
    return m_size->text();
}

QString TerminalMirrorBanner::text() const
{
    return m_label->text();
}

} // namespace sandman
