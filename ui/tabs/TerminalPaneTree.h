// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QWidget>

#include <functional>

class QSplitter;

namespace sandman {

class TerminalView;

// The terminals of one tab: a single pane, or panes side by side and one above the other in
// nested QSplitters (drag a handle to resize). It knows which pane is current (has, or last had,
// the focus): the tab's title, find bar and actions follow that one.
class TerminalPaneTree : public QWidget
{
    Q_OBJECT
public:
    enum class Direction { Left, Right, Up, Down };

    // root: a TerminalView or a splitter tree of them (see fromJson()).
    explicit TerminalPaneTree(QWidget *root, QWidget *parent = nullptr);

    // Every pane, left to right and top to bottom.
    QList<TerminalView *> views() const;
    bool contains(const TerminalView *view) const;
    TerminalView *current() const { return m_current; }
    void setCurrent(TerminalView *view);
    // Puts added beside at, right of it (Qt::Horizontal) or below it (Qt::Vertical), in half its room.
    void split(TerminalView *at, TerminalView *added, Qt::Orientation orientation);
    // Takes view out (the caller deletes it); a split left with one pane gives way to that pane.
    // The pane next to it becomes current. False when the tree has no pane left.
    bool remove(TerminalView *view);
    // The pane beside the current one in that direction (by where they are shown), or null.
    TerminalView *neighbour(Direction direction) const;
    // Grows (steps > 0) or shrinks the current pane by a tenth of its split per step, taking the
    // room from (giving it to) the pane after it, or before it for the last. False: unsplit.
    bool resizeCurrent(int steps);

    // The split tree: {"split": "horizontal"|"vertical", "sizes": [...], "panes": [...]} with
    // leaf(view) for each pane; panes for which leaf() gives an empty object are left out.
    QJsonObject toJson(const std::function<QJsonObject(TerminalView *)> &leaf) const;
    // Builds the widgets of toJson()'s tree, leaf() making each pane (null: left out). Null when
    // no valid pane is in it (bad input, never a crash).
    static QWidget *fromJson(const QJsonObject &json,
                             const std::function<TerminalView *(const QJsonObject &)> &leaf);

signals:
    void currentChanged(sandman::TerminalView *view);
    // A split handle was moved.
    void sizesChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void adopt(QWidget *widget);
    QSplitter *makeSplitter(Qt::Orientation orientation);
    void replace(QWidget *old, QWidget *replacement);

    QWidget *m_root;
    TerminalView *m_current = nullptr; // always one of views(), or null
};

} // namespace sandman
