// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QRect>

class QWidget;

namespace sandman {

// A top-level window's place and size between runs. QWidget::saveGeometry() keeps the frame's
// position, which without a window manager (or before it has framed the window) is the client
// area's, so the window came back a title bar lower each run; this keeps the client area
// (geometry(), which setGeometry() takes back as it is, with or without a frame) and whether
// it was maximised, and puts the window back on a screen it fits on.
class WindowGeometry
{
public:
    static QByteArray save(const QWidget *window);
    // False when bytes hold no geometry (first start, or damaged): the caller picks a size.
    static bool restore(QWidget *window, const QByteArray &bytes);
    // rect moved and shrunk as little as needed to lie inside available.
    static QRect fitted(const QRect &rect, const QRect &available);
};

} // namespace sandman
