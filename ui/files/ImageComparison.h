// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QImage>
#include <QWidget>

class QLabel;

namespace sandman {

// An image before and after a change, side by side, each under a caption (its size and type, or
// "absent"). Images larger than their half are scaled down to fit it, never up; transparent
// parts show on a checkerboard, so a changed alpha channel is visible.
class ImageComparison : public QWidget
{
    Q_OBJECT
public:
    explicit ImageComparison(QWidget *parent = nullptr);

    // A null image: that side has none (created or deleted), its caption says why.
    void setImages(const QImage &before, const QString &beforeCaption, const QImage &after,
                   const QString &afterCaption);
    const QImage &before() const { return m_before; }
    const QImage &after() const { return m_after; }
    QString beforeCaption() const;
    QString afterCaption() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void showScaled();

    QImage m_before;
    QImage m_after;
    QLabel *m_beforeCaption;
    QLabel *m_afterCaption;
    QLabel *m_beforeView;
    QLabel *m_afterView;
};

} // namespace sandman
