// SPDX-License-Identifier: Apache-2.0
#include "TerminalPaneTree.h"

#include "TerminalMirrorScroller.h"
#include "terminal/TerminalView.h"

#include <QCoreApplication>
#include <QEvent>
#include <QJsonArray>
#include <QSplitter>
#include <QVBoxLayout>

#include <limits>

namespace sandman {

namespace {
const QString kSplitKey = QStringLiteral("split");
const QString kSizesKey = QStringLiteral("sizes");
const QString kPanesKey = QStringLiteral("panes");
// Deeper trees are not made by hand; a deeper record is damaged.
constexpr int kMaxDepth = 16;

QSplitter *newSplitter(Qt::Orientation orientation)
{
    auto *splitter = new QSplitter(orientation);
    splitter->setChildrenCollapsible(false); // a pane dragged to nothing would be lost from sight
    splitter->setHandleWidth(3);
    return splitter;
}

void collectViews(QWidget *widget, QList<TerminalView *> *views)
{
    if (auto *view = qobject_cast<TerminalView *>(widget)) {
        views->append(view);
    } else if (auto *scroller = qobject_cast<TerminalMirrorScroller *>(widget)) {
        if (scroller->view()) // a mirror's view, in the area that scrolls it
            views->append(scroller->view());
    } else if (auto *splitter = qobject_cast<QSplitter *>(widget)) {
        for (int i = 0; i < splitter->count(); ++i)
            collectViews(splitter->widget(i), views);
    }
}

QJsonObject treeToJson(QWidget *widget, const std::function<QJsonObject(TerminalView *)> &leaf)
{
    if (auto *view = qobject_cast<TerminalView *>(widget))
        return leaf(view);
    auto *splitter = qobject_cast<QSplitter *>(widget);
    if (!splitter)
        return {};
    QJsonArray panes;
    QJsonArray sizes;
    const QList<int> current = splitter->sizes();
    for (int i = 0; i < splitter->count(); ++i) {
        const QJsonObject child = treeToJson(splitter->widget(i), leaf);
        if (child.isEmpty())
            continue;
        panes.append(child);
        sizes.append(current.value(i));
    }
    if (panes.size() == 1)
        return panes.first().toObject();
    if (panes.isEmpty())
        return {};
    QJsonObject json{{kSplitKey,
                      splitter->orientation() == Qt::Horizontal ? QStringLiteral("horizontal")
                                                                : QStringLiteral("vertical")},
                     {kPanesKey, panes}};
    bool laidOut = false;
    for (const QJsonValue &size : std::as_const(sizes))
        laidOut = laidOut || size.toInt() > 0;
    if (laidOut) // never shown: no sizes to keep
        json.insert(kSizesKey, sizes);
    return json;
}

QWidget *treeFromJson(const QJsonObject &json, const std::function<TerminalView *(const QJsonObject &)> &leaf,
                      int depth)
{
    if (!json.contains(kSplitKey))
        return leaf(json);
    const QString split = json.value(kSplitKey).toString();
    if (depth >= kMaxDepth || (split != QLatin1String("horizontal") && split != QLatin1String("vertical")))
        return nullptr;
    QList<QWidget *> children;
    QList<int> sizes;
    const QJsonArray panes = json.value(kPanesKey).toArray();
    const QJsonArray savedSizes = json.value(kSizesKey).toArray();
    for (int i = 0; i < panes.size(); ++i) {
        if (QWidget *child = treeFromJson(panes.at(i).toObject(), leaf, depth + 1)) {
            children.append(child);
            sizes.append(qBound(1, savedSizes.at(i).toInt(), std::numeric_limits<int>::max() / 64));
        }
    }
    if (children.size() <= 1)
        return children.value(0);
    QSplitter *splitter = newSplitter(split == QLatin1String("horizontal") ? Qt::Horizontal : Qt::Vertical);
    for (QWidget *child : std::as_const(children))
        splitter->addWidget(child);
    if (savedSizes.size() == panes.size())
        splitter->setSizes(sizes);
    return splitter;
}
} // namespace

TerminalPaneTree::TerminalPaneTree(QWidget *root, QWidget *parent)
    : QWidget(parent)
    , m_root(root)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(root);
    adopt(root);
    const QList<TerminalView *> all = views();
    m_current = all.value(0);
}

void TerminalPaneTree::adopt(QWidget *widget)
{
    if (auto *view = qobject_cast<TerminalView *>(widget)) {
        view->installEventFilter(this);
    } else if (auto *scroller = qobject_cast<TerminalMirrorScroller *>(widget)) {
        adopt(scroller->view());
    } else if (auto *splitter = qobject_cast<QSplitter *>(widget)) {
        connect(splitter, &QSplitter::splitterMoved, this, &TerminalPaneTree::sizesChanged,
                Qt::UniqueConnection);
        for (int i = 0; i < splitter->count(); ++i)
            adopt(splitter->widget(i));
    }
}

QList<TerminalView *> TerminalPaneTree::views() const
{
    QList<TerminalView *> all;
    collectViews(m_root, &all);
    return all;
}

bool TerminalPaneTree::contains(const TerminalView *view) const
{
    return view && views().contains(const_cast<TerminalView *>(view));
}

void TerminalPaneTree::setCurrent(TerminalView *view)
{
    if (!contains(view))
        return;
    view->setFocus();
    if (m_current == view)
        return;
    m_current = view;
    emit currentChanged(view);
}

bool TerminalPaneTree::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn)
        setCurrent(qobject_cast<TerminalView *>(watched));
    return QWidget::eventFilter(watched, event);
}

