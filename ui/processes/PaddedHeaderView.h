// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHeaderView>

namespace sandman {

/// A header whose sections keep room around their titles: a section sized to its contents
/// (ResizeToContents, or sectionSizeHint) is a character wider on each side than the style
/// makes it, so short titles ("ID", "PID") and the wider Chinese and Japanese ones never touch
/// the section's edges.
class PaddedHeaderView : public QHeaderView
{
    Q_OBJECT
public:
    explicit PaddedHeaderView(Qt::Orientation orientation, QWidget *parent = nullptr);

    /// The room added on each side of a title, from the header's font.
    int padding() const;

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override;
};

} // namespace sandman
