// SPDX-License-Identifier: Apache-2.0
#include "AfterFirstPaint.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace sandman {

namespace {
constexpr int kGraceMs = 500;
}

AfterFirstPaint::AfterFirstPaint(QWidget *window, std::function<void()> work)
    : QObject(window)
    , m_window(window)
    , m_work(std::move(work))
{
    QCoreApplication::instance()->installEventFilter(this);
    m_grace.setSingleShot(true);
    connect(&m_grace, &QTimer::timeout, this, &AfterFirstPaint::runOnce);
    m_grace.start(kGraceMs);
}

void AfterFirstPaint::run(QWidget *window, std::function<void()> work)
{
    new AfterFirstPaint(window, std::move(work));
}

bool AfterFirstPaint::eventFilter(QObject *watched, QEvent *event)
{
    auto *widget = qobject_cast<QWidget *>(watched);
    if (event->type() == QEvent::Paint && widget && widget->window() == m_window) {
        QCoreApplication::instance()->removeEventFilter(this);
        // Queued: the frame this paint belongs to is finished and shown first.
        m_grace.start(0);
    }
    return false;
}

void AfterFirstPaint::runOnce()
{
    QCoreApplication::instance()->removeEventFilter(this);
    const std::function<void()> work = std::move(m_work);
    deleteLater();
    if (work)
        work();
}

} // namespace sandman
