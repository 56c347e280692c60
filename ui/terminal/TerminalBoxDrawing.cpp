// SPDX-License-Identifier: Apache-2.0
#include "TerminalBoxDrawing.h"

#include <QPainter>

#include <algorithm>

namespace sandman {

namespace {

/// U+2500–U+257F: the weight of each arm (0 none, 1 light, 2 heavy, 3 double), two bits each:
/// up << 6 | right << 4 | down << 2 | left. Diagonals (U+2571–2573) are 0 here.
constexpr quint8 Arms[128] = {
    0x11, 0x22, 0x44, 0x88, 0x11, 0x22, 0x44, 0x88, // U+2500
    0x11, 0x22, 0x44, 0x88, 0x14, 0x24, 0x18, 0x28, // U+2508
    0x05, 0x06, 0x09, 0x0a, 0x50, 0x60, 0x90, 0xa0, // U+2510
    0x41, 0x42, 0x81, 0x82, 0x54, 0x64, 0x94, 0x58, // U+2518
    0x98, 0xa4, 0x68, 0xa8, 0x45, 0x46, 0x85, 0x49, // U+2520
    0x89, 0x86, 0x4a, 0x8a, 0x15, 0x16, 0x25, 0x26, // U+2528
    0x19, 0x1a, 0x29, 0x2a, 0x51, 0x52, 0x61, 0x62, // U+2530
    0x91, 0x92, 0xa1, 0xa2, 0x55, 0x56, 0x65, 0x66, // U+2538
    0x95, 0x59, 0x99, 0x96, 0xa5, 0x5a, 0x69, 0xa6, // U+2540
    0x6a, 0x9a, 0xa9, 0xaa, 0x11, 0x22, 0x44, 0x88, // U+2548
    0x33, 0xcc, 0x34, 0x1c, 0x3c, 0x07, 0x0d, 0x0f, // U+2550
    0x70, 0xd0, 0xf0, 0x43, 0xc1, 0xc3, 0x74, 0xdc, // U+2558
    0xfc, 0x47, 0xcd, 0xcf, 0x37, 0x1d, 0x3f, 0x73, // U+2560
    0xd1, 0xf3, 0x77, 0xdd, 0xff, 0x14, 0x05, 0x41, // U+2568
    0x50, 0x00, 0x00, 0x00, 0x01, 0x40, 0x10, 0x04, // U+2570
    0x02, 0x80, 0x20, 0x08, 0x21, 0x48, 0x12, 0x84, // U+2578
};

void drawArms(QPainter &p, quint8 arms, const QRect &c, const QColor &colour)
{
    const int light = std::max(1, (std::min(c.width(), c.height()) + 4) / 8);
    const int heavy = light * 2;
    auto thickness = [&](int weight) { return weight == 2 ? heavy : light; };
    const int up = (arms >> 6) & 3;
    const int right = (arms >> 4) & 3;
    const int down = (arms >> 2) & 3;
    const int left = arms & 3;
    // Centre lines, pixel aligned; a double line is two light lines `light` apart around them.
    const int cx = c.x() + (c.width() - light) / 2;
    const int cy = c.y() + (c.height() - light) / 2;
    auto vertical = [&](int weight, int y0, int y1) {
        if (weight == 3) {
            p.fillRect(QRect(cx - light, y0, light, y1 - y0), colour);
            p.fillRect(QRect(cx + light, y0, light, y1 - y0), colour);
        } else {
            const int t = thickness(weight);
            p.fillRect(QRect(cx + (light - t) / 2, y0, t, y1 - y0), colour);
        }
    };
    auto horizontal = [&](int weight, int x0, int x1) {
        if (weight == 3) {
            p.fillRect(QRect(x0, cy - light, x1 - x0, light), colour);
            p.fillRect(QRect(x0, cy + light, x1 - x0, light), colour);
        } else {
            const int t = thickness(weight);
            p.fillRect(QRect(x0, cy + (light - t) / 2, x1 - x0, t), colour);
        }
    };
    // Each arm runs from its edge across the centre band [centre - light, centre + 2 light)
    // that the strokes of any other arm occupy, so that they join.
    if (up)
        vertical(up, c.y(), cy + 2 * light);
    if (down)
        vertical(down, cy - light, c.y() + c.height());
    if (left)
        horizontal(left, c.x(), cx + 2 * light);
    if (right)
        horizontal(right, cx - light, c.x() + c.width());
}

void drawBlock(QPainter &p, char32_t ch, const QRect &c, const QColor &colour)
{
    const int w = c.width();
    const int h = c.height();
    auto part = [&](int x0, int y0, int x1, int y1) { // eighths of the cell
        const int l = c.x() + w * x0 / 8;
        const int t = c.y() + h * y0 / 8;
        p.fillRect(QRect(l, t, c.x() + w * x1 / 8 - l, c.y() + h * y1 / 8 - t), colour);
    };
    if (ch == 0x2580) {
        part(0, 0, 8, 4);
    } else if (ch >= 0x2581 && ch <= 0x2588) {
        part(0, 8 - int(ch - 0x2580), 8, 8); // lower eighths, up to the full block
    } else if (ch >= 0x2589 && ch <= 0x258f) {
        part(0, 0, 8 - int(ch - 0x2588), 8); // left seven eighths down to one
    } else if (ch == 0x2590) {
        part(4, 0, 8, 8);
    } else if (ch >= 0x2591 && ch <= 0x2593) {
        QColor shade = colour;
        shade.setAlphaF(0.25 * double(ch - 0x2590));
        p.fillRect(c, shade);
    } else if (ch == 0x2594) {
        part(0, 0, 8, 1);
    } else if (ch == 0x2595) {
        part(7, 0, 8, 8);
    } else {
        // Quadrants U+2596–259F: upper left, upper right, lower left, lower right bits.
        static constexpr quint8 quadrants[10] = {0x4, 0x8, 0x1, 0xd, 0x9, 0x7, 0xb, 0x2, 0x6, 0xe};
        const quint8 q = quadrants[ch - 0x2596];
        if (q & 1)
            part(0, 0, 4, 4);
        if (q & 2)
            part(4, 0, 8, 4);
        if (q & 4)
            part(0, 4, 4, 8);
        if (q & 8)
            part(4, 4, 8, 8);
    }
}

} // namespace

bool TerminalBoxDrawing::draw(QPainter &p, char32_t ch, const QRect &cell, const QColor &colour)
{
    if (!handles(ch))
        return false;
    if (ch >= 0x2580) {
        drawBlock(p, ch, cell, colour);
        return true;
    }
    if (ch >= 0x2571 && ch <= 0x2573) {
        p.save();
        p.setRenderHint(QPainter::Antialiasing, true);
        QPen pen(colour);
        pen.setWidthF(std::max(1.0, std::min(cell.width(), cell.height()) / 8.0));
        p.setPen(pen);
        const QRectF r(cell);
        if (ch != 0x2572)
            p.drawLine(r.topRight(), r.bottomLeft());
        if (ch != 0x2571)
            p.drawLine(r.topLeft(), r.bottomRight());
        p.restore();
        return true;
    }
    drawArms(p, Arms[ch - 0x2500], cell, colour);
    return true;
}

} // namespace sandman
