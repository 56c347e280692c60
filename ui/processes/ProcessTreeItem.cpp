// SPDX-License-Identifier: Apache-2.0
#include "ProcessTreeItem.h"

namespace sandman {

int ProcessTreeItem::row() const
{
    if (!m_parent)
        return 0;
    for (int i = 0; i < m_parent->childCount(); ++i) {
        if (m_parent->child(i) == this)
            return i;
    }
    return 0;
}

bool ProcessTreeItem::isWithin(const ProcessTreeItem *item) const
{
    for (const ProcessTreeItem *at = this; at; at = at->m_parent) {
        if (at == item)
            return true;
    }
    return false;
}

void ProcessTreeItem::appendChild(std::unique_ptr<ProcessTreeItem> child)
{
    child->m_parent = this;
    m_children.push_back(std::move(child));
}

std::unique_ptr<ProcessTreeItem> ProcessTreeItem::takeChild(int row)
{
    std::unique_ptr<ProcessTreeItem> child = std::move(m_children.at(size_t(row)));
    m_children.erase(m_children.begin() + row);
    child->m_parent = nullptr;
    return child;
}

} // namespace sandman
