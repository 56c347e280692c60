// SPDX-License-Identifier: Apache-2.0
#include "ChangeSet.h"

#include "protocol/RawFileName.h"

#include <QJsonArray>

#include <algorithm>

namespace sandman {

ChangeSet::ChangeSet(QList<FileChange> changes)
{
    // A file deleted and one created with the same content (and type) is a rename; directories
    // are matched by nothing but their name, so they stay created and deleted.
    QMultiHash<QByteArray, int> created;
    for (int i = 0; i < changes.size(); ++i) {
        const FileChange &change = changes.at(i);
        if (!change.before && change.after && change.after->type != FileEntry::Directory)
            created.insert(change.after->hash + '\0' + change.after->linkTarget, i);
    }
    QList<bool> consumed(changes.size(), false);
    for (int i = 0; i < changes.size(); ++i) {
        FileChange &change = changes[i];
        if (change.after || !change.before || change.before->type == FileEntry::Directory
            || created.isEmpty())
            continue;
        const QByteArray key = change.before->hash + '\0' + change.before->linkTarget;
        const auto it = created.find(key);
        if (it == created.end())
            continue;
        FileChange &target = changes[*it];
        target.before = change.before;
        target.fromPath = change.path;
        consumed[i] = true;
        created.erase(it);
    }
    for (int i = 0; i < changes.size(); ++i) {
        if (!consumed.at(i)) {
            m_changes.append(changes.at(i));
            ++m_counts[changes.at(i).kind()];
        }
    }
}

void ChangeSet::insertPath(QJsonObject *json, const QString &field, const QByteArray &path)
{
    const QString text = RawFileName::fromBytes(path);
    json->insert(field, RawFileName::display(text));
    if (RawFileName::hasRawBytes(text))
        json->insert(field + QStringLiteral("Base64"), QString::fromLatin1(path.toBase64()));
}

QJsonObject ChangeSet::changeJson(const FileChange &change)
{
    QJsonObject json{{QStringLiteral("kind"), FileChange::kindName(change.kind())}};
    insertPath(&json, QStringLiteral("path"), change.path);
    if (!change.fromPath.isEmpty())
        insertPath(&json, QStringLiteral("fromPath"), change.fromPath);
    if (change.before)
        json.insert(QStringLiteral("before"), change.before->toJson());
    if (change.after)
        json.insert(QStringLiteral("after"), change.after->toJson());
    return json;
}

QJsonObject ChangeSet::counts() const
{
    return {{QStringLiteral("created"), m_counts[FileChange::Created]},
            {QStringLiteral("modified"), m_counts[FileChange::Modified]},
            {QStringLiteral("deleted"), m_counts[FileChange::Deleted]},
            {QStringLiteral("renamed"), m_counts[FileChange::Renamed]},
            {QStringLiteral("total"), int(m_changes.size())}};
}

QJsonObject ChangeSet::toJson(int limit, const Decorate &decorate) const
{
    QJsonObject json = counts();
    QJsonArray list;
    const int shown = int(std::min<qsizetype>(m_changes.size(), qMax(0, limit)));
    for (int i = 0; i < shown; ++i) {
        QJsonObject entry = changeJson(m_changes.at(i));
        if (decorate)
            decorate(m_changes.at(i), &entry);
        list.append(entry);
    }
    json.insert(QStringLiteral("changes"), list);
    json.insert(QStringLiteral("summarised"), shown < m_changes.size());
    return json;
}

} // namespace sandman
