// SPDX-License-Identifier: Apache-2.0
#include "TerminalTabStore.h"

#include <QJsonDocument>
#include <QSettings>

namespace sandman {

namespace {
const QString kTabsKey = QStringLiteral("terminals/tabs");
const QString kCurrentTabKey = QStringLiteral("terminals/current");
const QString kPanesKey = QStringLiteral("panes");
} // namespace

QList<TerminalTabStore::Record> TerminalTabStore::load(int *current)
{
    QSettings settings;
    QList<Record> records;
    const int count = settings.beginReadArray(kTabsKey);
    for (int i = 0; i < count; ++i) {
        settings.setArrayIndex(i);
        Record record{{settings.value(QStringLiteral("connection")).toString(),
                       settings.value(QStringLiteral("session")).toString(),
                       settings.value(QStringLiteral("terminal")).toString()},
                      QJsonDocument::fromJson(settings.value(kPanesKey).toByteArray()).object()};
        if (!record.tab.connection.isEmpty() && !record.tab.sessionId.isEmpty())
            records.append(record);
    }
    settings.endArray();
    if (current)
        *current = settings.value(kCurrentTabKey, -1).toInt();
    return records;
}

void TerminalTabStore::save(const QList<Record> &records, int current)
{
    QSettings settings;
    settings.beginWriteArray(kTabsKey, int(records.size()));
    for (int i = 0; i < records.size(); ++i) {
        settings.setArrayIndex(i);
        const Record &record = records.at(i);
        settings.setValue(QStringLiteral("connection"), record.tab.connection);
        settings.setValue(QStringLiteral("session"), record.tab.sessionId);
        settings.setValue(QStringLiteral("terminal"), record.tab.terminalId);
        if (record.panes.isEmpty())
            settings.remove(kPanesKey);
        else
            settings.setValue(kPanesKey, QJsonDocument(record.panes).toJson(QJsonDocument::Compact));
    }
    settings.endArray();
    settings.setValue(kCurrentTabKey, qMin(current, int(records.size()) - 1));
    settings.sync(); // now: a window killed the next moment loses nothing
}

} // namespace sandman
