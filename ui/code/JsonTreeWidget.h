// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonValue>
#include <QTreeWidget>

namespace sandman {

// A JSON value as a tree (key, value), objects and arrays expandable. At most kMaxNodes items
// are built; the rest is summed up in one row, so a huge value never freezes the window.
class JsonTreeWidget : public QTreeWidget
{
    Q_OBJECT
public:
    static constexpr int kMaxNodes = 20000;

    explicit JsonTreeWidget(const QJsonValue &value, QWidget *parent = nullptr);

    int nodeCount() const { return m_nodes; }
    QSize sizeHint() const override;

private:
    void addChildren(QTreeWidgetItem *parent, const QJsonValue &value);
    QTreeWidgetItem *addItem(QTreeWidgetItem *parent, const QString &key, const QJsonValue &value);

    int m_nodes = 0;
};

} // namespace sandman
