// SPDX-License-Identifier: Apache-2.0
#include "PaddedHeaderView.h"

namespace sandman {

PaddedHeaderView::PaddedHeaderView(Qt::Orientation orientation, QWidget *parent)
    : QHeaderView(orientation, parent)
{
    setSectionsClickable(true); // as the views' own headers are
    setHighlightSections(true);
}

int PaddedHeaderView::padding() const
{
    return fontMetrics().averageCharWidth();
}

QSize PaddedHeaderView::sectionSizeFromContents(int logicalIndex) const
{
    QSize size = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (orientation() == Qt::Horizontal)
        size.rwidth() += 2 * padding();
    else
        size.rheight() += padding();
    return size;
}

} // namespace sandman
