// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QString>

namespace sandman {

// Sizes and CPU shares as the Resources pane writes them ("512 MiB", "12.5%").
class ResourceText
{
    Q_DECLARE_TR_FUNCTIONS(sandman::ResourceText)
public:
    static QString bytes(double bytes);
    static QString percent(double percent);
};

} // namespace sandman
