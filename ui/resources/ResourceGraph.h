// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QWidget>

#include <functional>

namespace sandman {

// One resource over time, painted by hand (README: why not Qt Charts): a line of samples
// (x: ms since the epoch, y: the value) over the last windowSeconds, the limit as a dashed red
// line with its value, grid lines with values, and on hover a cursor line with the time and
// value of the nearest sample. The wheel zooms the window between 1 and 10 minutes.
class ResourceGraph : public QWidget
{
    Q_OBJECT
public:
    using Formatter = std::function<QString(double)>;

    explicit ResourceGraph(const QString &title, QColor color, Formatter format, QWidget *parent = nullptr);

    void setSamples(QList<QPointF> samples, double limit);
    int windowSeconds() const { return m_windowSeconds; }
    void setWindowSeconds(int seconds);
    // What hovering at x (widget coordinates) shows, empty outside the samples (tests).
    QString hoverTextAt(int x) const;
    double limit() const { return m_limit; }
    // A limit is drawn to scale once the use in the window reaches this share of it.
    static constexpr double kLimitInScaleRatio = 0.25;
    // The value the top of the plot stands for: the peak in the window, or the limit when the
    // peak is near enough to it (limitInScale()).
    double scaleMaximum() const;
    bool limitInScale() const;
    // The highest value in the window.
    double peak() const;

    QSize sizeHint() const override { return {320, 140}; }
    QSize minimumSizeHint() const override { return {160, 90}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    QRectF plotRect() const;
    double xOf(double ms, const QRectF &plot) const;
    double yOf(double value, const QRectF &plot) const;
    // The index of the sample nearest to x, -1 when none is in the window.
    int nearestSample(int x) const;
    double windowEndMs() const;

    QString m_title;
    QColor m_color;
    Formatter m_format;
    QList<QPointF> m_samples;
    double m_limit = 0;
    int m_windowSeconds = 600;
    int m_hoverX = -1;
};

} // namespace sandman
