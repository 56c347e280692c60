// SPDX-License-Identifier: Apache-2.0
#include "ResourceGraph.h"

#include <QDateTime>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace sandman {

namespace {
constexpr int kMinWindow = 60;
constexpr int kMaxWindow = 600;
} // namespace

ResourceGraph::ResourceGraph(const QString &title, QColor color, Formatter format, QWidget *parent)
    : QWidget(parent)
    , m_title(title)
    , m_color(color)
    , m_format(std::move(format))
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void ResourceGraph::setSamples(QList<QPointF> samples, double limit)
{
    m_samples = std::move(samples);
    m_limit = limit;
    update();
}

void ResourceGraph::setWindowSeconds(int seconds)
{
    m_windowSeconds = std::clamp(seconds, kMinWindow, kMaxWindow);
    update();
}

double ResourceGraph::windowEndMs() const
{
    return m_samples.isEmpty() ? double(QDateTime::currentMSecsSinceEpoch()) : m_samples.last().x();
}

QRectF ResourceGraph::plotRect() const
{
    const int text = fontMetrics().height();
    const int labels = fontMetrics().horizontalAdvance(m_format(scaleMaximum())) + 8;
    return QRectF(labels, text + 6, qMax(10, width() - labels - 6), qMax(10, height() - 2 * text - 10));
}

bool ResourceGraph::limitInScale() const
{
    // Far below its limit (6 of 1024 processes), a line drawn to the limit's scale is flat on
    // the floor: the use decides the scale, and the limit is named at the top instead.
    return m_limit > 0 && peak() >= m_limit * kLimitInScaleRatio;
}

double ResourceGraph::peak() const
{
    double top = 0;
    const double start = windowEndMs() - m_windowSeconds * 1000.0;
    for (const QPointF &sample : m_samples)
        if (sample.x() >= start)
            top = qMax(top, sample.y());
    return top;
}

double ResourceGraph::scaleMaximum() const
{
    const double top = limitInScale() ? qMax(m_limit, peak()) : peak();
    if (top <= 0)
        return 1;
    // Room above the line, so the limit and the peak are never on the frame.
    return top * 1.1;
}

double ResourceGraph::xOf(double ms, const QRectF &plot) const
{
    const double start = windowEndMs() - m_windowSeconds * 1000.0;
    return plot.left() + (ms - start) / (m_windowSeconds * 1000.0) * plot.width();
}

double ResourceGraph::yOf(double value, const QRectF &plot) const
{
    return plot.bottom() - value / scaleMaximum() * plot.height();
}

int ResourceGraph::nearestSample(int x) const
{
    const QRectF plot = plotRect();
    if (m_samples.isEmpty() || x < plot.left() || x > plot.right())
        return -1;
    const double start = windowEndMs() - m_windowSeconds * 1000.0;
    const double ms = start + (x - plot.left()) / plot.width() * m_windowSeconds * 1000.0;
    const auto it = std::lower_bound(m_samples.cbegin(), m_samples.cend(), ms,
                                     [](const QPointF &sample, double value) { return sample.x() < value; });
    int index = int(it - m_samples.cbegin());
    if (index >= m_samples.size())
        index = int(m_samples.size()) - 1;
    if (index > 0 && std::abs(m_samples[index - 1].x() - ms) < std::abs(m_samples[index].x() - ms))
        --index;
    return m_samples[index].x() >= start ? index : -1;
}

QString ResourceGraph::hoverTextAt(int x) const
{
    const int index = nearestSample(x);
    if (index < 0)
        return {};
    const QPointF sample = m_samples[index];
    const QString time = QDateTime::fromMSecsSinceEpoch(qint64(sample.x()))
                             .toLocalTime()
                             .toString(QStringLiteral("HH:mm:ss"));
    return QStringLiteral("%1  %2").arg(time, m_format(sample.y()));
}

