// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "FileChange.h"

#include <QJsonObject>
#include <QList>

#include <functional>

namespace sandman {

// What a command (or anything between two checkpoints) did to the workspace, as clients see
// it: a deletion and a creation of the same content become one rename; counts by kind and the
// bytes before and after; past a limit the list is cut (summarised: true) but the counts stay
// whole, so a command that made 100,000 files costs the client a page, not 100,000 rows.
class ChangeSet
{
public:
    static constexpr int kDefaultLimit = 1000;

    explicit ChangeSet(QList<FileChange> changes);

    const QList<FileChange> &changes() const { return m_changes; }
    int count(FileChange::Kind kind) const { return m_counts[kind]; }
    QJsonObject counts() const;
    // Adds to one change's JSON (who wrote it, say).
    using Decorate = std::function<void(const FileChange &change, QJsonObject *entry)>;
    // {created, modified, deleted, renamed, total, summarised, changes: [first limit]}
    QJsonObject toJson(int limit = kDefaultLimit, const Decorate &decorate = {}) const;
    static QJsonObject changeJson(const FileChange &change);
    // A path for the wire: its text, and its bytes in base64 when they are not UTF-8.
    static void insertPath(QJsonObject *json, const QString &field, const QByteArray &path);

private:
    QList<FileChange> m_changes;
    int m_counts[4] = {0, 0, 0, 0};
};

} // namespace sandman
