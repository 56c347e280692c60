// SPDX-License-Identifier: Apache-2.0
#include "LazyDockContent.h"

#include "AfterFirstPaint.h"

#include <QDockWidget>
#include <QPointer>

namespace sandman {

LazyDockContent::LazyDockContent(QDockWidget *dock, std::function<QWidget *()> create)
    : QObject(dock)
    , m_dock(dock)
    , m_create(std::move(create))
{
    connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            build();
    });
}

LazyDockContent *LazyDockContent::install(QWidget *window, QDockWidget *dock,
                                          std::function<QWidget *()> create)
{
    auto *content = new LazyDockContent(dock, std::move(create));
    AfterFirstPaint::run(window, [guard = QPointer<LazyDockContent>(content)] {
        if (guard)
            guard->build();
    });
    return content;
}

void LazyDockContent::build()
{
    if (!m_create)
        return;
    const std::function<QWidget *()> create = std::move(m_create);
    m_create = nullptr;
    m_dock->setWidget(create());
}

} // namespace sandman
