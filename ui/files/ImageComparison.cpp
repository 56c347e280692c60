// SPDX-License-Identifier: Apache-2.0
#include "ImageComparison.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainter>

namespace sandman {

namespace {
// The image over a checkerboard of the palette's window colours, scaled down to fit size.
QPixmap onCheckerboard(const QImage &image, const QSize &size, const QPalette &palette)
{
    QSize scaled = image.size();
    if (scaled.width() > size.width() || scaled.height() > size.height())
        scaled = scaled.scaled(size, Qt::KeepAspectRatio);
    if (scaled.isEmpty())
        return {};
    QPixmap pixmap(scaled);
    QPainter painter(&pixmap);
    const int cell = 8;
    const QColor light = palette.color(QPalette::Base);
    const QColor dark = palette.color(QPalette::AlternateBase).darker(110);
    for (int y = 0; y < scaled.height(); y += cell) {
        for (int x = 0; x < scaled.width(); x += cell)
            painter.fillRect(x, y, cell, cell, ((x + y) / cell) % 2 ? dark : light);
    }
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawImage(QRect(QPoint(0, 0), scaled), image);
    return pixmap;
}
} // namespace

ImageComparison::ImageComparison(QWidget *parent)
    : QWidget(parent)
    , m_beforeCaption(new QLabel(this))
    , m_afterCaption(new QLabel(this))
    , m_beforeView(new QLabel(this))
    , m_afterView(new QLabel(this))
{
    m_beforeView->setAccessibleName(tr("The image before"));
    m_afterView->setAccessibleName(tr("The image after"));
    for (QLabel *view : {m_beforeView, m_afterView}) {
        view->setAlignment(Qt::AlignCenter);
        view->setMinimumSize(64, 64);
        view->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored); // the pixmap follows the size
    }
    for (QLabel *caption : {m_beforeCaption, m_afterCaption}) {
        caption->setWordWrap(true);
        caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_beforeCaption, 0, 0);
    layout->addWidget(m_afterCaption, 0, 1);
    layout->addWidget(m_beforeView, 1, 0);
    layout->addWidget(m_afterView, 1, 1);
    layout->setRowStretch(1, 1);
    layout->setColumnStretch(0, 1);
    layout->setColumnStretch(1, 1);
}

void ImageComparison::setImages(const QImage &before, const QString &beforeCaption, const QImage &after,
                                const QString &afterCaption)
{
    m_before = before;
    m_after = after;
    m_beforeCaption->setText(beforeCaption);
    m_afterCaption->setText(afterCaption);
    showScaled();
}

QString ImageComparison::beforeCaption() const
{
    return m_beforeCaption->text();
}

QString ImageComparison::afterCaption() const
{
    return m_afterCaption->text();
}

void ImageComparison::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    showScaled();
}

void ImageComparison::showScaled()
{
    for (const auto &[image, view] : {std::pair{&m_before, m_beforeView}, std::pair{&m_after, m_afterView}}) {
        if (image->isNull())
            view->clear();
        else
            view->setPixmap(onCheckerboard(*image, view->size(), palette()));
    }
}

} // namespace sandman
