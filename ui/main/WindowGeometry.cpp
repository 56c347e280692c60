// SPDX-License-Identifier: Apache-2.0
#include "WindowGeometry.h"

#include <QDataStream>
#include <QGuiApplication>
#include <QIODevice>
#include <QScreen>
#include <QWidget>

namespace sandman {

namespace {
constexpr quint32 kMagic = 0x53474d31; // "SGM1"
} // namespace

QByteArray WindowGeometry::save(const QWidget *window)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    // While maximised, geometry() is the screen's: the size to return to is the normal one.
    const QRect rect
        = window->isMaximized() || window->isFullScreen() ? window->normalGeometry() : window->geometry();
    out << kMagic << rect << bool(window->isMaximized());
    return bytes;
}

bool WindowGeometry::restore(QWidget *window, const QByteArray &bytes)
{
    QDataStream in(bytes);
    quint32 magic = 0;
    QRect rect;
    bool maximized = false;
    in >> magic >> rect >> maximized;
    if (in.status() != QDataStream::Ok || magic != kMagic || !rect.isValid())
        return false;
    QScreen *screen = QGuiApplication::screenAt(rect.center());
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (screen)
        rect = fitted(rect, screen->availableGeometry());
    window->setGeometry(rect);
    if (maximized)
        window->setWindowState(window->windowState() | Qt::WindowMaximized);
    return true;
}

QRect WindowGeometry::fitted(const QRect &rect, const QRect &available)
{
    if (!available.isValid())
        return rect;
    QRect result = rect;
    result.setWidth(qMin(rect.width(), available.width()));
    result.setHeight(qMin(rect.height(), available.height()));
    if (result.right() > available.right())
        result.moveRight(available.right());
    if (result.bottom() > available.bottom())
        result.moveBottom(available.bottom());
    if (result.left() < available.left())
        result.moveLeft(available.left());
    if (result.top() < available.top())
        result.moveTop(available.top());
    return result;
}

} // namespace sandman
