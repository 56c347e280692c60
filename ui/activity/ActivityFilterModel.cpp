// SPDX-License-Identifier: Apache-2.0
#include "ActivityFilterModel.h"

#include "ActivityModel.h"

namespace sandman {

void ActivityFilterModel::setSession(const QString &sessionId)
{
    m_session = sessionId;
    invalidateFilter();
}

void ActivityFilterModel::setClient(const QString &clientId)
{
    m_client = clientId;
    invalidateFilter();
}

void ActivityFilterModel::setText(const QString &text)
{
    m_text = text;
    invalidateFilter();
}

void ActivityFilterModel::setFailedOnly(bool failedOnly)
{
    m_failedOnly = failedOnly;
    invalidateFilter();
}

bool ActivityFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, ActivityModel::CommandColumn, sourceParent);
    if (!m_session.isEmpty() && index.data(ActivityModel::SessionRole).toString() != m_session)
        return false;
    if (!m_client.isEmpty() && index.data(ActivityModel::ClientRole).toString() != m_client)
        return false;
    if (m_failedOnly && !index.data(ActivityModel::FailedRole).toBool())
        return false;
    if (!m_text.isEmpty() && !index.data(Qt::ToolTipRole).toString().contains(m_text, Qt::CaseInsensitive))
        return false;
    return true;
}

} // namespace sandman