void ResourceGraph::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF plot = plotRect();
    const QColor text = palette().color(QPalette::Text);
    QColor grid = palette().color(QPalette::Mid);
    grid.setAlpha(90);

    painter.setPen(text);
    painter.drawText(QRectF(plot.left(), 2, plot.width(), fontMetrics().height() + 2),
                     Qt::AlignLeft | Qt::AlignVCenter, m_title);
    // Grid: four bands with their values; the time span under the plot.
    const double top = scaleMaximum();
    for (int i = 0; i <= 4; ++i) {
        const double value = top * i / 4.0;
        const double y = yOf(value, plot);
        painter.setPen(grid);
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(QRectF(0, y - fontMetrics().height() / 2.0, plot.left() - 4, fontMetrics().height()),
                         Qt::AlignRight | Qt::AlignVCenter, m_format(value));
    }
    painter.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), fontMetrics().height() + 2),
                     Qt::AlignLeft | Qt::AlignTop, tr("−%n min", nullptr, m_windowSeconds / 60));
    painter.drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), fontMetrics().height() + 2),
                     Qt::AlignRight | Qt::AlignTop, tr("now"));

    // The line, and the area under it, over the samples in the window.
    painter.save();
    painter.setClipRect(plot);
    const double start = windowEndMs() - m_windowSeconds * 1000.0;
    QPainterPath line;
    bool first = true;
    double lastX = plot.left();
    for (const QPointF &sample : m_samples) {
        if (sample.x() < start - 2000)
            continue;
        const QPointF point(xOf(sample.x(), plot), yOf(sample.y(), plot));
        if (first)
            line.moveTo(point);
        else
            line.lineTo(point);
        first = false;
        lastX = point.x();
    }
    if (!first) {
        QPainterPath area = line;
        area.lineTo(lastX, plot.bottom());
        area.lineTo(line.elementAt(0).x, plot.bottom());
        area.closeSubpath();
        QColor fill = m_color;
        fill.setAlpha(50);
        painter.fillPath(area, fill);
        painter.setPen(QPen(m_color, 1.6));
        painter.drawPath(line);
    }
    painter.restore();

    if (m_limit > 0 && !limitInScale()) {
        painter.setPen(QColor(0xd0, 0x30, 0x30));
        painter.drawText(QRectF(plot.left() + 4, plot.top() + 1, plot.width() - 8, fontMetrics().height()),
                         Qt::AlignRight | Qt::AlignTop,
                         QStringLiteral("\u2191 ") + tr("limit %1").arg(m_format(m_limit)));
    } else if (m_limit > 0) {
        const double y = yOf(m_limit, plot);
        painter.setPen(QPen(QColor(0xd0, 0x30, 0x30), 1.2, Qt::DashLine));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.drawText(
            QRectF(plot.left() + 4, y - fontMetrics().height() - 1, plot.width() - 8, fontMetrics().height()),
            Qt::AlignRight | Qt::AlignBottom, tr("limit %1").arg(m_format(m_limit)));
    }

    const int index = m_hoverX >= 0 ? nearestSample(m_hoverX) : -1;
    if (index >= 0) {
        const QPointF sample = m_samples[index];
        const QPointF point(xOf(sample.x(), plot), yOf(sample.y(), plot));
        painter.setPen(QPen(text, 1, Qt::DotLine));
        painter.drawLine(QPointF(point.x(), plot.top()), QPointF(point.x(), plot.bottom()));
        painter.setBrush(m_color);
        painter.drawEllipse(point, 3, 3);
        const QString label = hoverTextAt(m_hoverX);
        const QRectF box = fontMetrics().boundingRect(label).adjusted(-4, -2, 4, 2);
        QRectF placed = box.translated(point.x() + 8 - box.left(), plot.top() + 2 - box.top());
        if (placed.right() > plot.right())
            placed.moveRight(point.x() - 8);
        QColor background = palette().color(QPalette::ToolTipBase);
        painter.setPen(palette().color(QPalette::Mid));
        painter.setBrush(background);
        painter.drawRoundedRect(placed, 3, 3);
        painter.setPen(palette().color(QPalette::ToolTipText));
        painter.drawText(placed, Qt::AlignCenter, label);
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);
}

void ResourceGraph::mouseMoveEvent(QMouseEvent *event)
{
    m_hoverX = int(event->position().x());
    update();
}

void ResourceGraph::leaveEvent(QEvent *)
{
    m_hoverX = -1;
    update();
}

void ResourceGraph::wheelEvent(QWheelEvent *event)
{
    // Up zooms in (a shorter window), down out; a minute per notch.
    const int notches = event->angleDelta().y() / 120;
    if (notches != 0)
        setWindowSeconds(m_windowSeconds - notches * 60);
    event->accept();
}

} // namespace sandman
