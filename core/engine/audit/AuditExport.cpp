// SPDX-License-Identifier: Apache-2.0
#include "AuditExport.h"

#include "AuditChain.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace sandman {

QByteArray AuditExport::jsonLines(const QList<QByteArray> &lines)
{
    QByteArray out;
    for (const QByteArray &line : lines)
        out.append(line).append('\n');
    return out;
}

QByteArray AuditExport::csvField(const QString &text)
{
    QByteArray field = text.toUtf8();
    // A leading = + - @ makes spreadsheets run the cell as a formula: kept as text.
    if (!field.isEmpty() && QByteArray("=+-@").contains(field.front()))
        field.prepend('\'');
    if (field.contains(',') || field.contains('"') || field.contains('\n') || field.contains('\r')
        || field.startsWith('\'')) {
        field.replace("\"", "\"\"");
        field = '"' + field + '"';
    }
    return field;
}

QByteArray AuditExport::csv(const QList<QByteArray> &lines)
{
    static const QStringList columns{
        QStringLiteral("timestamp"), QStringLiteral("seq"),       QStringLiteral("type"),
        QStringLiteral("sessionId"), QStringLiteral("clientId"),  QStringLiteral("origin"),
        QStringLiteral("command"),   QStringLiteral("exitCode"),  QStringLiteral("durationMs"),
        QStringLiteral("commandId"), QStringLiteral("processId"), QStringLiteral("auditHash")};
    QByteArray out = columns.join(QLatin1Char(',')).toUtf8() + "\r\n";
    for (const QByteArray &line : lines) {
        const QJsonObject record = QJsonDocument::fromJson(line).object();
        QByteArrayList row;
        for (const QString &column : columns) {
            const QJsonValue value = record.value(column);
            row << csvField(value.isDouble() ? QString::number(value.toInteger()) : value.toString());
        }
        out.append(row.join(',')).append("\r\n");
    }
    return out;
}

} // namespace sandman
