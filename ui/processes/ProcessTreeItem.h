// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "client/SystemProcessInfo.h"

#include <QList>

#include <memory>
#include <vector>

namespace sandman {

// One node of ProcessTreeModel: a process and the processes it started. The invisible root
// has no process. Owns its children.
class ProcessTreeItem
{
public:
    ProcessTreeItem() = default;
    explicit ProcessTreeItem(SystemProcessInfo info)
        : m_info(std::move(info))
    { }

    const SystemProcessInfo &info() const { return m_info; }
    void setInfo(const SystemProcessInfo &info) { m_info = info; }

    ProcessTreeItem *parent() const { return m_parent; }
    int childCount() const { return int(m_children.size()); }
    ProcessTreeItem *child(int row) const { return m_children.at(row).get(); }
    // Position among its parent's children; 0 for the root.
    int row() const;
    // Whether this is item or lies below it.
    bool isWithin(const ProcessTreeItem *item) const;

    void appendChild(std::unique_ptr<ProcessTreeItem> child);
    std::unique_ptr<ProcessTreeItem> takeChild(int row);

private:
    SystemProcessInfo m_info;
    ProcessTreeItem *m_parent = nullptr;
    std::vector<std::unique_ptr<ProcessTreeItem>> m_children;
};

} // namespace sandman
