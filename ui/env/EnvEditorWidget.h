// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "EnvVarTableModel.h"

#include <QHash>
#include <QMap>
#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace sandman {

// The environment editor dock: the selected session's variables with pending edits that are
// applied as one setEnvVars call or reverted. It knows no client: the owner fetches and applies.
class EnvEditorWidget : public QWidget
{
    Q_OBJECT
public:
    explicit EnvEditorWidget(QWidget *parent = nullptr);

    EnvVarTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

    // Shows the variables of a session ("" = nothing selected). Unapplied edits of the session
    // shown before are kept under its draft key (default: its id; give one per sandbox when
    // ids repeat across sandboxes) and come back when it is shown again.
    void setSession(const QString &sessionId, const QMap<QString, QString> &variables,
                    const QString &draftKey = {});
    QString sessionId() const { return m_sessionId; }
    // Whether a session not shown now has unapplied edits kept for it.
    bool hasDraft(const QString &draftKey) const { return m_drafts.contains(draftKey); }
    // Edits new variables only, for a session that does not exist yet (the New Session
    // dialog): no Apply or Revert; the result is variables().
    void setDraftOnly(bool draftOnly);
    QMap<QString, QString> variables() const;
    void setBusy(bool busy, const QString &message = {});
    void setFilterText(const QString &text);
    int visibleRowCount() const;

public slots:
    void addVariable();
    void removeSelected();
    void editSelectedValue();
    void apply();
    void revert();

signals:
    void applyRequested(const QString &sessionId, const QMap<QString, std::optional<QString>> &changes);
    void refreshRequested(const QString &sessionId);

private:
    void updateActions();
    QModelIndex currentSourceIndex() const;

    QString m_sessionId;
    QString m_draftKey;
    QHash<QString, EnvVarTableModel::Draft> m_drafts;
    bool m_draftOnly = false;
    EnvVarTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    QLineEdit *m_filter;
    QLabel *m_status;
    QPushButton *m_addButton;
    QPushButton *m_removeButton;
    QPushButton *m_editButton;
    QPushButton *m_applyButton;
    QPushButton *m_revertButton;
    bool m_busy = false;
};

} // namespace sandman
