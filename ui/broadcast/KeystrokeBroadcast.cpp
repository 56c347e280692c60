// SPDX-License-Identifier: Apache-2.0
#include "KeystrokeBroadcast.h"

#include "tabs/TerminalPaneTree.h"
#include "tabs/TerminalTabs.h"
#include "terminal/TerminalView.h"

#include <QPainter>
#include <QPixmap>
#include <QSet>

namespace sandman {

KeystrokeBroadcast::KeystrokeBroadcast(TerminalTabs *tabs, QObject *parent)
    : QObject(parent)
    , m_tabs(tabs)
{
    connect(tabs, &TerminalTabs::tabsChanged, this, &KeystrokeBroadcast::updateMarks);
}

KeystrokeBroadcast::~KeystrokeBroadcast()
{
    m_views.clear();
    if (m_tabs)
        updateMarks();
}

QIcon KeystrokeBroadcast::markIcon()
{
    // A red dot with a white ring: visible on any tab style, like a recording light.
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Qt::white, 1.5));
    painter.setBrush(QColor(0xd0, 0x21, 0x1c));
    painter.drawEllipse(QRectF(2, 2, 12, 12));
    return QIcon(pixmap);
}

void KeystrokeBroadcast::setTabIncluded(int index, bool included)
{
    TerminalPaneTree *tree = m_tabs->paneTreeAt(index);
    if (!tree)
        return;
    const QList<TerminalView *> panes = tree->views();
    for (TerminalView *view : panes) {
        if (included) {
            add(view);
        } else {
            m_views.removeAll(view);
            disconnect(view, &TerminalView::inputSent, this, nullptr);
        }
    }
    updateMarks();
    emit changed();
}

bool KeystrokeBroadcast::isTabIncluded(int index) const
{
    TerminalPaneTree *tree = m_tabs->paneTreeAt(index);
    if (!tree)
        return false;
    const QList<TerminalView *> panes = tree->views();
    return std::any_of(panes.begin(), panes.end(),
                       [this](TerminalView *view) { return m_views.contains(view); });
}

void KeystrokeBroadcast::clear()
{
    for (const QPointer<TerminalView> &view : std::as_const(m_views)) {
        if (view)
            disconnect(view, &TerminalView::inputSent, this, nullptr);
    }
    m_views.clear();
    updateMarks();
    emit changed();
}

QList<TerminalView *> KeystrokeBroadcast::views() const
{
    QList<TerminalView *> views;
    for (const QPointer<TerminalView> &view : m_views) {
        if (view)
            views.append(view);
    }
    return views;
}

void KeystrokeBroadcast::add(TerminalView *view)
{
    if (m_views.contains(view))
        return;
    m_views.append(view);
    connect(view, &TerminalView::inputSent, this,
            [this, view](const QByteArray &bytes) { onInput(view, bytes); });
}

void KeystrokeBroadcast::onInput(TerminalView *source, const QByteArray &bytes)
{
    if (!isActive() || !m_views.contains(source))
        return;
    for (TerminalView *view : views()) {
        if (view != source)
            view->sendCopiedInput(bytes);
    }
}

void KeystrokeBroadcast::updateMarks()
{
    // Panes closed since (some are deleted later) leave the group.
    QSet<TerminalView *> open;
    for (int index = 0; index < m_tabs->count(); ++index) {
        if (TerminalPaneTree *tree = m_tabs->paneTreeAt(index)) {
            const QList<TerminalView *> panes = tree->views();
            for (TerminalView *view : panes)
                open.insert(view);
        }
    }
    m_views.removeIf([&open](const QPointer<TerminalView> &view) { return !view || !open.contains(view); });
    const bool active = isActive();
    const QIcon mark = markIcon();
    for (int index = 0; index < m_tabs->count(); ++index)
        m_tabs->setTabMark(index, active && isTabIncluded(index) ? mark : QIcon());
}

} // namespace sandman