QSplitter *TerminalPaneTree::makeSplitter(Qt::Orientation orientation)
{
    QSplitter *splitter = newSplitter(orientation);
    connect(splitter, &QSplitter::splitterMoved, this, &TerminalPaneTree::sizesChanged);
    return splitter;
}

void TerminalPaneTree::replace(QWidget *old, QWidget *replacement)
{
    if (auto *parent = qobject_cast<QSplitter *>(old->parentWidget())) {
        const QList<int> sizes = parent->sizes();
        parent->replaceWidget(parent->indexOf(old), replacement);
        parent->setSizes(sizes);
    } else {
        layout()->replaceWidget(old, replacement);
        m_root = replacement;
    }
    replacement->show();
}

void TerminalPaneTree::split(TerminalView *at, TerminalView *added, Qt::Orientation orientation)
{
    if (!contains(at) || !added)
        return;
    auto *parent = qobject_cast<QSplitter *>(at->parentWidget());
    if (parent && parent->orientation() == orientation) {
        // A third pane in the same direction: beside the others, not a level deeper.
        const int index = parent->indexOf(at);
        QList<int> sizes = parent->sizes();
        const int half = sizes.value(index) / 2;
        parent->insertWidget(index + 1, added);
        if (half > 0) {
            sizes[index] -= half;
            sizes.insert(index + 1, half);
            parent->setSizes(sizes);
        }
    } else {
        QSplitter *splitter = makeSplitter(orientation);
        replace(at, splitter);
        splitter->addWidget(at);
        splitter->addWidget(added);
        splitter->setSizes({1, 1}); // equal halves of whatever room the splitter gets
        at->show();
    }
    added->installEventFilter(this);
    added->show();
}

bool TerminalPaneTree::remove(TerminalView *view)
{
    const QList<TerminalView *> before = views();
    const int index = before.indexOf(view);
    if (index < 0)
        return !before.isEmpty();
    view->removeEventFilter(this);
    if (view == m_root || !qobject_cast<QSplitter *>(m_root)) { // alone, or alone in a mirror's scroller
        view->hide();
        view->setParent(nullptr);
        m_root = nullptr;
        m_current = nullptr;
        return false;
    }
    auto *parent = qobject_cast<QSplitter *>(view->parentWidget());
    view->hide();
    view->setParent(nullptr);
    if (parent && parent->count() == 1) {
        QWidget *left = parent->widget(0);
        replace(parent, left);
        parent->deleteLater();
    }
    const QList<TerminalView *> after = views();
    if (m_current == view || !m_current) {
        m_current = nullptr;
        setCurrent(after.value(qMin(index, int(after.size()) - 1)));
    }
    return !after.isEmpty();
}

TerminalView *TerminalPaneTree::neighbour(Direction direction) const
{
    if (!m_current)
        return nullptr;
    const auto rectOf
        = [this](const TerminalView *view) { return QRect(view->mapTo(this, QPoint(0, 0)), view->size()); };
    // Panes split a moment ago may not be laid out yet: where they are decides.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const QRect from = rectOf(m_current);
    TerminalView *best = nullptr;
    int bestDistance = std::numeric_limits<int>::max();
    for (TerminalView *view : views()) {
        if (view == m_current)
            continue;
        const QRect to = rectOf(view);
        // Beside it in that direction, and overlapping it across that direction.
        int distance = -1;
        switch (direction) {
        case Direction::Left:
            if (to.right() < from.left() && to.bottom() >= from.top() && to.top() <= from.bottom())
                distance = from.left() - to.right();
            break;
        case Direction::Right:
            if (to.left() > from.right() && to.bottom() >= from.top() && to.top() <= from.bottom())
                distance = to.left() - from.right();
            break;
        case Direction::Up:
            if (to.bottom() < from.top() && to.right() >= from.left() && to.left() <= from.right())
                distance = from.top() - to.bottom();
            break;
        case Direction::Down:
            if (to.top() > from.bottom() && to.right() >= from.left() && to.left() <= from.right())
                distance = to.top() - from.bottom();
            break;
        }
        // Equally near: the one most in line with the current pane's top left.
        if (distance >= 0) {
            const int along = std::abs(to.top() - from.top()) + std::abs(to.left() - from.left());
            const int score = distance * 4096 + along;
            if (score < bestDistance) {
                bestDistance = score;
                best = view;
            }
        }
    }
    return best;
}

bool TerminalPaneTree::resizeCurrent(int steps)
{
    auto *splitter = m_current ? qobject_cast<QSplitter *>(m_current->parentWidget()) : nullptr;
    if (!splitter || steps == 0)
        return false;
    QList<int> sizes = splitter->sizes();
    const int index = splitter->indexOf(m_current);
    const int other = index + 1 < sizes.size() ? index + 1 : index - 1;
    int total = 0;
    for (int size : std::as_const(sizes))
        total += size;
    // Neither pane gets smaller than a few cells.
    constexpr int kMinimum = 48;
    const int delta = qBound(kMinimum - sizes[index], steps * total / 10, sizes[other] - kMinimum);
    if (delta == 0)
        return false;
    sizes[index] += delta;
    sizes[other] -= delta;
    splitter->setSizes(sizes);
    emit sizesChanged();
    return true;
}

QJsonObject TerminalPaneTree::toJson(const std::function<QJsonObject(TerminalView *)> &leaf) const
{
    return m_root ? treeToJson(m_root, leaf) : QJsonObject();
}

QWidget *TerminalPaneTree::fromJson(const QJsonObject &json,
                                    const std::function<TerminalView *(const QJsonObject &)> &leaf)
{
    return treeFromJson(json, leaf, 0);
}

} // namespace sandman
