// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QSortFilterProxyModel>

namespace sandman {

// The Activity pane's filters over ActivityModel: one session, one client, text in the
// command (case-insensitive), failed only. Empty session/client: all.
class ActivityFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setSession(const QString &sessionId);
    void setClient(const QString &clientId);
    void setText(const QString &text);
    void setFailedOnly(bool failedOnly);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_session;
    QString m_client;
    QString m_text;
    bool m_failedOnly = false;
};

} // namespace sandman
